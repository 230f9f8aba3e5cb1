import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { triage as Triage } from '../../lambdas/domain/triage';
import { TRIAGE_CASES } from './triage-cases';

/**
 * Every alternative of every red-flag pattern is needed by at least one case of the data set: removed in turn
 * (from a copy of lambdas/domain/triage.ts, compiled here), some case of TRIAGE_CASES gets the wrong level.
 * An alternative no case needs could be deleted, or broken, and no test would notice.
 * Alternatives are each element of a flag's list and, inside a plain pattern string, each top-level `a|b`.
 */
const SOURCE_PATH = path.resolve(import.meta.dirname, '../../lambdas/domain/triage.ts');
const source = readFileSync(SOURCE_PATH, 'utf8');

interface Variant {
  name: string;
  source: string;
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
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'PATTERNS' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    )
      patterns = node.initializer;
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
      out.push({ name: `${label} removed`, source: edit(element.getStart(), element.getEnd(), "'(?!)'") });
      if (!ts.isStringLiteral(element)) return;
      const parts = topLevelAlternatives(element.text);
      if (parts.length < 2) return;
      parts.forEach((part, i) => {
        const rest = parts.filter((_, j) => j !== i).join('|');
        out.push({
          name: `${label} without "${part}"`,
          source: edit(element.getStart(), element.getEnd(), JSON.stringify(rest)),
        });
      });
    });
  }
  return out;
}

function compile(code: string): typeof Triage {
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const exports: { triage?: typeof Triage } = {};
  new Function('exports', js)(exports);
  return exports.triage!;
}

function wrongCases(triage: typeof Triage) {
  return TRIAGE_CASES.filter((c) => triage(c.text).level !== c.level);
}

/**
 * Alternatives no case can need: the same flag has another alternative that matches every text this one
 * matches (the patterns of a flag are joined into one expression), so removing it changes nothing.
 */
const EQUIVALENT = new Set([
  'seizure[0] without "convulsion"', // = seizure[1] "convulsion"
  'seizure[1] without "convulsion"', // = seizure[0] "convulsion"
  'poisoning[0] without "overdose"', // "overdos" (poisoning[1]) matches all it matches
  'self_harm[0] without "suicid"', // = self_harm[1] "suicid"
  'self_harm[1] without "suicid"', // = self_harm[0] "suicid"
  'poisoning[2] without "जहर"', // = "ज़हर": the nukta is folded away in patterns and text alike
  'poisoning[2] without "ज़हर"', // = "जहर"
]);

describe('triage patterns: every alternative is needed by a case', () => {
  it('the unchanged copy gets every case right (the harness itself works)', () => {
    expect(wrongCases(compile(source))).toEqual([]);
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
  )('%s: some case fails', (_name, variant) => {
    expect(wrongCases(compile(variant.source)).length).toBeGreaterThan(0);
  });
});
