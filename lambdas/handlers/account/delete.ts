import { DeleteAccountRequest, FINAL_SWEEP_AFTER_MS } from '../../contracts/account';
import { startDeletion } from '../../data/account';
import { checkPassword, deleteAccount } from '../../lib/account';
import { HttpError } from '../../lib/errors';
import { headerOf, route } from '../../lib/http';
import { logger } from '../../lib/logger';
import { sweepAccount } from './sweep';

/** The first sweep runs inside the request for this long; what is left is the scheduled sweeper's. */
const FIRST_SWEEP_BUDGET_MS = 15_000;

/**
 * `DELETE /me` ("Elimina account"): the password asked again and checked by Cognito; then the mark that ends
 * every session and refuses every write, the Cognito user deleted, and a first sweep of everything under the
 * person's key. 204 once the account is gone for the person (tokens refused, sign-in impossible); the
 * sweeper finishes the items left and, after the last token has expired, sweeps once more and verifies.
 */
export const deleteMe = route({ body: DeleteAccountRequest }, async ({ userId, username, body, event }) => {
  const token = /^Bearer\s+(\S+)$/i.exec(headerOf(event, 'authorization') ?? '')?.[1] ?? '';
  const proof = await checkPassword(token, body.password);
  if (proof === 'wrong') throw new HttpError(403, 'wrong_password');
  if (proof === 'throttled') throw new HttpError(429, 'too_many_requests');
  const nowMs = Date.now();
  await startDeletion(
    {
      userId,
      username,
      requestedAt: new Date(nowMs).toISOString(),
      finalAfter: nowMs + FINAL_SWEEP_AFTER_MS,
    },
    nowMs,
  );
  await deleteAccount(username);
  try {
    await sweepAccount(
      { userId, username, finalAfter: nowMs + FINAL_SWEEP_AFTER_MS },
      nowMs,
      FIRST_SWEEP_BUDGET_MS,
    );
  } catch (error) {
    // The account is already closed to the person; the sweeper goes on from where this stopped.
    logger.warn('first sweep interrupted', { error: error instanceof Error ? error.name : 'unknown' });
  }
  logger.info('account deletion started', { userId });
  return { status: 204 };
});
