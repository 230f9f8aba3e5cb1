import type { Language } from '..';
import { symptoms as en } from './en';
import { symptoms as hi } from './hi';
import { symptoms as it } from './it';

const LABELS: Record<Language, Record<string, string>> = { it, en, hi };

/**
 * A symptom as the person reads it: the list's label in their language, or their own words (a key's underscores as spaces). Inside
 * a sentence, a label starts lower case ("hai annotato mal di testa").
 */
export function symptomLabel(what: string, lang: Language, inSentence = false): string {
  if (!Object.hasOwn(LABELS[lang], what)) return what.replace(/_/g, ' ');
  const label = LABELS[lang][what]!;
  return inSentence ? label.charAt(0).toLocaleLowerCase(lang) + label.slice(1) : label;
}
