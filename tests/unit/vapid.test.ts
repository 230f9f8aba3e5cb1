import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/handlers/deploy/vapid-keys';
import { vapidKeys } from '../../lambdas/lib/vapid';

const sm = mockClient(SecretsManagerClient);
const ARN = 'arn:aws:secretsmanager:eu-south-1:000000000000:secret:vapid-AbCdEf';
const event = (RequestType: 'Create' | 'Update' | 'Delete') => ({
  RequestType,
  PhysicalResourceId: 'vapid-keys',
  ResourceProperties: { SecretArn: ARN },
});
const pair = {
  publicKey: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  privateKey: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
};

beforeEach(() => sm.reset());

describe('the VAPID key pair made at deploy', () => {
  it('is made on the first deploy, stored in the secret, and only its public key handed back', async () => {
    sm.on(GetSecretValueCommand).resolves({ SecretString: '{}' });
    sm.on(PutSecretValueCommand).resolves({});
    const answer = await handler(event('Create'));
    const stored = JSON.parse(sm.commandCalls(PutSecretValueCommand)[0]!.args[0].input.SecretString!);
    expect(stored.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(stored.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer).toEqual({ PhysicalResourceId: 'vapid-keys', Data: { PublicKey: stored.publicKey } });
    expect(JSON.stringify(answer)).not.toContain(stored.privateKey);
  });

  it('is kept on later deploys (the subscriptions are bound to it)', async () => {
    sm.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(pair) });
    expect(await handler(event('Update'))).toEqual({
      PhysicalResourceId: 'vapid-keys',
      Data: { PublicKey: pair.publicKey },
    });
    expect(sm.commandCalls(PutSecretValueCommand)).toHaveLength(0);
  });

  it('does nothing when the stack is deleted (the secret goes with it)', async () => {
    expect(await handler(event('Delete'))).toEqual({ PhysicalResourceId: 'vapid-keys' });
    expect(sm.calls()).toHaveLength(0);
  });
});

describe('the keys a push sender uses', () => {
  beforeEach(() => {
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SECRET_ARN', 'VAPID_SUBJECT'])
      delete process.env[name];
  });

  it('come from the secret in AWS, from the environment in the twin, and not at all without a subject', async () => {
    expect(await vapidKeys()).toBeUndefined();
    process.env.VAPID_SUBJECT = 'https://app.example.org';
    expect(await vapidKeys()).toBeUndefined();
    process.env.VAPID_SECRET_ARN = ARN;
    sm.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(pair) });
    expect(await vapidKeys()).toEqual({ ...pair, subject: 'https://app.example.org' });
    process.env.VAPID_PUBLIC_KEY = 'pub';
    process.env.VAPID_PRIVATE_KEY = 'priv';
    expect(await vapidKeys()).toEqual({
      publicKey: 'pub',
      privateKey: 'priv',
      subject: 'https://app.example.org',
    });
  });
});
