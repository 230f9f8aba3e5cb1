import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationKind, PushSubscriptionBody, Settings } from '../contracts/reminders';
import { createHash } from 'node:crypto';
import type { MedicationBody, Stored } from '../contracts/records';
import { DUE_INDEX } from '../contracts/table';
import { RECORD_SCOPES, listRecords, liveRecord, recordKey } from './records';
import { getManyKeys } from './batch';
import { initialState, type ReminderState } from '../domain/reminders/plan';
import { nextOccurrence, type Schedulable } from '../domain/reminders/time';
import { db, queryAll, tableName } from './client';
import { readSettings, SETTINGS_SK, settingsFrom, type Contact } from './settings';
import { userPk } from './table';

/**
 * The reminder settings and the devices' push subscriptions (docs/data-model.md):
 *   pk USER#<sub> · sk SETTINGS          time zone and reminder preferences, with a version
 *   pk USER#<sub> · sk PUSHSUB#<id>      one browser's subscription (endpoint and keys)
 */
const PUSH_PREFIX = 'PUSHSUB#';
/** Devices per person: more is a bug or abuse, and each one costs a push per reminder. */
export const MAX_SUBSCRIPTIONS = 10;

export interface StoredSubscription extends PushSubscriptionBody {
  id: string;
  createdAt: string;
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

/*
 * Reminder tracks: pk USER#<sub> · sk REMINDER#<MED|APPT>#<id>, one per medication or appointment, holding the
 * plan's state and the minute it is next due. While something is left to send it carries the due index's keys
 * (duePk "DUE#<minute>#<shard>", dueSk "<sub>#<sk>"); the dispatcher finds due reminders there and then reads
 * and advances each one on the table itself, conditioned on the minute it found (never on what the index shows).
 */
export type TrackKind = 'MED' | 'APPT';
const TRACK_PREFIX = 'REMINDER#';
export const trackSk = (kind: TrackKind, id: string) => `${TRACK_PREFIX}${kind}#${id}`;

export interface Track {
  userId: string;
  sk: string;
  kind: TrackKind;
  refId: string;
  state: ReminderState;
  /** Epoch ms of the minute it is next due, or undefined when nothing is left. */
  dueMinute: number | undefined;
}

const MINUTE = 60_000;
export const minuteOf = (ms: number) => Math.floor(ms / MINUTE) * MINUTE;

/** A stable shard per reminder: one minute's reminders spread over the due index's partitions. */
export function shardOf(userId: string, sk: string, shards: number): number {
  return createHash('sha256').update(`${userId}#${sk}`).digest().readUInt32BE(0) % shards;
}

export const duePk = (minuteMs: number, shard: number) =>
  `DUE#${new Date(minuteOf(minuteMs)).toISOString().slice(0, 16)}#${shard}`;

function dueAttributes(userId: string, sk: string, dueMinute: number | undefined, shards: number) {
  return dueMinute === undefined
    ? {}
    : { duePk: duePk(dueMinute, shardOf(userId, sk, shards)), dueSk: `${userId}#${sk}`, dueMinute };
}

/** Starts (or restarts, after the medication or appointment changed) a reminder track. */
export async function putTrack(
  userId: string,
  kind: TrackKind,
  refId: string,
  state: ReminderState,
  nextDueMs: number | undefined,
  shards: number,
): Promise<void> {
  const sk = trackSk(kind, refId);
  const dueMinute = nextDueMs === undefined ? undefined : minuteOf(nextDueMs);
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { pk: userPk(userId), sk, kind, refId, state, ...dueAttributes(userId, sk, dueMinute, shards) },
    }),
  );
}

export async function deleteTrack(userId: string, kind: TrackKind, refId: string): Promise<void> {
  await db.send(
    new DeleteCommand({ TableName: tableName(), Key: { pk: userPk(userId), sk: trackSk(kind, refId) } }),
  );
}

export async function readTrack(userId: string, sk: string): Promise<Track | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: { pk: userPk(userId), sk }, ConsistentRead: true }),
  );
  return trackFrom(userId, sk, Item);
}

function trackFrom(userId: string, sk: string, Item: Record<string, unknown> | undefined): Track | undefined {
  if (!Item) return undefined;
  return {
    userId,
    sk,
    kind: Item.kind as TrackKind,
    refId: String(Item.refId),
    state: Item.state as ReminderState,
    dueMinute: typeof Item.dueMinute === 'number' ? Item.dueMinute : undefined,
  };
}

