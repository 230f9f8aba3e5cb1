import type { FeedbackRequest } from '../contracts/feedback';
import { PRODUCT_NAME } from '../contracts/product';

/** A stored submission, as far as the e-mail needs it (the data layer's item has these and its keys). */
export interface ReceivedFeedback extends FeedbackRequest {
  userId: string;
  submissionId: string;
  receivedAt: string;
  language: string;
}

const LABELS: Record<string, string> = {
  symptoms: 'Monitoraggio dei sintomi',
  medications: 'Gestione dei farmaci',
  assistant: 'Assistente AI',
  dashboard: 'Dashboard dei dati',
  other: 'Altro',
};

const score = (value: number | null, max: number) => (value === null ? '—' : `${value}/${max}`);

/** The team's e-mail for one submission: plain text, the pseudonymous user id, never the account's e-mail. */
export function feedbackEmail(item: ReceivedFeedback) {
  const subject = `[${PRODUCT_NAME}] Feedback: soddisfazione ${score(item.satisfaction, 5)}, consiglio ${score(item.recommendation, 10)}`;
  const text = [
    `Nuovo feedback ricevuto il ${item.receivedAt} (lingua: ${item.language}).`,
    '',
    `Soddisfazione: ${score(item.satisfaction, 5)}`,
    `Funzione più utile: ${LABELS[item.usefulFeature] ?? item.usefulFeature}`,
    `Funzione mancante: ${item.missingFeature || '—'}`,
    `Facilità d'uso: ${score(item.usabilityRating, 5)}`,
    `Probabilità di consigliarci: ${score(item.recommendation, 10)}`,
    `Email per la risposta: ${item.email || '—'}`,
    `Commenti: ${item.additionalComments || '—'}`,
    '',
    `Utente (id): ${item.userId}`,
    `Invio (id): ${item.submissionId}`,
  ].join('\n');
  return { subject, text, replyTo: item.email || undefined };
}
