import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Turn } from '../../lambdas/contracts/assistant';
import { deleteTurns, HISTORY_MAX, readTurns, saveExchange, takeQuota } from '../../lambdas/data/assistant';
import {
  expectTwinEnvironment,
  intercept,
  newUser,
  raw,
  storedItem,
  storedItems,
  TABLE,
} from '../support/table';

/**
 * lambdas/data/assistant.ts called directly against the twin's DynamoDB (tests/support/table.ts): the daily
 * quota, the conversation kept and read back, and its deletion in batches. Every test has its own user.
 */
beforeAll(() => expectTwinEnvironment());

const NOW = new Date('2026-11-23T21:30:00.000Z');
const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** `count` turns of one person, alternating roles, one second apart from `start`. */
function turnsFrom(start: number, count: number): Turn[] {
  return Array.from({ length: count }, (_, i) => ({
    role: i % 2 ? 'assistant' : 'user',
    content: `messaggio ${start + i}`,
    at: new Date(Date.UTC(2026, 10, 23, 8, 0, start + i)).toISOString(),
  }));
}

/** Stores turns one per item, as the first releases did (still read), straight into the table. */
async function storeTurns(user: string, turns: Turn[]) {
  await Promise.all(
    turns.map((turn) =>
      raw().send(
        new PutCommand({ TableName: TABLE, Item: { pk: `USER#${user}`, sk: `CHAT#${turn.at}#0`, ...turn } }),
      ),
    ),
  );
}

describe('takeQuota', () => {
  it('counts the day’s messages up to the limit, per day and per person, with a two-day expiry', async () => {
    const user = newUser();
    expect(await takeQuota(user, 2, NOW)).toBe(true);
    expect(await takeQuota(user, 2, NOW)).toBe(true);
    expect(await takeQuota(user, 2, NOW)).toBe(false);
    expect(await takeQuota(user, 2, NOW)).toBe(false);
    expect(await storedItem(`USER#${user}`, 'QUOTA#ASSISTANT#2026-11-23')).toEqual({
      pk: `USER#${user}`,
      sk: 'QUOTA#ASSISTANT#2026-11-23',
      count: 2,
      expiresAt: epoch(NOW) + 2 * 86_400,
    });
    // A new UTC day, and another person, start from zero.
    expect(await takeQuota(user, 2, new Date('2026-11-24T00:00:00.000Z'))).toBe(true);
    expect(await takeQuota(newUser(), 2, NOW)).toBe(true);
    // A limit of one: the first message only.
    const other = newUser();
    expect(await takeQuota(other, 1, NOW)).toBe(true);
    expect(await takeQuota(other, 1, NOW)).toBe(false);
  });

  it('passes on a failure that is not the limit', async () => {
    const user = newUser();
    const stop = intercept('UpdateItemCommand', async () => {
      throw Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' });
    });
    try {
      await expect(takeQuota(user, 5, NOW)).rejects.toThrow('throttled');
    } finally {
      stop();
    }
  });
});

describe('saveExchange and readTurns', () => {
  it('keeps an exchange in one item for 90 days, and reads it back as it was said, question first', async () => {
    const user = newUser();
    const at = NOW.toISOString();
    const question: Turn = { role: 'user', content: 'Ho mal di testa da ieri', at };
    const answer: Turn = {
      role: 'assistant',
      content: 'Bevi acqua e riposa.',
      at,
      triage: 'routine',
      offline: true,
    };
    await saveExchange(user, question, answer, NOW);
    const stored = await storedItems(`USER#${user}`, 'CHAT#');
    expect(stored).toEqual([
      {
        pk: `USER#${user}`,
        sk: expect.stringMatching(new RegExp(`^CHAT#${at}#[0-9a-f-]{36}$`)),
        question,
        answer,
        expiresAt: epoch(NOW) + 90 * 86_400,
      },
    ]);
    const read = await readTurns(user, NOW);
    expect(read).toEqual([question, answer]);
    expect(Object.keys(read[0] ?? {})).not.toContain('pk');
    expect(await readTurns(newUser())).toEqual([]);
  });

  it('keeps exchanges sent at the same moment apart (no key collides)', async () => {
    const user = newUser();
    const at = NOW.toISOString();
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        saveExchange(
          user,
          { role: 'user', content: `domanda ${i}`, at },
          { role: 'assistant', content: `risposta ${i}`, at },
          NOW,
        ),
      ),
    );
    const read = await readTurns(user, NOW);
    expect(read).toHaveLength(50);
    expect(new Set(read.map((t) => t.content)).size).toBe(50);
  });

  it('leaves out turns whose 90 days are over, though DynamoDB has not deleted them yet', async () => {
    const user = newUser();
    const old = new Date(NOW.getTime() - 200 * 86_400_000);
    await saveExchange(
      user,
      { role: 'user', content: 'vecchia domanda', at: old.toISOString() },
      { role: 'assistant', content: 'vecchia risposta', at: old.toISOString() },
      old,
    );
    await saveExchange(
      user,
      { role: 'user', content: 'nuova', at: NOW.toISOString() },
      { role: 'assistant', content: 'risposta', at: NOW.toISOString() },
      NOW,
    );
    expect((await readTurns(user, NOW)).map((t) => t.content)).toEqual(['nuova', 'risposta']);
    expect(await storedItems(`USER#${user}`, 'CHAT#')).toHaveLength(2);
  });

  it(`reads only the last ${HISTORY_MAX} turns, oldest first, and nothing of the day's quota`, async () => {
    expect(HISTORY_MAX).toBe(50);
    const user = newUser();
    const turns = turnsFrom(0, 53);
    await storeTurns(user, turns);
    await takeQuota(user, 10, NOW);
    const read = await readTurns(user);
    expect(read).toHaveLength(50);
    expect(read[0]?.content).toBe('messaggio 3');
    expect(read.at(-1)?.content).toBe('messaggio 52');
    expect(read.map((t) => t.at)).toEqual(turns.slice(3).map((t) => t.at));
  });
});

