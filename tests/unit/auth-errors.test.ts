import { afterEach, describe, expect, it, vi } from 'vitest';
import { authErrorKey, endsSession, isNetworkError } from '../../web/src/lib/auth/errors';
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

describe('every Cognito answer has its message', () => {
  it.each([
    ['AliasExistsException', '', 'register', 'errors.emailInUse'],
    ['UserNotFoundException', '', 'reset', 'errors.userNotFound'],
    ['TooManyRequestsException', '', 'login', 'errors.tooManyRequests'],
    ['TooManyFailedAttemptsException', '', 'verification', 'errors.tooManyRequests'],
    ['CodeDeliveryFailureException', '', 'register', 'errors.tooManyRequests'],
    ['UserNotConfirmedException', 'User is not confirmed.', 'login', 'auth.verifyNotVerified'],
    ['UserLambdaValidationException', 'PreSignUp failed with error boom.', 'register', 'errors.register'],
    [
      'NotAuthorizedException',
      'User cannot be confirmed. Current status is CONFIRMED',
      'verification',
      'errors.alreadyConfirmed',
    ],
    ['NotAuthorizedException', 'User is already confirmed.', 'verification', 'errors.alreadyConfirmed'],
    ['NotAuthorizedException', 'Incorrect username or password.', 'login', 'errors.invalidCredential'],
    ['InvalidParameterException', 'User is already confirmed.', 'verification', 'errors.alreadyConfirmed'],
    ['InvalidParameterException', 'Invalid email address format.', 'register', 'errors.invalidEmail'],
    [
      'InvalidParameterException',
      '1 validation error detected: Value at username',
      'reset',
      'errors.invalidEmail',
    ],
    ['InvalidParameterException', 'Password does not conform to policy', 'register', 'errors.weakPassword'],
    ['InvalidParameterException', 'Something else is off', 'reset', 'errors.reset'],
    ['NetworkError', 'A network error has occurred.', 'login', 'errors.network'],
    ['Error', 'Network request failed', 'verification', 'errors.network'],
    ['Error', 'Failed to fetch', 'reset', 'errors.network'],
    // The authenticator's code at sign-in (two-step verification): its own messages, never "wrong password".
    ['CodeMismatchException', 'Invalid code received for user', 'totp', 'errors.totpMismatch'],
    [
      'NotAuthorizedException',
      'Invalid session for the user, session is expired.',
      'totp',
      'errors.totpExpired',
    ],
    ['NotAuthorizedException', 'User is disabled.', 'totp', 'errors.userDisabled'],
    ['LimitExceededException', '', 'totp', 'errors.tooManyRequests'],
    ['TooManyRequestsException', '', 'totp', 'errors.tooManyRequests'],
    ['NotAuthorizedException', 'Incorrect username or password.', 'totp', 'errors.login'],
    // Only Cognito's own words for an ended sign-in or a disabled account, from NotAuthorized, count as such.
    ['InvalidParameterException', 'Invalid session provided', 'totp', 'errors.login'],
    ['UserNotFoundException', 'User is disabled.', 'totp', 'errors.login'],
    ['NetworkError', 'A network error has occurred.', 'totp', 'errors.network'],
  ] as const)('%s "%s" during %s: %s', (name, message, operation, key) => {
    expect(authErrorKey(cognitoError(name, message), operation)).toBe(key);
    expect(text(key)).toBeTruthy();
  });

  it('reads only the name of an Error: anything else thrown is the operation’s own failure', () => {
    expect(authErrorKey({ name: 'UsernameExistsException', message: 'x' }, 'register')).toBe(
      'errors.register',
    );
    expect(authErrorKey('NetworkError', 'login')).toBe('errors.login');
    expect(authErrorKey(undefined, 'verification')).toBe('errors.verification');
  });
});

describe('a failure of the network, not an answer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is any error while the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(isNetworkError(cognitoError('NotAuthorizedException', 'Refresh Token has expired'))).toBe(true);
  });

  it('is a failed fetch or Amplify’s NetworkError while online, and nothing else', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(isNetworkError(new TypeError('Load failed'))).toBe(true);
    expect(isNetworkError(cognitoError('NetworkError'))).toBe(true);
    expect(isNetworkError(cognitoError('Error', 'NETWORK down'))).toBe(true);
    expect(isNetworkError(cognitoError('NotAuthorizedException', 'Refresh Token has expired'))).toBe(false);
    expect(isNetworkError('NetworkError')).toBe(false);
  });

  it('is read from the error alone where there is no navigator (a server render, a test)', () => {
    vi.stubGlobal('navigator', undefined);
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new Error('boom'))).toBe(false);
  });
});

describe('answers that end a session for good', () => {
  it.each([
    'NotAuthorizedException',
    'TokenRevokedException',
    'UserNotFoundException',
    'PasswordResetRequiredException',
    'UserNotConfirmedException',
    'RefreshTokenReuseException',
  ])('%s', (name) => {
    expect(endsSession(cognitoError(name))).toBe(true);
    expect(endsSession({ name: `${name}: Refresh Token has been revoked` })).toBe(true);
  });

  it('not a network failure, a throttle, or something without a name', () => {
    expect(endsSession(new TypeError('Failed to fetch'))).toBe(false);
    expect(endsSession(cognitoError('NetworkError'))).toBe(false);
    expect(endsSession(cognitoError('TooManyRequestsException'))).toBe(false);
    expect(endsSession({ name: 42 })).toBe(false);
    expect(endsSession(null)).toBe(false);
    expect(endsSession(undefined)).toBe(false);
  });
});
