import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FINAL_SWEEP_AFTER_MS } from '../../lambdas/contracts/account';
import { examples } from '../../lambdas/contracts/examples';
import type { ImportUpload } from '../../lambdas/contracts/export';
import {
  callApi,
  errorName,
  signInWithSrp,
  twin,
  verifiedAccount,
  type Account,
  type Tokens,
} from '../support/accounts';
import { startPushService } from '../support/push-service';
import { newId } from '../support/records';
import { expectTwinEnvironment, raw, TABLE } from '../support/table';

/**
 * "Elimina account" through the twin, on an account with every kind of item a person can have (records and
 * doses, wellness days, chat, settings, a push subscription, notifications, reminder tracks, roll-ups,
 * feedback, sessions): the password asked again, every old token refused at once, the user gone from Cognito,
 * and, after the last sweep, not one item of the person anywhere in the table. Another person's data stays.
 */
let elena: Account;
let elenaTokens: Tokens;
let fabio: Tokens;
/** A file Elena uploaded and never imported: in the bucket until the deletion. */
let leftFile = '';

/** Every item of the table, as stored (the twin's table is small enough to scan). */
async function scanAll() {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await raw().send(
      new ScanCommand({
        TableName: TABLE,
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The items that name the person anywhere: in a key, an attribute, a nested value. */
const itemsOf = (items: Record<string, unknown>[], sub: string) =>
  items.filter((item) => JSON.stringify(item).includes(sub));

async function ok(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const { status } = await callApi(method, path, token, {
    ...(body ? { body } : {}),
    ...(headers ? { headers } : {}),
  });
  expect(status, `${method} ${path}`).toBeLessThan(300);
}

const sweep = (now: number) =>
  fetch(`${twin().apiUrl}/_local/accounts/sweep`, {
    method: 'POST',
    body: JSON.stringify({ now: new Date(now).toISOString() }),
  }).then((r) => r.json() as Promise<Record<string, number>>);

beforeAll(async () => {
  expectTwinEnvironment();
  const [e, f] = await Promise.all([verifiedAccount({ name: 'Elena' }), verifiedAccount({ name: 'Fabio' })]);
  elena = e;
  fabio = await signInWithSrp(f.email, f.password);
  // Her session stays live: Cognito checks the password asked again with her access token.
  elenaTokens = await signInWithSrp(e.email, e.password, true);
  const t = elenaTokens.accessToken;
  const medication = newId();
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await ok('PUT', `/symptoms/${newId()}`, t, examples.symptoms);
  await ok('PUT', `/medications/${medication}`, t, { ...examples.medications, startDate: '2026-01-01' });
  await ok('PUT', `/medications/${medication}/doses/${newId()}`, t, examples.doses);
  await ok('PUT', `/wellness/${newId()}`, t, { ...examples.wellness, date: day });
  await ok('PUT', `/appointments/${newId()}`, t, { ...examples.appointments, remindMinutesBefore: 30 });
  await ok('PUT', '/me/settings', t, { reminders: { email: true } });
  const push = await startPushService();
  try {
    const { clientHash: _, ...subscription } = await push.subscribe(
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    );
    await ok('PUT', `/push/subscriptions/${randomUUID()}`, t, subscription);
  } finally {
    await push.close();
  }
  await ok('POST', '/reminders/test', t);
  await ok('POST', '/assistant', t, { message: 'Ho mal di testa da due giorni' });
  await ok('POST', '/analyze/correlations', t, {});
  await ok(
    'POST',
    '/feedback/send',
    t,
    { ...examples.feedback, email: 'elena@example.it' },
    { 'idempotency-key': randomUUID() },
  );
  await ok('PUT', `/symptoms/${newId()}`, fabio.accessToken, examples.symptoms);
  const target = (await callApi('POST', '/import/uploads', t, { body: { bytes: 2 } })).body as ImportUpload;
  const form = new FormData();
  for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
  form.append('file', new Blob(['{}']));
  expect((await fetch(target.url, { method: 'POST', body: form })).status).toBe(204);
  leftFile = `${target.url}/${target.fields.key}`;
  expect((await fetch(leftFile)).status).toBe(200);
}, 120_000);

describe('DELETE /me', () => {
  it('refuses a wrong password in Italian and deletes nothing', async () => {
    const before = itemsOf(await scanAll(), elenaTokens.sub).length;
    const wrong = await callApi('DELETE', '/me', elenaTokens.accessToken, {
      body: { password: 'non-è-lei-1A!' },
    });
    expect(wrong).toMatchObject({
      status: 403,
      body: { error: { code: 'wrong_password', message: 'La password non è corretta.' } },
    });
    const extra = await callApi('DELETE', '/me', elenaTokens.accessToken, {
      body: { password: elena.password, all: true },
    });
    expect(extra.status).toBe(400);
    expect(itemsOf(await scanAll(), elenaTokens.sub)).toHaveLength(before);
    expect((await callApi('GET', '/me', elenaTokens.accessToken)).status).toBe(200);
  });

  it('deletes the account: tokens refused at once, no sign-in, and after the last sweep nothing of her', async () => {
    const kinds = new Set(itemsOf(await scanAll(), elenaTokens.sub).map((i) => String(i.sk).split('#')[0]));
    // She has every kind of item a person can have.
    for (const kind of [
      'SYMPTOM',
      'MEDICATION',
      'DOSE',
      'WELLNESS',
      'WELLNESSDAY',
      'APPOINTMENT',
      'SETTINGS',
      'PUSHSUB',
      'NOTIF',
      'SENT',
      'REMINDER',
      'CHAT',
      'QUOTA',
      'ROLLUP',
      'FEEDBACK',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    const { status } = await callApi('DELETE', '/me', elenaTokens.accessToken, {
      body: { password: elena.password },
    });
    expect(status).toBe(204);

    // Every old token: refused, for reads and writes alike.
    expect((await callApi('GET', '/me', elenaTokens.accessToken)).status).toBe(401);
    expect((await callApi('GET', '/symptoms', elenaTokens.accessToken)).status).toBe(401);
    expect(
      (await callApi('PUT', `/symptoms/${newId()}`, elenaTokens.accessToken, { body: examples.symptoms }))
        .status,
    ).toBe(401);
    expect(await errorName(signInWithSrp(elena.email, elena.password))).toMatch(
      /UserNotFoundException|NotAuthorizedException/,
    );

    // The first sweep left only the mark that refuses her tokens until they expire.
    expect(
      itemsOf(await scanAll(), elenaTokens.sub)
        .map((i) => i.sk)
        .sort(),
    ).toEqual([elenaTokens.sub, 'SESSIONS'].sort());
    // The feedback she sent stays for the team, without her address and without her id.
    const feedback = (await scanAll()).filter(
      (i) => String(i.pk).startsWith('FEEDBACK#') && i.missingFeature === examples.feedback.missingFeature,
    );
    expect(feedback.length).toBeGreaterThan(0);
    for (const item of feedback) {
      expect(item).not.toHaveProperty('email');
      expect(JSON.stringify(item)).not.toContain('elena@example.it');
    }

    // A sweep before the last token's end keeps the mark; the one after it leaves nothing.
    expect(await sweep(Date.now())).toMatchObject({ failed: 0 });
    expect(itemsOf(await scanAll(), elenaTokens.sub)).toHaveLength(2);
    const done = await sweep(Date.now() + FINAL_SWEEP_AFTER_MS + 1000);
    expect(done).toMatchObject({ finished: 1, failed: 0 });
    expect(itemsOf(await scanAll(), elenaTokens.sub)).toEqual([]);
    expect((await fetch(leftFile)).status).toBe(404);
    expect((await callApi('GET', '/me', elenaTokens.accessToken)).status).toBe(401);

    // Fabio's data is his, as it was.
    const list = await callApi('GET', '/symptoms', fabio.accessToken);
    expect(list.body.items).toHaveLength(1);
  });
});
