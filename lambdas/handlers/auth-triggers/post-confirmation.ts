import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { endEverySession } from '../../lib/account';
import { logger } from '../../lib/logger';

/**
 * Cognito PostConfirmation trigger: a password reset ends every session of the account (someone who resets
 * may have lost a device or had the password stolen). The API refuses the tokens authenticated up to this
 * second, and Cognito stops renewing them. Confirming a sign-up changes nothing.
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmForgotPassword') return event;
  const sub = event.request.userAttributes.sub;
  if (!sub) return event;
  try {
    await endEverySession(sub, event.userName, event.userPoolId);
  } catch (error) {
    // The new password is already in effect: the reset is not undone, the operator is told (an error log).
    logger.error(
      'sessions not ended after a password reset',
      error instanceof Error ? error : new Error('?'),
    );
    return event;
  }
  logger.info('sessions ended after a password reset');
  return event;
};
