/**
 * Trains the triage models (lambdas/domain/triage-model.ts) from the tune part of the triage corpus and writes
 * lambdas/domain/triage-model.json.gz. Deterministic (each epoch in a fixed pseudo-random order), offline, about two
 * minutes.
 *
 *   npx tsx scripts/train-triage-model.ts             train, choose the threshold on the validation rounds, write
 *   npx tsx scripts/train-triage-model.ts --validate  the same without writing (print the figures only)
 *
 * Four models over the same features (character 2–5-grams, word 1–2-grams and negation marks of the normalised
 * message; triage-model.ts `features`), each trained on the tune rounds of MODEL_ROUNDS and the hand-written set
 * (HAND):
 * - the emergency model: emergency (1) against urgent and routine (0); raises what the rules left below;
 * - the context model: emergency (1) against routine (0), urgent left out: "a present, real emergency" against
 *   the messages that name the same things without being one (past, general question, figure of speech,
 *   denial, dose question); lowers an emergency when confident;
 * - the flag models (FLAG_MODELS: self-harm, poisoning), on emergencies only: this flag's emergencies (1) against
 *   the other emergencies (0) (`flagLabel`); add their flag to an emergency the rules did not flag.
 * The four are written together, one list of features for all (`packModels`), gzipped.
 *
 * The raise threshold, the context score under which an emergency is lowered and the raise threshold of a short
 * message are chosen together on the validation rounds (VALIDATION_ROUNDS: tune5, tune6, tune12, since 2026-11-28
 * (afternoon) tune21 and tune22, since that evening tune23, of short messages, and since that night tune28, short
 * messages too; each written and first run once against the shipped models), which the models are not trained on
 * and no kept rule was written from (but two of tune12's and tune23's: tests/corpus/triage/index.ts), so that the
 * rules' share on them is what it is on new messages (on a round the rules were written from they find nearly
 * everything, and the models' part would look smaller than it is): the three with the most private sets expected
 * inside the goal (`choose`), then the most recall, then the lowest. Until 2026-11-28 the models were trained on the first four rounds
 * only and the threshold maximised the worst language's recall − ½ × false alarms on a cross-validation grouped by
 * round; with fifteen rounds that takes over an hour, the rules, written from most of them, would flatter every
 * fold, and on the validation rounds that criterion is flat from 0.40 to 0.49 (within a message) and at its top
 * leaves English recall under the goal. The held-out part is never read.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  modelMayNotRaise,
  neverLowered,
  normalize,
  triageRules,
  FLAG_MODEL_THRESHOLD,
  RAISE_MIN_WORDS,
  SHORT_WORDS,
  withModels,
  wordCount,
  type TriageLevel,
} from '../lambdas/domain/triage';
import {
  features,
  FLAG_MODELS,
  MODEL_FILE,
  modelThresholds,
  packModels,
  scoreAll,
  unpackModels,
  type FlagModel,
  type LinearModel,
} from '../lambdas/domain/triage-model';
import {
  EMERGENCY_CATEGORIES,
  LANGS,
  MODEL_ROUNDS,
  ROUTINE_CATEGORIES,
  roundCases,
  VALIDATION_ROUNDS,
  type CorpusCase,
} from '../tests/corpus/triage';
import { random } from '../tests/support/random';
import { TRIAGE_CASES } from '../tests/unit/triage-cases';

const EPOCHS = 80;
const L2 = 1e-3;
/** The smoothing of the naive Bayes ratios each feature is scaled by (NBSVM: Wang and Manning, "Baselines and
 * bigrams", ACL 2012). On the grouped cross-validation (2026-11-27, four rounds) the ratios with L2 1e-3 found
 * 1–2 points more emergencies at the same false alarms than plain logistic regression with L2 3e-3. */
