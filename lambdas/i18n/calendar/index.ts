import type { Language } from '..';
import { en } from './en';
import { hi } from './hi';
import { it, type CalendarCatalog } from './it';

export type { CalendarCatalog };

export const calendarCatalogs: Record<Language, CalendarCatalog> = { it, en, hi };
