import ical, {
  escape,
  ICalAlarmType,
  ICalEventTransparency,
  type ICalCalendar,
  type ICalEventData,
} from 'ical-generator';
import { Temporal } from 'temporal-polyfill';
import type { DataExport, ExportedMedication } from '../../contracts/export';
import { PRODUCT_NAME } from '../../contracts/product';
import type { AppointmentBody, Stored } from '../../contracts/records';
import { dueTimes } from '../../contracts/schedule';
import { format, type Language } from '../../i18n';
import { calendarCatalogs, type CalendarCatalog } from '../../i18n/calendar';
import { doseText } from '../../i18n/units';

/**
 * The calendar export (issue 16, `ics`): appointments as events with their alarm, medication schedules as
 * recurring events. Every time is written as a wall-clock time in the person's zone (`TZID`), never as a UTC
 * instant, so that a dose at 08:00 stays at 08:00 on both sides of a DST change; the zone's VTIMEZONE is built
 * here from the runtime's tz database (see `vtimezone`). Texts are escaped and lines folded by ical-generator.
 */

export interface CalendarContext {
  lang: Language;
  /** The person's IANA zone ("Europe/Rome"). */
  timeZone: string;
  nowMs: number;
}

const UID_DOMAIN = 'salute-diario';
/** An appointment without an end lasts this long. */
const APPOINTMENT_MINUTES = 30;
/** A dose's event: long enough to be seen in a day view, short enough not to hide the day. */
const DOSE_MINUTES = 15;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** The longest gap between two doses (every 90 days) and a week of weekdays: where a first dose is searched. */
const SEARCH_DAYS = 97;
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
// The control characters a text value cannot carry (new lines are escaped by ical-generator; tabs are allowed).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

const clean = (text: string) => text.replace(CONTROL, '');
const wholeSeconds = (ms: number) => Math.floor(ms / 1000) * 1000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const nextDay = (day: string, days = 1) => Temporal.PlainDate.from(day).add({ days }).toString();

/** The span of wall-clock times the calendar writes in the zone; its VTIMEZONE covers it and the years after. */
interface Span {
  fromMs: number;
  toMs: number;
}

/** The `.ics` of a person's appointments and medication schedules. */
export function calendarIcs(data: DataExport, ctx: CalendarContext): string {
  const { lang, timeZone: zone } = ctx;
  const t = calendarCatalogs[lang];
  const exportedMs = Date.parse(data.exportedAt);
  const stamp = new Date(Number.isNaN(exportedMs) ? ctx.nowMs : exportedMs);
  const span: Span = { fromMs: Infinity, toMs: ctx.nowMs };
  const person = clean(data.profile.name).trim();
  const cal = ical({
    prodId: { company: PRODUCT_NAME, product: UID_DOMAIN, language: lang.toUpperCase() },
    // ical-generator writes the calendar's name and description as they are: they are escaped here.
    name: escape(person ? format(t.calendar.name, { app: PRODUCT_NAME, name: person }) : PRODUCT_NAME, false),
    description: escape(format(t.calendar.description, { app: PRODUCT_NAME }), false),
    // No calendar-wide zone (`name: null`): with one, ical-generator writes DTSTAMP and UNTIL as local times
    // without a zone, which RFC 5545 forbids. Each event names the zone, and the generator adds its VTIMEZONE.
    timezone: {
      name: null,
      generator: (tz) =>
        tz === zone && span.fromMs < Infinity ? vtimezone(zone, span.fromMs - DAY_MS, span.toMs) : null,
    },
    x: { 'X-WR-TIMEZONE': zone },
  });
  for (const appointment of data.appointments) addAppointment(cal, appointment, { t, zone, stamp, span });
  for (const medication of data.medications) addMedication(cal, medication, { t, lang, zone, stamp, span });
  // ical-generator leaves the last line without its CRLF; RFC 5545 ends every content line with one.
  return `${cal.toString()}\r\n`;
}

interface Writing {
  t: CalendarCatalog;
  zone: string;
  stamp: Date;
  span: Span;
}

const widen = (span: Span, ...ms: number[]) => {
  span.fromMs = Math.min(span.fromMs, ...ms);
  span.toMs = Math.max(span.toMs, ...ms);
};

/** An id as a UID can carry it (ours are UUIDs; anything else is dropped rather than escaped). */
const uid = (id: string, suffix = '') => `${id.replace(/[^A-Za-z0-9-]/g, '')}${suffix}@${UID_DOMAIN}`;

