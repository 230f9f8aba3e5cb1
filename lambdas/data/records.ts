import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page, RecordKind, Stored } from '../contracts/records';
import { GSI1, GSI2, medicationDoseKeys, TABLE_KEYS } from '../contracts/table';
import {
  decideDelete,
  decideImport,
  decideWrite,
  isLive,
  isReplay,
  type StoredState,
} from '../domain/records';
import { getManyKeys } from './batch';
import { db, tableName } from './client';
import { cursorKey, openCursor, sealCursor } from './cursor';
import { noteRecord } from './rollups';
import { userPk } from './table';

/**
 * The health records in the single table (docs/data-model.md):
 *   pk USER#<sub> · sk <PREFIX>#<id>            one record, read and written by id
 *   gsi1pk USER#<sub>#<PREFIX> · gsi1sk <time>#<id>   the same records by date, newest first
 *   gsi2pk USER#<sub>#DOSE#<medication id> · gsi2sk <time>#<id>   one medication's doses (doses only)
 * A deleted record leaves a tombstone (no index keys, `deletedAt`, TTL 30 days): DELETE stays idempotent,
 * an id that never existed (or another user's) stays 404, and "undo" is a PUT at the tombstone's version.
 */
export interface RecordScope {
  prefix: string;
  /** The record's time for date ranges (UTC ISO, or a YYYY-MM-DD day); `createdAt` is the first write's. */
  timeOf(body: Record<string, unknown>): string;
  /** Extra attributes kept with the item (a dose's medication id). */
  extra?: Record<string, string>;
}

/** Where each kind lives and the time it is listed by (a UTC moment, or a day). */
export const RECORD_SCOPES: Record<RecordKind, RecordScope> = {
  symptoms: { prefix: 'SYMPTOM', timeOf: (b) => sortTime(String(b.startedAt)) },
  medications: { prefix: 'MEDICATION', timeOf: (b) => String(b.startDate) },
  wellness: { prefix: 'WELLNESS', timeOf: (b) => String(b.date) },
  appointments: { prefix: 'APPOINTMENT', timeOf: (b) => sortTime(String(b.startsAt)) },
};

/**
 * The dose log: every dose of the caller, listed by when it was taken (or due); one with neither (a skipped
 * "al bisogno" dose) by when it was first recorded, which later edits do not move.
 */
export const DOSE_SCOPE: RecordScope = {
  prefix: 'DOSE',
  timeOf: (b) => sortTime(String(b.takenAt ?? b.scheduledFor ?? b.createdAt)),
};

/** A dose written under its medication keeps the medication's id; listed with it, the medication's doses only. */
export const doseScope = (medicationId: string): RecordScope => ({ ...DOSE_SCOPE, extra: { medicationId } });

const TOMBSTONE_DAYS = 30;
/** The table's key attributes: where an item is kept, not what it says. */
const KEYS: string[] = [
  TABLE_KEYS.partitionKey,
  TABLE_KEYS.sortKey,
  GSI1.partitionKey,
  GSI1.sortKey,
  GSI2.partitionKey,
  GSI2.sortKey,
];

type Item = StoredState & { createdAt: string };

/** A record as the table keeps it: its content, its keys in the table and in its lists, its meta fields. */
function storedItem(
  userId: string,
  scope: RecordScope,
  id: string,
  content: Record<string, unknown>,
  version: number,
  createdAt: string,
  updatedAt: string,
) {
  const listed = {
    ...content,
    ...scope.extra,
    ...keyOf(userId, scope, id),
    gsi1pk: `${userPk(userId)}#${scope.prefix}`,
    gsi1sk: `${scope.timeOf({ ...content, createdAt })}#${id}`,
  };
  return { ...listed, ...medicationDoseKeys(listed), id, version, createdAt, updatedAt };
}

