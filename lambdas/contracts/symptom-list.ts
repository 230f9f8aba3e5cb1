import type { BODY_AREAS } from './records';

/** The Italian symptom list, grouped by body area. Labels live in the `records` catalogues (it, en, hi). */
export const SYMPTOM_LIST: Record<(typeof BODY_AREAS)[number], readonly string[]> = {
  testa: ['mal_di_testa', 'emicrania', 'vertigini'],
  occhi: ['occhi_arrossati', 'vista_offuscata'],
  orecchie_naso_gola: ['mal_di_gola', 'naso_chiuso', 'mal_d_orecchio', 'tosse'],
  petto_respiro: ['fiato_corto', 'tosse'],
  cuore_circolazione: ['palpitazioni', 'gambe_gonfie'],
  pancia_digestione: ['nausea', 'mal_di_pancia', 'diarrea', 'stitichezza', 'bruciore_di_stomaco'],
  schiena_articolazioni: ['mal_di_schiena', 'dolori_articolari'],
  braccia_gambe: ['formicolio', 'crampi', 'gambe_gonfie'],
  pelle: ['prurito', 'eruzione_cutanea'],
  urinario: ['bruciore_urinare'],
  umore_sonno: ['insonnia', 'ansia', 'umore_basso'],
  generale: ['febbre', 'stanchezza', 'brividi'],
};
