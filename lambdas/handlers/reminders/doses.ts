import * as z from 'zod/mini';
import type { DoseBody, MedicationBody, AppointmentBody, Stored } from '../../contracts/records';
import {
  REMINDER_LIMITS,
  SnoozeBody,
  TakenBody,
  doseReminderId,
  parseDoseReminderId,
  type ReminderItem,
  type ReminderStatus,
} from '../../contracts/reminders';
import { dueTimes, scheduledDoseId, takenStatus } from '../../contracts/schedule';
import { runOutDay, stockAfterDose } from '../../contracts/stock';
import {
  DOSE_SCOPE,
  RECORD_SCOPES,
  doseScope,
  getRecord,
  listRecords,
  putRecord,
  type RecordScope,
} from '../../data/records';
import {
  changeTrack,
  readTrack,
  reminderShards,
  startMedicationTrack,
  trackSk,
  type Track,
} from '../../data/reminders';
import { readSettings } from '../../data/settings';
import { lowStockMessage } from '../../domain/reminders/messages';
import { LATE_SEND_MS, snooze } from '../../domain/reminders/plan';
import { isoIn, occurrencesBetween, wallClock, zonedInstant } from '../../domain/reminders/time';
import { DEFAULT_LANGUAGE } from '../../i18n';
import { HttpError, conflict, notFound } from '../../lib/errors';
import { route } from '../../lib/http';
import { deliver, type Recipient } from './deliver';

/**
 * The reminders page's data: `GET /reminders` lists the doses (and appointment reminders) of a window with
 * their status; `POST /reminders/{id}/taken|skip|snooze` answers one. Taking a dose records it under its
 * medication with the time it was due and the time it was taken, lowers a counted stock, and warns once when
 * the stock reaches its threshold. A second identical call changes nothing.
 */
const MINUTE = 60_000;
const DAY = 86_400_000;
const SNOOZE_ATTEMPT_BASE = 100;

