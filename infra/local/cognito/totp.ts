import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords (RFC 6238) as Cognito's software-token MFA uses them: a 160-bit secret shown to
 * the person as base32 (and in an `otpauth://` QR code), six digits, 30-second steps, HMAC-SHA1 (what every
 * authenticator app reads). Built on `otpauth`; the shim only keeps the state.
 */
export const TOTP_PERIOD_S = 30;

/** A new secret, base32 (Cognito's `SecretCode`). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The authenticator's code for a secret at a time (tests, and nothing else). */
export function totpCode(secret: string, nowMs: number): string {
  return totpOf(secret).generate({ timestamp: nowMs });
}

/**
 * The 30-second step a code belongs to, when it is the secret's code for now or for the step before or after
 * (a phone's clock a little off, a code typed as it changes), else null.
 */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? null : Math.floor(nowMs / 1000 / TOTP_PERIOD_S) + delta;
}

const totpOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: TOTP_PERIOD_S, algorithm: 'SHA1' });
