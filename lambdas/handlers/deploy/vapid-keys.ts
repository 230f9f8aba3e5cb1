import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { newVapidKeys } from '../../lib/push';
import { traced } from '../../lib/tracer';

/**
 * The stage's VAPID key pair (RFC 8292), made by CloudFormation once, when the stack is first deployed (a
 * custom resource through CDK's Provider framework): the private key goes into the stage's secret, the public
 * key back to the stack, which writes it into /config.json. Later deploys keep the pair (the browsers'
 * subscriptions are bound to it); deleting the stack deletes the secret with it.
 */
const secrets = traced(new SecretsManagerClient({}));

interface ProviderEvent {
  RequestType: 'Create' | 'Update' | 'Delete';
  PhysicalResourceId?: string;
  ResourceProperties: { SecretArn: string };
}

const PHYSICAL_ID = 'vapid-keys';
const isPair = (v: unknown): v is { publicKey: string; privateKey: string } =>
  typeof v === 'object' &&
  v !== null &&
  /^B[A-Za-z0-9_-]{86}$/.test(String((v as { publicKey?: unknown }).publicKey)) &&
  /^[A-Za-z0-9_-]{43}$/.test(String((v as { privateKey?: unknown }).privateKey));

async function storedPair(secretArn: string) {
  const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: secretArn }));
  try {
    const value = JSON.parse(SecretString ?? '') as unknown;
    return isPair(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export async function handler(event: ProviderEvent) {
  const secretArn = event.ResourceProperties.SecretArn;
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId ?? PHYSICAL_ID };
  let pair = await storedPair(secretArn);
  if (!pair) {
    pair = await newVapidKeys();
    await secrets.send(
      new PutSecretValueCommand({ SecretId: secretArn, SecretString: JSON.stringify(pair) }),
    );
  }
  // Only the public key leaves: it is what browsers subscribe with, and the stack writes it into config.json.
  return { PhysicalResourceId: PHYSICAL_ID, Data: { PublicKey: pair.publicKey } };
}
