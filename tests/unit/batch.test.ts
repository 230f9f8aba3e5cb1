import { BatchGetCommand, BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteKeys, getKeys, getManyKeys } from '../../lambdas/data/batch';

const db = mockClient(DynamoDBDocumentClient);
const TABLE = 'salute-test';
const key = (n: number) => ({ pk: `USER#u${n}`, sk: `ITEM#${n}` });

beforeEach(() => {
  db.reset();
  process.env.TABLE_NAME = TABLE;
});

describe('reading items by key in one request', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for every key consistently and answers in the order asked, undefined where there is none', async () => {
    // DynamoDB answers in any order.
    db.on(BatchGetCommand).resolves({
      Responses: {
        [TABLE]: [
          { ...key(3), n: 3 },
          { ...key(1), n: 1 },
        ],
      },
    });
    expect(await getKeys([key(1), key(2), key(3)])).toEqual([
      { ...key(1), n: 1 },
      undefined,
      { ...key(3), n: 3 },
    ]);
    const [call] = db.commandCalls(BatchGetCommand);
    expect(call?.args[0].input.RequestItems).toEqual({
      [TABLE]: { Keys: [key(1), key(2), key(3)], ConsistentRead: true },
    });
  });

  it('asks again for the keys DynamoDB left unprocessed, waiting longer each time', async () => {
    db.on(BatchGetCommand)
      .resolvesOnce({
        Responses: { [TABLE]: [{ ...key(1), n: 1 }] },
        UnprocessedKeys: { [TABLE]: { Keys: [key(2), key(3)], ConsistentRead: true } },
      })
      .resolvesOnce({
        Responses: { [TABLE]: [{ ...key(3), n: 3 }] },
        UnprocessedKeys: { [TABLE]: { Keys: [key(2)], ConsistentRead: true } },
      })
      .resolves({ Responses: { [TABLE]: [{ ...key(2), n: 2 }] } });
    const read = getKeys([key(1), key(2), key(3)]);
    // Asked again after 50 ms, then after 100 ms more: not before.
    await vi.advanceTimersByTimeAsync(49);
    expect(db.commandCalls(BatchGetCommand)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(db.commandCalls(BatchGetCommand)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(99);
    expect(db.commandCalls(BatchGetCommand)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect((await read).map((i) => i?.n)).toEqual([1, 2, 3]);
    const asked = db.commandCalls(BatchGetCommand).map((c) => c.args[0].input.RequestItems?.[TABLE]?.Keys);
    expect(asked).toEqual([[key(1), key(2), key(3)], [key(2), key(3)], [key(2)]]);
  });

  it('fails rather than answer "none" for a key it could not read', async () => {
    // Nothing read at all: DynamoDB leaves `Responses` out.
    db.on(BatchGetCommand).callsFake((input) => ({ UnprocessedKeys: input.RequestItems }));
    const read = getKeys([key(1)]);
    const failed = expect(read).rejects.toThrow('items not fully read');
    await vi.runAllTimersAsync();
    await failed;
    expect(db.commandCalls(BatchGetCommand)).toHaveLength(7);
  });

  it('takes at most 100 keys, what one request can carry', async () => {
    await expect(getKeys(Array.from({ length: 101 }, (_, i) => key(i)))).rejects.toThrow('at most 100');
    expect(db.commandCalls(BatchGetCommand)).toHaveLength(0);
    db.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [] } });
    expect(await getKeys(Array.from({ length: 100 }, (_, i) => key(i)))).toHaveLength(100);
  });
});

describe('reading any number of items by key', () => {
  it('asks each key once, 100 a request, and answers every key asked in its order (repeats too)', async () => {
    db.on(BatchGetCommand).callsFake((input) => ({
      Responses: {
        [TABLE]: (input.RequestItems[TABLE].Keys as { pk: string; sk: string }[])
          .filter((k) => k.sk !== 'ITEM#7')
          .map((k) => ({ ...k, n: Number(k.sk.slice(5)) })),
      },
    }));
    const asked = [...Array.from({ length: 150 }, (_, i) => key(i)), key(3), key(149)];
    const read = await getManyKeys(asked);
    expect(read.map((item) => item?.n)).toEqual(
      asked.map((k) => (k.sk === 'ITEM#7' ? undefined : Number(k.sk.slice(5)))),
    );
    const sizes = db
      .commandCalls(BatchGetCommand)
      .map((c) => c.args[0].input.RequestItems?.[TABLE]?.Keys?.length);
    expect(sizes).toEqual([100, 50]);
    expect(
      db.commandCalls(BatchGetCommand).every((c) => c.args[0].input.RequestItems?.[TABLE]?.ConsistentRead),
    ).toBe(true);
  });

  it('sends nothing for no keys', async () => {
    expect(await getManyKeys([])).toEqual([]);
    expect(db.commandCalls(BatchGetCommand)).toHaveLength(0);
  });
});

describe('deleting items by key', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const deleted = () =>
    db
      .commandCalls(BatchWriteCommand)
      .map((c) => (c.args[0].input.RequestItems?.[TABLE] ?? []).map((r) => r.DeleteRequest?.Key));

  it('deletes 25 a request, every key once, and answers how many', async () => {
    db.on(BatchWriteCommand).resolves({});
    const keys = Array.from({ length: 60 }, (_, i) => key(i));
    expect(await deleteKeys(keys)).toBe(60);
    expect(deleted()).toEqual([keys.slice(0, 25), keys.slice(25, 50), keys.slice(50)]);
    expect(await deleteKeys([])).toBe(0);
    expect(db.commandCalls(BatchWriteCommand)).toHaveLength(3);
  });

  it('sends again what DynamoDB left unprocessed, waiting longer each time', async () => {
    const rest = { [TABLE]: [{ DeleteRequest: { Key: key(2) } }] };
    db.on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: rest })
      .resolvesOnce({ UnprocessedItems: rest })
      .resolves({ UnprocessedItems: {} });
    const deleting = deleteKeys([key(1), key(2)]);
    await vi.advanceTimersByTimeAsync(49);
    expect(db.commandCalls(BatchWriteCommand)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(db.commandCalls(BatchWriteCommand)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(99);
    expect(db.commandCalls(BatchWriteCommand)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await deleting).toBe(2);
    expect(deleted()).toEqual([[key(1), key(2)], [key(2)], [key(2)]]);
  });

  it('fails rather than claim done when DynamoDB keeps refusing', async () => {
    db.on(BatchWriteCommand).callsFake((input) => ({ UnprocessedItems: input.RequestItems }));
    const deleting = deleteKeys([key(1)]);
    const failed = expect(deleting).rejects.toThrow('items not fully deleted');
    await vi.runAllTimersAsync();
    await failed;
    expect(db.commandCalls(BatchWriteCommand)).toHaveLength(7);
  });
});
