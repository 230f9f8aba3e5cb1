import { PRODUCT_NAME } from '../../contracts/product';
import { format, formatDay, formatWhen, type Language } from '../../i18n';
import { remindersCatalogs } from '../../i18n/reminders';
import { doseText } from '../../i18n/units';

/**
 * What a reminder says, once, for every channel: the push shows title and body (and the actions on
 * Chromium), the e-mail says the same with a link, the in-app panel keeps title, body and link. Discreet mode
 * leaves names out of what leaves the app (push and e-mail); the in-app notification, inside the signed-in
 * app, keeps them.
 */
export interface ReminderMessage {
  title: string;
  body: string;
  /** Collapses the repeats of one reminder on the device (the notification's tag, the push topic). */
  tag: string;
  /** The app's own route ("#/medication-reminders?dose=…"). */
  link: string;
  actions?: { action: 'taken' | 'snooze' | 'skip'; title: string }[];
}

export interface Discretion {
  lang: Language;
  discreet: boolean;
}

const catalog = (lang: Language) => remindersCatalogs[lang];

export function doseMessage(
  medication: { name: string; dose: { amount: number; unit: string } },
  occurrence: { id: string; time: string },
  { lang, discreet }: Discretion,
): ReminderMessage {
  const t = catalog(lang);
  return {
    title: discreet ? t.dose.discreetTitle : format(t.dose.title, { name: medication.name }),
    body: discreet
      ? format(t.dose.discreetBody, { app: PRODUCT_NAME })
      : format(t.dose.body, { dose: doseText(medication.dose, lang), time: occurrence.time }),
    tag: `dose-${occurrence.id}`,
    link: `#/medication-reminders?dose=${occurrence.id}`,
    actions: [
      { action: 'taken', title: t.actions.taken },
      { action: 'snooze', title: t.actions.snooze },
      { action: 'skip', title: t.actions.skip },
    ],
  };
}

export function appointmentMessage(
  appointment: { id: string; title: string; startsAt: string },
  timeZone: string,
  { lang, discreet }: Discretion,
): ReminderMessage {
  const t = catalog(lang);
  return {
    title: discreet ? t.appointment.discreetTitle : format(t.appointment.title, { title: appointment.title }),
    body: discreet
      ? format(t.appointment.discreetBody, { app: PRODUCT_NAME })
      : format(t.appointment.body, { when: formatWhen(appointment.startsAt, lang, timeZone) }),
    tag: `appointment-${appointment.id}`,
    link: `#/appointments?id=${appointment.id}`,
  };
}

export function lowStockMessage(
  medication: { id: string; name: string; dose: { unit: string }; stock: { quantity: number } },
  runOut: string | undefined,
  { lang, discreet }: Discretion,
): ReminderMessage {
  const t = catalog(lang);
  const left = doseText({ amount: medication.stock.quantity, unit: medication.dose.unit }, lang);
  const date = runOut ? formatDay(runOut, lang) : '—';
  return {
    title: t.lowStock.title,
    body: discreet
      ? format(t.lowStock.discreetBody, { app: PRODUCT_NAME })
      : format(t.lowStock.body, { name: medication.name, left, date }),
    tag: `stock-${medication.id}`,
    link: `#/medication-reminders?medication=${medication.id}`,
  };
}

export function testMessage(lang: Language): ReminderMessage {
  const t = catalog(lang);
  return {
    title: t.test.title,
    body: format(t.test.body, { app: PRODUCT_NAME }),
    tag: 'test',
    link: '#/medication-reminders',
  };
}

/** The push payload the service worker reads: `{ title, body, tag, data: { reminderId, url, actions } }`. */
export function pushPayload(message: ReminderMessage, reminderId: string, appUrl: string) {
  return {
    title: message.title,
    body: message.body,
    tag: message.tag,
    data: { reminderId, url: `${appUrl}/${message.link}`, actions: message.actions ?? [] },
  };
}

/** The e-mail: the same words, a link to the reminder, and why it came. */
export function reminderEmail(message: ReminderMessage, lang: Language, appUrl: string) {
  const t = catalog(lang).email;
  const text = [
    t.greeting,
    '',
    message.title,
    message.body,
    '',
    format(t.open, { link: `${appUrl}/${message.link}` }),
    '',
    '—',
    format(t.footer, { app: PRODUCT_NAME }),
  ].join('\n');
  return { subject: message.title, text };
}
