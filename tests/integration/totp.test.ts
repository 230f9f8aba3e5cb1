import {
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  confirmSignIn,
  fetchAuthSession,
  fetchMFAPreference,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../infra/local/cognito/totp';
import {
  cognitoClient,
  errorName,
  signInWithSrp,
  twin,
  useAmplify,
  verifiedAccount,
} from '../support/accounts';

/** The authenticator's code one step (30 s) ahead: a code is good once, and the step before was just used. */
const nextCode = (secret: string, steps = 1) => totpCode(secret, Date.now() + steps * 30_000);

/** Enrols an authenticator as the SPA does (Amplify, signed in) and turns TOTP on; answers its secret. */
async function enrol(email: string, password: string): Promise<string> {
  await signInWithSrp(email, password, true);
  const setup = await setUpTOTP();
  expect(setup.getSetupUri('SaluteMia', email).href).toMatch(/^otpauth:\/\/totp\/SaluteMia:/);
  await verifyTOTPSetup({ code: totpCode(setup.sharedSecret, Date.now()) });
  await updateMFAPreference({ totp: 'PREFERRED' });
  expect(await fetchMFAPreference()).toEqual({ enabled: ['TOTP'], preferred: 'TOTP' });
  await signOut();
  return setup.sharedSecret;
}

describe('two-step verification (TOTP) against the local Cognito, as Amplify drives it', () => {
  it('asks for the authenticator’s code after the password, and signs in only with the right one', async () => {
    useAmplify();
    const { email, password } = await verifiedAccount();
    const secret = await enrol(email, password);

    const first = await signIn({ username: email, password });
    expect(first.isSignedIn).toBe(false);
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    // No session before the code.
    expect((await fetchAuthSession()).tokens).toBeUndefined();
    // A wrong code is refused, and the same sign-in can be answered again.
    expect(await errorName(confirmSignIn({ challengeResponse: '000000' }))).toBe('CodeMismatchException');
    const done = await confirmSignIn({ challengeResponse: nextCode(secret) });
    expect(done.isSignedIn).toBe(true);
    const tokens = (await fetchAuthSession()).tokens;
    expect(tokens?.idToken?.payload.email).toBe(email);
    await signOut();
  });

  it('refuses a code already used, and ends the sign-in after five wrong codes', async () => {
    useAmplify();
    const { email, password } = await verifiedAccount();
    const secret = await enrol(email, password);
    const client = cognitoClient();
    const challenge = async () => {
      const answer = await client.send(
        new InitiateAuthCommand({
          ClientId: twin().clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      );
      // The password sign-in asks for the code too, and hands out no token.
      expect(answer.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
      expect(answer.AuthenticationResult).toBeUndefined();
      return answer.Session!;
    };
    const respond = (session: string, code: string) =>
      client.send(
        new RespondToAuthChallengeCommand({
          ClientId: twin().clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: session,
          ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
        }),
      );
    const code = nextCode(secret);
    const signedIn = await respond(await challenge(), code);
    expect(signedIn.AuthenticationResult?.AccessToken).toBeTruthy();
    // The same code again, in a new sign-in: refused (someone who saw it cannot reuse it).
    expect(await errorName(respond(await challenge(), code))).toBe('CodeMismatchException');

    const session = await challenge();
    for (let i = 0; i < 5; i++) {
      expect(await errorName(respond(session, '123456'))).toBe('CodeMismatchException');
    }
    // The sixth try finds the sign-in over, even with the right code.
    expect(await errorName(respond(session, nextCode(secret, 2)))).toBe('NotAuthorizedException');
  });

  it('turns on only with a verified authenticator, and off again', async () => {
    useAmplify();
    const { email, password } = await verifiedAccount();
    const { accessToken } = await signInWithSrp(email, password, true);
    const client = cognitoClient();
    const mfa = (Enabled: boolean) =>
      client.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: accessToken,
          SoftwareTokenMfaSettings: { Enabled, PreferredMfa: Enabled },
        }),
      );
    // Nothing verified yet: it cannot be turned on.
    expect(await errorName(mfa(true))).toBe('InvalidParameterException');
    const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    // A wrong code does not verify it.
    expect(
      await errorName(
        client.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: '000000' })),
      ),
    ).toBe('EnableSoftwareTokenMFAException');
    expect(await errorName(mfa(true))).toBe('InvalidParameterException');
    const verified = await client.send(
      new VerifySoftwareTokenCommand({
        AccessToken: accessToken,
        UserCode: totpCode(SecretCode!, Date.now()),
      }),
    );
    expect(verified.Status).toBe('SUCCESS');
    await mfa(true);
    expect(await fetchMFAPreference()).toEqual({ enabled: ['TOTP'], preferred: 'TOTP' });
    await mfa(false);
    expect((await fetchMFAPreference()).enabled ?? []).toEqual([]);
    await signOut();
    // Off: the password alone signs in again.
    const again = await signIn({ username: email, password });
    expect(again.isSignedIn).toBe(true);
    await signOut();
  });

  it('is each person’s own: another account’s sign-in is not asked for a code', async () => {
    useAmplify();
    const first = await verifiedAccount();
    await enrol(first.email, first.password);
    const other = await verifiedAccount();
    const result = await signIn({ username: other.email, password: other.password });
    expect(result.isSignedIn).toBe(true);
    await signOut();
  });
});