/**
 * The wall clock of an instant in the zone, or null when that wall-clock time names another instant: the
 * second pass of the hour that repeats in autumn reads as the first (RFC 5545 3.3.5), so it is written in UTC.
 */
function wallTime(ms: number, zone: string): Temporal.PlainDateTime | null {
  const wall = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).toPlainDateTime();
  return wall.toZonedDateTime(zone).epochMilliseconds === ms ? wall : null;
}

function addAppointment(cal: ICalCalendar, a: Stored<AppointmentBody>, w: Writing) {
  const { t, zone } = w;
  const startMs = wholeSeconds(Date.parse(a.startsAt));
  const endMs = a.endsAt ? wholeSeconds(Date.parse(a.endsAt)) : startMs + APPOINTMENT_MINUTES * MINUTE_MS;
  const start = wallTime(startMs, zone);
  const end = wallTime(endMs, zone);
  const local = start !== null && end !== null;
  if (local) widen(w.span, startMs, endMs);
  const details = [
    a.doctor && format(t.appointment.doctor, { value: clean(a.doctor) }),
    a.specialty && format(t.appointment.specialty, { value: clean(a.specialty) }),
    a.notes && format(t.appointment.notes, { value: clean(a.notes) }),
  ].filter(Boolean);
  const title = clean(a.title);
  const event = cal.createEvent({
    id: uid(a.id),
    sequence: a.version,
    stamp: w.stamp,
    created: a.createdAt,
    lastModified: a.updatedAt,
    start: local ? start : new Date(startMs),
    end: local ? end : new Date(endMs),
    timezone: local ? zone : null,
    summary: title,
    location: a.place ? clean(a.place) : null,
    description: details.length ? details.join('\n') : null,
  });
  if (a.remindMinutesBefore !== null && a.remindMinutesBefore !== undefined) {
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: a.remindMinutesBefore * 60,
      description: format(t.appointment.alarm, { title }),
    });
  }
}

/** The first day from `from` on which the medication is due at `time` (within its dates), if any. */
function dueDay(m: ExportedMedication, time: string, from: string): string | undefined {
  for (let i = 0, day = from; i < SEARCH_DAYS; i++, day = nextDay(day)) {
    if (m.endDate && day > m.endDate) return undefined;
    if (dueTimes(m, day).includes(time)) return day;
  }
  return undefined;
}

/** The instant of a wall-clock day and time, resolved as the reminders resolve it ("compatible"). */
const zonedMs = (day: string, time: string, zone: string) =>
  Temporal.PlainDateTime.from(`${day}T${time}`).toZonedDateTime(zone).epochMilliseconds;

/** A UTC DATE-TIME: "20261231T225959Z". */
const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

function recurrence(schedule: ExportedMedication['schedule'], untilMs: number | null): string {
  const parts: string[] = [];
  if (schedule.type === 'interval') {
    parts.push('FREQ=DAILY');
    if (schedule.everyDays > 1) parts.push(`INTERVAL=${schedule.everyDays}`);
  } else if (schedule.type === 'fixed') {
    const days = [...new Set(schedule.weekdays)].sort((a, b) => a - b);
    if (days.length === 7) parts.push('FREQ=DAILY');
    else parts.push('FREQ=WEEKLY', `BYDAY=${days.map((d) => WEEKDAYS[d - 1]).join(',')}`);
  }
  // With a DTSTART in a zone, RFC 5545 wants UNTIL in UTC.
  if (untilMs !== null) parts.push(`UNTIL=${utcStamp(untilMs)}`);
  return `RRULE:${parts.join(';')}`;
}

/**
 * One recurring event per time of day of an active, scheduled medication, from its first dose at that time
 * to the end of its last day. As-needed and archived medications have no events.
 */
