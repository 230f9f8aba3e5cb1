import { EMAIL_PATTERN, passwordProblem } from '../../../../lambdas/contracts/password';

/** Each check returns a catalogue key, or undefined when the value is fine. */
export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'validation.emailRequired';
  if (!EMAIL_PATTERN.test(email.trim())) return 'validation.emailInvalid';
  return undefined;
}

const PASSWORD_KEYS = {
  required: 'validation.passwordRequired',
  tooShort: 'validation.passwordTooShort',
  tooLong: 'validation.passwordTooLong',
  tooCommon: 'validation.passwordTooCommon',
} as const;

/** For a new password: the full rule. */
export function newPasswordError(password: string): string | undefined {
  const problem = passwordProblem(password);
  return problem ? PASSWORD_KEYS[problem] : undefined;
}

/** For signing in: only presence (an old password may predate the rule). */
export function loginPasswordError(password: string): string | undefined {
  return password ? undefined : 'validation.passwordRequired';
}

export function confirmError(password: string, confirm: string): string | undefined {
  if (!confirm) return 'validation.confirmRequired';
  return confirm === password ? undefined : 'validation.passwordsDoNotMatch';
}

export function nameError(name: string): string | undefined {
  if (!name.trim()) return 'validation.nameRequired';
  return name.trim().length > 80 ? 'validation.nameTooLong' : undefined;
}

export function codeError(code: string): string | undefined {
  return /^\d{6}$/.test(code.trim()) ? undefined : 'validation.codeInvalid';
}

/**
 * An authenticator app's code (TOTP, RFC 6238: six digits), as typed: the app shows it in two groups of three,
 * so spaces are dropped. The digits to send, or the message to show.
 */
export function totpCode(typed: string): { digits: string } | { error: 'auth.totpCodeRequired' } {
  const digits = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? { digits } : { error: 'auth.totpCodeRequired' };
}

export type Errors<K extends string> = Partial<Record<K, string>>;

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
}
