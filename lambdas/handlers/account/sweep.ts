import {
  finishDeletion,
  partitionSize,
  pendingDeletions,
  sweepPartition,
  type DeletionJob,
} from '../../data/account';
import { forgetImports, pendingImports } from '../../data/imports';
import { deleteAccount } from '../../lib/account';
import { deleteUploadsOf } from '../../lib/uploads';
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
  // The user pool too, in case the request stopped before it (deleting again is no error); the import jobs still
  // on the runner's list, which name the person; the files they uploaded and that are still in the bucket.
  await deleteAccount(job.username);
  await forgetImports(job.userId);
  await deleteUploadsOf(job.userId);
  if ((await partitionSize(job.userId)) > 0) return 'pending';
  await finishDeletion(job.userId);
  return 'finished';
}

/** The run's time: well inside the function's 60 s, and the next run a minute later goes on. */
const RUN_MS = 45_000;

/**
 * Scheduled (every minute): every unfinished deletion job, then every import job with work left, one after the
 * other, within the run's time.
 */
export async function handler(event: { now?: string } = {}) {
  const nowMs = event.now ? Date.parse(event.now) : Date.now();
  const started = Date.now();
  const left = () => RUN_MS - (Date.now() - started);
  const outcomes: Record<string, number> = { swept: 0, finished: 0, pending: 0, failed: 0, imports: 0 };
  for (const job of await pendingDeletions()) {
    if (left() <= 0) break;
    try {
      outcomes[await sweepAccount(job, nowMs, left())]!++;
    } catch (error) {
      outcomes.failed!++;
      logger.error('account sweep failed', error instanceof Error ? error : new Error('non-Error thrown'));
    }
  }
  for (const job of await pendingImports()) {
    if (left() <= 0) break;
    try {
      // The import's writing loads when there is a job (the account's function shares this module for its
      // deletions, which never import).
      const { runImportJob } = await import('./import-job');
      await runImportJob(job.userId, job.id, left());
      outcomes.imports!++;
    } catch (error) {
      outcomes.failed!++;
      logger.error('import job failed', error instanceof Error ? error : new Error('non-Error thrown'));
    }
  }
  logger.info('account jobs', outcomes);
  return outcomes;
}
