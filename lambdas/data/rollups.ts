import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { GSI1 } from '../contracts/table';
import {
  DELETED_KEPT_DAYS,
  entryOf,
  mergeEntries,
  monthOf,
  ROLLUP_FORMAT,
  ROLLUP_KINDS,
  type Entries,
  type Entry,
  type RollupKind,
} from '../domain/analytics/rollup';
import { logger } from '../lib/logger';
import { db, tableName } from './client';
import { userPk } from './table';

/**
 * The monthly roll-ups in the single table (docs/data-model.md):
 *   pk USER#<sub> · sk ROLLUP#<kind>#<YYYY-MM>   { entries, version, format }
 *   pk USER#<sub> · sk ROLLUP#STATE              { complete: true, format, builtAt }
 * Every write of a symptom, dose or wellness entry updates its month's roll-up (and the old month's, when its
 * time moved) with a version condition. The analysis trusts the roll-ups only once a rebuild from the raw items
 * has set the state item (`rollupsReady`); a roll-up that could not be updated takes the state away, so the
 * next analysis rebuilds.
 */
const PREFIX: Record<RollupKind, string> = { symptoms: 'SYMPTOM', doses: 'DOSE', wellness: 'WELLNESS' };
export const rollupKindOf = (prefix: string): RollupKind | undefined =>
  ROLLUP_KINDS.find((k) => PREFIX[k] === prefix);

const rollupKey = (userId: string, kind: RollupKind, month: string) => ({
  pk: userPk(userId),
  sk: `ROLLUP#${kind}#${month}`,
});
const stateKey = (userId: string) => ({ pk: userPk(userId), sk: 'ROLLUP#STATE' });
const ATTEMPTS = 10;

/** A rebuild's merge into one month's roll-up, again from a fresh read when a write got there first. */
async function updateMonth<K extends RollupKind>(
  userId: string,
  kind: K,
  month: string,
  change: (entries: Entries<K>) => Entries<K>,
): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName(), Key: rollupKey(userId, kind, month), ConsistentRead: true }),
    );
    const version = typeof Item?.version === 'number' ? Item.version : 0;
    const current = Item?.format === ROLLUP_FORMAT ? (Item.entries as Entries<K>) : {};
    try {
      await db.send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...rollupKey(userId, kind, month),
            entries: change(current),
            format: ROLLUP_FORMAT,
            version: version + 1,
          },
          ...(Item
            ? { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': version } }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        }),
      );
      return;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  throw new Error('roll-up contended');
}

/**
 * Puts one record's entry into a month's roll-up, atomically, unless the entry there is of a later version:
 * concurrent writes to one month never wait for each other (one update each, no read).
 */
async function putEntry<K extends RollupKind>(
  userId: string,
  kind: K,
  month: string,
  id: string,
  entry: Entry<K>,
): Promise<void> {
  const Key = rollupKey(userId, kind, month);
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key,
      UpdateExpression: 'SET entries = if_not_exists(entries, :empty), #format = :format',
      ExpressionAttributeNames: { '#format': 'format' },
      ExpressionAttributeValues: { ':empty': {}, ':format': ROLLUP_FORMAT },
    }),
  );
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key,
        UpdateExpression: 'SET entries.#id = :entry ADD version :one',
        ConditionExpression: 'attribute_not_exists(entries.#id) OR entries.#id.v < :v',
        ExpressionAttributeNames: { '#id': id },
        ExpressionAttributeValues: { ':entry': entry, ':one': 1, ':v': entry.v },
      }),
    );
  } catch (error) {
    // A later version is there already: it stays.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * A record was written (`record`) or deleted (`record` undefined) at `version`: its entry goes into the month
 * of its time, and out of the month it was in before (`previousTime`), if that differs. A failure is not the
 * write's: the roll-ups are marked for a rebuild instead.
 */
export async function noteRecord(
  userId: string,
  prefix: string,
  id: string,
  version: number,
  timeOf: () => string,
  record: Record<string, unknown> | undefined,
  previousTimeOf?: () => string,
): Promise<void> {
  const kind = rollupKindOf(prefix);
  if (!kind) return;
  try {
    const time = timeOf();
    const previousTime = previousTimeOf?.();
    const entry: Entry<typeof kind> = record
      ? { v: version, at: time, data: entryOf(kind, record) }
      : { v: version, at: time, deleted: true };
    await putEntry(userId, kind, monthOf(time), id, entry);
    if (previousTime && monthOf(previousTime) !== monthOf(time)) {
      // Moved to another month: gone from this one, just below the version that lives in the other, so that
      // the live entry wins when both months are read together, and nothing older can come back here.
      await putEntry(userId, kind, monthOf(previousTime), id, {
        v: version - 0.5,
        at: previousTime,
        deleted: true,
      });
    }
  } catch {
    // The record is written; its roll-up is not: the next analysis rebuilds them from the raw items.
    try {
      await db.send(new DeleteCommand({ TableName: tableName(), Key: stateKey(userId) }));
    } catch (error) {
      // Both failed: this write is missing from its roll-up until the rebuild job runs. Said in the logs.
      logger.error(
        'roll-up not updated and not marked stale',
        error instanceof Error ? error : new Error('unknown'),
      );
    }
  }
}

export async function rollupsReady(userId: string): Promise<boolean> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: stateKey(userId), ConsistentRead: true }),
  );
  return Item?.complete === true && Item.format === ROLLUP_FORMAT;
}

