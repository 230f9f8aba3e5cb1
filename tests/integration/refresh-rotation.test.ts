import {
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { ROTATION_GRACE_MS } from '../../infra/local/cognito/shim';
import { cognitoClient, errorName, twin, verifiedAccount, type Account } from '../support/accounts';

/** A sign-in as another device does it (password flow), answering its tokens. */
async function signInTokens(account: Account) {
  const { AuthenticationResult } = await cognitoClient().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: twin().clientId,
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    }),
  );
  return { access: AuthenticationResult!.AccessToken!, refresh: AuthenticationResult!.RefreshToken! };
}

const refresh = (token: string) =>
  cognitoClient().send(
    new GetTokensFromRefreshTokenCommand({ ClientId: twin().clientId, RefreshToken: token }),
  );

/**
 * Refresh-token rotation as the stack's app client has it (`RefreshTokenRotation`, 60 s of grace): each refresh
 * gives a new refresh token of the same session; the one it replaces works one more minute, then never.
 */
describe('refresh tokens rotate', () => {
  it('each refresh gives a new refresh token of the same session', async () => {
    const signedIn = await signInTokens(await verifiedAccount());
    const first = (await refresh(signedIn.refresh)).AuthenticationResult!;
    expect(first.RefreshToken).toEqual(expect.any(String));
    expect(first.RefreshToken).not.toBe(signedIn.refresh);
    // The same session: its id and its sign-in time, through two rotations.
    const second = (await refresh(first.RefreshToken!)).AuthenticationResult!;
    expect(second.RefreshToken).not.toBe(first.RefreshToken);
    const origin = decodeJwt(signedIn.access);
    for (const access of [first.AccessToken!, second.AccessToken!]) {
      expect(decodeJwt(access).origin_jti).toBe(origin.origin_jti);
      expect(decodeJwt(access).auth_time).toBe(origin.auth_time);
    }
    // The refresh flow of InitiateAuth is not offered with rotation on (Cognito's rule).
    expect(
      await errorName(
        cognitoClient().send(
          new InitiateAuthCommand({
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            ClientId: twin().clientId,
            AuthParameters: { REFRESH_TOKEN: second.RefreshToken! },
          }),
        ),
      ),
    ).toBe('InvalidParameterException');
  });

  it('signing out with the newest refresh token ends the session: the rotated one and its access tokens too', async () => {
    const signedIn = await signInTokens(await verifiedAccount());
    const rotated = (await refresh(signedIn.refresh)).AuthenticationResult!;
    await cognitoClient().send(
      new RevokeTokenCommand({ ClientId: twin().clientId, Token: rotated.RefreshToken! }),
    );
    expect(await errorName(refresh(rotated.RefreshToken!))).toBe('NotAuthorizedException');
    // The token it replaced was still in its minute of grace: it ends with its session.
    expect(await errorName(refresh(signedIn.refresh))).toBe('NotAuthorizedException');
    for (const access of [signedIn.access, rotated.AccessToken!]) {
      expect(await errorName(cognitoClient().send(new GetUserCommand({ AccessToken: access })))).toBe(
        'NotAuthorizedException',
      );
    }
  });

  it(
    'the replaced token works for its minute of grace (a second tab), then never; the new one goes on',
    { timeout: ROTATION_GRACE_MS + 30_000 },
    async () => {
      const signedIn = await signInTokens(await verifiedAccount());
      const rotated = (await refresh(signedIn.refresh)).AuthenticationResult!;
      // Within the grace period: the old one still refreshes (and is not rotated again into a new grace).
      expect((await refresh(signedIn.refresh)).AuthenticationResult?.AccessToken).toEqual(expect.any(String));
      // Cognito's grace period is measured by its clock (the twin's is the real one): wait it out.
      await new Promise((resolve) => setTimeout(resolve, ROTATION_GRACE_MS + 1_000));
      expect(await errorName(refresh(signedIn.refresh))).toBe('NotAuthorizedException');
      expect((await refresh(rotated.RefreshToken!)).AuthenticationResult?.RefreshToken).toEqual(
        expect.any(String),
      );
    },
  );
});
