import { describe, expect, it } from 'vitest';
import {
  features,
  modelScores,
  negatedWords,
  ngrams,
  MODEL_NAMES,
  modelThresholds,
  OVERRULE,
  packModels,
  raiseThreshold,
  scoreAll,
  URGENT_RAISE,
  scoreFeatures,
  unpackModels,
} from '../../lambdas/domain/triage-model';

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

describe("the words in a negator's reach", () => {
  const NOT = '\u0002';
  const marked = (text: string) => [...negatedWords(text.split(' '))].sort();

  it('are the three words after a negator, marked apart', () => {
    expect(marked('no chest pain at all today')).toEqual([`${NOT}at`, `${NOT}chest`, `${NOT}pain`]);
    expect(marked('mio padre non risponde')).toEqual([`${NOT}risponde`]);
    expect(marked("i can't breathe")).toEqual([`${NOT}breathe`]);
    expect(marked('senza')).toEqual([]);
  });

  it('and the three words before a Hindi negator, which follows what it negates', () => {
    expect(marked('seene me dard nahi hai')).toEqual([`${NOT}dard`, `${NOT}me`, `${NOT}seene`].sort());
    expect(marked('मुझे सांस नहीं आ रही')).toEqual([`${NOT}मुझे`, `${NOT}सांस`].sort());
  });

  it('never past a word that ends its reach ("but", "ma", "e", "aur", "lekin")', () => {
    expect(marked('no fever but a stiff neck')).toEqual([`${NOT}fever`]);
    expect(marked('non ho febbre ma ho la nuca rigida')).toEqual([`${NOT}febbre`, `${NOT}ho`].sort());
    expect(marked('bukhar aur dard nahi')).toEqual([`${NOT}dard`]);
  });

  it('only whole words: a word that begins or ends like a negator or a boundary is none ("piano", "naam", "mamma")', () => {
    expect(marked('piano piano cammino')).toEqual([]);
    expect(marked('mera naam ravi hai')).toEqual([]);
    expect(marked('vado in china domani')).toEqual([]);
    expect(marked('no mamma dolore')).toEqual([`${NOT}dolore`, `${NOT}mamma`]);
  });

  it('are among the features, beside the same words said plainly', () => {
    const all = features('no chest pain');
    expect(all.has(`${NOT}pain`)).toBe(true);
    expect(all.has('\u0001pain')).toBe(true);
    expect(features('chest pain').has(`${NOT}pain`)).toBe(false);
  });
});

describe('the raise thresholds', () => {
  it("are the threshold for a routine reading, URGENT_RAISE at least for an urgent one, OVERRULE at least against the rules' context", () => {
    expect(raiseThreshold(0.47, 'routine')).toBe(0.47);
    expect(URGENT_RAISE).toBe(0.8);
    expect(raiseThreshold(0.47, 'urgent')).toBe(URGENT_RAISE);
    expect(raiseThreshold(0.95, 'urgent')).toBe(0.95);
    expect(raiseThreshold(0.47, 'overrule')).toBe(OVERRULE);
    expect(raiseThreshold(0.99, 'overrule')).toBe(0.99);
  });

  it('are built for long and short messages alike, each level at its own floor, with the lowering kept as given', () => {
    expect(modelThresholds(0.54, 0.25, 0.6)).toEqual({
      routine: 0.54,
      urgent: URGENT_RAISE,
      overrule: OVERRULE,
      lower: 0.25,
      short: { routine: 0.6, urgent: URGENT_RAISE, overrule: OVERRULE },
    });
    expect(modelThresholds(0.5, 0.3, 0.9)).toEqual({
      routine: 0.5,
      urgent: URGENT_RAISE,
      overrule: OVERRULE,
      lower: 0.3,
      short: { routine: 0.9, urgent: 0.9, overrule: 0.9 },
    });
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

  it('are packed in one list of features for the four models, and score as each model alone would', () => {
    const models = {
      emergency: { bias: -0.5, weights: { ab: 1.5, ' a': -0.25 } },
      context: { bias: 0.1, weights: { ab: -2, zz: 3 } },
      self_harm: { bias: -2, weights: {} },
      poisoning: { bias: 0, weights: { 'b ': 0.75, ab: 0.5 } },
    };
    const file = packModels(models, 0.55, 0.3, 0.8);
    expect(file.grams).toEqual([' a', 'ab', 'b ', 'zz']);
    expect(file.models.context).toEqual({ bias: 0.1, weights: [0, -2, 0, 3] });
    expect(file.models.self_harm.weights).toEqual([0, 0, 0, 0]);
    expect([file.threshold, file.lower, file.shortThreshold]).toEqual([0.55, 0.3, 0.8]);
    const loaded = unpackModels(JSON.parse(JSON.stringify(file)));
    for (const text of ['ab', 'ba', 'zz ab', '']) {
      const grams = ngrams(text);
      const all = scoreAll(loaded, grams);
      for (const name of MODEL_NAMES) {
        const m = models[name];
        expect(all[name]).toBe(scoreFeatures(m, (g) => (m.weights as Record<string, number>)[g], grams));
      }
    }
  });

  it('refuse a file whose models do not match its features, rather than scoring NaN', () => {
    const models = {
      emergency: { bias: 0, weights: { ab: 1 } },
      context: { bias: 0, weights: { ab: 1 } },
      self_harm: { bias: 0, weights: { ab: 1 } },
      poisoning: { bias: 0, weights: { ab: 1, ba: 2 } },
    };
    const good = packModels(models, 0.5, 0.3, 0.8);
    expect(() => unpackModels(good)).not.toThrow();
    const broken = (change: (file: Record<string, unknown>) => void) => {
      const file = JSON.parse(JSON.stringify(good));
      change(file);
      return () => unpackModels(file);
    };
    const message = 'triage-model.json.gz: the context model does not match the features';
    expect(broken((f) => (f.models as Record<string, { weights: number[] }>).context!.weights.pop())).toThrow(
      message,
    );
    expect(broken((f) => delete (f.models as Record<string, unknown>).poisoning)).toThrow(/poisoning model/);
    expect(
      broken((f) => delete (f.models as Record<string, { weights?: number[] }>).context!.weights),
    ).toThrow(message);
    expect(broken((f) => delete f.models)).toThrow(/emergency model/);
    expect(broken((f) => delete f.grams)).toThrow(/emergency model/);
    // A file without a short message's thresholds (written before they were), or with one out of range, would
    // compare as NaN or never: refused too.
    const thresholds = 'triage-model.json.gz: a threshold is missing or out of range';
    expect(broken((f) => delete f.shortThreshold)).toThrow(thresholds);
    expect(broken((f) => (f.shortThreshold = 1.01))).toThrow(thresholds);
    expect(broken((f) => (f.threshold = -0.01))).toThrow(thresholds);
    expect(broken((f) => delete f.lower)).toThrow(thresholds);
    expect(broken((f) => (f.lower = '0.3'))).toThrow(thresholds);
    expect(broken((f) => (f.shortThreshold = 1))).not.toThrow();
    expect(broken((f) => (f.lower = 0))).not.toThrow();
  });
});