/** Writes over exactly what was read: the version seen, or nothing at all. */
function putOver(item: Record<string, unknown>, current: Item | undefined) {
  return db.send(
    new PutCommand({
      TableName: tableName(),
      Item: item,
      ...(current
        ? { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': current.version } }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    }),
  );
}

/** A written record into its month's roll-up (and out of the month it left). */
function noteWritten(
  userId: string,
  scope: RecordScope,
  id: string,
  version: number,
  content: Record<string, unknown>,
  createdAt: string,
  current: Item | undefined,
) {
  return noteRecord(
    userId,
    scope.prefix,
    id,
    version,
    () => scope.timeOf({ ...content, createdAt }),
    { ...content, ...scope.extra },
    isLive(current) ? () => scope.timeOf(current) : undefined,
  );
}

const keyOf = (userId: string, scope: RecordScope, id: string) => ({
  pk: userPk(userId),
  sk: `${scope.prefix}#${id}`,
});

/** A moment in UTC for sorting ("2026-11-22T07:30:00.000Z"); days stay as they are. */
export function sortTime(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : new Date(value).toISOString();
}

export function present<T>(item: Record<string, unknown>): Stored<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) {
    if (![...KEYS, 'deletedAt', 'expiresAt'].includes(k)) out[k] = v;
  }
  return out as Stored<T>;
}

async function read(userId: string, scope: RecordScope, id: string): Promise<Item | undefined> {
  const result = await db.send(
    new GetCommand({ TableName: tableName(), Key: keyOf(userId, scope, id), ConsistentRead: true }),
  );
  return withoutKeys(result.Item);
}

/** The domain judges the record, not where it is kept. */
function withoutKeys(item: Record<string, unknown> | undefined): Item | undefined {
  return item && (Object.fromEntries(Object.entries(item).filter(([k]) => !KEYS.includes(k))) as Item);
}

/** Where a record is kept, for a caller that reads it with other items in one request. */
export const recordKey = keyOf;

/** A record as read by such a caller: the live record, or undefined (none, or a tombstone). */
export function liveRecord<T>(item: Record<string, unknown> | undefined): Stored<T> | undefined {
  const record = withoutKeys(item);
  return isLive(record) ? present<T>(record) : undefined;
}

export async function getRecord<T>(
  userId: string,
  scope: RecordScope,
  id: string,
): Promise<Stored<T> | undefined> {
  const item = await read(userId, scope, id);
  return isLive(item) ? present<T>(item) : undefined;
}

/** Several records of one scope by id, 100 a request, in the order asked (undefined where none is live). */
export async function getRecords<T>(
  userId: string,
  scope: RecordScope,
  ids: readonly string[],
): Promise<(Stored<T> | undefined)[]> {
  return getRecordsAt<T>(ids.map((id) => ({ userId, scope, id })));
}

/** Records of several people or scopes, as few requests as their keys need (100 a request, side by side). */
export async function getRecordsAt<T>(
  wanted: readonly { userId: string; scope: RecordScope; id: string }[],
): Promise<(Stored<T> | undefined)[]> {
  const items = await getManyKeys(wanted.map(({ userId, scope, id }) => keyOf(userId, scope, id)));
  return items.map((item) => liveRecord<T>(item));
}

export type PutResult<T> =
  | { kind: 'created' | 'updated' | 'unchanged'; record: Stored<T> }
  /** A change of a record the caller does not have. */
  | { kind: 'missing' }
  /** The caller's version is not the stored one; `current` is the live record, if there is one. */
  | { kind: 'stale'; current?: Stored<T> };

const staleOver = <T>(item: Item | undefined): PutResult<T> =>
  isLive(item) ? { kind: 'stale', current: present<T>(item) } : { kind: 'stale' };

/**
 * Create (version 0) or replace (the version last seen) a record, as lambdas/domain/records.ts decides; the
 * same content sent again is answered as it is stored, so a retried PUT never changes or duplicates anything.
 */
export async function putRecord<T>(
  userId: string,
  scope: RecordScope,
  id: string,
  body: { version: number } & Record<string, unknown>,
  now: Date,
): Promise<PutResult<T>> {
  const { version, ...content } = body;
  const current = await read(userId, scope, id);
  const decision = decideWrite(current, version, content);
  if (decision.kind === 'unchanged') return { kind: 'unchanged', record: present<T>(current as Item) };
  if (decision.kind === 'missing') return { kind: 'missing' };
  if (decision.kind === 'stale') return staleOver<T>(current);

  const at = now.toISOString();
  const createdAt = isLive(current) ? current.createdAt : at;
  const item = storedItem(userId, scope, id, content, decision.version, createdAt, at);
  try {
    await putOver(item, current);
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // Someone wrote first: the same content is a replay, anything else a conflict.
    const winner = await read(userId, scope, id);
    if (isReplay(winner, content)) return { kind: 'unchanged', record: present<T>(winner) };
    return staleOver<T>(winner);
  }
  await noteWritten(userId, scope, id, decision.version, content, createdAt, current);
  return { kind: decision.created ? 'created' : 'updated', record: present<T>(item) };
}

export type ImportOutcome = 'created' | 'updated' | 'unchanged' | 'kept';

/**
 * A record from an export, written as the file has it (its id, version and times) into the caller's partition,
 * with a condition on what was read: a write that raced with another one reads again and decides again, so a
 * newer version is never overwritten and a deleted record never comes back (lambdas/domain/records.ts).
 */
export async function importRecord(
  userId: string,
  scope: RecordScope,
  record: { id: string; version: number; createdAt: string; updatedAt: string } & Record<string, unknown>,
): Promise<ImportOutcome> {
  const { id, version, createdAt, updatedAt, ...content } = record;
  for (let attempt = 0; ; attempt++) {
    const current = await read(userId, scope, id);
    const decision = decideImport(current, version, content);
    if (decision.kind !== 'write') return decision.kind;
    try {
      await putOver(storedItem(userId, scope, id, content, version, createdAt, updatedAt), current);
    } catch (error) {
      // Written meanwhile: decide again on what is there now (twice at most, then it is the other's).
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      if (attempt === 2) return 'kept';
      continue;
    }
    await noteWritten(userId, scope, id, version, content, createdAt, current);
    return decision.created ? 'created' : 'updated';
  }
}

/** Deletes by leaving a tombstone. 'missing' when the caller never had this record. */
export async function deleteRecord(
  userId: string,
  scope: RecordScope,
  id: string,
  now: Date,
  seenVersion?: number,
): Promise<'deleted' | 'missing' | 'stale'> {
  const current = await read(userId, scope, id);
  const decision = decideDelete(current, seenVersion);
  if (decision === 'missing' || decision === 'stale') return decision;
  if (decision === 'already-deleted') return 'deleted';
  const { version, createdAt, ...content } = current as Item;
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          // The tombstone keeps the last content for its 30 days: "undo" can put it back as it was.
          ...content,
          ...keyOf(userId, scope, id),
          id,
          version: version + 1,
          createdAt,
          updatedAt: now.toISOString(),
          deletedAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + TOMBSTONE_DAYS * 86_400,
        },
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: { ':v': version },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // Changed meanwhile: without a version seen, delete what is there now; with one, it is stale (unless
    // another delete got there first).
    return deleteRecord(userId, scope, id, now, seenVersion);
  }
  await noteRecord(
    userId,
    scope.prefix,
    id,
    version + 1,
    () => scope.timeOf({ ...content, createdAt }),
    undefined,
  );
  return 'deleted';
}