function addMedication(cal: ICalCalendar, m: ExportedMedication, w: Writing & { lang: Language }) {
  if (!m.active || m.schedule.type === 'asNeeded') return;
  const { t, zone } = w;
  const words = {
    name: clean(m.strength ? `${m.name} ${m.strength}` : m.name),
    dose: doseText(m.dose, w.lang),
  };
  const details = [
    m.activeIngredient && format(t.medication.ingredient, { value: clean(m.activeIngredient) }),
    m.notes && format(t.medication.notes, { value: clean(m.notes) }),
  ].filter(Boolean);
  const untilMs = m.endDate
    ? Temporal.PlainDateTime.from(`${m.endDate}T23:59:59`).toZonedDateTime(zone).epochMilliseconds
    : null;
  const addEvent = (time: string, when: Pick<ICalEventData, 'start' | 'end' | 'timezone' | 'repeating'>) =>
    cal
      .createEvent({
        id: uid(m.id, `-${time.replace(':', '')}`),
        sequence: m.version,
        stamp: w.stamp,
        created: m.createdAt,
        lastModified: m.updatedAt,
        ...when,
        summary: format(t.medication.summary, words),
        description: details.length ? details.join('\n') : null,
        // A dose does not make the person busy.
        transparency: ICalEventTransparency.TRANSPARENT,
      })
      .createAlarm({
        type: ICalAlarmType.display,
        trigger: 0,
        description: format(t.medication.alarm, words),
      });

  for (const time of [...new Set(m.schedule.times)].sort()) {
    const first = dueDay(m, time, m.startDate);
    if (!first) continue;
    let day = first;
    let rule = recurrence(m.schedule, untilMs);
    // A time in the spring-forward gap (02:30) on the first day cannot be written on that day's wall clock:
    // the series starts at the next dose, and the first one is added at its instant (03:30, as reminded).
    const firstMs = zonedMs(first, time, zone);
    if (wallTime(firstMs, zone)?.toPlainTime().toString({ smallestUnit: 'minute' }) !== time) {
      const second = dueDay(m, time, nextDay(first));
      if (!second) {
        addEvent(time, {
          start: new Date(firstMs),
          end: new Date(firstMs + DOSE_MINUTES * MINUTE_MS),
          timezone: null,
        });
        continue;
      }
      day = second;
      rule += `\nRDATE:${utcStamp(firstMs)}`;
    }
    const start = Temporal.PlainDateTime.from(`${day}T${time}`);
    widen(w.span, zonedMs(day, time, zone), ...(untilMs === null ? [] : [untilMs]));
    // Wall-clock minutes: a dose at 23:50 ends at 00:05 the next day.
    addEvent(time, { start, end: start.add({ minutes: DOSE_MINUTES }), timezone: zone, repeating: rule });
  }
}

/* ---------------------------------------------------------------------------------------------------------- */

/** An offset change of a zone: its instant, the offsets before and after (seconds), the wall clock before it. */
interface Shift {
  ms: number;
  from: number;
  to: number;
  wall: Temporal.PlainDateTime;
}

/** Years past the last one the calendar needs over which a zone's yearly rule must hold (or is listed). */
const ZONE_HORIZON_YEARS = 10;

const offsetSeconds = (zoned: Temporal.ZonedDateTime) => Math.round(zoned.offsetNanoseconds / 1e9);
const wallAt = (ms: number, offset: number) =>
  Temporal.Instant.fromEpochMilliseconds(ms + offset * 1000)
    .toZonedDateTimeISO('UTC')
    .toPlainDateTime();
