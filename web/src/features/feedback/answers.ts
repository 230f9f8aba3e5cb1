import type { FeatureOption } from '../../../../lambdas/contracts/feedback';

/** What the person has answered so far: kept while the panel is closed, until sent or discarded. */
export interface Answers {
  satisfaction: number | null;
  usefulFeature: FeatureOption | '';
  missingFeature: string;
  usabilityRating: number | null;
  recommendation: number | null;
  email: string;
  additionalComments: string;
}

export const EMPTY: Answers = {
  satisfaction: null,
  usefulFeature: '',
  missingFeature: '',
  usabilityRating: null,
  recommendation: null,
  email: '',
  additionalComments: '',
};

/** Whether a step's question has the answer it needs (the free-text steps need none). */
export function canGoOn(step: number, answers: Answers): boolean {
  if (step === 0) return answers.satisfaction !== null;
  if (step === 1) return answers.usefulFeature !== '';
  if (step === 3) return answers.usabilityRating !== null;
  if (step === 4) return answers.recommendation !== null;
  return step === 2;
}