/** What a cursor holds: the last item's position in its list (the rest of the key is the caller's own). */
const CURSOR_FIELDS = ['sk', 'at'] as const;

export type ListResult<T> =
  | { kind: 'page'; page: Page<T> }
  /** The cursor is not one this list handed out (another list's, another user's, or garbled). */
  | { kind: 'invalid-cursor' };

/**
 * Records in a date range, newest first, a page at a time: a kind's records through gsi1, one medication's
 * doses (a scope with its medication) through gsi2, each one Query per page.
 */
export async function listRecords<T>(
  userId: string,
  scope: RecordScope,
  options: { from?: string; to?: string; limit: number; cursor?: string },
): Promise<ListResult<T>> {
  const medicationId = scope.extra?.medicationId;
  const index = medicationId ? GSI2 : GSI1;
  const partition = `${userPk(userId)}#${scope.prefix}${medicationId ? `#${medicationId}` : ''}`;
  // Stryker disable next-line StringLiteral: "" lists the same on the twin (dynalite); AWS refuses an empty key value
  const from = options.from ? sortTime(options.from) : '0000';
  // "to" is inclusive: everything that starts with it, up to the last id.
  // Stryker disable next-line StringLiteral: equivalent, "\uffff" alone also sorts after every time
  const to = `${options.to ? sortTime(options.to) : '9999'}\uffff`;
  // A cursor opens only for the query it was made for: this list, this range.
  const binding = JSON.stringify([index.name, partition, from, to]);
  const position = options.cursor
    ? openCursor(await cursorKey(), binding, options.cursor, CURSOR_FIELDS)
    : undefined;
  if (options.cursor && !position) return { kind: 'invalid-cursor' };
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index.name,
      KeyConditionExpression: `${index.partitionKey} = :p AND ${index.sortKey} BETWEEN :from AND :to`,
      ExpressionAttributeValues: { ':p': partition, ':from': from, ':to': to },
      ScanIndexForward: false,
      Limit: options.limit,
      ...(position
        ? {
            ExclusiveStartKey: {
              pk: userPk(userId),
              sk: position.sk,
              [index.partitionKey]: partition,
              [index.sortKey]: position.at,
            },
          }
        : {}),
    }),
  );
  const next = result.LastEvaluatedKey;
  const nextCursor = next
    ? sealCursor(await cursorKey(), binding, {
        sk: String(next.sk),
        at: String(next[index.sortKey]),
      })
    : null;
  // Stryker disable next-line ArrayDeclaration: equivalent, a Query always answers with Items (maybe empty)
  const items = result.Items ?? [];
  return { kind: 'page', page: { items: items.map((item) => present<T>(item)), nextCursor } };
}

