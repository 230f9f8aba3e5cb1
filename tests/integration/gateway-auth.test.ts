import {
  AdminConfirmSignUpCommand,
  InitiateAuthCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { generateKeyPair, importJWK, SignJWT } from 'jose';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VALIDATION_KEY, CONSENT_VERSION } from '../../lambdas/contracts/consent';
import { ACCESS_TOKEN_MINUTES } from '../../lambdas/contracts/session';
import {
  callApi,
  cognitoClient,
  signInWithSrp,
  twin,
  verifiedAccount,
  type Tokens,
} from '../support/accounts';

const require = createRequire(import.meta.url);
const emulatorKey = require('cognito-local/lib/keys/cognitoLocal.private.json').jwk;

let maria: Tokens;
let email: string;

beforeAll(async () => {
  const account = await verifiedAccount({ name: 'Maria Bianchi', locale: 'it' });
  email = account.email;
  maria = await signInWithSrp(account.email, account.password);
});

async function signedToken(
  claims: Record<string, unknown>,
  key: Parameters<SignJWT['sign']>[0],
  exp: number,
) {
  return new SignJWT({ token_use: 'access', scope: 'aws.cognito.signin.user.admin', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(key);
}

describe('the local API gateway with the Cognito JWT authorizer', () => {
  it("lets a token from a real SRP sign-in reach GET /me, which answers the caller's profile", async () => {
    const response = await callApi('GET', '/me', maria.accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toMatchObject({
      id: maria.sub,
      email,
      name: 'Maria Bianchi',
      language: 'it',
      emailVerified: true,
    });
    expect(Date.parse(response.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(response.body.healthDataConsentAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 401 without a token, and with a malformed one', async () => {
    expect((await callApi('GET', '/me')).status).toBe(401);
    expect((await callApi('GET', '/me', 'not-a-jwt')).status).toBe(401);
    expect((await callApi('GET', '/me', `${maria.accessToken}x`)).status).toBe(401);
  });

  it('answers 401 to an expired token, even one signed with the right key', async () => {
    const key = await importJWK(emulatorKey, 'RS256');
    const claims = { sub: maria.sub, username: maria.sub, client_id: twin().clientId, iss: twin().issuer };
    const expired = await signedToken(claims, key, Math.floor(Date.now() / 1000) - 60);
    expect((await callApi('GET', '/me', expired)).status).toBe(401);
    // The same token, still valid, gets through: the expiry is what was refused.
    const valid = await signedToken(claims, key, Math.floor(Date.now() / 1000) + 600);
    expect((await callApi('GET', '/me', valid)).status).toBe(200);
  });

  it('answers 401 to a rightly signed token without an expiry, without token_use "access", or for another client', async () => {
    const key = await importJWK(emulatorKey, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: maria.sub, username: maria.sub, client_id: twin().clientId, iss: twin().issuer };
    const sign = (body: Record<string, unknown>, exp?: number) => {
      const jwt = new SignJWT(body)
        .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
        .setIssuedAt(now);
      return (exp === undefined ? jwt : jwt.setExpirationTime(exp)).sign(key);
    };
    const access = { token_use: 'access', scope: 'aws.cognito.signin.user.admin', ...claims };
    // the control: the same claims with an expiry get through
    expect((await callApi('GET', '/me', await sign(access, now + 600))).status).toBe(200);
    expect((await callApi('GET', '/me', await sign(access))).status).toBe(401);
    const { token_use: _use, ...noUse } = access;
    expect((await callApi('GET', '/me', await sign(noUse, now + 600))).status).toBe(401);
    const idToken = { ...claims, token_use: 'id', aud: twin().clientId, email };
    expect((await callApi('GET', '/me', await sign(idToken, now + 600))).status).toBe(401);
    expect(
      (await callApi('GET', '/me', await sign({ ...access, client_id: 'another-client' }, now + 600))).status,
    ).toBe(401);
  });

  it('answers 401 to a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await signedToken(
      { sub: maria.sub, username: maria.sub, client_id: twin().clientId, iss: twin().issuer },
      privateKey,
      Math.floor(Date.now() / 1000) + 600,
    );
    expect((await callApi('GET', '/me', forged)).status).toBe(401);
  });

  it('answers 401 to a real token of another user pool', async () => {
    const cognito = cognitoClient();
    const pool = await cognito.send(
      new CreateUserPoolCommand({ PoolName: 'other', UsernameAttributes: ['email'] }),
    );
    const poolId = pool.UserPool?.Id ?? '';
    const client = await cognito.send(
      new CreateUserPoolClientCommand({ UserPoolId: poolId, ClientName: 'other' }),
    );
    const clientId = client.UserPoolClient?.ClientId ?? '';
    const otherEmail = `other-${Date.now()}@example.it`;
    await cognito.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: otherEmail,
        Password: 'una frase lunga e sicura',
        ValidationData: [{ Name: CONSENT_VALIDATION_KEY, Value: CONSENT_VERSION }],
      }),
    );
    await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: poolId, Username: otherEmail }));

    Amplify.configure({
      Auth: {
        Cognito: { userPoolId: poolId, userPoolClientId: clientId, userPoolEndpoint: twin().cognitoUrl },
      },
    });
    try {
      await signIn({ username: otherEmail, password: 'una frase lunga e sicura' });
      const token = (await fetchAuthSession()).tokens?.accessToken.toString() ?? '';
      expect(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).iss).toContain(
        poolId,
      );
      expect((await callApi('GET', '/me', token)).status).toBe(401);
    } finally {
      await signOut();
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: twin().userPoolId,
            userPoolClientId: twin().clientId,
            userPoolEndpoint: twin().cognitoUrl,
          },
        },
      });
    }
  });

  it('answers 404 to an unknown route, without looking at the token', async () => {
    // No token, and one that is not a token: the route is unknown before anyone is asked who they are.
    expect((await callApi('GET', '/nothing-here')).status).toBe(404);
    expect((await callApi('GET', '/nothing-here', 'not-a-jwt')).status).toBe(404);
    // A known route with no token is a 401, so the 404s above are about the route.
    expect((await callApi('GET', '/me')).status).toBe(401);
  });

  it("allows CORS from the app's origin only", async () => {
    const appOrigin = new URL(twin().appUrl).origin;
    const preflight = await fetch(`${twin().apiUrl}/me`, {
      method: 'OPTIONS',
      headers: {
        origin: appOrigin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');

    const evil = await fetch(`${twin().apiUrl}/me`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('token lifetimes', () => {
  it('gives access and ID tokens of 15 minutes, as the stack does, and says so in ExpiresIn', async () => {
    const claims = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number; iat: number };
    const access = claims(maria.accessToken);
    expect(access.exp - access.iat).toBe(ACCESS_TOKEN_MINUTES * 60);
    const account = await verifiedAccount({ name: 'Tempo' });
    const signedIn = await cognitoClient().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: twin().clientId,
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      }),
    );
    expect(signedIn.AuthenticationResult?.ExpiresIn).toBe(900);
    const id = claims(signedIn.AuthenticationResult!.IdToken!);
    expect(id.exp - id.iat).toBe(900);
  });
});
