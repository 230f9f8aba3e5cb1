import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type DataExport,
  type ExportedMedication,
} from '../../lambdas/contracts/export';
import type { AppointmentBody, MedicationBody, Stored } from '../../lambdas/contracts/records';
import { DEFAULT_SETTINGS } from '../../lambdas/contracts/reminders';
import { calendarIcs, vtimezone } from '../../lambdas/domain/export/ics';
import { occurrencesBetween } from '../../lambdas/domain/reminders/time';
import type { Language } from '../../lambdas/i18n';

/*
 * The calendar export read back by another iCalendar implementation (ical.js, as calendar apps do): events,
 * recurrences expanded through the DST changes, alarms, and the text that must not break out of its property.
 */

const ROME = 'Europe/Rome';
const NEW_YORK = 'America/New_York';
const ms = (iso: string) => Date.parse(iso);
const EXPORTED_AT = '2026-03-15T09:00:00.000Z';

const ID = {
  ramipril: '0a1b2c3d-0000-4000-8000-000000000001',
  antibiotic: '0a1b2c3d-0000-4000-8000-000000000002',
  paracetamol: '0a1b2c3d-0000-4000-8000-000000000003',
  archived: '0a1b2c3d-0000-4000-8000-000000000004',
  gap: '0a1b2c3d-0000-4000-8000-000000000005',
  metformin: '0a1b2c3d-0000-4000-8000-000000000006',
  cardio: '0a1b2c3d-0000-4000-8000-0000000000a1',
  blood: '0a1b2c3d-0000-4000-8000-0000000000a2',
  secondPass: '0a1b2c3d-0000-4000-8000-0000000000a3',
};

const stored = <T extends { version: number }>(id: string, body: T): Stored<T> => ({
  ...body,
  id,
  version: 4,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
});
const medication = (id: string, body: Omit<MedicationBody, 'version'>): ExportedMedication => ({
  ...stored(id, { version: 0, ...body }),
  doses: [],
});
const appointment = (id: string, body: Omit<AppointmentBody, 'version'>) =>
  stored(id, { version: 0, ...body });

const INJECTION =
  'Portare i referti; digiuno, acqua sì\nBEGIN:VEVENT\nUID:evil@example.com\nSUMMARY:pwned\nEND:VEVENT';
const LONG_NOTE = `${'Controllo della pressione prima della visita — नमस्ते, '.repeat(6)}fine.`;

