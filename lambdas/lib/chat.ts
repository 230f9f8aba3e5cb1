import { readSecret } from './secrets';
import { MODEL_KEY_UNSET } from '../contracts/assistant';
import type { ChatMessage } from '../domain/assistant';
import { logger } from './logger';

/**
 * The model behind Salus: chat completions through the `openai` package, against OpenAI or any compatible
 * server (OPENAI_BASE_URL). The key comes from Secrets Manager (OPENAI_SECRET_ARN, through Powertools
 * Parameters: cached for 5 minutes across invocations, so a rotated key is picked up without a deploy) or, on
 * the local twin, from OPENAI_API_KEY. The key is sent to the configured server only, never logged, never
 * returned.
 */
export const MODEL_DEFAULTS = { model: 'gpt-4o-mini', temperature: 0.7, maxTokens: 500 };
/** The whole exchange with the model, retry included: well under API Gateway's 30 s. */
export const TIME_BUDGET_MS = 20_000;
/** How long a key read from Secrets Manager is used before it is read again. */
export const KEY_MAX_AGE_SECONDS = 5 * 60;

export type ChatFailure = 'config' | 'failure' | 'empty';
export class ChatError extends Error {
  /** `absent`: no key is configured for this stage (a choice, not a failure: Salus answers offline). */
  constructor(
    readonly kind: ChatFailure,
    readonly absent = false,
  ) {
    super(`chat ${kind}`);
    this.name = 'ChatError';
  }
}

/** Set when the provider refused the key: the next call reads the secret again, whatever its cache age. */
// Stryker disable next-line BooleanLiteral: equivalent, an instance's first read finds no cached key to skip anyway
let keyRefused = false;

/** The API key, or undefined when none is configured. */
export async function apiKey(): Promise<string | undefined> {
  if (process.env.OPENAI_API_KEY) return process.env.OPENAI_API_KEY;
  const arn = process.env.OPENAI_SECRET_ARN;
  if (!arn) return undefined;
  const value = await readSecret(arn, { maxAge: KEY_MAX_AGE_SECONDS, forceFetch: keyRefused });
  keyRefused = false;
  const key = typeof value === 'string' ? value.trim() : '';
  return key && key !== MODEL_KEY_UNSET ? key : undefined;
}

/** Forgets the cached key (a 401 from the provider: it may have been rotated). */
export function forgetKey() {
  keyRefused = true;
}

/** A number from the function's configuration, or its default when unset or not a number. */
function setting(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) ? value : fallback;
}

const transient = (status: number | undefined) => status === undefined || status === 429 || status >= 500;

/** One answer from the model; one retry on a transient error while the time budget allows. */
export async function complete(
  messages: ChatMessage[],
  budgetMs = Number(process.env.ASSISTANT_TIME_BUDGET_MS) || TIME_BUDGET_MS,
): Promise<string> {
  let key: string | undefined;
  try {
    key = await apiKey();
  } catch (error) {
    // Stryker disable next-line StringLiteral: log wording; the logged fields are tested (tests/unit/chat.test.ts)
    logger.error('The OpenAI key could not be read', { error: (error as Error).name });
    throw new ChatError('config');
  }
  if (!key) throw new ChatError('config', true);
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({
    apiKey: key,
    // Stryker disable next-line ObjectLiteral: equivalent, without a baseURL the openai client reads OPENAI_BASE_URL itself
    ...(process.env.OPENAI_BASE_URL ? { baseURL: process.env.OPENAI_BASE_URL } : {}),
    maxRetries: 0,
  });
  const started = Date.now();
  for (let attempt = 1; attempt <= 2; attempt++) {
    const left = budgetMs - (Date.now() - started);
    if (left < 1000) break;
    try {
      const answer = await client.chat.completions.create(
        {
          model: process.env.OPENAI_MODEL || MODEL_DEFAULTS.model,
          temperature: setting('OPENAI_TEMPERATURE', MODEL_DEFAULTS.temperature),
          max_tokens: setting('OPENAI_MAX_TOKENS', MODEL_DEFAULTS.maxTokens),
          // the answer's form (domain/assistant.ts systemPrompt): { "answer", "emergency" }
          response_format: { type: 'json_object' },
          messages,
        },
        { timeout: left },
      );
      const text = answer.choices[0]?.message?.content?.trim();
      if (!text) throw new ChatError('empty');
      return text;
    } catch (error) {
      if (error instanceof ChatError) throw error;
      const status = (error as { status?: number }).status;
      // Stryker disable next-line StringLiteral: log wording; the logged fields are tested (tests/unit/chat.test.ts)
      logger.warn('The model call failed', { attempt, status, error: (error as Error).name });
      if (status === 401 || status === 403) {
        forgetKey();
        throw new ChatError('config');
      }
      if (!transient(status)) break;
    }
  }
  throw new ChatError('failure');
}
