/**
 * The exports' texts (issue 16) in Italian, the reference; `en.ts` and `hi.ts` have the same shape: the files'
 * names, the CSV files' names and column headers (Italian Excel opens them with these headers), the words in
 * their cells.
 */
export const it = {
  /** A file's name says what it is: "<stem>_<from>_<to>.<ext>". */
  files: {
    json: 'dati-salute',
    csv: 'dati-salute',
    pdf: 'riepilogo-visita',
    ics: 'calendario-salute',
    fhir: 'dati-salute-fhir',
    /** The period of an export of everything. */
    everything: 'completo',
    /** A period without a first day. */
    start: 'inizio',
  },
  /** One CSV per kind inside the ZIP. */
  csvFiles: {
    symptoms: 'sintomi',
    medications: 'farmaci',
    doses: 'assunzioni',
    wellness: 'benessere',
    appointments: 'appuntamenti',
  },
  columns: {
    symptoms: {
      id: 'ID',
      symptom: 'Sintomo',
      bodyArea: 'Zona del corpo',
      severity: 'Intensità (0-10)',
      startedAt: 'Inizio',
      endedAt: 'Fine',
      triggers: 'Fattori scatenanti',
      notes: 'Note',
      version: 'Versione',
      updatedAt: 'Ultima modifica',
    },
    medications: {
      id: 'ID',
      name: 'Nome',
      activeIngredient: 'Principio attivo',
      strength: 'Dosaggio',
      form: 'Forma',
      doseAmount: 'Dose',
      doseUnit: 'Unità',
      schedule: 'Quando',
      startDate: 'Dal',
      endDate: 'Al',
      stock: 'Scorta',
      lowThreshold: 'Soglia scorta bassa',
      active: 'In corso',
      notes: 'Note',
      version: 'Versione',
      updatedAt: 'Ultima modifica',
    },
    doses: {
      id: 'ID',
      medicationId: 'ID farmaco',
      medication: 'Farmaco',
      status: 'Stato',
      scheduledFor: 'Prevista alle',
      takenAt: 'Presa alle',
      notes: 'Note',
      version: 'Versione',
      updatedAt: 'Ultima modifica',
    },
    wellness: {
      id: 'ID',
      date: 'Giorno',
      sleepHours: 'Ore di sonno',
      sleepQuality: 'Qualità del sonno (1-5)',
      mood: 'Umore (1-5)',
      energy: 'Energia (1-5)',
      stress: 'Stress (1-5)',
      waterLiters: 'Acqua (litri)',
      activityMinutes: 'Attività fisica (minuti)',
      activity: 'Attività',
      weightKg: 'Peso (kg)',
      systolic: 'Pressione massima (mmHg)',
      diastolic: 'Pressione minima (mmHg)',
      heartRate: 'Battito (bpm)',
      temperatureC: 'Temperatura (°C)',
      glucoseMgDl: 'Glicemia (mg/dl)',
      notes: 'Note',
      version: 'Versione',
      updatedAt: 'Ultima modifica',
    },
    appointments: {
      id: 'ID',
      title: 'Titolo',
      doctor: 'Medico',
      specialty: 'Specialità',
      place: 'Luogo',
      startsAt: 'Inizio',
      endsAt: 'Fine',
      remindMinutesBefore: 'Promemoria (minuti prima)',
      notes: 'Note',
      version: 'Versione',
      updatedAt: 'Ultima modifica',
    },
  },
  cells: {
    yes: 'sì',
    no: 'no',
    ongoing: 'in corso',
    doseStatus: { taken: 'presa', late: 'presa in ritardo', skipped: 'saltata' },
    /** A schedule in words. */
    schedule: {
      fixed: '{{times}} ({{days}})',
      everyDay: 'tutti i giorni',
      daily: 'tutti i giorni alle {{times}}',
      interval: 'ogni {{n}} giorni alle {{times}}',
      asNeeded: 'al bisogno',
      asNeededMax: 'al bisogno, al massimo {{n}} al giorno',
    },
    /** Monday first (1 … 7). */
    weekdays: ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'],
  },
};

export type ExportCatalog = typeof it;
