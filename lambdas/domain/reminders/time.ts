import { Temporal } from 'temporal-polyfill';
import { dueTimes, scheduledDoseId } from '../../contracts/schedule';
import type { MedicationBody } from '../../contracts/records';

/**
 * When reminders are due, in the person's own time zone. Schedule times are wall-clock times ("08:00") in an
 * IANA zone; the instants come from Temporal, never from offset arithmetic, because two nights a year the wall
 * clock and the instant part ways:
 *  - spring forward (Europe/Rome, last Sunday of March, 02:00 → 03:00): 02:30 does not exist; it fires at the
 *    same offset after the change, 03:30 (Temporal's "compatible" disambiguation);
 *  - fall back (last Sunday of October, 03:00 → 02:00): 02:30 happens twice; it fires once, at the first
 *    (also "compatible").
 * EventBridge Scheduler's own cron skips the spring-forward gap, which is why the dispatcher asks this module
 * instead of keeping one schedule per dose.
 */

export type Schedulable = Pick<MedicationBody, 'schedule' | 'startDate' | 'endDate' | 'active'> & {
  id: string;
};

/** A scheduled dose of one medication at one wall-clock time on one day. */
export interface DoseOccurrence {
  medicationId: string;
  /** The day and time on the person's wall clock, as the schedule says ("2026-03-29", "02:30"). */
  day: string;
  time: string;
  /** The instant it is due, with the person's offset: "2026-03-29T03:30:00+02:00". */
  dueAt: string;
  dueMs: number;
  /** Stable for a medication and its due day and time: the id of the dose it records, and of the reminder. */
  id: string;
}

/** Quiet hours on the person's wall clock; `from` after `to` spans midnight ("22:00" → "07:00"). */
export interface QuietHours {
  from: string;
  to: string;
}

/** The longest gap between two doses a schedule can have (every 90 days), plus a margin for its start date. */
const SEARCH_DAYS = 400;

/** Whether the runtime knows this IANA time zone ("Europe/Rome"); offsets and abbreviations are refused. */
export function isTimeZone(zone: string): boolean {
  if (zone !== 'UTC' && !/^[A-Za-z]+\/[A-Za-z0-9_+\-/]+$/.test(zone)) return false;
  try {
    Temporal.Now.zonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
}

/** The instant of a wall-clock day and time in a zone, resolved as described above. */
export function zonedInstant(day: string, time: string, timeZone: string): { ms: number; iso: string } {
  const zoned = Temporal.PlainDateTime.from(`${day}T${time}`).toZonedDateTime(timeZone, {
    disambiguation: 'compatible',
  });
  return { ms: zoned.epochMilliseconds, iso: zoned.toString({ timeZoneName: 'never' }) };
}

/** The calendar day ("YYYY-MM-DD") and wall-clock time ("HH:MM") of an instant in a zone. */
export function wallClock(ms: number, timeZone: string): { day: string; time: string } {
  const zoned = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
  return {
    day: zoned.toPlainDate().toString(),
    time: zoned.toPlainTime().toString({ smallestUnit: 'minute' }),
  };
}

const nextDay = (day: string, days = 1) => Temporal.PlainDate.from(day).add({ days }).toString();

function occurrencesOn(medication: Schedulable, day: string, timeZone: string): DoseOccurrence[] {
  return dueTimes(medication, day).map((time) => {
    const due = zonedInstant(day, time, timeZone);
    return {
      medicationId: medication.id,
      day,
      time,
      dueAt: due.iso,
      dueMs: due.ms,
      id: scheduledDoseId(medication.id, day, time),
    };
  });
}

/** The doses due in [fromMs, toMs), earliest first. */
export function occurrencesBetween(
  medication: Schedulable,
  timeZone: string,
  fromMs: number,
  toMs: number,
): DoseOccurrence[] {
  const found: DoseOccurrence[] = [];
  // A wall-clock day can start up to a day before the instant's day elsewhere; start one day early.
  const last = wallClock(toMs, timeZone).day;
  for (let day = nextDay(wallClock(fromMs, timeZone).day, -1); day <= last; day = nextDay(day)) {
    for (const o of occurrencesOn(medication, day, timeZone)) {
      if (o.dueMs >= fromMs && o.dueMs < toMs) found.push(o);
    }
  }
  return found.sort((a, b) => a.dueMs - b.dueMs || (a.time < b.time ? -1 : 1));
}

/** The first dose due strictly after `afterMs`, or none (as needed, archived, ended). */
export function nextOccurrence(
  medication: Schedulable,
  timeZone: string,
  afterMs: number,
): DoseOccurrence | undefined {
  if (!medication.active || medication.schedule.type === 'asNeeded') return undefined;
  const start = wallClock(afterMs, timeZone).day;
  let day = start < medication.startDate ? medication.startDate : nextDay(start, -1);
  for (let i = 0; i <= SEARCH_DAYS; i++, day = nextDay(day)) {
    if (medication.endDate && day > medication.endDate) return undefined;
    const due = occurrencesOn(medication, day, timeZone).find((o) => o.dueMs > afterMs);
    if (due) return due;
  }
  return undefined;
}

/** Whether a wall-clock time ("HH:MM") falls inside quiet hours (a span over midnight included). */
export function inQuietHours(time: string, quiet: QuietHours | null | undefined): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  return quiet.from < quiet.to
    ? time >= quiet.from && time < quiet.to
    : time >= quiet.from || time < quiet.to;
}

/** When a reminder due at `ms` may be sent: at once, or when the quiet hours it falls in end. */
export function afterQuietHours(ms: number, quiet: QuietHours | null | undefined, timeZone: string): number {
  const { day, time } = wallClock(ms, timeZone);
  if (!quiet || !inQuietHours(time, quiet)) return ms;
  const endDay = time < quiet.to ? day : nextDay(day);
  return zonedInstant(endDay, quiet.to, timeZone).ms;
}

/** An instant written with the offset it has in a zone: "2026-11-24T08:12:00+01:00". */
export function isoIn(ms: number, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(ms)
    .toZonedDateTimeISO(timeZone)
    .toString({ timeZoneName: 'never', smallestUnit: 'second' });
}
