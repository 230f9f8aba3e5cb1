import { describe, expect, it } from 'vitest';
import { GLOSSARY, SLIPS, type GlossaryLanguage } from '../../lambdas/i18n/glossary';

/**
 * Every catalogue, it/en/hi, read against the glossary (lambdas/i18n/glossary.ts): no refused variant, the
 * glossary's term where its concept is named, and none of the slips found in review. The catalogues are found
 * by their file names, so a new one is read the day it appears.
 */
const FILES = import.meta.glob<Record<string, unknown>>(
  [
    '../../web/src/i18n/*/{it,en,hi}.ts',
    '../../lambdas/i18n/{it,en,hi}.ts',
    '../../lambdas/i18n/*/{it,en,hi}.ts',
  ],
  { eager: true },
);

const LANGS = ['it', 'en', 'hi'] as const satisfies readonly GlossaryLanguage[];

/** Every leaf of a catalogue as "a.b.c" → text. */
function leaves(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (typeof value === 'string') {
    out.set(prefix, value);
  }
  return out;
}

/** Catalogue folder ("web/src/i18n/app") → language → key → text. */
const CATALOGUES = new Map<string, Record<GlossaryLanguage, Map<string, string>>>();
for (const [file, module] of Object.entries(FILES)) {
  const match = /^\.\.\/\.\.\/(.+)\/(it|en|hi)\.ts$/.exec(file);
  if (!match) throw new Error(`Not a catalogue: ${file}`);
  const [, folder = '', lang = 'it'] = match;
  const values = Object.values(module).filter((v) => v && typeof v === 'object');
  if (values.length !== 1) throw new Error(`${file} should export one catalogue, not ${values.length}`);
  let set = CATALOGUES.get(folder);
  if (!set) CATALOGUES.set(folder, (set = { it: new Map(), en: new Map(), hi: new Map() }));
  set[lang as GlossaryLanguage] = leaves(values[0]);
}

/** Every text of a language, as ["<folder>:<key>", text]. */
function texts(lang: GlossaryLanguage): [string, string][] {
  return [...CATALOGUES].flatMap(([folder, set]) =>
    [...set[lang]].map(([key, text]): [string, string] => [`${folder}:${key}`, text]),
  );
}

function text(where: string, lang: GlossaryLanguage): string | undefined {
  const [folder = '', key = ''] = where.split(':');
  return CATALOGUES.get(folder)?.[lang].get(key);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a text uses a word: Devanagari as a piece of text (Hindi endings follow the stem), Latin letters as
 * a whole word, case-insensitive unless the word is written in capitals (an acronym).
 */
function uses(text: string, word: string): boolean {
  if (/\p{Script=Devanagari}/u.test(word)) return text.includes(word);
  const acronym = word === word.toUpperCase() && /\p{Lu}/u.test(word);
  return new RegExp(`(?<![\\p{L}\\p{N}_-])${escape(word)}(?![\\p{L}\\p{N}_])`, acronym ? 'u' : 'iu').test(
    text,
  );
}

describe('the glossary reads every catalogue', () => {
  it('finds the web and server catalogues, each in it, en and hi', () => {
    for (const folder of [
      'web/src/i18n/core',
      'web/src/i18n/app',
      'web/src/i18n/legal',
      'web/src/i18n/records',
      'lambdas/i18n',
      'lambdas/i18n/assistant',
      'lambdas/i18n/export',
      'lambdas/i18n/brief',
    ])
      expect(CATALOGUES.has(folder), folder).toBe(true);
    for (const [folder, set] of CATALOGUES)
      for (const lang of LANGS) expect(set[lang].size, `${folder}/${lang}`).toBeGreaterThan(0);
  });

  it('matches whole words in Latin letters, acronyms as written, and Devanagari as a piece of text', () => {
    expect(uses('Verification e-mail sent', 'e-mail')).toBe(true);
    expect(uses('E-mail', 'e-mail')).toBe(true);
    expect(uses('Check your email', 'e-mail')).toBe(false);
    expect(uses('Assistente IA', 'IA')).toBe(true);
    expect(uses('Via Roma, ia', 'IA')).toBe(false);
    expect(uses('Il tuo benessere', 'benessere')).toBe(true);
    expect(uses('malessere', 'essere')).toBe(false);
    expect(uses('आपकी सेहत', 'सेहत')).toBe(true);
    expect(uses('संसाधनों पर', 'संसाधन')).toBe(true);
  });
});

describe.each(GLOSSARY.map((concept) => [concept.concept, concept] as const))('%s', (_name, concept) => {
  const termsOf = (lang: GlossaryLanguage) => [concept[lang], ...(concept.forms?.[lang] ?? [])];
  const usesTerm = (value: string, lang: GlossaryLanguage) => termsOf(lang).some((term) => uses(value, term));

  it.each(LANGS)('%s: no text uses a refused variant', (lang) => {
    const found: string[] = [];
    for (const [where, value] of texts(lang)) {
      for (const variant of concept.refuse[lang] ?? []) {
        if (!uses(value, variant)) continue;
        const allowed = concept.exceptions?.some(
          (e) => e.where === where && e.lang === lang && e.text === value,
        );
        if (!allowed) found.push(`${where} uses "${variant}" (say "${concept[lang]}"): ${value}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('its exceptions are still there, word for word, and still need to be', () => {
    for (const e of concept.exceptions ?? []) {
      expect(text(e.where, e.lang), e.where).toBe(e.text);
      expect(
        (concept.refuse[e.lang] ?? []).some((variant) => uses(e.text, variant)),
        e.where,
      ).toBe(true);
    }
  });

  it.each(LANGS)('%s: the texts that name it use its term', (lang) => {
    expect(concept.anchors.length).toBeGreaterThan(0);
    for (const where of concept.anchors) {
      const value = text(where, lang);
      expect(value, `${where} (${lang}) is missing`).toBeDefined();
      expect(usesTerm(value ?? '', lang), `${where} (${lang}) should say "${concept[lang]}": ${value}`).toBe(
        true,
      );
    }
  });

  const langs = concept.parallel;
  if (langs)
    it(`names it in the same texts in ${langs.join(', ')}`, () => {
      const apart: string[] = [];
      for (const [folder, set] of CATALOGUES) {
        const keys = new Set(langs.flatMap((lang) => [...set[lang].keys()]));
        for (const key of keys) {
          const named = langs.filter((lang) => usesTerm(set[lang].get(key) ?? '', lang));
          if (named.length === 0 || named.length === langs.length) continue;
          const missing = langs.filter((lang) => !named.includes(lang));
          apart.push(
            `${folder}:${key}: "${concept[named[0]!]}" in ${named.join(', ')}, not "${missing
              .map((lang) => concept[lang])
              .join('", "')}" in ${missing.join(', ')}: ${langs.map((l) => set[l].get(key)).join(' | ')}`,
          );
        }
      }
      expect(apart).toEqual([]);
    });
});

describe('the slips found in review', () => {
  it.each(LANGS)('%s: none is back', (lang) => {
    const found: string[] = [];
    for (const slip of SLIPS.filter((s) => s.lang === lang)) {
      for (const [where, value] of texts(lang)) {
        const hit = typeof slip.find === 'string' ? value.includes(slip.find) : slip.find.test(value);
        if (hit) found.push(`${where}: ${slip.why} (write "${slip.instead}"): ${value}`);
      }
    }
    expect(found).toEqual([]);
  });
});
