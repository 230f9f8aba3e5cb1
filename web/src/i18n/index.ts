import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PRODUCT_NAME } from '../../../lambdas/contracts/product';
import { it } from './it';
import type { Catalog } from './it';

export const LANGUAGES = ['it', 'en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (v: unknown): v is Language =>
  typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** The spec's three keys; the first stored one wins. The browser's language is not consulted: Italian first. */
export const LANGUAGE_KEYS = ['userLanguage', 'i18nextLng', 'preferredLanguage'] as const;

const loaders: Record<Exclude<Language, 'it'>, () => Promise<Catalog>> = {
  en: () => import('./en').then((m) => m.en),
  hi: () => import('./hi').then((m) => m.hi),
};

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

async function ensureLoaded(lang: Language) {
  if (lang === 'it' || i18next.hasResourceBundle(lang, 'translation')) return;
  i18next.addResourceBundle(lang, 'translation', await loaders[lang]());
}

/** Switches the interface language (loading its catalogue on demand), stores it and updates <html lang>. */
export async function applyLanguage(lang: Language) {
  await ensureLoaded(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  rememberLanguage(lang);
}

export async function initI18n() {
  const lang = storedLanguage() ?? 'it';
  await i18next.use(initReactI18next).init({
    lng: 'it',
    fallbackLng: 'it',
    supportedLngs: [...LANGUAGES],
    resources: { it: { translation: it } },
    interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
  });
  if (lang !== 'it') await ensureLoaded(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  return i18next;
}

export { i18next };
