import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../infra/local/mailbox';
import { DEFAULT_SETTINGS, doseReminderId, type Settings } from '../../lambdas/contracts/reminders';
import type { MedicationBody } from '../../lambdas/contracts/records';
import { scheduledDoseId } from '../../lambdas/contracts/schedule';
import { RECORD_SCOPES, doseScope, putRecord } from '../../lambdas/data/records';
import {
  listNotifications,
  putSubscription,
  readTrack,
  startMedicationTrack,
  trackSk,
} from '../../lambdas/data/reminders';
import { writeSettings } from '../../lambdas/data/settings';
import { wallClock, zonedInstant } from '../../lambdas/domain/reminders/time';
import { tick } from '../../lambdas/handlers/reminders/dispatch';
import { callApi, signInWithSrp, twin, verifiedAccount } from '../support/accounts';
import { startPushService } from '../support/push-service';
import { expectTwinEnvironment } from '../support/table';

/**
 * The dispatcher against the twin: its DynamoDB (the due index, claims, checkpoints), its mailbox, and a real
 * push service that checks the VAPID signature and decrypts. Ticks run in this worker with a chosen clock.
 */
type Push = Awaited<ReturnType<typeof startPushService>>;
let push: Push;
/** The twin's own sharding (its handlers start tracks with it). */
const SHARDS = { shards: Number(process.env.REMINDER_SHARDS), concurrency: 8 };
const ROME = 'Europe/Rome';
const at = (day: string, time: string, zone = ROME) => zonedInstant(day, time, zone).ms;

beforeAll(async () => {
  expectTwinEnvironment();
  push = await startPushService();
});
afterAll(() => push.close());

/** A person with a medication, push on one device and e-mail, as the settings page would leave them. */
async function person(options: {
  times: string[];
  reminders?: Partial<Settings['reminders']>;
  zone?: string;
  from: number;
}) {
  const userId = randomUUID();
  const email = `promemoria-${userId.slice(0, 8)}@example.it`;
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    timeZone: options.zone ?? ROME,
    reminders: { ...DEFAULT_SETTINGS.reminders, push: true, email: true, ...options.reminders },
  };
  await writeSettings(userId, settings, { email, emailVerified: true, language: 'it' }, 0, new Date());
  const config = await (await fetch(`${twin().appUrl}/config.json`)).json();
  const device = await push.subscribe(config.vapidPublicKey);
  const { clientHash: _, ...subscription } = device;
  await putSubscription(userId, randomUUID(), subscription, new Date());
  const medicationId = randomUUID();
  const medication = {
    version: 0,
    name: 'Tachipirina',
    form: 'compresse',
    dose: { amount: 1, unit: 'compressa' },
    schedule: { type: 'fixed', times: options.times, weekdays: [1, 2, 3, 4, 5, 6, 7] },
    startDate: '2026-01-01',
    endDate: null,
    active: true,
  };
  await putRecord(userId, RECORD_SCOPES.medications, medicationId, medication, new Date());
  await startMedicationTrack(
    userId,
    { ...(medication as unknown as MedicationBody), id: medicationId },
    settings.timeZone,
    options.from,
    SHARDS.shards,
  );
  const received = () =>
    push
      .received(device)
      .map((m) => JSON.parse(m) as { title: string; body: string; tag: string; data: { url: string } });
  const mails = async () =>
    (await readMailbox(twin().mailboxUrl)).filter((m) => m.destination.to.includes(email));
  const inApp = async () => (await listNotifications(userId, new Date(), 50)).items;
  return { userId, medicationId, received, mails, inApp };
}

