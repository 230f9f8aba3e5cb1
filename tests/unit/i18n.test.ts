import { describe, expect, it } from 'vitest';
import { catalogs, format, pickLanguage } from '../../lambdas/i18n';
import { en as webEn } from '../../web/src/i18n/en';
import { hi as webHi } from '../../web/src/i18n/hi';
import { it as webIt } from '../../web/src/i18n/it';

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
  ['web', { it: webIt, en: webEn, hi: webHi }],
  ['server', catalogs],
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
    ['nav.guest', 'Ospite'],
    ['nav.user', 'Utente'],
  ])('%s', (key, text) => {
    expect(leaves(webIt).get(key)).toBe(text);
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
