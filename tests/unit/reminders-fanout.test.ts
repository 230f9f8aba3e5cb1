import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/handlers/reminders/dispatch';

const sqs = mockClient(SQSClient);
const db = mockClient(DynamoDBDocumentClient);
const QUEUE = 'https://sqs.eu-south-1.amazonaws.com/123456789012/shards';
const NOW = '2026-11-25T07:00:00.000Z';

/** The shards whose minutes the tick read from the due index (DUE#<minute>#<shard>). */
const shardsRead = () =>
  new Set(
    db
      .commandCalls(QueryCommand)
      .map((c) => String(c.args[0].input.ExpressionAttributeValues?.[':pk']).split('#')[2]),
  );

const queued = (body: unknown, messageId = 'm-1'): SQSEvent =>
  ({ Records: [{ messageId, body: typeof body === 'string' ? body : JSON.stringify(body) }] }) as SQSEvent;

describe("the reminders' fan-out per shard", () => {
  const env = { ...process.env };
  beforeEach(() => {
    sqs.reset();
    db.reset();
    process.env.TABLE_NAME = 'salute-test';
    process.env.REMINDER_SHARDS = '12';
    db.on(GetCommand).resolves({});
    db.on(QueryCommand).resolves({ Items: [] });
    db.on(UpdateCommand).resolves({});
  });
  afterEach(() => {
    process.env = { ...env };
  });

  it('with a queue, the tick only queues one message per shard of its minute (ten per batch)', async () => {
    process.env.REMINDER_QUEUE_URL = QUEUE;
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    expect(await handler({ now: NOW })).toEqual({ now: NOW, queued: 12 });
    const batches = sqs.commandCalls(SendMessageBatchCommand).map((c) => c.args[0].input);
    expect(batches.map((b) => b.Entries?.length)).toEqual([10, 2]);
    expect(batches.every((b) => b.QueueUrl === QUEUE)).toBe(true);
    const bodies = batches.flatMap((b) => b.Entries ?? []).map((e) => JSON.parse(e.MessageBody ?? ''));
    expect(bodies).toEqual(Array.from({ length: 12 }, (_, shard) => ({ now: NOW, shard })));
    expect(db.calls()).toHaveLength(0);
  });

  it('a shard the queue refused is sent by the tick itself, at once', async () => {
    process.env.REMINDER_QUEUE_URL = QUEUE;
    sqs
      .on(SendMessageBatchCommand)
      .resolvesOnce({ Failed: [{ Id: 'shard-3', Code: 'InternalError', SenderFault: false }] })
      .resolves({});
    await handler({ now: NOW });
    expect(shardsRead()).toEqual(new Set(['3']));
  });

  it("the queue's message sends its own shard's minute only", async () => {
    expect(await handler(queued({ now: NOW, shard: 5 }))).toEqual({ batchItemFailures: [] });
    expect(shardsRead()).toEqual(new Set(['5']));
    // and moves that shard's checkpoint on
    expect(db.commandCalls(UpdateCommand)[0]?.args[0].input.Key).toEqual({ pk: 'DISPATCH', sk: 'SHARD#5' });
  });

  it('drops a message that is not a shard of this stage, and hands a failed shard back to the queue alone', async () => {
    for (const body of [
      '{',
      { now: NOW, shard: 12 },
      { now: NOW, shard: -1 },
      { now: 'ieri', shard: 1 },
      {},
    ]) {
      expect(await handler(queued(body))).toEqual({ batchItemFailures: [] });
    }
    expect(db.calls()).toHaveLength(0);
    db.on(QueryCommand).rejects(new Error('throttled'));
    expect(await handler(queued({ now: NOW, shard: 2 }, 'm-9'))).toEqual({
      batchItemFailures: [{ itemIdentifier: 'm-9' }],
    });
  });

  it('without a queue (the twin, a small stage) the tick sends every shard itself', async () => {
    delete process.env.REMINDER_QUEUE_URL;
    const report = await handler({ now: NOW });
    expect(report).toMatchObject({ now: NOW, reminders: 0 });
    expect(shardsRead()).toEqual(new Set(Array.from({ length: 12 }, (_, i) => String(i))));
    expect(sqs.calls()).toHaveLength(0);
  });
});
