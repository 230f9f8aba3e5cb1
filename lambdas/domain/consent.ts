import { CONSENT_VALIDATION_KEY, CONSENT_VERSION } from '../contracts/consent';

/**
 * Consent to the processing of health data (GDPR art. 9): no account without it. What a sign-up carries is the
 * version of the text the person agreed to; only the text the app shows now is accepted, so the record always
 * names a text that was really shown.
 */
export type ConsentCheck = { ok: true; version: string } | { ok: false; reason: 'missing' | 'outdated' };

export function checkConsent(validationData: Record<string, string> | null | undefined): ConsentCheck {
  const version = validationData?.[CONSENT_VALIDATION_KEY];
  if (!version) return { ok: false, reason: 'missing' };
  if (version !== CONSENT_VERSION) return { ok: false, reason: 'outdated' };
  return { ok: true, version };
}