const NB = 0.5;
const MIN_DOCS = 2;
/**
 * The context scores under which an emergency may be lowered, tried on the validation rounds with each threshold.
 * Until 2026-11-28 it was a constant, 0.3, chosen on the grouped cross-validation of four rounds (at 0.35, 0.3–0.5
 * points less recall for 0.4–1.0 fewer false alarms). With the models trained on fifteen rounds, 0.2, 0.25 and 0.3
 * were equally far inside the goal on the validation rounds; 0.2 lowered the fewest real emergencies. With tune19 and
 * tune20 trained on too, the rule chose 0.15; with tune21 and tune22 among the validation rounds, 0.2; with every weight
 * kept (`train`), 0.3 (and the threshold 0.55); with tune23 a validation round and the choice by private sets expected
 * inside the goal (`choose`), 0.25 (and 0.54). 0.35 and 0.4 are no longer tried (2026-11-28, evening): the validation
 * rounds, of a few hundred emergencies per language, cannot see what they cost, which the grouped cross-validation
 * of 2026-11-27 measured (0.3–0.5 points of recall at 0.35), and at 0.35 the models retrained with tune24 lowered
 * "mio marito sta soffocando, ha un boccone di carne in gola" (context 0.32). Since the night of that day, a lowering
 * (with the thresholds) is also kept only if it lowers none of the hand-written emergencies the rules find
 * (`keepingEmergencies`): the models trained on tune26 gave that message 0.295.
 */
export const LOWERS = [0.1, 0.15, 0.2, 0.25, 0.3];

/** The label a case has for each model (undefined: not a training example for that model). */
export const LABELS = {
  emergency: (c: Pick<CorpusCase, 'level'>) => (c.level === 'emergency' ? 1 : 0),
  context: (c: Pick<CorpusCase, 'level'>) =>
    c.level === 'emergency' ? 1 : c.level === 'routine' ? 0 : undefined,
} as const;

/** The corpus category each flag model learns (FLAG_MODELS). */
const FLAG_CATEGORY: Record<FlagModel, string> = { self_harm: 'self_harm', poisoning: 'poisoning_overdose' };

/**
 * A flag model's label, on emergencies only (the flag models only ever see an emergency: `withFlagModels`): 1 for
 * the cases of its category, and for an emergency the rules give its flag (an overdose taken with intent is
 * written down as a poisoning, and is self-harm too; the hand-written set has levels, not categories, and the
 * rules were written from it); 0 for every other emergency; undefined (no example) for urgent and routine
 * messages. Trained against every message instead, the self-harm model learned the routine distress of
 * "I wish I could sleep and never wake up, but I'd never do anything" as "not self-harm", and scored 0.07 an
 * emergency the emergency model had raised ("I just want to sleep and never wake up"); on the validation rounds it
 * flagged 27 of the 34 self-harm emergencies found without the rules' flag at 0.5, against 31 now (the same 3 other
 * emergencies, intentional overdoses), and the poisoning model 10 of 16, against 12.
 */
export const flagLabel =
  (flag: FlagModel) =>
  (c: Pick<CorpusCase, 'level'> & { category?: string }, ruleFlags: readonly string[]) =>
    c.level !== 'emergency'
      ? undefined
      : c.category === FLAG_CATEGORY[flag] || ruleFlags.includes(flag)
        ? 1
        : 0;

const featuresOf = (text: string) => [...features(normalize(text))];

/**
 * The indices 0..n-1 in a pseudo-random order fixed by `seed` (Fisher–Yates over tests/support/random.ts's
 * mulberry32): each epoch of the training sees the examples in its own order, the same on every run. Until
 * 2026-11-28 they were seen in the order of the files, language by language, which left the last language's and
 * the hand-written set's mark on the weights: the same examples in another order moved the validation rounds by a
 * message or two.
 */
