import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../lambdas/contracts/reminders';
import { readModelAgreement, readSettings, writeSettings } from '../../lambdas/data/settings';

const db = mockClient(DynamoDBDocumentClient);
beforeEach(() => db.reset());

const USER = '9e8d7c6b-5a49-4382-a716-151413121110';
const settings: Settings = { ...DEFAULT_SETTINGS, timeZone: 'Asia/Kolkata', assistantModel: true };
const contact = { email: 'maria@example.it', emailVerified: true, language: 'it' as const };
const NOW = new Date('2026-11-27T10:00:00Z');

/** The settings item (docs/data-model.md: USER#<sub> / SETTINGS), read and written with its version. */
describe('the settings item', () => {
  it('is read consistently (a change just made on another device counts), with its version and contact', async () => {
    db.on(GetCommand).resolves({ Item: { ...settings, version: 3, contact } });
    expect(await readSettings(USER)).toEqual({ settings, version: 3, contact });
    const get = db.commandCalls(GetCommand)[0]!.args[0].input;
    expect(get.Key).toEqual({ pk: `USER#${USER}`, sk: 'SETTINGS' });
    expect(get.ConsistentRead).toBe(true);
  });

  it('reads as the defaults, version 0 and no contact when there is none, or when it is malformed', async () => {
    db.on(GetCommand).resolves({});
    expect(await readSettings(USER)).toEqual({ settings: DEFAULT_SETTINGS, version: 0, contact: undefined });
    db.on(GetCommand).resolves({ Item: { version: 'x', contact: { email: 42 } } });
    expect(await readSettings(USER)).toEqual({ settings: DEFAULT_SETTINGS, version: 0, contact: undefined });
  });

  it('is created only if nobody created it first, and replaced only at the version read', async () => {
    db.on(PutCommand).resolves({});
    expect(await writeSettings(USER, settings, undefined, 0, NOW)).toBe(true);
    const first = db.commandCalls(PutCommand)[0]!.args[0].input;
    expect(first.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(first.ExpressionAttributeValues).toBeUndefined();
    expect(first.Item).toEqual({
      pk: `USER#${USER}`,
      sk: 'SETTINGS',
      timeZone: 'Asia/Kolkata',
      reminders: DEFAULT_SETTINGS.reminders,
      assistantModel: true,
      version: 1,
      updatedAt: NOW.toISOString(),
    });
    expect(await writeSettings(USER, settings, contact, 4, NOW)).toBe(true);
    const next = db.commandCalls(PutCommand)[1]!.args[0].input;
    expect(next.ConditionExpression).toBe('version = :v');
    expect(next.ExpressionAttributeValues).toEqual({ ':v': 4 });
    expect(next.Item).toMatchObject({ version: 5, contact });
  });

  it('answers false when another device wrote first, and fails on anything else', async () => {
    db.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    expect(await writeSettings(USER, settings, undefined, 2, NOW)).toBe(false);
    db.on(PutCommand).rejects(new Error('throttled'));
    await expect(writeSettings(USER, settings, undefined, 2, NOW)).rejects.toThrow('throttled');
  });

  it('gives the assistant the agreement alone, read consistently (off unless stored true)', async () => {
    db.on(GetCommand).resolves({ Item: { assistantModel: true } });
    expect(await readModelAgreement(USER)).toBe(true);
    const get = db.commandCalls(GetCommand)[0]!.args[0].input;
    expect(get.ProjectionExpression).toBe('assistantModel');
    expect(get.ConsistentRead).toBe(true);
    db.on(GetCommand).resolves({});
    expect(await readModelAgreement(USER)).toBe(false);
  });
});
