import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, normalizeEmail, passwordProblem } from '../../lambdas/contracts/password';

describe('the password rule', () => {
  it.each([
    ['', 'required'],
    ['corta', 'tooShort'],
    ['1234567', 'tooShort'],
    ['password', 'tooCommon'],
    ['Juventus', 'tooCommon'],
    ['12345678', 'tooCommon'],
    ['x'.repeat(257), 'tooLong'],
  ])('refuses %j (%s)', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  // A hand-written sample of passwords everyone tries first (breach lists and Italian favourites), in the
  // case people type them: the rule must refuse each, whatever the capitals.
  it.each([
    '123456789',
    'Password1',
    'qwertyuiop',
    'iloveyou',
    'Benvenuto',
    'FORZAROMA',
    'forzanapoli',
    'tiamo123',
    'Francesca',
    'papà1234',
    'italia2006',
  ])('refuses the common password %j', (password) => {
    expect(passwordProblem(password)).toBe('tooCommon');
  });

  it.each(['otto car', 'la mia casa al mare di Rimini', 'Zq7!kP2m', 'à'.repeat(8), 'x'.repeat(256)])(
    'accepts %j without composition rules',
    (password) => {
      expect(passwordProblem(password)).toBeUndefined();
    },
  );

  it('normalizes e-mail addresses and checks their shape', () => {
    expect(normalizeEmail('  Maria.Rossi@Example.IT ')).toBe('maria.rossi@example.it');
    expect(EMAIL_PATTERN.test('maria@example.it')).toBe(true);
    expect(EMAIL_PATTERN.test('maria@example')).toBe(false);
    expect(EMAIL_PATTERN.test('maria example.it')).toBe(false);
    // The whole value is the address: nothing before or after it.
    expect(EMAIL_PATTERN.test('nome <maria@example.it')).toBe(false);
    expect(EMAIL_PATTERN.test('maria@example.it altro')).toBe(false);
  });
});
