/**
 * Three ways to get the p-value of the same analytics effect (lambdas/domain/analytics/stats.ts: mean daily
 * severity on days after the factor was high minus the mean on the other days, at lag 1), on the same
 * generated data:
 *   1. the product's circular-shift null with a Gaussian fitted to it (`testPair`);
 *   2. a moving-block permutation of the aligned factor split (blocks of round(n^(1/3)) days, and of 10 days;
 *      B = 999 permutations, so p ≥ 0.001);
 *   3. Welch's t with its variance inflated by Bartlett's factor (1 + ρyρx)/(1 − ρyρx) (ρ: lag-1
 *      autocorrelations of y and of the 0/1 high indicator), degrees of freedom scaled down by the same factor,
 *      p from Student's t (regularized incomplete beta by continued fraction).
 * It prints the false-positive rate at p < 0.05 on independent AR(1) pairs (φ = 0, 0.5, 0.8; 180 days; 400
 * pairs each; also with 15 % of each series' days missing at random), the power on a planted lag-1 effect of
 * 2 points (φ = 0.5; 90 and 180 days; 200 diaries each) at p < 0.05 with the right sign and at p < 0.001,
 * and the time per pair. Seeded: the same figures at every run, but for the timing.
 */
import { highDays, MIN_DAYS_PER_ARM, testPair } from '../../lambdas/domain/analytics/stats';
import { ar1, random } from '../support/random';

type Series = (number | null)[];
type Rng = ReturnType<typeof random>;

const LAG = 1;
const PERMUTATIONS = 999;
const NULL_PAIRS = 400;
const DIARIES = 200;
const MISSING = 0.15;

/** A 0–10 severity from a raw score (rounded, then clamped). */
const clamp10 = (score: number) => Math.max(0, Math.min(10, Math.round(score)));
const severity = (v: number) => clamp10(3 + 1.5 * v);
const withMissing = (s: number[], rng: Rng): Series => s.map((v) => (rng.uniform() < MISSING ? null : v));

/**
 * The pair as the alternative methods see it, aligned exactly as `testPair` aligns it: symptom on day t (NaN
 * when missing) against the factor's split on day (t − lag) mod n (1 high, 0 low, −1 missing). The modulo is
 * testPair's: its cross-correlations are circular, so at lag 1 day 0's symptom meets the last day's factor.
 */
interface Aligned {
  y: Float64Array;
  label: Int8Array;
  indicator: Series;
}
function align(y: Series, x: Series, lag: number): Aligned | undefined {
  const split = highDays(x);
  if (!split) return undefined;
  const n = y.length;
  const ys = new Float64Array(n);
  const label = new Int8Array(n);
  for (let t = 0; t < n; t++) {
    const s = (t - lag + n) % n;
    ys[t] = y[t] ?? NaN;
    label[t] = split.high[s] ? 1 : split.low[s] ? 0 : -1;
  }
  const indicator = x.map((v, t) => (v === null ? null : split.high[t]!));
  return { y: ys, label, indicator };
}

/** Arm sizes and the effect: mean of y on high days minus mean on low days (NaN if an arm is empty). */
function effectOf(y: Float64Array, label: Int8Array): { effect: number; nh: number; nl: number } {
  let [sh, sl, nh, nl] = [0, 0, 0, 0];
  for (let t = 0; t < y.length; t++) {
    const v = y[t]!;
    if (v !== v) continue;
    const l = label[t];
    if (l === 1) [sh, nh] = [sh + v, nh + 1];
    else if (l === 0) [sl, nl] = [sl + v, nl + 1];
  }
  return { effect: nh > 0 && nl > 0 ? sh / nh - sl / nl : NaN, nh, nl };
}
const tooFew = (nh: number, nl: number) => nh < MIN_DAYS_PER_ARM || nl < MIN_DAYS_PER_ARM;

