import type { units as it } from './it';

export const units: typeof it = {
  compressa_one: 'गोली',
  compressa_other: 'गोलियाँ',
  capsula_one: 'कैप्सूल',
  capsula_other: 'कैप्सूल',
  goccia_one: 'बूँद',
  goccia_other: 'बूँदें',
  ml_one: 'ml',
  ml_other: 'ml',
  mg_one: 'mg',
  mg_other: 'mg',
  bustina_one: 'पाउच',
  bustina_other: 'पाउच',
  applicazione_one: 'बार लगाना',
  applicazione_other: 'बार लगाना',
  spruzzo_one: 'स्प्रे',
  spruzzo_other: 'स्प्रे',
  unita_one: 'यूनिट',
  unita_other: 'यूनिट',
  altro_one: 'खुराक',
  altro_other: 'खुराकें',
};