/**
 * Rebuilds a person's roll-ups from every raw item of the three kinds (tombstones included, as deleted
 * entries for their 30 days), merged into what is there by version, then marks them complete. Writes made
 * meanwhile update the roll-ups themselves, at higher versions: the merge keeps them.
 */
export async function rebuildRollups(userId: string, now: Date): Promise<void> {
  const keptSince = new Date(now.getTime() - DELETED_KEPT_DAYS * 86_400_000).toISOString();
  for (const kind of ROLLUP_KINDS) {
    const byMonth = new Map<string, Entries<typeof kind>>();
    let start: Record<string, unknown> | undefined;
    do {
      // Live records through the kind's index; tombstones have no index keys, so they are read by sort key.
      const page = await db.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': `${PREFIX[kind]}#` },
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      for (const item of page.Items ?? []) {
        const time = timeOf(item);
        if (!time) continue;
        const deleted = typeof item.deletedAt === 'string';
        if (deleted && String(item.deletedAt) < keptSince) continue;
        const entry: Entry<typeof kind> = deleted
          ? { v: Number(item.version), at: time, deleted: true }
          : { v: Number(item.version), at: time, data: entryOf(kind, item) };
        const month = monthOf(time);
        byMonth.set(month, { ...(byMonth.get(month) ?? {}), [String(item.id)]: entry });
      }
      start = page.LastEvaluatedKey;
    } while (start);
    for (const [month, entries] of byMonth) {
      await updateMonth(userId, kind, month, (current) => mergeEntries(current, entries));
    }
  }
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...stateKey(userId), complete: true, format: ROLLUP_FORMAT, builtAt: now.toISOString() },
    }),
  );
}

/** A stored item's time as its list sorts it (gsi1sk "<time>#<id>"; a tombstone keeps its content's). */
function timeOf(item: Record<string, unknown>): string | undefined {
  const listed = item[GSI1.sortKey];
  if (typeof listed === 'string') return listed.slice(0, listed.lastIndexOf('#'));
  const at = item.startedAt ?? item.takenAt ?? item.scheduledFor ?? item.date ?? item.createdAt;
  return typeof at === 'string' ? (at.length === 10 ? at : new Date(at).toISOString()) : undefined;
}

/** The roll-ups of the months asked for, of one kind, merged (months without one have no records). */
export async function readRollups<K extends RollupKind>(
  userId: string,
  kind: K,
  months: readonly string[],
): Promise<Entries<K>> {
  let merged: Entries<K> = {};
  for (let i = 0; i < months.length; i += 100) {
    let keys: Record<string, unknown>[] = months.slice(i, i + 100).map((m) => rollupKey(userId, kind, m));
    for (let round = 0; keys.length && round < 5; round++) {
      const result = await db.send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: true } } }),
      );
      for (const item of result.Responses?.[tableName()] ?? []) {
        if (item.format === ROLLUP_FORMAT) merged = mergeEntries(merged, item.entries as Entries<K>);
      }
      keys = (result.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
    if (keys.length) throw new Error('roll-ups not read');
  }
  return merged;
}
