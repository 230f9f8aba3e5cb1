import type { CalendarCatalog } from './it';

export const en: CalendarCatalog = {
  calendar: {
    name: '{{app}} – {{name}}',
    description: 'Appointments and medication times exported from {{app}}',
  },
  appointment: {
    doctor: 'Doctor: {{value}}',
    specialty: 'Specialty: {{value}}',
    notes: 'Notes: {{value}}',
    alarm: 'Appointment: {{title}}',
  },
  medication: {
    summary: '{{name}} — {{dose}}',
    ingredient: 'Active ingredient: {{value}}',
    notes: 'Notes: {{value}}',
    alarm: 'Time to take {{name}}: {{dose}}',
  },
};
