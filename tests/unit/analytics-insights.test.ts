import { describe, expect, it } from 'vitest';
import type { CorrelationsResponse, Pattern } from '../../lambdas/contracts/analytics';
import type { MedicationBody, Stored } from '../../lambdas/contracts/records';
import { insightsFrom, type InsightsInput } from '../../lambdas/domain/analytics/insights';
import { analysisWindow, strengthOf } from '../../lambdas/domain/analytics/report';

/** insightsFrom on hand-made inputs: each kind of insight, its words, its link, its place. */
const NOW = Date.parse('2026-11-25T18:00:00Z'); // Wednesday 25 November, 19:00 in Rome
const empty: CorrelationsResponse = {
  window: { from: '2026-05-30', to: '2026-11-25', days: 180, observedDays: 0 },
  tested: 0,
  correlations: [],
  needMoreData: [],
  patterns: [],
  series: { days: [], symptoms: [] },
  suggestions: [],
  offline: false,
};
const medication = (over: Partial<Stored<MedicationBody>> = {}): Stored<MedicationBody> => ({
  id: 'med-1',
  version: 1,
  createdAt: 'c',
  updatedAt: 'u',
  name: 'Ramipril',
  form: 'compresse',
  dose: { amount: 1, unit: 'compressa' },
  schedule: { type: 'fixed', times: ['08:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
  startDate: '2026-01-01',
  endDate: null,
  active: true,
  ...over,
});
const input = (over: Partial<InsightsInput>): InsightsInput => ({
  lang: 'it',
  timeZone: 'Europe/Rome',
  nowMs: NOW,
  analysis: empty,
  medications: [],
  doses: [],
  ...over,
});
/** The 08:00 dose in Rome of a November day (UTC+1). */
const dose = (day: number, status: 'taken' | 'late' | 'skipped' = 'taken', medicationId = 'med-1') => ({
  medicationId,
  status,
  scheduledFor: `2026-11-${String(day).padStart(2, '0')}T07:00:00.000Z`,
});
const trend = (symptom: string, direction: 'better' | 'worse' | 'stable'): Pattern => ({
  kind: 'trend',
  symptom,
  symptomLabel: symptom === 'mal_di_testa' ? 'Mal di testa' : 'Nausea',
  summary: `riassunto ${symptom}`,
  data: { direction, firstHalf: 2, secondHalf: 3, ci95: [0.1, 1] },
});

describe('the insights', () => {
  it('stock running out within 10 days: first, with the day it runs out', () => {
    const [first, ...rest] = insightsFrom(
      input({
        medications: [
          medication({ stock: { quantity: 4, lowThreshold: 2 } }),
          medication({ id: 'med-2', name: 'Eutirox', stock: { quantity: 30, lowThreshold: 5 } }),
        ],
        doses: [
          ...[19, 20, 21, 22, 23, 24, 25].map((d) => dose(d)),
          ...[19, 20, 21, 22, 23, 24, 25].map((d) => dose(d, 'taken', 'med-2')),
        ],
      }),
    );
    expect(first).toEqual({
      id: 'stock:med-1',
      kind: 'stock',
      title: 'Scorta in esaurimento',
      body: 'Al ritmo attuale Ramipril finisce il 29 novembre 2026: pensa per tempo a una nuova confezione.',
      priority: 1,
      link: '/farmaci',
    });
    expect(rest.map((i) => i.kind)).toEqual(['tip', 'tip']);
    // Exactly 10 days ahead still warns; 11 does not.
    const at = (quantity: number) =>
      insightsFrom(
        input({ medications: [medication({ stock: { quantity, lowThreshold: 1 } })], doses: [] }),
      ).filter((i) => i.kind === 'stock').length;
    expect(at(10)).toBe(1); // today's dose counts: the 10th day from today is the last one
    expect(at(11)).toBe(0);
  });

  it('doses missed in the last 7 days: taken or late count, skipped and other medications’ do not', () => {
    const insights = insightsFrom(
      input({
        medications: [medication()],
        doses: [
          dose(19),
          dose(20, 'late'),
          dose(21, 'skipped'),
          dose(22),
          dose(23),
          dose(24, 'taken', 'med-2'),
          { medicationId: 'med-1', status: 'taken' },
        ],
      }),
    );
    expect(insights[0]).toEqual({
      id: 'adherence:med-1',
      kind: 'adherence',
      title: 'Dosi da non dimenticare',
      body: 'Negli ultimi 7 giorni hai preso 4 delle 7 dosi previste di Ramipril.',
      priority: 2,
      link: '/medication-reminders',
    });
    const all = [19, 20, 21, 22, 23, 24, 25].map((d) => dose(d));
    expect(insightsFrom(input({ medications: [medication()], doses: all })).map((i) => i.kind)).toEqual([
      'tip',
      'tip',
      'tip',
    ]);
    // Nothing due (an "as needed" medication): nothing to say.
    expect(
      insightsFrom(
        input({ medications: [medication({ schedule: { type: 'asNeeded', maxPerDay: 3 } } as never)] }),
      ).map((i) => i.kind),
    ).toEqual(['tip', 'tip', 'tip']);
  });

  it('a symptom getting worse comes before one getting better; a stable one says nothing', () => {
    const insights = insightsFrom(
      input({
        analysis: {
          ...empty,
          patterns: [trend('nausea', 'better'), trend('mal_di_testa', 'worse'), trend('tosse', 'stable')],
        },
      }),
    );
    expect(insights.slice(0, 2)).toEqual([
      {
        id: 'trend:mal_di_testa',
        kind: 'trend',
        title: 'Mal di testa in peggioramento',
        body: 'riassunto mal_di_testa',
        priority: 2,
        link: '/symptom-analytics',
      },
      {
        id: 'trend:nausea',
        kind: 'trend',
        title: 'Nausea in miglioramento',
        body: 'riassunto nausea',
        priority: 3,
        link: '/symptom-analytics',
      },
    ]);
    expect(insights).toHaveLength(3);
    expect(insights[2]).toMatchObject({ id: 'tip:medicines', priority: 4 });
  });

  it('the strongest finding, and at most six insights, most pressing first', () => {
    const finding = {
      symptom: 'mal_di_testa',
      factor: { kind: 'wellness', key: 'sleepHours', label: 'ore di sonno' },
      summary: 'Il giorno dopo …',
    } as CorrelationsResponse['correlations'][number];
    const insights = insightsFrom(
      input({
        analysis: {
          ...empty,
          correlations: [finding, { ...finding, summary: 'seconda' }],
          patterns: ['a', 'b', 'c', 'd', 'e'].map((s) => trend(s, 'worse')),
        },
        medications: [medication({ stock: { quantity: 1, lowThreshold: 1 } })],
        doses: [25, 24, 23, 22, 21, 20, 19].map((d) => dose(d)),
      }),
    );
    expect(insights).toHaveLength(6);
    expect(insights.map((i) => i.priority)).toEqual([1, 2, 2, 2, 2, 2]);
    const withFinding = insightsFrom(input({ analysis: { ...empty, correlations: [finding] } }));
    expect(withFinding[0]).toEqual({
      id: 'correlation:mal_di_testa:wellness:sleepHours',
      kind: 'correlation',
      title: 'Un’associazione nei tuoi dati',
      body: 'Il giorno dopo …',
      priority: 3,
      link: '/symptom-analytics',
    });
    expect(withFinding.slice(1).map((i) => [i.id, i.priority, i.link])).toEqual([
      ['tip:medicines', 4, null],
      ['tip:diary', 5, null],
    ]);
  });
});

describe('strength and window edges', () => {
  it('strength is the effect in points: 2 or more strong, 1 or more moderate, else weak, either sign', () => {
    expect([2, -2, 1.99, 1, -1, 0.99, 0].map(strengthOf)).toEqual([
      'forte',
      'forte',
      'moderata',
      'moderata',
      'moderata',
      'debole',
      'debole',
    ]);
  });

  it('a window that ends today, or is one day, or starts exactly five years back, stays as asked', () => {
    const today = '2026-11-25';
    expect(analysisWindow({ to: today }, 'Europe/Rome', NOW)).toEqual({ from: '2026-05-30', to: today });
    expect(analysisWindow({ from: today, to: today }, 'Europe/Rome', NOW)).toEqual({
      from: today,
      to: today,
    });
    // 5 × 366 days, both ends included
    expect(analysisWindow({ from: '2021-11-22' }, 'Europe/Rome', NOW)).toEqual({
      from: '2021-11-22',
      to: today,
    });
    expect(analysisWindow({ from: '2021-11-21' }, 'Europe/Rome', NOW)).toEqual({
      from: '2021-11-22',
      to: today,
    });
  });
});
