import type { ApiErrorCode } from '../../contracts/errors';
import { holdJob, readJob, releaseJob, saveProgress, settleJob, type StoredJob } from '../../data/imports';
import { checkImport } from '../../domain/export/import';
import { HttpError } from '../../lib/errors';
import { describeIssues, errorBody } from '../../lib/http';
import { deleteUpload, readUpload } from '../../lib/uploads';
import { writePlan, writesOf } from './import-writer';

/** How long after a run's time its hold on the job lasts (the last chunk, a slow write). */
const HOLD_MARGIN_MS = 30_000;

/**
 * Runs an import job for up to `budgetMs` (inside `POST /import`, then in the scheduled runner): the uploaded
 * file read and checked whole (a problem ends the job as failed, with the message in the person's language and
 * nothing written), then written from the last saved position. Done: off the runner's list, the file deleted.
 * Answers the job as it is now.
 */
export async function runImportJob(
  userId: string,
  id: string,
  budgetMs: number,
): Promise<StoredJob | undefined> {
  const job = await readJob(userId, id);
  if (!job) return undefined;
  if (job.status === 'done' || job.status === 'failed') {
    await settleJob(userId, id);
    return job;
  }
  const now = new Date();
  // Another run has it (two runners at once, or the request's own first run): it goes on, this one leaves it.
  if (!(await holdJob(userId, id, now.getTime() + budgetMs + HOLD_MARGIN_MS, now.getTime()))) return job;
  try {
    return await run(userId, job, now, budgetMs);
  } finally {
    await releaseJob(userId, id);
  }
}

async function run(
  userId: string,
  job: StoredJob,
  now: Date,
  budgetMs: number,
): Promise<StoredJob | undefined> {
  const { id } = job;
  const fail = async (code: ApiErrorCode, details?: { path: string; issue: string }[]) => {
    const { error } = errorBody(new HttpError(400, code, details), job.lang);
    await saveProgress(userId, id, job.processed, { status: 'failed', error }, now);
    await settleJob(userId, id);
    await deleteUpload(userId, id);
    return readJob(userId, id);
  };
  const text = await readUpload(userId, id);
  if (text === undefined) return fail('import_missing');
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return fail('invalid_json');
  }
  const check = checkImport(file);
  if (check.kind === 'not-ours') return fail('import_format');
  if (check.kind === 'future') return fail('import_version');
  if (check.kind === 'invalid') return fail('validation_failed', describeIssues(check.issues, job.lang));

  let seen = job.processed;
  if (
    job.status === 'queued' &&
    !(await saveProgress(userId, id, seen, { status: 'running', total: writesOf(check.plan) }, now))
  ) {
    // Another run started it: it goes on.
    return readJob(userId, id);
  }
  const out = await writePlan(
    userId,
    check.plan,
    { processed: job.processed, result: job.result },
    {
      now,
      budgetMs,
      saved: async (progress) => {
        const kept = await saveProgress(userId, id, seen, progress, new Date());
        if (kept) seen = progress.processed;
        return kept;
      },
    },
  );
  if (out.done && seen === out.processed) {
    await saveProgress(userId, id, seen, { status: 'done' }, new Date());
    await settleJob(userId, id);
    await deleteUpload(userId, id);
  }
  return readJob(userId, id);
}
