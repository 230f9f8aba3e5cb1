/**
 * The second opinion after the triage rules: a linear model (logistic regression) over the character 2–5-grams
 * of the normalised message, trained at build time from the tune part of the triage corpus by
 * scripts/train-triage-model.ts (deterministic, no network) and committed as triage-model.json. It only
 * answers "how much does this read like an emergency": triage() uses it to raise a message to emergency when
 * the rules found nothing, never to lower what the rules said. Its threshold was chosen by cross-validation so
 * that, together with the rules, false alarms stay under the limit in every language.
 *
 * The model (12,000 weights, 186 KB) is read from its file on the first message that needs it, not with the
 * function's start: a function bundle that triages has the file beside it (the stack's after-bundling hook,
 * tests/infra/bundles.test.ts), so opening or clearing the assistant's page never parses it.
 */
import { readFileSync } from 'node:fs';

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

/** The file scripts/train-triage-model.ts writes; beside the bundle once bundled. */
export const MODEL_FILE = 'triage-model.json';

interface Trained {
  model: LinearModel & { threshold: number };
  weights: Map<string, number>;
}
let trained: Trained | undefined;

function loaded(): Trained {
  if (!trained) {
    const model = JSON.parse(
      readFileSync(new URL(`./${MODEL_FILE}`, import.meta.url), 'utf8'),
    ) as Trained['model'];
    trained = { model, weights: new Map(Object.entries(model.weights)) };
  }
  return trained;
}

/**
 * At this score or above (and with the rules finding the message in the present), a message the rules left
 * routine is an emergency. A message the rules found urgent (they recognised what it is, and it was not an
 * emergency) is raised only at a stricter score, 0.9 at least: raising those adds about 1 % of recall under
 * cross-validation, not more.
 */
export function modelThreshold(level: 'routine' | 'urgent'): number {
  const { threshold } = loaded().model;
  return level === 'urgent' ? Math.max(0.9, threshold) : threshold;
}

export function modelScore(text: string): number {
  const { model, weights } = loaded();
  return score(model, (g) => weights.get(g), text);
}
