import { Temporal } from 'temporal-polyfill';
import type { DoseBody, MedicationBody, Stored, SymptomBody } from '../../contracts/records';
import { dueTimes } from '../../contracts/schedule';
import { wallClock, type Schedulable } from '../reminders/time';
import { WELLNESS_FACTORS, type LoggedDose, type WellnessDay } from './factors';

export { WELLNESS_FACTORS, type LoggedDose, type WellnessDay };

/**
 * A person's diary as daily series (issue 15), pure: the days of a window in the person's time zone, which of
 * them were observed, each symptom's daily value and each factor's. A day is observed when anything was
 * recorded for it (a symptom episode that covers it, a dose, a wellness entry); a day with nothing recorded is
 * missing (null), never "symptom-free".
 */
export type Episode = Pick<SymptomBody, 'symptom' | 'severity' | 'startedAt' | 'endedAt' | 'triggers'>;
export type Medication = Schedulable & { id: string };

/**
 * A medication as its history is analysed: its doses were due from its start to its end, also when it has
 * since been stopped (no longer active: due until the day it was changed, when it has no end date).
 */
export function medicationForHistory(m: Stored<MedicationBody>): Medication {
  const endDate = m.endDate ?? (m.active ? undefined : m.updatedAt.slice(0, 10));
  return { ...m, active: true, ...(endDate ? { endDate } : {}) };
}

export interface Diary {
  /** The window, both ends included ("YYYY-MM-DD" in the person's zone). */
  from: string;
  to: string;
  timeZone: string;
  episodes: readonly Episode[];
  doses: readonly LoggedDose[];
  wellness: readonly WellnessDay[];
  medications: readonly Medication[];
  /** An episode still going on ("ancora in corso") lasts until now. */
  nowMs: number;
}

export type FactorKind = 'wellness' | 'medication' | 'trigger';

export interface Factor {
  kind: FactorKind;
  /** The wellness field ("sleepHours", "measurements.systolic"), the medication id, or the trigger's text. */
  key: string;
  /** One value per day of the window; null where it is unknown. */
  values: (number | null)[];
}

export interface DailySeries {
  days: string[];
  observed: boolean[];
  /** Each symptom (as recorded) → its highest severity of the day; 0 on observed days without it. */
  symptoms: Map<string, (number | null)[]>;
  factors: Factor[];
  /** Where instants fall among the days (the patterns read episodes' days and hours from it). */
  index: DayIndex;
}

/** The days from `from` to `to`, both included (calendar days: no zone, UTC arithmetic). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= last; ms += 86_400_000) {
    days.push(new Date(ms).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Where instants fall among the window's days in the person's zone: each day's first instant (midnight, or
 * the first instant after a skipped midnight), computed once, then a binary search per instant. Exact across
 * DST nights (a 23- or 25-hour day) at a fraction of a time-zone conversion per instant.
 */
export interface DayIndex {
  /** starts[i] is day i's first instant; starts[days.length] is the day after the window's. */
  starts: number[];
  /** The day an instant falls on: −1 before the window, days.length after it. */
  dayOf(ms: number): number;
  /** The wall-clock hour (0–23) of an instant. */
  hourOf(ms: number): number;
}

export function dayIndex(days: readonly string[], timeZone: string): DayIndex {
  // Between two of the zone's transitions every day starts 24 hours after the one before: the zone is asked
  // only at the first day and after each transition (twice a year in Europe/Rome).
  const all = days.length
    ? [
        ...days,
        Temporal.PlainDate.from(days[days.length - 1]!)
          .add({ days: 1 })
          .toString(),
      ]
    : [];
  const starts: number[] = [];
  for (let k = 0; k < all.length;) {
    const zoned = Temporal.PlainDate.from(all[k]!).toZonedDateTime({ timeZone });
    const base = zoned.epochMilliseconds;
    const limit = zoned.getTimeZoneTransition('next')?.epochMilliseconds ?? Infinity;
    starts[k++] = base;
    for (let j = 1; k < all.length && base + j * DAY_MS < limit; j++) starts[k++] = base + j * DAY_MS;
  }
  const dayOf = (ms: number) => {
    if (!starts.length || ms < starts[0]!) return -1;
    if (ms >= starts[starts.length - 1]!) return days.length;
    let [lo, hi] = [0, starts.length - 1];
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! <= ms) lo = mid;
      else hi = mid;
    }
    return lo;
  };
  return {
    starts,
    dayOf,
    hourOf: (ms) => {
      const i = dayOf(ms);
      // A day of 24 hours counts from its start; a DST day (23 or 25 hours), twice a year, asks the zone.
      return i >= 0 && i < days.length && starts[i + 1]! - starts[i]! === 86_400_000
        ? Math.floor((ms - starts[i]!) / 3_600_000)
        : wallClockHour(ms, timeZone);
    },
  };
}

