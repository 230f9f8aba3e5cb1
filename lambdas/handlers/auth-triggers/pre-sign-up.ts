import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { recordConsent } from '../../data/consent';
import { checkConsent } from '../../domain/consent';
import { logger } from '../../lib/logger';

/** The message Cognito passes back to the client (inside "PreSignUp failed with error …"). */
export const CONSENT_REQUIRED = 'HEALTH_DATA_CONSENT_REQUIRED';

/**
 * Cognito PreSignUp trigger: no account without explicit consent to health-data processing, and the consent
 * recorded by the server (lambdas/data/consent.ts). Cognito names the new account by its sub (`userName`, as
 * the pool signs in by e-mail). A record that cannot be written refuses the sign-up: no account whose consent
 * could not be shown.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  const result = checkConsent(event.request.validationData);
  if (!result.ok) {
    logger.info('sign-up refused', { reason: result.reason });
    throw new Error(CONSENT_REQUIRED);
  }
  await recordConsent(event.userName, {
    version: result.version,
    at: new Date().toISOString(),
    how: 'sign-up',
  });
  return event;
};
