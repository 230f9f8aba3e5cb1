/**
 * The visit brief's texts (issue 16: the PDF export for the doctor) in Italian, the reference; `en.ts` and
 * `hi.ts` have the same shape. The person reads and hands over the brief, so it speaks to them (tu); the
 * findings are always called associations, never causes. Units of a dose come from `../units`.
 */
export const it = {
  title: 'Riepilogo per la visita',
  subject: 'Farmaci, sintomi, benessere e appuntamenti registrati nel diario',
  period: 'Periodo',
  range: '{{from}} – {{to}}',
  prepared: 'Preparato il {{date}} con i dati che hai registrato nel diario: non è una diagnosi.',
  page: 'Pagina {{page}} di {{pages}}',
  noData: 'Nessun dato nel periodo',
  percent: '{{value}}%',
  medications: {
    heading: 'Farmaci in corso',
    columns: { name: 'Farmaco', dose: 'Dose', schedule: 'Quando', adherence: 'Aderenza nel periodo' },
    none: 'Nessun farmaco in corso',
    adherence: '{{percent}} ({{taken}} dosi su {{scheduled}})',
    adherenceNone: 'nessuna dose prevista nel periodo',
    asNeededTaken_one: 'al bisogno: {{count}} dose presa',
    asNeededTaken_other: 'al bisogno: {{count}} dosi prese',
    note: "L'aderenza conta le dosi segnate come prese, anche in ritardo, su quelle previste fino a oggi.",
    schedule: {
      everyDay: 'ogni giorno alle {{times}}',
      onDays: '{{days}} alle {{times}}',
      everyNDays_one: 'ogni giorno alle {{times}}',
      everyNDays_other: 'ogni {{count}} giorni alle {{times}}',
      asNeeded: 'al bisogno',
      asNeededMax: 'al bisogno, al massimo {{max}} volte al giorno',
    },
    more_one: '… e un altro farmaco',
    more_other: '… e altri {{count}} farmaci',
  },
  symptoms: {
    heading: 'Sintomi',
    columns: {
      name: 'Sintomo',
      episodes: 'Episodi',
      peak: 'Picco',
      trend: 'Andamento',
      chart: 'Intensità giorno per giorno',
    },
    none: 'Nessun sintomo registrato nel periodo',
    peak: '{{value}}/10',
    trend: {
      better: 'in miglioramento (da {{first}} a {{second}})',
      worse: 'in peggioramento (da {{first}} a {{second}})',
      stable: 'stabile',
      unknown: 'dati insufficienti',
    },
    note: "Andamento: intensità media della prima metà del periodo e della seconda. Grafico: l'intensità più alta di ogni giorno, da 0 a 10; uno spazio vuoto è un giorno senza registrazioni.",
    chartAlt: "{{name}}: l'intensità più alta di ogni giorno del periodo, da 0 a 10",
    more_one: '… e un altro sintomo',
    more_other: '… e altri {{count}} sintomi',
  },
  wellness: {
    heading: 'Benessere e misurazioni',
    columns: { item: 'Voce', average: 'Media del periodo', days: 'Giorni registrati' },
    sleepHours: 'Ore di sonno',
    sleepQuality: 'Qualità del sonno',
    mood: 'Umore',
    energy: 'Energia',
    stress: 'Stress',
    hours: '{{value}} ore',
    outOfFive: '{{value}} su 5',
    none: 'Nessun dato sul benessere nel periodo',
    measurements: {
      columns: {
        item: 'Misura',
        min: 'Minimo',
        max: 'Massimo',
        last: 'Ultima misurazione',
        count: 'Misurazioni',
      },
      bloodPressure: 'Pressione arteriosa (mmHg)',
      weight: 'Peso (kg)',
      glucose: 'Glicemia (mg/dL)',
      heartRate: 'Battito (bpm)',
      temperature: 'Temperatura (°C)',
      last: '{{value}} il {{date}}',
      none: 'Nessuna misurazione nel periodo',
    },
  },
  findings: {
    heading: 'Associazioni osservate',
    disclaimer:
      'Sono associazioni trovate nei dati che hai registrato, non prove di una causa: il medico può dirti se hanno un significato.',
    none: 'Nessuna associazione chiara nel periodo.',
    notAnalysed: "L'analisi dei dati non è disponibile per questo periodo.",
    more_one: "… e un'altra associazione",
    more_other: '… e altre {{count}} associazioni',
  },
  appointments: {
    heading: 'Prossimi appuntamenti',
    columns: { when: 'Quando', what: 'Appuntamento', who: 'Medico', where: 'Luogo' },
    none: 'Nessun appuntamento in programma',
    more_one: '… e un altro appuntamento',
    more_other: '… e altri {{count}} appuntamenti',
  },
  questions: {
    heading: 'Domande per il medico',
    hint: 'Scrivi qui le domande che vuoi fare durante la visita.',
  },
};

export type BriefCatalog = typeof it;
