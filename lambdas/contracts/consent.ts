/**
 * The account attribute that records consent to the processing of health data (GDPR art. 9): defined on the
 * user pool by the stack, written at registration by the SPA, checked by the pre-sign-up trigger
 * (lambdas/domain/consent.ts) and read by the profile. Its value is the ISO time of consent.
 */
export const CONSENT_ATTRIBUTE_NAME = 'health_consent';
export const CONSENT_ATTRIBUTE = `custom:${CONSENT_ATTRIBUTE_NAME}` as const;
