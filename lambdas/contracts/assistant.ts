import * as z from 'zod/mini';
import { noControlChars } from './text';

/** The assistant's contract (POST /assistant): the new message and the earlier turns the page shows. */
export const MESSAGE_MAX = 2000;
export const TURNS_MAX = 20;
export const TURN_MAX = 4000;

// Built on first use (z.lazy), as the record schemas: the cold start does not pay for it.
const buildAssistantRequest = () =>
  z.strictObject({
    message: z.string().check(z.trim(), z.minLength(1), z.maxLength(MESSAGE_MAX), noControlChars()),
    conversation: z._default(
      z
        .array(
          z.strictObject({
            role: z.enum(['user', 'assistant']),
            content: z.string().check(z.maxLength(TURN_MAX)),
          }),
        )
        .check(z.maxLength(TURNS_MAX)),
      [],
    ),
  });
export const AssistantRequest = z.lazy(buildAssistantRequest);
export type AssistantRequest = z.infer<typeof AssistantRequest>;

export type TriageLevel = 'emergency' | 'urgent' | 'routine';

/** The spec's AI reply (response, offline, optional error) plus the triage level. */
export interface AssistantReply {
  response: string;
  offline: boolean;
  triage: TriageLevel;
  /** The spec's message for what failed (configuration, the service, an empty answer), when something did. */
  error?: string;
}

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
  at: string;
  triage?: TriageLevel;
  offline?: boolean;
}

/**
 * The model key's value until an operator sets the real one: the stack creates the secret with it, and the
 * assistant reads it as "no key" (offline answers) instead of sending it to the provider.
 */
export const MODEL_KEY_UNSET = 'unset';
