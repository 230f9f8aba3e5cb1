/**
 * The second opinion after the triage rules: a linear model (logistic regression) over the character 2–5-grams
 * of the normalised message, trained at build time from the tune part of the triage corpus by
 * scripts/train-triage-model.ts (deterministic, no network) and committed as triage-model.json. It only
 * answers "how much does this read like an emergency": triage() uses it to raise a message to emergency when
 * the rules found nothing, never to lower what the rules said. Its threshold was chosen by cross-validation so
 * that, together with the rules, false alarms stay under the limit in every language.
 */
import model from './triage-model.json';

/** The distinct character n-grams (2 to 5) of a normalised text, padded with a space at both ends. */
export function ngrams(text: string): Set<string> {
  const padded = ` ${text} `;
  const chars = Array.from(padded);
  const out = new Set<string>();
  for (let n = 2; n <= 5; n++)
    for (let i = 0; i + n <= chars.length; i++) out.add(chars.slice(i, i + n).join(''));
  return out;
}

export interface LinearModel {
  bias: number;
  weights: Record<string, number>;
}

/** The model's probability that a normalised text is an emergency. Features are the n-grams present, scaled
 * by 1/√(how many there are), so long and short messages weigh alike. */
export function score(m: LinearModel, weightOf: (gram: string) => number | undefined, text: string): number {
  const grams = ngrams(text);
  let sum = 0;
  for (const g of grams) sum += weightOf(g) ?? 0;
  const z = m.bias + sum / Math.sqrt(Math.max(1, grams.size));
  return 1 / (1 + Math.exp(-z));
}

const trained = model as LinearModel & { threshold: number };
let weights: Map<string, number> | undefined;

/** At this score or above (and with the rules finding the message in the present), a message the rules left
 * routine is an emergency. */
export const MODEL_THRESHOLD: number = trained.threshold;
/** A message the rules found urgent (they recognised what it is, and it was not an emergency) is raised only
 * at this stricter score: raising those adds about 1 % of recall under cross-validation, not more. */
export const MODEL_THRESHOLD_URGENT = Math.max(0.9, MODEL_THRESHOLD);

export function modelScore(text: string): number {
  weights ??= new Map(Object.entries(trained.weights));
  const w = weights;
  return score(trained, (g) => w.get(g), text);
}
