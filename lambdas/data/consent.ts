import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { userPk } from './table';

/**
 * The record of a person's consent to the processing of health data (GDPR art. 7(1): the controller must be
 * able to show it was given), written once by the pre-sign-up trigger, with the server's time:
 *
 *   pk USER#<sub> · sk CONSENT#HEALTH_DATA     { version, at: ISO time, how: 'sign-up' }
 *
 * Written only if absent: nothing rewrites it. It goes with the account's other items when the account is
 * deleted (withdrawing consent, art. 7(3)). A sign-up never confirmed leaves a record with no account: the sub,
 * a time and a version, nothing that names the person.
 */
export const CONSENT_SK = 'CONSENT#HEALTH_DATA';

export interface ConsentRecord {
  version: string;
  at: string;
  how: 'sign-up';
}

export async function recordConsent(userId: string, record: ConsentRecord): Promise<void> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { pk: userPk(userId), sk: CONSENT_SK, ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    // Already recorded (Cognito called the trigger again for the same sign-up): the first record stands.
    if (error instanceof ConditionalCheckFailedException) return;
    throw error;
  }
}

export async function readConsent(userId: string): Promise<ConsentRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: { pk: userPk(userId), sk: CONSENT_SK } }),
  );
  if (!Item || typeof Item.version !== 'string' || typeof Item.at !== 'string') return undefined;
  return { version: Item.version, at: Item.at, how: 'sign-up' };
}