/** What the dispatcher needs to send a reminder (the 08:00 peak's cost: read for many reminders at once). */
export interface ReminderContext<T> {
  userId: string;
  track: Track | undefined;
  settings: Settings;
  contact: Contact | undefined;
  /** The medication or appointment the track follows, when it is still there. */
  record: Stored<T> | undefined;
}

/** A reminder as the due index lists it. */
export interface DueReminder {
  userId: string;
  sk: string;
}

/**
 * Several reminders' tracks, their people's settings and the records they follow, strongly consistent, in as
 * few requests as the keys need (33 reminders a request; a person's settings read once): at the 08:00 peak
 * this is what keeps the dispatcher's requests per reminder near the two writes each one needs.
 */
export async function readReminders<T>(due: readonly DueReminder[]): Promise<ReminderContext<T>[]> {
  const items = await getManyKeys(
    due.flatMap(({ userId, sk }) => {
      const rest = sk.slice(TRACK_PREFIX.length);
      const kind = rest.slice(0, rest.indexOf('#'));
      const scope = kind === 'APPT' ? RECORD_SCOPES.appointments : RECORD_SCOPES.medications;
      return [
        { pk: userPk(userId), sk },
        { pk: userPk(userId), sk: SETTINGS_SK },
        recordKey(userId, scope, rest.slice(kind.length + 1)),
      ];
    }),
  );
  return due.map(({ userId, sk }, i) => {
    const [track, settingsItem, record] = items.slice(i * 3, i * 3 + 3);
    const { settings, contact } = settingsFrom(settingsItem);
    return { userId, track: trackFrom(userId, sk, track), settings, contact, record: liveRecord<T>(record) };
  });
}

/**
 * Moves a track on from the minute it was found at; false when another tick (or an edit) moved it first.
 * The next minute is after the one it was found at, and not before the tick's own minute (`tickMinute`): a
 * tick that catches up on missed minutes reads their index pages before it handles them, so a minute it
 * already read is never given a reminder that no later tick would look at.
 */
export function advanceTrack(
  track: Track,
  foundAt: number,
  state: ReminderState,
  nextDueMs: number | undefined,
  shards: number,
  tickMinute: number = foundAt,
): Promise<boolean> {
  const next =
    nextDueMs === undefined ? undefined : Math.max(minuteOf(nextDueMs), foundAt + MINUTE, tickMinute);
  return changeTrack(track, state, next, shards);
}

/**
 * Replaces a track's state and next due minute if it is still as `track` was read (its due minute, or none);
 * false when somebody moved it in between (read it again and decide again).
 */
export async function changeTrack(
  track: Track,
  state: ReminderState,
  nextDueMs: number | undefined,
  shards: number,
): Promise<boolean> {
  const dueMinute = nextDueMs === undefined ? undefined : minuteOf(nextDueMs);
  const due = dueAttributes(track.userId, track.sk, dueMinute, shards);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: userPk(track.userId), sk: track.sk },
        UpdateExpression:
          dueMinute === undefined
            ? 'SET #state = :state REMOVE duePk, dueSk, dueMinute'
            : 'SET #state = :state, duePk = :duePk, dueSk = :dueSk, dueMinute = :next',
        ConditionExpression:
          track.dueMinute === undefined
            ? 'attribute_exists(pk) AND attribute_not_exists(dueMinute)'
            : 'dueMinute = :found',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':state': state,
          ...(track.dueMinute === undefined ? {} : { ':found': track.dueMinute }),
          ...(dueMinute === undefined
            ? {}
            : { ':duePk': due.duePk, ':dueSk': due.dueSk, ':next': dueMinute }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The reminders the due index lists for one minute and shard (it may lag a moment behind the table). */
export async function dueAt(minuteMs: number, shard: number): Promise<{ userId: string; sk: string }[]> {
  const items = await queryAll({
    IndexName: DUE_INDEX.name,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': DUE_INDEX.partitionKey },
    ExpressionAttributeValues: { ':pk': duePk(minuteMs, shard) },
  });
  return items.map((item) => {
    const [userId = '', ...rest] = String(item[DUE_INDEX.sortKey]).split('#');
    return { userId, sk: rest.join('#') };
  });
}

/* Where each shard's dispatching got to: pk DISPATCH · sk SHARD#<n>, the last minute fully done. */
const checkpointKey = (shard: number) => ({ pk: 'DISPATCH', sk: `SHARD#${shard}` });

export async function readCheckpoint(shard: number): Promise<number | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: checkpointKey(shard), ConsistentRead: true }),
  );
  return typeof Item?.doneThrough === 'number' ? Item.doneThrough : undefined;
}

