import { describe, expect, it } from 'vitest';
import {
  appointmentMessage,
  doseMessage,
  lowStockMessage,
  pushPayload,
  reminderEmail,
  testMessage,
} from '../../lambdas/domain/reminders/messages';

const med = { id: 'm1', name: 'Tachipirina', dose: { amount: 2, unit: 'compressa' }, stock: { quantity: 3 } };
const occurrence = { id: 'o1', time: '08:00' };
const APP = 'https://app.example.org';

describe('what a reminder says', () => {
  it('names the medicine, the dose and the time, in the person’s language', () => {
    expect(doseMessage(med, occurrence, { lang: 'it', discreet: false })).toMatchObject({
      title: 'È ora di prendere Tachipirina',
      body: '2 compresse alle 08:00',
      tag: 'dose-o1',
      link: '#/medication-reminders?dose=o1',
      actions: [
        { action: 'taken', title: 'Presa' },
        { action: 'snooze', title: 'Rimanda 10 min' },
        { action: 'skip', title: 'Salta' },
      ],
    });
    expect(doseMessage(med, occurrence, { lang: 'en', discreet: false }).title).toBe(
      'Time to take Tachipirina',
    );
    expect(doseMessage(med, occurrence, { lang: 'hi', discreet: false }).body).toBe('08:00 बजे 2 गोलियाँ');
  });

  it('leaves names out in discreet mode, in every channel’s text', () => {
    for (const lang of ['it', 'en', 'hi'] as const) {
      const dose = doseMessage(med, occurrence, { lang, discreet: true });
      const stock = lowStockMessage(med, '2026-12-03', { lang, discreet: true });
      const visit = appointmentMessage(
        { id: 'a1', title: 'Cardiologo', startsAt: '2026-12-03T09:30:00Z' },
        'Europe/Rome',
        { lang, discreet: true },
      );
      for (const m of [dose, stock, visit]) {
        const all = JSON.stringify([m, pushPayload(m, 'r', APP), reminderEmail(m, lang, APP)]);
        expect(all).not.toContain('Tachipirina');
        expect(all).not.toContain('Cardiologo');
        expect(all).not.toContain('compress');
      }
    }
  });

  it('warns of low stock with what is left and the run-out day', () => {
    expect(lowStockMessage(med, '2026-12-03', { lang: 'it', discreet: false }).body).toBe(
      'Tachipirina: ne restano 3 compresse. Al ritmo attuale finisce il 3 dicembre 2026.',
    );
  });

  it('gives an appointment its local time', () => {
    const m = appointmentMessage(
      { id: 'a1', title: 'Cardiologo', startsAt: '2026-12-03T09:30:00Z' },
      'Europe/Rome',
      { lang: 'it', discreet: false },
    );
    expect(m.title).toBe('Appuntamento: Cardiologo');
    expect(m.body).toBe('3 dicembre 2026 alle ore 10:30');
  });

  it('builds the push payload and the e-mail from the same words, with a link into the app', () => {
    const m = doseMessage(med, occurrence, { lang: 'it', discreet: false });
    expect(pushPayload(m, 'o1', APP)).toEqual({
      title: m.title,
      body: m.body,
      tag: 'dose-o1',
      data: { reminderId: 'o1', url: `${APP}/#/medication-reminders?dose=o1`, actions: m.actions },
    });
    const mail = reminderEmail(m, 'it', APP);
    expect(mail.subject).toBe('È ora di prendere Tachipirina');
    expect(mail.text).toContain(`${APP}/#/medication-reminders?dose=o1`);
    expect(mail.text).toContain('Puoi disattivarli in Impostazioni');
    expect(testMessage('it').title).toBe('Notifica di prova');
  });
});
