import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { buildCodeEmail, emailKindFor, languageOf } from '../../domain/verification-email';
import { logger } from '../../lib/logger';

/** Cognito CustomMessage trigger: the code e-mails in the user's language (it by default). */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const kind = emailKindFor(event.triggerSource);
  if (!kind) return event;
  const attrs = event.request.userAttributes;
  const lang = languageOf(attrs.locale);
  const { subject, html } = buildCodeEmail(kind, lang, attrs.name, event.request.codeParameter);
  event.response.emailSubject = subject;
  event.response.emailMessage = html;
  logger.info('code e-mail composed', { triggerSource: event.triggerSource, lang });
  return event;
};
