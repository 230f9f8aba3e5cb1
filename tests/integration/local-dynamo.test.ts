import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  PutItemCommand,
  ScanCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { TABLE_KEYS } from '../../lambdas/contracts/table';
import { ensureTable, startDynamo } from '../../infra/local/dynamo';

describe("the twin's table", () => {
  // Tables take 300 ms to be created or deleted here, as DynamoDB takes its time: the upgrade must wait for
  // each (with dynalite's 0 ms it is a race a loaded machine loses now and then).
  it('is made with every index of the stack, and an older one kept in .local-data gets the ones it lacks', async () => {
    const dynamo = await startDynamo('127.0.0.1', 0, undefined, 300);
    const client = new DynamoDBClient({
      endpoint: dynamo.url,
      region: 'eu-south-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const indexes = async (table: string) =>
      (
        (await client.send(new DescribeTableCommand({ TableName: table }))).Table?.GlobalSecondaryIndexes ??
        []
      )
        .map((i) => `${i.IndexName}:${i.Projection?.ProjectionType}`)
        .sort();
    const expected = TABLE_KEYS.indexes.map((i) => `${i.name}:${i.projection}`).sort();
    try {
      await ensureTable(dynamo.url, 'fresh');
      expect(await indexes('fresh')).toEqual(expected);

      // The table as the first releases made it: gsi1 only.
      await client.send(
        new CreateTableCommand({
          TableName: 'older',
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk'].map((n) => ({
            AttributeName: n,
            AttributeType: 'S',
          })),
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            { AttributeName: 'sk', KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: [
            {
              IndexName: 'gsi1',
              KeySchema: [
                { AttributeName: 'gsi1pk', KeyType: 'HASH' },
                { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          ],
        }),
      );
      await waitUntilTableExists(
        { client, maxWaitTime: 30, minDelay: 1, maxDelay: 1 },
        { TableName: 'older' },
      );
      // With the diary someone kept: 60 items, more than one write batch.
      for (let i = 0; i < 60; i++) {
        await client.send(
          new PutItemCommand({
            TableName: 'older',
            Item: {
              pk: { S: 'USER#u' },
              sk: { S: `SYMPTOM#${i}` },
              gsi1pk: { S: 'g' },
              gsi1sk: { S: `${i}` },
            },
          }),
        );
      }
      // And a dose of a medication, stored before doses had their medication's index.
      await client.send(
        new PutItemCommand({
          TableName: 'older',
          Item: {
            pk: { S: 'USER#u' },
            sk: { S: 'DOSE#d1' },
            gsi1pk: { S: 'USER#u#DOSE' },
            gsi1sk: { S: '2026-11-21T07:05:00.000Z#d1' },
            medicationId: { S: 'm1' },
          },
        }),
      );
      await ensureTable(dynamo.url, 'older');
      expect(await indexes('older')).toEqual(expected);
      const dose = (await client.send(new ScanCommand({ TableName: 'older' }))).Items?.find(
        (i) => i.sk?.S === 'DOSE#d1',
      );
      expect(dose?.gsi2pk?.S).toBe('USER#u#DOSE#m1');
      expect(dose?.gsi2sk?.S).toBe('2026-11-21T07:05:00.000Z#d1');
      const kept = await client.send(new ScanCommand({ TableName: 'older' }));
      expect(kept.Items?.map((i) => i.sk?.S).sort()).toEqual(
        [...Array.from({ length: 60 }, (_, i) => `SYMPTOM#${i}`), 'DOSE#d1'].sort(),
      );
      await ensureTable(dynamo.url, 'older'); // and again: nothing to add, no error
    } finally {
      client.destroy();
      await dynamo.close();
    }
  });
});
