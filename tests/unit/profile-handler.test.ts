import {
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { DEFAULT_SETTINGS } from '../../lambdas/contracts/reminders';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../lambdas/handlers/profile';
import { apiEvent, bodyOf } from '../support/events';

const cognito = mockClient(CognitoIdentityProviderClient);
const db = mockClient(DynamoDBDocumentClient);
const SUB = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';

function userWith(attributes: Record<string, string>) {
  return {
    Username: SUB,
    UserCreateDate: new Date('2026-03-01T08:30:00Z'),
    UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
  };
}

describe('GET /me', () => {
  beforeEach(() => {
    cognito.reset();
    db.reset();
    db.on(GetCommand).resolves({});
    process.env.USER_POOL_ID = 'eu-south-1_TestPool';
    process.env.TABLE_NAME = 'salute-test';
  });

  it("answers the caller's profile, read from their own Cognito account", async () => {
    cognito.on(AdminGetUserCommand).resolves(
      userWith({
        sub: SUB,
        email: 'maria@example.it',
        name: 'Maria',
        locale: 'en',
        email_verified: 'true',
        'custom:health_consent': '2026-03-01T08:29:00.000Z',
      }),
    );
    const result = await handler(apiEvent('GET /me', { sub: SUB, username: SUB }));
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toBe('no-store');
    expect(bodyOf(result)).toEqual({
      id: SUB,
      email: 'maria@example.it',
      name: 'Maria',
      language: 'en',
      emailVerified: true,
      createdAt: '2026-03-01T08:30:00.000Z',
      healthDataConsentAt: '2026-03-01T08:29:00.000Z',
      settings: DEFAULT_SETTINGS,
    });
    const calls = cognito.commandCalls(AdminGetUserCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toEqual({ UserPoolId: 'eu-south-1_TestPool', Username: SUB });
  });

  it("answers the time of consent from the server's record, which wins over the attribute of older accounts", async () => {
    cognito
      .on(AdminGetUserCommand)
      .resolves(userWith({ sub: SUB, 'custom:health_consent': '2026-03-01T08:29:00.000Z' }));
    db.on(GetCommand, { Key: { pk: `USER#${SUB}`, sk: 'CONSENT#HEALTH_DATA' } }).resolves({
      Item: { version: '2026-11-22', at: '2026-11-27T07:00:01.000Z', how: 'sign-up' },
    });
    const body = bodyOf(await handler(apiEvent('GET /me', { sub: SUB, username: SUB })));
    expect(body.healthDataConsentAt).toBe('2026-11-27T07:00:01.000Z');
  });

  it('answers the reminder settings stored under the caller', async () => {
    cognito.on(AdminGetUserCommand).resolves(userWith({ sub: SUB, email: 'maria@example.it' }));
    db.on(GetCommand, { Key: { pk: `USER#${SUB}`, sk: 'SETTINGS' } }).resolves({
      Item: { timeZone: 'Asia/Kolkata', reminders: { email: true }, version: 3 },
    });
    const body = bodyOf(await handler(apiEvent('GET /me', { sub: SUB, username: SUB })));
    expect(body.settings).toEqual({
      timeZone: 'Asia/Kolkata',
      reminders: { ...DEFAULT_SETTINGS.reminders, email: true },
      assistantModel: false,
    });
  });

  it('falls back to Italian and unverified when the account has no locale and no verified e-mail', async () => {
    cognito
      .on(AdminGetUserCommand)
      .resolves(userWith({ sub: SUB, email: 'luca@example.it', locale: 'fr-FR' }));
    const body = bodyOf(await handler(apiEvent('GET /me', { sub: SUB })));
    expect(body.language).toBe('it');
    expect(body.emailVerified).toBe(false);
    expect(body.name).toBe('');
    expect(body.healthDataConsentAt).toBeNull();
  });

  it('uses the username from the token, never anything the caller sends', async () => {
    cognito.on(AdminGetUserCommand).resolves(userWith({ sub: SUB }));
    await handler(
      apiEvent('GET /me', {
        sub: SUB,
        username: 'token-username',
        headers: { 'x-username': 'someone-else' },
      }),
    );
    expect(cognito.commandCalls(AdminGetUserCommand)[0]?.args[0].input.Username).toBe('token-username');
  });

  it('answers 401 without a subject claim, and does not call Cognito', async () => {
    const result = await handler(apiEvent('GET /me', { sub: null }));
    expect(result.statusCode).toBe(401);
    expect(bodyOf(result).error).toEqual({ code: 'unauthorized', message: "L'utente non è autenticato" });
    expect(cognito.commandCalls(AdminGetUserCommand)).toHaveLength(0);
  });

  it('answers 401 when the account behind a valid token was deleted', async () => {
    const gone = Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' });
    cognito.on(AdminGetUserCommand).rejects(gone);
    const result = await handler(apiEvent('GET /me', { sub: SUB }));
    expect(result.statusCode).toBe(401);
  });

  it('answers a generic 500 in the caller language on an unexpected failure, without internals', async () => {
    cognito.on(AdminGetUserCommand).rejects(new Error('socket hang up at 10.0.0.1'));
    const result = await handler(
      apiEvent('GET /me', { sub: SUB, headers: { 'Accept-Language': 'en-GB,en;q=0.9' } }),
    );
    expect(result.statusCode).toBe(500);
    expect(bodyOf(result).error).toEqual({
      code: 'internal',
      message: 'An error occurred. Please try again.',
    });
    expect(result.body).not.toContain('10.0.0.1');
  });

  it('answers 404 for a route this function does not serve', async () => {
    const result = await handler(apiEvent('DELETE /me', { sub: SUB }));
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).error.code).toBe('route_not_found');
  });
});

