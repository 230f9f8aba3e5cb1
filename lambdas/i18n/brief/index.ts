import type { Language } from '..';
import { en } from './en';
import { hi } from './hi';
import { it, type BriefCatalog } from './it';

export type { BriefCatalog };

/** The visit brief's texts (the PDF export for the doctor, issue 16) in the three languages. */
export const briefCatalogs: Record<Language, BriefCatalog> = { it, en, hi };
