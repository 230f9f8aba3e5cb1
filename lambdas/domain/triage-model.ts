/**
 * The second opinion after the triage rules: small linear models (logistic regression) over the character
 * 2–5-grams and the word 1–2-grams of the normalised message, trained at build time from the tune part of the
 * triage corpus by scripts/train-triage-model.ts (deterministic, no network) and committed together in
 * triage-model.json.gz:
 * - the emergency model: "how much does this read like an emergency"; triage() uses it to raise a message the
 *   rules left below emergency, when the rules found it in the present;
 * - the context model: "is this a present, real emergency" against the routine messages that name the same
 *   things (a past event, a general question, a figure of speech, a denial, a dose question); triage() uses it
 *   to lower an emergency to routine only when it is confident (a score under `lower`), and never a message
 *   the rules found to be about self-harm;
 * - the flag models (FLAG_MODELS, since the afternoon of 2026-11-28): "is this about self-harm", "is this a
 *   poisoning or an overdose"; triage() uses them to add the flag to an emergency the rules did not flag, so that
 *   an emergency the emergency model found gets the helplines or the poison centre too.
 * Since 2026-11-28 they are trained on seventeen tune rounds and the hand-written set, and the emergency and context
 * thresholds are chosen together on validation rounds the models are not trained on and no kept rule was written
 * from (docs/performance.md, "The models trained on fifteen rounds" and what follows it). Since the afternoon of
 * that day every weight is kept (up to about 140,000 per model; until then the 12,000 largest, which cost 1–2
 * points of recall at the same false alarms on a cross-validation grouped by round).
 *
 * The models (141,983 features and a column of weights per model, 1.39 MB gzipped; about 110 ms and 16 MB of heap
 * to load) are read from their file on the first message that needs them, not with the function's start: a
 * function bundle that triages has the file beside it (infra/function-bundle.ts copies the files a bundle reads;
 * tests/infra/bundles.test.ts), so opening or clearing the assistant's page never parses it.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** The distinct character n-grams (2 to 5) of a normalised text, padded with a space at both ends. */
export function ngrams(text: string): Set<string> {
  const padded = ` ${text} `;
  const chars = Array.from(padded);
  const out = new Set<string>();
  for (let n = 2; n <= 5; n++)
    for (let i = 0; i + n <= chars.length; i++) out.add(chars.slice(i, i + n).join(''));
  return out;
}

/** A letter written three times or more counts as two ("aiutooooo" = "aiutoo"). */
const squeeze = (text: string) => text.replace(/(\p{L})\1{2,}/gu, '$1$1');

/** The features of a normalised text: its character 2–5-grams, its words and pairs of words (marked with
 * \u0001, which no character n-gram contains) and the words in a negator's reach (`negatedWords`). */
export function features(text: string): Set<string> {
  const squeezed = squeeze(text);
  const out = ngrams(squeezed);
  const words = squeezed.split(' ');
  for (let i = 0; i < words.length; i++) {
    out.add(`\u0001${words[i]}`);
    if (i + 1 < words.length) out.add(`\u0001${words[i]} ${words[i + 1]}`);
  }
  for (const g of negatedWords(words)) out.add(g);
  return out;
}

/** Negators that come before what they negate ("non", "no", "not", "can't", "बिना", "mat") and after it (Hindi
 * "नहीं", "nahi", "na"), and the words that end their reach ("ma", "e", "but", "and", "aur", "lekin", "bas"). */
