/**
 * Consent to the processing of health data (GDPR art. 9): given explicitly at registration and recorded
 * with its time in a custom attribute of the account (lambdas/contracts/consent.ts). The pre-sign-up trigger
 * refuses an account without it, and accepts only a time close to the server's own, so the recorded time is
 * the real one.
 */
export const CONSENT_MAX_SKEW_MS = 10 * 60 * 1000;

export type ConsentCheck = { ok: true; at: Date } | { ok: false; reason: 'missing' | 'malformed' | 'skewed' };

export function checkConsent(value: string | undefined, now: Date): ConsentCheck {
  if (!value) return { ok: false, reason: 'missing' };
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(value))
    return { ok: false, reason: 'malformed' };
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return { ok: false, reason: 'malformed' };
  if (Math.abs(at.getTime() - now.getTime()) > CONSENT_MAX_SKEW_MS) return { ok: false, reason: 'skewed' };
  return { ok: true, at };
}
