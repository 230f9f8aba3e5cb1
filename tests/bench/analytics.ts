/**
 * The analytics' statistics (issue 15, lambdas/domain/analytics/stats.ts) on generated diaries: how often null
 * factors are flagged at p < 0.05 (independent and AR(1) series, φ 0, 0.5, 0.8; 500 pairs each), how often a
 * planted lag-1 effect of 2 points is found (q < 0.05 among 40 other tests, 90 and 180 days; 100 diaries each),
 * and the time to test 5 years (1,825 days) of 10 symptoms against 20 factors at lags 0, 1 and 2.
 * Seeded: the same figures at every run on the same machine, but for the timing.
 */
import {
  benjaminiHochberg,
  prepareFactor,
  prepareSymptom,
  testPair,
  testPrepared,
  type PairOutcome,
} from '../../lambdas/domain/analytics/stats';
import { analyse } from '../../lambdas/domain/analytics/report';
import { generateDiary, PLANNED_MEDICATION } from '../support/diary';
import { ar1, random } from '../support/random';

const p = (o: PairOutcome[] | undefined, lag: number) => {
  const found = o?.find((r) => r.kind === 'tested' && r.result.lag === lag);
  return found?.kind === 'tested' ? found.result : undefined;
};

for (const phi of [0, 0.5, 0.8]) {
  let flagged = 0;
  for (let seed = 1; seed <= 500; seed++) {
    const rng = random(seed * 7919 + phi * 100);
    if ((p(testPair(ar1(180, phi, rng), ar1(180, phi, rng), [0]), 0)?.pValue ?? 1) < 0.05) flagged += 1;
  }
  console.log(
    `null factors, AR(1) φ = ${phi}, 180 days: ${((flagged / 500) * 100).toFixed(1)} % flagged at p < 0.05`,
  );
}
for (const days of [90, 180]) {
  let found = 0;
  for (let seed = 1; seed <= 100; seed++) {
    const rng = random(seed * 104729 + days);
    const sleep = ar1(days, 0.5, rng).map((v) => 7 + 0.8 * v);
    const median = [...sleep].sort((a, b) => a - b)[Math.floor((days - 1) / 2)]!;
    const y = ar1(days, 0.5, rng).map((v, t) => 3 + v + (t >= 1 && sleep[t - 1]! <= median ? 2 : 0));
    const o = testPair(y, sleep, [0, 1, 2]);
    const ps = [0, 1, 2].map((l) => p(o, l)?.pValue ?? 1);
    const q = benjaminiHochberg([...ps, ...Array.from({ length: 40 }, (_, i) => (i + 1) / 41)]);
    if ((p(o, 1)?.effect ?? 0) < 0 && q[1]! < 0.05) found += 1;
  }
  console.log(`planted lag-1 effect of 2 points, ${days} days, 43 tests: found in ${found} of 100 diaries`);
}
const rng = random(42);
const days = 1825;
const symptoms = Array.from({ length: 10 }, () => ar1(days, 0.5, rng).map((v) => Math.max(0, 3 + v)));
const factors = Array.from({ length: 20 }, () => ar1(days, 0.5, rng));
const started = performance.now();
let tests = 0;
const preparedFactors = factors.map(prepareFactor);
for (const y of symptoms) {
  const symptom = prepareSymptom(y);
  for (const factor of preparedFactors) if (factor) tests += testPrepared(symptom, factor, [0, 1, 2]).length;
}
const ms = performance.now() - started;
console.log(`5 years (1,825 days), 10 symptoms × 20 factors × 3 lags = ${tests} tests: ${ms.toFixed(0)} ms`);

/*
 * The whole analysis as the Lambda runs it (lambdas/domain/analytics/report.ts): 5 years of a diary with 10
 * symptoms, every wellness field, three scheduled medications; the daily series, every test at lags 0–2,
 * Benjamini–Hochberg, the patterns and the sentences. The median of 5 runs after one warm-up.
 */
const full = (() => {
  const base = generateDiary({ seed: 1, days: 1826, shortSleepNextDay: 3 });
  const noise = random(7);
  const medications = [0, 1, 2].map((i) => ({
    ...PLANNED_MEDICATION,
    id: `00000000-0000-4000-8000-00000000000${i}`,
    schedule: {
      type: 'fixed' as const,
      times: ['08:00', '20:00'].slice(0, 1 + (i % 2)),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
    },
  }));
  return {
    ...base,
    episodes: Array.from(
      { length: 10 },
      (_, i) => generateDiary({ seed: 100 + i, days: 1826, symptom: `sintomo_${i}` }).episodes,
    ).flat(),
    wellness: base.wellness.map((w) => ({
      ...w,
      sleepQuality: 1 + Math.floor(noise.uniform() * 5),
      activityMinutes: Math.round(noise.uniform() * 90),
      measurements: {
        weightKg: 70 + Math.round(noise.normal() * 10) / 10,
        systolic: 120 + Math.round(noise.normal() * 8),
        diastolic: 80 + Math.round(noise.normal() * 5),
        heartRate: 70 + Math.round(noise.normal() * 6),
        temperatureC: 36.6 + Math.round(noise.normal() * 2) / 10,
        glucoseMgDl: 95 + Math.round(noise.normal() * 8),
      },
    })),
    medications,
    doses: base.doses.flatMap((d) => medications.map((m) => ({ ...d, medicationId: m.id }))),
  };
})();
const options = { lang: 'it' as const, medicationNames: new Map([[PLANNED_MEDICATION.id, 'Ramipril']]) };
analyse(full, options);
const runs: number[] = [];
let result = analyse(full, options);
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  result = analyse(full, options);
  runs.push(performance.now() - t0);
}
runs.sort((a, b) => a - b);
console.log(
  `whole analysis, 5 years (1,826 days), 10 symptoms, ${full.wellness.length} wellness days with 13 fields, 3 medications: ${result.tested} tests, median ${runs[2]!.toFixed(0)} ms (min ${runs[0]!.toFixed(0)}, max ${runs[4]!.toFixed(0)}), ${result.correlations.length} findings`,
);
