/**
 * Consent to the processing of health data (GDPR art. 9), given by ticking the box at registration.
 *
 * The SPA sends the version of the text the person agreed to in Cognito's validation data (seen by the
 * pre-sign-up trigger only, never stored in the pool); the trigger refuses a sign-up without it and writes the
 * record itself, with the server's time (lambdas/data/consent.ts). The person cannot rewrite it: no client
 * can write it, no route changes it.
 */
export const CONSENT_VALIDATION_KEY = 'health_consent';

/**
 * The version of the consent text shown at registration (`auth.consent` in web/src/i18n/core, it/en/hi). A
 * changed text is a new version: tests/unit/consent-text.test.ts keeps the two together.
 */
export const CONSENT_VERSION = '2026-11-22';

/**
 * Accounts registered before the record existed carry the time of their consent in this custom attribute of
 * the pool (a pool's attributes cannot be removed). It is read, never written: the app client may not write it.
 */
export const CONSENT_ATTRIBUTE_NAME = 'health_consent';
export const CONSENT_ATTRIBUTE = `custom:${CONSENT_ATTRIBUTE_NAME}` as const;
