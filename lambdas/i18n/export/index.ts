import type { Language } from '..';
import { en } from './en';
import { hi } from './hi';
import { it, type ExportCatalog } from './it';

export type { ExportCatalog };

export const exportCatalogs: Record<Language, ExportCatalog> = { it, en, hi };
