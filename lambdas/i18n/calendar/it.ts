/**
 * The calendar export's texts (issue 16, `ics`) in Italian, the reference; `en.ts` and `hi.ts` have the same
 * shape. A calendar app shows them as the calendar's name, the events' titles and details, and the alarms.
 */
export const it = {
  calendar: {
    name: '{{app}} – {{name}}',
    description: 'Appuntamenti e orari dei farmaci esportati da {{app}}',
  },
  appointment: {
    doctor: 'Medico: {{value}}',
    specialty: 'Specialità: {{value}}',
    notes: 'Note: {{value}}',
    alarm: 'Appuntamento: {{title}}',
  },
  medication: {
    /** "Ramipril 5 mg — 1 compressa". */
    summary: '{{name}} — {{dose}}',
    ingredient: 'Principio attivo: {{value}}',
    notes: 'Note: {{value}}',
    alarm: 'È ora di prendere {{name}}: {{dose}}',
  },
};

export type CalendarCatalog = typeof it;
