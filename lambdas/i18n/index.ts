import { en } from './en';
import { hi } from './hi';
import { it, type ServerCatalog } from './it';

export const LANGUAGES = ['it', 'en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';

export const catalogs: Record<Language, ServerCatalog> = { it, en, hi };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the caller's language from a locale ("it-IT") or an Accept-Language header; Italian otherwise. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: tag.toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** Replaces `{{name}}` placeholders; unknown placeholders are left as they are. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB', hi: 'hi-IN' };
type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules;
const formatters = new Map<string, Formatter>();
function formatter<T extends Formatter>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) formatters.set(key, (made = make()));
  return made;
}

/** The plural form a count takes in a language ("1 dose", "2 dosi"): `one` or `other`. */
export function plural(count: number, lang: Language): 'one' | 'other' {
  const rules = formatter(`plural:${lang}`, () => new Intl.PluralRules(LOCALES[lang]));
  return rules.select(count) === 'one' ? 'one' : 'other';
}

/** An instant inside a sentence, as people write it: "3 dicembre 2026 alle ore 10:30" (never ISO). */
export function formatWhen(iso: string, lang: Language, timeZone = 'Europe/Rome'): string {
  return formatter(
    `when:${lang}:${timeZone}`,
    () => new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeStyle: 'short', timeZone }),
  ).format(new Date(iso));
}

/** A calendar day ("2026-12-03") inside a sentence: "3 dicembre 2026". */
export function formatDay(day: string, lang: Language): string {
  return formatter(
    `day:${lang}`,
    () => new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(new Date(`${day}T12:00:00Z`));
}

/** A number inside a sentence with the language's decimal mark: "5,5" in Italian. */
export function formatNumber(value: number, lang: Language, decimals = 1): string {
  return formatter(
    `number:${lang}:${decimals}`,
    () => new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: decimals }),
  ).format(value);
}

/** A weekday's name (1 = Monday … 7 = Sunday): "lunedì". */
export function weekdayName(weekday: number, lang: Language): string {
  return formatter(
    `weekday:${lang}`,
    () => new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'long', timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(2024, 0, weekday)));
}
