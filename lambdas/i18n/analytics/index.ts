import type { Language } from '..';
import type { Insight } from '../../contracts/analytics';
import { en } from './en';
import { hi } from './hi';
import { it, type AnalyticsCatalog } from './it';

export type { AnalyticsCatalog };

export const analyticsCatalogs: Record<Language, AnalyticsCatalog> = { it, en, hi };

/**
 * The spec's three tips (take prescribed medicines regularly; keep a symptom diary; see the doctor about
 * persistent symptoms): what the insights add with too little data, and what the SPA shows when they fail.
 */
export function defaultTips(lang: Language): Insight[] {
  const tips = analyticsCatalogs[lang].insights.tips;
  return (['medicines', 'diary', 'doctor'] as const).map((key, i) => ({
    id: `tip:${key}`,
    kind: 'tip',
    title: tips[key].title,
    body: tips[key].body,
    priority: 4 + i,
    link: null,
  }));
}
