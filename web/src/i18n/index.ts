import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { PRODUCT_NAME } from '../../../lambdas/contracts/product';
import core from './core/it';

export const LANGUAGES = ['it', 'en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (v: unknown): v is Language =>
  typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/**
 * Namespaces: `translation` (core: the signed-out screens, errors; Italian bundled with the entry),
 * `app` (the signed-in shell and pages), `legal` (the legal pages) and `records` (the diary), loaded on demand.
 */
export const NAMESPACES = ['translation', 'app', 'legal', 'records'] as const;
const FOLDER: Record<(typeof NAMESPACES)[number], string> = {
  translation: 'core',
  app: 'app',
  legal: 'legal',
  records: 'records',
};
// Italian core is bundled with the entry (below), so it is left out of the on-demand set.
const catalogues = import.meta.glob<{ default: object }>([
  './core/*.ts',
  '!./core/it.ts',
  './app/*.ts',
  './legal/*.ts',
  './records/*.ts',
]);

/** The spec's three keys; the first stored one wins. The browser's language is not consulted: Italian first. */
export const LANGUAGE_KEYS = ['userLanguage', 'i18nextLng', 'preferredLanguage'] as const;

export function storedLanguage(): Language | undefined {
  for (const key of LANGUAGE_KEYS) {
    try {
      const value = localStorage.getItem(key);
      if (isLanguage(value)) return value;
    } catch {
      // storage unavailable (private mode): Italian
    }
  }
  return undefined;
}

export function rememberLanguage(lang: Language) {
  for (const key of LANGUAGE_KEYS) {
    try {
      localStorage.setItem(key, lang);
    } catch (error) {
      console.warn('Language not saved in this browser', error instanceof Error ? error.name : error);
    }
  }
}

/** Switches the interface language (loading its catalogues), stores it and updates <html lang>. */
export async function applyLanguage(lang: Language) {
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  rememberLanguage(lang);
}

export async function initI18n() {
  const lang = storedLanguage() ?? 'it';
  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend(async (lng: string, ns: string) => {
        const folder = FOLDER[ns as keyof typeof FOLDER] ?? ns;
        const load = catalogues[`./${folder}/${lng}.ts`];
        if (!load) throw new Error(`No catalogue ${folder}/${lng}`);
        return (await load()).default;
      }),
    )
    .init({
      lng: lang,
      fallbackLng: 'it',
      supportedLngs: [...LANGUAGES],
      ns: ['translation'],
      defaultNS: 'translation',
      fallbackNS: 'translation',
      partialBundledLanguages: true,
      resources: { it: { translation: core } },
      interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
      react: { useSuspense: true },
    });
  document.documentElement.lang = lang;
  return i18next;
}

export { i18next };
