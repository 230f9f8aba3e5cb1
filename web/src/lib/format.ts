import { i18next } from '../i18n';

const LOCALES: Record<string, string> = { it: 'it-IT', en: 'en-GB', hi: 'hi-IN' };

/** "22 novembre 2026" in Italian; the language's own conventions elsewhere. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[i18next.language] ?? 'it-IT', { dateStyle: 'long' }).format(date);
}