/**
 * Every record of a kind in a date range (the analytics read a whole window): gsi1 page after page, in time
 * order, oldest first, or the first `limit` of them (the next appointment).
 */
export async function readRange<T>(
  userId: string,
  scope: RecordScope,
  range: { from?: string; to?: string; limit?: number },
): Promise<Stored<T>[]> {
  const partition = `${userPk(userId)}#${scope.prefix}`;
  const values = {
    ':p': partition,
    ':from': range.from ? sortTime(range.from) : '0000',
    ':to': `${range.to ? sortTime(range.to) : '9999'}\uffff`,
  };
  const out: Stored<T>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const result = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1.name,
        KeyConditionExpression: `${GSI1.partitionKey} = :p AND ${GSI1.sortKey} BETWEEN :from AND :to`,
        ExpressionAttributeValues: values,
        ScanIndexForward: true,
        ...(range.limit ? { Limit: range.limit - out.length } : {}),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of result.Items ?? []) out.push(present<T>(item));
    start = result.LastEvaluatedKey;
  } while (start && (!range.limit || out.length < range.limit));
  return out;
}

/*
 * One wellness entry per day: pk USER#<sub> · sk WELLNESSDAY#<date> names the entry that holds the day
 * (`recordId`). A write claims its day first; a day held by another live entry is refused.
 */
const dayKey = (userId: string, date: string) => ({ pk: userPk(userId), sk: `WELLNESSDAY#${date}` });

/** How many times a claim looks again when other writes keep taking the day first. */
const CLAIM_ATTEMPTS = 3;

/**
 * Claims a day for a wellness entry: undefined when it is ours; otherwise who holds it (the live entry's id, or
 * `CONTENDED` when other writes kept claiming it while this one tried).
 */
export async function claimWellnessDay(
  userId: string,
  date: string,
  id: string,
): Promise<string | undefined> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName(), Key: dayKey(userId, date), ConsistentRead: true }),
    );
    const holder = typeof Item?.recordId === 'string' ? Item.recordId : undefined;
    if (holder === id) return undefined;
    // A day held by an entry since deleted (or moved to another day) is free again.
    const held = holder
      ? await getRecord<{ date: string }>(userId, RECORD_SCOPES.wellness, holder)
      : undefined;
    if (held && held.date === date) return holder;
    try {
      await db.send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...dayKey(userId, date), recordId: id },
          ConditionExpression: holder ? 'recordId = :holder' : 'attribute_not_exists(pk)',
          ...(holder ? { ExpressionAttributeValues: { ':holder': holder } } : {}),
        }),
      );
      return undefined;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      // Another write claimed it in between: look again.
    }
  }
  return CONTENDED;
}

/** The day could not be claimed: other writes for it kept winning. */
export const CONTENDED = 'contended';

/** Lets a day go (the entry moved to another day, or was deleted), if it is still this entry's. */
export async function releaseWellnessDay(userId: string, date: string, id: string): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: dayKey(userId, date),
        ConditionExpression: 'recordId = :id',
        ExpressionAttributeValues: { ':id': id },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
