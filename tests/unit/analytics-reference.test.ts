import { describe, expect, it } from 'vitest';
import { testPair, twoSidedP, type PairOutcome } from '../../lambdas/domain/analytics/stats';

/**
 * The statistics written out the slow, plain way (loops over every shift, no FFT), from the definitions in
 * docs/decisions.md: the module must give the same numbers on diaries with gaps, ties and autocorrelation.
 */
type S = (number | null)[];

function lag1(s: S): number {
  const pairs: [number, number][] = [];
  for (let i = 1; i < s.length; i++) {
    const a = s[i - 1];
    const b = s[i];
    if (typeof a === 'number' && typeof b === 'number') pairs.push([a, b]);
  }
  if (pairs.length < 3) return 0;
  const mean = pairs.reduce((t, p) => t + p[0], 0) / pairs.length;
  let num = 0;
  let den = 0;
  for (const [a, b] of pairs) {
    num += (a - mean) * (b - mean);
    den += (a - mean) * (a - mean);
  }
  return den > 0 ? num / den : 0;
}

function reference(y: S, x: S, lags: number[]): PairOutcome[] {
  const n = y.length;
  const known = x.filter((v): v is number => v !== null).sort((a, b) => a - b);
  const binary = known.every((v) => v === 0 || v === 1);
  const median = known[Math.floor((known.length - 1) / 2)]!;
  const high = (v: number) => (binary ? v === 1 : v > median);
  // The tested lag pairs day t with day t − lag only from t = lag on; the null's shifts wrap round.
  const arms = (shift: number, wrap = true) => {
    const h: number[] = [];
    const l: number[] = [];
    for (let t = wrap ? 0 : shift; t < n; t++) {
      const yv = y[t];
      const xv = x[(((t - shift) % n) + n) % n];
      if (yv === null || yv === undefined || xv === null || xv === undefined) continue;
      (high(xv) ? h : l).push(yv);
    }
    return { h, l };
  };
  const mean = (a: number[]) => a.reduce((s, v) => s + v, 0) / a.length;
  const variance = (a: number[]) => {
    const m = mean(a);
    return Math.max(0, a.reduce((s, v) => s + (v - m) * (v - m), 0) / Math.max(1, a.length - 1));
  };
  const rho = Math.min(0.9, Math.max(-0.9, lag1(y) * lag1(x)));
  const inflation = (1 + rho) / (1 - rho);
  const circular = (a: number, b: number) => Math.min(Math.abs(a - b), n - Math.abs(a - b));
  return lags.map((lag): PairOutcome => {
    const { h, l } = arms(lag, false);
    if (h.length < 10 || l.length < 10) {
      return {
        kind: 'needMoreData',
        lag,
        daysNeeded: Math.max(0, 10 - h.length) + Math.max(0, 10 - l.length),
      };
    }
    const effect = mean(h) - mean(l);
    const nulls: number[] = [];
    for (let s = 0; s < n; s++) {
      if (lags.some((other) => circular(s, other) <= 7)) continue;
      const a = arms(s);
      if (a.h.length > 0 && a.l.length > 0) nulls.push(mean(a.h) - mean(a.l));
    }
    const m = mean(nulls);
    const sd = Math.sqrt(nulls.reduce((t, v) => t + (v - m) * (v - m), 0) / (nulls.length - 1));
    const se = Math.sqrt((variance(h) / h.length + variance(l) / l.length) * inflation);
    return {
      kind: 'tested',
      result: {
        lag,
        effect,
        ci95: [effect - 1.96 * se, effect + 1.96 * se],
        pValue: nulls.length >= 20 ? twoSidedP((effect - m) / sd) : 1,
        daysWith: h.length,
        daysWithout: l.length,
      },
    };
  });
}

function expectSame(actual: PairOutcome[] | undefined, expected: PairOutcome[]) {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((e, i) => {
    const a = actual![i]!;
    expect(a.kind).toBe(e.kind);
    if (a.kind === 'needMoreData' || e.kind === 'needMoreData') {
      expect(a).toEqual(e);
      return;
    }
    expect(a.result.lag).toBe(e.result.lag);
    expect(a.result.daysWith).toBe(e.result.daysWith);
    expect(a.result.daysWithout).toBe(e.result.daysWithout);
    expect(a.result.effect).toBeCloseTo(e.result.effect, 9);
    expect(a.result.ci95[0]).toBeCloseTo(e.result.ci95[0], 9);
    expect(a.result.ci95[1]).toBeCloseTo(e.result.ci95[1], 9);
    expect(a.result.pValue).toBeCloseTo(e.result.pValue, 9);
  });
}

/** A made-up diary with trends, ties, gaps and runs (so the lag-1 autocorrelations are far from 0). */
function diary(n: number, gaps: number) {
  const y: S = [];
  const x: S = [];
  for (let t = 0; t < n; t++) {
    y.push(t % gaps === 3 ? null : Math.round(4 + 3 * Math.sin(t / 5) + ((t * 7) % 5) / 2));
    x.push(t % (gaps + 2) === 1 ? null : Math.round(6 + 2 * Math.cos(t / 4) + ((t * 3) % 4) / 3));
  }
  return { y, x };
}

describe('the statistics match their plain definition', () => {
  it('on diaries with gaps, ties and autocorrelation, at several lags', () => {
    for (const [n, gaps] of [
      [60, 7],
      [91, 5],
      [120, 11],
    ] as const) {
      const { y, x } = diary(n, gaps);
      expectSame(testPair(y, x, [0, 1, 2]), reference(y, x, [0, 1, 2]));
    }
  });

  it('for a 0/1 factor (present or not)', () => {
    const { y } = diary(80, 6);
    const x: S = y.map((_, t) => (t % 9 === 0 ? null : t % 3 === 0 ? 1 : 0));
    expectSame(testPair(y, x, [0, 2]), reference(y, x, [0, 2]));
  });

  it('tests an arm of exactly 10 days, asks for more data with 9', () => {
    const x: S = Array.from({ length: 20 }, (_, t) => (t < 10 ? 1 : 0));
    const y: S = Array.from({ length: 20 }, (_, t) => t % 4);
    const ten = testPair(y, x, [0]);
    expect(ten?.[0]?.kind).toBe('tested');
    expectSame(ten, reference(y, x, [0]));
    y[0] = null;
    expect(testPair(y, x, [0])).toEqual([{ kind: 'needMoreData', lag: 0, daysNeeded: 1 }]);
  });

  it('reports no significance with fewer than 20 shifts in the null (p = 1)', () => {
    const x: S = Array.from({ length: 24 }, (_, t) => (t % 2 === 0 ? 1 : 0));
    const y: S = Array.from({ length: 24 }, (_, t) => (t % 2 === 0 ? 9 : 1));
    const result = testPair(y, x, [0]);
    expect(result?.[0]).toMatchObject({ kind: 'tested', result: { pValue: 1, effect: 8 } });
  });
});
