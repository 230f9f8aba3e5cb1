import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterQuietHours,
  inQuietHours,
  isTimeZone,
  nextOccurrence,
  occurrencesBetween,
  wallClock,
  zonedInstant,
  type Schedulable,
} from '../../lambdas/domain/reminders/time';
import { scheduledDoseId } from '../../lambdas/contracts/schedule';

const ROME = 'Europe/Rome';
const SYDNEY = 'Australia/Sydney';
const MED = '0f8b7c1e-4d2a-4b6c-9e1f-2a3b4c5d6e7f';
const ms = (iso: string) => Date.parse(iso);
const daily = (times: string[], extra: Partial<Schedulable> = {}): Schedulable => ({
  id: MED,
  schedule: { type: 'fixed', times, weekdays: [1, 2, 3, 4, 5, 6, 7] },
  startDate: '2026-01-01',
  endDate: null,
  active: true,
  ...extra,
});
/** The doses due on one wall-clock day, as "dueAt" instants. */
const dueOn = (med: Schedulable, zone: string, from: string, to: string) =>
  occurrencesBetween(med, zone, ms(from), ms(to)).map((o) => o.dueAt);

describe('reminder times on the nights the clocks change', () => {
  it.each([
    ['2026-03-29', '2026-03-28T22:00:00Z', '2026-03-29T22:00:00Z'],
    ['2027-03-28', '2027-03-27T22:00:00Z', '2027-03-28T22:00:00Z'],
  ])('spring forward in Rome (%s): 02:30 does not exist and fires at 03:30 summer time', (day, from, to) => {
    expect(dueOn(daily(['01:30', '02:30', '03:30', '08:00']), ROME, from, to)).toEqual([
      `${day}T01:30:00+01:00`,
      `${day}T03:30:00+02:00`, // the 02:30 dose, an hour "late" on the wall clock, at the same offset after
      `${day}T03:30:00+02:00`, // the 03:30 dose: two doses, two reminders
      `${day}T08:00:00+02:00`,
    ]);
  });

  it.each([
    ['2026-10-25', '2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z'],
    ['2027-10-31', '2027-10-30T22:00:00Z', '2027-10-31T23:00:00Z'],
  ])('fall back in Rome (%s): 02:30 happens twice and fires once, at the first', (day, from, to) => {
    const due = occurrencesBetween(daily(['02:30', '08:00']), ROME, ms(from), ms(to));
    expect(due.map((o) => o.dueAt)).toEqual([`${day}T02:30:00+02:00`, `${day}T08:00:00+01:00`]);
    expect(due[1]!.dueMs - due[0]!.dueMs).toBe(6.5 * 3_600_000); // the hour repeated lies between them
  });

  it('follows the other hemisphere: Sydney falls back in April and springs forward in October', () => {
    // 5 April 2026, 03:00 AEDT → 02:00 AEST; 4 October 2026, 02:00 AEST → 03:00 AEDT.
    expect(dueOn(daily(['02:30']), SYDNEY, '2026-04-04T12:00:00Z', '2026-04-05T12:00:00Z')).toEqual([
      '2026-04-05T02:30:00+11:00',
    ]);
    expect(dueOn(daily(['02:30']), SYDNEY, '2026-10-03T12:00:00Z', '2026-10-04T12:00:00Z')).toEqual([
      '2026-10-04T03:30:00+11:00',
    ]);
  });

  it('keeps 08:00 at 08:00 on the wall clock across both changes', () => {
    const days = occurrencesBetween(
      daily(['08:00']),
      ROME,
      ms('2026-03-27T00:00:00Z'),
      ms('2026-11-01T00:00:00Z'),
    );
    expect(days).toHaveLength(219);
    for (const o of days) expect(wallClock(o.dueMs, ROME)).toEqual({ day: o.day, time: '08:00' });
  });
});

