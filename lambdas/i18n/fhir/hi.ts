import type { FhirCatalog } from './it';

export const hi: FhirCatalog = {
  symptom: {
    severity: 'तीव्रता (0-10)',
    triggers: 'संभावित कारण: {{list}}',
  },
  areas: {
    testa: 'सिर',
    occhi: 'आँखें',
    orecchie_naso_gola: 'कान, नाक और गला',
    petto_respiro: 'छाती और साँस',
    cuore_circolazione: 'हृदय और रक्त संचार',
    pancia_digestione: 'पेट और पाचन',
    schiena_articolazioni: 'पीठ और जोड़',
    braccia_gambe: 'हाथ और पैर',
    pelle: 'त्वचा',
    urinario: 'मूत्र मार्ग',
    umore_sonno: 'मनोदशा और नींद',
    generale: 'सामान्य',
  },
  vitals: {
    weight: 'शरीर का वज़न',
    bloodPressure: 'रक्तचाप',
    systolic: 'ऊपरी रक्तचाप (सिस्टोलिक)',
    diastolic: 'निचला रक्तचाप (डायस्टोलिक)',
    heartRate: 'हृदय गति',
    temperature: 'शरीर का तापमान',
    glucose: 'रक्त शर्करा',
    sleep: 'नींद की अवधि',
  },
};
