import FFT from 'fft.js';

/**
 * The statistics of the findings (issue 15), pure. A factor's effect on a symptom is the difference in mean
 * daily severity between days when the factor (lagged) was high or present and the other days. Its
 * significance comes from a null that keeps each series' own autocorrelation: the factor shifted circularly by
 * every possible number of days (all shifts at once through FFT cross-correlations), with a Gaussian fitted to
 * that null so that p-values can go below 1/n (docs/decisions.md has the comparison).
 */

type Series = readonly (number | null)[];

/** Days in each arm below which a pair is not tested ("servono più dati"). */
export const MIN_DAYS_PER_ARM = 10;
/** Shifts this close (in days, circularly) to a tested lag are left out of its null: the effect leaks there. */
const GUARD_DAYS = 7;

const nextPow2 = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(4, n)));

/** One FFT plan per size: its tables are the costly part. */
const plans = new Map<number, FFT>();
const planFor = (size: number) => {
  let plan = plans.get(size);
  if (!plan) plans.set(size, (plan = new FFT(size)));
  return plan;
};

/** A series' spectrum, zero-padded for correlations over `n` days (twice over when it is the shifted one). */
function spectrum(values: readonly number[], twice: boolean): number[] {
  const n = values.length;
  const size = nextPow2(2 * n);
  const fft = planFor(size);
  const input = new Array<number>(size).fill(0);
  for (let t = 0; t < n; t++) {
    input[t] = values[t] as number;
    if (twice) input[n + t] = values[t] as number;
  }
  const out = fft.createComplexArray() as number[];
  fft.realTransform(out, input);
  fft.completeSpectrum(out);
  return out;
}

/**
 * c[s] = Σ_t a[t]·b[(t − s) mod n] for every shift s, from `spectrum(a, false)` and `spectrum(b, true)`:
 * r[k] = Σ_t a[t]·b2[t + k] (b2 = b twice; no wrap-around for k ≤ n in 2n points), and c[s] = r[n − s].
 */
function correlate(A: readonly number[], B: readonly number[], n: number): number[] {
  const size = A.length / 2;
  const fft = planFor(size);
  const product = fft.createComplexArray() as number[];
  for (let i = 0; i < size; i++) {
    const [ar, ai, br, bi] = [A[2 * i]!, A[2 * i + 1]!, B[2 * i]!, B[2 * i + 1]!];
    product[2 * i] = ar * br + ai * bi;
    product[2 * i + 1] = ar * bi - ai * br;
  }
  const r = fft.createComplexArray() as number[];
  fft.inverseTransform(r, product);
  return Array.from({ length: n }, (_, s) => r[2 * (n - s)] as number);
}

/**
 * Two correlations with one inverse transform: both are real, so the first is the real part and the second
 * the imaginary part of the inverse of P1 + i·P2 (P = conj(A)·B, each the spectrum of a real correlation).
 */
function correlateTwo(
  A1: readonly number[],
  B1: readonly number[],
  A2: readonly number[],
  B2: readonly number[],
  n: number,
): [number[], number[]] {
  const size = A1.length / 2;
  const fft = planFor(size);
  const combined = fft.createComplexArray() as number[];
  for (let i = 0; i < size; i++) {
    const re = 2 * i;
    const im = re + 1;
    const p1re = A1[re]! * B1[re]! + A1[im]! * B1[im]!;
    const p1im = A1[re]! * B1[im]! - A1[im]! * B1[re]!;
    const p2re = A2[re]! * B2[re]! + A2[im]! * B2[im]!;
    const p2im = A2[re]! * B2[im]! - A2[im]! * B2[re]!;
    combined[re] = p1re - p2im;
    combined[im] = p1im + p2re;
  }
  const r = fft.createComplexArray() as number[];
  fft.inverseTransform(r, combined);
  const first = new Array<number>(n);
  const second = new Array<number>(n);
  for (let s = 0; s < n; s++) {
    first[s] = r[2 * (n - s)]!;
    second[s] = r[2 * (n - s) + 1]!;
  }
  return [first, second];
}

