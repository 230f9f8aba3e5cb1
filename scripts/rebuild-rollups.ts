/**
 * Rebuilds every person's monthly roll-ups from their raw items (docs/operations.md): after a restore, or when
 * roll-up updates failed for many people at once. The analysis rebuilds one person's by itself when they are
 * missing or marked stale; this does everyone's ahead of time.
 *   TABLE_NAME=<table name> npx tsx scripts/rebuild-rollups.ts [--all]
 * Idempotent: entries are merged by version, so writes made meanwhile are kept. Without --all, only the people whose roll-ups are missing or stale. Prints how many.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lambdas/data/client';
import { rebuildRollups, rollupsReady } from '../lambdas/data/rollups';

/** Everyone's whose roll-ups are missing or stale, or everyone's with `all`. */
export async function rebuildAllRollups(now: Date, all = false): Promise<number> {
  const people = new Set<string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName(),
        ProjectionExpression: 'pk',
        FilterExpression: 'begins_with(sk, :s) OR begins_with(sk, :d) OR begins_with(sk, :w)',
        ExpressionAttributeValues: { ':s': 'SYMPTOM#', ':d': 'DOSE#', ':w': 'WELLNESS#' },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      const pk = String(item.pk);
      if (pk.startsWith('USER#')) people.add(pk.slice('USER#'.length));
    }
    start = page.LastEvaluatedKey;
  } while (start);
  let rebuilt = 0;
  for (const userId of people) {
    if (!all && (await rollupsReady(userId))) continue;
    await rebuildRollups(userId, now);
    rebuilt += 1;
  }
  return rebuilt;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `roll-ups rebuilt for ${await rebuildAllRollups(new Date(), process.argv.includes('--all'))} people`,
  );
}