/** Method 2: the factor's aligned split cut into blocks of b days, the blocks shuffled, y left in place. */
function blockPermutation(a: Aligned, b: number, rng: Rng): { p: number; effect: number } {
  const n = a.y.length;
  const { effect, nh, nl } = effectOf(a.y, a.label);
  if (tooFew(nh, nl)) return { p: 1, effect };
  const order = Array.from({ length: Math.ceil(n / b) }, (_, i) => i);
  const shuffled = new Int8Array(n);
  const bar = Math.abs(effect) - 1e-9;
  let extreme = 0;
  for (let r = 0; r < PERMUTATIONS; r++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rng.uniform() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let pos = 0;
    for (const block of order) {
      for (let t = block * b; t < Math.min(n, (block + 1) * b); t++) shuffled[pos++] = a.label[t]!;
    }
    if (Math.abs(effectOf(a.y, shuffled).effect) >= bar) extreme += 1;
  }
  return { p: (1 + extreme) / (1 + PERMUTATIONS), effect };
}

/** Lag-1 autocorrelation over consecutive known days (the same estimator as stats.ts). */
function lag1(s: ArrayLike<number | null>): number {
  const pairs: [number, number][] = [];
  for (let i = 1; i < s.length; i++) {
    const [u, v] = [s[i - 1], s[i]];
    if (u !== null && u !== undefined && v !== null && v !== undefined && u === u && v === v)
      pairs.push([u, v]);
  }
  if (pairs.length < 3) return 0;
  const mean = pairs.reduce((t, [u]) => t + u, 0) / pairs.length;
  let [num, den] = [0, 0];
  for (const [u, v] of pairs) [num, den] = [num + (u - mean) * (v - mean), den + (u - mean) ** 2];
  return den > 0 ? num / den : 0;
}

/** Method 3: Welch's t, variance × (1 + ρyρx)/(1 − ρyρx) (ρyρx bounded to ±0.9 as in stats.ts), df ÷ the same. */
function effectiveT(a: Aligned): { p: number; effect: number } {
  const { effect, nh, nl } = effectOf(a.y, a.label);
  if (tooFew(nh, nl)) return { p: 1, effect };
  let [mh, ml, vh, vl] = [0, 0, 0, 0];
  for (let t = 0; t < a.y.length; t++) if (a.y[t] === a.y[t] && a.label[t] === 1) mh += a.y[t]! / nh;
  for (let t = 0; t < a.y.length; t++) if (a.y[t] === a.y[t] && a.label[t] === 0) ml += a.y[t]! / nl;
  for (let t = 0; t < a.y.length; t++) {
    if (a.y[t] !== a.y[t]) continue;
    if (a.label[t] === 1) vh += (a.y[t]! - mh) ** 2 / (nh - 1);
    else if (a.label[t] === 0) vl += (a.y[t]! - ml) ** 2 / (nl - 1);
  }
  const rho = Math.min(0.9, Math.max(-0.9, lag1(a.y) * lag1(a.indicator)));
  const inflation = (1 + rho) / (1 - rho);
  const [wh, wl] = [vh / nh, vl / nl];
  const se2 = (wh + wl) * inflation;
  if (!(se2 > 0)) return { p: effect === 0 ? 1 : 0, effect };
  const df = (wh + wl) ** 2 / (wh ** 2 / (nh - 1) + wl ** 2 / (nl - 1)) / inflation;
  return { p: studentTwoSided(effect / Math.sqrt(se2), df), effect };
}

