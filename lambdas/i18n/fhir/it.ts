/**
 * The FHIR export's texts (issue 16) in Italian, the reference; `en.ts` and `hi.ts` have the same shape. They
 * are the `text` of the export's codes, read by whoever opens the file: codes (LOINC, UCUM) carry the meaning.
 */
export const it = {
  symptom: {
    /** A symptom's intensity, as the diary asks it. */
    severity: 'Intensità (0-10)',
    triggers: 'Possibili cause: {{list}}',
  },
  /** Where a symptom is felt (contracts/records.ts BODY_AREAS). */
  areas: {
    testa: 'Testa',
    occhi: 'Occhi',
    orecchie_naso_gola: 'Orecchie, naso e gola',
    petto_respiro: 'Petto e respiro',
    cuore_circolazione: 'Cuore e circolazione',
    pancia_digestione: 'Pancia e digestione',
    schiena_articolazioni: 'Schiena e articolazioni',
    braccia_gambe: 'Braccia e gambe',
    pelle: 'Pelle',
    urinario: 'Vie urinarie',
    umore_sonno: 'Umore e sonno',
    generale: 'In generale',
  },
  /** The measurements of a wellness day. */
  vitals: {
    weight: 'Peso corporeo',
    bloodPressure: 'Pressione arteriosa',
    systolic: 'Pressione massima (sistolica)',
    diastolic: 'Pressione minima (diastolica)',
    heartRate: 'Battito cardiaco',
    temperature: 'Temperatura corporea',
    glucose: 'Glicemia',
    sleep: 'Durata del sonno',
  },
};

export type FhirCatalog = typeof it;