describe('deleteTurns', () => {
  it('deletes the whole conversation in batches of at most 25, across pages, and nothing else', async () => {
    const user = newUser();
    const neighbour = newUser();
    await storeTurns(user, turnsFrom(0, 60));
    await storeTurns(neighbour, turnsFrom(0, 2));
    await takeQuota(user, 10, NOW);

    // DynamoDB hands a query back a page at a time (1 MB): here, 40 keys a page.
    const queries: Record<string, any>[] = [];
    const stopPages = intercept('QueryCommand', (input, send) => {
      queries.push(input);
      return send({ ...input, Limit: 40 });
    });
    const batches: number[] = [];
    const stopBatches = intercept('BatchWriteItemCommand', (input, send) => {
      batches.push(Object.values(input.RequestItems as Record<string, unknown[]>)[0]?.length ?? 0);
      return send(input);
    });
    try {
      expect(await deleteTurns(user)).toBe(60);
    } finally {
      stopPages();
      stopBatches();
    }
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatchObject({ ProjectionExpression: 'pk, sk' });
    expect(queries[0]).not.toHaveProperty('ExclusiveStartKey');
    expect(queries[1]?.ExclusiveStartKey).toMatchObject({ pk: `USER#${user}` });
    expect(batches).toEqual([25, 15, 20]);
    expect(await storedItems(`USER#${user}`, 'CHAT#')).toEqual([]);
    expect(await readTurns(user)).toEqual([]);
    expect(await storedItems(`USER#${user}`, 'QUOTA#')).toHaveLength(1);
    expect(await readTurns(neighbour)).toHaveLength(2);
    expect(await deleteTurns(user)).toBe(0);
  });

  it('sends again what DynamoDB left unprocessed, and fails rather than claim it deleted', async () => {
    const user = newUser();
    await storeTurns(user, turnsFrom(0, 4));
    // Under load DynamoDB writes part of a batch and hands back the rest: here, one item per call.
    let calls = 0;
    let stop = intercept('BatchWriteItemCommand', async (input, send) => {
      calls++;
      const [table, requests] = Object.entries(input.RequestItems as Record<string, unknown[]>)[0] ?? [];
      const [first, ...rest] = requests ?? [];
      await send({ RequestItems: { [table ?? '']: [first] } });
      return { UnprocessedItems: rest.length ? { [table ?? '']: rest } : {} };
    });
    try {
      expect(await deleteTurns(user)).toBe(4);
    } finally {
      stop();
    }
    expect(calls).toBe(4);
    expect(await readTurns(user)).toEqual([]);

    // A table that never takes them: it gives up after a few tries, waiting longer each time, and says so
    // rather than count them as deleted.
    await storeTurns(user, turnsFrom(0, 2));
    calls = 0;
    stop = intercept('BatchWriteItemCommand', async (input) => {
      calls++;
      return { UnprocessedItems: input.RequestItems };
    });
    try {
      await expect(deleteTurns(user)).rejects.toThrow('items not fully deleted');
    } finally {
      stop();
    }
    expect(calls).toBe(7);
    expect(await readTurns(user)).toHaveLength(2);
  });
});
