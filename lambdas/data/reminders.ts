import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PushSubscriptionBody, Settings } from '../contracts/reminders';
import { completeSettings } from '../domain/reminders/settings';
import { db, tableName } from './client';
import { userPk } from './table';

/**
 * The reminder settings and the devices' push subscriptions (docs/data-model.md):
 *   pk USER#<sub> · sk SETTINGS          time zone and reminder preferences, with a version
 *   pk USER#<sub> · sk PUSHSUB#<id>      one browser's subscription (endpoint and keys)
 */
const SETTINGS_SK = 'SETTINGS';
const PUSH_PREFIX = 'PUSHSUB#';
/** Devices per person: more is a bug or abuse, and each one costs a push per reminder. */
export const MAX_SUBSCRIPTIONS = 10;

export interface StoredSubscription extends PushSubscriptionBody {
  id: string;
  createdAt: string;
}

export async function readSettings(userId: string): Promise<{ settings: Settings; version: number }> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: userPk(userId), sk: SETTINGS_SK },
      ConsistentRead: true,
    }),
  );
  return {
    settings: completeSettings(Item as Partial<Settings> | undefined),
    version: typeof Item?.version === 'number' ? Item.version : 0,
  };
}

/**
 * Replaces the settings if nobody changed them since `version` was read; false when somebody did (the caller
 * reads again and merges again: two devices changing two different fields both win).
 */
export async function writeSettings(
  userId: string,
  settings: Settings,
  version: number,
  now: Date,
): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: userPk(userId),
          sk: SETTINGS_SK,
          ...settings,
          version: version + 1,
          updatedAt: now.toISOString(),
        },
        ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
        ...(version === 0 ? {} : { ExpressionAttributeValues: { ':v': version } }),
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function listSubscriptions(userId: string): Promise<StoredSubscription[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PUSH_PREFIX },
      ConsistentRead: true,
      Limit: MAX_SUBSCRIPTIONS + 1,
    }),
  );
  return Items.map((i) => ({
    id: String(i.id),
    endpoint: String(i.endpoint),
    keys: i.keys as StoredSubscription['keys'],
    createdAt: String(i.createdAt),
  }));
}

/** Stores a device's subscription (a repeated PUT replaces it); 'full' when the person has too many devices. */
export async function putSubscription(
  userId: string,
  id: string,
  body: PushSubscriptionBody,
  now: Date,
): Promise<'created' | 'replaced' | 'full'> {
  const existing = await listSubscriptions(userId);
  const replacing = existing.some((s) => s.id === id);
  if (!replacing && existing.length >= MAX_SUBSCRIPTIONS) return 'full';
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        pk: userPk(userId),
        sk: `${PUSH_PREFIX}${id}`,
        id,
        endpoint: body.endpoint,
        keys: { p256dh: body.keys.p256dh, auth: body.keys.auth },
        createdAt: now.toISOString(),
      },
    }),
  );
  return replacing ? 'replaced' : 'created';
}

/** Forgets a subscription (the person turned push off on a device, or the push service said it is gone). */
export async function deleteSubscription(userId: string, id: string): Promise<boolean> {
  const { Attributes } = await db.send(
    new DeleteCommand({
      TableName: tableName(),
      Key: { pk: userPk(userId), sk: `${PUSH_PREFIX}${id}` },
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Attributes !== undefined;
}
