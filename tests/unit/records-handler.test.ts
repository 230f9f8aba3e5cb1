import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/handlers/records';
import { apiEvent, bodyOf } from '../support/events';
import { newId, validBody } from '../support/records';
import { handlerCalls } from '../support/db-calls';

const db = mockClient(DynamoDBDocumentClient);
const USER = '9e8d7c6b-5a49-4382-a716-151413121110';
const ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const put = (kind: string, body: unknown, id = ID) =>
  handler(apiEvent(`PUT /${kind}/{id}`, { sub: USER, body, pathParameters: { id } }));

describe('the records handler', () => {
  beforeEach(() => {
    db.reset();
    process.env.TABLE_NAME = 'salute-test';
  });

  it("creates a symptom under the caller's key, listed by its UTC start time", async () => {
    db.on(GetCommand).resolves({});
    db.on(PutCommand).resolves({});
    const result = await put('symptoms', validBody.symptoms());
    expect(result.statusCode).toBe(201);
    const input = db.commandCalls(PutCommand)[0]?.args[0].input;
    expect(input?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(input?.Item).toMatchObject({
      pk: `USER#${USER}`,
      sk: `SYMPTOM#${ID}`,
      gsi1pk: `USER#${USER}#SYMPTOM`,
      gsi1sk: `2026-11-20T20:15:00.000Z#${ID}`,
      version: 1,
      severity: 6,
    });
    expect(bodyOf(result)).not.toHaveProperty('pk');
    expect(bodyOf(result)).not.toHaveProperty('gsi1sk');
  });

  it('updates only from the version it read (a conditional write)', async () => {
    db.on(GetCommand).resolves({
      Item: { ...validBody.symptoms(), version: 3, createdAt: '2026-11-20T20:20:00.000Z' },
    });
    db.on(PutCommand).resolves({});
    const result = await put('symptoms', validBody.symptoms({ severity: 2, version: 3 }));
    expect(result.statusCode).toBe(200);
    const input = db.commandCalls(PutCommand)[0]?.args[0].input;
    expect(input?.ConditionExpression).toBe('version = :v');
    expect(input?.ExpressionAttributeValues).toEqual({ ':v': 3 });
    expect(input?.Item).toMatchObject({ version: 4, createdAt: '2026-11-20T20:20:00.000Z' });
  });

  it('answers 409 when the stored version moved on, and when a concurrent write wins', async () => {
    db.on(GetCommand).resolves({ Item: { ...validBody.symptoms(), version: 5 } });
    expect((await put('symptoms', validBody.symptoms({ severity: 1, version: 4 }))).statusCode).toBe(409);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);

    db.reset();
    db.on(GetCommand)
      .resolvesOnce({})
      .resolves({ Item: { ...validBody.symptoms({ notes: 'altro' }), version: 1 } });
    db.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    expect((await put('symptoms', validBody.symptoms())).statusCode).toBe(409);
  });

  it('treats the same content sent again as done (200), without writing', async () => {
    const body = validBody.wellness();
    const { version: _v, ...content } = body;
    db.on(GetCommand).resolves({ Item: { ...content, id: ID, version: 1, createdAt: 'x', updatedAt: 'x' } });
    // The day is this entry's already (wellness is one entry per day).
    db.on(GetCommand, { Key: { sk: `WELLNESSDAY#${String(body.date)}` } }).resolves({
      Item: { recordId: ID },
    });
    const result = await put('wellness', body);
    expect(result.statusCode).toBe(200);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 404 to a change (version ≥ 1) of a record the caller does not have', async () => {
    db.on(GetCommand).resolves({});
    expect((await put('appointments', validBody.appointments({ version: 2 }))).statusCode).toBe(404);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses bad bodies and ids with 400 and never touches the table', async () => {
    const bad: [string, unknown, string?][] = [
      ['symptoms', validBody.symptoms({ severity: 11 })],
      ['symptoms', validBody.symptoms({ bodyArea: 'aura' })],
      ['symptoms', validBody.symptoms({ endedAt: '2026-11-20T20:00:00+01:00' })],
      ['symptoms', validBody.symptoms({ startedAt: '2026-11-20T21:15:00' })],
      [
        'medications',
        validBody.medications({ schedule: { type: 'fixed', times: ['25:00'], weekdays: [1] } }),
      ],
      ['medications', validBody.medications({ dose: { amount: -1, unit: 'compressa' } })],
      ['wellness', validBody.wellness({ measurements: { systolic: 120 } })],
      ['wellness', validBody.wellness({ measurements: { systolic: 80, diastolic: 90 } })],
      ['appointments', validBody.appointments({ title: '   ' })],
      ['appointments', { ...validBody.appointments(), owner: 'someone' }],
      ['symptoms', validBody.symptoms(), 'not-a-uuid'],
      ['symptoms', validBody.symptoms(), `x${ID}`],
      ['symptoms', validBody.symptoms(), `${ID}x`],
    ];
    for (const [kind, body, id] of bad) {
      const result = await put(kind, body, id ?? newId());
      expect(result.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(handlerCalls(db)).toHaveLength(0);
  });

  it('lists newest first from the index, and hands back a cursor', async () => {
    db.on(QueryCommand).resolves({
      Items: [{ pk: 'p', sk: 's', gsi1pk: 'g', gsi1sk: 'x', id: ID, version: 1 }],
      LastEvaluatedKey: {
        pk: `USER#${USER}`,
        sk: `SYMPTOM#${ID}`,
        gsi1pk: `USER#${USER}#SYMPTOM`,
        gsi1sk: 'x',
      },
    });
    const result = await handler(apiEvent('GET /symptoms', { sub: USER }));
    expect(result.statusCode).toBe(200);
    const input = db.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(input).toMatchObject({ IndexName: 'gsi1', ScanIndexForward: false, Limit: 50 });
    expect(input?.ExpressionAttributeValues?.[':p']).toBe(`USER#${USER}#SYMPTOM`);
    expect(bodyOf(result).items).toEqual([{ id: ID, version: 1 }]);
    expect(typeof bodyOf(result).nextCursor).toBe('string');
  });

  it("lists the whole dose log of a date range from the caller's dose partition", async () => {
    db.on(QueryCommand).resolves({ Items: [{ id: ID, version: 1, medicationId: 'm', status: 'taken' }] });
    const result = await handler(
      apiEvent('GET /doses', {
        sub: USER,
        queryStringParameters: { from: '2026-11-22T00:00:00+01:00', to: '2026-11-22T23:59:00+01:00' },
      }),
    );
    expect(result.statusCode).toBe(200);
    const input = db.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(input?.ExpressionAttributeValues).toMatchObject({
      ':p': `USER#${USER}#DOSE`,
      ':from': '2026-11-21T23:00:00.000Z',
    });
    expect(input).not.toHaveProperty('FilterExpression');
    expect(bodyOf(result).items).toEqual([{ id: ID, version: 1, medicationId: 'm', status: 'taken' }]);
  });

  it("uses a deleted id again from version 0, on the condition of the tombstone's version", async () => {
    db.on(GetCommand).resolves({
      Item: { id: ID, version: 4, createdAt: 'c', deletedAt: '2026-11-22T08:00:00.000Z' },
    });
    db.on(PutCommand).resolves({});
    const result = await put('symptoms', validBody.symptoms({ version: 0 }));
    expect(result.statusCode).toBe(201);
    const input = db.commandCalls(PutCommand)[0]?.args[0].input;
    expect(input?.ConditionExpression).toBe('version = :v');
    expect(input?.ExpressionAttributeValues).toEqual({ ':v': 4 });
    expect(input?.Item).toMatchObject({ version: 5 });
    expect(input?.Item).not.toHaveProperty('deletedAt');
    // A stale edit (version ≥ 1, not the tombstone's) of a deleted record stays a conflict.
    expect((await put('symptoms', validBody.symptoms({ version: 2 }))).statusCode).toBe(409);
  });

  it('deletes by leaving a tombstone, and answers 404 for a record never had', async () => {
    db.on(GetCommand).resolves({});
    db.on(GetCommand, { Key: { pk: `USER#${USER}`, sk: `SYMPTOM#${ID}` } })
      .resolvesOnce({ Item: { id: ID, version: 2, createdAt: 'c' } })
      .resolves({});
    db.on(PutCommand).resolves({});
    const before = Math.floor(Date.now() / 1000);
    const del = await handler(apiEvent('DELETE /symptoms/{id}', { sub: USER, pathParameters: { id: ID } }));
    const after = Math.floor(Date.now() / 1000);
    expect(del.statusCode).toBe(204);
    const tombstone = db.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(tombstone).toMatchObject({
      version: 3,
      deletedAt: expect.any(String),
      expiresAt: expect.any(Number),
    });
    // The tombstone lives 30 days (DynamoDB's TTL, in seconds), then an undo is no longer possible.
    const THIRTY_DAYS = 30 * 86_400;
    expect(tombstone?.expiresAt).toBeGreaterThanOrEqual(before + THIRTY_DAYS);
    expect(tombstone?.expiresAt).toBeLessThanOrEqual(after + THIRTY_DAYS);
    expect(tombstone?.expiresAt).toBe(
      Math.floor(Date.parse(tombstone?.deletedAt as string) / 1000) + THIRTY_DAYS,
    );
    expect(tombstone).not.toHaveProperty('gsi1pk');
    const missing = await handler(
      apiEvent('DELETE /symptoms/{id}', { sub: USER, pathParameters: { id: newId() } }),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('takes a new dose back (404) when its medication was deleted between the check and the write', async () => {
    const MED = newId();
    const DOSE = newId();
    const medKey = { pk: `USER#${USER}`, sk: `MEDICATION#${MED}` };
    const live = { Item: { ...medKey, id: MED, version: 1, createdAt: 'c', name: 'Cardioaspirina' } };
    const tombstone = { Item: { ...live.Item, version: 2, deletedAt: '2026-11-25T10:00:00.000Z' } };
    db.on(GetCommand).resolves({});
    // Live when the dose is checked, deleted when it is read again after the write.
    db.on(GetCommand, { Key: medKey }).resolvesOnce(live).resolves(tombstone);
    const written: Record<string, unknown>[] = [];
    db.on(PutCommand).callsFake((input: { Item: Record<string, unknown> }) => {
      written.push(input.Item);
      return {};
    });
    db.on(GetCommand, { Key: { pk: `USER#${USER}`, sk: `DOSE#${DOSE}` } })
      .resolvesOnce({})
      .callsFake(() => ({ Item: written[0] }));
    const result = await handler(
      apiEvent('PUT /medications/{id}/doses/{doseId}', {
        sub: USER,
        body: validBody.doses(),
        pathParameters: { id: MED, doseId: DOSE },
      }),
    );
    expect(result.statusCode).toBe(404);
    expect(written).toHaveLength(2);
    expect(written[0]).toMatchObject({ gsi2pk: `USER#${USER}#DOSE#${MED}`, version: 1 });
    expect(written[1]).toMatchObject({ version: 2, deletedAt: expect.any(String) });
    expect(written[1]).not.toHaveProperty('gsi2pk');
  });
});
