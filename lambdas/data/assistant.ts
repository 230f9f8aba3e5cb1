import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { v5 as uuidv5 } from 'uuid';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Turn } from '../contracts/assistant';
import { deleteKeys, type ItemKey } from './batch';
import { db, tableName } from './client';
import { takeUnit } from './quota';
import { userPk } from './table';

/**
 * The assistant's items, in the caller's own partition (docs/data-model.md):
 *   USER#<sub> · QUOTA#ASSISTANT#<UTC day>   a counter of the day's messages (TTL 2 days)
 *   USER#<sub> · CHAT#<at>#<uuid>            one exchange: the person's message and Salus's answer together
 *                                            (TTL 90 days, filtered on every read); earlier versions kept one
 *                                            turn per item (CHAT#<at>#<0|1>), still read
 */
/** How long an exchange with Salus is kept (its TTL): the privacy policy says it (tests/unit/legal-claims.test.ts). */
export const CHAT_DAYS = 90;
export const HISTORY_MAX = 50;

/** Counts one message against the day's quota: false when the limit is already reached. */
export function takeQuota(userId: string, limit: number, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  return takeUnit(userId, `ASSISTANT#${day}`, limit, Math.floor(now.getTime() / 1000) + 2 * 86_400);
}

/**
 * Keeps an exchange, question and answer in one item, so that a failure cannot leave one without the other.
 * The key starts with the time (the conversation's order) and ends with a random id: messages sent at once,
 * from one device or several, never overwrite each other.
 */
export async function saveExchange(userId: string, question: Turn, answer: Turn, now: Date): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        pk: userPk(userId),
        sk: `CHAT#${question.at}#${randomUUID()}`,
        question,
        answer,
        expiresAt: Math.floor(now.getTime() / 1000) + CHAT_DAYS * 86_400,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The ids of imported exchanges: the same question at the same time is the same exchange. */
const IMPORT_NAMESPACE = '6f1c1d2e-8a4b-4c55-9f0e-3b2a1c0d9e8f';

/**
 * An exchange from an export, kept again for what is left of its 90 days (an older one is not); its key comes
 * from the question, so a file imported twice keeps it once.
 */
export async function importExchange(
  userId: string,
  question: Turn,
  answer: Turn,
  now: Date,
): Promise<'created' | 'unchanged' | 'expired'> {
  const expiresAt = Math.floor(Date.parse(question.at) / 1000) + CHAT_DAYS * 86_400;
  if (expiresAt <= Math.floor(now.getTime() / 1000)) return 'expired';
  // The same exchange kept when it happened (its key ends with a random id) is the same exchange.
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :at)',
      ExpressionAttributeValues: { ':p': userPk(userId), ':at': `CHAT#${question.at}#` },
    }),
  );
  if ((Items ?? []).some((item) => (item.question as Turn | undefined)?.content === question.content)) {
    return 'unchanged';
  }
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: userPk(userId),
          sk: `CHAT#${question.at}#${uuidv5(`${question.at}\n${question.content}`, IMPORT_NAMESPACE)}`,
          question,
          answer,
          expiresAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return 'created';
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 'unchanged';
    throw error;
  }
}

const turnOf = ({ role, content, at, triage, offline }: Record<string, unknown>) =>
  ({ role, content, at, triage, offline }) as Turn;

/**
 * The conversation, oldest first: the last `limit` turns still kept (expired ones are left out); the export
 * asks for every one (`Infinity`).
 */
export async function readTurns(userId: string, now = new Date(), limit = HISTORY_MAX): Promise<Turn[]> {
  const turns: Turn[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :c)',
        // DynamoDB deletes expired items up to two days late (dynalite never): they are not part of it.
        FilterExpression: 'attribute_not_exists(expiresAt) OR expiresAt > :now',
        ExpressionAttributeValues: {
          ':p': userPk(userId),
          ':c': 'CHAT#',
          ':now': Math.floor(now.getTime() / 1000),
        },
        ScanIndexForward: false,
        ...(Number.isFinite(limit) ? { Limit: limit } : {}),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      // Newest first here: an exchange's answer comes before its question.
      if (item.question && item.answer) turns.push(turnOf(item.answer), turnOf(item.question));
      else turns.push(turnOf(item));
    }
    start = page.LastEvaluatedKey;
  } while (start && turns.length < limit);
  return turns.slice(0, limit).reverse();
}

/**
 * Deletes the whole conversation (the person's choice), every page of it; fails (rather than say it is
 * done) when DynamoDB keeps refusing part of it, so the person can try again.
 */
export async function deleteTurns(userId: string): Promise<number> {
  let deleted = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :c)',
        ExpressionAttributeValues: { ':p': userPk(userId), ':c': 'CHAT#' },
        ProjectionExpression: 'pk, sk',
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    deleted += await deleteKeys((page.Items ?? []) as ItemKey[]);
    start = page.LastEvaluatedKey;
  } while (start);
  return deleted;
}
