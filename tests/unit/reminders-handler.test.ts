import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../lambdas/contracts/reminders';
import { handler } from '../../lambdas/handlers/reminders';
import { apiEvent, bodyOf } from '../support/events';
import { handlerCalls, handlerGets } from '../support/db-calls';

const db = mockClient(DynamoDBDocumentClient);
const USER = '0f0e0d0c-0b0a-4999-8888-777766665555';
const DEVICE = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'failed', $metadata: {} });

beforeEach(() => {
  db.reset();
  process.env.TABLE_NAME = 'salute-test';
  delete process.env.PUSH_ALLOW_LOOPBACK_HTTP;
});

describe('PUT /me/settings', () => {
  const put = (body: unknown) => handler(apiEvent('PUT /me/settings', { sub: USER, body }));

  it('creates the settings on the first change, conditioned on there being none', async () => {
    db.on(GetCommand).resolves({});
    db.on(PutCommand).resolves({});
    // A new time zone restarts the medications' reminders: here there are none.
    db.on(QueryCommand).resolves({ Items: [] });
    const result = await put({ timeZone: 'Asia/Kolkata' });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ ...DEFAULT_SETTINGS, timeZone: 'Asia/Kolkata' });
    const input = db.commandCalls(PutCommand)[0]!.args[0].input;
    expect(input.Item).toMatchObject({
      pk: `USER#${USER}`,
      sk: 'SETTINGS',
      timeZone: 'Asia/Kolkata',
      version: 1,
    });
    expect(input.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(db.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':p': `USER#${USER}#MEDICATION`,
    });
  });

  it('reads again and merges again when another device wrote in between, then gives up with 409', async () => {
    db.on(GetCommand).resolves({ Item: { ...DEFAULT_SETTINGS, version: 4 } });
    db.on(PutCommand).rejectsOnce(conditionFailed()).resolves({});
    const ok = await put({ reminders: { discreet: true } });
    expect(ok.statusCode).toBe(200);
    expect(handlerGets(db)).toHaveLength(2);
    expect(db.commandCalls(PutCommand)[1]!.args[0].input).toMatchObject({
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': 4 },
    });

    db.reset();
    db.on(GetCommand).resolves({ Item: { ...DEFAULT_SETTINGS, version: 4 } });
    db.on(PutCommand).rejects(conditionFailed());
    const stuck = await put({ reminders: { discreet: true } });
    expect(stuck.statusCode).toBe(409);
    expect(db.commandCalls(PutCommand)).toHaveLength(3);
  });

  it('refuses a zone the runtime does not know without touching the table', async () => {
    const result = await put({ timeZone: 'Mars/Olympus_Mons' });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).error.details).toEqual([
      { path: 'timeZone', issue: expect.stringContaining('Europe/Rome') },
    ]);
    expect(handlerCalls(db)).toHaveLength(0);
  });
});

describe('PUT and DELETE /push/subscriptions/{id}', () => {
  const put = (body: unknown, id = DEVICE) =>
    handler(apiEvent('PUT /push/subscriptions/{id}', { sub: USER, body, pathParameters: { id } }));

  it('stores the endpoint and keys under the caller, 201 new and 200 replaced', async () => {
    db.on(QueryCommand).resolves({ Items: [] });
    db.on(PutCommand).resolves({});
    expect((await put(subscription)).statusCode).toBe(201);
    expect(db.commandCalls(PutCommand)[0]!.args[0].input.Item).toEqual({
      pk: `USER#${USER}`,
      sk: `PUSHSUB#${DEVICE}`,
      id: DEVICE,
      ...subscription,
      createdAt: expect.any(String),
    });
    db.on(QueryCommand).resolves({ Items: [{ id: DEVICE, ...subscription, createdAt: 'x' }] });
    expect((await put(subscription)).statusCode).toBe(200);
  });

  it('accepts loopback http only where the stage allows it (the twin)', async () => {
    db.on(QueryCommand).resolves({ Items: [] });
    db.on(PutCommand).resolves({});
    const local = { ...subscription, endpoint: 'http://127.0.0.1:8090/notify/x' };
    expect((await put(local)).statusCode).toBe(400);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
    process.env.PUSH_ALLOW_LOOPBACK_HTTP = 'true';
    expect((await put(local)).statusCode).toBe(201);
  });

  it('refuses an eleventh device and a malformed id, storing nothing', async () => {
    db.on(QueryCommand).resolves({
      Items: Array.from({ length: 10 }, (_, i) => ({ id: `d${i}`, ...subscription })),
    });
    const full = await put(subscription);
    expect(full.statusCode).toBe(400);
    expect(bodyOf(full).error.message).toContain('10 dispositivi');
    expect((await put(subscription, 'not-a-uuid')).statusCode).toBe(400);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('forgets a device idempotently, only in the caller’s partition', async () => {
    db.on(DeleteCommand).resolves({});
    const result = await handler(
      apiEvent('DELETE /push/subscriptions/{id}', { sub: USER, pathParameters: { id: DEVICE } }),
    );
    expect(result.statusCode).toBe(204);
    expect(db.commandCalls(DeleteCommand)[0]!.args[0].input.Key).toEqual({
      pk: `USER#${USER}`,
      sk: `PUSHSUB#${DEVICE}`,
    });
  });
});
