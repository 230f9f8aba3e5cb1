import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { userPk } from './table';

/**
 * When a person's sessions were ended (sign-out everywhere, a new password): tokens authenticated at or
 * before that second are refused by the API. API Gateway's JWT authorizer checks signature and expiry only,
 * so this is the app's own check, made in the one request wrapper.
 *
 *   pk USER#<sub> · sk SESSIONS          { endedAt: <epoch seconds> }
 *
 * A function instance remembers what it read for CACHE_MS, so a request pays one read per person per minute
 * at most, and another instance refuses an ended session within that minute.
 */
const SESSIONS_SK = 'SESSIONS';
export const SESSION_CACHE_MS = 60_000;

const cache = new Map<string, { endedAt: number | undefined; readAt: number }>();

/**
 * The second when the person's sessions were last ended (cached), or undefined when they never were. A write
 * asks `fresh`: read consistently, never from the cache, so that a session ended a moment ago (an account
 * being deleted) cannot write anything more from any instance.
 */
export async function sessionsEndedAt(
  userId: string,
  nowMs = Date.now(),
  fresh = false,
): Promise<number | undefined> {
  const cached = cache.get(userId);
  if (!fresh && cached && nowMs - cached.readAt < SESSION_CACHE_MS) return cached.endedAt;
  const result = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: userPk(userId), sk: SESSIONS_SK },
      ...(fresh ? { ConsistentRead: true } : {}),
    }),
  );
  return remember(userId, typeof result?.Item?.endedAt === 'number' ? result.Item.endedAt : undefined, nowMs);
}

/**
 * Ends every session authenticated up to this second (`auth_time <= endedAt`); `deleting` marks an account
 * being deleted (lambdas/data/account.ts).
 */
export async function endSessions(
  userId: string,
  endedAt: number,
  nowMs = Date.now(),
  mark: { deleting?: true } = {},
): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { pk: userPk(userId), sk: SESSIONS_SK, endedAt, ...mark },
    }),
  );
  remember(userId, endedAt, nowMs);
}

const later = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b);

/** The cache stays small: an instance serves few people at once; the oldest reads go first. */
const CACHE_MAX = 10_000;
/**
 * What the instance now knows, and returns: the later of what it knew and what it was told. Sessions only ever end
 * later, and requests run side by side: a read that began before another request ended them answers with the
 * older end, which must not lower what this instance already knows.
 */
function remember(userId: string, told: number | undefined, readAt: number): number | undefined {
  const endedAt = later(told, cache.get(userId)?.endedAt);
  cache.delete(userId);
  cache.set(userId, { endedAt, readAt });
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
  return endedAt;
}

/** Tests start from an empty cache. */
export function forgetSessionCache() {
  cache.clear();
}