describe('the reminders dispatcher', () => {
  it('sends a dose due at 08:00 in Rome once per channel, at 08:00, even with three ticks at once', async () => {
    const p = await person({ times: ['08:00'], from: at('2026-11-24', '06:00') });
    await tick(at('2026-11-24', '07:59'), SHARDS);
    expect(p.received()).toEqual([]);

    await Promise.all([1, 2, 3].map(() => tick(at('2026-11-24', '08:00'), SHARDS)));
    await tick(at('2026-11-24', '08:00'), SHARDS); // and once more, as a retried invocation would
    const occurrence = doseReminderId(p.medicationId, '2026-11-24', '08:00');
    expect(p.received()).toEqual([
      {
        title: 'È ora di prendere Tachipirina',
        body: '1 compressa alle 08:00',
        tag: `dose-${occurrence}`,
        data: {
          reminderId: occurrence,
          url: `${twin().appUrl}/#/medication-reminders?dose=${occurrence}`,
          actions: [
            { action: 'taken', title: 'Presa' },
            { action: 'snooze', title: 'Rimanda 10 min' },
            { action: 'skip', title: 'Salta' },
          ],
        },
      },
    ]);
    const mails = await p.mails();
    expect(mails.map((m) => m.subject)).toEqual(['È ora di prendere Tachipirina']);
    expect(mails[0]!.body.text).toContain(`/#/medication-reminders?dose=${occurrence}`);
    expect((await p.inApp()).map((n) => [n.kind, n.title, n.readAt])).toEqual([
      ['dose', 'È ora di prendere Tachipirina', null],
    ]);
    // The track moved on to tomorrow's dose.
    expect((await readTrack(p.userId, trackSk('MED', p.medicationId)))?.dueMinute).toBe(
      at('2026-11-25', '08:00'),
    );
  });

  it('repeats every 10 minutes until the dose is recorded, then stops', async () => {
    const p = await person({
      times: ['08:00'],
      reminders: { repeatEveryMinutes: 10, maxRepeats: 5 },
      from: at('2026-11-26', '06:00'),
    });
    for (const time of ['08:00', '08:05', '08:10', '08:20']) await tick(at('2026-11-26', time), SHARDS);
    expect(p.received()).toHaveLength(3); // 08:00, 08:10, 08:20
    expect((await p.mails()).length).toBe(3);
    const occurrence = scheduledDoseId(p.medicationId, '2026-11-26', '08:00');
    await putRecord(
      p.userId,
      doseScope(p.medicationId),
      occurrence,
      {
        version: 0,
        status: 'taken',
        scheduledFor: '2026-11-26T08:00:00+01:00',
        takenAt: '2026-11-26T08:23:00+01:00',
      },
      new Date(),
    );
    for (const time of ['08:30', '08:40', '08:50']) await tick(at('2026-11-26', time), SHARDS);
    expect(p.received()).toHaveLength(3);
  });

  it('fires 02:30 at 03:30 on the spring-forward night and once on the fall-back night (Rome, 2027)', async () => {
    const spring = await person({
      times: ['02:30'],
      reminders: { email: false },
      from: at('2027-03-27', '12:00'),
    });
    for (const time of ['01:59', '02:00', '03:00', '03:29']) await tick(at('2027-03-28', time), SHARDS);
    expect(spring.received()).toEqual([]);
    await tick(Date.parse('2027-03-28T01:30:00Z'), SHARDS); // 03:30 CEST
    expect(spring.received().map((m) => m.body)).toEqual(['1 compressa alle 02:30']);

    const autumn = await person({
      times: ['02:30'],
      reminders: { email: false },
      from: at('2027-10-30', '12:00'),
    });
    await tick(Date.parse('2027-10-31T00:30:00Z'), SHARDS); // 02:30 CEST, the first
    await tick(Date.parse('2027-10-31T01:30:00Z'), SHARDS); // 02:30 CET, the second
    expect(autumn.received()).toHaveLength(1);
  });
});

