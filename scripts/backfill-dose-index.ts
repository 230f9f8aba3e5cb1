/**
 * Fills in the medication-dose index keys (gsi2) of doses stored before the index existed. Run once per stage
 * after the deploy that adds the index (docs/operations.md §3):
 *   npx tsx scripts/backfill-dose-index.ts <table name>
 * Idempotent: a dose already carrying the keys is skipped, and each update is conditioned on the dose still
 * being where it was read (a concurrent edit writes the keys itself). Prints how many doses it updated.
 */
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { medicationDoseKeys } from '../lambdas/contracts/table';

export async function backfillDoseIndex(db: DynamoDBDocumentClient, table: string): Promise<number> {
  let updated = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: table,
        FilterExpression:
          'begins_with(sk, :dose) AND attribute_exists(gsi1pk) AND attribute_not_exists(gsi2pk)',
        ExpressionAttributeValues: { ':dose': 'DOSE#' },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      const keys = medicationDoseKeys(item);
      if (!keys) continue;
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: 'SET gsi2pk = :p, gsi2sk = :s',
            ConditionExpression: 'gsi1sk = :s AND attribute_not_exists(gsi2pk)',
            ExpressionAttributeValues: { ':p': keys.gsi2pk, ':s': keys.gsi2sk },
          }),
        );
        updated += 1;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return updated;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = process.argv[2];
  if (!table) {
    console.error('usage: npx tsx scripts/backfill-dose-index.ts <table name>');
    process.exit(2);
  }
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  console.log(`${await backfillDoseIndex(db, table)} doses given their medication's index keys`);
}
