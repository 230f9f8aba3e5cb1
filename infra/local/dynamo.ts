import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  ScanCommand,
  waitUntilTableExists,
  waitUntilTableNotExists,
  type AttributeValue,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import { medicationDoseKeys, TABLE_KEYS } from '../../lambdas/contracts/table';
import { PortInUseError } from './net';

export interface LocalDynamo {
  url: string;
  close(): Promise<void>;
}

const SERVICE = 'DynamoDB (dynalite)';

/**
 * dynalite: the DynamoDB wire protocol on LevelDB (a folder, kept between runs) or in memory (tests), in a
 * process of its own (`dynalite-process.cjs`), so that the handlers and the database use both cores; it ends
 * with the twin. Only one process may open a folder at a time.
 */
export async function startDynamo(
  host: string,
  port: number,
  path: string | undefined,
  /** How long a table stays CREATING or DELETING (0: the twin; a test may play a slower DynamoDB). */
  tableMs = 0,
): Promise<LocalDynamo> {
  const child = fork(
    fileURLToPath(new URL('./dynalite-process.cjs', import.meta.url)),
    [host, String(port), path ?? '', String(tableMs)],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      execArgv: [],
    },
  );
  const actual = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port?: number; error?: string }) => {
      if (typeof message.port === 'number') resolve(message.port);
      else
        reject(
          message.error === 'EADDRINUSE'
            ? new PortInUseError(SERVICE, port)
            : new Error(String(message.error)),
        );
    });
    child.once('exit', (code) => reject(new Error(`${SERVICE} stopped before listening (exit ${code})`)));
  });
  child.unref();
  child.channel?.unref();
  return {
    url: `http://${host}:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        // Held again while it stops: unreferenced, a process whose last work is this wait would end before it
        // (a benchmark's figures, printed after the twin stops, were lost).
        child.ref();
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Creates the app's table as the stack defines it (keys and indexes). A table kept in .local-data by an
 * earlier version that lacks an index is rebuilt with it, its items copied over: dynalite cannot add an
 * index to an existing table (DynamoDB can; the stack does it in place).
 */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'eu-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const keys = TABLE_KEYS;
  const attributes = new Set<string>([keys.partitionKey, keys.sortKey]);
  for (const index of keys.indexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  const create = () =>
    client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: keys.partitionKey, KeyType: 'HASH' },
          { AttributeName: keys.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: keys.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: index.projection },
        })),
      }),
    );
  // dynalite answers CreateTable and DeleteTable before the table is ACTIVE or gone (a timer, even at 0 ms):
  // the next call waits for it, as it would for DynamoDB.
  const waiting = { client, maxWaitTime: 60, minDelay: 1, maxDelay: 1 };
  try {
    await create();
    await waitUntilTableExists(waiting, { TableName: tableName });
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
    if (keys.indexes.every((i) => present.has(i.name))) return;
    const items: Record<string, AttributeValue>[] = [];
    let start: Record<string, AttributeValue> | undefined;
    do {
      const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    await client.send(new DeleteTableCommand({ TableName: tableName }));
    await waitUntilTableNotExists(waiting, { TableName: tableName });
    await create();
    await waitUntilTableExists(waiting, { TableName: tableName });
    for (let i = 0; i < items.length; i += 25) {
      let batch: WriteRequest[] = items
        .slice(i, i + 25)
        .map((Item) => ({ PutRequest: { Item: withNewIndexKeys(Item) } }));
      while (batch.length) {
        const result = await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: batch } }));
        batch = result.UnprocessedItems?.[tableName] ?? [];
      }
    }
  } finally {
    client.destroy();
  }
}

/** An item kept from before an index existed, with that index's keys filled in (a dose's medication list). */
function withNewIndexKeys(item: Record<string, AttributeValue>): Record<string, AttributeValue> {
  const keys = medicationDoseKeys({
    gsi1pk: item.gsi1pk?.S,
    gsi1sk: item.gsi1sk?.S,
    medicationId: item.medicationId?.S,
  });
  return keys && !item.gsi2pk ? { ...item, gsi2pk: { S: keys.gsi2pk }, gsi2sk: { S: keys.gsi2sk } } : item;
}
