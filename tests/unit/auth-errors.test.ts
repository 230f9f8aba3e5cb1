import { describe, expect, it } from 'vitest';
import { authErrorKey } from '../../web/src/lib/auth/errors';
import italian from '../../web/src/i18n/core/it';

const cognitoError = (name: string, message = '') => Object.assign(new Error(message), { name });
const text = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], italian) as string;

describe('sign-in and registration failures, in Italian', () => {
  it.each([
    [
      'wrong password',
      cognitoError('NotAuthorizedException', 'Incorrect username or password.'),
      'login',
      'Email o password non corretti. Controlla i dati e riprova, oppure usa «Password dimenticata?».',
    ],
    [
      'unknown user (same answer: no enumeration)',
      cognitoError('NotAuthorizedException', 'Incorrect username or password.'),
      'login',
      'Email o password non corretti. Controlla i dati e riprova, oppure usa «Password dimenticata?».',
    ],
    [
      'too many attempts',
      cognitoError('NotAuthorizedException', 'Password attempts exceeded'),
      'login',
      'Troppi tentativi. Attendi qualche minuto e riprova.',
    ],
    [
      'rate limited',
      cognitoError('LimitExceededException', 'Attempt limit exceeded'),
      'reset',
      'Troppi tentativi. Attendi qualche minuto e riprova.',
    ],
    [
      'disabled account',
      cognitoError('NotAuthorizedException', 'User is disabled.'),
      'login',
      'Questo account è stato disattivato.',
    ],
    [
      'weak password',
      cognitoError('InvalidPasswordException', 'Password did not conform with policy'),
      'register',
      'La password è troppo debole: usa almeno 8 caratteri.',
    ],
    [
      'e-mail already registered',
      cognitoError('UsernameExistsException', 'User already exists'),
      'register',
      'Questa email è già registrata. Prova ad accedere.',
    ],
    [
      'consent missing',
      cognitoError(
        'UserLambdaValidationException',
        'PreSignUp failed with error HEALTH_DATA_CONSENT_REQUIRED.',
      ),
      'register',
      "Per creare l'account devi acconsentire al trattamento dei dati relativi alla salute.",
    ],
    [
      'wrong code',
      cognitoError('CodeMismatchException'),
      'verification',
      "Il codice non è corretto. Controlla l'email e riprova.",
    ],
    [
      'expired code',
      cognitoError('ExpiredCodeException'),
      'verification',
      'Il codice è scaduto. Richiedine uno nuovo.',
    ],
    [
      'no network',
      new TypeError('Failed to fetch'),
      'login',
      'Errore di rete. Controlla la connessione a internet e riprova.',
    ],
    [
      'an error nobody expected',
      cognitoError('InternalErrorException', 'boom'),
      'login',
      'Errore durante il login',
    ],
    [
      'an unexpected registration error',
      cognitoError('SomethingNew'),
      'register',
      'Errore durante la registrazione',
    ],
  ] as const)('%s', (_case, error, operation, expected) => {
    expect(text(authErrorKey(error, operation))).toBe(expected);
  });
});
