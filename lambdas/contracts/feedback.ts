import * as z from 'zod/mini';
import { noControlChars } from './text';

/** The useful-feature options of step 2 (spec section 3). */
export const FEATURE_OPTIONS = ['symptoms', 'medications', 'assistant', 'dashboard', 'other'] as const;
export type FeatureOption = (typeof FEATURE_OPTIONS)[number];

export const FEEDBACK_STEPS = 6;
export const TEXT_MAX = 2000;

const rating = (max: number) => z.nullable(z.number().check(z.int(), z.gte(1), z.lte(max)));

/** `POST /feedback/send`: the six answers. Unknown fields are refused; texts are bounded. */
export const FeedbackRequest = z.strictObject({
  satisfaction: rating(5),
  usefulFeature: z.enum(FEATURE_OPTIONS),
  missingFeature: z.string().check(z.maxLength(TEXT_MAX), noControlChars()),
  usabilityRating: rating(5),
  recommendation: rating(10),
  email: z.optional(z.union([z.literal(''), z.email().check(z.maxLength(254))])),
  additionalComments: z.string().check(z.maxLength(TEXT_MAX), noControlChars()),
});

export type FeedbackRequest = z.infer<typeof FeedbackRequest>;

export interface FeedbackResponse {
  id: string;
  receivedAt: string;
}

/** Every submission carries a client-generated id in this header: a retried submit is stored once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
