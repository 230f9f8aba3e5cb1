/**
 * The red-flag triage (lambdas/domain/triage.ts) on its data set (tests/unit/triage-cases.ts): recall of
 * emergencies, urgent cases seen, false alarms on everyday messages, per language, on the cases it was tuned
 * on and on the held-out ones; and its speed (budget: well under a millisecond a message).
 */
import { triage } from '../../lambdas/domain/triage';
import { triageMetrics } from '../../lambdas/domain/triage-metrics';
import { TRIAGE_CASES, TRIAGE_HELD_OUT } from '../unit/triage-cases';

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
for (const [name, set] of [
  ['tuned on', TRIAGE_CASES],
  ['held out', TRIAGE_HELD_OUT],
] as const) {
  for (const lang of ['it', 'en', 'hi', 'all'] as const) {
    const m = triageMetrics(lang === 'all' ? set : set.filter((c) => c.lang === lang));
    console.log(
      `${name.padEnd(8)} ${lang.padEnd(3)} emergencies ${m.emergencies}: recall ${pct(m.recall)}; urgent ${m.urgent}: seen ${pct(m.urgentRecall)}; everyday ${m.routine}: false alarms ${pct(m.falseAlarmRate)}`,
    );
    if (lang === 'all') {
      for (const text of m.missed) console.log(`  missed: ${text}`);
      for (const text of m.falseAlarms) console.log(`  false alarm: ${text}`);
    }
  }
}
const all = [...TRIAGE_CASES, ...TRIAGE_HELD_OUT];
const started = performance.now();
for (let i = 0; i < 20; i++) for (const c of all) triage(c.text);
console.log(`speed: ${(((performance.now() - started) / (20 * all.length)) * 1000).toFixed(0)} µs a message`);
