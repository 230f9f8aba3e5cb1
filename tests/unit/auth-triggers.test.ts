import type { CustomMessageTriggerEvent, PreSignUpTriggerEvent } from 'aws-lambda';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_VALIDATION_KEY, CONSENT_VERSION } from '../../lambdas/contracts/consent';
import { readConsent } from '../../lambdas/data/consent';
import { checkConsent } from '../../lambdas/domain/consent';
import { handler as customMessage } from '../../lambdas/handlers/auth-triggers/custom-message';
import { CONSENT_REQUIRED, handler as preSignUp } from '../../lambdas/handlers/auth-triggers/pre-sign-up';
import { logsOf } from '../support/logs';

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

describe('PreSignUp trigger: no account without consent, and the consent recorded by the server', () => {
  const db = mockClient(DynamoDBDocumentClient);
  const SUB = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';

  beforeEach(() => {
    db.reset();
    process.env.TABLE_NAME = 'salute-test';
    db.on(PutCommand).resolves({});
  });

  it('accepts the version of the text the app shows, and nothing else', () => {
    expect(checkConsent({ [CONSENT_VALIDATION_KEY]: CONSENT_VERSION })).toEqual({
      ok: true,
      version: CONSENT_VERSION,
    });
  });

  it.each([
    [undefined, 'missing'],
    [null, 'missing'],
    [{}, 'missing'],
    [{ [CONSENT_VALIDATION_KEY]: '' }, 'missing'],
    [{ other: CONSENT_VERSION }, 'missing'],
    [{ [CONSENT_VALIDATION_KEY]: '2020-01-01' }, 'outdated'],
    [{ [CONSENT_VALIDATION_KEY]: 'yes' }, 'outdated'],
  ])('refuses %j (%s)', (data, reason) => {
    expect(checkConsent(data)).toEqual({ ok: false, reason });
  });

  function signUpEvent(validationData: Record<string, string> | null): PreSignUpTriggerEvent {
    return {
      triggerSource: 'PreSignUp_SignUp',
      // As the pool signs in by e-mail, Cognito names the new account by its sub.
      userName: SUB,
      request: { userAttributes: { email: 'x@y.it' }, validationData },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    } as unknown as PreSignUpTriggerEvent;
  }

  it('lets a sign-up with consent through unchanged, once its record is written with the server time', async () => {
    const before = Date.now();
    const out = await preSignUp(signUpEvent({ [CONSENT_VALIDATION_KEY]: CONSENT_VERSION }));
    expect(out.response).toEqual({ autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false });
    const [put] = db.commandCalls(PutCommand);
    expect(put?.args[0].input).toMatchObject({
      TableName: 'salute-test',
      Item: { pk: `USER#${SUB}`, sk: 'CONSENT#HEALTH_DATA', version: CONSENT_VERSION, how: 'sign-up' },
      // Written once: a second write cannot replace it.
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    const at = Date.parse(put?.args[0].input.Item?.at as string);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('keeps the first record when Cognito runs the trigger again for the same sign-up', async () => {
    db.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    const event = signUpEvent({ [CONSENT_VALIDATION_KEY]: CONSENT_VERSION });
    expect(await preSignUp(event)).toBe(event);
  });

  it('stops a sign-up without consent, or with another text, says why in the log, and records nothing', async () => {
    // The message the SPA recognises inside Cognito's "PreSignUp failed with error …".
    expect(CONSENT_REQUIRED).toBe('HEALTH_DATA_CONSENT_REQUIRED');
    const logs = await logsOf(async () => {
      await expect(preSignUp(signUpEvent(null))).rejects.toThrow(/^HEALTH_DATA_CONSENT_REQUIRED$/);
      await expect(preSignUp(signUpEvent({ [CONSENT_VALIDATION_KEY]: '2020-01-01' }))).rejects.toThrow(
        /^HEALTH_DATA_CONSENT_REQUIRED$/,
      );
    });
    expect(logs.map((l) => [l.message, l.reason])).toEqual([
      ['sign-up refused', 'missing'],
      ['sign-up refused', 'outdated'],
    ]);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('reads the record back as written, and not a record missing its version or time', async () => {
    const key = { Key: { pk: `USER#${SUB}`, sk: 'CONSENT#HEALTH_DATA' } };
    db.on(GetCommand, key).resolves({ Item: { version: CONSENT_VERSION, at: '2026-11-27T07:00:00.000Z' } });
    expect(await readConsent(SUB)).toEqual({
      version: CONSENT_VERSION,
      at: '2026-11-27T07:00:00.000Z',
      how: 'sign-up',
    });
    db.on(GetCommand, key).resolves({ Item: { at: '2026-11-27T07:00:00.000Z' } });
    expect(await readConsent(SUB)).toBeUndefined();
    db.on(GetCommand, key).resolves({ Item: { version: CONSENT_VERSION } });
    expect(await readConsent(SUB)).toBeUndefined();
    db.on(GetCommand, key).resolves({});
    expect(await readConsent(SUB)).toBeUndefined();
  });

  it('stops the sign-up when the record cannot be written: no account whose consent cannot be shown', async () => {
    db.on(PutCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    await expect(preSignUp(signUpEvent({ [CONSENT_VALIDATION_KEY]: CONSENT_VERSION }))).rejects.toThrow(
      'ProvisionedThroughputExceededException',
    );
  });
});
