import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { deleteKeys, type ItemKey } from './batch';
import { db, queryAll, tableName } from './client';
import { endSessions } from './sessions';
import { userPk } from './table';

/**
 * The deletion of an account (issue 16), a job rather than one request (50,000 items take about a minute at one
 * partition's write rate):
 *
 *   pk ACCOUNTDELETION · sk <sub>      { username, requestedAt, finalAfter }   the job, outside the partition
 *   pk USER#<sub> · sk SESSIONS        { endedAt, deleting: true }            the mark every request checks
 *
 * The mark ends every session at the second of the request: the API refuses every token the person holds
 * (writes read it afresh, so an old token or the offline outbox cannot re-create records during or after the
 * sweep). Sweeps delete everything under USER#<sub> except the mark; once the last token has expired
 * (`finalAfter`), a last sweep deletes the mark too, a consistent query finds nothing, and the job ends.
 * Feedback already sent stays for the team, moved out of the partition and without the e-mail address.
 */
const JOBS_PK = 'ACCOUNTDELETION';
const SESSIONS_SK = 'SESSIONS';

export interface DeletionJob {
  userId: string;
  username: string;
  requestedAt: string;
  /** Epoch ms after which no token of the person can still be valid: the last sweep. */
  finalAfter: number;
}

/** Starts the job: the mark first (no request of the person is served after it), then the job item. */
export async function startDeletion(job: DeletionJob, nowMs: number): Promise<void> {
  await endSessions(job.userId, Math.floor(nowMs / 1000), nowMs, { deleting: true });
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { pk: JOBS_PK, sk: job.userId, ...job },
    }),
  );
}

/** The jobs not finished yet (few at any time: one per account being deleted). */
export async function pendingDeletions(): Promise<DeletionJob[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': JOBS_PK },
    ConsistentRead: true,
  });
  return items.map((item) => ({
    userId: String(item.userId),
    username: String(item.username),
    requestedAt: String(item.requestedAt),
    finalAfter: Number(item.finalAfter),
  }));
}

/** Feedback the person sent stays for the team, outside their partition and without who sent it. */
async function keepFeedbackAnonymously(item: Record<string, unknown>): Promise<void> {
  const { pk: _pk, sk: _sk, userId: _u, email: _e, ...rest } = item;
  const submissionId = String(item.submissionId);
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...rest, pk: `FEEDBACK#${submissionId}`, sk: 'FEEDBACK' },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    // Kept by an earlier sweep already.
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
  }
}

/**
 * One sweep of the partition: every item of the person, page after page (feedback moved out first), the mark
 * kept unless `final`. Answers how many items it deleted; stops early (to go on at the next sweep) when the
 * time budget is spent.
 */
export async function sweepPartition(
  userId: string,
  options: { final: boolean; budgetMs: number },
): Promise<{ deleted: number; done: boolean }> {
  const until = Date.now() + options.budgetMs;
  let deleted = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': userPk(userId) },
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    const items = page.Items ?? [];
    for (const item of items) {
      if (String(item.sk).startsWith('FEEDBACK#')) await keepFeedbackAnonymously(item);
    }
    const keys = items
      .filter((item) => options.final || item.sk !== SESSIONS_SK)
      .map(({ pk, sk }) => ({ pk, sk }) as ItemKey);
    deleted += await deleteKeys(keys);
    start = page.LastEvaluatedKey;
    if (start && Date.now() > until) return { deleted, done: false };
  } while (start);
  return { deleted, done: true };
}

/** How many items the partition still holds (a consistent count: what the last sweep verifies). */
export async function partitionSize(userId: string): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': userPk(userId) },
        ConsistentRead: true,
        Select: 'COUNT',
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

/** The job is done: its item goes too. */
export async function finishDeletion(userId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: { pk: JOBS_PK, sk: userId } }));
}

/** Whether the person's account is being deleted (the mark), read consistently. */
export async function isDeleting(userId: string): Promise<boolean> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: userPk(userId), sk: SESSIONS_SK },
      ConsistentRead: true,
    }),
  );
  return Item?.deleting === true;
}
