import { describe, expect, it } from 'vitest';
import {
  codeError,
  confirmError,
  emailError,
  loginPasswordError,
  nameError,
  newPasswordError,
  totpCode,
} from '../../web/src/lib/auth/validation';
import italian from '../../web/src/i18n/core/it';

/**
 * The sign-in, registration and password forms' own checks (before anything is sent): each answers with a
 * key of the core catalogue, shown in Italian under the field.
 */
const text = (key: string | undefined) =>
  key === undefined
    ? undefined
    : (key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], italian) as string);

describe('the e-mail field', () => {
  it.each([
    ['', "L'email è obbligatoria"],
    ['   ', "L'email è obbligatoria"],
    ['anna', 'Inserisci un indirizzo email valido'],
    ['anna@example', 'Inserisci un indirizzo email valido'],
    ['anna rossi@example.it', 'Inserisci un indirizzo email valido'],
  ])('%j: %s', (email, message) => {
    expect(text(emailError(email))).toBe(message);
  });

  it('accepts an address, with the spaces a phone keyboard adds around it', () => {
    expect(emailError('anna.rossi@example.it')).toBeUndefined();
    expect(emailError('  anna.rossi@example.it ')).toBeUndefined();
  });
});

describe('a new password', () => {
  it.each([
    ['', 'La password è obbligatoria'],
    ['corta', 'La password deve contenere almeno 8 caratteri'],
    ['x'.repeat(257), 'La password può contenere al massimo 256 caratteri'],
    ['password123', 'Questa password è troppo comune: scegline una meno prevedibile, ad esempio una frase.'],
  ])('%j: %s', (password, message) => {
    expect(text(newPasswordError(password))).toBe(message);
  });

  it('accepts a long, uncommon one', () => {
    expect(newPasswordError('il gatto dorme sul divano')).toBeUndefined();
  });
});

describe('signing in', () => {
  it('asks only that a password be typed (an old one may predate the rule)', () => {
    expect(text(loginPasswordError(''))).toBe('La password è obbligatoria');
    expect(loginPasswordError('corta')).toBeUndefined();
  });
});

describe('confirming a password', () => {
  it('asks for it, then that it match', () => {
    expect(text(confirmError('il gatto dorme', ''))).toBe('Conferma la password');
    expect(text(confirmError('il gatto dorme', 'il gatto dorm'))).toBe('Le password non coincidono');
    expect(confirmError('il gatto dorme', 'il gatto dorme')).toBeUndefined();
  });
});

describe('the display name', () => {
  it('is required, and at most 80 characters once the spaces around it are gone', () => {
    expect(text(nameError(''))).toBe('Il nome è obbligatorio');
    expect(text(nameError('   '))).toBe('Il nome è obbligatorio');
    expect(nameError('Anna')).toBeUndefined();
    expect(nameError('a'.repeat(80))).toBeUndefined();
    expect(nameError(`  ${'a'.repeat(80)}  `)).toBeUndefined();
    expect(text(nameError('a'.repeat(81)))).toBe('Il nome può contenere al massimo 80 caratteri');
  });
});

describe('the code sent by e-mail', () => {
  it('is six digits, spaces around it allowed', () => {
    expect(codeError('123456')).toBeUndefined();
    expect(codeError(' 123456 ')).toBeUndefined();
    for (const code of ['', '12345', '1234567', 'a123456', '123456a', '12 345', 'abcdef'])
      expect(text(codeError(code)), code).toBe('Inserisci il codice di 6 cifre');
  });
});

describe("the authenticator app's code", () => {
  it('is six digits, typed in groups or not; anything else asks for the six digits', () => {
    expect(totpCode('123456')).toEqual({ digits: '123456' });
    expect(totpCode(' 123 456 ')).toEqual({ digits: '123456' });
    for (const typed of ['', '12345', '1234567', 'a23456', '12345b', '123-456'])
      expect(totpCode(typed), typed).toEqual({ error: 'auth.totpCodeRequired' });
  });
});
