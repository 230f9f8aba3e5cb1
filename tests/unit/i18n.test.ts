import { describe, expect, it } from 'vitest';
import { catalogs, format, pickLanguage } from '../../lambdas/i18n';
import { assistantCatalogs } from '../../lambdas/i18n/assistant';
import { doseText } from '../../lambdas/i18n/units';
import { remindersCatalogs } from '../../lambdas/i18n/reminders';
import { analyticsCatalogs } from '../../lambdas/i18n/analytics';
import { briefCatalogs } from '../../lambdas/i18n/brief';
import { calendarCatalogs } from '../../lambdas/i18n/calendar';
import { exportCatalogs } from '../../lambdas/i18n/export';
import { fhirCatalogs } from '../../lambdas/i18n/fhir';
import webEn from '../../web/src/i18n/core/en';
import webHi from '../../web/src/i18n/core/hi';
import webIt from '../../web/src/i18n/core/it';
import appIt from '../../web/src/i18n/app/it';
import appEn from '../../web/src/i18n/app/en';
import appHi from '../../web/src/i18n/app/hi';
import legalIt from '../../web/src/i18n/legal/it';
import recordsIt from '../../web/src/i18n/records/it';
import recordsEn from '../../web/src/i18n/records/en';
import recordsHi from '../../web/src/i18n/records/hi';
import legalEn from '../../web/src/i18n/legal/en';
import legalHi from '../../web/src/i18n/legal/hi';

/** Every leaf of a catalogue as "a.b.c" → value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      for (const [key, leaf] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(key, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function placeholders(text: unknown) {
  return [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
}

describe.each([
  ['web core', { it: webIt, en: webEn, hi: webHi }],
  ['web app', { it: appIt, en: appEn, hi: appHi }],
  ['web legal', { it: legalIt, en: legalEn, hi: legalHi }],
  ['web records', { it: recordsIt, en: recordsEn, hi: recordsHi }],
  ['server', catalogs],
  ['assistant (Salus, the emergency steps)', assistantCatalogs],
  ['reminders (push, e-mail, in-app)', remindersCatalogs],
  ['analytics and insights', analyticsCatalogs],
  ['exports', exportCatalogs],
  ['FHIR export', fhirCatalogs],
  ['calendar export (ics)', calendarCatalogs],
  ['visit brief (PDF)', briefCatalogs],
])('the %s catalogues', (_name, set) => {
  const reference = leaves(set.it);

  it.each(['en', 'hi'] as const)('%s has exactly the Italian keys, none empty, same placeholders', (lang) => {
    const other = leaves(set[lang]);
    expect([...other.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, value] of other) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(reference.get(key)));
    }
  });

  it('Italian has no empty text', () => {
    for (const [key, value] of reference) expect(String(value).trim(), key).not.toBe('');
  });
});

describe('the spec texts used verbatim', () => {
  it.each([
    ['errors.noUser', "L'utente non è autenticato"],
    ['errors.login', 'Errore durante il login'],
    ['errors.register', 'Errore durante la registrazione'],
    ['errors.languageUpdate', "Errore durante l'aggiornamento della lingua"],
    ['auth.registrationSuccess', 'Registrazione completata. Controlla la tua email per la verifica.'],
    ['loading.default', 'Caricamento in corso...'],
    ['loading.page', 'Caricamento della pagina...'],
    ['loading.charts', 'Preparazione dei grafici...'],
    ['loading.data', 'Caricamento dei dati...'],
  ])('%s', (key, text) => {
    expect(leaves(webIt).get(key)).toBe(text);
  });

  it.each([
    ['nav.guest', 'Ospite'],
    ['nav.user', 'Utente'],
    ['nav.notifications', 'Notifiche'],
    ['nav.quickAssistant', 'Assistente Rapido'],
    ['nav.logout', 'Esci'],
    ['feedback.back', 'Indietro'],
    ['feedback.next', 'Avanti'],
    ['feedback.submit', 'Invia feedback'],
    ['feedback.submitting', 'Invio in corso...'],
    ['feedback.thanks', 'Grazie per il tuo feedback!'],
    ['feedback.thanksText', 'I tuoi commenti ci aiuteranno a migliorare'],
    ['feedback.done', 'Chiudi'],
    ['feedback.error', "Si è verificato un errore durante l'invio del feedback. Riprova più tardi."],
    ['common.inDevelopment', 'Questa funzionalità è in fase di sviluppo'],
  ])('app %s', (key, text) => {
    expect(leaves(appIt).get(key)).toBe(text);
  });
});

describe('language of a request', () => {
  it.each([
    [undefined, 'it'],
    ['', 'it'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,hi;q=0.5', 'hi'],
    ['de, en;q=0', 'it'],
    ['en;q=0.2, it;q=0.8', 'it'],
    ['HI', 'hi'],
  ])('%s → %s', (header, lang) => {
    expect(pickLanguage(header)).toBe(lang);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(format('Ciao {{name}}, {{other}}', { name: 'Maria' })).toBe('Ciao Maria, {{other}}');
  });
});

describe('the symptom list', () => {
  it('has a label for every code and area in every language', async () => {
    const { SYMPTOM_LIST } = await import('../../lambdas/contracts/symptom-list');
    const { BODY_AREAS } = await import('../../lambdas/contracts/records');
    for (const catalog of [recordsIt, recordsEn, recordsHi]) {
      for (const area of BODY_AREAS) {
        expect(catalog.areas[area], area).toBeTruthy();
        for (const code of SYMPTOM_LIST[area])
          expect((catalog.symptoms as Record<string, string>)[code], code).toBeTruthy();
      }
    }
  });
});

describe('a dose in a sentence', () => {
  it('takes the unit in its plural form and the language decimal mark', () => {
    expect(doseText({ amount: 1, unit: 'compressa' }, 'it')).toBe('1 compressa');
    expect(doseText({ amount: 2, unit: 'compressa' }, 'it')).toBe('2 compresse');
    expect(doseText({ amount: 0.25, unit: 'bustina' }, 'it')).toBe('0,25 bustine');
    expect(doseText({ amount: 1, unit: 'goccia' }, 'en')).toBe('1 drop');
    expect(doseText({ amount: 20, unit: 'goccia' }, 'en')).toBe('20 drops');
    expect(doseText({ amount: 2, unit: 'compressa' }, 'hi')).toBe('2 गोलियाँ');
    expect(doseText({ amount: 5, unit: 'sconosciuta' }, 'it')).toBe('5 sconosciuta');
  });
});