async function all<T>(userId: string, scope: RecordScope, range: { from?: string; to?: string } = {}) {
  const items: Stored<T>[] = [];
  let cursor: string | undefined;
  do {
    const result = await listRecords<T>(userId, scope, {
      ...range,
      limit: 200,
      ...(cursor ? { cursor } : {}),
    });
    if (result.kind !== 'page') break;
    items.push(...result.page.items);
    cursor = result.page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

interface Occurrence {
  medication: Stored<MedicationBody>;
  day: string;
  time: string;
  dueMs: number;
}

function doseItem(
  o: Occurrence,
  dose: Stored<DoseBody> | undefined,
  track: Track | undefined,
  timeZone: string,
  nowMs: number,
): ReminderItem {
  const doseId = scheduledDoseId(o.medication.id, o.day, o.time);
  const pending = track?.state.pending.find((p) => p.occurrenceId === doseId);
  let status: ReminderStatus = 'due';
  if (dose) status = dose.status === 'skipped' ? 'skipped' : 'taken';
  else if (pending && pending.attempt >= SNOOZE_ATTEMPT_BASE) status = 'snoozed';
  else if (nowMs - o.dueMs > LATE_SEND_MS && !pending) status = 'missed';
  return {
    id: doseReminderId(o.medication.id, o.day, o.time),
    kind: 'dose',
    medicationId: o.medication.id,
    title: o.medication.name,
    dose: o.medication.dose,
    dueAt: isoIn(o.dueMs, timeZone),
    status,
    ...(dose ? { doseId: dose.id } : {}),
    ...(dose?.takenAt ? { takenAt: dose.takenAt } : {}),
    ...(status === 'snoozed' && pending ? { snoozedUntil: isoIn(pending.atMs, timeZone) } : {}),
    repeats: pending && pending.attempt < SNOOZE_ATTEMPT_BASE ? Math.max(0, pending.attempt - 1) : 0,
  };
}

const invalid = (path: string, issue: string) => new HttpError(400, 'validation_failed', [{ path, issue }]);

function windowOf(query: Record<string, string>, timeZone: string, nowMs: number) {
  const parse = (name: 'from' | 'to') => {
    const value = query[name];
    if (value === undefined) return undefined;
    const ms = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : NaN;
    if (!Number.isFinite(ms)) throw invalid(name, 'invalid_format');
    return ms;
  };
  const from = parse('from') ?? zonedInstant(wallClock(nowMs, timeZone).day, '00:00', timeZone).ms;
  const to = parse('to') ?? from + 7 * DAY;
  if (to <= from) throw invalid('to', 'too_small');
  if (to - from > REMINDER_LIMITS.windowDays * DAY) throw invalid('to', 'too_big');
  return { from, to };
}

export const listReminders = route({}, async ({ userId, query }) => {
  const { settings } = await readSettings(userId);
  const { timeZone } = settings;
  const nowMs = Date.now();
  const { from, to } = windowOf(query, timeZone, nowMs);
  const [medications, doses, appointments] = await Promise.all([
    all<MedicationBody>(userId, RECORD_SCOPES.medications),
    all<DoseBody>(userId, DOSE_SCOPE, {
      from: new Date(from - DAY).toISOString(),
      to: new Date(to + DAY).toISOString(),
    }),
    all<AppointmentBody>(userId, RECORD_SCOPES.appointments, {
      from: new Date(from).toISOString(),
      to: new Date(to + 7 * DAY).toISOString(),
    }),
  ]);
  const dosesById = new Map(doses.map((d) => [d.id, d]));
  const items: ReminderItem[] = [];
  for (const medication of medications) {
    const occurrences = occurrencesBetween(medication, timeZone, from, to);
    if (!occurrences.length) continue;
    const track = await readTrack(userId, trackSk('MED', medication.id));
    // Doses due before the medication was written down were never the app's to remind (nor "persa").
    const since = Date.parse(medication.createdAt);
    for (const o of occurrences.filter((x) => x.dueMs >= since)) {
      items.push(
        doseItem(
          { medication, day: o.day, time: o.time, dueMs: o.dueMs },
          dosesById.get(o.id),
          track,
          timeZone,
          nowMs,
        ),
      );
    }
  }
  for (const a of appointments) {
    if (a.remindMinutesBefore == null) continue;
    const dueMs = Date.parse(a.startsAt) - a.remindMinutesBefore * MINUTE;
    if (dueMs < from || dueMs >= to || dueMs < nowMs) continue;
    items.push({
      id: a.id,
      kind: 'appointment',
      appointmentId: a.id,
      title: a.title,
      dueAt: isoIn(dueMs, timeZone),
      status: 'due',
      repeats: 0,
    });
  }
  items.sort((x, y) => Date.parse(x.dueAt) - Date.parse(y.dueAt) || x.title.localeCompare(y.title));
  return { status: 200, body: { items } };
});

/** The dose a reminder id names: its medication (the caller's, live) and a time its schedule really has. */
async function occurrenceOf(userId: string, id: string, timeZone: string): Promise<Occurrence> {
  const parsed = parseDoseReminderId(id);
  if (!parsed) throw notFound();
  const medication = await getRecord<MedicationBody>(userId, RECORD_SCOPES.medications, parsed.medicationId);
  if (!medication || !dueTimes(medication, parsed.day).includes(parsed.time)) throw notFound();
  const dueMs = zonedInstant(parsed.day, parsed.time, timeZone).ms;
  // A dose is answered when it is near, as any dose recorded: not more than a day ahead.
  if (dueMs > Date.now() + DAY) throw invalid('id', 'date_future');
  return { medication, day: parsed.day, time: parsed.time, dueMs };
}

async function answer(
  userId: string,
  id: string,
  status: 'taken' | 'skipped',
  takenAtIso: string | undefined,
) {
  const { settings, contact } = await readSettings(userId);
  const nowMs = Date.now();
  const o = await occurrenceOf(userId, id, settings.timeZone);
  const doseId = scheduledDoseId(o.medication.id, o.day, o.time);
  const scope = doseScope(o.medication.id);
  const existing = await getRecord<DoseBody>(userId, scope, doseId);
  const scheduledFor = isoIn(o.dueMs, settings.timeZone);
  if (takenAtIso !== undefined && Date.parse(takenAtIso) > nowMs + 5 * MINUTE)
    throw invalid('takenAt', 'too_big');
  const takenAt = takenAtIso ?? isoIn(nowMs, settings.timeZone);
  const same =
    existing && (status === 'skipped' ? existing.status === 'skipped' : existing.status !== 'skipped');
  let dose = existing;
  if (!same) {
    const body =
      status === 'skipped'
        ? { version: existing?.version ?? 0, status, scheduledFor }
        : {
            version: existing?.version ?? 0,
            status: takenStatus(new Date(scheduledFor), new Date(takenAt)),
            scheduledFor,
            takenAt,
          };
    const written = await putRecord<DoseBody>(userId, scope, doseId, body, new Date(nowMs));
    if (written.kind === 'stale' || written.kind === 'missing') throw conflict();
    dose = written.record;
    if (status === 'taken') await lowerStock(userId, o.medication.id, doseId, { userId, settings, contact });
  }
  const track = await readTrack(userId, trackSk('MED', o.medication.id));
  return { status: 200, body: doseItem(o, dose, track, settings.timeZone, nowMs) };
}

/** Taking a counted dose lowers the stock; reaching the threshold warns once, with the run-out day. */
async function lowerStock(userId: string, medicationId: string, doseId: string, to: Recipient) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const medication = await getRecord<MedicationBody>(userId, RECORD_SCOPES.medications, medicationId);
    if (!medication?.stock) return;
    const stock = stockAfterDose(medication);
    if (!stock || stock.quantity === medication.stock.quantity) return;
    const { id: _id, createdAt: _c, updatedAt: _u, ...body } = medication;
    const written = await putRecord<MedicationBody>(
      userId,
      RECORD_SCOPES.medications,
      medicationId,
      { ...body, stock },
      new Date(),
    );
    if (written.kind === 'stale') continue;
    if (written.kind === 'missing') return;
    if (medication.stock.quantity > stock.lowThreshold && stock.quantity <= stock.lowThreshold) {
      const lang = to.contact?.language ?? DEFAULT_LANGUAGE;
      const today = wallClock(Date.now(), to.settings.timeZone).day;
      const runOut = runOutDay({ ...medication, stock }, today);
      const subject = { ...medication, stock };
      await deliver(
        to,
        {
          key: `stock-${medicationId}-${doseId}`,
          kind: 'lowStock',
          sendAtMs: Date.now(),
          inApp: lowStockMessage(subject, runOut, { lang, discreet: false }),
          outside: lowStockMessage(subject, runOut, { lang, discreet: to.settings.reminders.discreet }),
          reminderId: medicationId,
        },
        new Date(),
      );
    }
    return;
  }
}

