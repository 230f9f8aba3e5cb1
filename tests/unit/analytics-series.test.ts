import { describe, expect, it } from 'vitest';
import {
  dailySeries,
  daysBetween,
  lagged,
  type Diary,
  type Episode,
  type Medication,
} from '../../lambdas/domain/analytics/series';

const ROME = 'Europe/Rome';
const diary = (over: Partial<Diary>): Diary => ({
  from: '2026-10-24',
  to: '2026-10-28',
  timeZone: ROME,
  episodes: [],
  doses: [],
  wellness: [],
  medications: [],
  nowMs: Date.parse('2026-11-25T12:00:00Z'),
  ...over,
});
const episode = (over: Partial<Episode>): Episode => ({
  symptom: 'mal di testa',
  severity: 5,
  startedAt: '2026-10-25T09:00:00+01:00',
  endedAt: '2026-10-25T11:00:00+01:00',
  triggers: [],
  ...over,
});

describe('the daily series of a diary', () => {
  it('lists every day of the window, the fall-back night included', () => {
    expect(daysBetween('2026-10-24', '2026-10-27')).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
    ]);
    expect(daysBetween('2026-10-27', '2026-10-26')).toEqual([]);
  });

  it("keeps a symptom's highest severity of each day it covers, 0 on other observed days, unknown on days with nothing recorded", () => {
    const s = dailySeries(
      diary({
        episodes: [
          episode({ severity: 3 }),
          episode({
            severity: 7,
            startedAt: '2026-10-25T20:00:00+01:00',
            endedAt: '2026-10-25T21:00:00+01:00',
          }),
          // 23:30 to 00:30 in Rome: two days
          episode({
            severity: 4,
            startedAt: '2026-10-26T23:30:00+01:00',
            endedAt: '2026-10-27T00:30:00+01:00',
          }),
          episode({ symptom: 'nausea', severity: 2, startedAt: '2026-10-24T08:00:00+02:00', endedAt: null }),
        ],
        wellness: [{ date: '2026-10-28', mood: 4 }],
      }),
    );
    expect(s.days).toHaveLength(5);
    expect(s.observed).toEqual([true, true, true, true, true]);
    expect(s.symptoms.get('mal di testa')).toEqual([0, 7, 4, 4, 0]);
    // Still going on: every day up to now.
    expect(s.symptoms.get('nausea')).toEqual([2, 2, 2, 2, 2]);
  });

  it("reads the day in the person's zone: 23:30 UTC is the next day in Rome, the same day in New York", () => {
    const late = episode({ startedAt: '2026-10-25T23:30:00Z', endedAt: '2026-10-25T23:45:00Z' });
    expect(dailySeries(diary({ episodes: [late] })).symptoms.get('mal di testa')).toEqual([
      null,
      null,
      5,
      null,
      null,
    ]);
    expect(
      dailySeries(diary({ episodes: [late], timeZone: 'America/New_York' })).symptoms.get('mal di testa'),
    ).toEqual([null, 5, null, null, null]);
  });

  it('counts a day with only a dose or a wellness entry as observed, and leaves out what falls outside', () => {
    const s = dailySeries(
      diary({
        episodes: [episode({ startedAt: '2026-10-20T09:00:00+02:00', endedAt: '2026-10-20T10:00:00+02:00' })],
        doses: [{ medicationId: 'm', status: 'taken', takenAt: '2026-10-26T08:05:00+01:00' }],
        wellness: [
          { date: '2026-10-27', sleepHours: 6.5 },
          { date: '2026-11-30', sleepHours: 9 },
        ],
      }),
    );
    expect(s.observed).toEqual([false, false, true, true, false]);
    expect(s.symptoms.size).toBe(0);
    expect(s.factors).toEqual([
      { kind: 'wellness', key: 'sleepHours', values: [null, null, null, 6.5, null] },
    ]);
  });

  it('makes each wellness field with a value, measurements included, a factor', () => {
    const s = dailySeries(
      diary({
        wellness: [
          { date: '2026-10-24', sleepHours: 7, stress: 2, measurements: { systolic: 130, diastolic: 85 } },
          { date: '2026-10-26', sleepHours: 5, activity: 'corsa' },
        ],
      }),
    );
    const byKey = Object.fromEntries(s.factors.map((f) => [f.key, f.values]));
    expect(Object.keys(byKey).sort()).toEqual(
      ['measurements.diastolic', 'measurements.systolic', 'sleepHours', 'stress'].sort(),
    );
    expect(byKey.sleepHours).toEqual([7, null, 5, null, null]);
    expect(byKey['measurements.systolic']).toEqual([130, null, null, null, null]);
  });

  it("gives each scheduled medication its day's adherence (taken or late over due), unknown on days with none due", () => {
    const medication: Medication = {
      id: 'med-1',
      schedule: { type: 'fixed', times: ['08:00', '20:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
      startDate: '2026-10-25',
      endDate: '2026-10-27',
      active: true,
    } as Medication;
    const dose = (status: 'taken' | 'late' | 'skipped', scheduledFor: string) => ({
      medicationId: 'med-1',
      status,
      scheduledFor,
      ...(status === 'skipped' ? {} : { takenAt: scheduledFor }),
    });
    const s = dailySeries(
      diary({
        medications: [medication],
        doses: [
          dose('taken', '2026-10-25T08:00:00+02:00'),
          dose('late', '2026-10-25T20:00:00+01:00'),
          dose('taken', '2026-10-26T08:00:00+01:00'),
          dose('skipped', '2026-10-26T20:00:00+01:00'),
        ],
      }),
    );
    expect(s.factors).toEqual([{ kind: 'medication', key: 'med-1', values: [null, 1, 0.5, 0, null] }]);
  });

  it('makes each trigger a factor: 1 on observed days an episode with it covers, 0 on other observed days', () => {
    const s = dailySeries(
      diary({
        episodes: [
          episode({ triggers: ['Vino rosso', ' '] }),
          episode({
            symptom: 'nausea',
            startedAt: '2026-10-27T09:00:00+01:00',
            endedAt: '2026-10-27T09:30:00+01:00',
          }),
        ],
      }),
    );
    expect(s.factors).toEqual([{ kind: 'trigger', key: 'vino rosso', values: [null, 1, null, 0, null] }]);
  });

  it('sets the factor of day d − lag against day d', () => {
    expect(lagged([1, 2, null, 4], 0)).toEqual([1, 2, null, 4]);
    expect(lagged([1, 2, null, 4], 1)).toEqual([null, 1, 2, null]);
    expect(lagged([1, 2, null, 4], 2)).toEqual([null, null, 1, 2]);
  });

  it("keeps an episode that touches the window's first or last day, and only the days inside", () => {
    const s = dailySeries(
      diary({
        episodes: [
          // from the 22nd to the 24th (the first day): only the 24th
          episode({
            severity: 6,
            startedAt: '2026-10-22T10:00:00+02:00',
            endedAt: '2026-10-24T10:00:00+02:00',
          }),
          // from the 28th (the last day) to the 30th: only the 28th
          episode({
            severity: 8,
            startedAt: '2026-10-28T10:00:00+01:00',
            endedAt: '2026-10-30T10:00:00+01:00',
          }),
          // the day before and the day after: nothing
          episode({
            severity: 9,
            startedAt: '2026-10-23T10:00:00+02:00',
            endedAt: '2026-10-23T11:00:00+02:00',
          }),
          episode({
            severity: 9,
            startedAt: '2026-10-29T10:00:00+01:00',
            endedAt: '2026-10-29T11:00:00+01:00',
          }),
        ],
      }),
    );
    expect(s.symptoms.get('mal di testa')).toEqual([6, null, null, null, 8]);
    expect(s.observed).toEqual([true, false, false, false, true]);
  });

  it('counts a skipped or unscheduled dose as observed, not as taken, and ignores one with no time', () => {
    const medication = {
      id: 'med-1',
      schedule: { type: 'fixed', times: ['08:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
      startDate: '2026-10-24',
      active: true,
    } as Medication;
    const s = dailySeries(
      diary({
        medications: [medication],
        doses: [
          { medicationId: 'med-1', status: 'skipped', scheduledFor: '2026-10-24T08:00:00+02:00' },
          { medicationId: 'med-1', status: 'taken', takenAt: '2026-10-25T09:00:00+01:00' },
          { medicationId: 'med-1', status: 'taken' },
        ],
      }),
    );
    expect(s.observed).toEqual([true, true, false, false, false]);
    expect(s.factors).toEqual([{ kind: 'medication', key: 'med-1', values: [0, 0, 0, 0, 0] }]);
  });

  it('moves a factor by any lag, unknown where it has no earlier day', () => {
    expect(lagged([1, 2, 3], 3)).toEqual([null, null, null]);
    expect(lagged([], 1)).toEqual([]);
  });
});
