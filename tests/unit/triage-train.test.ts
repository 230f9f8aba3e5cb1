import { describe, expect, it } from 'vitest';
import { choose, figures, flagLabel, GOAL, margin, shuffled, train } from '../../scripts/train-triage-model';
import { MODEL_ROUNDS, TUNE_ROUNDS, VALIDATION_ROUNDS } from '../corpus/triage';

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

  it('measures how far the figures are inside the goal, by the smaller of the two margins', () => {
    expect(GOAL).toEqual({ recall: 0.95, falseAlarms: 0.07 });
    const at = (recall: number, falseAlarms: number) =>
      margin({ emergencies: 100, recall, routine: 100, falseAlarms });
    expect(at(0.97, 0.06)).toBeCloseTo(0.01);
    expect(at(0.96, 0.02)).toBeCloseTo(0.01);
    expect(at(0.94, 0.0)).toBeCloseTo(-0.01);
    expect(at(1, 0.1)).toBeCloseTo(-0.03);
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

  it('chooses the candidate furthest inside the goal, then the most recall, then the lowest, and names the ties', () => {
    const c = (threshold: number, lower: number, margin: number, recall: number) => ({
      threshold,
      lower,
      margin,
      recall,
    });
    const candidates = [
      c(0.3, 0.1, -0.02, 2.99),
      c(0.38, 0.15, 0.009, 2.92),
      c(0.38, 0.2, 0.009, 2.92),
      c(0.4, 0.2, 0.009, 2.9),
      c(0.45, 0.2, 0.005, 2.95),
    ];
    const { best, ties } = choose(candidates);
    expect(best).toEqual(candidates[1]);
    expect(ties).toEqual([candidates[1], candidates[2]]);
    expect(choose([candidates[4]!, candidates[0]!]).best).toEqual(candidates[4]);
  });

  it('trains on every tune round written but the validation rounds, and the validation rounds are written', () => {
    expect(VALIDATION_ROUNDS).toEqual(['tune5', 'tune6', 'tune12', 'tune21', 'tune22']);
    for (const round of VALIDATION_ROUNDS) expect(TUNE_ROUNDS).toContain(round);
    expect([...MODEL_ROUNDS, ...VALIDATION_ROUNDS].sort()).toEqual([...TUNE_ROUNDS].sort());
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
