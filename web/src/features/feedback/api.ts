import type { FeedbackRequest, FeedbackResponse } from '../../../../lambdas/contracts/feedback';
import { IDEMPOTENCY_HEADER } from '../../../../lambdas/contracts/feedback';
import { api } from '../../lib/api';

/** The same submission id on every retry: the server stores and e-mails it once. */
export function sendFeedback(answers: FeedbackRequest, submissionId: string) {
  return api<FeedbackResponse>('/feedback/send', {
    method: 'POST',
    body: answers,
    headers: { [IDEMPOTENCY_HEADER]: submissionId },
  });
}
