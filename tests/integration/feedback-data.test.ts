import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { examples } from '../../lambdas/contracts/examples';
import type { FeedbackRequest } from '../../lambdas/contracts/feedback';
import { markEmailed, putFeedbackOnce } from '../../lambdas/data/feedback';
import { expectTwinEnvironment, intercept, newUser, raw, storedItem, TABLE } from '../support/table';

/**
 * lambdas/data/feedback.ts called directly against the twin's DynamoDB (tests/support/table.ts): one stored
 * submission per id, found by the team's index by date. Every test has its own user and submission ids.
 */
beforeAll(() => expectTwinEnvironment());

const answers = examples.feedback as FeedbackRequest;
const NOW = new Date('2026-11-23T18:45:00.000Z');

describe('putFeedbackOnce and markEmailed', () => {
  it('stores a submission once with who, when and in which language, not yet e-mailed', async () => {
    const user = newUser();
    const id = randomUUID();
    const first = await putFeedbackOnce(user, id, answers, 'hi', NOW);
    const expected = {
      pk: `USER#${user}`,
      sk: `FEEDBACK#${id}`,
      gsi1pk: 'FEEDBACK',
      gsi1sk: `${NOW.toISOString()}#${id}`,
      ...answers,
      userId: user,
      submissionId: id,
      receivedAt: NOW.toISOString(),
      language: 'hi',
      emailed: false,
    };
    expect(first).toEqual({ created: true, item: expected });
    expect(await storedItem(`USER#${user}`, `FEEDBACK#${id}`)).toEqual(expected);

    // The same id again (a retry, a double tap), even with other answers: the first one stands. It is read
    // back consistently (an eventually consistent read may not see it yet).
    const reads: Record<string, unknown>[] = [];
    const stop = intercept('GetItemCommand', (input, send) => {
      reads.push(input);
      return send(input);
    });
    try {
      const again = await putFeedbackOnce(user, id, { ...answers, satisfaction: 1 }, 'it', new Date());
      expect(again).toEqual({ created: false, item: expected });
    } finally {
      stop();
    }
    expect(reads).toEqual([
      { TableName: TABLE, Key: { pk: `USER#${user}`, sk: `FEEDBACK#${id}` }, ConsistentRead: true },
    ]);

    await markEmailed(user, id);
    expect(await storedItem(`USER#${user}`, `FEEDBACK#${id}`)).toEqual({ ...expected, emailed: true });
    expect((await putFeedbackOnce(user, id, answers, 'hi', NOW)).item.emailed).toBe(true);
  });

  it('keeps each submission id apart, and the team finds them by date', async () => {
    const user = newUser();
    const [a, b] = [randomUUID(), randomUUID()];
    await putFeedbackOnce(user, a, answers, 'it', NOW);
    const later = new Date(NOW.getTime() + 1000);
    expect((await putFeedbackOnce(user, b, answers, 'it', later)).created).toBe(true);
    const byDate = await raw().send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p AND gsi1sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':p': 'FEEDBACK',
          ':from': NOW.toISOString(),
          ':to': `${later.toISOString()}\uffff`,
        },
      }),
    );
    const mine = (byDate.Items ?? []).filter((i) => i.userId === user).map((i) => i.submissionId);
    expect(mine).toEqual([a, b]);
  });

  it('passes on a failure to store that is not a repeated id', async () => {
    const stop = intercept('PutItemCommand', async () => {
      throw Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' });
    });
    try {
      await expect(putFeedbackOnce(newUser(), randomUUID(), answers, 'it', NOW)).rejects.toThrow('throttled');
    } finally {
      stop();
    }
  });
});
