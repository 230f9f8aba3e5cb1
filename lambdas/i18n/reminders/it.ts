/**
 * The reminders' texts (push, e-mail, in-app) in Italian, the reference; `en.ts` and `hi.ts` have the same shape.
 * "È ora di prendere {farmaco}" and the actions Presa / Rimanda 10 min / Salta are the issue's own words.
 * Discreet mode leaves medication and appointment names out of push and e-mail (a lock screen, a shared inbox).
 */
export const it = {
  dose: {
    title: 'È ora di prendere {{name}}',
    body: '{{dose}} alle {{time}}',
    discreetTitle: 'È ora del tuo promemoria',
    discreetBody: 'Apri {{app}} per vedere di che cosa si tratta.',
  },
  actions: { taken: 'Presa', snooze: 'Rimanda 10 min', skip: 'Salta' },
  appointment: {
    title: 'Appuntamento: {{title}}',
    body: '{{when}}',
    discreetTitle: 'Hai un appuntamento',
    discreetBody: 'Apri {{app}} per i dettagli.',
  },
  lowStock: {
    title: 'Scorta in esaurimento',
    body: '{{name}}: ne restano {{left}}. Al ritmo attuale finisce il {{date}}.',
    discreetBody: 'Un tuo farmaco sta per finire. Apri {{app}} per i dettagli.',
  },
  test: {
    title: 'Notifica di prova',
    body: 'Le notifiche di {{app}} arrivano su questo dispositivo.',
  },
  email: {
    greeting: 'Ciao,',
    open: 'Apri il promemoria: {{link}}',
    footer:
      'Ricevi questa email perché hai attivato i promemoria via email in {{app}}. Puoi disattivarli in Impostazioni.',
  },
};
export type RemindersCatalog = typeof it;
