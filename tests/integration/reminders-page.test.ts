import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { doseReminderId } from '../../lambdas/contracts/reminders';
import { scheduledDoseId } from '../../lambdas/contracts/schedule';
import { callApi, signInWithSrp, verifiedAccount, type Tokens } from '../support/accounts';

/** What the reminders page asks of the API, as the SPA calls it through the twin's gateway. */
let anna: Tokens;
let bruno: Tokens;
const medicationId = randomUUID();
const romeDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
const tomorrow = romeDay(1);
const later = romeDay(2);
/** Midnight in Rome of a day, as an instant (Rome is +01:00 or +02:00; the window only needs to be inside). */
const window = `from=${encodeURIComponent(`${tomorrow}T00:00:00+01:00`)}&to=${encodeURIComponent(`${romeDay(3)}T00:00:00+01:00`)}`;

beforeAll(async () => {
  const [a, b] = await Promise.all([verifiedAccount({ name: 'Anna' }), verifiedAccount({ name: 'Bruno' })]);
  [anna, bruno] = await Promise.all([signInWithSrp(a.email, a.password), signInWithSrp(b.email, b.password)]);
  const medication = {
    version: 0,
    name: 'Eutirox',
    form: 'compresse',
    dose: { amount: 1, unit: 'compressa' },
    schedule: { type: 'fixed', times: ['08:00', '20:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
    startDate: '2026-01-01',
    stock: { quantity: 3, lowThreshold: 2 },
    active: true,
  };
  expect(
    (await callApi('PUT', `/medications/${medicationId}`, anna.accessToken, { body: medication })).status,
  ).toBe(201);
});

describe('the reminders page', () => {
  it('lists the doses of the days asked for, by time, each with its status', async () => {
    const { status, body } = await callApi('GET', `/reminders?${window}`, anna.accessToken);
    expect(status).toBe(200);
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([
      doseReminderId(medicationId, tomorrow, '08:00'),
      doseReminderId(medicationId, tomorrow, '20:00'),
      doseReminderId(medicationId, later, '08:00'),
      doseReminderId(medicationId, later, '20:00'),
    ]);
    expect(body.items[0]).toEqual({
      id: doseReminderId(medicationId, tomorrow, '08:00'),
      kind: 'dose',
      medicationId,
      title: 'Eutirox',
      dose: { amount: 1, unit: 'compressa' },
      dueAt: expect.stringMatching(new RegExp(`^${tomorrow}T08:00:00\\+0[12]:00$`)),
      status: 'due',
      repeats: 0,
    });
    // Bruno sees none of it.
    expect((await callApi('GET', `/reminders?${window}`, bruno.accessToken)).body.items).toEqual([]);
  });

  it('takes a dose once: recorded with both times, the stock lowered, one low-stock warning', async () => {
    const id = doseReminderId(medicationId, tomorrow, '08:00');
    const taken = await callApi('POST', `/reminders/${id}/taken`, anna.accessToken);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({
      id,
      status: 'taken',
      doseId: scheduledDoseId(medicationId, tomorrow, '08:00'),
    });
    const again = await callApi('POST', `/reminders/${id}/taken`, anna.accessToken, { body: {} });
    expect(again.body).toEqual(taken.body);

    const doses = await callApi('GET', `/medications/${medicationId}/doses`, anna.accessToken);
    expect(doses.body.items).toEqual([
      expect.objectContaining({
        id: taken.body.doseId,
        scheduledFor: expect.stringMatching(new RegExp(`^${tomorrow}T08:00:00`)),
        takenAt: taken.body.takenAt,
      }),
    ]);
    const medication = await callApi('GET', `/medications/${medicationId}`, anna.accessToken);
    expect(medication.body.stock).toEqual({ quantity: 2, lowThreshold: 2 });
    const warnings = (await callApi('GET', '/notifications', anna.accessToken)).body.items.filter(
      (n: { kind: string }) => n.kind === 'lowStock',
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0].title).toBe('Scorta in esaurimento');
    expect(warnings[0].body).toMatch(
      /^Eutirox: ne restano 2 compresse\. Al ritmo attuale finisce il \d+ \w+ \d{4}\.$/,
    );
  });

  it('skips a dose and snoozes another, and says so in the list', async () => {
    const evening = doseReminderId(medicationId, tomorrow, '20:00');
    expect((await callApi('POST', `/reminders/${evening}/skip`, anna.accessToken)).body.status).toBe(
      'skipped',
    );
    const next = doseReminderId(medicationId, later, '08:00');
    const snoozed = await callApi('POST', `/reminders/${next}/snooze`, anna.accessToken, {
      body: { minutes: 10 },
    });
    expect(snoozed.body).toMatchObject({ status: 'snoozed', snoozedUntil: expect.any(String) });
    const until = Date.parse(snoozed.body.snoozedUntil);
    expect(until - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(until - Date.now()).toBeLessThan(11 * 60_000);
    const list = (await callApi('GET', `/reminders?${window}`, anna.accessToken)).body.items;
    expect(list.map((i: { status: string }) => i.status)).toEqual(['taken', 'skipped', 'snoozed', 'due']);
    // The stock went down for the dose taken only.
    expect((await callApi('GET', `/medications/${medicationId}`, anna.accessToken)).body.stock.quantity).toBe(
      2,
    );
  });

  it.each([
    ['a snooze of 0 minutes', 'snooze', { minutes: 0 }, 400],
    ['a snooze of 500 minutes', 'snooze', { minutes: 500 }, 400],
    ['a time taken in the future', 'taken', { takenAt: '2099-01-01T08:00:00+01:00' }, 400],
  ])('refuses %s', async (_, action, body, status) => {
    const id = doseReminderId(medicationId, later, '20:00');
    expect((await callApi('POST', `/reminders/${id}/${action}`, anna.accessToken, { body })).status).toBe(
      status,
    );
    expect((await callApi('GET', `/reminders?${window}`, anna.accessToken)).body.items.at(-1).status).toBe(
      'due',
    );
  });

  it('answers 404 for a reminder that is not the caller’s or does not exist', async () => {
    const annas = doseReminderId(medicationId, tomorrow, '20:00');
    for (const action of ['taken', 'skip']) {
      expect((await callApi('POST', `/reminders/${annas}/${action}`, bruno.accessToken)).status).toBe(404);
    }
    expect(
      (await callApi('POST', `/reminders/${annas}/snooze`, bruno.accessToken, { body: { minutes: 10 } }))
        .status,
    ).toBe(404);
    const notInSchedule = doseReminderId(medicationId, tomorrow, '13:00');
    expect((await callApi('POST', `/reminders/${notInSchedule}/taken`, anna.accessToken)).status).toBe(404);
    expect((await callApi('POST', '/reminders/qualcosa/taken', anna.accessToken)).status).toBe(404);
  });

  it('refuses a window it cannot read, backwards or longer than 31 days', async () => {
    for (const q of [
      'from=ieri',
      `from=${tomorrow}T00:00:00Z&to=${tomorrow}T00:00:00Z`,
      'from=2026-01-01T00:00:00Z&to=2026-03-01T00:00:00Z',
    ]) {
      expect((await callApi('GET', `/reminders?${q}`, anna.accessToken)).status, q).toBe(400);
    }
  });
});
