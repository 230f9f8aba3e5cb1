import { i18next } from '../i18n';

const LOCALES: Record<string, string> = { it: 'it-IT', en: 'en-GB', hi: 'hi-IN' };
const locale = () => LOCALES[i18next.language] ?? 'it-IT';

/** Intl formatters are costly to build (a year of diary entries needs thousands of dates): one per style. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${locale()}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as F | undefined;
  if (!format) formatters.set(key, (format = make()));
  return format;
}
// Stryker disable StringLiteral: equivalent, the kind only keeps date and number styles apart, and their options never coincide
const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  cached('d', options, () => new Intl.DateTimeFormat(locale(), options));
const numberFormat = (options: Intl.NumberFormatOptions) =>
  cached('n', options, () => new Intl.NumberFormat(locale(), options));
// Stryker restore StringLiteral

function valid(iso: string | Date | null | undefined): Date | undefined {
  if (!iso) return undefined;
  const date = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "22 novembre 2026" in Italian; each language's own convention elsewhere. */
export function formatDate(iso: string | Date | null | undefined, withWeekday = false): string {
  const date = valid(iso);
  if (!date) return '';
  return dateFormat(withWeekday ? { dateStyle: 'full' } : { dateStyle: 'long' }).format(date);
}

/** "08:30": a 24-hour clock in Italian (and in the other two languages too, for a medication diary). */
export function formatTime(iso: string | Date | null | undefined): string {
  const date = valid(iso);
  if (!date) return '';
  return dateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/** "37,5" in Italian. Without grouping for a form's input ("1440", not "1.440", which would read back as 1.44). */
export function formatNumber(value: number, fractionDigits = 1, grouping = true): string {
  return numberFormat({ maximumFractionDigits: fractionDigits, useGrouping: grouping }).format(value);
}

/** "86 %" in Italian: a share (0–1) as a whole percentage. */
export function formatPercent(share: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** Monday first for Italian (and en-GB); the locale's own week otherwise. */
export function firstDayOfWeek(): number {
  return i18next.language === 'hi' ? 0 : 1;
}

/** A weekday's name (1 = Monday … 7 = Sunday) in the interface language: "lun" / "lunedì". */
export function weekdayName(day: number, style: 'short' | 'long'): string {
  // 1 January 2024 was a Monday.
  return dateFormat({ weekday: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}
