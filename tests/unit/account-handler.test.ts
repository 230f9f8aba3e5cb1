import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DataExport } from '../../lambdas/contracts/export';
import { examples } from '../../lambdas/contracts/examples';
import { handler } from '../../lambdas/handlers/account';
import { handler as exporter } from '../../lambdas/handlers/export';
import { apiEvent, bodyOf } from '../support/events';

const cognito = mockClient(CognitoIdentityProviderClient);
const db = mockClient(DynamoDBDocumentClient);
const SUB = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const meta = (n: number, version = 1) => ({
  id: ID(n),
  version,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
});
const symptom = (n: number, version = 1) => ({
  ...examples.symptoms,
  ...meta(n, version),
  startedAt: '2026-11-01T08:00:00+01:00',
});

/** The table as the export reads it: each kind's list by its gsi1 partition. */
function serve(lists: Record<string, Record<string, unknown>[]>) {
  db.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const partition = String(input.ExpressionAttributeValues?.[':p'] ?? '');
    const prefix = input.IndexName ? partition.split('#').pop()! : 'CHAT';
    return { Items: lists[prefix] ?? [] };
  });
}

const exportEvent = (type: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  apiEvent('POST /export/{type}', { sub: SUB, username: SUB, body, pathParameters: { type }, headers });
const importEvent = (body: unknown) => apiEvent('POST /import', { sub: SUB, username: SUB, body });

beforeEach(() => {
  cognito.reset();
  db.reset();
  process.env.USER_POOL_ID = 'eu-south-1_TestPool';
  process.env.TABLE_NAME = 'salute-test';
  cognito.on(AdminGetUserCommand).resolves({
    Username: SUB,
    UserCreateDate: new Date('2026-03-01T08:30:00Z'),
    UserAttributes: [
      { Name: 'sub', Value: SUB },
      { Name: 'email', Value: 'maria@example.it' },
      { Name: 'name', Value: 'Maria' },
    ],
  });
  db.on(GetCommand).resolves({});
  db.on(UpdateCommand).resolves({});
});

describe('POST /export/{type}', () => {
  it('answers the caller’s own records as a JSON file, from their own partition only', async () => {
    serve({ SYMPTOM: [symptom(1)], MEDICATION: [], DOSE: [], WELLNESS: [], APPOINTMENT: [] });
    const result = await exporter(exportEvent('json'));
    expect(result.statusCode).toBe(200);
    expect(result.isBase64Encoded).toBe(true);
    expect(result.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(result.headers?.['content-disposition']).toMatch(
      /^attachment; filename="dati-salute_completo_\d{4}-\d{2}-\d{2}\.json"; filename\*=UTF-8''/,
    );
    const file = JSON.parse(Buffer.from(String(result.body), 'base64').toString('utf8')) as DataExport;
    expect(file.profile).toMatchObject({ id: SUB, email: 'maria@example.it', name: 'Maria', language: 'it' });
    expect(file.symptoms).toEqual([symptom(1)]);
    const partitions = db
      .commandCalls(QueryCommand)
      .map((c) => String(c.args[0].input.ExpressionAttributeValues?.[':p']));
    expect(partitions.length).toBeGreaterThan(0);
    for (const p of partitions) expect(p.startsWith(`USER#${SUB}`)).toBe(true);
    expect(cognito.commandCalls(AdminGetUserCommand)[0]!.args[0].input).toMatchObject({ Username: SUB });
  });

  it('refuses an unknown type with the spec’s message, before reading anything', async () => {
    const result = await exporter(exportEvent('x<ml>'));
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).error).toMatchObject({
      code: 'export_unknown',
      message: "Errore nell'esportazione dei dati xml",
    });
    expect(db.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('refuses a period backwards and unknown fields, in the caller’s language', async () => {
    const backwards = await exporter(
      exportEvent(
        'csv',
        { dateRange: { from: '2026-05-02', to: '2026-05-01' } },
        { 'accept-language': 'en' },
      ),
    );
    expect(backwards.statusCode).toBe(400);
    expect(bodyOf(backwards).error.details).toEqual([
      { path: 'dateRange.to', issue: 'the start date comes after the end date' },
    ]);
    const extra = await exporter(exportEvent('csv', { dateRange: {}, all: true }));
    expect(bodyOf(extra).error.details).toEqual([{ path: 'all', issue: 'campo non previsto' }]);
  });

  it('says a file too large to answer, instead of failing', async () => {
    const notes = 'x'.repeat(1900);
    serve({ SYMPTOM: Array.from({ length: 2500 }, (_, i) => ({ ...symptom(i), notes })) });
    const result = await exporter(exportEvent('json'));
    expect(result.statusCode).toBe(413);
    expect(bodyOf(result).error.message).toBe("L'esportazione è troppo grande: scegli un periodo più breve.");
  });

  it('treats a token whose account is gone as no token', async () => {
    cognito
      .on(AdminGetUserCommand)
      .rejects(Object.assign(new Error('gone'), { name: 'UserNotFoundException' }));
    serve({});
    expect((await exporter(exportEvent('json'))).statusCode).toBe(401);
  });
});

/** A file as the JSON export writes it. */
const file = (extra: Partial<Record<string, unknown>> = {}) => ({
  format: 'salute-diario-export',
  formatVersion: 1,
  exportedAt: '2026-11-26T10:00:00.000Z',
  symptoms: [symptom(1, 3)],
  medications: [],
  wellness: [],
  appointments: [],
  ...extra,
});

describe('POST /import', () => {
  it('writes a new record with its id, version and times, only if nothing is there', async () => {
    db.on(PutCommand).resolves({});
    const result = await handler(importEvent(file()));
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ created: 1, updated: 0, unchanged: 0, skipped: 0, kept: [] });
    const [put] = db
      .commandCalls(PutCommand)
      .filter((c) => String(c.args[0].input.Item?.sk).startsWith('SYMPTOM#'));
    expect(put!.args[0].input).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        pk: `USER#${SUB}`,
        sk: `SYMPTOM#${ID(1)}`,
        id: ID(1),
        version: 3,
        createdAt: '2026-11-01T08:00:00.000Z',
      },
    });
  });

  it('keeps a newer version the account has, and writes over an older one only at the version read', async () => {
    db.on(GetCommand, { Key: { pk: `USER#${SUB}`, sk: `SYMPTOM#${ID(1)}` } }).resolves({
      Item: { ...symptom(1, 5), severity: 1 },
    });
    const kept = await handler(importEvent(file()));
    expect(bodyOf(kept)).toMatchObject({
      created: 0,
      skipped: 1,
      kept: [{ kind: 'symptoms', id: ID(1), reason: 'newer' }],
    });
    expect(db.commandCalls(PutCommand)).toHaveLength(0);

    db.on(GetCommand, { Key: { pk: `USER#${SUB}`, sk: `SYMPTOM#${ID(1)}` } }).resolves({
      Item: { ...symptom(1, 2), severity: 1 },
    });
    db.on(PutCommand).resolves({});
    const updated = await handler(importEvent(file()));
    expect(bodyOf(updated)).toMatchObject({ updated: 1 });
    const put = db
      .commandCalls(PutCommand)
      .find((c) => String(c.args[0].input.Item?.sk).startsWith('SYMPTOM#'));
    expect(put!.args[0].input).toMatchObject({
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': 2 },
    });
  });

  it('decides again when another write got there first', async () => {
    let reads = 0;
    db.on(GetCommand, { Key: { pk: `USER#${SUB}`, sk: `SYMPTOM#${ID(1)}` } }).callsFake(() =>
      ++reads === 1 ? {} : { Item: { ...symptom(1, 4), severity: 2 } },
    );
    db.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    const result = await handler(importEvent(file()));
    expect(bodyOf(result)).toMatchObject({ created: 0, skipped: 1 });
    expect(db.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('refuses the whole file when one record is wrong, saying where; nothing is written', async () => {
    const result = await handler(
      importEvent(file({ symptoms: [symptom(1), { ...symptom(2), severity: 12 }] })),
    );
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).error.details).toEqual([
      { path: 'symptoms.1.severity', issue: 'valore troppo grande' },
    ]);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
    expect(db.commandCalls(GetCommand).filter((c) => c.args[0].input.Key?.sk !== 'SESSIONS')).toHaveLength(0);
  });

  it('refuses the same id twice, a dose that is not an object, and another file', async () => {
    const twice = await handler(importEvent(file({ symptoms: [symptom(1), symptom(1)] })));
    expect(bodyOf(twice).error.details).toEqual([{ path: 'symptoms.1.id', issue: 'valore non valido' }]);
    const med = { ...examples.medications, ...meta(7), doses: ['x'] };
    const dose = await handler(importEvent(file({ medications: [med] })));
    expect(bodyOf(dose).error.details).toEqual([{ path: 'medications.0.doses.0', issue: 'tipo non valido' }]);
    const other = await handler(importEvent({ resourceType: 'Bundle', type: 'collection' }));
    expect(bodyOf(other).error.code).toBe('import_format');
    const later = await handler(importEvent(file({ formatVersion: 2 })));
    expect(bodyOf(later).error.code).toBe('import_version');
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses a file larger than a request may be', async () => {
    const result = await handler(importEvent(file({ padding: 'x'.repeat(1024 * 1024) })));
    expect(result.statusCode).toBe(413);
  });
});
