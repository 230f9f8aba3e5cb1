import type { units as it } from './it';

export const units: typeof it = {
  compressa_one: 'tablet',
  compressa_other: 'tablets',
  capsula_one: 'capsule',
  capsula_other: 'capsules',
  goccia_one: 'drop',
  goccia_other: 'drops',
  ml_one: 'ml',
  ml_other: 'ml',
  mg_one: 'mg',
  mg_other: 'mg',
  bustina_one: 'sachet',
  bustina_other: 'sachets',
  applicazione_one: 'application',
  applicazione_other: 'applications',
  spruzzo_one: 'spray',
  spruzzo_other: 'sprays',
  unita_one: 'unit',
  unita_other: 'units',
  altro_one: 'dose',
  altro_other: 'doses',
};
