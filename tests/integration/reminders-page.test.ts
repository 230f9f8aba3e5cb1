import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { doseReminderId } from '../../lambdas/contracts/reminders';
import { scheduledDoseId } from '../../lambdas/contracts/schedule';
import { callApi, signInWithSrp, verifiedAccount, type Tokens } from '../support/accounts';

/** What the reminders page asks of the API, as the SPA calls it through the twin's gateway. */
let anna: Tokens;
let bruno: Tokens;
const medicationId = randomUUID();
/** Every two hours, so that whatever the hour the test runs at, the next 12 hours hold six doses, all near. */
const TIMES = Array.from({ length: 12 }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`);
const start = new Date();
const window = `from=${encodeURIComponent(start.toISOString())}&to=${encodeURIComponent(
  new Date(start.getTime() + 12 * 3_600_000).toISOString(),
)}`;
type Item = { id: string; status: string; dueAt: string };
let items: Item[];

beforeAll(async () => {
  const [a, b] = await Promise.all([verifiedAccount({ name: 'Anna' }), verifiedAccount({ name: 'Bruno' })]);
  [anna, bruno] = await Promise.all([signInWithSrp(a.email, a.password), signInWithSrp(b.email, b.password)]);
  const medication = {
    version: 0,
    name: 'Eutirox',
    form: 'compresse',
    dose: { amount: 1, unit: 'compressa' },
    schedule: { type: 'fixed', times: TIMES, weekdays: [1, 2, 3, 4, 5, 6, 7] },
    startDate: '2026-01-01',
    stock: { quantity: 3, lowThreshold: 2 },
    active: true,
  };
  expect(
    (await callApi('PUT', `/medications/${medicationId}`, anna.accessToken, { body: medication })).status,
  ).toBe(201);
});

describe('the reminders page', () => {
  it('lists the doses of the window asked for, by time, each with its status', async () => {
    const { status, body } = await callApi('GET', `/reminders?${window}`, anna.accessToken);
    expect(status).toBe(200);
    items = body.items;
    // Six doses in twelve hours (five or seven on a night the clocks change).
    expect(items.length).toBeGreaterThanOrEqual(5);
    const times = items.map((i) => Date.parse(i.dueAt));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    const first = body.items[0];
    const day = new Date(first.dueAt).toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
    const time = new Date(first.dueAt).toLocaleTimeString('it', {
      timeZone: 'Europe/Rome',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(first).toEqual({
      id: doseReminderId(medicationId, day, time),
      kind: 'dose',
      medicationId,
      title: 'Eutirox',
      dose: { amount: 1, unit: 'compressa' },
      dueAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\+0[12]:00$/),
      status: 'due',
      repeats: 0,
    });
    // Bruno sees none of it.
    expect((await callApi('GET', `/reminders?${window}`, bruno.accessToken)).body.items).toEqual([]);
  });

  it('takes a dose once: recorded with both times, the stock lowered, one low-stock warning', async () => {
    const { id } = items[0]!;
    const taken = await callApi('POST', `/reminders/${id}/taken`, anna.accessToken);
    expect(taken.status).toBe(200);
    const [, day, hhmm] = id.split('_');
    expect(taken.body).toMatchObject({
      id,
      status: 'taken',
      doseId: scheduledDoseId(medicationId, day!, `${hhmm!.slice(0, 2)}:${hhmm!.slice(2)}`),
    });
    const again = await callApi('POST', `/reminders/${id}/taken`, anna.accessToken, { body: {} });
    expect(again.body).toEqual(taken.body);

    const doses = await callApi('GET', `/medications/${medicationId}/doses`, anna.accessToken);
    expect(doses.body.items).toEqual([
      expect.objectContaining({
        id: taken.body.doseId,
        scheduledFor: items[0]!.dueAt,
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
    expect((await callApi('POST', `/reminders/${items[1]!.id}/skip`, anna.accessToken)).body.status).toBe(
      'skipped',
    );
    const snoozed = await callApi('POST', `/reminders/${items[2]!.id}/snooze`, anna.accessToken, {
      body: { minutes: 10 },
    });
    expect(snoozed.body).toMatchObject({ status: 'snoozed', snoozedUntil: expect.any(String) });
    const until = Date.parse(snoozed.body.snoozedUntil);
    expect(until - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(until - Date.now()).toBeLessThan(11 * 60_000);
    const list = (await callApi('GET', `/reminders?${window}`, anna.accessToken)).body.items;
    expect(list.map((i: { status: string }) => i.status)).toEqual([
      'taken',
      'skipped',
      'snoozed',
      'due',
      'due',
      'due',
    ]);
    // The stock went down for the dose taken only.
    expect((await callApi('GET', `/medications/${medicationId}`, anna.accessToken)).body.stock.quantity).toBe(
      2,
    );
  });

  it.each([
    ['a snooze of 0 minutes', 'snooze', { minutes: 0 }],
    ['a snooze of 500 minutes', 'snooze', { minutes: 500 }],
    ['a time taken in the future', 'taken', { takenAt: '2099-01-01T08:00:00+01:00' }],
  ])('refuses %s', async (_, action, body) => {
    const { id } = items[3]!;
    expect((await callApi('POST', `/reminders/${id}/${action}`, anna.accessToken, { body })).status).toBe(
      400,
    );
    expect((await callApi('GET', `/reminders?${window}`, anna.accessToken)).body.items[3].status).toBe('due');
  });

  it('refuses a dose more than a day ahead: it is answered when it is near', async () => {
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Rome',
    });
    const far = doseReminderId(medicationId, inThreeDays, '10:00');
    const response = await callApi('POST', `/reminders/${far}/taken`, anna.accessToken);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('nel futuro');
  });

  it('answers 404 for a reminder that is not the caller’s or does not exist', async () => {
    const annas = items[4]!.id;
    for (const action of ['taken', 'skip']) {
      expect((await callApi('POST', `/reminders/${annas}/${action}`, bruno.accessToken)).status).toBe(404);
    }
    expect(
      (await callApi('POST', `/reminders/${annas}/snooze`, bruno.accessToken, { body: { minutes: 10 } }))
        .status,
    ).toBe(404);
    const [, day] = annas.split('_');
    const notInSchedule = doseReminderId(medicationId, day!, '13:00');
    expect((await callApi('POST', `/reminders/${notInSchedule}/taken`, anna.accessToken)).status).toBe(404);
    expect((await callApi('POST', '/reminders/qualcosa/taken', anna.accessToken)).status).toBe(404);
  });

  it('refuses a window it cannot read, backwards or longer than 31 days', async () => {
    const t = start.toISOString();
    for (const q of ['from=ieri', `from=${t}&to=${t}`, 'from=2026-01-01T00:00:00Z&to=2026-03-01T00:00:00Z']) {
      expect((await callApi('GET', `/reminders?${q}`, anna.accessToken)).status, q).toBe(400);
    }
  });
});
