/**
 * Cognito error names → keys of the `errors` catalogue (spec section 8). Unknown errors fall back to the
 * operation's own Italian message ("Errore durante il login", ...), not to Cognito's English text.
 */
export type AuthOperation = 'login' | 'register' | 'reset' | 'verification' | 'totp';

export function authErrorKey(error: unknown, operation: AuthOperation): string {
  // Stryker disable StringLiteral: equivalent, no case below matches any constant put here for a non-Error
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  // Stryker restore StringLiteral
  if (failedToConnect(error)) return 'errors.network';
  if (operation === 'totp') return totpErrorKey(name, message);
  switch (name) {
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return 'errors.emailInUse';
    case 'InvalidPasswordException':
      return 'errors.weakPassword';
    case 'UserNotFoundException':
      return 'errors.userNotFound';
    case 'CodeMismatchException':
      return 'errors.codeMismatch';
    case 'ExpiredCodeException':
      return 'errors.codeExpired';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
    case 'CodeDeliveryFailureException':
      return 'errors.tooManyRequests';
    case 'UserNotConfirmedException':
      return 'auth.verifyNotVerified';
    case 'UserLambdaValidationException':
      return /HEALTH_DATA_CONSENT_REQUIRED/.test(message) ? 'auth.consentRequired' : `errors.${operation}`;
    case 'NotAuthorizedException':
      if (/attempts exceeded/i.test(message)) return 'errors.tooManyRequests';
      if (/disabled/i.test(message)) return 'errors.userDisabled';
      if (/already confirmed|current status is CONFIRMED/i.test(message)) return 'errors.alreadyConfirmed';
      return 'errors.invalidCredential';
    case 'InvalidParameterException':
      if (/already confirmed/i.test(message)) return 'errors.alreadyConfirmed';
      if (/email|username/i.test(message)) return 'errors.invalidEmail';
      if (/password/i.test(message)) return 'errors.weakPassword';
      return `errors.${operation}`;
    default:
      return `errors.${operation}`;
  }
}

/** The authenticator's code at sign-in: wrong or used (typed again in the same sign-in), or the sign-in over. */
function totpErrorKey(name: string, message: string): string {
  if (name === 'CodeMismatchException') return 'errors.totpMismatch';
  if (name === 'NotAuthorizedException' && /session/i.test(message)) return 'errors.totpExpired';
  if (name === 'NotAuthorizedException' && /disabled/i.test(message)) return 'errors.userDisabled';
  if (name === 'LimitExceededException' || name === 'TooManyRequestsException')
    return 'errors.tooManyRequests';
  return 'errors.login';
}

/** The request never got an answer (fetch failed, Amplify's NetworkError). */
function failedToConnect(error: unknown): boolean {
  // Stryker disable StringLiteral: equivalent, as in authErrorKey
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  // Stryker restore StringLiteral
  return error instanceof TypeError || name === 'NetworkError' || /network|failed to fetch/i.test(message);
}

/** A failure of the network (offline, unreachable), not an answer: the session is still there. */
export function isNetworkError(error: unknown): boolean {
  return (typeof navigator !== 'undefined' && !navigator.onLine) || failedToConnect(error);
}

/** Cognito's answers that end a session for good (Amplify clears its tokens on exactly these). */
export function endsSession(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return (
    typeof name === 'string' &&
    [
      'NotAuthorizedException',
      'TokenRevokedException',
      'UserNotFoundException',
      'PasswordResetRequiredException',
      'UserNotConfirmedException',
      'RefreshTokenReuseException',
    ].some((n) => name.startsWith(n))
  );
}
