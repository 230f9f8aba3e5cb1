import { describe, expect, it } from 'vitest';
import {
  entryOf,
  liveEntries,
  mergeEntries,
  monthOf,
  monthsBetween,
  previousMonth,
  type Entries,
} from '../../lambdas/domain/analytics/rollup';

describe('monthly roll-ups, pure', () => {
  it('months: of a time or a day, between two, the one before', () => {
    expect(monthOf('2026-11-23T08:00:00.000Z')).toBe('2026-11');
    expect(monthOf('2026-02-01')).toBe('2026-02');
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(monthsBetween('2026-04', '2026-03')).toEqual([]);
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-10')).toBe('2026-09');
    expect(previousMonth('2026-11')).toBe('2026-10');
  });

  it('an entry keeps what the analysis reads and nothing else (no notes, no keys)', () => {
    expect(
      entryOf('symptoms', {
        pk: 'USER#x',
        id: 'i',
        version: 3,
        symptom: 'tosse',
        severity: 4,
        startedAt: '2026-11-01T08:00:00+01:00',
        endedAt: null,
        triggers: [],
        notes: 'privato',
        custom: false,
      }),
    ).toEqual({
      symptom: 'tosse',
      severity: 4,
      startedAt: '2026-11-01T08:00:00+01:00',
      endedAt: null,
      triggers: [],
    });
    expect(
      entryOf('doses', {
        medicationId: 'm',
        status: 'late',
        scheduledFor: 'a',
        takenAt: 'b',
        notes: 'x',
        id: 'i',
      }),
    ).toEqual({ medicationId: 'm', status: 'late', scheduledFor: 'a', takenAt: 'b' });
    expect(entryOf('doses', { medicationId: 'm', status: 'skipped' })).toEqual({
      medicationId: 'm',
      status: 'skipped',
    });
    expect(
      entryOf('wellness', {
        pk: 'USER#x',
        gsi1sk: 'k',
        date: '2026-11-02',
        sleepHours: 7,
        mood: 3,
        activity: 'camminata',
        notes: 'privato',
        measurements: { systolic: 120 },
        deletedAt: 'x',
      }),
    ).toEqual({ date: '2026-11-02', sleepHours: 7, mood: 3, measurements: { systolic: 120 } });
  });

  it('merging keeps, for each id, the higher version; a tie keeps the entry already there', () => {
    const a: Entries<'symptoms'> = {
      x: { v: 2, at: '2026-11-01', deleted: true },
      y: { v: 1, at: '2026-11-02', deleted: true },
    };
    const b: Entries<'symptoms'> = {
      x: { v: 1, at: '2026-11-01', deleted: true },
      y: { v: 1, at: '2026-11-03', deleted: true },
      z: { v: 5, at: '2026-11-04', deleted: true },
    };
    expect(mergeEntries(a, b)).toEqual({ x: a.x, y: a.y, z: b.z });
    expect(mergeEntries(b, { x: { v: 3, at: 'n', deleted: true } }).x).toEqual({
      v: 3,
      at: 'n',
      deleted: true,
    });
    expect(a.x).toEqual({ v: 2, at: '2026-11-01', deleted: true });
  });

  it('the live entries within a range, its last day whole', () => {
    const data = { symptom: 's', severity: 1, startedAt: 't', endedAt: null, triggers: [] };
    const entries: Entries<'symptoms'> = {
      before: { v: 1, at: '2026-10-31T23:59:59.000Z', data },
      first: { v: 1, at: '2026-11-01T00:00:00.000Z', data: { ...data, severity: 2 } },
      gone: { v: 2, at: '2026-11-10T00:00:00.000Z', deleted: true },
      last: { v: 1, at: '2026-11-30T23:59:00.000Z', data: { ...data, severity: 3 } },
      after: { v: 1, at: '2026-12-01T00:00:00.000Z', data },
    };
    expect(liveEntries(entries, '2026-11-01T00:00:00.000Z', '2026-11-30').map((e) => e.severity)).toEqual([
      2, 3,
    ]);
  });
});
