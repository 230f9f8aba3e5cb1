import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationKind, PushSubscriptionBody, Settings } from '../contracts/reminders';
import { completeSettings } from '../domain/reminders/settings';
import type { Language } from '../i18n';
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

/** Where and how reminders by e-mail reach the person: copied from the account when the settings change. */
export interface Contact {
  email: string;
  emailVerified: boolean;
  language: Language;
}

export async function readSettings(
  userId: string,
): Promise<{ settings: Settings; version: number; contact: Contact | undefined }> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: userPk(userId), sk: SETTINGS_SK },
      ConsistentRead: true,
    }),
  );
  const contact = Item?.contact as Contact | undefined;
  return {
    settings: completeSettings(Item as Partial<Settings> | undefined),
    version: typeof Item?.version === 'number' ? Item.version : 0,
    contact: contact && typeof contact.email === 'string' ? contact : undefined,
  };
}

/**
 * Replaces the settings if nobody changed them since `version` was read; false when somebody did (the caller
 * reads again and merges again: two devices changing two different fields both win).
 */
export async function writeSettings(
  userId: string,
  settings: Settings,
  contact: Contact | undefined,
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
          timeZone: settings.timeZone,
          reminders: settings.reminders,
          ...(contact ? { contact } : {}),
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

/*
 * In-app notifications: pk USER#<sub> · sk NOTIF#<id>, id = "<send time, 15-digit ms>-<what>" so the newest sort
 * last and the same send always has the same id (writing it is the in-app channel's claim: once only).
 * Kept 90 days (expiresAt, filtered on every read: DynamoDB's TTL deletes late).
 */
const NOTIF_PREFIX = 'NOTIF#';
const NOTIFICATION_DAYS = 90;
export const NOTIFICATION_ID = /^\d{15}-[a-z0-9-]{1,100}$/;
/** The unread count looks at the newest this many; more shows as "99+" in the panel. */
export const UNREAD_SCAN = 100;

export const notificationId = (sendAtMs: number, what: string) =>
  `${String(sendAtMs).padStart(15, '0')}-${what.toLowerCase()}`;

export interface StoredNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  readAt: string | null;
}

const live = (nowSeconds: number) => ({
  FilterExpression: 'attribute_not_exists(expiresAt) OR expiresAt > :now',
  values: { ':now': nowSeconds },
});

/** Writes an in-app notification once; false when it was already there (another tick got there first). */
export async function putNotificationOnce(
  userId: string,
  n: Omit<StoredNotification, 'readAt'>,
  now: Date,
): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: userPk(userId),
          sk: `${NOTIF_PREFIX}${n.id}`,
          ...n,
          expiresAt: Math.floor(now.getTime() / 1000) + NOTIFICATION_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

const asNotification = (i: Record<string, unknown>): StoredNotification => ({
  id: String(i.id),
  kind: i.kind as NotificationKind,
  title: String(i.title),
  body: String(i.body),
  link: String(i.link),
  createdAt: String(i.createdAt),
  readAt: typeof i.readAt === 'string' ? i.readAt : null,
});

/** The newest notifications first, a page at a time; `after` is the last id of the previous page. */
export async function listNotifications(userId: string, now: Date, limit: number, after?: string) {
  const { FilterExpression, values } = live(Math.floor(now.getTime() / 1000));
  const items: StoredNotification[] = [];
  let start: Record<string, unknown> | undefined = after
    ? { pk: userPk(userId), sk: `${NOTIF_PREFIX}${after}` }
    : undefined;
  // The filter drops expired items after the limit: read on until the page is full or the partition ends.
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression,
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': NOTIF_PREFIX, ...values },
        ScanIndexForward: false,
        Limit: limit - items.length,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(page.Items ?? []).map(asNotification));
    start = page.LastEvaluatedKey;
  } while (start && items.length < limit);
  return { items, next: start && items.length ? items[items.length - 1]!.id : undefined };
}

/** How many of the newest notifications are unread (at most UNREAD_SCAN). */
export async function unreadCount(userId: string, now: Date): Promise<number> {
  const { items } = await listNotifications(userId, now, UNREAD_SCAN);
  return items.filter((n) => n.readAt === null).length;
}

/** Marks one notification read (the first time only); undefined when it does not exist (or is not the caller's). */
export async function markNotificationRead(
  userId: string,
  id: string,
  now: Date,
): Promise<StoredNotification | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: userPk(userId), sk: `${NOTIF_PREFIX}${id}` },
        UpdateExpression: 'SET readAt = if_not_exists(readAt, :now)',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(expiresAt) OR expiresAt > :secs)',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':secs': Math.floor(now.getTime() / 1000) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? asNotification(Attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/*
 * Delivery claims: pk USER#<sub> · sk SENT#<send key>#<channel>. Written before a send with
 * attribute_not_exists, so two ticks (or a retried one) never send the same reminder twice on one channel;
 * removed again when the send failed, so the next tick retries that channel only. Kept 30 days.
 */
const CLAIM_DAYS = 30;
const claimKey = (userId: string, key: string, channel: string) => ({
  pk: userPk(userId),
  sk: `SENT#${key}#${channel}`,
});

export async function claimSend(userId: string, key: string, channel: string, now: Date): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...claimKey(userId, key, channel),
          claimedAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + CLAIM_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function releaseSend(userId: string, key: string, channel: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: claimKey(userId, key, channel) }));
}
