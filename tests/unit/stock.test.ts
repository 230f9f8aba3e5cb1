import { describe, expect, it } from 'vitest';
import { adherence, countsStock, runOutDay, stockAfterDose } from '../../lambdas/contracts/stock';

const med = {
  schedule: { type: 'fixed' as const, times: ['08:00', '20:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
  startDate: '2026-11-01',
  endDate: null,
  active: true,
  dose: { amount: 1, unit: 'compressa' as const },
  stock: { quantity: 10, lowThreshold: 4 },
};

describe('the stock of a medication', () => {
  it('goes down by the dose amount for counted units only, never below zero', () => {
    expect(stockAfterDose(med)).toEqual({ quantity: 9, lowThreshold: 4 });
    expect(stockAfterDose({ ...med, dose: { amount: 2.5, unit: 'bustina' } })).toEqual({
      quantity: 7.5,
      lowThreshold: 4,
    });
    expect(stockAfterDose({ ...med, stock: { quantity: 0.5, lowThreshold: 4 } })?.quantity).toBe(0);
    for (const unit of ['ml', 'mg', 'altro'] as const) {
      expect(countsStock({ ...med, dose: { amount: 5, unit } })).toBe(false);
      expect(stockAfterDose({ ...med, dose: { amount: 5, unit } })).toEqual(med.stock);
    }
    expect(stockAfterDose({ ...med, stock: undefined })).toBeUndefined();
  });

  it('runs out on the first day its doses are not covered, at the schedule pace', () => {
    // 10 tablets, 2 a day: days 1–5 covered, the 6th is short.
    expect(runOutDay(med, '2026-11-23')).toBe('2026-11-28');
    // Mondays only, 2 a day, 3 tablets: the second Monday is short.
    const mondays = {
      ...med,
      schedule: { ...med.schedule, weekdays: [1] },
      stock: { quantity: 3, lowThreshold: 1 },
    };
    expect(runOutDay(mondays, '2026-11-23')).toBe('2026-11-30');
    expect(runOutDay({ ...med, stock: { quantity: 0, lowThreshold: 1 } }, '2026-11-23')).toBe('2026-11-23');
  });

  it('uses the recent pace for "al bisogno", and gives no date when nothing is counted or it ends first', () => {
    const asNeeded = { ...med, schedule: { type: 'asNeeded' as const } };
    expect(runOutDay(asNeeded, '2026-11-23', 0.5)).toBe('2026-12-13'); // 20 days cover 10 tablets at half a day
    expect(runOutDay(asNeeded, '2026-11-23')).toBeUndefined();
    expect(runOutDay({ ...med, endDate: '2026-11-25' }, '2026-11-23')).toBeUndefined();
    expect(runOutDay({ ...med, dose: { amount: 5, unit: 'ml' } }, '2026-11-23')).toBeUndefined();
    expect(runOutDay({ ...med, active: false }, '2026-11-23')).toBeUndefined();
  });
});

describe('adherence', () => {
  it('is taken ÷ scheduled over the doses that were due, late counting as taken and skipped not', () => {
    const doses = [
      { id: 'a', status: 'taken' as const },
      { id: 'b', status: 'late' as const },
      { id: 'c', status: 'skipped' as const },
      { id: 'x', status: 'taken' as const }, // not among the due ones ("al bisogno", or another window)
    ];
    expect(adherence(['a', 'b', 'c', 'd'], doses)).toEqual({ scheduled: 4, taken: 2, ratio: 0.5 });
    expect(adherence([], doses)).toEqual({ scheduled: 0, taken: 0, ratio: undefined });
  });
});
