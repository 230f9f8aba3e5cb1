import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type {
  normalize as Normalize,
  triage as Triage,
  triageRules as TriageRules,
} from '../../lambdas/domain/triage';
import { tuneCorpus } from '../corpus/triage';
import { NOT_TRAINED_CASES, TRIAGE_CASES } from './triage-cases';

/**
 * Every alternative of every red-flag pattern is needed by at least one case: removed in turn (from a copy of
 * lambdas/domain/triage.ts, compiled here with the model switched off, so the rules alone are judged), some case
 * the unchanged rules get right then gets the wrong level, or loses the red flag it was recognised by. The cases are the hand-written set (TRIAGE_CASES and
 * NOT_TRAINED_CASES, which the rules get all right) and the tune part of the triage corpus (written by people who never saw the
 * rules; the rules do not get all of it right, so only the cases they do get right count).
 * An alternative no case needs could be deleted, or broken, and no test would notice.
 * Alternatives are each element of a flag's list and, inside a plain pattern string, each top-level `a|b`.
 */
const SOURCE_PATH = path.resolve(import.meta.dirname, '../../lambdas/domain/triage.ts');
const source = readFileSync(SOURCE_PATH, 'utf8');

interface Variant {
  name: string;
  flag: string;
  source: string;
  /** The alternative itself, when it is one part of a pattern string. */
  part?: string;
}

/** The top-level alternatives of a regular expression's source: `a|(b|c)|d` → a, (b|c), d. */
export function topLevelAlternatives(pattern: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      parts.push(pattern.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(pattern.slice(start));
  return parts;
}

function variants(): Variant[] {
  const file = ts.createSourceFile(SOURCE_PATH, source, ts.ScriptTarget.ES2022, true);
  let patterns: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    // `const PATTERNS = (): Record<Flag, string[]> => ({ ... })`: the object the arrow function returns.
    const body =
      ts.isVariableDeclaration(node) && node.name.getText() === 'PATTERNS' && node.initializer
        ? ts.isArrowFunction(node.initializer) && ts.isParenthesizedExpression(node.initializer.body)
          ? node.initializer.body.expression
          : node.initializer
        : undefined;
    if (body && ts.isObjectLiteralExpression(body)) patterns = body;
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!patterns) throw new Error('PATTERNS not found in triage.ts');
  const out: Variant[] = [];
  const edit = (start: number, end: number, text: string) =>
    source.slice(0, start) + text + source.slice(end);
  for (const property of patterns.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isArrayLiteralExpression(property.initializer)) continue;
    const flag = property.name.getText();
    property.initializer.elements.forEach((element, index) => {
      const label = `${flag}[${index}]`;
      out.push({
        name: `${label} removed`,
        flag,
        source: edit(element.getStart(), element.getEnd(), "'(?!)'"),
      });
      if (!ts.isStringLiteral(element)) return;
      const parts = topLevelAlternatives(element.text);
      if (parts.length < 2) return;
      parts.forEach((part, i) => {
        const rest = parts.filter((_, j) => j !== i).join('|');
        out.push({
          name: `${label} without "${part}"`,
          flag,
          part,
          source: edit(element.getStart(), element.getEnd(), JSON.stringify(rest)),
        });
      });
    });
  }
  return out;
}

/** The model, switched off: the copy is the rules alone. */
const NO_MODEL = {
  modelScores: () => ({ emergency: 0, context: 1, flags: { self_harm: 0, poisoning: 0 } }),
  FLAG_MODELS: ['self_harm', 'poisoning'],
  shippedThresholds: () => ({
    routine: Infinity,
    urgent: Infinity,
    overrule: Infinity,
    lower: 0,
    short: { routine: Infinity, urgent: Infinity, overrule: Infinity },
  }),
};

let compiledNormalize: typeof Normalize | undefined;
function compileRules(code: string): typeof TriageRules {
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const exports: { triage?: typeof Triage; triageRules?: typeof TriageRules; normalize?: typeof Normalize } =
    {};
  const require = (name: string) => {
    if (name === './triage-model') return NO_MODEL;
    throw new Error(`triage.ts imports ${name}: only ./triage-model is expected`);
  };
  new Function('exports', 'require', js)(exports, require);
  compiledNormalize ??= exports.normalize!;
  return exports.triageRules!;
}
const compile = (code: string): typeof Triage => {
  const rules = compileRules(code);
  return (text) => {
    const { level, flags } = rules(text);
    return { level, flags };
  };
};

const originalRules = compileRules(source);
const original = compile(source);
/** The corpus cases the unchanged rules get right: the ones a removed alternative may break. With the flags
 * the rules found and their context: removing an alternative of one flag can only change a case that flag
 * matched, or one whose red flags were all denied or in the past, so only those are run again (thousands of
 * cases, hundreds of variants). */