describe("the twin's tick", () => {
  it('replays any minute through POST /_local/reminders/tick, and refuses a clock it cannot read', async () => {
    const p = await person({
      times: ['21:15'],
      reminders: { email: false },
      from: at('2026-12-01', '12:00'),
    });
    const url = `${twin().apiUrl}/_local/reminders/tick`;
    const answer = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({ now: '2026-12-01T21:15:00+01:00' }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ now: '2026-12-01T20:15:00.000Z', sent: 1 });
    expect(p.received().map((m) => m.body)).toEqual(['1 compressa alle 21:15']);
    for (const body of ['{"now": "ieri sera"}', 'not json', '{"now": 5}']) {
      expect((await fetch(url, { method: 'POST', body })).status).toBe(400);
    }
    // Only the twin has it: the route table (the stack's API) does not.
    expect((await fetch(`${twin().apiUrl}/_local/reminders/tick`)).status).toBe(404);
  });
});

describe('reminders as the app sets them up', () => {
  it('follow a medication written through the API, and stop when it is deleted', async () => {
    const account = await verifiedAccount({ name: 'Dora' });
    const { accessToken } = await signInWithSrp(account.email, account.password);
    const config = await (await fetch(`${twin().appUrl}/config.json`)).json();
    const device = await push.subscribe(config.vapidPublicKey);
    const { clientHash: _, ...subscription } = device;
    expect(
      (await callApi('PUT', `/push/subscriptions/${randomUUID()}`, accessToken, { body: subscription }))
        .status,
    ).toBe(201);
    expect(
      (await callApi('PUT', '/me/settings', accessToken, { body: { reminders: { push: true } } })).status,
    ).toBe(200);
    const medicationId = randomUUID();
    const medication = {
      version: 0,
      name: 'Cardioaspirina',
      form: 'compresse',
      dose: { amount: 1, unit: 'compressa' },
      schedule: { type: 'fixed', times: ['07:45'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
      startDate: '2026-01-01',
      active: true,
    };
    const created = await callApi('PUT', `/medications/${medicationId}`, accessToken, { body: medication });
    expect(created.status).toBe(201);

    // The next 07:45 on Rome's wall clock (today's before it, tomorrow's after it), whatever the hour of the run.
    const next = (day: string) =>
      new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const today = wallClock(Date.now(), ROME).day;
    const first = at(today, '07:45') > Date.now() ? today : next(today);
    const tick = (day: string, time: string) =>
      fetch(`${twin().apiUrl}/_local/reminders/tick`, {
        method: 'POST',
        body: JSON.stringify({ now: new Date(at(day, time)).toISOString() }),
      });
    await tick(first, '07:45');
    expect(push.received(device).map((m) => JSON.parse(m).title)).toEqual([
      'È ora di prendere Cardioaspirina',
    ]);

    expect((await callApi('DELETE', `/medications/${medicationId}`, accessToken)).status).toBe(204);
    await tick(next(first), '07:45');
    expect(push.received(device)).toHaveLength(1);
  });

  it('move to the new wall clock when the person changes time zone', async () => {
    const account = await verifiedAccount({ name: 'Ezio' });
    const { accessToken } = await signInWithSrp(account.email, account.password);
    const sub = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sub as string;
    const medicationId = randomUUID();
    const medication = {
      version: 0,
      name: 'Ramipril',
      form: 'compresse',
      dose: { amount: 1, unit: 'compressa' },
      schedule: { type: 'fixed', times: ['09:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
      startDate: '2026-01-01',
      active: true,
    };
    await callApi('PUT', `/medications/${medicationId}`, accessToken, { body: medication });
    const due = async () => (await readTrack(sub, trackSk('MED', medicationId)))?.dueMinute;
    const inRome = await due();
    expect(
      new Date(inRome!).toLocaleTimeString('it', { timeZone: ROME, hour: '2-digit', minute: '2-digit' }),
    ).toBe('09:00');
    await callApi('PUT', '/me/settings', accessToken, { body: { timeZone: 'America/New_York' } });
    const inNewYork = await due();
    expect(
      new Date(inNewYork!).toLocaleTimeString('it', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
      }),
    ).toBe('09:00');
    expect(inNewYork).not.toBe(inRome);
  });
});