const DAY_MS = 86_400_000;
const wallClockHour = (ms: number, timeZone: string) => Number(wallClock(ms, timeZone).time.slice(0, 2));

const DOSE_TAKEN = new Set<DoseBody['status']>(['taken', 'late']);

export function dailySeries(diary: Diary): DailySeries {
  const days = daysBetween(diary.from, diary.to);
  const index = dayIndex(days, diary.timeZone);
  const n = days.length;
  const observed = days.map(() => false);
  const byDay = new Map(days.map((d, i) => [d, i]));

  // Symptoms and triggers: every day an episode covers, from the day it started to the day it ended (or now).
  const highest = new Map<string, number[]>();
  const triggerDays = new Map<string, Set<number>>();
  for (const episode of diary.episodes) {
    const start = Date.parse(episode.startedAt);
    const end = episode.endedAt === null ? Math.max(start, diary.nowMs) : Date.parse(episode.endedAt);
    const [first, last] = [Math.max(0, index.dayOf(start)), Math.min(n - 1, index.dayOf(end))];
    if (first > last) continue;
    const values = highest.get(episode.symptom) ?? days.map(() => 0);
    highest.set(episode.symptom, values);
    for (let i = first; i <= last; i++) {
      observed[i] = true;
      values[i] = Math.max(values[i] as number, episode.severity);
      for (const trigger of episode.triggers) {
        const key = trigger.trim().toLowerCase();
        if (!key) continue;
        const set = triggerDays.get(key) ?? new Set<number>();
        set.add(i);
        triggerDays.set(key, set);
      }
    }
  }

  // Doses: the day they were taken (or were due); taken ones count for the day they were due.
  const takenByMedicationDay = new Map<string, number>();
  for (const dose of diary.doses) {
    const at = dose.takenAt ?? dose.scheduledFor;
    if (!at) continue;
    const i = index.dayOf(Date.parse(at));
    if (i >= 0 && i < n) observed[i] = true;
    if (!dose.scheduledFor || !DOSE_TAKEN.has(dose.status)) continue;
    const due = index.dayOf(Date.parse(dose.scheduledFor));
    const key = `${dose.medicationId}|${due}`;
    takenByMedicationDay.set(key, (takenByMedicationDay.get(key) ?? 0) + 1);
  }

  // Wellness: its date.
  const wellnessByDay = new Map<number, WellnessDay>();
  for (const entry of diary.wellness) {
    const i = byDay.get(entry.date);
    if (i === undefined) continue;
    observed[i] = true;
    wellnessByDay.set(i, entry);
  }

  const symptoms = new Map<string, (number | null)[]>();
  for (const [name, values] of highest) {
    symptoms.set(
      name,
      values.map((v, i) => (observed[i] ? v : null)),
    );
  }

  const factors: Factor[] = [];
  for (const key of WELLNESS_FACTORS) {
    const values = days.map((_, i) => wellnessValue(wellnessByDay.get(i), key));
    if (values.some((v) => v !== null)) factors.push({ kind: 'wellness', key, values });
  }
  for (const medication of diary.medications) {
    const values = days.map((day, i) => {
      const due = dueTimes(medication, day).length;
      if (due === 0) return null;
      return Math.min(1, (takenByMedicationDay.get(`${medication.id}|${i}`) ?? 0) / due);
    });
    if (values.some((v) => v !== null)) factors.push({ kind: 'medication', key: medication.id, values });
  }
  for (const [key, set] of triggerDays) {
    factors.push({
      kind: 'trigger',
      key,
      values: days.map((_, i) => (observed[i] ? (set.has(i) ? 1 : 0) : null)),
    });
  }
  return { days, observed, symptoms, factors, index };
}

function wellnessValue(
  entry: WellnessDay | undefined,
  key: (typeof WELLNESS_FACTORS)[number],
): number | null {
  if (!entry) return null;
  const [field, sub] = key.split('.') as [keyof WellnessDay, string | undefined];
  const value = sub
    ? (entry.measurements as Record<string, unknown> | undefined)?.[sub]
    : (entry[field] as unknown);
  return typeof value === 'number' ? value : null;
}

/** The factor on day d − lag set against day d: the series moved `lag` days later (unknown at the start). */
export function lagged(values: readonly (number | null)[], lag: number): (number | null)[] {
  return values.map((_, i) => (i - lag >= 0 ? (values[i - lag] ?? null) : null));
}
