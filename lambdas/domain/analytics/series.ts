import { Temporal } from 'temporal-polyfill';
import type { DoseBody, SymptomBody, WellnessBody } from '../../contracts/records';
import { occurrencesBetween, wallClock, zonedInstant, type Schedulable } from '../reminders/time';

/**
 * A person's diary as daily series (issue 15), pure: the days of a window in the person's time zone, which of
 * them were observed, each symptom's daily value and each factor's. A day is observed when anything was
 * recorded for it (a symptom episode that covers it, a dose, a wellness entry); a day with nothing recorded is
 * missing (null), never "symptom-free".
 */
export type Episode = Pick<SymptomBody, 'symptom' | 'severity' | 'startedAt' | 'endedAt' | 'triggers'>;
export type LoggedDose = Pick<DoseBody, 'status' | 'scheduledFor' | 'takenAt'> & { medicationId: string };
export type WellnessDay = Omit<WellnessBody, 'version'>;
export type Medication = Schedulable & { id: string };

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
}

/** The wellness fields that are factors, numbers only (the activity's name is not one). */
export const WELLNESS_FACTORS = [
  'sleepHours',
  'sleepQuality',
  'mood',
  'energy',
  'stress',
  'waterLiters',
  'activityMinutes',
  'measurements.weightKg',
  'measurements.systolic',
  'measurements.diastolic',
  'measurements.heartRate',
  'measurements.temperatureC',
  'measurements.glucoseMgDl',
] as const;

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const last = Temporal.PlainDate.from(to);
  for (
    let d = Temporal.PlainDate.from(from);
    Temporal.PlainDate.compare(d, last) <= 0;
    d = d.add({ days: 1 })
  ) {
    days.push(d.toString());
  }
  return days;
}

/** The days an episode covers in the zone: from the day it started to the day it ended (or today). */
function episodeDays(episode: Episode, timeZone: string, nowMs: number): [string, string] {
  const start = Date.parse(episode.startedAt);
  const end = episode.endedAt === null ? Math.max(start, nowMs) : Date.parse(episode.endedAt);
  return [wallClock(start, timeZone).day, wallClock(end, timeZone).day];
}

const DOSE_TAKEN = new Set<DoseBody['status']>(['taken', 'late']);

export function dailySeries(diary: Diary): DailySeries {
  const days = daysBetween(diary.from, diary.to);
  const index = new Map(days.map((d, i) => [d, i]));
  const observed = days.map(() => false);
  const mark = (day: string) => {
    const i = index.get(day);
    if (i !== undefined) observed[i] = true;
    return i;
  };

  // Symptoms and triggers: every day an episode covers.
  const highest = new Map<string, number[]>();
  const triggerDays = new Map<string, Set<number>>();
  for (const episode of diary.episodes) {
    const [first, last] = episodeDays(episode, diary.timeZone, diary.nowMs);
    if (last < diary.from || first > diary.to) continue;
    const span = daysBetween(first < diary.from ? diary.from : first, last > diary.to ? diary.to : last);
    const values = highest.get(episode.symptom) ?? days.map(() => 0);
    highest.set(episode.symptom, values);
    for (const day of span) {
      const i = mark(day) as number;
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

  // Doses: the day they were taken (or were due).
  const dosesByMedicationDay = new Map<string, { taken: number }>();
  for (const dose of diary.doses) {
    const at = dose.takenAt ?? dose.scheduledFor;
    if (!at) continue;
    mark(wallClock(Date.parse(at), diary.timeZone).day);
    if (!dose.scheduledFor || !DOSE_TAKEN.has(dose.status)) continue;
    const dueDay = wallClock(Date.parse(dose.scheduledFor), diary.timeZone).day;
    const key = `${dose.medicationId}|${dueDay}`;
    const entry = dosesByMedicationDay.get(key) ?? { taken: 0 };
    entry.taken += 1;
    dosesByMedicationDay.set(key, entry);
  }

  // Wellness: its date.
  const wellnessByDay = new Map<number, WellnessDay>();
  for (const entry of diary.wellness) {
    const i = mark(entry.date);
    if (i !== undefined) wellnessByDay.set(i, entry);
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
    const values = adherence(medication, days, diary.timeZone, dosesByMedicationDay);
    if (values.some((v) => v !== null)) factors.push({ kind: 'medication', key: medication.id, values });
  }
  for (const [key, set] of triggerDays) {
    factors.push({
      kind: 'trigger',
      key,
      values: days.map((_, i) => (observed[i] ? (set.has(i) ? 1 : 0) : null)),
    });
  }
  return { days, observed, symptoms, factors };
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

/** Each day's share of the medication's scheduled doses that were taken (null on days with none due). */
function adherence(
  medication: Medication,
  days: string[],
  timeZone: string,
  taken: Map<string, { taken: number }>,
): (number | null)[] {
  return days.map((day) => {
    const start = zonedInstant(day, '00:00', timeZone).ms;
    const end = zonedInstant(Temporal.PlainDate.from(day).add({ days: 1 }).toString(), '00:00', timeZone).ms;
    const due = occurrencesBetween(medication, timeZone, start, end).length;
    if (due === 0) return null;
    return Math.min(1, (taken.get(`${medication.id}|${day}`)?.taken ?? 0) / due);
  });
}

/** The factor on day d − lag set against day d: the series moved `lag` days later (unknown at the start). */
export function lagged(values: readonly (number | null)[], lag: number): (number | null)[] {
  return values.map((_, i) => (i - lag >= 0 ? (values[i - lag] ?? null) : null));
}
