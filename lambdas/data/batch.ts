import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/** Batches DynamoDB leaves unprocessed are sent again up to this many times (about 3 s in all). */
const ATTEMPTS = 7;

export interface ItemKey {
  pk: string;
  sk: string;
}

/**
 * Deletes items by key, 25 a request; what DynamoDB leaves unprocessed (throttling) is sent again with a
 * growing wait, and if it keeps refusing, this fails rather than claim it done. Deletes carry no condition:
 * they only ever remove, so nothing newer can be overwritten.
 */
export async function deleteKeys(keys: readonly ItemKey[]): Promise<number> {
  for (let i = 0; i < keys.length; i += 25) {
    let requests: Record<string, any[]> | undefined = {
      [tableName()]: keys.slice(i, i + 25).map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })),
    };
    for (let attempt = 0; requests && Object.keys(requests).length; attempt++) {
      if (attempt === ATTEMPTS) throw new Error('items not fully deleted');
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
      const result = await db.send(new BatchWriteCommand({ RequestItems: requests }));
      requests = result.UnprocessedItems as Record<string, any[]> | undefined;
    }
  }
  return keys.length;
}
