import { AssistantRequest } from '../../contracts/assistant';
import { deleteTurns, readTurns } from '../../data/assistant';
import { assistantCatalogs } from '../../i18n/assistant';
import { HttpError } from '../../lib/errors';
import { dispatcher, route } from '../../lib/http';
import { logger } from '../../lib/logger';

export const handler = dispatcher({
  /**
   * A message: triaged first, answered at once when it is an emergency, else from the model or the rules
   * (`answerMessage`). That code (the red-flag rules, the answers' catalogues, the context's reads) loads with the
   * first message, not with every start: opening the chat reads the conversation (below) and needs none of it.
   */
  'POST /assistant': route({ body: AssistantRequest }, async (request) => {
    const { answerMessage } = await import('./reply');
    return answerMessage(request);
  }),

  /** The conversation so far (oldest first) and the welcome message in the caller's language. */
  'GET /assistant': route({}, async ({ userId, lang }) => ({
    status: 200,
    body: { welcome: assistantCatalogs[lang].welcome, turns: await readTurns(userId) },
  })),

  /** Deletes the whole conversation. */
  'DELETE /assistant': route({}, async ({ userId }) => {
    try {
      await deleteTurns(userId);
    } catch (error) {
      // Part of it is still there: say so (the person can try again), never that it is gone.
      logger.error(
        'conversation not fully deleted',
        error instanceof Error ? error : new Error(String(error)),
      );
      throw new HttpError(503, 'unavailable');
    }
    return { status: 204 };
  }),
});
