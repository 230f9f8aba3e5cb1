import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { HOURLY_LIMITS, hourWindow, minutesLeft } from '../../lambdas/domain/limits';
import { handler as analytics } from '../../lambdas/handlers/analytics';
import { handler as account } from '../../lambdas/handlers/account';
import { handler as exporter } from '../../lambdas/handlers/export';
import { overHourlyLimit } from '../../lambdas/lib/limits';
import { apiEvent, bodyOf } from '../support/events';

/**
 * Per-person hourly limits on the costly routes (issue 17 §2): one conditional counter per person and clock
 * hour; past the limit a 429 that says what happened and when to try again, in the caller's language, and
 * nothing else of the request runs.
 */
const db = mockClient(DynamoDBDocumentClient);
const SUB = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const refused = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

beforeEach(() => {
  db.reset();
  process.env.TABLE_NAME = 'salute-test';
});

describe('the hour window', () => {
  it('is the UTC clock hour: its counter, its end, the minutes left (at least one)', () => {
    const now = new Date('2026-11-27T08:20:30Z');
    expect(hourWindow('analysis', now)).toEqual({
      counter: 'ANALYSIS#2026-11-27T08',
      endsAt: Date.parse('2026-11-27T09:00:00Z'),
    });
    expect(hourWindow('export', new Date('2026-11-27T08:59:59.999Z')).counter).toBe('EXPORT#2026-11-27T08');
    expect(hourWindow('import', new Date('2026-11-27T09:00:00Z')).counter).toBe('IMPORT#2026-11-27T09');
    expect(minutesLeft(Date.parse('2026-11-27T09:00:00Z'), now)).toBe(40);
    expect(minutesLeft(Date.parse('2026-11-27T09:00:00Z'), new Date('2026-11-27T08:59:59Z'))).toBe(1);
  });
});

describe('overHourlyLimit', () => {
  const now = new Date('2026-11-27T08:20:30Z');

  it('takes one unit of the person’s own counter, conditioned on the limit, kept a day after the hour', async () => {
    db.on(UpdateCommand).resolves({});
    expect(await overHourlyLimit(SUB, 'export', 'it', now)).toBeUndefined();
    const [call] = db.commandCalls(UpdateCommand);
    expect(call!.args[0].input).toMatchObject({
      TableName: 'salute-test',
      Key: { pk: `USER#${SUB}`, sk: 'QUOTA#EXPORT#2026-11-27T08' },
      UpdateExpression: 'ADD #n :one SET expiresAt = :exp',
      ConditionExpression: 'attribute_not_exists(#n) OR #n < :limit',
      ExpressionAttributeNames: { '#n': 'count' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':limit': HOURLY_LIMITS.export,
        ':exp': Date.parse('2026-11-27T09:00:00Z') / 1000 + 86_400,
      },
    });
  });

  it.each([
    ['it', 'analysis', "Hai chiesto molte analisi nell'ultima ora. Riprova tra 40 minuti."],
    ['en', 'export', 'You have exported your data many times in the last hour. Try again in 40 minutes.'],
    ['hi', 'import', 'आपने पिछले एक घंटे में कई फ़ाइलें आयात की हैं। 40 मिनट बाद फिर से कोशिश करें।'],
  ] as const)('past the limit answers 429 in %s, with Retry-After', async (lang, kind, message) => {
    db.on(UpdateCommand).rejects(refused());
    expect(await overHourlyLimit(SUB, kind, lang, now)).toEqual({
      status: 429,
      headers: { 'retry-after': '2370' },
      body: { error: { code: 'too_many_requests', message } },
    });
  });

  it('says “a minute” in the last minute', async () => {
    db.on(UpdateCommand).rejects(refused());
    const reply = await overHourlyLimit(SUB, 'analysis', 'it', new Date('2026-11-27T08:59:30Z'));
    expect((reply?.body as { error: { message: string } }).error.message).toBe(
      "Hai chiesto molte analisi nell'ultima ora. Riprova tra un minuto.",
    );
  });

  it('lets a failure of the table fail the request (never a free pass)', async () => {
    db.on(UpdateCommand).rejects(new Error('ProvisionedThroughputExceeded'));
    await expect(overHourlyLimit(SUB, 'analysis', 'it', now)).rejects.toThrow();
  });
});

describe('the costly routes', () => {
  it.each([
    ['POST /analyze/correlations', analytics, {}],
    ['POST /insights', analytics, {}],
    ['POST /export/csv', exporter, {}],
    ['POST /import/uploads', account, { bytes: 1000 }],
    ['POST /import', account, {}],
  ] as const)('%s past the limit: 429, and nothing of the diary is read', async (key, handler, body) => {
    db.on(UpdateCommand).rejects(refused());
    const [method, path] = key.split(' ') as [string, string];
    const routeKey = path.startsWith('/export/') ? 'POST /export/{type}' : key;
    const event = apiEvent(routeKey, {
      sub: SUB,
      body,
      headers: { 'accept-language': 'it' },
      ...(routeKey === 'POST /export/{type}' ? { pathParameters: { type: 'csv' } } : {}),
    });
    expect(method).toBe('POST');
    const result = await handler(event);
    expect(result.statusCode).toBe(429);
    expect(result.headers?.['retry-after']).toMatch(/^\d+$/);
    expect(bodyOf(result).error.code).toBe('too_many_requests');
    expect(db.commandCalls(QueryCommand)).toEqual([]);
  });
});