/** Moves the checkpoint forward only (two overlapping ticks never move it back). */
export async function writeCheckpoint(shard: number, minuteMs: number): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: checkpointKey(shard),
        UpdateExpression: 'SET doneThrough = :m',
        ConditionExpression: 'attribute_not_exists(doneThrough) OR doneThrough < :m',
        ExpressionAttributeValues: { ':m': minuteMs },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * Starts a medication's reminder track afresh (created or edited: its schedule may have changed) from `now`:
 * the next dose due after now; none for "al bisogno", archived or ended medications.
 */
export async function startMedicationTrack(
  userId: string,
  medication: Schedulable,
  timeZone: string,
  nowMs: number,
  shards: number,
): Promise<void> {
  const next = nextOccurrence(medication, timeZone, nowMs);
  await putTrack(userId, 'MED', medication.id, initialState(nowMs), next?.dueMs, shards);
}

/** An appointment's reminder, `remindMinutesBefore` its start; none when unset or already past. */
export async function startAppointmentTrack(
  userId: string,
  appointment: { id: string; startsAt: string; remindMinutesBefore?: number | null },
  nowMs: number,
  shards: number,
): Promise<void> {
  const startsMs = Date.parse(appointment.startsAt);
  const atMs = startsMs - (appointment.remindMinutesBefore ?? 0) * MINUTE;
  if (appointment.remindMinutesBefore == null || startsMs <= nowMs) {
    await deleteTrack(userId, 'APPT', appointment.id);
    return;
  }
  const send = {
    occurrenceId: appointment.id,
    dueMs: startsMs,
    day: '',
    time: '',
    attempt: 0,
    atMs: Math.max(atMs, nowMs),
  };
  await putTrack(
    userId,
    'APPT',
    appointment.id,
    { scheduledThroughMs: nowMs, pending: [send] },
    send.atMs,
    shards,
  );
}

/** The stage's number of due-index shards (REMINDER_SHARDS), the same for writers and the dispatcher. */
export function reminderShards(): number {
  const shards = Number(process.env.REMINDER_SHARDS ?? 8);
  return Number.isInteger(shards) && shards > 0 ? shards : 8;
}

/**
 * Reminders follow what the person just wrote: a medication or an appointment created or changed starts its
 * track afresh from now (its schedule or time may have changed); one deleted stops it.
 */
export async function followRecord(
  userId: string,
  kind: 'medications' | 'appointments',
  id: string,
  record: Record<string, unknown> | undefined,
  nowMs: number,
): Promise<void> {
  const trackKind: TrackKind = kind === 'medications' ? 'MED' : 'APPT';
  if (!record) return deleteTrack(userId, trackKind, id);
  if (kind === 'appointments') {
    return startAppointmentTrack(
      userId,
      { ...(record as { startsAt: string }), id },
      nowMs,
      reminderShards(),
    );
  }
  const { settings } = await readSettings(userId);
  await startMedicationTrack(
    userId,
    { ...(record as unknown as Schedulable), id },
    settings.timeZone,
    nowMs,
    reminderShards(),
  );
}

/** After a change of time zone every medication's reminders start again on the new wall clock. */
export async function restartMedicationTracks(
  userId: string,
  timeZone: string,
  nowMs: number,
): Promise<void> {
  let cursor: string | undefined;
  do {
    const result = await listRecords<MedicationBody>(userId, RECORD_SCOPES.medications, {
      limit: 200,
      ...(cursor ? { cursor } : {}),
    });
    if (result.kind !== 'page') return;
    for (const m of result.page.items) {
      await startMedicationTrack(userId, m, timeZone, nowMs, reminderShards());
    }
    cursor = result.page.nextCursor ?? undefined;
  } while (cursor);
}
