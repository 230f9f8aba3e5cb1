import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import {
  IMPORT_LIMITS,
  ImportFromUpload,
  ImportUploadRequest,
  type ImportJob,
  type ImportResult,
  type ImportUpload,
} from '../../contracts/export';
import { UUID } from '../../contracts/records';
import { createJob, readJob, type StoredJob } from '../../data/imports';
import { checkImport } from '../../domain/export/import';
import { HttpError, notFound } from '../../lib/errors';
import { describeIssues, route } from '../../lib/http';
import { overHourlyLimit } from '../../lib/limits';
import { uploadForm } from '../../lib/uploads';

/** An uploaded file's job runs this long inside `POST /import`; the scheduled runner goes on from there. */
const FIRST_RUN_MS = 5_000;

const publicJob = ({ lang: _l, ...job }: StoredJob): ImportJob => job;

/**
 * `POST /import`: a JSON export into the caller's own account (ids stay; the records are the caller's). Either
 * the file itself (≤ 512 KB): checked whole first (anything wrong: 400 with the first problems, nothing
 * written), then each record written with a condition, answered with the counts; or `{ uploadId }` of a file
 * uploaded first (≤ 5 MB): a job, answered 202, that `GET /import/{id}` follows.
 */
export const importData = route(
  { body: z.unknown(), maxBytes: IMPORT_LIMITS.directBytes },
  async ({ userId, lang, body }) => {
    const limited = await overHourlyLimit(userId, 'import', lang, new Date());
    if (limited) return limited;
    const upload = ImportFromUpload.safeParse(body);
    if (upload.success) {
      // The writing (records, rollups, the reminders they start: Temporal) loads with the first import, not
      // with every start of the account's function (deletion, uploads and a job's status do not need it).
      const { runImportJob } = await import('./import-job');
      const job = await createJob(userId, upload.data.uploadId, lang, new Date());
      const after = await runImportJob(userId, job.id, FIRST_RUN_MS);
      // The twin is one long-lived process: there the job goes on after the answer, instead of at the next
      // scheduled run (a Lambda is frozen once it has answered).
      if (process.env.IMPORT_KEEP_RUNNING === 'true' && after?.status === 'running') {
        void runImportJob(userId, job.id, 10 * 60_000).catch(() => {});
      }
      return { status: 202, body: publicJob(after ?? job) };
    }
    const check = checkImport(body);
    if (check.kind === 'not-ours') throw new HttpError(400, 'import_format');
    if (check.kind === 'future') throw new HttpError(400, 'import_version');
    if (check.kind === 'invalid') {
      throw new HttpError(400, 'validation_failed', describeIssues(check.issues, lang));
    }
    const empty: ImportResult = { created: 0, updated: 0, unchanged: 0, skipped: 0, kept: [] };
    const { writePlan } = await import('./import-writer');
    const { result } = await writePlan(
      userId,
      check.plan,
      { processed: 0, result: empty },
      { now: new Date() },
    );
    return { status: 200, body: result };
  },
);

/** `POST /import/uploads`: where the browser sends a file too large for the request (≤ 5 MB). */
export const startUpload = route({ body: ImportUploadRequest }, async ({ userId, lang }) => {
  const limited = await overHourlyLimit(userId, 'import', lang, new Date());
  if (limited) return limited;
  const uploadId = randomUUID();
  const form = await uploadForm(userId, uploadId, IMPORT_LIMITS.uploadBytes);
  const reply: ImportUpload = { uploadId, ...form };
  return { status: 201, body: reply };
});

/** `GET /import/{id}`: how far the caller's own import job is. */
export const importStatus = route({}, async ({ userId, params }) => {
  const id = params.id ?? '';
  if (!UUID.test(id)) throw new HttpError(400, 'validation_failed', [{ path: 'id', issue: 'uuid' }]);
  const job = await readJob(userId, id.toLowerCase());
  if (!job) throw notFound();
  return { status: 200, body: publicJob(job) };
});
