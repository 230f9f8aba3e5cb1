import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { clearCaches } from '@aws-lambda-powertools/parameters';
import { DEFAULT_PROVIDERS } from '@aws-lambda-powertools/parameters/base';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSecret } from '../../lambdas/lib/secrets';

/**
 * Secrets read through Powertools Parameters with a provider that loads the Secrets Manager client on the
 * first read: the same cache, max age, forced refresh and JSON transform as Powertools' own provider (that no
 * function loads the client at start is checked on the bundles, in tests/infra/bundles.test.ts).
 */
const sm = mockClient(SecretsManagerClient);
const ARN = 'arn:aws:secretsmanager:eu-south-1:000000000000:secret:cursor-AbCdEf';

beforeEach(() => {
  sm.reset();
  clearCaches();
  vi.useRealTimers();
});

describe('readSecret', () => {
  it('reads the secret once and answers from the cache until its max age', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T08:00:00Z'), toFake: ['Date'] });
    sm.on(GetSecretValueCommand, { SecretId: ARN }).resolvesOnce({ SecretString: 'primo' }).resolves({
      SecretString: 'secondo',
    });
    expect(await readSecret(ARN, { maxAge: 60 })).toBe('primo');
    vi.setSystemTime(Date.parse('2026-11-27T08:00:59Z'));
    expect(await readSecret(ARN, { maxAge: 60 })).toBe('primo');
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    vi.setSystemTime(Date.parse('2026-11-27T08:01:01Z'));
    expect(await readSecret(ARN, { maxAge: 60 })).toBe('secondo');
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('reads again when forced, and after clearCaches', async () => {
    sm.on(GetSecretValueCommand)
      .resolvesOnce({ SecretString: 'a' })
      .resolvesOnce({ SecretString: 'b' })
      .resolves({
        SecretString: 'c',
      });
    expect(await readSecret(ARN, { maxAge: 3600 })).toBe('a');
    expect(await readSecret(ARN, { maxAge: 3600, forceFetch: true })).toBe('b');
    clearCaches();
    expect(await readSecret(ARN, { maxAge: 3600 })).toBe('c');
  });

  it('parses JSON when asked, and hands back a binary secret as bytes', async () => {
    sm.on(GetSecretValueCommand, { SecretId: 'json' }).resolves({ SecretString: '{"publicKey":"B"}' });
    sm.on(GetSecretValueCommand, { SecretId: 'bytes' }).resolves({ SecretBinary: new Uint8Array([1, 2]) });
    expect(await readSecret('json', { maxAge: 60, transform: 'json' })).toEqual({ publicKey: 'B' });
    expect(await readSecret('bytes', { maxAge: 60 })).toEqual(new Uint8Array([1, 2]));
  });

  it('lets a refused read fail (no value is cached)', async () => {
    sm.on(GetSecretValueCommand).rejectsOnce(new Error('AccessDenied')).resolves({ SecretString: 'ok' });
    await expect(readSecret(ARN, { maxAge: 60 })).rejects.toThrow();
    expect(await readSecret(ARN, { maxAge: 60 })).toBe('ok');
  });

  it('reads one secret by its name only: a path of secrets is refused', async () => {
    sm.on(GetSecretValueCommand).resolves({ SecretString: 'x' });
    await readSecret(ARN, { maxAge: 60 });
    await expect(DEFAULT_PROVIDERS.secrets!.getMultiple('/salute/')).rejects.toThrow(
      'Reading secrets by path is not supported',
    );
  });
});
