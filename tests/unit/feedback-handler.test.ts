import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/handlers/feedback';
import { apiEvent, bodyOf } from '../support/events';
import { handlerCalls } from '../support/db-calls';

const db = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const USER = '0f0e0d0c-0b0a-4999-8888-777766665555';
const KEY = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

const answers = {
  satisfaction: 4,
  usefulFeature: 'medications',
  missingFeature: 'Promemoria per le analisi del sangue',
  usabilityRating: 5,
  recommendation: 9,
  email: 'maria@example.it',
  additionalComments: 'Grazie!',
};

const send = (body: unknown, headers: Record<string, string> = { 'idempotency-key': KEY }) =>
  handler(apiEvent('POST /feedback/send', { sub: USER, body, headers }));

describe('POST /feedback/send', () => {
  beforeEach(() => {
    db.reset();
    ses.reset();
    process.env.TABLE_NAME = 'salute-test';
    process.env.MAIL_FROM = 'noreply@salute.example';
    process.env.TEAM_ADDRESS = 'team@salute.example';
  });

  it("stores the answers under the caller's key with the time, e-mails the team, then marks it e-mailed", async () => {
    db.on(PutCommand).resolves({});
    db.on(UpdateCommand).resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });

    const result = await send(answers);
    expect(result.statusCode).toBe(201);
    expect(bodyOf(result)).toEqual({ id: KEY, receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });

    const put = db.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(put?.Item).toMatchObject({
      pk: `USER#${USER}`,
      sk: `FEEDBACK#${KEY}`,
      gsi1pk: 'FEEDBACK',
      userId: USER,
      ...answers,
      language: 'it',
      emailed: false,
    });

    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(mail?.FromEmailAddress).toBe('noreply@salute.example');
    expect(mail?.Destination?.ToAddresses).toEqual(['team@salute.example']);
    expect(mail?.ReplyToAddresses).toEqual(['maria@example.it']);
    expect(mail?.Content?.Simple?.Subject?.Data).toContain('soddisfazione 4/5');
    expect(mail?.Content?.Simple?.Body?.Text?.Data).toContain('Funzione più utile: Gestione dei farmaci');
    // After the e-mail, and only then, the submission is marked as e-mailed: a retry will not send it again.
    expect(db.commandCalls(UpdateCommand)).toHaveLength(1);
    expect(db.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: { pk: `USER#${USER}`, sk: `FEEDBACK#${KEY}` },
      UpdateExpression: 'SET emailed = :true',
      ExpressionAttributeValues: { ':true': true },
    });
  });

  it('sends the e-mail on a retry when the first attempt stored the answers but did not e-mail them', async () => {
    db.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    db.on(GetCommand).resolves({
      Item: {
        ...answers,
        submissionId: KEY,
        receivedAt: '2026-11-22T10:00:00.000Z',
        emailed: false,
        language: 'it',
      },
    });

    const result = await send(answers);
    expect(result.statusCode).toBe(200);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(db.commandCalls(UpdateCommand)[0]?.args[0].input.ExpressionAttributeValues).toEqual({
      ':true': true,
    });
  });

  it('stores a retried submission once and sends no second e-mail', async () => {
    db.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    db.on(GetCommand).resolves({
      Item: { submissionId: KEY, receivedAt: '2026-11-22T10:00:00.000Z', emailed: true },
    });

    const result = await send(answers);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ id: KEY, receivedAt: '2026-11-22T10:00:00.000Z' });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('answers 503 when the e-mail fails, and a retry then sends it without storing again', async () => {
    db.on(PutCommand)
      .resolvesOnce({})
      .rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    db.on(UpdateCommand).resolves({});
    ses.on(SendEmailCommand).rejectsOnce(new Error('Throttling')).resolves({ MessageId: 'm-2' });

    const first = await send(answers);
    expect(first.statusCode).toBe(503);
    expect(bodyOf(first).error.code).toBe('unavailable');
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);

    const stored = db.commandCalls(PutCommand)[0]?.args[0].input.Item;
    db.on(GetCommand).resolves({ Item: stored });
    const retry = await send(answers);
    expect(retry.statusCode).toBe(200);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(1);
  });

  it('stores without e-mail on a stage that has no team address', async () => {
    delete process.env.TEAM_ADDRESS;
    db.on(PutCommand).resolves({});
    const result = await send(answers);
    expect(result.statusCode).toBe(201);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it.each([
    ['a rating out of range', { ...answers, satisfaction: 6 }, 'satisfaction'],
    ['a recommendation of 0', { ...answers, recommendation: 0 }, 'recommendation'],
    ['a decimal rating', { ...answers, usabilityRating: 3.5 }, 'usabilityRating'],
    ['an unknown feature', { ...answers, usefulFeature: 'telepathy' }, 'usefulFeature'],
    ['a bad e-mail', { ...answers, email: 'maria@' }, 'email'],
    ['a text too long', { ...answers, additionalComments: 'x'.repeat(2001) }, 'additionalComments'],
    ['an unknown field', { ...answers, role: 'admin' }, 'role'],
    ['a missing answer', { satisfaction: 4 }, 'usefulFeature'],
  ])('refuses %s with 400, naming the field in Italian, and stores nothing', async (_case, body, field) => {
    const result = await send(body);
    expect(result.statusCode).toBe(400);
    const error = bodyOf(result).error;
    expect(error.code).toBe('validation_failed');
    expect(error.details.map((d: { path: string }) => d.path)).toContain(field);
    expect(handlerCalls(db)).toHaveLength(0);
    expect(ses.calls()).toHaveLength(0);
  });

  it('accepts unanswered ratings (null) and an empty optional e-mail', async () => {
    db.on(PutCommand).resolves({});
    db.on(UpdateCommand).resolves({});
    ses.on(SendEmailCommand).resolves({});
    const result = await send({ ...answers, satisfaction: null, email: '', recommendation: null });
    expect(result.statusCode).toBe(201);
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input.ReplyToAddresses).toBeUndefined();
  });

  it('takes a submission without an Idempotency-Key as a new one, as the spec client sends it', async () => {
    db.on(PutCommand).resolves({});
    db.on(UpdateCommand).resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const first = await send(answers, {});
    const second = await send(answers, {});
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const ids = db.commandCalls(PutCommand).map((c) => c.args[0].input.Item?.submissionId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a submission with an Idempotency-Key that is not a UUID', async () => {
    for (const headers of [
      { 'idempotency-key': 'not-a-uuid' },
      { 'idempotency-key': `x${KEY}` },
      { 'idempotency-key': `${KEY}x` },
    ] as Record<string, string>[]) {
      const result = await send(answers, headers);
      expect(result.statusCode).toBe(400);
      expect(bodyOf(result).error.details[0]).toEqual({
        path: 'idempotency-key',
        issue: "manca l'identificativo dell'invio (Idempotency-Key, un UUID)",
      });
    }
    expect(handlerCalls(db)).toHaveLength(0);
  });
});