/** An event whose token was authenticated at `authTime` (epoch seconds; API Gateway hands claims as strings). */
function signedInAt(routeKey: string, authTime: number | undefined) {
  const event = apiEvent(routeKey, { sub: SUB, username: SUB });
  if (authTime !== undefined) event.requestContext.authorizer.jwt.claims.auth_time = String(authTime);
  return event;
}

describe('sessions the person ended', () => {
  const ENDED = 1_790_000_000;
  beforeEach(() => {
    cognito.reset();
    db.reset();
    process.env.USER_POOL_ID = 'eu-south-1_TestPool';
    process.env.TABLE_NAME = 'salute-test';
    db.on(GetCommand).resolves({});
    cognito.on(AdminGetUserCommand).resolves(userWith({ sub: SUB, email: 'maria@example.it' }));
  });
  afterEach(() => vi.useRealTimers());

  const endedAt = (value: unknown) =>
    db.on(GetCommand, { Key: { pk: `USER#${SUB}`, sk: 'SESSIONS' } }).resolves({ Item: { endedAt: value } });

  it('refuses, like no token, a token authenticated up to the second the sessions ended', async () => {
    endedAt(ENDED);
    for (const authTime of [ENDED - 3600, ENDED, undefined]) {
      const result = await handler(signedInAt('GET /me', authTime));
      expect(result.statusCode).toBe(401);
      expect(bodyOf(result).error).toEqual({ code: 'unauthorized', message: "L'utente non è autenticato" });
    }
    // The handler never ran: nothing was asked of Cognito.
    expect(cognito.commandCalls(AdminGetUserCommand)).toHaveLength(0);
    expect((await handler(signedInAt('GET /me', ENDED + 1))).statusCode).toBe(200);
  });

  it('accepts every token when the sessions were never ended (or the record is not a number)', async () => {
    expect((await handler(signedInAt('GET /me', ENDED))).statusCode).toBe(200);
    endedAt('1790000000');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await handler(signedInAt('GET /me', 1))).statusCode).toBe(200);
  });

  it('reads the end once a minute per person: a later end reaches this instance within 60 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    expect((await handler(signedInAt('GET /me', ENDED))).statusCode).toBe(200);
    const sessionReads = () =>
      db.commandCalls(GetCommand).filter((c) => c.args[0].input.Key?.sk === 'SESSIONS').length;
    expect(sessionReads()).toBe(1);
    endedAt(ENDED); // ended on another instance
    vi.setSystemTime(start + 59_000);
    expect((await handler(signedInAt('GET /me', ENDED))).statusCode).toBe(200);
    expect(sessionReads()).toBe(1);
    vi.setSystemTime(start + 60_000);
    expect((await handler(signedInAt('GET /me', ENDED))).statusCode).toBe(401);
    expect(sessionReads()).toBe(2);
  });

  it('DELETE /me/sessions records the second, signs out everywhere at Cognito, answers once that second is over', async () => {
    db.on(PutCommand).resolves({});
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});
    const result = await handler(signedInAt('DELETE /me/sessions', ENDED));
    const answeredAt = Date.now();
    expect(result.statusCode).toBe(204);
    const item = db.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(item).toEqual({ pk: `USER#${SUB}`, sk: 'SESSIONS', endedAt: expect.any(Number) });
    expect(answeredAt).toBeGreaterThanOrEqual((item?.endedAt + 1) * 1000);
    expect(answeredAt - item?.endedAt * 1000).toBeLessThan(10_000);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'eu-south-1_TestPool',
      Username: SUB,
    });
    // This instance knows at once: the same token is refused now.
    expect((await handler(signedInAt('GET /me', item?.endedAt))).statusCode).toBe(401);
    expect((await handler(signedInAt('GET /me', item?.endedAt + 1))).statusCode).toBe(200);
  });

  it('ends the sessions of an account Cognito no longer has, and fails loudly on any other Cognito error', async () => {
    db.on(PutCommand).resolves({});
    const gone = Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' });
    cognito.on(AdminUserGlobalSignOutCommand).rejectsOnce(gone).rejects(new Error('throttled'));
    expect((await handler(signedInAt('DELETE /me/sessions', ENDED))).statusCode).toBe(204);
    const later = Math.floor(Date.now() / 1000) + 60; // a token from after the first end
    expect((await handler(signedInAt('DELETE /me/sessions', later))).statusCode).toBe(500);
  });
});
