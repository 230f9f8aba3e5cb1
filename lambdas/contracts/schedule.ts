import { v5 as uuidv5 } from 'uuid';
import type { DoseBody, MedicationBody } from './records';

/**
 * When a medication is due, in the person's own calendar: days are "YYYY-MM-DD" and times "HH:MM" on the
 * wall clock where the person is. Shared by the SPA (today's doses, the dashboard) and, later, by the
 * reminders and the assistant's adherence summary.
 */
type Schedulable = Pick<MedicationBody, 'schedule' | 'startDate' | 'endDate' | 'active'>;

/** Fixed, and published nowhere else: only the shape of dose ids depends on it. */
const DOSE_NAMESPACE = '6f1d7a3e-2b8c-4e7a-9d1f-5c3b8a2e4f60';

const DAY_MS = 86_400_000;
const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** 1 = Monday … 7 = Sunday, for a calendar day. */
export function weekdayOf(day: string): number {
  const d = new Date(utcDay(day)).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** "YYYY-MM-DD" of a moment in the device's time zone. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The times a medication is due on a day, earliest first: none when "al bisogno", archived, or out of its dates. */
export function dueTimes(medication: Schedulable, day: string): string[] {
  const { schedule, startDate, endDate, active } = medication;
  if (!active || day < startDate || (endDate && day > endDate)) return [];
  switch (schedule.type) {
    case 'asNeeded':
      return [];
    case 'fixed':
      return schedule.weekdays.includes(weekdayOf(day)) ? [...new Set(schedule.times)].sort() : [];
    case 'interval':
      return daysBetween(startDate, day) % schedule.everyDays === 0
        ? [...new Set(schedule.times)].sort()
        : [];
  }
}

/**
 * The id of the dose due on a day at a time: the same on every device and every tap, so "preso" pressed
 * twice (or on the phone and the laptop) records one dose, not two.
 */
export function scheduledDoseId(medicationId: string, day: string, time: string): string {
  return uuidv5(`${medicationId.toLowerCase()}/${day}T${time}`, DOSE_NAMESPACE);
}

/** A dose taken this long after it was due counts as late (for adherence). */
export const LATE_AFTER_MINUTES = 60;

export function takenStatus(scheduledFor: Date, takenAt: Date): DoseBody['status'] {
  return takenAt.getTime() - scheduledFor.getTime() > LATE_AFTER_MINUTES * 60_000 ? 'late' : 'taken';
}

/** The stock is at or under its threshold. */
export function lowStock(medication: Pick<MedicationBody, 'stock'>): boolean {
  return medication.stock !== undefined && medication.stock.quantity <= medication.stock.lowThreshold;
}
