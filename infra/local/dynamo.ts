import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { CreateTableCommand, DynamoDBClient, ResourceInUseException } from '@aws-sdk/client-dynamodb';
import { TABLE_KEYS } from '../../lambdas/contracts/table';
import { closeServer } from './cognito/server';
import { listen } from './net';

const require = createRequire(import.meta.url);
const dynalite: (options: Record<string, unknown>) => Server = require('dynalite');

export interface LocalDynamo {
  url: string;
  close(): Promise<void>;
}

/**
 * dynalite: the DynamoDB wire protocol on LevelDB (a folder, kept between runs) or in memory (tests).
 * Only one process may open a folder at a time.
 */
export async function startDynamo(
  host: string,
  port: number,
  path: string | undefined,
): Promise<LocalDynamo> {
  const server = dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const actual = await listen(server, port, host, 'DynamoDB (dynalite)');
  return { url: `http://${host}:${actual}`, close: () => closeServer(server) };
}

/** Creates the app's table as the stack defines it (keys and indexes), if it is not there yet. */
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
  try {
    await client.send(
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
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  } finally {
    client.destroy();
  }
}
