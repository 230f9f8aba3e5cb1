import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { chunked } from '../lib/chunked';
import { db, tableName } from './client';

/** Batches DynamoDB leaves unprocessed are sent again up to this many times (about 3 s in all). */
const ATTEMPTS = 7;

export interface ItemKey {
  pk: string;
  sk: string;
}

const keyId = ({ pk, sk }: ItemKey) => `${pk}\n${sk}`;

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

/**
 * Reads up to 100 items by key in one request, strongly consistent, in the order asked (undefined where there
 * is none); keys DynamoDB leaves unprocessed are asked again with a growing wait, as deleteKeys does.
 */
export async function getKeys(keys: readonly ItemKey[]): Promise<(Record<string, unknown> | undefined)[]> {
  if (keys.length > 100) throw new Error('at most 100 keys a request');
  const found = new Map<string, Record<string, unknown>>();
  let wanted: ItemKey[] = [...keys];
  for (let attempt = 0; wanted.length; attempt++) {
    if (attempt === ATTEMPTS) throw new Error('items not fully read');
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const result = await db.send(
      new BatchGetCommand({
        RequestItems: {
          [tableName()]: { Keys: wanted.map(({ pk, sk }) => ({ pk, sk })), ConsistentRead: true },
        },
      }),
    );
    for (const item of result.Responses?.[tableName()] ?? []) found.set(keyId(item as ItemKey), item);
    wanted = (result.UnprocessedKeys?.[tableName()]?.Keys ?? []) as ItemKey[];
  }
  return keys.map((key) => found.get(keyId(key)));
}

/**
 * Reads any number of items by key, strongly consistent, in the order asked: each key once (a person's settings
 * asked for several of their reminders is read once), 100 a request, the requests side by side.
 */
export async function getManyKeys(
  keys: readonly ItemKey[],
): Promise<(Record<string, unknown> | undefined)[]> {
  const unique = [...new Map(keys.map((key) => [keyId(key), key])).values()];
  const batches = chunked(unique, 100);
  const read = await Promise.all(batches.map((batch) => getKeys(batch)));
  const found = new Map(
    batches.flatMap((batch, i) => batch.map((key, j) => [keyId(key), read[i]![j]] as const)),
  );
  return keys.map((key) => found.get(keyId(key)));
}
