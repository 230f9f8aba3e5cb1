import { describe, expect, it } from 'vitest';
import { alternativesOf, expressionOf, flagExpressions, normalize } from '../../lambdas/domain/triage';
import { tuneCorpus } from '../corpus/triage';

type Searcher = { lastIndex: number; exec(text: string): RegExpExecArray | null };

/** Every match a search finds from `from`, as found() walks them (each search from where the last one ended). */
const walk = (searcher: Searcher, text: string, from: number) => {
  const found: [number, string][] = [];
  searcher.lastIndex = from;
  for (let match = searcher.exec(text); match; match = searcher.exec(text))
    found.push([match.index, match[0]]);
  return { found, lastIndex: searcher.lastIndex };
};

/**
 * A flag's patterns are packed into expressions under 16 KB (V8 does not optimise a longer one: the rules were
 * twice as slow, docs/performance.md); packed, they must find exactly what their one alternation finds.
 */
describe('the red-flag expressions, packed', () => {
  it('search as an alternation: the leftmost match, the earlier expression first at one place, none resets', () => {
    const searcher = alternativesOf([/b+c|x/gu, /a+b/gu, /ab+/gu]);
    expect(walk(searcher, 'zaabbc x', 0).found).toEqual([
      [1, 'aab'],
      [4, 'bc'],
      [7, 'x'],
    ]);
    // Of two matches at one place, the earlier expression's (an alternation tries its alternatives in order).
    expect(walk(alternativesOf([/ab+/gu, /a+b/gu]), 'abb', 0).found).toEqual([[0, 'abb']]);
    expect(walk(alternativesOf([/a+b/gu, /ab+/gu]), 'abb', 0).found).toEqual([[0, 'ab']]);
    // From where it is told to start, and back to 0 when nothing more is found, as a global RegExp.
    expect(walk(searcher, 'aab aab', 2).found).toEqual([[4, 'aab']]);
    expect(walk(searcher, 'zzz', 0)).toEqual({ found: [], lastIndex: 0 });
  });

  it('are packed in order, each under the size, in as few expressions as fit', () => {
    const sources = (patterns: string[], size: number) => {
      const packed = expressionOf(patterns, size);
      return packed instanceof RegExp
        ? [packed.source]
        : (packed as unknown as { parts: RegExp[] }).parts.map((p) => p.source);
    };
    // "aaa|bbb|ccc" is 11 characters: one expression under 12, two under 11.
    expect(sources(['aaa', 'bbb', 'ccc'], 12)).toEqual(['aaa|bbb|ccc']);
    expect(sources(['aaa', 'bbb', 'ccc'], 11)).toEqual(['aaa|bbb', 'ccc']);
    expect(sources(['aaa', 'bbb', 'ccc'], 8)).toEqual(['aaa|bbb', 'ccc']);
    expect(sources(['aaa', 'bbb', 'ccc'], 7)).toEqual(['aaa', 'bbb', 'ccc']);
    // A pattern longer than the size is an expression of its own; the order is kept.
    expect(sources(['aaaaaaaaaa', 'b', 'c'], 5)).toEqual(['aaaaaaaaaa', 'b|c']);
    expect(expressionOf(['a', 'b'])).toBeInstanceOf(RegExp);
    // The shipped flags: the small ones one expression each, every part under V8's 20 KB (a part over 16 KB is one
    // pattern alone: a self-harm pair of 19 KB).
    const expressions = flagExpressions();
    expect(expressions.filter((e) => e.packed instanceof RegExp).length).toBeGreaterThan(15);
    for (const { flag, whole, packed } of expressions) {
      const parts = packed instanceof RegExp ? [packed] : (packed as unknown as { parts: RegExp[] }).parts;
      for (const part of parts) expect(part.source.length, flag).toBeLessThanOrEqual(20 * 1024);
      expect(parts.map((p) => p.source).join('|'), flag).toBe(whole.source);
    }
  });

  it('find what each flag’s one alternation finds, in tune messages, from their start and from within', () => {
    const expressions = flagExpressions();
    // Not vacuous: the flags whose patterns are over the size are packed into several expressions.
    const packed = expressions.filter((e) => !(e.packed instanceof RegExp)).map((e) => e.flag);
    expect(packed).toEqual(expect.arrayContaining(['poisoning', 'self_harm']));
    // One message in four (the one alternation of the self-harm patterns, unoptimised, takes a millisecond).
    const texts = tuneCorpus()
      .filter((_, i) => i % 4 === 0)
      .map((c) => normalize(c.text));
    let matched = 0;
    const differ: string[] = [];
    for (const text of texts)
      for (const { flag, whole, packed: searcher } of expressions)
        for (const from of [0, Math.floor(text.length / 2)]) {
          const expected = walk(whole, text, from);
          matched += expected.found.length;
          if (JSON.stringify(walk(searcher, text, from)) !== JSON.stringify(expected))
            differ.push(`${flag} from ${from}: ${text}`);
        }
    expect(differ).toEqual([]);
    expect(texts.length).toBeGreaterThan(1000);
    expect(matched).toBeGreaterThan(500);
  }, 120_000);
});