/** P(|T| ≥ |t|) for Student's t with df degrees of freedom: I_{df/(df+t²)}(df/2, 1/2). */
function studentTwoSided(t: number, df: number): number {
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
/** ln Γ(z), z > 0 (Lanczos, g = 7). */
function lnGamma(z: number): number {
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - lnGamma(1 - z);
  let sum = LANCZOS[0]!;
  for (let i = 1; i < 9; i++) sum += LANCZOS[i]! / (z - 1 + i);
  const t = z - 0.5 + 7;
  return 0.5 * Math.log(2 * Math.PI) + (z - 0.5) * Math.log(t) - t + Math.log(sum);
}
/** The regularized incomplete beta I_x(a, b) (Numerical Recipes' betai with betacf, modified Lentz). */
function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  if (x >= (a + 1) / (a + b + 2)) return 1 - incompleteBeta(1 - x, b, a);
  const tiny = 1e-300;
  let [c, d] = [1, 1 - ((a + b) * x) / (a + 1)];
  d = 1 / (Math.abs(d) < tiny ? tiny : d);
  let h = d;
  for (let m = 1; m <= 300; m++) {
    for (const num of [
      (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m)),
      -((a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1)),
    ]) {
      d = 1 + num * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + num / c;
      if (Math.abs(c) < tiny) c = tiny;
      h *= d * c;
    }
    if (Math.abs(d * c - 1) < 1e-14) break;
  }
  return (front * h) / a;
}

/* The methods, each timed over every pair it sees. */
interface Method {
  name: string;
  run: (y: Series, x: Series, seed: number) => { p: number; effect: number };
  ms: number;
  calls: number;
}
const cubeRoot = (n: number) => Math.round(Math.cbrt(n));
const methods: Method[] = (
  [
    {
      name: 'circular shift + Gaussian',
      run: (y, x) => {
        const o = testPair(y, x, [LAG])?.[0];
        return o?.kind === 'tested' ? { p: o.result.pValue, effect: o.result.effect } : { p: 1, effect: NaN };
      },
    },
    {
      name: `block perm b=n^(1/3), B=${PERMUTATIONS}`,
      run: (y, x, seed) => {
        const a = align(y, x, LAG);
        return a ? blockPermutation(a, cubeRoot(y.length), random(seed)) : { p: 1, effect: NaN };
      },
    },
    {
      name: `block perm b=10, B=${PERMUTATIONS}`,
      run: (y, x, seed) => {
        const a = align(y, x, LAG);
        return a ? blockPermutation(a, 10, random(seed + 1)) : { p: 1, effect: NaN };
      },
    },
    {
      name: 'eff-n Welch t (Bartlett)',
      run: (y, x) => {
        const a = align(y, x, LAG);
        return a ? effectiveT(a) : { p: 1, effect: NaN };
      },
    },
  ] satisfies Omit<Method, 'ms' | 'calls'>[]
).map((m) => ({ ...m, ms: 0, calls: 0 }));

/** Every method on one pair; the largest gap between an alternative's effect and testPair's is kept. */
let effectGap = 0;
function runAll(y: Series, x: Series, seed: number) {
  const out = methods.map((m) => {
    const t0 = performance.now();
    const r = m.run(y, x, seed * 2654435761);
    m.ms += performance.now() - t0;
    m.calls += 1;
    return r;
  });
  for (const r of out.slice(1)) {
    if (Number.isFinite(r.effect) && Number.isFinite(out[0]!.effect)) {
      effectGap = Math.max(effectGap, Math.abs(r.effect - out[0]!.effect));
    }
  }
  return out;
}

const pct = (k: number, of: number) => `${((k / of) * 100).toFixed(1)} %`;
const columns: { header: string; cells: string[] }[] = [];
const started = performance.now();

for (const missing of [false, true]) {
  for (const phi of [0, 0.5, 0.8]) {
    const flagged = methods.map(() => 0);
    for (let i = 1; i <= NULL_PAIRS; i++) {
      const seed = i * 7919 + phi * 1000 + (missing ? 500_000 : 0);
      const rng = random(seed);
      let y: Series = ar1(180, phi, rng).map(severity);
      let x: Series = ar1(180, phi, rng);
      if (missing) [y, x] = [withMissing(y as number[], rng), withMissing(x as number[], rng)];
      runAll(y, x, seed).forEach((r, k) => {
        if (r.p < 0.05) flagged[k]! += 1;
      });
    }
    const header = `FP φ=${phi}${missing ? ' 15%null' : ''}`;
    columns.push({ header, cells: flagged.map((f) => pct(f, NULL_PAIRS)) });
    console.log(`${header}, ${NULL_PAIRS} pairs of 180 days: ${columns.at(-1)!.cells.join(' | ')}`);
  }
}

