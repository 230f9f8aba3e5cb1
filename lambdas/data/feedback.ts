import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { FeedbackRequest } from '../contracts/feedback';
import type { ReceivedFeedback } from '../domain/feedback-email';
import { db, tableName } from './client';
import { userPk } from './table';

/**
 * Feedback items. Access patterns (docs/data-model.md):
 *  - one submission by its client id: pk USER#<sub>, sk FEEDBACK#<submissionId> (idempotent create)
 *  - the team reads all feedback by date: gsi1 FEEDBACK / <receivedAt>
 */
export interface FeedbackItem extends ReceivedFeedback {
  pk: string;
  sk: string;
  gsi1pk: 'FEEDBACK';
  gsi1sk: string;
  emailed: boolean;
}

const key = (userId: string, submissionId: string) => ({
  pk: userPk(userId),
  sk: `FEEDBACK#${submissionId}`,
});

/** Stores a submission unless its id was already stored; returns the stored item either way. */
export async function putFeedbackOnce(
  userId: string,
  submissionId: string,
  answers: FeedbackRequest,
  language: string,
  now: Date,
): Promise<{ created: boolean; item: FeedbackItem }> {
  const receivedAt = now.toISOString();
  const item: FeedbackItem = {
    ...key(userId, submissionId),
    gsi1pk: 'FEEDBACK',
    gsi1sk: `${receivedAt}#${submissionId}`,
    ...answers,
    userId,
    submissionId,
    receivedAt,
    language,
    emailed: false,
  };
  try {
    await db.send(
      new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return { created: true, item };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const existing = await db.send(
      new GetCommand({ TableName: tableName(), Key: key(userId, submissionId), ConsistentRead: true }),
    );
    return { created: false, item: existing.Item as FeedbackItem };
  }
}

export async function markEmailed(userId: string, submissionId: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(userId, submissionId),
      UpdateExpression: 'SET emailed = :true',
      ExpressionAttributeValues: { ':true': true },
    }),
  );
}
