import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { db } from '../../lambdas/data/client';

/**
 * Tests of lambdas/data against the twin's DynamoDB, in the test worker itself (so mutation testing sees which
 * test reaches which line: see docs/testing.md). The data layer's client is the module-scope one the Lambdas
 * use, configured from the environment the twin's global setup set (AWS_ENDPOINT_URL_DYNAMODB, TABLE_NAME,
 * AWS_REGION), which the test workers inherit; `expectTwinEnvironment` checks that it points at this run's twin.
 * `raw` is a separate client that reads and writes items as they are stored, behind the data layer's back.
 */
export const TABLE = 'salute-local';

export function expectTwinEnvironment() {
  const twin = inject('twin');
  expect(process.env.AWS_ENDPOINT_URL_DYNAMODB).toBe(twin.dynamoUrl);
  expect(process.env.AWS_REGION).toBe(twin.region);
  expect(process.env.TABLE_NAME).toBe(TABLE);
}

let rawClient: DynamoDBDocumentClient | undefined;
export function raw(): DynamoDBDocumentClient {
  const twin = inject('twin');
  rawClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: twin.dynamoUrl,
      region: twin.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  return rawClient;
}

/** A user of one's own (a fresh Cognito-like `sub`): tests never share a partition. */
export const newUser = () => randomUUID();

export async function storedItem(pk: string, sk: string) {
  return (await raw().send(new GetCommand({ TableName: TABLE, Key: { pk, sk }, ConsistentRead: true }))).Item;
}

/** Every item of a partition whose sort key starts with `prefix`, as stored. */
export async function storedItems(pk: string, prefix: string) {
  const result = await raw().send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': pk, ':s': prefix },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

type Input = Record<string, any>;
type Output = Record<string, any>;
/**
 * Steps into the data layer's own client: `around` sees every command of that name the data layer sends, and
 * decides what reaches DynamoDB and what comes back (another writer getting in first, DynamoDB leaving a batch
 * unprocessed or cutting a query page short). Returns a function that removes it.
 */
export function intercept(
  commandName: string,
  around: (input: Input, send: (input: Input) => Promise<Output>) => Promise<Output>,
): () => void {
  const name = `test-intercept-${randomUUID()}`;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== commandName) return next(args);
      let response: unknown = {};
      const send = async (input: Input) => {
        const result = await next({ ...args, input });
        response = result.response;
        return result.output as Output;
      };
      const output = await around(args.input as Input, send);
      return { output, response } as never;
    },
    { step: 'initialize', name },
  );
  return () => db.middlewareStack.remove(name);
}
