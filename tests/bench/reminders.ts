/**
 * The reminders' dispatcher at the 08:00 peak, against the twin: N people (10,000 by default, REMINDERS=n)
 * each with a medication due at the same minute, spread over the due index's shards; one tick must deliver
 * every one, once, well inside the minute. Twice: in-app only, then in-app and a Web Push each (encrypted
 * per RFC 8291, signed per RFC 8292, sent to a local push service that decrypts it, in a process of its own
 * as a browser's push service is elsewhere). Prints the figures for docs/performance.md.
 */
import '../support/silence';
import '../../infra/local/quiet';
import { randomUUID } from 'node:crypto';
import pMap from 'p-map';
import { startTwin } from '../../infra/local/twin';
import { DEFAULT_SETTINGS, type Settings } from '../../lambdas/contracts/reminders';
import type { MedicationBody } from '../../lambdas/contracts/records';
import { db } from '../../lambdas/data/client';
import { RECORD_SCOPES, putRecord } from '../../lambdas/data/records';
import { listNotifications, putSubscription, startMedicationTrack } from '../../lambdas/data/reminders';
import { writeSettings } from '../../lambdas/data/settings';
import { zonedInstant } from '../../lambdas/domain/reminders/time';
import { tick, tickOptions } from '../../lambdas/handlers/reminders/dispatch';
import { startPushServiceProcess } from '../support/push-service';

const N = Number(process.env.REMINDERS ?? 10_000);

/** Every request the handlers' document client sends to DynamoDB, to count them per reminder. */
let dynamoCalls = 0;
db.middlewareStack.add(
  (next) => (args) => {
    dynamoCalls++;
    return next(args);
  },
  { step: 'initialize', name: 'benchCountCalls' },
);
const ROME = 'Europe/Rome';

async function people(
  count: number,
  day: string,
  withPush: Awaited<ReturnType<typeof startPushServiceProcess>> | undefined,
) {
  const config = { publicKey: process.env.VAPID_PUBLIC_KEY! };
  const ids: string[] = [];
  const devices: Awaited<ReturnType<NonNullable<typeof withPush>['subscribe']>>[] = [];
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    timeZone: ROME,
    reminders: { ...DEFAULT_SETTINGS.reminders, push: Boolean(withPush) },
  };
  const medication = {
    version: 0,
    name: 'Cardioaspirina',
    form: 'compresse',
    dose: { amount: 1, unit: 'compressa' },
    schedule: { type: 'fixed', times: ['08:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
    startDate: '2026-01-01',
    active: true,
  } as const;
  const from = zonedInstant(day, '06:00', ROME).ms;
  await pMap(
    Array.from({ length: count }, (_, i) => i),
    async () => {
      const userId = randomUUID();
      ids.push(userId);
      await writeSettings(userId, settings, undefined, 0, new Date());
      if (withPush) {
        const device = await withPush.subscribe(config.publicKey);
        devices.push(device);
        await putSubscription(
          userId,
          randomUUID(),
          { endpoint: device.endpoint, keys: device.keys },
          new Date(),
        );
      }
      const id = randomUUID();
      await putRecord(userId, RECORD_SCOPES.medications, id, { ...medication }, new Date());
      await startMedicationTrack(
        userId,
        { ...(medication as unknown as MedicationBody), id },
        ROME,
        from,
        tickOptions().shards,
      );
    },
    { concurrency: 16 },
  );
  return { ids, devices };
}

async function run(
  label: string,
  day: string,
  push: Awaited<ReturnType<typeof startPushServiceProcess>> | undefined,
) {
  let started = performance.now();
  const { ids, devices } = await people(N, day, push);
  const setupS = (performance.now() - started) / 1000;
  const at = zonedInstant(day, '08:00', ROME).ms;
  started = performance.now();
  const callsBefore = dynamoCalls;
  const report = await tick(at);
  const tickS = (performance.now() - started) / 1000;
  const calls = dynamoCalls - callsBefore;
  const again = await tick(at);
  // Every person has exactly one notification, and every device one push.
  const sample = ids.filter((_, i) => i % Math.max(1, Math.floor(N / 500)) === 0);
  const inApp = await pMap(sample, async (id) => (await listNotifications(id, new Date(), 5)).items.length, {
    concurrency: 16,
  });
  const pushes = push
    ? (await pMap(devices, async (d) => (await push.received(d)).length, { concurrency: 16 })).reduce(
        (n, k) => n + k,
        0,
      )
    : 0;
  console.log(
    `${label}: ${N} reminders due at 08:00 over ${tickOptions().shards} shards; one tick ${tickS.toFixed(1)} s ` +
      `(${((tickS * 1000) / N).toFixed(2)} ms each, ${(N / tickS).toFixed(0)}/s); delivered ${report.sent}, ` +
      `${(calls / N).toFixed(1)} DynamoDB requests each; in-app once in ${inApp.filter((n) => n === 1).length}/${sample.length} sampled` +
      (push ? `, pushes decrypted ${pushes}/${N}` : '') +
      `; a second tick at the same minute sent ${again.sent}; set-up ${setupS.toFixed(0)} s`,
  );
}

async function main() {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const twin = await startTwin({ port: 0 });
  const push = await startPushServiceProcess();
  try {
    await run('in-app only', '2027-01-11', undefined);
    await run('in-app + Web Push', '2027-02-15', push);
  } finally {
    await push.close();
    await twin.stop();
  }
}

await main();