const ramipril = medication(ID.ramipril, {
  name: 'Ramipril',
  strength: '5 mg',
  form: 'compresse',
  dose: { amount: 1, unit: 'compressa' },
  schedule: { type: 'fixed', times: ['20:00', '08:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
  startDate: '2026-03-20',
  endDate: '2026-11-30',
  active: true,
  activeIngredient: 'ramipril',
  notes: LONG_NOTE,
});
const antibiotic = medication(ID.antibiotic, {
  name: 'Amoxicillina',
  form: 'bustine',
  dose: { amount: 2, unit: 'bustina' },
  schedule: { type: 'interval', everyDays: 2, times: ['09:00'] },
  startDate: '2026-03-27',
  endDate: '2026-04-10',
  active: true,
});
const paracetamol = medication(ID.paracetamol, {
  name: 'Paracetamolo',
  form: 'compresse',
  dose: { amount: 1, unit: 'compressa' },
  schedule: { type: 'asNeeded', maxPerDay: 3 },
  startDate: '2026-01-01',
  active: true,
});
const archived = medication(ID.archived, {
  name: 'Vecchio farmaco',
  form: 'gocce',
  dose: { amount: 10, unit: 'goccia' },
  schedule: { type: 'fixed', times: ['12:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
  startDate: '2026-01-01',
  active: false,
});
const cardio = appointment(ID.cardio, {
  title: 'Visita cardiologica; controllo, ECG',
  doctor: 'Dott.ssa Bianchi',
  specialty: 'Cardiologia',
  place: 'Ospedale San Paolo, via Roma 1; Milano',
  // The morning after the clocks go back in Rome (03:00 → 02:00): 10:00 winter time, 09:00Z.
  startsAt: '2026-10-25T10:00:00+01:00',
  endsAt: '2026-10-25T10:45:00+01:00',
  remindMinutesBefore: 60,
  notes: INJECTION,
});
const blood = appointment(ID.blood, {
  title: 'Analisi del sangue',
  startsAt: '2026-04-15T08:00:00+02:00',
  remindMinutesBefore: null,
});

const exportOf = (parts: Partial<DataExport> & { name?: string } = {}): DataExport => ({
  format: EXPORT_FORMAT,
  formatVersion: EXPORT_FORMAT_VERSION,
  exportedAt: EXPORTED_AT,
  dateRange: { from: null, to: null },
  profile: {
    id: 'user-1',
    email: 'maria@example.com',
    name: parts.name ?? 'Maria Rossi',
    language: 'it',
    createdAt: null,
    healthDataConsentAt: null,
  },
  settings: DEFAULT_SETTINGS,
  symptoms: [],
  wellness: [],
  conversations: [],
  medications: parts.medications ?? [ramipril, antibiotic, paracetamol, archived],
  appointments: parts.appointments ?? [cardio, blood],
});

const ctx = (timeZone = ROME, lang: Language = 'it') => ({ lang, timeZone, nowMs: ms(EXPORTED_AT) });

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = new Map(
    calendar.getAllSubcomponents('vevent').map((c) => {
      const event = new ICAL.Event(c);
      return [event.uid, event] as const;
    }),
  );
  return { calendar, events };
}

const eventOf = (events: Map<string, ICAL.Event>, uid: string) => {
  const event = events.get(uid);
  if (!event) throw new Error(`no event ${uid} in ${[...events.keys()].join(', ')}`);
  return event;
};

/** Every occurrence's start (epoch ms) up to `untilMs`, as a calendar app expands the event. */
function starts(event: ICAL.Event, untilMs = ms('2030-01-01T00:00:00Z')): number[] {
  const found: number[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    const at = next.toUnixTime() * 1000;
    if (at > untilMs) break;
    found.push(at);
  }
  return found;
}

const isoZ = (values: number[]) => values.map((v) => new Date(v).toISOString().replace('.000', ''));
const localTimes = (values: number[], zone: string) =>
  values.map((v) =>
    Temporal.Instant.fromEpochMilliseconds(v).toZonedDateTimeISO(zone).toPlainTime().toString(),
  );

describe('the calendar file', () => {
  const ics = calendarIcs(exportOf(), ctx());

  it('is line-folded iCalendar: CRLF after every line, none longer than 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = ics.slice(0, -2).split('\r\n');
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    }
    // The long note (accents, Devanagari) is folded, and unfolds to the same text.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const { events } = parse(ics);
    expect(eventOf(events, `${ID.ramipril}-0800@salute-diario`).description).toContain(LONG_NOTE);
  });

  it('names the calendar, the product and the zone, and says the same thing twice', () => {
    const { calendar } = parse(ics);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//SaluteMia//salute-diario//IT');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('SaluteMia – Maria Rossi');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe(ROME);
    expect(calendarIcs(exportOf(), ctx())).toBe(ics);
  });

  it('carries the VTIMEZONE of Europe/Rome, and the events use it by name', () => {
    const { calendar, events } = parse(ics);
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((z) => z.getFirstPropertyValue('tzid'))).toEqual([ROME]);
    const dtstart = eventOf(events, `${ID.ramipril}-0800@salute-diario`).component.getFirstProperty(
      'dtstart',
    )!;
    expect(dtstart.getParameter('tzid')).toBe(ROME);
    expect(ics).toContain('DTSTART;TZID=Europe/Rome:20260320T080000\r\n');
    expect(eventOf(events, `${ID.ramipril}-0800@salute-diario`).startDate.zone?.tzid).toBe(ROME);
  });

  it('keeps the 08:00 dose at 08:00 on both sides of the spring and autumn changes', () => {
    const { events } = parse(ics);
    const at8 = starts(eventOf(events, `${ID.ramipril}-0800@salute-diario`));
    const around = (from: string, to: string) => isoZ(at8.filter((v) => v >= ms(from) && v < ms(to)));
    expect(around('2026-03-27T00:00:00Z', '2026-04-01T00:00:00Z')).toEqual([
      '2026-03-27T07:00:00Z',
      '2026-03-28T07:00:00Z',
      '2026-03-29T06:00:00Z', // spring forward: 08:00 summer time
      '2026-03-30T06:00:00Z',
      '2026-03-31T06:00:00Z',
    ]);
    expect(around('2026-10-23T00:00:00Z', '2026-10-28T00:00:00Z')).toEqual([
      '2026-10-23T06:00:00Z',
      '2026-10-24T06:00:00Z',
      '2026-10-25T07:00:00Z', // fall back: 08:00 winter time
      '2026-10-26T07:00:00Z',
      '2026-10-27T07:00:00Z',
    ]);
    expect(new Set(localTimes(at8, ROME))).toEqual(new Set(['08:00:00']));
  });

  it('has the same doses as the reminders, every day from the first to the last (UNTIL)', () => {
    const { events } = parse(ics);
    const fromIcs = [
      ...starts(eventOf(events, `${ID.ramipril}-0800@salute-diario`)),
      ...starts(eventOf(events, `${ID.ramipril}-2000@salute-diario`)),
    ].sort((a, b) => a - b);
    const reminded = occurrencesBetween(
      ramipril,
      ROME,
      ms('2026-01-01T00:00:00Z'),
      ms('2028-01-01T00:00:00Z'),
    );
    expect(fromIcs).toEqual(reminded.map((o) => o.dueMs));
    expect(isoZ(fromIcs.slice(0, 2))).toEqual(['2026-03-20T07:00:00Z', '2026-03-20T19:00:00Z']);
    expect(isoZ(fromIcs.slice(-2))).toEqual(['2026-11-30T07:00:00Z', '2026-11-30T19:00:00Z']);
    // UNTIL is the end of the last day, in UTC as RFC 5545 wants with a zoned DTSTART.
    const rule = eventOf(events, `${ID.ramipril}-2000@salute-diario`).component.getFirstPropertyValue(
      'rrule',
    );
    expect(rule).toBeInstanceOf(ICAL.Recur);
    const recur = rule as ICAL.Recur;
    expect(recur.freq).toBe('DAILY');
    expect(recur.until?.toString()).toBe('2026-11-30T22:59:59Z');
  });

  it('repeats an every-2-days medication with INTERVAL=2 until its last day', () => {
    const { events } = parse(ics);
    const event = eventOf(events, `${ID.antibiotic}-0900@salute-diario`);
    const recur = event.component.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect([recur.freq, recur.interval]).toEqual(['DAILY', 2]);
    expect(isoZ(starts(event))).toEqual([
      '2026-03-27T08:00:00Z',
      '2026-03-29T07:00:00Z', // the spring-forward Sunday, 09:00 summer time
      '2026-03-31T07:00:00Z',
      '2026-04-02T07:00:00Z',
      '2026-04-04T07:00:00Z',
      '2026-04-06T07:00:00Z',
      '2026-04-08T07:00:00Z',
      '2026-04-10T07:00:00Z',
    ]);
    expect(event.summary).toBe('Amoxicillina — 2 bustine');
  });

  it('writes a dose as a short, transparent event titled in the person’s language, with an alarm at its time', () => {
    const { events } = parse(ics);
    const event = eventOf(events, `${ID.ramipril}-0800@salute-diario`);
    expect(event.summary).toBe('Ramipril 5 mg — 1 compressa');
    expect(event.duration.toSeconds()).toBe(15 * 60);
    expect(event.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    expect(event.description).toBe(`Principio attivo: ramipril\nNote: ${LONG_NOTE}`);
    const alarms = event.component.getAllSubcomponents('valarm');
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect((alarms[0]!.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(0);
    expect(alarms[0]!.getFirstPropertyValue('description')).toBe(
      'È ora di prendere Ramipril 5 mg: 1 compressa',
    );
  });

  it('writes no event for a medication taken as needed, nor for an archived one', () => {
    const { events } = parse(ics);
    const uids = [...events.keys()];
    expect(uids.sort()).toEqual(
      [
        `${ID.ramipril}-0800@salute-diario`,
        `${ID.ramipril}-2000@salute-diario`,
        `${ID.antibiotic}-0900@salute-diario`,
        `${ID.cardio}@salute-diario`,
        `${ID.blood}@salute-diario`,
      ].sort(),
    );
    expect(ics).not.toContain(ID.paracetamol);
    expect(ics).not.toContain(ID.archived);
  });

  it('writes an appointment at its local time the morning after the clocks go back, with its reminder', () => {
    const { events } = parse(ics);
    const event = eventOf(events, `${ID.cardio}@salute-diario`);
    expect(ics).toContain('DTSTART;TZID=Europe/Rome:20261025T100000\r\n');
    expect(isoZ([event.startDate.toUnixTime() * 1000, event.endDate.toUnixTime() * 1000])).toEqual([
      '2026-10-25T09:00:00Z',
      '2026-10-25T09:45:00Z',
    ]);
    expect(event.isRecurring()).toBe(false);
    expect(event.summary).toBe('Visita cardiologica; controllo, ECG');
    expect(event.location).toBe('Ospedale San Paolo, via Roma 1; Milano');
    expect(event.description).toBe(`Medico: Dott.ssa Bianchi\nSpecialità: Cardiologia\nNote: ${INJECTION}`);
    expect(event.sequence).toBe(4);
    expect(event.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-03-15T09:00:00Z');
    const alarms = event.component.getAllSubcomponents('valarm');
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect((alarms[0]!.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-3600);
    expect(alarms[0]!.getFirstPropertyValue('description')).toBe(
      'Appuntamento: Visita cardiologica; controllo, ECG',
    );
  });

  it('gives an appointment without an end 30 minutes, and no alarm when it has no reminder', () => {
    const { events } = parse(ics);
    const event = eventOf(events, `${ID.blood}@salute-diario`);
    expect(isoZ([event.startDate.toUnixTime() * 1000, event.endDate.toUnixTime() * 1000])).toEqual([
      '2026-04-15T06:00:00Z',
      '2026-04-15T06:30:00Z',
    ]);
    expect(event.component.getAllSubcomponents('valarm')).toEqual([]);
    expect(event.location).toBeNull();
    expect(event.description).toBeNull();
  });

  it('escapes text: commas, semicolons, new lines and "BEGIN:VEVENT" stay inside their property', () => {
    const hostile = calendarIcs(exportOf({ name: 'Maria\nBEGIN:VEVENT\nUID:evil; x, y' }), ctx());
    const lines = hostile.split('\r\n');
    // Only the events' own components begin and end at the start of a line.
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(5);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(5);
    expect(lines.some((l) => /^(UID:evil|SUMMARY:pwned)/.test(l))).toBe(false);
    expect(hostile.replace(/\r\n /g, '')).toContain(
      'Portare i referti\\; digiuno\\, acqua sì\\nBEGIN:VEVENT\\nUID:evil@example.com',
    );
    const { calendar, events } = parse(hostile);
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(5);
    expect(events.has('evil@example.com')).toBe(false);
    // ical.js leaves X- properties as they are written: the calendar's name, escaped as TEXT.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'SaluteMia – Maria\\nBEGIN:VEVENT\\nUID:evil\\; x\\, y',
    );
    expect(eventOf(events, `${ID.cardio}@salute-diario`).description).toContain(INJECTION);
  });

  it('says the words in English and Hindi', () => {
    const en = parse(calendarIcs(exportOf(), ctx(ROME, 'en')));
    expect(en.calendar.getFirstPropertyValue('x-wr-calname')).toBe('SaluteMia – Maria Rossi');
    expect(eventOf(en.events, `${ID.ramipril}-0800@salute-diario`).summary).toBe('Ramipril 5 mg — 1 tablet');
    expect(eventOf(en.events, `${ID.cardio}@salute-diario`).description).toContain(
      'Doctor: Dott.ssa Bianchi',
    );
    const hi = parse(calendarIcs(exportOf(), ctx(ROME, 'hi')));
    expect(eventOf(hi.events, `${ID.ramipril}-0800@salute-diario`).summary).toBe('Ramipril 5 mg — 1 गोली');
    expect(eventOf(hi.events, `${ID.cardio}@salute-diario`).description).toContain('डॉक्टर: Dott.ssa Bianchi');
  });

  it('is an empty but valid calendar for a person with nothing scheduled', () => {
    const empty = calendarIcs(exportOf({ medications: [paracetamol], appointments: [], name: '' }), ctx());
    const { calendar, events } = parse(empty);
    expect(events.size).toBe(0);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('SaluteMia');
  });
});

describe('the hours the clocks skip or repeat', () => {
  it('writes a dose due in the spring-forward gap on its first day at 03:30, as the reminder fires, then at 02:30', () => {
    const gap = medication(ID.gap, {
      name: 'Notturno',
      form: 'compresse',
      dose: { amount: 1, unit: 'compressa' },
      schedule: { type: 'interval', everyDays: 2, times: ['02:30'] },
      startDate: '2026-03-29',
      endDate: '2026-04-04',
      active: true,
    });
    const { events } = parse(calendarIcs(exportOf({ medications: [gap], appointments: [] }), ctx()));
    const found = starts(eventOf(events, `${ID.gap}-0230@salute-diario`));
    const reminded = occurrencesBetween(gap, ROME, ms('2026-03-01T00:00:00Z'), ms('2026-05-01T00:00:00Z'));
    expect(isoZ(found)).toEqual([
      '2026-03-29T01:30:00Z',
      '2026-03-31T00:30:00Z',
      '2026-04-02T00:30:00Z',
      '2026-04-04T00:30:00Z',
    ]);
    expect(found).toEqual(reminded.map((o) => o.dueMs));
  });

  it('keeps an appointment at the second 02:30 of the autumn night at its instant (in UTC)', () => {
    const secondPass = appointment(ID.secondPass, {
      title: 'Turno di notte',
      startsAt: '2026-10-25T02:30:00+01:00',
      remindMinutesBefore: 0,
    });
    const ics = calendarIcs(exportOf({ medications: [], appointments: [secondPass] }), ctx());
    const event = eventOf(parse(ics).events, `${ID.secondPass}@salute-diario`);
    expect(ics).toContain('DTSTART:20261025T013000Z\r\n');
    expect(event.startDate.toUnixTime() * 1000).toBe(ms('2026-10-25T01:30:00Z'));
    const trigger = event.component
      .getFirstSubcomponent('valarm')!
      .getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(0);
  });
});

describe('another time zone: America/New_York', () => {
  const metformin = medication(ID.metformin, {
    name: 'Metformina',
    strength: '500 mg',
    form: 'compresse',
    dose: { amount: 1, unit: 'compressa' },
    schedule: { type: 'fixed', times: ['07:30'], weekdays: [5, 1, 3] },
    startDate: '2026-03-05', // a Thursday: the first dose is on Friday the 6th
    active: true,
  });
  const visit = appointment(ID.cardio, {
    title: 'Check-up',
    startsAt: '2026-11-02T09:00:00-05:00',
    remindMinutesBefore: 1440,
  });
  const ics = calendarIcs(exportOf({ medications: [metformin], appointments: [visit] }), ctx(NEW_YORK, 'en'));
  const { calendar, events } = parse(ics);

  it('carries the VTIMEZONE of America/New_York only', () => {
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual([
      NEW_YORK,
    ]);
    expect(ics).toContain('DTSTART;TZID=America/New_York:20260306T073000\r\n');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR\r\n');
  });

  it('keeps 07:30 on Mondays, Wednesdays and Fridays across the American changes (8 March, 1 November)', () => {
    const found = starts(eventOf(events, `${ID.metformin}-0730@salute-diario`), ms('2026-11-05T00:00:00Z'));
    const around = (from: string, to: string) => isoZ(found.filter((v) => v >= ms(from) && v < ms(to)));
    expect(around('2026-03-01T00:00:00Z', '2026-03-12T00:00:00Z')).toEqual([
      '2026-03-06T12:30:00Z',
      '2026-03-09T11:30:00Z', // daylight time from Sunday 8 March
      '2026-03-11T11:30:00Z',
    ]);
    // Europe's change (29 March) moves nothing here.
    expect(around('2026-03-27T00:00:00Z', '2026-04-01T00:00:00Z')).toEqual([
      '2026-03-27T11:30:00Z',
      '2026-03-30T11:30:00Z',
    ]);
    expect(around('2026-10-28T00:00:00Z', '2026-11-05T00:00:00Z')).toEqual([
      '2026-10-28T11:30:00Z',
      '2026-10-30T11:30:00Z',
      '2026-11-02T12:30:00Z', // standard time from Sunday 1 November
      '2026-11-04T12:30:00Z',
    ]);
    expect(new Set(localTimes(found, NEW_YORK))).toEqual(new Set(['07:30:00']));
    const reminded = occurrencesBetween(
      metformin,
      NEW_YORK,
      ms('2026-03-01T00:00:00Z'),
      ms('2026-11-05T00:00:00Z'),
    );
    expect(found).toEqual(reminded.map((o) => o.dueMs));
  });

  it('writes the appointment at its local time with its reminder a day before', () => {
    const event = eventOf(events, `${ID.cardio}@salute-diario`);
    expect(ics).toContain('DTSTART;TZID=America/New_York:20261102T090000\r\n');
    expect(event.startDate.toUnixTime() * 1000).toBe(ms('2026-11-02T14:00:00Z'));
    const trigger = event.component
      .getFirstSubcomponent('valarm')!
      .getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(-86_400);
  });
});

describe('the VTIMEZONE built from the tz database', () => {
  /** Every offset change of the zone in [from, to), as Temporal knows it. */
  function changes(zone: string, from: number, to: number): number[] {
    const found: number[] = [];
    let at = Temporal.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(zone);
    for (
      let next = at.getTimeZoneTransition('next');
      next && next.epochMilliseconds < to;
      next = at.getTimeZoneTransition('next')
    ) {
      found.push(next.epochMilliseconds);
      at = next;
    }
    return found;
  }

  it.each([
    // zone, the span the calendar needs, how far the comparison goes
    [ROME, '2000-01-01', '2030-01-01', '2070-01-01'], // last Sunday of March / October, for ever
    [NEW_YORK, '2000-01-01', '2030-01-01', '2070-01-01'], // the 2007 change, then second / first Sunday
    ['Australia/Sydney', '2000-01-01', '2030-01-01', '2070-01-01'], // the southern hemisphere
    ['Australia/Lord_Howe', '2010-01-01', '2030-01-01', '2070-01-01'], // a 30-minute change
    ['Asia/Jerusalem', '2000-01-01', '2030-01-01', '2070-01-01'], // Friday before the last Sunday of March
    ['America/Santiago', '2000-01-01', '2030-01-01', '2070-01-01'], // first Sunday from the 2nd
    ['America/Mexico_City', '2000-01-01', '2030-01-01', '2070-01-01'], // no DST since 2022
    ['Asia/Kolkata', '1940-01-01', '2030-01-01', '2070-01-01'], // wartime changes, then none
    ['Africa/Casablanca', '2015-01-01', '2026-01-01', '2036-01-01'], // no yearly rule: listed up to the horizon
  ])('%s: every wall-clock time reads as the instant Temporal gives it', (zone, from, last, to) => {
    const fromMs = ms(`${from}T00:00:00Z`);
    const toMs = ms(`${to}T00:00:00Z`);
    const text = vtimezone(zone, fromMs, ms(`${last}T00:00:00Z`));
    const tz = new ICAL.Timezone(new ICAL.Component(ICAL.parse(text.replace(/\n/g, '\r\n'))));
    // Every 17 days, and around every change: a second before, at it, a second and half an hour after.
    const samples = [
      ...Array.from(
        { length: Math.floor((toMs - fromMs) / (17 * 86_400_000)) },
        (_, i) => fromMs + 86_400_000 + i * 17 * 86_400_000,
      ),
      ...changes(zone, fromMs, toMs).flatMap((t) => [t - 1000, t, t + 1000, t + 1_800_000]),
    ];
    // A calendar reads a TZID time from its wall clock. A time the autumn night repeats is the first pass for
    // RFC 5545 (3.3.5), but ical.js takes the second: there either instant of that wall-clock time is accepted.
    const wrong = samples.filter((v) => {
      const wall = Temporal.Instant.fromEpochMilliseconds(v).toZonedDateTimeISO(zone).toPlainDateTime();
      const possible = (['earlier', 'later'] as const).map(
        (disambiguation) => wall.toZonedDateTime(zone, { disambiguation }).epochMilliseconds,
      );
      const { year, month, day, hour, minute, second } = wall;
      const read = new ICAL.Time({ year, month, day, hour, minute, second }, tz).toUnixTime() * 1000;
      return !possible.includes(read);
    });
    expect(wrong.map((v) => new Date(v).toISOString())).toEqual([]);
  });
});
