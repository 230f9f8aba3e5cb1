import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page, RecordKind, Stored } from '../contracts/records';
import { HttpError, conflict, notFound } from '../lib/errors';
import { db, tableName } from './client';
import { userPk } from './table';

/**
 * The health records in the single table (docs/data-model.md):
 *   pk USER#<sub> · sk <PREFIX>#<id>            one record, read and written by id
 *   gsi1pk USER#<sub>#<PREFIX> · gsi1sk <time>#<id>   the same records by date, newest first
 * A deleted record leaves a tombstone (no gsi1 keys, `deletedAt`, TTL 30 days): DELETE stays idempotent,
 * an id that never existed (or another user's) stays 404, and "undo" is a PUT at the tombstone's version.
 */
export interface RecordScope {
  prefix: string;
  /** The record's time for date ranges (UTC ISO, or a YYYY-MM-DD day). */
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

/** The dose log: every dose of the caller, listed by when it was taken (or due). */
export const DOSE_SCOPE: RecordScope = {
  prefix: 'DOSE',
  timeOf: (b) => sortTime(String(b.takenAt ?? b.scheduledFor ?? new Date().toISOString())),
};

/** A dose written under its medication keeps the medication's id. */
export const doseScope = (medicationId: string): RecordScope => ({ ...DOSE_SCOPE, extra: { medicationId } });

const TOMBSTONE_DAYS = 30;
const META = new Set([
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'id',
  'version',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'expiresAt',
  'medicationId',
]);

type Item = Record<string, unknown> & { version: number; deletedAt?: string; createdAt: string };

const keyOf = (userId: string, scope: RecordScope, id: string) => ({
  pk: userPk(userId),
  sk: `${scope.prefix}#${id}`,
});

/** A moment in UTC for sorting ("2026-11-22T07:30:00.000Z"); days stay as they are. */
export function sortTime(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : new Date(value).toISOString();
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([k, v]) => v !== undefined && !META.has(k))
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The same content as stored (meta fields aside): a retried PUT, not a change. */
const sameContent = (item: Item, body: Record<string, unknown>) => canonical(item) === canonical(body);

export function present<T>(item: Record<string, unknown>): Stored<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) {
    if (!['pk', 'sk', 'gsi1pk', 'gsi1sk', 'deletedAt', 'expiresAt'].includes(k)) out[k] = v;
  }
  return out as Stored<T>;
}

async function read(userId: string, scope: RecordScope, id: string): Promise<Item | undefined> {
  const result = await db.send(
    new GetCommand({ TableName: tableName(), Key: keyOf(userId, scope, id), ConsistentRead: true }),
  );
  return result.Item as Item | undefined;
}

export async function getRecord<T>(
  userId: string,
  scope: RecordScope,
  id: string,
): Promise<Stored<T> | undefined> {
  const item = await read(userId, scope, id);
  return item && !item.deletedAt ? present<T>(item) : undefined;
}

export type PutOutcome<T> = { status: 'created' | 'updated' | 'unchanged'; record: Stored<T> };

/**
 * Create (version 0) or replace (the version last seen) a record. A stale version is a 409; the same content
 * sent again is answered as it is stored, so a retried PUT never changes or duplicates anything.
 */
export async function putRecord<T>(
  userId: string,
  scope: RecordScope,
  id: string,
  body: { version: number } & Record<string, unknown>,
  now: Date,
): Promise<PutOutcome<T>> {
  const { version, ...content } = body;
  const current = await read(userId, scope, id);
  if (current && !current.deletedAt && sameContent(current, content)) {
    return { status: 'unchanged', record: present<T>(current) };
  }
  // Changing (version ≥ 1) a record the caller does not have: not found, whoever else may have that id.
  if (!current && version !== 0) throw notFound();
  // A deleted id can be used again from version 0 (a dose marked again after "annulla") or, as undo, from the
  // tombstone's version; a live record only from the version the caller saw.
  const recreate = current?.deletedAt !== undefined && version === 0;
  if ((current?.version ?? 0) !== version && !recreate) throw conflict();

  const at = now.toISOString();
  const item = {
    ...content,
    ...scope.extra,
    ...keyOf(userId, scope, id),
    gsi1pk: `${userPk(userId)}#${scope.prefix}`,
    gsi1sk: `${scope.timeOf(content)}#${id}`,
    id,
    version: (current?.version ?? 0) + 1,
    createdAt: current && !current.deletedAt ? current.createdAt : at,
    updatedAt: at,
  };
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ...(current
          ? { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': current.version } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // Someone wrote first: the same content is a replay, anything else a conflict.
    const winner = await read(userId, scope, id);
    if (winner && !winner.deletedAt && sameContent(winner, content))
      return { status: 'unchanged', record: present<T>(winner) };
    throw conflict();
  }
  return { status: current && !current.deletedAt ? 'updated' : 'created', record: present<T>(item) };
}

/** Deletes by leaving a tombstone. 'missing' when the caller never had this record. */
export async function deleteRecord(
  userId: string,
  scope: RecordScope,
  id: string,
  now: Date,
): Promise<'deleted' | 'missing'> {
  const current = await read(userId, scope, id);
  if (!current) return 'missing';
  if (current.deletedAt) return 'deleted';
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keyOf(userId, scope, id),
          id,
          version: current.version + 1,
          createdAt: current.createdAt,
          updatedAt: now.toISOString(),
          deletedAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + TOMBSTONE_DAYS * 86_400,
        },
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: { ':v': current.version },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // Changed meanwhile: delete what is there now (a delete wins over an edit it never saw).
    return deleteRecord(userId, scope, id, now);
  }
  return 'deleted';
}

interface Cursor {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
}

const encodeCursor = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');

function decodeCursor(cursor: string, partition: string): Cursor {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Cursor;
    const fields = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;
    const valid =
      Object.keys(key).length === fields.length &&
      fields.every((f) => typeof key[f] === 'string') &&
      key.gsi1pk === partition &&
      key.pk === partition.split('#').slice(0, 2).join('#');
    if (valid) return key;
  } catch {
    // fall through
  }
  throw new HttpError(400, 'validation_failed', [{ path: 'cursor', issue: 'cursor' }]);
}

/** Records in a date range, newest first, a page at a time. */
export async function listRecords<T>(
  userId: string,
  scope: RecordScope,
  options: { from?: string; to?: string; limit: number; cursor?: string; filter?: { medicationId: string } },
): Promise<Page<T>> {
  const partition = `${userPk(userId)}#${scope.prefix}`;
  const from = options.from ? sortTime(options.from) : '0000';
  // "to" is inclusive: everything that starts with it, up to the last id.
  const to = `${options.to ? sortTime(options.to) : '9999'}\uffff`;
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p AND gsi1sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':p': partition,
        ':from': from,
        ':to': to,
        ...(options.filter ? { ':m': options.filter.medicationId } : {}),
      },
      ...(options.filter ? { FilterExpression: 'medicationId = :m' } : {}),
      ScanIndexForward: false,
      Limit: options.limit,
      ...(options.cursor ? { ExclusiveStartKey: decodeCursor(options.cursor, partition) } : {}),
    }),
  );
  return {
    items: (result.Items ?? []).map((item) => present<T>(item)),
    nextCursor: result.LastEvaluatedKey ? encodeCursor(result.LastEvaluatedKey) : null,
  };
}
