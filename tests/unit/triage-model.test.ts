import { describe, expect, it } from 'vitest';
import { features, modelScores, ngrams, scoreFeatures } from '../../lambdas/domain/triage-model';

/** The models' features (lambdas/domain/triage-model.ts): what a message is read as before any weight. */
const WORD = '\u0001';

describe("the triage models' features", () => {
  it('are the character 2–5-grams of the padded text', () => {
    expect([...ngrams('ab')].sort()).toEqual([' a', 'ab', 'b ', ' ab', 'ab ', ' ab '].sort());
  });

  it('and every word and pair of neighbouring words, nothing past the last word', () => {
    const words = [...features('mal di testa')].filter((g) => g.startsWith(WORD)).sort();
    expect(words).toEqual(
      [`${WORD}di`, `${WORD}di testa`, `${WORD}mal`, `${WORD}mal di`, `${WORD}testa`].sort(),
    );
  });

  it('count a letter written three times or more as two, and leave other characters alone', () => {
    const words = (text: string) => [...features(text)].filter((g) => g.startsWith(WORD));
    expect(words('aiutooooo')).toEqual([`${WORD}aiutoo`]);
    expect(words('aiutoo')).toEqual([`${WORD}aiutoo`]);
    expect(words('112112111')).toEqual([`${WORD}112112111`]);
  });
});

describe("the triage models' scores", () => {
  it('weigh long and short messages alike: the sum of the weights present over the square root of their number', () => {
    const model = { bias: -1, weights: {} };
    const weights: Record<string, number> = { a: 2, b: 1 };
    // (2 + 1 + 0 + 0) / √4 - 1 = 0.5
    expect(scoreFeatures(model, (g) => weights[g], new Set(['a', 'b', 'c', 'd']))).toBeCloseTo(
      1 / (1 + Math.exp(-0.5)),
      12,
    );
    expect(scoreFeatures(model, () => undefined, new Set())).toBeCloseTo(1 / (1 + Math.exp(1)), 12);
  });

  it('of the shipped models: an emergency reads as one, an everyday question does not', () => {
    const emergency = modelScores('non riesco a respirare e ho un dolore fortissimo al petto');
    const everyday = modelScores('quanta acqua devo bere al giorno?');
    expect(emergency.emergency).toBeGreaterThan(everyday.emergency);
    expect(emergency.context).toBeGreaterThan(everyday.context);
  });
});