/** c[s] = Σ_t a[t]·b[(t − s) mod n], for every shift s in 0..n−1. */
export function circularCrossCorrelation(a: readonly number[], b: readonly number[]): number[] {
  return correlate(spectrum(a, false), spectrum(b, true), a.length);
}

/** What a symptom's tests share: its values, which days are known, and their spectra. */
export interface PreparedSymptom {
  y: Series;
  spectra: { values: number[]; known: number[] };
}
export function prepareSymptom(y: Series): PreparedSymptom {
  const values = y.map((v) => v ?? 0);
  return {
    y,
    spectra: {
      values: spectrum(values, false),
      known: spectrum(
        y.map((v) => (v === null ? 0 : 1)),
        false,
      ),
    },
  };
}

/** What a factor's tests share: its split into high and low days, and their spectra. */
export interface PreparedFactor {
  x: Series;
  split: { high: number[]; low: number[] };
  spectra: { high: number[]; low: number[] };
}
export function prepareFactor(x: Series): PreparedFactor | undefined {
  const split = highDays(x);
  if (!split) return undefined;
  return { x, split, spectra: { high: spectrum(split.high, true), low: spectrum(split.low, true) } };
}

/**
 * The two arms at a tested lag, without wrapping round: the symptom on day t against the factor on day t − lag,
 * for t from lag on (the first days' factor is before the window: unknown). The null shifts wrap on purpose.
 */
function armsAt(y: Series, split: PreparedFactor['split'], lag: number) {
  const arms = { sumHigh: 0, countHigh: 0, sqHigh: 0, sumLow: 0, countLow: 0, sqLow: 0 };
  for (let t = lag; t < y.length; t++) {
    const v = y[t];
    if (v === null || v === undefined) continue;
    if (split.high[t - lag]) {
      arms.sumHigh += v;
      arms.sqHigh += v * v;
      arms.countHigh += 1;
    } else if (split.low[t - lag]) {
      arms.sumLow += v;
      arms.sqLow += v * v;
      arms.countLow += 1;
    }
  }
  return arms;
}

