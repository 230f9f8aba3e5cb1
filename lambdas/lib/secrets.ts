import { BaseProvider, DEFAULT_PROVIDERS } from '@aws-lambda-powertools/parameters/base';
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { traced } from './tracer';

/**
 * Secrets through Powertools Parameters (its cache, `maxAge`, `forceFetch` and `transform`), with the Secrets
 * Manager client loaded on the first read. Powertools' own `SecretsProvider` imports the client statically,
 * and esbuild hoists that import to the top of every bundle that reads a secret, so each function paid for a
 * client most of its starts never use (about 10 ms of CPU, `bench/cold-start.ts`). This is Powertools' own
 * extension point (a provider built on `BaseProvider`), registered as the default secrets provider so that
 * `clearCaches()` clears it as it would clear theirs.
 */
class SecretsOnFirstUse extends BaseProvider {
  #client: SecretsManagerClient | undefined;

  constructor() {
    super({});
  }

  protected async _get(name: string): Promise<string | Uint8Array | undefined> {
    const sdk = await import('@aws-sdk/client-secrets-manager');
    this.#client ??= traced(new sdk.SecretsManagerClient({}));
    const result = await this.#client.send(new sdk.GetSecretValueCommand({ SecretId: name }));
    return result.SecretString ?? result.SecretBinary;
  }

  protected _getMultiple(): Promise<undefined> {
    throw new Error('Reading secrets by path is not supported');
  }
}

interface ReadOptions {
  maxAge: number;
  forceFetch?: boolean;
  transform?: 'json';
}

/** A secret's value (text, or parsed with `transform: 'json'`), cached for `maxAge` seconds. */
export function readSecret(arn: string, options: ReadOptions): Promise<unknown> {
  const provider = (DEFAULT_PROVIDERS.secrets ??= new SecretsOnFirstUse());
  return provider.get(arn, options);
}
