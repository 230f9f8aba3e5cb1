import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UUID } from '../../lambdas/contracts/records';
import {
  daysBetween,
  dueTimes,
  localDay,
  lowStock,
  scheduledDoseId,
  takenStatus,
  weekdayOf,
} from '../../lambdas/contracts/schedule';

/** The dose id of medication 0f8b7c1e-… on 22 November 2026 at 08:00, as the first release stored it. */
const STABLE_DOSE_ID = '0b2b4410-4312-5548-b0f6-7c159c26071a';

const base = { startDate: '2026-11-01', endDate: null, active: true } as const;

describe('the medication schedule', () => {
  it('knows the weekday of a calendar day, Monday first', () => {
    expect(weekdayOf('2026-11-23')).toBe(1); // a Monday
    expect(weekdayOf('2026-11-22')).toBe(7); // a Sunday
    expect(weekdayOf('2024-02-29')).toBe(4);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // across the change to summer time
  });

  it('gives fixed times on the chosen weekdays only, earliest first and without repeats', () => {
    const med = {
      ...base,
      schedule: { type: 'fixed' as const, times: ['20:00', '08:00', '08:00'], weekdays: [1, 3, 5] },
    };
    expect(dueTimes(med, '2026-11-23')).toEqual(['08:00', '20:00']);
    expect(dueTimes(med, '2026-11-24')).toEqual([]);
    expect(dueTimes(med, '2026-11-25')).toEqual(['08:00', '20:00']);
  });

  it('gives every-N-days doses counted from the start date', () => {
    const med = { ...base, schedule: { type: 'interval' as const, everyDays: 3, times: ['09:00'] } };
    expect(dueTimes(med, '2026-11-01')).toEqual(['09:00']);
    const twice = {
      ...base,
      schedule: { type: 'interval' as const, everyDays: 2, times: ['21:00', '09:00', '21:00'] },
    };
    expect(dueTimes(twice, '2026-11-03')).toEqual(['09:00', '21:00']);
    expect(dueTimes(med, '2026-11-02')).toEqual([]);
    expect(dueTimes(med, '2026-11-04')).toEqual(['09:00']);
    expect(dueTimes(med, '2026-12-01')).toEqual(['09:00']); // 30 days later
  });

  it('gives nothing when "al bisogno", archived, before the start or after the end', () => {
    const daily = { type: 'fixed' as const, times: ['08:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] };
    expect(dueTimes({ ...base, schedule: { type: 'asNeeded', maxPerDay: 3 } }, '2026-11-05')).toEqual([]);
    expect(dueTimes({ ...base, active: false, schedule: daily }, '2026-11-05')).toEqual([]);
    expect(dueTimes({ ...base, schedule: daily }, '2026-10-31')).toEqual([]);
    expect(dueTimes({ ...base, endDate: '2026-11-10', schedule: daily }, '2026-11-10')).toEqual(['08:00']);
    expect(dueTimes({ ...base, endDate: '2026-11-10', schedule: daily }, '2026-11-11')).toEqual([]);
  });

  it('makes one dose id per medication, day and time, valid for the API, the same on every device', () => {
    const med = '0f8b7c1e-4a4b-4f4e-9a39-3b7f2a1c9d10';
    const id = scheduledDoseId(med, '2026-11-22', '08:00');
    expect(id).toMatch(UUID);
    expect(scheduledDoseId(med.toUpperCase(), '2026-11-22', '08:00')).toBe(id);
    // The ids are stored: the same inputs must give the same id in every release, or doses recorded by an
    // older version of the app would no longer match their schedule.
    expect(id).toBe(STABLE_DOSE_ID);
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1439 }),
        (m, dayOffset, minute) => {
          const day = new Date(Date.UTC(2026, 0, 1) + dayOffset * 86_400_000).toISOString().slice(0, 10);
          const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
          const other = `${String(Math.floor(((minute + 1) % 1440) / 60)).padStart(2, '0')}:${String((minute + 1) % 60).padStart(2, '0')}`;
          expect(scheduledDoseId(m, day, time)).toMatch(UUID);
          expect(scheduledDoseId(m, day, time)).not.toBe(scheduledDoseId(m, day, other));
        },
      ),
    );
  });

  it('names the calendar day of a moment in the device’s time zone, with two-digit month and day', () => {
    expect(localDay(new Date(2026, 0, 5, 12, 0))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('counts a dose taken more than an hour after it was due as late', () => {
    const due = new Date('2026-11-22T08:00:00+01:00');
    expect(takenStatus(due, new Date('2026-11-22T07:40:00+01:00'))).toBe('taken');
    expect(takenStatus(due, new Date('2026-11-22T09:00:00+01:00'))).toBe('taken');
    expect(takenStatus(due, new Date('2026-11-22T09:01:00+01:00'))).toBe('late');
  });

  it('says when the stock is at or under its threshold', () => {
    expect(lowStock({ stock: { quantity: 5, lowThreshold: 5 } })).toBe(true);
    expect(lowStock({ stock: { quantity: 6, lowThreshold: 5 } })).toBe(false);
    expect(lowStock({})).toBe(false);
  });
});