/** The body is optional: a tap on "Presa" sends none (taken now). */
const OptionalTaken = z.optional(TakenBody);

export const takeDose = route({ body: OptionalTaken }, async ({ userId, params, body }) =>
  answer(userId, params.id ?? '', 'taken', body?.takenAt),
);

export const skipDose = route({}, async ({ userId, params }) =>
  answer(userId, params.id ?? '', 'skipped', undefined),
);

export const snoozeDose = route({ body: SnoozeBody }, async ({ userId, params, body }) => {
  const { settings } = await readSettings(userId);
  const nowMs = Date.now();
  const o = await occurrenceOf(userId, params.id ?? '', settings.timeZone);
  const doseId = scheduledDoseId(o.medication.id, o.day, o.time);
  const dose = await getRecord<DoseBody>(userId, doseScope(o.medication.id), doseId);
  const sk = trackSk('MED', o.medication.id);
  const untilMs = Math.ceil((nowMs + body.minutes * MINUTE) / MINUTE) * MINUTE;
  for (let attempt = 0; !dose && attempt < 3; attempt++) {
    let track = await readTrack(userId, sk);
    if (!track) {
      // A medication from before reminders existed: its track starts now.
      await startMedicationTrack(
        userId,
        { ...o.medication, id: o.medication.id },
        settings.timeZone,
        nowMs,
        reminderShards(),
      );
      track = await readTrack(userId, sk);
      if (!track) throw conflict();
    }
    const current = track.state.pending.find((p) => p.occurrenceId === doseId);
    // The same snooze again (a retry): nothing changes.
    if (current && current.attempt >= SNOOZE_ATTEMPT_BASE && current.atMs === untilMs) break;
    const state = snooze(
      track.state,
      { occurrenceId: doseId, dueMs: o.dueMs, day: o.day, time: o.time },
      untilMs,
    );
    const next = Math.min(track.dueMinute ?? Infinity, untilMs);
    if (await changeTrack(track, state, next, reminderShards())) break;
    if (attempt === 2) throw conflict();
  }
  const track = await readTrack(userId, sk);
  return { status: 200, body: doseItem(o, dose, track, settings.timeZone, nowMs) };
});
