import {
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import { CONSENT_ATTRIBUTE, CONSENT_VALIDATION_KEY, CONSENT_VERSION } from '../../lambdas/contracts/consent';
import {
  callApi,
  codeIn,
  cognitoClient,
  errorName,
  emailsTo,
  signInWithSrp,
  signUp,
  twin,
  uniqueEmail,
  useAmplify,
  verifiedAccount,
  waitForEmail,
} from '../support/accounts';
import { storedItem } from '../support/table';

describe('accounts against the local Cognito, with the codes read from the local mailbox', () => {
  it('sends the verification code in Italian by default, and in the language chosen at registration', async () => {
    const it = await signUp({ name: 'Maria' });
    const mailIt = await waitForEmail(it.email);
    expect(mailIt.subject).toBe('SaluteMia: il tuo codice di verifica');
    expect(mailIt.body.html).toContain('Ciao Maria,');
    expect(codeIn(mailIt)).toMatch(/^\d{6}$/);

    const en = await signUp({ name: 'Anita', locale: 'en' });
    expect((await waitForEmail(en.email)).subject).toBe('SaluteMia: your verification code');
    const hi = await signUp({ name: 'Anita', locale: 'hi' });
    expect((await waitForEmail(hi.email)).subject).toBe('SaluteMia: आपका सत्यापन कोड');
  });

  it('refuses sign-in before verification, sends a new code on request, and verifies with it', async () => {
    const account = await signUp();
    const first = codeIn(await waitForEmail(account.email));
    useAmplify();
    await signOut();
    // Amplify turns Cognito's UserNotConfirmedException into the next step of the sign-in.
    const attempt = await signIn({ username: account.email, password: account.password });
    expect(attempt.isSignedIn).toBe(false);
    expect(attempt.nextStep.signInStep).toBe('CONFIRM_SIGN_UP');

    await cognitoClient().send(
      new ResendConfirmationCodeCommand({ ClientId: twin().clientId, Username: account.email }),
    );
    const resent = await waitForEmail(account.email, (m) => m.subject.includes('nuovo codice'));
    expect(resent.subject).toBe('SaluteMia: il tuo nuovo codice di verifica');
    const second = codeIn(resent);
    expect((await emailsTo(account.email)).length).toBe(2);

    // A new code replaces the first: the first no longer confirms.
    expect(second).not.toBe(first);
    expect(
      await errorName(
        cognitoClient().send(
          new ConfirmSignUpCommand({
            ClientId: twin().clientId,
            Username: account.email,
            ConfirmationCode: first,
          }),
        ),
      ),
    ).toBe('CodeMismatchException');
    await cognitoClient().send(
      new ConfirmSignUpCommand({
        ClientId: twin().clientId,
        Username: account.email,
        ConfirmationCode: second,
      }),
    );
    const tokens = await signInWithSrp(account.email, account.password);
    expect((await callApi('GET', '/me', tokens.accessToken)).body.emailVerified).toBe(true);
  });

  it('accepts a long passphrase without composition rules, and refuses a 7-character password', async () => {
    const long = 'la mia casa al mare di rimini ha le persiane verdi e un limone in giardino '.repeat(2);
    const account = await verifiedAccount({ password: long });
    expect((await signInWithSrp(account.email, long)).accessToken).toBeTruthy();
    expect(await errorName(signUp({ password: 'abc1234' }))).toBe('InvalidPasswordException');
  });

  it('refuses an account without consent to health-data processing, and sends no e-mail', async () => {
    const email = uniqueEmail('noconsent');
    let message = '';
    try {
      await signUp({ email, consent: null });
    } catch (error) {
      message = `${(error as Error).name}: ${(error as Error).message}`;
    }
    expect(message).toMatch(/^UserLambdaValidationException: .*HEALTH_DATA_CONSENT_REQUIRED/);
    expect(await emailsTo(email)).toHaveLength(0);
  });

  it('records the consent on the server with its own time and the text version, readable through GET /me', async () => {
    const before = Date.now();
    const account = await verifiedAccount();
    const tokens = await signInWithSrp(account.email, account.password);
    const sub = (await callApi('GET', '/me', tokens.accessToken)).body.id as string;
    const record = await storedItem(`USER#${sub}`, 'CONSENT#HEALTH_DATA');
    expect(record).toMatchObject({ version: CONSENT_VERSION, how: 'sign-up' });
    expect(Date.parse(record?.at as string)).toBeGreaterThanOrEqual(before);
    expect((await callApi('GET', '/me', tokens.accessToken)).body.healthDataConsentAt).toBe(record?.at);
  });

  it('refuses a consent to another text, and lets no client write the consent attribute', async () => {
    const outdated = uniqueEmail('outdated');
    expect(await errorName(signUp({ email: outdated, consent: '2020-01-01' }))).toBe(
      'UserLambdaValidationException',
    );
    // A sign-up that writes the attribute itself is refused before anything is created.
    const forged = uniqueEmail('forged');
    expect(
      await errorName(
        cognitoClient().send(
          new SignUpCommand({
            ClientId: twin().clientId,
            Username: forged,
            Password: 'una frase lunga e sicura',
            UserAttributes: [{ Name: CONSENT_ATTRIBUTE, Value: '2020-01-01T00:00:00.000Z' }],
            ValidationData: [{ Name: CONSENT_VALIDATION_KEY, Value: CONSENT_VERSION }],
          }),
        ),
      ),
    ).toBe('NotAuthorizedException');
    expect(await emailsTo(forged)).toHaveLength(0);

    // Signed in, the person cannot rewrite it either: the record and GET /me stay as they were.
    const account = await verifiedAccount();
    const tokens = await signInWithSrp(account.email, account.password);
    const consentAt = (await callApi('GET', '/me', tokens.accessToken)).body.healthDataConsentAt;
    expect(
      await errorName(
        cognitoClient().send(
          new UpdateUserAttributesCommand({
            AccessToken: tokens.accessToken,
            UserAttributes: [{ Name: CONSENT_ATTRIBUTE, Value: '2020-01-01T00:00:00.000Z' }],
          }),
        ),
      ),
    ).toBe('NotAuthorizedException');
    expect((await callApi('GET', '/me', tokens.accessToken)).body.healthDataConsentAt).toBe(consentAt);
  });

  it('resets a forgotten password with a code sent by e-mail', async () => {
    const account = await verifiedAccount();
    await cognitoClient().send(
      new ForgotPasswordCommand({ ClientId: twin().clientId, Username: account.email }),
    );
    const mail = await waitForEmail(account.email, (m) => m.subject.includes('reimposta'));
    expect(mail.subject).toBe('SaluteMia: reimposta la password');
    await cognitoClient().send(
      new ConfirmForgotPasswordCommand({
        ClientId: twin().clientId,
        Username: account.email,
        ConfirmationCode: codeIn(mail),
        Password: 'una nuova frase segreta',
      }),
    );
    expect((await signInWithSrp(account.email, 'una nuova frase segreta')).accessToken).toBeTruthy();
    expect(await errorName(signInWithSrp(account.email, account.password))).toBe('NotAuthorizedException');
  });

  it('answers a forgotten-password request for an unknown address like any other (no enumeration)', async () => {
    const response = await cognitoClient().send(
      new ForgotPasswordCommand({ ClientId: twin().clientId, Username: uniqueEmail('nobody') }),
    );
    expect(response.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
  });

  it('gives the same answer for a wrong password and an unknown user, then locks after repeated failures', async () => {
    const account = await verifiedAccount();
    const wrong = await errorName(signInWithSrp(account.email, 'not the password'));
    const unknown = await errorName(signInWithSrp(uniqueEmail('ghost'), 'not the password'));
    expect(wrong).toBe('NotAuthorizedException');
    expect(unknown).toBe('NotAuthorizedException');

    // The next failures through the plain password flow: one round trip each, so the lock (2 s after the fifth
    // failure, then doubling) cannot run out between the attempts and the check that follows, however slow
    // the machine is at SRP's arithmetic.
    const passwordSignIn = async (password: string) => {
      try {
        await cognitoClient().send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: twin().clientId,
            AuthParameters: { USERNAME: account.email, PASSWORD: password },
          }),
        );
        return 'signed in';
      } catch (error) {
        return `${(error as Error).name}: ${(error as Error).message}`;
      }
    };
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push(await passwordSignIn('still not the password'));
    // Five failures in all (one through SRP above) are answered as wrong; the sixth finds the account locked.
    expect(messages.slice(0, 4)).toEqual(
      Array(4).fill('NotAuthorizedException: Incorrect username or password.'),
    );
    expect(messages[4]).toBe('NotAuthorizedException: Password attempts exceeded');
    // Even the right password waits out the lock.
    expect(await passwordSignIn(account.password)).toBe('NotAuthorizedException: Password attempts exceeded');
  });

  it('counts failures per account whatever name or flow is used, and locks an unknown e-mail the same way', async () => {
    const account = await verifiedAccount();
    const { sub } = await signInWithSrp(account.email, account.password);
    const plain = async (username: string, password: string) => {
      try {
        await cognitoClient().send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: twin().clientId,
            AuthParameters: { USERNAME: username, PASSWORD: password },
          }),
        );
        return 'signed in';
      } catch (error) {
        return `${(error as Error).name}: ${(error as Error).message}`;
      }
    };
    const wrong = 'NotAuthorizedException: Incorrect username or password.';
    const locked = 'NotAuthorizedException: Password attempts exceeded';
    // Five failures by SRP with the e-mail and by password with the sub or the e-mail: one count, and the
    // sixth attempt (even with the right password, by either name) finds the account locked.
    expect(await errorName(signInWithSrp(account.email, 'sbagliata 1'))).toBe('NotAuthorizedException');
    expect(await errorName(signInWithSrp(account.email, 'sbagliata 2'))).toBe('NotAuthorizedException');
    expect(await plain(sub, 'sbagliata 3')).toBe(wrong);
    expect(await plain(sub, 'sbagliata 4')).toBe(wrong);
    expect(await plain(account.email, 'sbagliata 5')).toBe(wrong);
    expect(await plain(sub, account.password)).toBe(locked);

    // An address nobody registered: the same answers, the same lock.
    const ghost = uniqueEmail('fantasma');
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) answers.push(await plain(ghost, `sbagliata ${i}`));
    expect(answers).toEqual([wrong, wrong, wrong, wrong, wrong, locked]);
  });

  it.each([
    ['seven characters', 'corta12'],
    ['only spaces', '          '],
    ['a common password', 'password123'],
  ])('refuses a weak password on the server too (%s), creating nothing', async (_, password) => {
    const email = uniqueEmail('debole');
    expect(await errorName(signUp({ email, password }))).toBe('InvalidPasswordException');
    // Nobody was created: the address signs up fine with a good password.
    expect((await signUp({ email })).email).toBe(email);
  });

  it('refreshes tokens (GetTokensFromRefreshToken) and ends every session on global sign-out', async () => {
    const account = await verifiedAccount();
    useAmplify();
    await signOut();
    await signIn({ username: account.email, password: account.password });
    const first = (await fetchAuthSession()).tokens?.accessToken;
    // A new token, not the cached one: its own id (no need to wait for the clock's next second).
    const refreshed = (await fetchAuthSession({ forceRefresh: true })).tokens?.accessToken;
    expect(refreshed?.toString()).not.toBe(first?.toString());
    expect(refreshed?.payload.jti).toEqual(expect.any(String));
    expect(refreshed?.payload.jti).not.toBe(first?.payload.jti);
    expect(Number(refreshed?.payload.iat)).toBeGreaterThanOrEqual(Number(first?.payload.iat));
    expect((await callApi('GET', '/me', refreshed?.toString())).status).toBe(200);

    // A second session of the same account, on another device: its refresh token works until…
    const other = await cognitoClient().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: twin().clientId,
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      }),
    );
    const refreshOther = () =>
      cognitoClient().send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: twin().clientId,
          RefreshToken: other.AuthenticationResult?.RefreshToken,
        }),
      );
    expect((await refreshOther()).AuthenticationResult?.AccessToken).toEqual(expect.any(String));

    // …the global sign-out from this one: then no session of the account can be renewed (what the API then
    // refuses is tests/integration/sessions.test.ts).
    await signOut({ global: true });
    expect(await errorName(refreshOther())).toBe('NotAuthorizedException');
    const renewed = await fetchAuthSession({ forceRefresh: true }).catch(() => undefined);
    expect(renewed?.tokens).toBeUndefined();

    // Signing in again works.
    await signIn({ username: account.email, password: account.password });
    expect((await fetchAuthSession()).tokens?.accessToken).toBeDefined();
    await signOut();
  });
});
