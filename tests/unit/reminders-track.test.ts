import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { advanceTrack, duePk, type Track } from '../../lambdas/data/reminders';
import { initialState } from '../../lambdas/domain/reminders/plan';

const db = mockClient(DynamoDBDocumentClient);
const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);
const track = (dueMinute: number): Track => ({
  userId: 'u-1',
  sk: 'REMINDER#MED#m-1',
  kind: 'MED',
  refId: 'm-1',
  state: initialState(dueMinute),
  dueMinute,
});
/** The minute the update moved the track to. */
const movedTo = () => db.commandCalls(UpdateCommand)[0]?.args[0].input.ExpressionAttributeValues?.[':next'];

describe('moving a reminder on after a tick', () => {
  beforeEach(() => {
    db.reset();
    db.on(UpdateCommand).resolves({});
    process.env.TABLE_NAME = 'salute-test';
  });

  it('keeps the next due minute when it is after the minute found and the tick', async () => {
    const found = at('2026-11-26T07:00:00Z');
    await advanceTrack(track(found), found, track(found).state, at('2026-11-26T07:10:00Z'), 8, found);
    expect(movedTo()).toBe(at('2026-11-26T07:10:00Z'));
    const input = db.commandCalls(UpdateCommand)[0]?.args[0].input;
    // Only if nobody moved it since it was found, and listed under its new minute's shard.
    expect(input?.ConditionExpression).toBe('dueMinute = :found');
    expect(input?.ExpressionAttributeValues?.[':found']).toBe(found);
    expect(String(input?.ExpressionAttributeValues?.[':duePk'])).toMatch(
      new RegExp(`^${duePk(at('2026-11-26T07:10:00Z'), 0).slice(0, -1)}\\d$`),
    );
  });

  it('is never moved to the minute it was found at, or before', async () => {
    const found = at('2026-11-26T07:00:00Z');
    await advanceTrack(track(found), found, track(found).state, found - 5 * MINUTE, 8);
    expect(movedTo()).toBe(found + MINUTE);
  });

  it("when a tick catches up on missed minutes, what it moves on is due at the tick's own minute at the earliest", async () => {
    // Found at 06:10 by a tick at 08:00 (the dispatcher was down): a retry a minute later would land in a
    // minute this tick has already read and no later tick looks at again; it lands at 08:00 instead, which the
    // next tick reads (it looks back a few minutes).
    const found = at('2026-11-26T06:10:00Z');
    const tickMinute = at('2026-11-26T08:00:00Z');
    await advanceTrack(track(found), found, track(found).state, found + MINUTE, 8, tickMinute);
    expect(movedTo()).toBe(tickMinute);
  });

  it('with nothing left to send, leaves the due index', async () => {
    const found = at('2026-11-26T07:00:00Z');
    await advanceTrack(track(found), found, track(found).state, undefined, 8, found);
    const input = db.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input?.UpdateExpression).toBe('SET #state = :state REMOVE duePk, dueSk, dueMinute');
  });
});
