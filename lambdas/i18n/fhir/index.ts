import type { Language } from '..';
import { en } from './en';
import { hi } from './hi';
import { it, type FhirCatalog } from './it';

export type { FhirCatalog };

export const fhirCatalogs: Record<Language, FhirCatalog> = { it, en, hi };
