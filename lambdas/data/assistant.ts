import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Turn } from '../contracts/assistant';
import { db, tableName } from './client';
import { userPk } from './table';

/**
 * The assistant's items, in the caller's own partition (docs/data-model.md):
 *   USER#<sub> · QUOTA#ASSISTANT#<UTC day>   a counter of the day's messages (TTL 2 days)
 *   USER#<sub> · CHAT#<at>#<n>               one turn of the conversation (TTL 90 days)
 */
const CHAT_DAYS = 90;
export const HISTORY_MAX = 50;

/** Counts one message against the day's quota: false when the limit is already reached. */
export async function takeQuota(userId: string, limit: number, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: userPk(userId), sk: `QUOTA#ASSISTANT#${day}` },
        UpdateExpression: 'ADD #n :one SET expiresAt = :exp',
        ConditionExpression: 'attribute_not_exists(#n) OR #n < :limit',
        ExpressionAttributeNames: { '#n': 'count' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit,
          ':exp': Math.floor(now.getTime() / 1000) + 2 * 86_400,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Keeps the two turns of an exchange (the person's message, then Salus's answer). */
export async function saveTurns(userId: string, turns: Turn[], now: Date): Promise<void> {
  const expiresAt = Math.floor(now.getTime() / 1000) + CHAT_DAYS * 86_400;
  for (const [n, turn] of turns.entries()) {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { pk: userPk(userId), sk: `CHAT#${turn.at}#${n}`, ...turn, expiresAt },
      }),
    );
  }
}

/** The conversation, oldest first: the last HISTORY_MAX turns. */
export async function readTurns(userId: string): Promise<Turn[]> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :c)',
      ExpressionAttributeValues: { ':p': userPk(userId), ':c': 'CHAT#' },
      ScanIndexForward: false,
      Limit: HISTORY_MAX,
    }),
  );
  // Stryker disable next-line ArrayDeclaration: equivalent, a Query always answers with Items (maybe empty)
  return (result.Items ?? [])
    .reverse()
    .map(({ role, content, at, triage, offline }) => ({ role, content, at, triage, offline }) as Turn);
}

/** Deletes the whole conversation (the person's choice). */
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
    const keys = (page.Items ?? []) as { pk: string; sk: string }[];
    for (let i = 0; i < keys.length; i += 25) {
      let requests: Record<string, any[]> | undefined = {
        [tableName()]: keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
      };
      // DynamoDB may leave some for later under load: send those again (a few times at most).
      for (let attempt = 0; requests && Object.keys(requests).length && attempt < 5; attempt++) {
        const result = await db.send(new BatchWriteCommand({ RequestItems: requests }));
        requests = result.UnprocessedItems as Record<string, any[]> | undefined;
      }
    }
    deleted += keys.length;
    start = page.LastEvaluatedKey;
  } while (start);
  return deleted;
}
