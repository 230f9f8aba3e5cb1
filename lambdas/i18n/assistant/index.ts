import type { Language } from '..';
import { en } from './en';
import { hi } from './hi';
import { it, type AssistantCatalog } from './it';

export const assistantCatalogs: Record<Language, AssistantCatalog> = { it, en, hi };
