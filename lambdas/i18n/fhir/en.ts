import type { FhirCatalog } from './it';

export const en: FhirCatalog = {
  symptom: {
    severity: 'Intensity (0-10)',
    triggers: 'Possible causes: {{list}}',
  },
  areas: {
    testa: 'Head',
    occhi: 'Eyes',
    orecchie_naso_gola: 'Ears, nose and throat',
    petto_respiro: 'Chest and breathing',
    cuore_circolazione: 'Heart and circulation',
    pancia_digestione: 'Stomach and digestion',
    schiena_articolazioni: 'Back and joints',
    braccia_gambe: 'Arms and legs',
    pelle: 'Skin',
    urinario: 'Urinary tract',
    umore_sonno: 'Mood and sleep',
    generale: 'In general',
  },
  vitals: {
    weight: 'Body weight',
    bloodPressure: 'Blood pressure',
    systolic: 'Systolic blood pressure',
    diastolic: 'Diastolic blood pressure',
    heartRate: 'Heart rate',
    temperature: 'Body temperature',
    glucose: 'Blood sugar',
    sleep: 'Sleep duration',
  },
};
