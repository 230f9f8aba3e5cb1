import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { callApi, cognitoClient, twin, verifiedAccount } from '../support/accounts';
import { startPushService } from '../support/push-service';

/**
 * The twin's /config.json, checked against what the services themselves answer, not against the twin's own
 * copy of the same values: a client id set to the pool id (or an API URL of the wrong server) would pass a
 * comparison with the twin's config, and fails here.
 */
describe("the local twin's /config.json", () => {
  it('names the pool that issues the tokens, a client Cognito signs in with, and the API that accepts them', async () => {
    const response = await fetch(`${twin().appUrl}/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/no-store|no-cache/);
    const config = (await response.json()) as Record<string, string>;
    expect(Object.keys(config).sort()).toEqual(
      [
        'apiUrl',
        'cognitoEndpoint',
        'controller',
        'modelProvider',
        'mailboxUrl',
        'region',
        'stage',
        'userPoolClientId',
        'userPoolId',
        'vapidPublicKey',
      ].sort(),
    );
    expect(config.stage).toBe('local');
    // The legal pages' controller: the twin's own placeholder, never a real contact.
    expect(config.controller).toMatchObject({
      name: 'SaluteMia (ambiente locale)',
      privacyEmail: 'privacy@localhost.invalid',
    });
    expect(config.userPoolId).toMatch(new RegExp(`^${config.region}_\\w+$`));
    expect(twin().issuer.endsWith(`/${config.userPoolId}`)).toBe(true);
    expect(config.userPoolClientId).not.toBe(config.userPoolId);

    // Cognito signs in with the client id…
    const account = await verifiedAccount({ name: 'Config' });
    const signedIn = await cognitoClient().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      }),
    );
    const token = signedIn.AuthenticationResult?.AccessToken;
    expect(token).toEqual(expect.any(String));
    const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      string
    >;
    expect(claims.client_id).toBe(config.userPoolClientId);
    expect(claims.iss).toBe(twin().issuer);

    // …the API at apiUrl accepts its tokens, and the endpoints are the running services.
    const me = await fetch(`${config.apiUrl}/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect((await callApi('GET', '/me', token)).status).toBe(200);
    expect(config.cognitoEndpoint).toBe(twin().cognitoUrl);
    expect((await fetch(`${config.mailboxUrl}/store`)).status).toBe(200);

    // A push service accepts the VAPID key as an application server key (a P-256 public point).
    const push = await startPushService();
    try {
      await expect(push.subscribe(config.vapidPublicKey!)).resolves.toMatchObject({
        endpoint: expect.any(String),
      });
      await expect(push.subscribe('B' + 'A'.repeat(86))).rejects.toThrow();
    } finally {
      await push.close();
    }
  });
});
