import { describe, expect, it } from 'vitest';
import {
  add,
  binomialAtMost,
  chanceInside,
  choose,
  figures,
  flagLabel,
  GOAL,
  judge,
  keepingEmergencies,
  PRIVATE_SET,
  SHORT_RAISES,
  shuffled,
  train,
} from '../../scripts/train-triage-model';
import { MODEL_ROUNDS, NOT_TRAINED_ROUNDS, TUNE_ROUNDS, VALIDATION_ROUNDS } from '../corpus/triage';

/** The training of the triage models (scripts/train-triage-model.ts): the parts a run relies on. */
describe('the triage models’ training', () => {
  it('sees the examples of each epoch in an order of their own, the same on every run', () => {
    const first = shuffled(50, 1);
    expect([...first].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(shuffled(50, 1)).toEqual(first);
    expect(shuffled(50, 2)).not.toEqual(first);
    expect(first).not.toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(shuffled(1, 7)).toEqual([0]);
    expect(shuffled(0, 7)).toEqual([]);
  });

  it("gives the chance that a set of the private sets' size is inside the goal", () => {
    expect(GOAL).toEqual({ recall: 0.95, falseAlarms: 0.07 });
    expect(PRIVATE_SET).toEqual({ emergencies: 38, routine: 30 });
    // Binomial: P(X ≤ k), against values worked out by hand.
    expect(binomialAtMost(3, 0.5, 1)).toBeCloseTo(0.5, 12);
    expect(binomialAtMost(4, 0.25, 2)).toBeCloseTo(243 / 256, 12);
    expect(binomialAtMost(38, 0.02, 1)).toBeCloseTo(0.98 ** 38 + 38 * 0.02 * 0.98 ** 37, 12);
    expect(binomialAtMost(5, 0, 0)).toBe(1);
    expect(binomialAtMost(5, 1, 4)).toBe(0);
    expect(binomialAtMost(5, 1, 5)).toBe(1);
    // At most one emergency of 38 missed and two false alarms of 30.
    const f = (recall: number, falseAlarms: number) => ({
      emergencies: 100,
      recall,
      routine: 100,
      falseAlarms,
    });
    expect(chanceInside(f(1, 0))).toBe(1);
    expect(chanceInside(f(0.98, 0.03))).toBeCloseTo(
      binomialAtMost(38, 0.02, 1) * binomialAtMost(30, 0.03, 2),
      12,
    );
    expect(chanceInside(f(0.99, 0))).toBeCloseTo(binomialAtMost(38, 0.01, 1), 12);
    expect(chanceInside(f(1, 0.05))).toBeCloseTo(binomialAtMost(30, 0.05, 2), 12);
    // One point of recall weighs more than one point of false alarms at these rates: one miss is allowed, two alarms.
    expect(chanceInside(f(0.98, 0.03))).toBeLessThan(chanceInside(f(0.99, 0.04)));
  });

  it('judges a candidate by the private sets expected inside the goal, of every message and of the short ones, and its recall', () => {
    const f = (recall: number, falseAlarms: number) => ({
      emergencies: 100,
      recall,
      routine: 100,
      falseAlarms,
    });
    const inside = { all: f(0.99, 0.03), short: f(0.98, 0.04) };
    const each = chanceInside(inside.all) + chanceInside(inside.short);
    const judged = judge([inside, { all: f(1, 0.02), short: f(1, 0.15) }, inside]);
    expect(judged.chance).toBeCloseTo(2 * each + chanceInside(f(1, 0.02)) + chanceInside(f(1, 0.15)), 12);
    expect(judged.recall).toBeCloseTo(2.98);
    expect(judge([inside, inside, inside]).chance).toBeCloseTo(3 * each, 12);
    expect(judge([{ all: f(1, 0), short: f(1, 0) }]).chance).toBe(2);
    // The short messages' raise thresholds tried run from the lowest raise to near certainty.
    expect(SHORT_RAISES[0]).toBe(0.3);
    expect(SHORT_RAISES.at(-1)).toBe(0.95);
  });

  it('adds up the tallies of several groups into figures, an empty group counting as no miss and no alarm', () => {
    const t = (emergencies: number, caught: number, routine: number, alarms: number) => ({
      emergencies,
      caught,
      routine,
      alarms,
    });
    expect(add(t(10, 9, 20, 1), t(30, 30, 0, 0), t(0, 0, 20, 3))).toEqual({
      emergencies: 40,
      recall: 39 / 40,
      routine: 40,
      falseAlarms: 4 / 40,
    });
    expect(add(t(0, 0, 0, 0))).toEqual({ emergencies: 0, recall: 1, routine: 0, falseAlarms: 0 });
  });

  it('counts recall over the emergencies and false alarms over the routine messages, urgent ones apart', () => {
    const cases = [
      { level: 'emergency' as const },
      { level: 'emergency' as const },
      { level: 'urgent' as const },
      { level: 'routine' as const },
      { level: 'routine' as const },
      { level: 'routine' as const },
      { level: 'routine' as const },
    ];
    const f = figures(cases, ['emergency', 'urgent', 'routine', 'urgent', 'routine', 'routine', 'routine']);
    expect(f).toEqual({ emergencies: 2, recall: 0.5, routine: 4, falseAlarms: 0.25 });
  });

  it('learns a word that marks the positive examples, and keeps its weights in a plain linear model', () => {
    const examples = [
      ...Array.from({ length: 6 }, (_, i) => ({ grams: ['red', `a${i}`], y: 1 })),
      ...Array.from({ length: 6 }, (_, i) => ({ grams: ['blue', `b${i}`], y: 0 })),
    ];
    const model = train(examples);
    expect(model.weights.red).toBeGreaterThan(0);
    expect(model.weights.blue).toBeLessThan(0);
    // A feature in fewer than two examples is no feature.
    expect(model.weights.a0).toBeUndefined();
    expect(train(examples)).toEqual(model);
  });

  it('keeps only the thresholds under which every hand-written emergency the rules find stays one', () => {
    const emergency = {
      level: 'emergency' as const,
      flags: ['breathing' as const],
      context: 'present' as const,
    };
    // an emergency whose context score is 0.295 (as the choking husband's was): lowered under 0.3, kept under 0.25
    const choking = {
      rules: emergency,
      scores: { emergency: 0.28, context: 0.295 },
      words: 11,
      advice: false,
      keep: false,
    };
    const c = (lower: number) => ({ threshold: 0.54, lower, shortThreshold: 0.6 });
    expect(keepingEmergencies([c(0.2), c(0.25), c(0.3)], [choking])).toEqual([c(0.2), c(0.25)]);
    // one that may not be lowered (it tells an amount taken, or asks whether it can wait) is kept under any lowering
    expect(keepingEmergencies([c(0.3)], [{ ...choking, keep: true }])).toEqual([c(0.3)]);
    // a short message is never lowered
    expect(keepingEmergencies([c(0.3)], [{ ...choking, words: 6 }])).toEqual([c(0.3)]);
    expect(keepingEmergencies([c(0.2), c(0.3)], [])).toEqual([c(0.2), c(0.3)]);
  });

  it('chooses the candidate with the most private sets expected inside the goal, then the most recall, then the lowest, and names the ties', () => {
    const c = (threshold: number, lower: number, chance: number, recall: number) => ({
      threshold,
      lower,
      shortThreshold: 0.8,
      chance,
      recall,
    });
    const candidates = [
      c(0.3, 0.1, 4.5, 2.99),
      c(0.38, 0.15, 5.1, 2.92),
      c(0.38, 0.2, 5.1, 2.92),
      c(0.4, 0.2, 5.1, 2.9),
      c(0.45, 0.2, 4.8, 2.95),
    ];
    const { best, ties } = choose(candidates);
    expect(best).toEqual(candidates[1]);
    expect(ties).toEqual([candidates[1], candidates[2]]);
    expect(choose([candidates[4]!, candidates[0]!]).best).toEqual(candidates[4]);
    expect(choose([candidates[3]!, candidates[1]!]).best).toEqual(candidates[1]);
    // A difference of rounding is no difference: the recall decides, and it is less.
    expect(choose([candidates[1]!, c(0.39, 0.2, 5.1 + 1e-12, 2.91)]).best.threshold).toBe(0.38);
    expect(choose([candidates[1]!, c(0.39, 0.2, 5.1 + 1e-6, 2.91)]).best.threshold).toBe(0.39);
  });

  it('trains on every tune round written but the validation rounds, and the validation rounds are written', () => {
    expect(VALIDATION_ROUNDS).toEqual([
      'tune5',
      'tune6',
      'tune12',
      'tune21',
      'tune22',
      'tune23',
      'tune28',
      'tune34',
    ]);
    for (const round of VALIDATION_ROUNDS) expect(TUNE_ROUNDS).toContain(round);
    expect([...MODEL_ROUNDS, ...VALIDATION_ROUNDS, ...NOT_TRAINED_ROUNDS].sort()).toEqual(
      [...TUNE_ROUNDS].sort(),
    );
    for (const round of NOT_TRAINED_ROUNDS) expect(MODEL_ROUNDS).not.toContain(round);
    for (const round of VALIDATION_ROUNDS) expect(MODEL_ROUNDS).not.toContain(round);
    expect(TUNE_ROUNDS.slice(0, 3)).toEqual(['tune', 'tune2', 'tune3']);
    expect(TUNE_ROUNDS).toContain('tune22');
    expect(TUNE_ROUNDS.indexOf('tune10')).toBeGreaterThan(TUNE_ROUNDS.indexOf('tune9'));
  });

  it('labels a flag model’s examples, emergencies only, by their category and by the rules’ flag', () => {
    const selfHarm = flagLabel('self_harm');
    const poisoning = flagLabel('poisoning');
    expect(selfHarm({ level: 'emergency', category: 'self_harm' }, [])).toBe(1);
    // An overdose taken with intent, written down as a poisoning: self-harm too when the rules say so.
    expect(selfHarm({ level: 'emergency', category: 'poisoning_overdose' }, ['poisoning', 'self_harm'])).toBe(
      1,
    );
    expect(selfHarm({ level: 'emergency', category: 'poisoning_overdose' }, ['poisoning'])).toBe(0);
    expect(poisoning({ level: 'emergency', category: 'poisoning_overdose' }, [])).toBe(1);
    // The hand-written set has no categories: its emergencies by the rules' flags.
    expect(poisoning({ level: 'emergency' }, ['poisoning'])).toBe(1);
    expect(poisoning({ level: 'emergency' }, ['self_harm'])).toBe(0);
    expect(selfHarm({ level: 'emergency', category: 'chest_pain' }, ['chest_pain'])).toBe(0);
    // Urgent and routine messages are no examples: the flag models only ever see an emergency.
    expect(poisoning({ level: 'routine', category: 'past_event' }, ['poisoning'])).toBeUndefined();
    expect(selfHarm({ level: 'routine', category: 'mental_health_non_crisis' }, [])).toBeUndefined();
    expect(poisoning({ level: 'urgent', category: 'persistent_vomiting' }, [])).toBeUndefined();
  });
});
