import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { requireEnv } from '../lib/env';
import { traced } from '../lib/tracer';

/** One document client per function instance, created at module scope (reused across invocations). */
export const db = DynamoDBDocumentClient.from(traced(new DynamoDBClient({})), {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = () => requireEnv('TABLE_NAME');

/** Every item a query finds, page after page (the SDK's own paginator), on this function's table. */
export async function queryAll(
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateQuery({ client: db }, { TableName: tableName(), ...input }))
    items.push(...(page.Items ?? []));
  return items;
}
