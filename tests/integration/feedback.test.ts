import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../infra/local/mailbox';
import { callApi, signInWithSrp, twin, verifiedAccount, type Tokens } from '../support/accounts';

const TABLE = 'salute-local';
let user: Tokens;
let db: DynamoDBDocumentClient;

const answers = {
  satisfaction: 5,
  usefulFeature: 'symptoms',
  missingFeature: 'Grafici della pressione',
  usabilityRating: 4,
  recommendation: 10,
  email: '',
  additionalComments: 'Molto comoda la sera.',
};

async function feedbackItems(sub: string) {
  const result = await db.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `USER#${sub}`, ':sk': 'FEEDBACK#' },
    }),
  );
  return result.Items ?? [];
}

async function teamMails(submissionId: string) {
  return (await readMailbox(twin().mailboxUrl)).filter(
    (m) => m.destination.to.includes('team@salute.local') && (m.body.text ?? '').includes(submissionId),
  );
}

beforeAll(async () => {
  const account = await verifiedAccount({ name: 'Luca' });
  user = await signInWithSrp(account.email, account.password);
  db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: twin().dynamoUrl,
      region: twin().region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
});

describe('POST /feedback/send through the local gateway', () => {
  it('stores the answers with the user id and time, and e-mails the team once, even when retried', async () => {
    const key = randomUUID();
    const first = await callApi('POST', '/feedback/send', user.accessToken, {
      body: answers,
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(201);
    expect(first.body.id).toBe(key);

    const stored = await db.send(
      new GetCommand({ TableName: TABLE, Key: { pk: `USER#${user.sub}`, sk: `FEEDBACK#${key}` } }),
    );
    expect(stored.Item).toMatchObject({
      ...answers,
      userId: user.sub,
      submissionId: key,
      emailed: true,
      language: 'it',
    });
    expect(Date.now() - Date.parse(stored.Item?.receivedAt)).toBeLessThan(60_000);

    const mails = await teamMails(key);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('[SaluteMia] Feedback: soddisfazione 5/5, consiglio 10/10');
    expect(mails[0]?.body.text).toContain('Funzione mancante: Grafici della pressione');

    // The same submission again (a double tap, a retry after a time-out): nothing new.
    const retry = await callApi('POST', '/feedback/send', user.accessToken, {
      body: answers,
      headers: { 'idempotency-key': key },
    });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await teamMails(key)).toHaveLength(1);
    expect((await feedbackItems(user.sub)).filter((i) => i.submissionId === key)).toHaveLength(1);
  });

  it('refuses bad input with 400 and a message in the caller language, storing nothing', async () => {
    const before = (await feedbackItems(user.sub)).length;
    const bad = [
      { ...answers, satisfaction: 0 },
      { ...answers, recommendation: 11 },
      { ...answers, usefulFeature: 'everything' },
      { ...answers, email: 'not an email' },
      { ...answers, missingFeature: 'x'.repeat(5000) },
      { ...answers, extra: 1 },
      'just a string',
      null,
    ];
    for (const body of bad) {
      const response = await callApi('POST', '/feedback/send', user.accessToken, {
        body,
        headers: { 'idempotency-key': randomUUID(), 'accept-language': 'en' },
      });
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.body.error.message).toMatch(/^Some data is not valid: /);
    }
    const broken = await fetch(`${twin().apiUrl}/feedback/send`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.accessToken}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: '{"satisfaction": 5,',
    });
    expect(broken.status).toBe(400);
    expect((await feedbackItems(user.sub)).length).toBe(before);
  });

  it('answers 401 without a token', async () => {
    const response = await callApi('POST', '/feedback/send', undefined, {
      body: answers,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.status).toBe(401);
  });

  it('accepts feedback sent as the spec client sends it (JSON, no Idempotency-Key), once per call', async () => {
    const before = (await feedbackItems(user.sub)).length;
    const sent = await callApi('POST', '/feedback/send', user.accessToken, { body: answers });
    expect(sent.status).toBe(201);
    expect(sent.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await feedbackItems(user.sub)).toHaveLength(before + 1);
  });
});