describe('which doses are due', () => {
  it('gives each occurrence the id of the dose it records, stable for a medication and a due time', () => {
    const [o] = occurrencesBetween(
      daily(['08:00']),
      ROME,
      ms('2026-11-22T06:00:00Z'),
      ms('2026-11-22T08:00:00Z'),
    );
    expect(o).toEqual({
      medicationId: MED,
      day: '2026-11-22',
      time: '08:00',
      dueAt: '2026-11-22T08:00:00+01:00',
      dueMs: ms('2026-11-22T07:00:00Z'),
      id: scheduledDoseId(MED, '2026-11-22', '08:00'),
    });
  });

  it('is half-open: a dose due exactly at the end belongs to the next window', () => {
    const med = daily(['08:00']);
    expect(dueOn(med, ROME, '2026-11-22T07:00:00Z', '2026-11-23T07:00:00Z')).toEqual([
      '2026-11-22T08:00:00+01:00',
    ]);
  });

  it('honours weekdays, intervals, start and end dates; "al bisogno" and archived never remind', () => {
    const from = '2026-11-01T00:00:00Z';
    const to = '2026-11-15T00:00:00Z';
    const mondays = daily(['09:00'], { schedule: { type: 'fixed', times: ['09:00'], weekdays: [1] } });
    expect(dueOn(mondays, ROME, from, to)).toEqual([
      '2026-11-02T09:00:00+01:00',
      '2026-11-09T09:00:00+01:00',
    ]);
    const everyFive = daily(['09:00'], {
      schedule: { type: 'interval', everyDays: 5, times: ['09:00'] },
      startDate: '2026-11-03',
      endDate: '2026-11-12',
    });
    expect(dueOn(everyFive, ROME, from, to)).toEqual([
      '2026-11-03T09:00:00+01:00',
      '2026-11-08T09:00:00+01:00',
    ]);
    expect(dueOn(daily([], { schedule: { type: 'asNeeded' } }), ROME, from, to)).toEqual([]);
    expect(dueOn(daily(['09:00'], { active: false }), ROME, from, to)).toEqual([]);
  });

  it('finds the next dose, also weeks away, and none after the end date', () => {
    const med = daily(['09:00'], {
      schedule: { type: 'interval', everyDays: 30, times: ['09:00'] },
      startDate: '2026-11-01',
    });
    expect(nextOccurrence(med, ROME, ms('2026-11-01T08:00:00Z'))?.dueAt).toBe('2026-12-01T09:00:00+01:00');
    expect(nextOccurrence(med, ROME, ms('2026-10-01T00:00:00Z'))?.dueAt).toBe('2026-11-01T09:00:00+01:00');
    expect(
      nextOccurrence({ ...med, endDate: '2026-11-20' }, ROME, ms('2026-11-02T00:00:00Z')),
    ).toBeUndefined();
    expect(nextOccurrence(daily([], { schedule: { type: 'asNeeded' } }), ROME, 0)).toBeUndefined();
  });

  it('never skips or repeats a dose when the next one is asked for again and again', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: ms('2026-01-01T00:00:00Z'), max: ms('2027-12-01T00:00:00Z') }),
        fc.constantFrom(ROME, SYDNEY, 'America/New_York', 'Asia/Kolkata'),
        (start, zone) => {
          const med = daily(['00:30', '02:30', '13:15']);
          const end = start + 3 * 86_400_000;
          const walked: string[] = [];
          for (
            let o = nextOccurrence(med, zone, start - 1);
            o && o.dueMs < end;
            o = nextOccurrence(med, zone, o.dueMs)
          ) {
            walked.push(o.id);
          }
          const listed = occurrencesBetween(med, zone, start, end);
          // Two doses may share an instant (02:30 moved onto 03:30): the walk meets the first of them only.
          const distinct = listed.filter((o, i) => i === 0 || o.dueMs !== listed[i - 1]!.dueMs);
          expect(walked).toEqual(distinct.map((o) => o.id));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('quiet hours and time zones', () => {
  const night = { from: '22:00', to: '07:00' };

  it('knows quiet hours, also across midnight, and none when they are off or empty', () => {
    expect(inQuietHours('23:30', night)).toBe(true);
    expect(inQuietHours('06:59', night)).toBe(true);
    expect(inQuietHours('07:00', night)).toBe(false);
    expect(inQuietHours('21:59', night)).toBe(false);
    expect(inQuietHours('13:00', { from: '13:00', to: '15:00' })).toBe(true);
    expect(inQuietHours('15:00', { from: '13:00', to: '15:00' })).toBe(false);
    expect(inQuietHours('03:00', null)).toBe(false);
    expect(inQuietHours('03:00', { from: '07:00', to: '07:00' })).toBe(false);
  });

  it('holds a reminder due in quiet hours until they end, on the right day', () => {
    const late = zonedInstant('2026-11-22', '23:00', ROME).ms;
    expect(wallClock(afterQuietHours(late, night, ROME), ROME)).toEqual({ day: '2026-11-23', time: '07:00' });
    const early = zonedInstant('2026-11-23', '05:00', ROME).ms;
    expect(wallClock(afterQuietHours(early, night, ROME), ROME)).toEqual({
      day: '2026-11-23',
      time: '07:00',
    });
    const day = zonedInstant('2026-11-23', '08:00', ROME).ms;
    expect(afterQuietHours(day, night, ROME)).toBe(day);
    expect(afterQuietHours(late, null, ROME)).toBe(late);
  });

  it('accepts IANA zones only', () => {
    expect(isTimeZone('Europe/Rome')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['Europe/Roma', '+01:00', 'CET', '', 'Europe/Rome\u0000', '../etc'])
      expect(isTimeZone(bad)).toBe(false);
  });
});
