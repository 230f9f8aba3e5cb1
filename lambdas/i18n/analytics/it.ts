/**
 * The analytics' and insights' texts (issue 15) in Italian, the reference; `en.ts` and `hi.ts` have the same
 * shape. Every finding says association, not cause. The three default tips are the spec's own.
 */
export const it = {
  /** A factor inside a sentence. */
  factors: {
    sleepHours: 'ore di sonno',
    sleepQuality: 'qualità del sonno',
    mood: 'umore',
    energy: 'energia',
    stress: 'stress',
    waterLiters: 'acqua bevuta (litri)',
    activityMinutes: 'minuti di attività fisica',
    'measurements.weightKg': 'peso (kg)',
    'measurements.systolic': 'pressione massima',
    'measurements.diastolic': 'pressione minima',
    'measurements.heartRate': 'battito',
    'measurements.temperatureC': 'temperatura',
    'measurements.glucoseMgDl': 'glicemia',
    medication: 'dosi prese di {{name}}',
    trigger: '«{{name}}»',
  },
  when: {
    lag0: 'Nei giorni {{condition}}',
    lag1: 'Il giorno dopo un giorno {{condition}}',
    lag2: 'Due giorni dopo un giorno {{condition}}',
  },
  condition: {
    above: 'con {{factor}} sopra {{value}}',
    atMost: 'con {{factor}} fino a {{value}}',
    present: 'con {{factor}} annotato',
    absent: 'senza {{factor}} annotato',
    allTaken: 'in cui hai preso tutte le dosi di {{name}}',
    missed: 'in cui non hai preso tutte le dosi di {{name}}',
  },
  finding:
    "{{when}}, l'intensità di {{symptom}} è stata in media più alta di {{points}} punti su 10 ({{with}} giorni a confronto con {{without}}).",
  caution: "È un'associazione, non la prova di una causa: parlane con il medico.",
  strength: { forte: 'forte', moderata: 'moderata', debole: 'debole' },
  weekday:
    '{{symptom}}: i giorni più pesanti sono stati di {{worst}} (media {{worstValue}}), i più leggeri di {{best}} (media {{bestValue}}).',
  trend: {
    better:
      '{{symptom}} sta migliorando: intensità media da {{first}} nella prima metà del periodo a {{second}} nella seconda.',
    worse:
      '{{symptom}} sta peggiorando: intensità media da {{first}} nella prima metà del periodo a {{second}} nella seconda.',
    stable:
      '{{symptom}} è stabile: intensità media {{first}} nella prima metà del periodo e {{second}} nella seconda.',
  },
  timeOfDay: {
    summary: '{{symptom}} inizia più spesso {{band}}: {{count}} episodi su {{total}}.',
    bands: { night: 'di notte', morning: 'di mattina', afternoon: 'di pomeriggio', evening: 'di sera' },
  },
  suggestions: {
    noData:
      'Non ci sono ancora dati in questo periodo: registra sintomi, farmaci e benessere per qualche settimana e torna qui.',
    keepGoing:
      'Registra qualcosa ogni giorno, anche quando stai bene: i giorni senza sintomi servono al confronto quanto gli altri.',
    findings:
      'Porta questi risultati alla prossima visita: il medico può dirti se dietro c’è una causa e che cosa fare.',
    noFindings:
      'Per ora nessun fattore si distingue con sicurezza: anche questo è un risultato. Continua a registrare per saperne di più.',
  },
  insights: {
    adherence: {
      title: 'Dosi da non dimenticare',
      body: 'Negli ultimi 7 giorni hai preso {{taken}} delle {{scheduled}} dosi previste di {{name}}.',
    },
    stock: {
      title: 'Scorta in esaurimento',
      body: 'Al ritmo attuale {{name}} finisce il {{date}}: pensa per tempo a una nuova confezione.',
    },
    trend: { better: '{{symptom}} in miglioramento', worse: '{{symptom}} in peggioramento' },
    correlation: { title: 'Un’associazione nei tuoi dati' },
    appointment: { title: 'Prossimo appuntamento', body: '{{title}}: {{when}}.' },
    tips: {
      medicines: {
        title: 'Prendi regolarmente i farmaci prescritti',
        body: 'Segui gli orari e le dosi indicati dal medico: i promemoria ti aiutano a non dimenticarli.',
      },
      diary: {
        title: 'Tieni un diario regolare dei sintomi',
        body: 'Annota i sintomi ogni giorno, anche quando stai bene: aiuta te e il medico a capire come stai.',
      },
      doctor: {
        title: 'Consulta il medico per i sintomi persistenti',
        body: 'Se un sintomo dura a lungo o peggiora, parlane con il tuo medico.',
      },
    },
  },
};

export type AnalyticsCatalog = typeof it;
