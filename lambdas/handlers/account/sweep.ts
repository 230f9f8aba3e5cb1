import {
  finishDeletion,
  partitionSize,
  pendingDeletions,
  sweepPartition,
  type DeletionJob,
} from '../../data/account';
import { deleteAccount } from '../../lib/account';
import { logger } from '../../lib/logger';

/**
 * One step of a deletion job: everything of the person but the mark; once no token can be valid any more,
 * the mark too, then a consistent count that must be 0 before the job ends (otherwise the next run sweeps
 * again). Answers what is left to do.
 */
export async function sweepAccount(
  job: Pick<DeletionJob, 'userId' | 'username' | 'finalAfter'>,
  nowMs: number,
  budgetMs: number,
): Promise<'swept' | 'finished' | 'pending'> {
  const final = nowMs >= job.finalAfter;
  const { done } = await sweepPartition(job.userId, { final, budgetMs });
  if (!done) return 'pending';
  if (!final) return 'swept';
  // The user pool too, in case the request stopped before it (deleting again is no error).
  await deleteAccount(job.username);
  if ((await partitionSize(job.userId)) > 0) return 'pending';
  await finishDeletion(job.userId);
  return 'finished';
}

/** Scheduled (every few minutes): every unfinished deletion job, one after the other, within the run's time. */
export async function handler(event: { now?: string } = {}) {
  const nowMs = event.now ? Date.parse(event.now) : Date.now();
  const started = Date.now();
  const outcomes: Record<string, number> = { swept: 0, finished: 0, pending: 0, failed: 0 };
  for (const job of await pendingDeletions()) {
    const left = 45_000 - (Date.now() - started);
    if (left <= 0) break;
    try {
      outcomes[await sweepAccount(job, nowMs, left)]!++;
    } catch (error) {
      outcomes.failed!++;
      logger.error('account sweep failed', error instanceof Error ? error : new Error('non-Error thrown'));
    }
  }
  logger.info('account sweeps', outcomes);
  return outcomes;
}
