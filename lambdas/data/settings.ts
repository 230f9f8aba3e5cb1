import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Settings } from '../contracts/reminders';
import { completeSettings } from '../domain/reminders/settings';
import type { Language } from '../i18n';
import { db, tableName } from './client';
import { userPk } from './table';

/**
 * The person's settings item (docs/data-model.md: pk USER#<sub> · sk SETTINGS): time zone, reminder
 * preferences, the assistant's model agreement, with a version. Apart from the reminders' scheduling (and its
 * Temporal), so that the functions that only read a setting (the assistant, the export, the profile) do not
 * load it at start.
 */
export const SETTINGS_SK = 'SETTINGS';

/** Whether the person agreed that Salus' answers be written by the AI model (their settings; off by default). */
export async function readModelAgreement(userId: string): Promise<boolean> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: userPk(userId), sk: SETTINGS_SK },
      ProjectionExpression: 'assistantModel',
      // A choice just changed on another screen applies to the next message.
      ConsistentRead: true,
    }),
  );
  return completeSettings(Item as Partial<Settings> | undefined).assistantModel;
}

/** Where and how reminders by e-mail reach the person: copied from the account when the settings change. */
export interface Contact {
  email: string;
  emailVerified: boolean;
  language: Language;
}

export async function readSettings(
  userId: string,
): Promise<{ settings: Settings; version: number; contact: Contact | undefined }> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: userPk(userId), sk: SETTINGS_SK },
      ConsistentRead: true,
    }),
  );
  return settingsFrom(Item);
}

export function settingsFrom(Item: Record<string, unknown> | undefined) {
  const contact = Item?.contact as Contact | undefined;
  return {
    settings: completeSettings(Item as Partial<Settings> | undefined),
    version: typeof Item?.version === 'number' ? Item.version : 0,
    contact: contact && typeof contact.email === 'string' ? contact : undefined,
  };
}

/**
 * Replaces the settings if nobody changed them since `version` was read; false when somebody did (the caller
 * reads again and merges again: two devices changing two different fields both win).
 */
export async function writeSettings(
  userId: string,
  settings: Settings,
  contact: Contact | undefined,
  version: number,
  now: Date,
): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: userPk(userId),
          sk: SETTINGS_SK,
          timeZone: settings.timeZone,
          reminders: settings.reminders,
          assistantModel: settings.assistantModel,
          ...(contact ? { contact } : {}),
          version: version + 1,
          updatedAt: now.toISOString(),
        },
        ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
        ...(version === 0 ? {} : { ExpressionAttributeValues: { ':v': version } }),
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
