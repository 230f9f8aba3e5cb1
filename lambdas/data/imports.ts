import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ImportJob, ImportResult } from '../contracts/export';
import type { Language } from '../i18n';
import { deleteKeys, type ItemKey } from './batch';
import { db, queryAll, tableName } from './client';
import { userPk } from './table';

/**
 * Import jobs (issue 16): a file uploaded first, then written a chunk at a time, resumable.
 *
 *   pk USER#<sub> · sk IMPORT#<id>      the job: status, total, processed, counts (TTL 30 days)
 *   pk IMPORTJOB  · sk <sub>#<id>       the job while it has work left (the scheduled runner's list)
 *
 * Progress is saved with a condition on the position read, so two runs of one job never count a chunk twice;
 * a run that stops (its time, a crash) is resumed from the last saved position by the next one.
 */
const PENDING_PK = 'IMPORTJOB';
const JOB_DAYS = 30;
const keyOf = (userId: string, id: string) => ({ pk: userPk(userId), sk: `IMPORT#${id}` });

export type StoredJob = ImportJob & { lang: Language };

const EMPTY: ImportResult = { created: 0, updated: 0, unchanged: 0, skipped: 0, kept: [] };

/** A new job for an upload, or the one already made for it (the same request again). */
export async function createJob(userId: string, id: string, lang: Language, now: Date): Promise<StoredJob> {
  const at = now.toISOString();
  const job: StoredJob = {
    id,
    status: 'queued',
    total: 0,
    processed: 0,
    result: EMPTY,
    createdAt: at,
    updatedAt: at,
    lang,
  };
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keyOf(userId, id),
          ...job,
          expiresAt: Math.floor(now.getTime() / 1000) + JOB_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return (await readJob(userId, id)) as StoredJob;
  }
  await db.send(
    new PutCommand({ TableName: tableName(), Item: { pk: PENDING_PK, sk: `${userId}#${id}`, userId, id } }),
  );
  return job;
}

export async function readJob(userId: string, id: string): Promise<StoredJob | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keyOf(userId, id), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { pk: _p, sk: _s, expiresAt: _e, heldUntil: _h, ...job } = Item;
  return job as StoredJob;
}

/**
 * Saves how far a job got, only if nobody saved further meanwhile (`processed` as read): false when another
 * run moved it first (this run stops, the other goes on).
 */
export async function saveProgress(
  userId: string,
  id: string,
  seen: number,
  patch: Partial<Pick<StoredJob, 'status' | 'total' | 'processed' | 'result' | 'error'>>,
  now: Date,
): Promise<boolean> {
  const fields = { ...patch, updatedAt: now.toISOString() };
  const names = Object.keys(fields);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(userId, id),
        UpdateExpression: `SET ${names.map((n, i) => `#f${i} = :v${i}`).join(', ')}`,
        ConditionExpression: '#processed = :seen',
        ExpressionAttributeNames: {
          '#processed': 'processed',
          ...Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
        },
        ExpressionAttributeValues: {
          ':seen': seen,
          ...Object.fromEntries(names.map((n, i) => [`:v${i}`, fields[n as keyof typeof fields]])),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * One run at a time per job: a run holds the job until `untilMs` (its time and a margin); another run finding it
 * held leaves it alone. A run that crashed lets go when its time is over.
 */
export async function holdJob(userId: string, id: string, untilMs: number, nowMs: number): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(userId, id),
        UpdateExpression: 'SET heldUntil = :until',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(heldUntil) OR heldUntil < :now)',
        ExpressionAttributeValues: { ':until': untilMs, ':now': nowMs },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The run is over: the next one may start at once. */
export async function releaseJob(userId: string, id: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keyOf(userId, id),
      UpdateExpression: 'SET heldUntil = :zero',
      ExpressionAttributeValues: { ':zero': 0 },
    }),
  );
}

/** The job has no work left (done or failed): off the runner's list. */
export async function settleJob(userId: string, id: string): Promise<void> {
  await db.send(
    new DeleteCommand({ TableName: tableName(), Key: { pk: PENDING_PK, sk: `${userId}#${id}` } }),
  );
}

/** Jobs with work left, oldest first. */
export async function pendingImports(): Promise<{ userId: string; id: string }[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': PENDING_PK },
  });
  return items.map((item) => ({ userId: String(item.userId), id: String(item.id) }));
}

/** A deleted account's jobs leave the runner's list too (they name the person). */
export async function forgetImports(userId: string): Promise<void> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': PENDING_PK, ':s': `${userId}#` },
      ProjectionExpression: 'pk, sk',
    }),
  );
  await deleteKeys((Items ?? []) as ItemKey[]);
}
