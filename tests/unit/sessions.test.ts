import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSessions, sessionsEndedAt } from '../../lambdas/data/sessions';

const db = mockClient(DynamoDBDocumentClient);

describe("the request wrapper's memory of ended sessions", () => {
  beforeEach(() => {
    db.reset();
    process.env.TABLE_NAME = 'salute-test';
    db.on(GetCommand).resolves({ Item: { endedAt: 1_790_000_000 } });
  });

  it('keeps at most 10,000 people, forgetting the one read longest ago first', async () => {
    const reads = () => db.commandCalls(GetCommand).length;
    const now = Date.now();
    for (let i = 0; i <= 10_000; i++) await sessionsEndedAt(`user-${i}`, now);
    expect(reads()).toBe(10_001);
    // The first one read was forgotten, the second is still remembered.
    expect(await sessionsEndedAt('user-1', now)).toBe(1_790_000_000);
    expect(reads()).toBe(10_001);
    expect(await sessionsEndedAt('user-0', now)).toBe(1_790_000_000);
    expect(reads()).toBe(10_002);
  });

  it('is not lowered by a read that began before the sessions were ended and answered after', async () => {
    // Requests run side by side: a write's fresh read may be under way while another request ends the sessions.
    let answer: (value: { Item?: Record<string, unknown> }) => void = () => {};
    db.on(GetCommand).callsFake(() => new Promise((resolve) => (answer = resolve)));
    db.on(PutCommand).resolves({});
    const now = Date.now();
    const slowRead = sessionsEndedAt('user-race', now, true);
    await endSessions('user-race', 1_790_000_100, now);
    answer({}); // what the table held when the read began: no sessions ended yet
    expect(await slowRead).toBe(1_790_000_100);
    expect(await sessionsEndedAt('user-race', now)).toBe(1_790_000_100);
    expect(db.commandCalls(GetCommand)).toHaveLength(1);
  });

  it.each([
    ['a later one read afterwards', 1_790_000_200, 1_790_000_300, 1_790_000_300],
    ['an earlier one read afterwards', 1_790_000_500, 1_790_000_400, 1_790_000_500],
  ])('remembers the later of two ends: the one it knew, then %s', async (_name, known, read, later) => {
    db.on(PutCommand).resolves({});
    const now = Date.now();
    await endSessions('user-twice', known, now);
    db.on(GetCommand).resolves({ Item: { endedAt: read } });
    expect(await sessionsEndedAt('user-twice', now, true)).toBe(later);
    expect(await sessionsEndedAt('user-twice', now)).toBe(later);
  });
});
