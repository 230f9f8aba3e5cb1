import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionsEndedAt } from '../../lambdas/data/sessions';

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
});
