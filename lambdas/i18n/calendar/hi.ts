import type { CalendarCatalog } from './it';

export const hi: CalendarCatalog = {
  calendar: {
    name: '{{app}} – {{name}}',
    description: '{{app}} से निर्यात किए गए अपॉइंटमेंट और दवाओं के समय',
  },
  appointment: {
    doctor: 'डॉक्टर: {{value}}',
    specialty: 'विशेषज्ञता: {{value}}',
    notes: 'टिप्पणियाँ: {{value}}',
    alarm: 'अपॉइंटमेंट: {{title}}',
  },
  medication: {
    summary: '{{name}} — {{dose}}',
    ingredient: 'सक्रिय घटक: {{value}}',
    notes: 'टिप्पणियाँ: {{value}}',
    alarm: '{{name}} लेने का समय हो गया है: {{dose}}',
  },
};
