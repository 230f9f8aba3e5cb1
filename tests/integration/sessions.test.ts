import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import {
  callApi,
  codeIn,
  cognitoClient,
  errorName,
  twin,
  useAmplify,
  verifiedAccount,
  waitForEmail,
  type Account,
} from '../support/accounts';

/** Another device: a session of its own, by password, with its tokens in hand. */
async function otherDevice(account: Account) {
  const { AuthenticationResult: tokens } = await cognitoClient().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: twin().clientId,
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    }),
  );
  const access = tokens?.AccessToken ?? '';
  return {
    access,
    refresh: () =>
      cognitoClient().send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: twin().clientId,
          RefreshToken: tokens?.RefreshToken,
        }),
      ),
    getUser: () => cognitoClient().send(new GetUserCommand({ AccessToken: access })),
    rename: () =>
      cognitoClient().send(
        new UpdateUserAttributesCommand({
          AccessToken: access,
          UserAttributes: [{ Name: 'name', Value: 'Intruso' }],
        }),
      ),
    api: () => callApi('GET', '/symptoms', access),
  };
}

describe('sessions that end, at Cognito and at the API', () => {
  it('a refresh keeps its session: the same origin_jti and auth_time, as Cognito', async () => {
    const account = await verifiedAccount();
    const device = await otherDevice(account);
    const renewed = (await device.refresh()).AuthenticationResult?.AccessToken ?? '';
    const first = decodeJwt(device.access);
    const second = decodeJwt(renewed);
    expect(first.origin_jti).toEqual(expect.any(String));
    expect(second.origin_jti).toBe(first.origin_jti);
    expect(second.auth_time).toBe(first.auth_time);
    expect(second.jti).not.toBe(first.jti);
  });

  it('"Esci da tutti i dispositivi": every other device loses its tokens at Cognito and at the API', async () => {
    const account = await verifiedAccount();
    useAmplify();
    await signOut();
    await signIn({ username: account.email, password: account.password });
    const here = (await fetchAuthSession()).tokens?.accessToken?.toString() ?? '';
    const there = await otherDevice(account);
    // Before: both sessions work everywhere.
    expect((await there.getUser()).Username).toEqual(expect.any(String));
    expect((await there.api()).status).toBe(200);
    expect((await callApi('GET', '/symptoms', here)).status).toBe(200);

    // What the app does: the API ends the sessions, then Amplify's global sign-out.
    expect((await callApi('DELETE', '/me/sessions', here)).status).toBe(204);
    await signOut({ global: true });

    // The other device: no renewal, Cognito's own APIs refuse its access token, and so does ours.
    expect(await errorName(there.refresh())).toBe('NotAuthorizedException');
    expect(await errorName(there.getUser())).toBe('NotAuthorizedException');
    expect(await errorName(there.rename())).toBe('NotAuthorizedException');
    const refused = await there.api();
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe("L'utente non è autenticato");
    // This device's old token too.
    expect((await callApi('GET', '/symptoms', here)).status).toBe(401);

    // Signing in again, right after the answer, works everywhere.
    const again = await otherDevice(account);
    expect((await again.getUser()).Username).toEqual(expect.any(String));
    expect((await again.api()).status).toBe(200);
  });

  it('signing out of this device (RevokeToken) ends this session only', async () => {
    const account = await verifiedAccount();
    const there = await otherDevice(account);
    useAmplify();
    await signOut();
    await signIn({ username: account.email, password: account.password });
    const here = (await fetchAuthSession()).tokens?.accessToken?.toString() ?? '';
    const hereUser = () => cognitoClient().send(new GetUserCommand({ AccessToken: here }));
    expect((await hereUser()).Username).toEqual(expect.any(String));

    await signOut();
    expect(await errorName(hereUser())).toBe('NotAuthorizedException');
    // The other device keeps its session.
    expect((await there.refresh()).AuthenticationResult?.AccessToken).toEqual(expect.any(String));
    expect((await there.getUser()).Username).toEqual(expect.any(String));
  });

  it("cannot end another person's sessions: the call ends the caller's own", async () => {
    const maria = await verifiedAccount();
    const luca = await verifiedAccount();
    const marias = await otherDevice(maria);
    const lucas = await otherDevice(luca);
    expect((await callApi('DELETE', '/me/sessions', lucas.access)).status).toBe(204);
    expect((await marias.api()).status).toBe(200);
    expect((await marias.refresh()).AuthenticationResult?.AccessToken).toEqual(expect.any(String));
    expect((await lucas.api()).status).toBe(401);
  });

  it('a password reset ends every session; the sign-in with the new password right after works', async () => {
    const account = await verifiedAccount();
    const there = await otherDevice(account);
    expect((await there.api()).status).toBe(200);
    await cognitoClient().send(
      new ForgotPasswordCommand({ ClientId: twin().clientId, Username: account.email }),
    );
    const mail = await waitForEmail(account.email, (m) => m.subject.includes('reimposta'));
    const password = 'una frase nuova e lunga';
    await cognitoClient().send(
      new ConfirmForgotPasswordCommand({
        ClientId: twin().clientId,
        Username: account.email,
        ConfirmationCode: codeIn(mail),
        Password: password,
      }),
    );
    expect((await there.api()).status).toBe(401);
    expect(await errorName(there.refresh())).toBe('NotAuthorizedException');
    expect(await errorName(there.getUser())).toBe('NotAuthorizedException');
    const again = await otherDevice({ ...account, password });
    expect((await again.api()).status).toBe(200);
  });
});
