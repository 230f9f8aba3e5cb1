import type { CustomMessageTriggerEvent, PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { CONSENT_ATTRIBUTE } from '../../lambdas/contracts/consent';
import { checkConsent, CONSENT_MAX_SKEW_MS } from '../../lambdas/domain/consent';
import { handler as customMessage } from '../../lambdas/handlers/auth-triggers/custom-message';
import { CONSENT_REQUIRED, handler as preSignUp } from '../../lambdas/handlers/auth-triggers/pre-sign-up';

function messageEvent(triggerSource: string, attrs: Record<string, string>): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'eu-south-1',
    userPoolId: 'eu-south-1_Test',
    userName: 'u-1',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    triggerSource,
    request: {
      userAttributes: attrs,
      codeParameter: '{####}',
      linkParameter: '{##Click##}',
      usernameParameter: null,
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as unknown as CustomMessageTriggerEvent;
}

describe('CustomMessage trigger', () => {
  it('writes the sign-up e-mail in Italian by default, with the code placeholder exactly once', async () => {
    const out = await customMessage(messageEvent('CustomMessage_SignUp', { name: 'Maria', email: 'm@e.it' }));
    expect(out.response.emailSubject).toBe('SaluteMia: il tuo codice di verifica');
    expect(out.response.emailMessage).toContain('Ciao Maria,');
    expect(out.response.emailMessage).toContain('<html lang="it">');
    expect(out.response.emailMessage?.split('{####}')).toHaveLength(2);
  });

  it.each([
    ['en', 'SaluteMia: your verification code', 'Hi Anita,'],
    ['hi', 'SaluteMia: आपका सत्यापन कोड', 'नमस्ते Anita,'],
    ['en-GB', 'SaluteMia: your verification code', 'Hi Anita,'],
  ])('follows the account locale %s', async (locale, subject, greeting) => {
    const out = await customMessage(messageEvent('CustomMessage_SignUp', { name: 'Anita', locale }));
    expect(out.response.emailSubject).toBe(subject);
    expect(out.response.emailMessage).toContain(greeting);
  });

  it.each([
    ['CustomMessage_ResendCode', 'SaluteMia: il tuo nuovo codice di verifica'],
    ['CustomMessage_ForgotPassword', 'SaluteMia: reimposta la password'],
    ['CustomMessage_UpdateUserAttribute', 'SaluteMia: conferma il nuovo indirizzo email'],
  ])('has its own text for %s', async (source, subject) => {
    const out = await customMessage(messageEvent(source, { name: 'Luca' }));
    expect(out.response.emailSubject).toBe(subject);
    expect(out.response.emailMessage).toContain('{####}');
  });

  it('escapes the name, so a name cannot inject markup into the e-mail', async () => {
    const out = await customMessage(
      messageEvent('CustomMessage_SignUp', { name: '<img src=x onerror=alert(1)>' }),
    );
    expect(out.response.emailMessage).not.toContain('<img');
    expect(out.response.emailMessage).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('greets "Utente" when the account has no name', async () => {
    const out = await customMessage(messageEvent('CustomMessage_SignUp', {}));
    expect(out.response.emailMessage).toContain('Ciao Utente,');
  });

  it('leaves other messages to Cognito', async () => {
    const out = await customMessage(messageEvent('CustomMessage_AdminCreateUser', { name: 'Maria' }));
    expect(out.response.emailMessage).toBeNull();
  });
});

describe('PreSignUp trigger and the consent rule', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');

  it('accepts a consent given now', () => {
    expect(checkConsent('2026-11-22T09:59:30.000Z', now)).toEqual({
      ok: true,
      at: new Date('2026-11-22T09:59:30.000Z'),
    });
  });

  it('accepts a time without milliseconds, and one exactly at the largest skew', () => {
    expect(checkConsent('2026-11-22T09:59:30Z', now)).toEqual({
      ok: true,
      at: new Date('2026-11-22T09:59:30.000Z'),
    });
    const earliest = new Date(now.getTime() - CONSENT_MAX_SKEW_MS);
    expect(checkConsent(earliest.toISOString(), now)).toEqual({ ok: true, at: earliest });
  });

  it.each([
    [undefined, 'missing'],
    ['', 'missing'],
    ['yes', 'malformed'],
    ['2026-11-22', 'malformed'],
    ['2026-13-45T99:00:00Z', 'malformed'],
    [new Date(now.getTime() - CONSENT_MAX_SKEW_MS - 1000).toISOString(), 'skewed'],
    [new Date(now.getTime() + CONSENT_MAX_SKEW_MS + 1000).toISOString(), 'skewed'],
  ])('refuses %s (%s)', (value, reason) => {
    expect(checkConsent(value, now)).toEqual({ ok: false, reason });
  });

  function signUpEvent(attrs: Record<string, string>): PreSignUpTriggerEvent {
    return {
      triggerSource: 'PreSignUp_SignUp',
      request: { userAttributes: attrs },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    } as unknown as PreSignUpTriggerEvent;
  }

  it('lets a sign-up with consent through unchanged (no auto-confirmation)', async () => {
    const event = signUpEvent({ [CONSENT_ATTRIBUTE]: new Date().toISOString() });
    const out = await preSignUp(event);
    expect(out.response).toEqual({ autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false });
  });

  it('stops a sign-up without consent', async () => {
    await expect(preSignUp(signUpEvent({ email: 'x@y.it' }))).rejects.toThrow(CONSENT_REQUIRED);
  });
});