const NEGATOR =
  /^(?:non|nessun|nessuno|nessuna|niente|nulla|senza|mai|neanche|nemmeno|no|not|never|without|none|nothing|nor|dont|don't|doesnt|doesn't|didnt|didn't|isnt|isn't|wasnt|wasn't|cant|can't|cannot|wont|won't|couldnt|couldn't|havent|haven't|hasnt|hasn't|arent|aren't|बिना|मत|bina|mat)$/u;
const POSTPOSED = /^(?:नहीं|नही|न|nahi|nahin|nai|nhi|na)$/u;
const BOUNDARY =
  /^(?:ma|pero|e|ed|but|and|or|o|aur|और|lekin|लेकिन|par|पर|bas|बस|magar|मगर|sirf|solo|just|only)$/u;
/** How many words a negator reaches. */
const NEGATION_REACH = 3;

/**
 * The words in a negator's reach, marked (\u0002) apart from the same words said plainly: "no chest pain" gives
 * the model "¬chest", "¬pain" beside "chest", "pain", so it can learn that a denied pain is not a pain and that
 * "non risponde" or "saans nahi" is the emergency itself (the usual way to let a bag of words see negation;
 * chosen on the grouped cross-validation, docs/performance.md). Reach: NEGATION_REACH words after a negator, or
 * before a Hindi one, never past a BOUNDARY word.
 */
export function negatedWords(words: string[]): Set<string> {
  const out = new Set<string>();
  const mark = (from: number, step: 1 | -1) => {
    for (let j = from + step, n = 0; n < NEGATION_REACH && j >= 0 && j < words.length; j += step, n++) {
      if (BOUNDARY.test(words[j]!)) break;
      out.add(`\u0002${words[j]}`);
    }
  };
  words.forEach((word, i) => {
    if (NEGATOR.test(word)) mark(i, 1);
    if (POSTPOSED.test(word)) mark(i, -1);
  });
  return out;
}

export interface LinearModel {
  bias: number;
  weights: Record<string, number>;
}

/** A model's probability for a text's features: the features present, scaled by 1/√(how many there are), so
 * long and short messages weigh alike. */
export function scoreFeatures(
  m: LinearModel,
  weightOf: (gram: string) => number | undefined,
  grams: Set<string>,
) {
  let sum = 0;
  for (const g of grams) sum += weightOf(g) ?? 0;
  const z = m.bias + sum / Math.sqrt(Math.max(1, grams.size));
  return 1 / (1 + Math.exp(-z));
}

/** The file scripts/train-triage-model.ts writes (`packModels`, gzipped); beside the bundle once bundled. */
export const MODEL_FILE = 'triage-model.json.gz';

/** The flags a model of its own may add to an emergency, for the answer's sake (`withFlagModels` in triage.ts):
 * self-harm brings the helplines, poisoning the poison centre. */
export const FLAG_MODELS = ['self_harm', 'poisoning'] as const;
export type FlagModel = (typeof FLAG_MODELS)[number];

/** The models of the file, by name. */
export const MODEL_NAMES = ['emergency', 'context', ...FLAG_MODELS] as const;
export type ModelName = (typeof MODEL_NAMES)[number];

/**
 * What the file holds: the emergency model's threshold and the context model's lowering, every feature any model
 * weighs (`grams`, once, sorted), and each model's bias and weights in the order of `grams` (0 where it has none).
 * One list of features for the four models keeps the file and the memory small: the four models weigh mostly the
 * same features (about 140,000 in all), and each kept its own map of them until it was measured at 136 MB of heap
 * (2026-11-28).
 */
export interface ModelFile {
  threshold: number;
  lower: number;
  /** The raise threshold of a short message (`modelThresholds`). */
  shortThreshold: number;
  grams: string[];
  models: Record<ModelName, { bias: number; weights: number[] }>;
}

/** The four trained models, as the training script has them, in the file's shape. */
export function packModels(
  models: Record<ModelName, LinearModel>,
  threshold: number,
  lower: number,
  shortThreshold: number,
): ModelFile {
  // Distinct (a set), so never equal: sorted by code unit, the same order on every machine.
  const grams = [...new Set(MODEL_NAMES.flatMap((name) => Object.keys(models[name].weights)))].sort((a, b) =>
    a < b ? -1 : 1,
  );
  const pack = (m: LinearModel) => ({ bias: m.bias, weights: grams.map((g) => m.weights[g] ?? 0) });
  return {
    threshold,
    lower,
    shortThreshold,
    grams,
    models: Object.fromEntries(MODEL_NAMES.map((name) => [name, pack(models[name])])) as ModelFile['models'],
  };
}

/** The file's models ready to score: the index of each feature, and each model's weights in that order. */
export interface Loaded {
  threshold: number;
  lower: number;
  shortThreshold: number;
  index: Map<string, number>;
  models: Record<ModelName, { bias: number; weights: Float64Array }>;
}

export function unpackModels(file: ModelFile): Loaded {
  // A file cut short or from another version would score NaN, which no threshold reaches: no raise, no lowering,
  // no flag, and no error. It fails here instead, on the first message, loudly.
  for (const name of MODEL_NAMES)
    if (file.models?.[name]?.weights?.length !== file.grams?.length)
      throw new Error(`${MODEL_FILE}: the ${name} model does not match the features`);
  // A threshold missing (a file from before short messages had their own) would compare as NaN: never raised.
  for (const value of [file.threshold, file.lower, file.shortThreshold])
    if (typeof value !== 'number' || !(value >= 0 && value <= 1))
      throw new Error(`${MODEL_FILE}: a threshold is missing or out of range`);
  return {
    threshold: file.threshold,
    lower: file.lower,
    shortThreshold: file.shortThreshold,
    index: new Map(file.grams.map((g, i) => [g, i])),
    models: Object.fromEntries(
      MODEL_NAMES.map((name) => [
        name,
        { bias: file.models[name].bias, weights: Float64Array.from(file.models[name].weights) },
      ]),
    ) as Loaded['models'],
  };
}

/** Every model's probability for a text's features (`scoreFeatures`'s sum, one look-up per feature for the four). */
export function scoreAll(loaded: Loaded, grams: Set<string>): Record<ModelName, number> {
  const sums = MODEL_NAMES.map(() => 0);
  for (const g of grams) {
    const i = loaded.index.get(g);
    if (i !== undefined) MODEL_NAMES.forEach((name, k) => (sums[k]! += loaded.models[name].weights[i]!));
  }
  const scale = Math.sqrt(Math.max(1, grams.size));
  return Object.fromEntries(
    MODEL_NAMES.map((name, k) => [name, 1 / (1 + Math.exp(-(loaded.models[name].bias + sums[k]! / scale)))]),
  ) as Record<ModelName, number>;
}

let trained: Loaded | undefined;

function loaded(): Loaded {
  trained ??= unpackModels(
    JSON.parse(
      gunzipSync(readFileSync(new URL(`./${MODEL_FILE}`, import.meta.url))).toString('utf8'),
    ) as ModelFile,
  );
  return trained;
}

/**
 * Where the rules read a message as not a present emergency (its red flags denied, in the past, or a general
 * question), the models overrule them only when both score this or above. The rules' denials include negations
 * that are the emergency itself ("non riesco a svegliarlo", "can't get air in", "जवाब नहीं दे रहीं"). Chosen on
 * the grouped cross-validation (2026-11-27, four rounds; docs/performance.md): it found 1.1–1.4 points more
 * emergencies in each language for 0.2–0.3 points more false alarms; asking the context model too cost nothing
 * there and keeps a denial the emergency model alone misreads ("my dad isn't confused and has no weakness in
 * his arm").
 */
export const OVERRULE = 0.7;

/**
 * The least score at which the emergency model raises a message the rules found urgent (they recognised what it
 * is, and it was not an emergency). 0.9 until 2026-11-27; then 0.8 on the grouped cross-validation (four
 * rounds): of the messages the rules read as urgent, 0.8 raised 8 more emergencies (of 20 the rules read so; it 5,
 * en 2, hi 1), 2 urgent messages (of 243) and no routine one. "mia moglie ha perso l'equilibrio, vomita e vede
 * doppio" (a stroke) scored 0.84, "ho una pupilla più grande dell'altra" after a fall 0.81.
 */
export const URGENT_RAISE = 0.8;

/**
 * At this score or above (and with the rules finding the message in the present), a message the rules left
 * routine is an emergency. A message the rules found urgent is raised only at a stricter score, URGENT_RAISE at
 * least; one the rules found not present (`overrule`) at OVERRULE at least.
 */
export const raiseThreshold = (threshold: number, level: 'routine' | 'urgent' | 'overrule') =>
  level === 'urgent'
    ? Math.max(URGENT_RAISE, threshold)
    : level === 'overrule'
      ? Math.max(OVERRULE, threshold)
      : threshold;

/** The raise thresholds for each level the rules gave (`raiseThreshold`), as `withModels` in triage.ts takes them. */
export interface RaiseThresholds {
  routine: number;
  urgent: number;
  overrule: number;
}

const raiseThresholds = (threshold: number): RaiseThresholds => ({
  routine: raiseThreshold(threshold, 'routine'),
  urgent: raiseThreshold(threshold, 'urgent'),
  overrule: raiseThreshold(threshold, 'overrule'),
});

/**
 * The thresholds `withModels` (triage.ts) takes: the raise thresholds of a message of SHORT_WORDS words or more, the
 * context score under which such a message's emergency (not self-harm) is lowered, and the raise thresholds of a
 * shorter one (`short`), which is never lowered. A short message has a raise threshold of its own because in so few
 * words the emergency model reads a word or two that its training emergencies happened to share ("bye", "galat
 * message", "gardan akad gayi": a farewell, a stiff neck): on the held-out parts of short messages, everyday Hindi
 * ones were raised (10.5 and 18.9 % false alarms on held-out36 and held-out37). Chosen on the validation rounds with
 * the other two (scripts/train-triage-model.ts). Pure, for the training script's candidates too.
 */
export const modelThresholds = (threshold: number, lower: number, shortThreshold: number) => ({
  ...raiseThresholds(threshold),
  lower,
  short: raiseThresholds(shortThreshold),
});
export type Thresholds = ReturnType<typeof modelThresholds>;

/** The shipped models' thresholds (`modelThresholds`). */
export function shippedThresholds(): Thresholds {
  const { threshold, lower, shortThreshold } = loaded();
  return modelThresholds(threshold, lower, shortThreshold);
}

/** The models' scores of a normalised text, its features computed once. */
export function modelScores(text: string): {
  emergency: number;
  context: number;
  flags: Record<FlagModel, number>;
} {
  const s = scoreAll(loaded(), features(text));
  return {
    emergency: s.emergency,
    context: s.context,
    flags: { self_harm: s.self_harm, poisoning: s.poisoning },
  };
}
