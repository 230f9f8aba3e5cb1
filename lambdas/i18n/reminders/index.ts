import type { Language } from '..';
import { en } from './en';
import { hi } from './hi';
import { it, type RemindersCatalog } from './it';

export const remindersCatalogs: Record<Language, RemindersCatalog> = { it, en, hi };
