/**
 * The red-flag triage (lambdas/domain/triage.ts: rules, then the model that may only raise) on the tune part of
 * the triage corpus (tests/corpus/triage, every tune batch): recall of emergencies, urgent cases seen, false
 * alarms (routine messages raised to urgent or emergency), per language and per category, for the rules alone
 * and for rules + model; then the older hand-written set (tests/unit/triage-cases.ts) and the time a message
 * takes (p50 / p99). These are figures on the data the rules and the model were built from, so they are
 * optimistic: the honest ones are those of the validation rounds (scripts/train-triage-model.ts --validate) and, above all, those of
 * the frozen held-out part, printed last (it is never used to change the rules or train the model).
 */
// As in the assistant's function (lambdas/handlers/assistant/reply.ts), before any expression runs.
import '../../lambdas/lib/regexp-engine';
import { triage, triageRules, type TriageLevel } from '../../lambdas/domain/triage';
import { triageMetrics } from '../../lambdas/domain/triage-metrics';
import {
  corpus,
  corpusFile,
  CORPUS_FILES,
  EMERGENCY_CATEGORIES,
  LANGS,
  ROUTINE_CATEGORIES,
  tuneCorpus,
} from '../corpus/triage';
import { TRIAGE_CASES, TRIAGE_HELD_OUT } from '../unit/triage-cases';

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
const tune = tuneCorpus();

for (const [name, judge] of [
  ['rules alone', (text: string) => triageRules(text).level],
  ['rules + model', (text: string) => triage(text).level],
] as const) {
  console.log(`\ntune part (${tune.length} messages), ${name}`);
  for (const lang of [...LANGS, 'all'] as const) {
    const cases = lang === 'all' ? tune : tune.filter((c) => c.lang === lang);
    const levels = cases.map((c) => judge(c.text));
    const count = (level: TriageLevel, ok: (got: TriageLevel) => boolean) => {
      const of = cases.map((c, i) => [c, levels[i]!] as const).filter(([c]) => c.level === level);
      return [of.filter(([, got]) => ok(got)).length, of.length] as const;
    };
    const [caught, emergencies] = count('emergency', (got) => got === 'emergency');
    const [seen, urgent] = count('urgent', (got) => got !== 'routine');
    const [alarms, routine] = count('routine', (got) => got !== 'routine');
    console.log(
      `${lang.padEnd(3)} emergencies ${emergencies}: recall ${pct(caught / emergencies)}; urgent ${urgent}: seen ${pct(seen / urgent)}; routine ${routine}: false alarms ${pct(alarms / routine)}`,
    );
  }
  const perCategory = (categories: readonly string[], hit: (got: TriageLevel) => boolean, what: string) => {
    const rows = categories.map((category) =>
      LANGS.map((lang) => {
        const of = tune.filter((c) => c.lang === lang && c.category === category);
        const n = of.filter((c) => hit(judge(c.text))).length;
        return `${lang} ${String(n).padStart(2)}/${String(of.length).padEnd(2)}`;
      }).join('  '),
    );
    console.log(`  ${what}`);
    categories.forEach((category, i) => console.log(`    ${category.padEnd(24)} ${rows[i]}`));
  };
  perCategory(EMERGENCY_CATEGORIES, (got) => got === 'emergency', 'emergencies recognised, per category');
  perCategory(ROUTINE_CATEGORIES, (got) => got !== 'routine', 'false alarms, per category');
}

console.log('\nhand-written set (tests/unit/triage-cases.ts)');
for (const [name, set] of [
  ['tuned on', TRIAGE_CASES],
  ['held out', TRIAGE_HELD_OUT],
] as const) {
  const m = triageMetrics(set);
  console.log(
    `${name.padEnd(8)} emergencies ${m.emergencies}: recall ${pct(m.recall)}; urgent ${m.urgent}: seen ${pct(m.urgentRecall)}; everyday ${m.routine}: false alarms ${pct(m.falseAlarmRate)}`,
  );
}

// The frozen held-out parts (tests/corpus/triage/*.held-out*.json), each apart, then together: the figures
// that count.
const heldOutFiles = CORPUS_FILES['held-out'];
for (const file of [...heldOutFiles, 'all'] as const) {
  console.log(
    `\nheld-out part${file === 'all' ? `s together (${heldOutFiles.join(' + ')})` : ` ${file}`} (frozen before tuning; never tuned on)`,
  );
  const cases = (lang: (typeof LANGS)[number]) =>
    file === 'all'
      ? corpus('held-out', lang)
      : corpusFile(lang, file).cases.map((c) => ({ ...c, lang, part: 'held-out' as const }));
  for (const lang of LANGS) {
    const m = triageMetrics(cases(lang));
    console.log(
      `${lang}: emergencies ${m.emergencies}: recall ${pct(m.recall)}; urgent ${m.urgent}: seen ${pct(m.urgentRecall)}; routine ${m.routine}: false alarms ${pct(m.falseAlarmRate)}`,
    );
  }
  const byCategory = new Map<string, { ok: number; all: number }>();
  for (const c of LANGS.flatMap(cases)) {
    const level = triage(c.text).level;
    const ok = c.level === 'urgent' ? level !== 'routine' : level === c.level;
    const v = byCategory.get(c.category) ?? { ok: 0, all: 0 };
    byCategory.set(c.category, { ok: v.ok + (ok ? 1 : 0), all: v.all + 1 });
  }
  console.log(
    `by category (right level; urgent: seen): ${[...byCategory].map(([k, v]) => `${k} ${v.ok}/${v.all}`).join(', ')}`,
  );
}

// Time per message: the first call compiles the expressions and loads the model (reported apart).
const texts = [...tune.map((c) => c.text), ...TRIAGE_CASES.map((c) => c.text)];
let started = performance.now();
triage(texts[0]!);
const first = performance.now() - started;
const times: number[] = [];
for (let round = 0; round < 5; round++)
  for (const text of texts) {
    started = performance.now();
    triage(text);
    times.push(performance.now() - started);
  }
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 1000;
console.log(
  `\nspeed: first call ${first.toFixed(1)} ms (compiling the patterns, loading the model); then p50 ${at(0.5).toFixed(0)} µs, p99 ${at(0.99).toFixed(0)} µs a message`,
);
