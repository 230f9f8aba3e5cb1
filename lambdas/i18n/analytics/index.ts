import type { Language } from '..';
import { en } from './en';
import { hi } from './hi';
import { it, type AnalyticsCatalog } from './it';

export type { AnalyticsCatalog };

export const analyticsCatalogs: Record<Language, AnalyticsCatalog> = { it, en, hi };
