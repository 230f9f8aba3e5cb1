import { formatNumber, plural, type Language } from '..';
import { units as en } from './en';
import { units as hi } from './hi';
import { units as it } from './it';

const UNITS: Record<Language, typeof it> = { it, en, hi };

/** A dose as people write it: "1 compressa", "2 compresse", "0,5 bustine" (doses have up to two decimals). */
export function doseText(dose: { amount: number; unit: string }, lang: Language): string {
  const key = `${dose.unit}_${plural(dose.amount, lang)}`;
  const labels = UNITS[lang] as Record<string, string>;
  const label = Object.hasOwn(labels, key) ? labels[key]! : dose.unit;
  return `${formatNumber(dose.amount, lang, 2)} ${label}`;
}
