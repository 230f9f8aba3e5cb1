import type { RemindersCatalog } from './it';

export const en: RemindersCatalog = {
  dose: {
    title: 'Time to take {{name}}',
    body: '{{dose}} at {{time}}',
    discreetTitle: 'Time for your reminder',
    discreetBody: 'Open {{app}} to see what it is.',
  },
  actions: { taken: 'Taken', snooze: 'Snooze 10 min', skip: 'Skip' },
  appointment: {
    title: 'Appointment: {{title}}',
    body: '{{when}}',
    discreetTitle: 'You have an appointment',
    discreetBody: 'Open {{app}} for the details.',
  },
  lowStock: {
    title: 'Running low',
    body: '{{name}}: {{left}} left. At the current pace it runs out on {{date}}.',
    discreetBody: 'One of your medicines is running out. Open {{app}} for the details.',
  },
  test: {
    title: 'Test notification',
    body: '{{app}} notifications reach this device.',
  },
  email: {
    greeting: 'Hello,',
    open: 'Open the reminder: {{link}}',
    footer:
      'You receive this email because you turned on email reminders in {{app}}. You can turn them off in Settings.',
  },
};