export function shuffled(n: number, seed: number): number[] {
  const { uniform } = random(seed);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(uniform() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** Logistic regression by stochastic gradient descent, each epoch in its own fixed order (`shuffled`),
 * L2-regularised, over features scaled by their naive Bayes log-count ratio (NB; folded into the weights at the
 * end, so the model file and its scoring are those of a plain linear model). Every weight is kept but those under
 * 1e-4 in magnitude: until 2026-11-28 (afternoon) only the 12,000 largest were, and on a cross-validation of the
 * model rounds grouped by round (four folds) keeping them all moved the worst language from 0.7 points outside the
 * goal to 0.6 inside it at its best threshold (24,000 and 48,000 were in between), for a file ten times bigger. */
export function train(examples: { grams: string[]; y: number }[]): LinearModel {
  const docs = new Map<string, number>();
  const pos = new Map<string, number>();
  let npos = 0;
  for (const e of examples) {
    npos += e.y;
    for (const g of e.grams) {
      docs.set(g, (docs.get(g) ?? 0) + 1);
      if (e.y) pos.set(g, (pos.get(g) ?? 0) + 1);
    }
  }
  const nneg = examples.length - npos;
  const r = new Map<string, number>();
  const w = new Map<string, number>();
  for (const [g, n] of docs)
    if (n >= MIN_DOCS) {
      w.set(g, 0);
      const p = pos.get(g) ?? 0;
      r.set(g, Math.log((p + NB) / (npos + NB)) - Math.log((n - p + NB) / (nneg + NB)));
    }
  let bias = 0;
  const kept = examples.map((e) => e.grams.filter((g) => w.has(g)));
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const rate = 0.5 / (1 + epoch * 0.2);
    for (const i of shuffled(examples.length, epoch + 1)) {
      const e = examples[i]!;
      const grams = kept[i]!;
      const scale = 1 / Math.sqrt(Math.max(1, e.grams.length));
      let z = bias;
      for (const g of grams) z += w.get(g)! * r.get(g)! * scale;
      const p = 1 / (1 + Math.exp(-z));
      const gradient = p - e.y;
      bias -= rate * gradient * 0.1;
      for (const g of grams) {
        const value = w.get(g)!;
        w.set(g, value - rate * (gradient * r.get(g)! * scale + L2 * value));
      }
    }
  }
  for (const [g, v] of w) w.set(g, v * r.get(g)!);
  const largest = [...w.entries()]
    .filter(([, v]) => Math.abs(v) > 1e-4)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return { bias, weights: Object.fromEntries(largest.map(([g, v]) => [g, Math.round(v * 1e4) / 1e4])) };
}

type Labelled = Pick<CorpusCase, 'text' | 'level'>;

/**
 * The hand-written set the rules were tuned on (tests/unit/triage-cases.ts, TRIAGE_CASES; not its held-out
 * part): short, plain messages ("I think I am having a heart attack", "mia figlia ha una crisi epilettica") that
 * the corpus's writers seldom wrote. Trained on, never scored.
 */
const HAND: Labelled[] = TRIAGE_CASES;
const HAND_GRAMS = HAND.map((c) => featuresOf(c.text));

/** A model trained on some cases and the hand-written set. */
const trainOn = (cases: Labelled[], grams: string[][], label: (c: Labelled) => number | undefined) => {
  const labelled = (c: Labelled, g: string[]) => {
    const y = label(c);
    return y === undefined ? [] : [{ grams: g, y }];
  };
  return train([
    ...cases.flatMap((c, i) => labelled(c, grams[i]!)),
    ...HAND.flatMap((c, i) => labelled(c, HAND_GRAMS[i]!)),
  ]);
};

/** triage()'s decision (lambdas/domain/triage.ts: `withModels`), from the rules' answer, the two scores and the
 * thresholds (`modelThresholds`). */
export function decide(
  r: ReturnType<typeof triageRules>,
  s: { emergency: number; context: number },
  thresholds: ReturnType<typeof modelThresholds>,
  words: number,
  advice = false,
  keep = false,
): TriageLevel {
  return withModels(r, s, thresholds, { words, advice, context: r.context, keep }).level;
}

export interface Figures {
  emergencies: number;
  recall: number;
  routine: number;
  falseAlarms: number;
}

/** Recall of emergencies and false alarms (routine messages raised to urgent or emergency) of some cases. */
export function figures(cases: Pick<CorpusCase, 'level'>[], levels: TriageLevel[]): Figures {
  const of = (level: TriageLevel) =>
    cases.map((c, i) => [c, levels[i]!] as const).filter(([c]) => c.level === level);
  const emergencies = of('emergency');
  const routine = of('routine');
  return {
    emergencies: emergencies.length,
    recall: emergencies.filter(([, l]) => l === 'emergency').length / emergencies.length,
    routine: routine.length,
    falseAlarms: routine.filter(([, l]) => l !== 'routine').length / routine.length,
  };
}

/** The goal of issue 12, in each language: recall ≥ 95 %, false alarms ≤ 7 %. */
export const GOAL = { recall: 0.95, falseAlarms: 0.07 };

/** The figures that decide a candidate, per language: those of every validation message, and those of the short ones
 * (under SHORT_WORDS words: the held-out parts of short messages showed that a private set of them is a set of its
 * own, and their false alarms were outside the goal while every message's were inside). */
export type Judged = Record<'all' | 'short', Figures>[];

export interface Candidate {
  threshold: number;
  lower: number;
  /** The raise threshold of a message under SHORT_WORDS words. */
  shortThreshold: number;
  /** How many private sets, one per language of every message and one of the short ones, are expected inside the
   * goal (`judge`; six at most). */
  chance: number;
  /** The three languages' recall added up (every message). */
  recall: number;
}

/**
 * The size of a private set (issue 12: the two sets the rules were first tried on had 36 and 40 emergencies and 30
 * everyday messages each): inside the goal with at most one emergency missed (2 of 38 is 5.3 %) and at most two false
 * alarms (3 of 30 is 10 %).
 */
export const PRIVATE_SET = { emergencies: 38, routine: 30 };

/** P(X ≤ k) for X ~ Binomial(n, p). */
export function binomialAtMost(n: number, p: number, k: number): number {
  let term = (1 - p) ** n;
  let sum = term;
  for (let i = 1; i <= k; i++) {
    term *= ((n - i + 1) / i) * (p / (1 - p));
    sum += term;
  }
  return p >= 1 ? (k >= n ? 1 : 0) : Math.min(1, sum);
}

/** The chance that a set of PRIVATE_SET's size, of messages like some figures' (each emergency missed and each
 * everyday message raised independently at their rates), is inside the goal. */
export function chanceInside(f: Figures): number {
  const misses = Math.floor(PRIVATE_SET.emergencies * (1 - GOAL.recall) + 1e-9);
  const alarms = Math.floor(PRIVATE_SET.routine * GOAL.falseAlarms + 1e-9);
  return (
    binomialAtMost(PRIVATE_SET.emergencies, 1 - f.recall, misses) *
    binomialAtMost(PRIVATE_SET.routine, f.falseAlarms, alarms)
  );
}

/** A candidate's chance and recall from its figures per language (`Judged`): `chanceInside` added up over the three
 * languages, on every message and on the short ones (the expected number of those six sets inside the goal). */
export const judge = (of: Judged) => ({
  chance: of.reduce((sum, f) => sum + chanceInside(f.all) + chanceInside(f.short), 0),
  recall: of.reduce((sum, f) => sum + f.all.recall, 0),
});

/**
 * The thresholds to ship, of candidates in ascending order (threshold, lowering, then the short message's threshold):
 * the one with the most private sets expected inside the goal, one per language of every message and one of the
 * short ones (`judge`); of those equally good, the one with the most recall over the three languages; of
 * those, the first, that is the lowest threshold and lowering (the safer side: on new messages a lower threshold
 * finds more emergencies). Also every candidate that was equally good, for the log.
 *
 * Until 2026-11-28 (evening) the criterion was the worst language's margin to the goal (the smaller of recall −
 * 95 % and 7 % − false alarms), then the most recall. Once one small group set that margin (Italian short
 * emergencies, one message 2.3 points), every other group's false alarms could rise up to it unseen, and the held-out
 * parts found more of them; every margin in turn, worst first, then traded recall down to the worst margin (0.65
 * and 97.7 % Hindi recall on the validation rounds). A set of the private sets' size is inside the goal with one
 * emergency missed at most but two false alarms, and the chance of that weighs the two as the goal does at that size;
 * added up over the six sets, not the worst of them, because the worst (Italian short emergencies, 42 of 43 found
 * at every threshold) again left every other set unseen.
 */
export function choose(candidates: Candidate[]): { best: Candidate; ties: Candidate[] } {
  const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9;
  const best = candidates.reduce((a, b) =>
    b.chance > a.chance + 1e-9 || (same(b.chance, a.chance) && b.recall > a.recall + 1e-9) ? b : a,
  );
  return {
    best,
    ties: candidates.filter((c) => same(c.chance, best.chance) && same(c.recall, best.recall)),
  };
}

/** What `decide` needs of one message: the rules' answer, the two scores, its length, whether it asks for advice
 * and whether it may not be lowered. */
export interface Scored {
  rules: ReturnType<typeof triageRules>;
  scores: { emergency: number; context: number };
  words: number;
  advice: boolean;
  keep: boolean;
}

/**
 * The candidates under which every one of `found` stays an emergency: the hand-written emergencies the rules find
 * (tests/unit/triage-cases.ts), which no lowering may take back. The validation rounds cannot see one such emergency
 * lowered among hundreds, and "mio marito sta soffocando, ha un boccone di carne in gola" was lowered at 0.35 (context
 * 0.32, 2026-11-28, evening) and, by the models trained on tune26, at 0.3 (context 0.295, night): a hand-written
 * emergency is the floor the choice may not go under, wherever the models put its score.
 */
export function keepingEmergencies<C extends Pick<Candidate, 'threshold' | 'lower' | 'shortThreshold'>>(
  candidates: C[],
  found: Scored[],
): C[] {
  return candidates.filter((c) => {
    const thresholds = modelThresholds(c.threshold, c.lower, c.shortThreshold);
    return found.every(
      (m) => decide(m.rules, m.scores, thresholds, m.words, m.advice, m.keep) === 'emergency',
    );
  });
}

/** The raise thresholds of a short message tried (`modelThresholds`): from the lowest tried for every message to a
 * score near certainty. */
export const SHORT_RAISES = Array.from({ length: 14 }, (_, i) => Math.round((0.3 + i * 0.05) * 100) / 100);

/** Counts of some cases' figures, which add up: a candidate's figures are its long messages' counts (which depend
 * on the threshold and lowering only) plus its short messages' (which depend on the short ones only) plus those of
 * the messages too short for the models. */
export interface Tally {
  emergencies: number;
  caught: number;
  routine: number;
  alarms: number;
}
const tally = (cases: Pick<CorpusCase, 'level'>[], levels: TriageLevel[]): Tally => ({
  emergencies: cases.filter((c) => c.level === 'emergency').length,
  caught: cases.filter((c, i) => c.level === 'emergency' && levels[i] === 'emergency').length,
  routine: cases.filter((c) => c.level === 'routine').length,
  alarms: cases.filter((c, i) => c.level === 'routine' && levels[i] !== 'routine').length,
});
/** The figures of some tallies added up; with no emergency (or no everyday message) among them, recall is 1 (and
 * false alarms 0), as triageMetrics counts them, so that an empty group never makes every candidate NaN. */
export const add = (...tallies: Tally[]): Figures => {
  const sum = (k: keyof Tally) => tallies.reduce((n, t) => n + t[k], 0);
  return {
    emergencies: sum('emergencies'),
    recall: sum('emergencies') ? sum('caught') / sum('emergencies') : 1,
    routine: sum('routine'),
    falseAlarms: sum('routine') ? sum('alarms') / sum('routine') : 0,
  };
};

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const training = roundCases(MODEL_ROUNDS);
  const grams = training.map((c) => featuresOf(c.text));
  const emergency = trainOn(training, grams, LABELS.emergency);
  const context = trainOn(training, grams, LABELS.context);
  const ruleFlags = new Map<Labelled, readonly string[]>(
    [...training, ...HAND].map((c) => [c, triageRules(c.text).flags]),
  );
  const flagModels = Object.fromEntries(
    FLAG_MODELS.map((flag) => [
      flag,
      trainOn(training, grams, (c) =>
        flagLabel(flag)(c as Labelled & { category?: string }, ruleFlags.get(c)!),
      ),
    ]),
  ) as Record<FlagModel, LinearModel>;
  const cases = roundCases(VALIDATION_ROUNDS);
  const rules = cases.map((c) => triageRules(c.text));
  const advice = cases.map((c) => modelMayNotRaise(normalize(c.text)));
  const keeps = cases.map((c) => neverLowered(normalize(c.text)));
  // Scored as triage() scores them: the four models packed as in the file (`scoreAll`), each message's features
  // computed once. The threshold and lowering are written in when chosen.
  const packed = packModels(
    { emergency, context, self_harm: flagModels.self_harm, poisoning: flagModels.poisoning },
    0,
    0,
    0,
  );
  const ready = unpackModels(packed);
  const scores = cases.map((c) => scoreAll(ready, features(normalize(c.text))));
  const words = cases.map((c) => wordCount(c.text));
  const levels = (thresholds: ReturnType<typeof modelThresholds>, of = cases.map((_, i) => i)) =>
    of.map((i) => decide(rules[i]!, scores[i]!, thresholds, words[i]!, advice[i], keeps[i]));
  const at = (lvls: TriageLevel[], lang: string, short = false) => {
    const idx = cases
      .map((_, i) => i)
      .filter((i) => cases[i]!.lang === lang && (!short || words[i]! < SHORT_WORDS));
    return figures(
      idx.map((i) => cases[i]!),
      idx.map((i) => lvls[i]!),
    );
  };
  // The grid: the long messages' counts for each threshold and lowering, the short messages' for each short
  // threshold and lowering, added up per candidate (`Tally`).
  const group = (keep: (w: number) => boolean) =>
    LANGS.map((lang) => cases.map((_, i) => i).filter((i) => cases[i]!.lang === lang && keep(words[i]!)));
  const tallied = (idx: number[][], thresholds: ReturnType<typeof modelThresholds>) =>
    idx.map((of) =>
      tally(
        of.map((i) => cases[i]!),
        levels(thresholds, of),
      ),
    );
  const longs = group((w) => w >= SHORT_WORDS);
  const shorts = group((w) => w >= RAISE_MIN_WORDS && w < SHORT_WORDS);
  const tiny = tallied(
    group((w) => w < RAISE_MIN_WORDS),
    modelThresholds(1, 0, 1),
  );
  const THRESHOLDS = Array.from({ length: 61 }, (_, i) => Math.round((0.3 + i * 0.01) * 100) / 100);
  const longTallies = THRESHOLDS.map((t) =>
    LOWERS.map((lower) => tallied(longs, modelThresholds(t, lower, 1))),
  );
  const shortTallies = SHORT_RAISES.map((t) => tallied(shorts, modelThresholds(1, 0, t)));
  const grid: Candidate[] = THRESHOLDS.flatMap((threshold, a) =>
    LOWERS.flatMap((lower, b) =>
      SHORT_RAISES.map((shortThreshold, c) => ({
        threshold,
        lower,
        shortThreshold,
        ...judge(
          LANGS.map((_, k) => ({
            all: add(longTallies[a]![b]![k]!, shortTallies[c]![k]!, tiny[k]!),
            short: add(shortTallies[c]![k]!, tiny[k]!),
          })),
        ),
      })),
    ),
  );
  // The hand-written emergencies the rules find, scored by these models (trained on them too): none may be lowered.
  const found: Scored[] = HAND.filter(
    (c) => c.level === 'emergency' && triageRules(c.text).level === 'emergency',
  ).map((c) => {
    const text = normalize(c.text);
    const all = scoreAll(ready, features(text));
    return {
      rules: triageRules(c.text),
      scores: { emergency: all.emergency, context: all.context },
      words: wordCount(c.text),
      advice: modelMayNotRaise(text),
      keep: neverLowered(text),
    };
  });
  const safe = keepingEmergencies(grid, found);
  if (!safe.length) throw new Error('no thresholds keep every hand-written emergency the rules find');
  console.log(
    `${safe.length} of ${grid.length} candidates keep the ${found.length} hand-written emergencies the rules find`,
  );
  const { best, ties } = choose(safe);
  const { threshold, lower, shortThreshold } = best;
  const shipped = modelThresholds(threshold, lower, shortThreshold);
  const describe = (c: Candidate) => `${c.threshold}/${c.lower}, short ${c.shortThreshold}`;
  if (ties.length > 1)
    console.log(`equally good (chance and recall): ${ties.map(describe).join('; ')}; the lowest kept`);
  console.log(
    `trained on ${training.length} tune cases (${MODEL_ROUNDS.join(', ')}) and ${HAND.length} hand-written ones; ` +
      `validation: ${cases.length} cases (${VALIDATION_ROUNDS.join(', ')}); threshold ${threshold}, lower under ${lower}; ` +
      `under ${SHORT_WORDS} words threshold ${shortThreshold}; private sets expected inside the goal ${best.chance.toFixed(3)} of 6`,
  );
  const rulesOnly = cases.map((_, i) => rules[i]!.level);
  const line = (lvls: TriageLevel[], lang: string, shortOnly = false) => {
    const f = at(lvls, lang, shortOnly);
    return `recall ${pct(f.recall)} of ${f.emergencies}, false alarms ${pct(f.falseAlarms)} of ${f.routine}`;
  };
  const final = levels(shipped);
  const without = (changes: Partial<Candidate>) => {
    const c = { ...best, ...changes };
    return levels(modelThresholds(c.threshold, c.lower, c.shortThreshold));
  };
  for (const lang of LANGS)
    console.log(
      `${lang}: rules alone ${line(rulesOnly, lang)}; rules + raise ${line(without({ lower: 0 }), lang)}; rules + raise + lower ${line(final, lang)}`,
    );
  for (const lang of LANGS)
    console.log(
      `${lang} under ${SHORT_WORDS} words: rules alone ${line(rulesOnly, lang, true)}; with the usual thresholds ${line(without({ shortThreshold: threshold }), lang, true)}; with their own ${line(final, lang, true)}`,
    );
  const lowers = [...new Set([0, lower, 0.2, 0.3, 0.4])].sort((a, b) => a - b);
  console.log(
    `per category (emergencies recognised; routine: false alarms), lowering under: ${lowers.join(', ')}`,
  );
  const byLower = lowers.map((l) => without({ lower: l }));
  for (const category of [...EMERGENCY_CATEGORIES, ...ROUTINE_CATEGORIES]) {
    const isEmergency = (EMERGENCY_CATEGORIES as readonly string[]).includes(category);
    const idx = cases.map((_, i) => i).filter((i) => cases[i]!.category === category);
    const counts = byLower.map(
      (lvls) => idx.filter((i) => (isEmergency ? lvls[i] === 'emergency' : lvls[i] !== 'routine')).length,
    );
    console.log(
      `  ${category.padEnd(24)} ${counts.map((n) => String(n).padStart(4)).join(' ')} of ${idx.length}`,
    );
  }
  for (const other of [0.2, 0.3, 0.4].filter((l) => l !== lower))
    console.log(
      `  lowering under ${other}: ${LANGS.map((lang) => `${lang} ${line(without({ lower: other }), lang)}`).join('; ')}`,
    );
  for (const t of [0.35, 0.4, 0.45, 0.5, 0.6])
    console.log(
      `  at ${t}: ${LANGS.map((lang) => `${lang} ${line(without({ threshold: t }), lang)}`).join('; ')}`,
    );
  for (const t of [0.6, 0.7, 0.8, 0.9].filter((v) => v !== shortThreshold))
    console.log(
      `  short at ${t}: ${LANGS.map((lang) => `${lang} ${line(without({ shortThreshold: t }), lang, true)}`).join('; ')}`,
    );
  for (const flag of FLAG_MODELS) {
    const found = cases
      .map((c, i) => ({ c, i }))
      .filter(
        ({ c, i }) => c.level === 'emergency' && final[i] === 'emergency' && !rules[i]!.flags.includes(flag),
      );
    const flagged = found.filter(({ i }) => scores[i]![flag] >= FLAG_MODEL_THRESHOLD);
    const own = (c: CorpusCase) => c.category === FLAG_CATEGORY[flag];
    console.log(
      `${flag} model at ${FLAG_MODEL_THRESHOLD}: of the emergencies found without the rules' flag, ${flagged.filter(({ c }) => own(c)).length} of ${found.filter(({ c }) => own(c)).length} of its category flagged, and ${flagged.filter(({ c }) => !own(c)).length} of ${found.filter(({ c }) => !own(c)).length} others`,
    );
  }
  if (!process.argv.includes('--validate')) {
    const file = path.resolve(import.meta.dirname, '../lambdas/domain', MODEL_FILE);
    const model = { ...packed, threshold, lower, shortThreshold };
    const zipped = gzipSync(`${JSON.stringify(model)}\n`, { level: 9 });
    // The header's operating-system byte says "unknown" (RFC 1952), so a retrain elsewhere writes the same file
    // (Node's own zlib, the same on every platform for one Node version; the modification time is already 0).
    zipped[9] = 0xff;
    writeFileSync(file, zipped);
    console.log(
      `wrote ${file}: ${model.grams.length} features; weights ${[emergency, context, ...FLAG_MODELS.map((f) => flagModels[f])].map((m) => Object.keys(m.weights).length).join(' + ')}`,
    );
  }
}
