import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { userPk } from './table';

/**
 * Per-person counters of costly requests, in the caller's own partition (docs/data-model.md):
 *   USER#<sub> · QUOTA#<NAME>#<window>   how many were taken in that window (TTL: the window's end + a day)
 * One conditional update takes one unit or refuses: two requests at once cannot both take the last one.
 */
export async function takeUnit(
  userId: string,
  counter: string,
  limit: number,
  expiresAtSeconds: number,
): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: userPk(userId), sk: `QUOTA#${counter}` },
        UpdateExpression: 'ADD #n :one SET expiresAt = :exp',
        ConditionExpression: 'attribute_not_exists(#n) OR #n < :limit',
        ExpressionAttributeNames: { '#n': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':exp': expiresAtSeconds },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