const CORPUS = tuneCorpus().map((c) => ({ text: c.text, level: c.level, found: originalRules(c.text) }));
const RIGHT = CORPUS.filter((c) => c.found.level === c.level);
/** Each clause of a corpus message (between punctuation) in which the unchanged rules find a red flag: a piece of
 * what someone wrote is itself a way to say it, and many messages name two red flags, each of which alone
 * would be enough for the level. Their reference is what the unchanged rules say of them. */
const CLAUSES = [...new Set(tuneCorpus().flatMap((c) => c.text.split(/[.,;:!?\n]+/)))]
  .map((text) => text.trim())
  .filter((text) => text.length > 3)
  .map((text) => ({ text, found: originalRules(text) }))
  .filter((c) => c.found.flags.length > 0)
  .map((c) => ({ ...c, level: c.found.level }));

/** The hand-written cases, trained on or not (NOT_TRAINED_CASES): the rules get them all right. */
const HAND_WRITTEN = [...TRIAGE_CASES, ...NOT_TRAINED_CASES];
function wrongCases(triage: typeof Triage) {
  return HAND_WRITTEN.filter((c) => triage(c.text).level !== c.level);
}

const broken = (triage: typeof Triage, flag: string) =>
  wrongCases(triage).length +
  RIGHT.filter(
    (c) =>
      ((c.found.flags as string[]).includes(flag) ||
        c.found.context === 'denied' ||
        c.found.context === 'past') &&
      changed(triage(c.text), c),
  ).length +
  CLAUSES.filter((c) => (c.found.flags as string[]).includes(flag) && changed(triage(c.text), c)).length;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .normalize('NFC');
const normalized = new Map<string, string>();
const normal = (text: string) => {
  let n = normalized.get(text);
  if (n === undefined) normalized.set(text, (n = compiledNormalize!(text)));
  return n;
};
/** Whether a pattern part matches a message or clause the unchanged rules get right with that flag. */
const exercised = (part: string, flag: string) => {
  const re = new RegExp(`(?<![\\p{L}\\p{M}])(?:${fold(part)})`, 'u');
  return [...RIGHT, ...CLAUSES].some(
    (c) => (c.found.flags as string[]).includes(flag) && re.test(normal(c.text)),
  );
};

/** A case is broken by a variant when its level is no longer right, or the red flags named change (the answer
 * to an emergency is chosen by them). */
const changed = (got: ReturnType<typeof Triage>, c: Pick<(typeof RIGHT)[number], 'level' | 'found'>) =>
  got.level !== c.level || got.flags.join() !== c.found.flags.join();

/**
 * Alternatives no case can need: the same flag has another alternative that matches every text this one
 * matches (the patterns of a flag are joined into one expression), so removing it changes nothing.
 */
const EQUIVALENT = new Set([
  'seizure[1] without "convulsion"', // = seizure[2] "convulsion"
  'seizure[2] without "convulsion"', // = seizure[1] "convulsion"
  'poisoning[0] without "overdose"', // "overdos" (poisoning[2]) matches all it matches
  'self_harm[0] without "suicid"', // = self_harm[1] "suicid"
  'self_harm[1] without "suicid"', // = self_harm[0] "suicid"
  'poisoning[6] without "जहर"', // = "ज़हर": the nukta is folded away in patterns and text alike
]);

describe('triage patterns: every alternative is needed by a case', () => {
  it('the unchanged copy gets every hand-written case right, and most corpus cases (the harness itself works)', () => {
    expect(wrongCases(original)).toEqual([]);
    expect(RIGHT.length / CORPUS.length).toBeGreaterThan(0.75);
  });

  it('finds the alternatives (at least one per flag list element)', () => {
    expect(variants().length).toBeGreaterThanOrEqual(66);
  });

  it('names as equivalent only alternatives that exist', () => {
    const names = new Set(variants().map((v) => v.name));
    expect([...EQUIVALENT].filter((name) => !names.has(name))).toEqual([]);
  });

  it.each(
    variants()
      .filter((v) => !EQUIVALENT.has(v.name))
      .map((v) => [v.name, v] as const),
  )(
    '%s: some case fails, or it is what finds a real message',
    (_name, variant) => {
      // Many messages say the same red flag twice ("affogando ... respira rantolando"): an alternative that is
      // then redundant for them still has to be how some real message (or clause) the rules get right is found.
      if (variant.part !== undefined && exercised(variant.part, variant.flag)) return;
      expect(broken(compile(variant.source), variant.flag)).toBeGreaterThan(0);
      // Each variant reads every case once: most take under a second, the largest flags up to five on this machine
      // with the other unit files running beside them (2026-11-29: one took 5.03 s, over vitest's default 5 s).
    },
    30_000,
  );
});
