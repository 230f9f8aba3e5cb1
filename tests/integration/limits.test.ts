import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOURLY_LIMITS, hourWindow } from '../../lambdas/domain/limits';
import { callApi, signInWithSrp, verifiedAccount, type Tokens } from '../support/accounts';
import { expectTwinEnvironment, raw, storedItems, TABLE } from '../support/table';

/**
 * Per-person hourly limits on the costly routes, through the twin's gateway and its DynamoDB (issue 17 §2):
 * one person past a limit gets the 429 in their language and nothing runs; nobody else is touched by it. The
 * used-up counters are written for this hour and the next, so a run across the top of the hour reads the same.
 */
let anna: Tokens;
let bruno: Tokens;

const sub = (t: Tokens) => t.sub;
async function useUp(who: Tokens, kind: keyof typeof HOURLY_LIMITS) {
  const now = Date.now();
  for (const at of [now, now + 3_600_000]) {
    const { counter, endsAt } = hourWindow(kind, new Date(at));
    await raw().send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          pk: `USER#${sub(who)}`,
          sk: `QUOTA#${counter}`,
          count: HOURLY_LIMITS[kind],
          expiresAt: endsAt / 1000 + 86_400,
        },
      }),
    );
  }
}

beforeAll(async () => {
  expectTwinEnvironment();
  const [a, b] = await Promise.all([verifiedAccount({ name: 'Anna' }), verifiedAccount({ name: 'Bruno' })]);
  anna = await signInWithSrp(a!.email, a!.password);
  bruno = await signInWithSrp(b!.email, b!.password);
}, 120_000);

describe('hourly limits per person', () => {
  it('count each costly request in the caller’s own partition', async () => {
    expect((await callApi('POST', '/insights', bruno.accessToken, { body: {} })).status).toBe(200);
    expect(
      (await callApi('POST', '/import/uploads', bruno.accessToken, { body: { bytes: 10 } })).status,
    ).toBe(201);
    const counters = await storedItems(`USER#${sub(bruno)}`, 'QUOTA#');
    expect(counters.map((c) => [c.sk.split('#')[1], c.count]).sort()).toEqual([
      ['ANALYSIS', 1],
      ['IMPORT', 1],
    ]);
  });

  it('past the limit: 429 in the caller’s language with Retry-After, nothing run; another person unaffected', async () => {
    await useUp(anna, 'analysis');
    await useUp(anna, 'export');
    const analysis = await callApi('POST', '/analyze/correlations', anna.accessToken, { body: {} });
    expect(analysis.status).toBe(429);
    expect(analysis.body.error.code).toBe('too_many_requests');
    expect(analysis.body.error.message).toMatch(/^Hai chiesto molte analisi nell'ultima ora\. Riprova tra /);
    expect(Number(analysis.headers.get('retry-after'))).toBeGreaterThan(0);
    const english = await callApi('POST', '/export/csv', anna.accessToken, {
      body: {},
      headers: { 'accept-language': 'en' },
    });
    expect(english.status).toBe(429);
    expect(english.body.error.message).toMatch(/^You have exported your data many times in the last hour\./);
    // Bruno's own limits are his: the same routes answer him.
    expect((await callApi('POST', '/analyze/correlations', bruno.accessToken, { body: {} })).status).toBe(
      200,
    );
    // Anna's other costly routes keep their own limits.
    expect((await callApi('POST', '/import/uploads', anna.accessToken, { body: { bytes: 10 } })).status).toBe(
      201,
    );
  });

  it('bad input is refused before it is counted', async () => {
    const before = await storedItems(`USER#${sub(bruno)}`, 'QUOTA#IMPORT#');
    const bad = await callApi('POST', '/import/uploads', bruno.accessToken, { body: { bytes: -1 } });
    expect(bad.status).toBe(400);
    expect(await storedItems(`USER#${sub(bruno)}`, 'QUOTA#IMPORT#')).toEqual(before);
  });
});
