import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { CONSENT_ATTRIBUTE } from '../../contracts/consent';
import { checkConsent } from '../../domain/consent';
import { logger } from '../../lib/logger';

/** The message Cognito passes back to the client (inside "PreSignUp failed with error …"). */
export const CONSENT_REQUIRED = 'HEALTH_DATA_CONSENT_REQUIRED';

/** Cognito PreSignUp trigger: no account without explicit, timely consent to health-data processing. */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  const result = checkConsent(event.request.userAttributes[CONSENT_ATTRIBUTE], new Date());
  if (!result.ok) {
    logger.info('sign-up refused', { reason: result.reason });
    throw new Error(CONSENT_REQUIRED);
  }
  return event;
};
