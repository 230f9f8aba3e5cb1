import { describe, expect, it } from 'vitest';
import {
  benjaminiHochberg,
  circularCrossCorrelation,
  highDays,
  testPair,
  twoSidedP,
  type PairOutcome,
} from '../../lambdas/domain/analytics/stats';
import { ar1, random } from '../support/random';

const tested = (outcomes: PairOutcome[] | undefined, lag: number) => {
  const found = outcomes?.find((o) => o.kind === 'tested' && o.result.lag === lag);
  if (!found || found.kind !== 'tested') throw new Error(`lag ${lag} not tested`);
  return found.result;
};

describe('circular cross-correlation through FFTs', () => {
  it('equals the direct sum for every shift', () => {
    const rng = random(1);
    for (const n of [1, 2, 7, 100, 181]) {
      const a = Array.from({ length: n }, () => rng.normal());
      const b = Array.from({ length: n }, () => rng.normal());
      const fast = circularCrossCorrelation(a, b);
      for (let s = 0; s < n; s++) {
        let direct = 0;
        for (let t = 0; t < n; t++) direct += a[t]! * b[(((t - s) % n) + n) % n]!;
        expect(fast[s]).toBeCloseTo(direct, 8);
      }
    }
  });
});

describe("a factor's split", () => {
  it('is presence for a 0/1 factor, above the median otherwise, and none without contrast', () => {
    expect(highDays([1, 0, null, 1])).toEqual({ high: [1, 0, 0, 1], low: [0, 1, 0, 0] });
    expect(highDays([5, 7, 6, null, 9])).toEqual({ high: [0, 1, 0, 0, 1], low: [1, 0, 1, 0, 0] });
    expect(highDays([3, 3, null])).toBeUndefined();
    expect(highDays([null, null])).toBeUndefined();
  });
});

describe('p-values and q-values', () => {
  it('are the normal two-sided tail, far into it', () => {
    expect(twoSidedP(0)).toBeCloseTo(1, 6);
    expect(twoSidedP(1.959964)).toBeCloseTo(0.05, 5);
    expect(twoSidedP(-2.575829)).toBeCloseTo(0.01, 5);
    expect(twoSidedP(7.034484) / 2e-12).toBeCloseTo(1, 2);
    expect(twoSidedP(Infinity)).toBe(0);
  });

  it('are Benjamini–Hochberg adjusted, monotone, in the order given', () => {
    const q = benjaminiHochberg([0.01, 0.04, 0.03, 0.005, 0.5]);
    expect(q.map((v) => Number(v.toFixed(4)))).toEqual([0.025, 0.05, 0.05, 0.025, 0.5]);
    expect(benjaminiHochberg([])).toEqual([]);
  });
});

describe('a planted effect', () => {
  /** Sleep an AR(1) around 7 h; a headache whose severity rises by `size` after a short night (lag 1). */
  function diary(days: number, size: number, seed: number) {
    const rng = random(seed);
    const sleep = ar1(days, 0.5, rng).map((v) => 7 + v * 0.8);
    const noise = ar1(days, 0.5, rng);
    const median = [...sleep].sort((a, b) => a - b)[Math.floor((days - 1) / 2)]!;
    const headache = noise.map((v, t) =>
      Math.max(0, Math.min(10, 3 + v + (t >= 1 && sleep[t - 1]! <= median ? size : 0))),
    );
    return { sleep, headache };
  }

  it('is found with the right sign at the right lag, in 90 and 180 days, in nine seeds of ten or more', () => {
    for (const days of [90, 180]) {
      let found = 0;
      const seeds = 20;
      for (let seed = 1; seed <= seeds; seed++) {
        const { sleep, headache } = diary(days, 2, seed * 7);
        const outcomes = testPair(headache, sleep, [0, 1, 2]);
        const lag1 = tested(outcomes, 1);
        const all = [0, 1, 2].map((l) => tested(outcomes, l).pValue);
        // With 40 other pairs tested beside it, as a real answer would.
        const q = benjaminiHochberg([...all, ...Array.from({ length: 40 }, (_, i) => (i + 1) / 41)]);
        if (lag1.effect < 0 && q[1]! < 0.05 && lag1.ci95[1] < 0) found += 1;
      }
      expect(found / seeds).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('gives a strong effect a p-value far below 1/n', () => {
    const { sleep, headache } = diary(180, 4, 3);
    const lag1 = tested(testPair(headache, sleep, [1]), 1);
    expect(lag1.pValue).toBeLessThan(1e-6);
    expect(lag1.effect).toBeLessThan(-3);
    expect(lag1.daysWith + lag1.daysWithout).toBeGreaterThanOrEqual(178);
  });
});

describe('null factors', () => {
  it('are found at about the nominal rate, independent or autocorrelated (φ 0, 0.5, 0.8)', () => {
    for (const phi of [0, 0.5, 0.8]) {
      let flagged = 0;
      let total = 0;
      for (let seed = 1; seed <= 150; seed++) {
        const rng = random(seed * 101 + Math.round(phi * 10));
        const x = ar1(180, phi, rng);
        const y = ar1(180, phi, rng);
        const p = tested(testPair(y, x, [0]), 0).pValue;
        total += 1;
        if (p < 0.05) flagged += 1;
      }
      const rate = flagged / total;
      expect(rate).toBeGreaterThanOrEqual(0.01);
      expect(rate).toBeLessThanOrEqual(0.1);
    }
  });
});

describe('too few days', () => {
  it('asks for more data with the days still needed, per lag', () => {
    const y = [2, 3, null, 4, 5, 1, 2, 6, null, 3, 2, 2];
    const x = [1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0];
    const outcomes = testPair(y, x, [0]);
    // 4 known days in the high arm (6 more needed), 6 in the low one (4 more).
    expect(outcomes).toEqual([{ kind: 'needMoreData', lag: 0, daysNeeded: 10 }]);
  });
});