/** Diaries where a method's p is at most 1/(B + 1), the permutation's floor, with the right sign. */
const atFloor: string[] = [];
for (const days of [90, 180]) {
  const [at05, at001, floor] = [methods.map(() => 0), methods.map(() => 0), methods.map(() => 0)];
  for (let i = 1; i <= DIARIES; i++) {
    const seed = i * 104729 + days;
    const rng = random(seed);
    const x = ar1(days, 0.5, rng);
    const high = highDays(x)!.high;
    const y = ar1(days, 0.5, rng).map((v, t) => clamp10(3 + 1.5 * v + (t >= LAG && high[t - LAG] ? 2 : 0)));
    runAll(y, x, seed).forEach((r, k) => {
      if (r.effect > 0 && r.p < 0.05) at05[k]! += 1;
      if (r.effect > 0 && r.p < 0.001) at001[k]! += 1;
      if (r.effect > 0 && r.p <= 1 / (1 + PERMUTATIONS)) floor[k]! += 1;
    });
  }
  columns.push({ header: `power${days} p<.05`, cells: at05.map((f) => pct(f, DIARIES)) });
  columns.push({ header: `power${days} p<.001`, cells: at001.map((f) => pct(f, DIARIES)) });
  atFloor.push(`${days} days ${floor.map((f) => pct(f, DIARIES)).join(' | ')}`);
  console.log(
    `planted lag-1 effect of 2 points, φ = 0.5, ${days} days, ${DIARIES} diaries: p < .05 ${at05.map((f) => pct(f, DIARIES)).join(' | ')}; p < .001 ${at001.map((f) => pct(f, DIARIES)).join(' | ')}`,
  );
}
columns.push({ header: 'ms/pair', cells: methods.map((m) => (m.ms / m.calls).toFixed(3)) });

const nameWidth = Math.max(...methods.map((m) => m.name.length)) + 2;
const widths = columns.map((c) => Math.max(c.header.length, ...c.cells.map((s) => s.length)) + 2);
console.log('');
console.log('method'.padEnd(nameWidth) + columns.map((c, i) => c.header.padStart(widths[i]!)).join(''));
methods.forEach((m, k) =>
  console.log(m.name.padEnd(nameWidth) + columns.map((c, i) => c.cells[k]!.padStart(widths[i]!)).join('')),
);
console.log('');
const se = (share: number, of: number) => (Math.sqrt((share * (1 - share)) / of) * 100).toFixed(1);
console.log(
  [
    `Lag ${LAG}. FP: ${NULL_PAIRS} null pairs of 180 days per column (binomial SE ±${se(0.05, NULL_PAIRS)} points at 5 %); ` +
      `power: ${DIARIES} diaries per column (SE ≤ ±${se(0.5, DIARIES)} points), right sign required.`,
    `Block sizes b = round(n^(1/3)): ${cubeRoot(90)} days at 90, ${cubeRoot(180)} at 180. With B = ${PERMUTATIONS} the ` +
      `permutation's smallest p is 1/(B+1) = ${1 / (1 + PERMUTATIONS)}, so it can never give p < .001; ` +
      `share of diaries at p ≤ ${1 / (1 + PERMUTATIONS)} (same method order): ${atFloor.join('; ')}.`,
    `Student's t CDF exact (incomplete beta), not a normal approximation. Largest gap between an alternative's ` +
      `effect and testPair's: ${effectGap.toExponential(1)}. Total ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  ].join('\n'),
);
