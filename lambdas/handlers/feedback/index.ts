import { randomUUID } from 'node:crypto';
import {
  FeedbackRequest,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY,
  type FeedbackResponse,
} from '../../contracts/feedback';
import { markEmailed, putFeedbackOnce } from '../../data/feedback';
import { feedbackEmail } from '../../domain/feedback-email';
import { HttpError } from '../../lib/errors';
import { dispatcher, headerOf, route } from '../../lib/http';
import { logger } from '../../lib/logger';
import { mailSettings, sendText } from '../../lib/mail';

/**
 * POST /feedback/send: stores the answers with the caller's id and time, then e-mails the team.
 * A retry with the same Idempotency-Key stores nothing new and sends no second e-mail; if the e-mail
 * failed the first time, the retry sends it. Without the header, each call is a new submission.
 */
export const sendFeedback = route({ body: FeedbackRequest }, async ({ userId, body, lang, event }) => {
  // The SPA sends an Idempotency-Key so that a retry is stored once; the spec's plain client sends none, and
  // its feedback is taken as a new submission.
  const given = headerOf(event, IDEMPOTENCY_HEADER);
  const submissionId = given ?? randomUUID();
  if (!IDEMPOTENCY_KEY.test(submissionId)) {
    throw new HttpError(400, 'validation_failed', [{ path: IDEMPOTENCY_HEADER, issue: 'idempotency' }]);
  }
  const { created, item } = await putFeedbackOnce(userId, submissionId, body, lang, new Date());

  const mail = mailSettings();
  if (mail && !item.emailed) {
    const { subject, text, replyTo } = feedbackEmail(item);
    try {
      await sendText(mail.from, mail.team, subject, text, replyTo);
    } catch (error) {
      logger.error('feedback e-mail failed', error as Error);
      throw new HttpError(503, 'unavailable');
    }
    await markEmailed(userId, submissionId);
  } else if (!mail) {
    logger.warn('feedback stored, no team address configured for e-mail');
  }

  logger.info('feedback received', { created });
  const answer: FeedbackResponse = { id: item.submissionId, receivedAt: item.receivedAt };
  return { status: created ? 201 : 200, body: answer };
});

export const handler = dispatcher({ 'POST /feedback/send': sendFeedback });