const icsWall = (w: Temporal.PlainDateTime) =>
  `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
function icsOffset(seconds: number): string {
  const abs = Math.abs(seconds);
  const s = abs % 60;
  return `${seconds < 0 ? '-' : '+'}${pad(Math.floor(abs / 3600))}${pad(Math.floor(abs / 60) % 60)}${s ? pad(s) : ''}`;
}

function shifts(zone: string, fromMs: number, untilMs: number): Shift[] {
  const found: Shift[] = [];
  let at = Temporal.Instant.fromEpochMilliseconds(fromMs).toZonedDateTimeISO(zone);
  for (;;) {
    const next = at.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds >= untilMs) return found;
    const from = offsetSeconds(next.subtract({ nanoseconds: 1 }));
    found.push({
      ms: next.epochMilliseconds,
      from,
      to: offsetSeconds(next),
      wall: wallAt(next.epochMilliseconds, from),
    });
    at = next;
  }
}

const shiftKey = (s: Shift) =>
  `${s.from}/${s.to}/${s.wall.month}/${s.wall.dayOfWeek}/${s.wall.toPlainTime().toString()}`;

/**
 * The yearly rules a change's day fits: "last" (the last such weekday of its month), or the first day of a
 * seven-day window holding it ("1": the first such weekday, "8": the second, "23": Friday before the last Sunday).
 */
function dayRules(wall: Temporal.PlainDateTime): string[] {
  const rules = wall.day + 7 > wall.daysInMonth ? ['last'] : [];
  for (let s = Math.max(1, wall.day - 6); s <= Math.min(wall.day, wall.daysInMonth - 6); s++)
    rules.push(String(s));
  return rules;
}

function byDay(rules: string[], weekday: number): string {
  const wd = WEEKDAYS[weekday - 1]!;
  if (rules.includes('last')) return `BYDAY=-1${wd}`;
  const nth = rules.find((r) => (Number(r) - 1) % 7 === 0);
  if (nth) return `BYDAY=${(Number(nth) - 1) / 7 + 1}${wd}`;
  const first = Number(rules[0]);
  return `BYDAY=${wd};BYMONTHDAY=${Array.from({ length: 7 }, (_, i) => first + i).join(',')}`;
}

/**
 * The zone's changes from the last year the calendar needs (plus the horizon) back while every year has the same
 * changes on the same yearly rules: those years become RRULEs that go on for ever, the years before are listed.
 */
function yearlyTail(found: Shift[], firstYear: number, lastYear: number) {
  const byYear = new Map<number, Shift[]>();
  for (const s of found) {
    const list = byYear.get(s.wall.year);
    if (list) list.push(s);
    else byYear.set(s.wall.year, [s]);
  }
  const signature = (list: Shift[]) => list.map(shiftKey).sort().join('|');
  const last = byYear.get(lastYear) ?? [];
  if (last.length < 2) return null;
  const sig = signature(last);
  const rules = new Map(last.map((s) => [shiftKey(s), dayRules(s.wall)]));
  let year = lastYear;
  for (let y = lastYear - 1; y >= firstYear; y--) {
    const list = byYear.get(y) ?? [];
    if (signature(list) !== sig) break;
    const narrowed = list.map(
      (s) => [shiftKey(s), rules.get(shiftKey(s))!.filter((r) => dayRules(s.wall).includes(r))] as const,
    );
    if (narrowed.some(([, r]) => r.length === 0)) break;
    for (const [key, r] of narrowed) rules.set(key, r);
    year = y;
  }
  return { year, first: byYear.get(year)!, rules };
}

/**
 * The VTIMEZONE of an IANA zone from `fromMs` on, built from the runtime's tz database (the one the reminders
 * use) rather than a bundled copy: it stays current, covers the zone's past rules, and needs no file at run
 * time. The offset at `fromMs` opens it; the changes after it are listed one by one until the zone settles
 * into yearly rules, which are written as RRULEs (last Sunday of March, second Sunday of March …).
 */
export function vtimezone(zone: string, fromMs: number, lastMs: number): string {
  const fromZoned = Temporal.Instant.fromEpochMilliseconds(wholeSeconds(fromMs)).toZonedDateTimeISO(zone);
  const lastYear =
    Temporal.Instant.fromEpochMilliseconds(lastMs).toZonedDateTimeISO(zone).year + ZONE_HORIZON_YEARS;
  const untilMs = Temporal.ZonedDateTime.from({
    timeZone: zone,
    year: lastYear + 1,
    month: 1,
    day: 1,
  }).epochMilliseconds;
  const found = shifts(zone, fromZoned.epochMilliseconds, untilMs);
  const tail = yearlyTail(found, fromZoned.year, lastYear);
  const observance = (s: { from: number; to: number; wall: Temporal.PlainDateTime }, rrule?: string) => {
    const type = s.to > s.from ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${type}`,
      `DTSTART:${icsWall(s.wall)}`,
      `TZOFFSETFROM:${icsOffset(s.from)}`,
      `TZOFFSETTO:${icsOffset(s.to)}`,
      ...(rrule ? [rrule] : []),
      `END:${type}`,
    ];
  };
  const offset = offsetSeconds(fromZoned);
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance({ from: offset, to: offset, wall: fromZoned.toPlainDateTime() }),
    ...found.filter((s) => !tail || s.wall.year < tail.year).flatMap((s) => observance(s)),
    ...(tail?.first.flatMap((s) =>
      observance(
        s,
        `RRULE:FREQ=YEARLY;BYMONTH=${s.wall.month};${byDay(tail.rules.get(shiftKey(s))!, s.wall.dayOfWeek)}`,
      ),
    ) ?? []),
    'END:VTIMEZONE',
  ];
  return lines.join('\n');
}