/** The person's own median of a factor's known values (the lower one of an even count); undefined without any. */
export function lowerMedian(x: Series): number | undefined {
  const sorted = x.filter((v): v is number => v !== null).sort((p, q) => p - q);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The values that split a factor: present (a 0/1 factor) or above the person's own median. */
export function highDays(x: Series): { high: number[]; low: number[] } | undefined {
  const median = lowerMedian(x);
  if (median === undefined) return undefined;
  const binary = x.every((v) => v === null || v === 0 || v === 1);
  const isHigh = (v: number) => (binary ? v === 1 : v > median);
  const high = x.map((v) => (v !== null && isHigh(v) ? 1 : 0));
  const low = x.map((v) => (v !== null && !isHigh(v) ? 1 : 0));
  if (!high.some(Boolean) || !low.some(Boolean)) return undefined;
  return { high, low };
}

export interface PairResult {
  lag: number;
  effect: number;
  ci95: [number, number];
  pValue: number;
  daysWith: number;
  daysWithout: number;
}

export type PairOutcome =
  { kind: 'tested'; result: PairResult } | { kind: 'needMoreData'; lag: number; daysNeeded: number };

/**
 * One symptom against one factor at the given lags: the effect (high minus low), its 95 % interval (Welch's,
 * widened for the two series' lag-1 autocorrelation) and its p-value against the circular-shift null.
 */
export function testPair(y: Series, x: Series, lags: readonly number[]): PairOutcome[] | undefined {
  const factor = prepareFactor(x);
  return factor ? testPrepared(prepareSymptom(y), factor, lags) : undefined;
}

/** The same, from a symptom and a factor prepared once for all their pairs. */
export function testPrepared(
  symptom: PreparedSymptom,
  factor: PreparedFactor,
  lags: readonly number[],
): PairOutcome[] {
  const { y, x } = { y: symptom.y, x: factor.x };
  const n = y.length;
  const S = symptom.spectra;
  const F = factor.spectra;
  const [sumHigh, countHigh] = correlateTwo(S.values, F.high, S.known, F.high, n);
  const [sumLow, countLow] = correlateTwo(S.values, F.low, S.known, F.low, n);
  const diff = (s: number) => {
    const [nh, nl] = [Math.round(countHigh[s]!), Math.round(countLow[s]!)];
    return nh > 0 && nl > 0 ? sumHigh[s]! / nh - sumLow[s]! / nl : NaN;
  };
  const distance = (s: number, lag: number) => Math.min(Math.abs(s - lag), n - Math.abs(s - lag));
  const inflation = autocorrelationInflation(y, x);

  return lags.map((lag): PairOutcome => {
    const arms = armsAt(y, factor.split, lag);
    const [nh, nl] = [arms.countHigh, arms.countLow];
    if (nh < MIN_DAYS_PER_ARM || nl < MIN_DAYS_PER_ARM) {
      return {
        kind: 'needMoreData',
        lag,
        daysNeeded: Math.max(0, MIN_DAYS_PER_ARM - nh) + Math.max(0, MIN_DAYS_PER_ARM - nl),
      };
    }
    const [mh, ml] = [arms.sumHigh / nh, arms.sumLow / nl];
    const effect = mh - ml;
    const null_: number[] = [];
    for (let s = 0; s < n; s++) {
      if (lags.some((l) => distance(s, l) <= GUARD_DAYS)) continue;
      const d = diff(s);
      if (Number.isFinite(d)) null_.push(d);
    }
    const mean = null_.reduce((a, b) => a + b, 0) / Math.max(1, null_.length);
    const sd = Math.sqrt(null_.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, null_.length - 1));
    const z = sd > 0 ? (effect - mean) / sd : effect === mean ? 0 : Infinity;
    const pValue = null_.length >= 20 ? twoSidedP(z) : 1;
    const vh = Math.max(0, (arms.sqHigh - nh * mh * mh) / Math.max(1, nh - 1));
    const vl = Math.max(0, (arms.sqLow - nl * ml * ml) / Math.max(1, nl - 1));
    const se = Math.sqrt((vh / nh + vl / nl) * inflation);
    return {
      kind: 'tested',
      result: {
        lag,
        effect,
        ci95: [effect - 1.96 * se, effect + 1.96 * se],
        pValue,
        daysWith: nh,
        daysWithout: nl,
      },
    };
  });
}

/** Bartlett's factor for the variance of a contrast between two AR(1)-like series: (1 + ρyρx) / (1 − ρyρx). */
function autocorrelationInflation(y: Series, x: Series): number {
  const rho = lag1(y) * lag1(x);
  const bounded = Math.min(0.9, Math.max(-0.9, rho));
  return (1 + bounded) / (1 - bounded);
}

function lag1(s: Series): number {
  const pairs: [number, number][] = [];
  for (let i = 1; i < s.length; i++) {
    const [a, b] = [s[i - 1], s[i]];
    if (a !== null && a !== undefined && b !== null && b !== undefined) pairs.push([a, b]);
  }
  if (pairs.length < 3) return 0;
  const mean = pairs.reduce((t, [a]) => t + a, 0) / pairs.length;
  let [num, den] = [0, 0];
  for (const [a, b] of pairs) {
    num += (a - mean) * (b - mean);
    den += (a - mean) ** 2;
  }
  return den > 0 ? num / den : 0;
}

/** 2·(1 − Φ(|z|)), accurate far into the tail (erfc, Numerical Recipes' Chebyshev fit, relative error < 1.2e-7). */
export function twoSidedP(z: number): number {
  if (!Number.isFinite(z)) return 0;
  return Math.min(1, erfc(Math.abs(z) / Math.SQRT2));
}

function erfc(x: number): number {
  const t = 1 / (1 + 0.5 * Math.abs(x));
  const y =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? y : 2 - y;
}

/** Benjamini–Hochberg q-values, in the order of the p-values given. */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0]);
  const q = new Array<number>(m);
  let running = 1;
  for (let rank = m; rank >= 1; rank--) {
    const [p, i] = order[rank - 1]!;
    running = Math.min(running, (p * m) / rank);
    q[i] = running;
  }
  return q;
}
