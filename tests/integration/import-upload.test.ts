import { beforeAll, describe, expect, it } from 'vitest';
import type { DataExport, ImportJob, ImportUpload } from '../../lambdas/contracts/export';
import { IMPORT_LIMITS } from '../../lambdas/contracts/export';
import { callApi, signInWithSrp, twin, verifiedAccount, type Tokens } from '../support/accounts';
import { seedDiary } from '../support/seed-diary';
import { expectTwinEnvironment } from '../support/table';

/**
 * A file too large for the request (issue 16): uploaded straight to the bucket (the twin's S3 subset) with the
 * presigned POST `POST /import/uploads` gives, then imported as a job that `GET /import/{id}` follows and the
 * scheduled runner resumes, chunk after chunk, however many runs go at once. A bad file fails the job with its
 * problems and writes nothing; nobody reads another person's upload or job.
 */
let anna: Tokens; // 3,000 records, written by the data layer
let bruno: Tokens; // imports her file
let carla: Tokens; // tries what is not hers
let file: DataExport;

const exportOf = async (who: Tokens) => {
  const response = await fetch(`${twin().apiUrl}/export/json`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.accessToken}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return (await response.json()) as DataExport;
};

/** The browser's part: the form's fields, then the file, POSTed to the bucket (`said`: the size announced). */
async function upload(who: Tokens, text: string, said = Buffer.byteLength(text)) {
  const started = await callApi('POST', '/import/uploads', who.accessToken, { body: { bytes: said } });
  expect(started.status).toBe(201);
  const target = started.body as ImportUpload;
  const form = new FormData();
  for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
  form.append('file', new Blob([text], { type: 'application/json' }), 'dati.json');
  const sent = await fetch(target.url, { method: 'POST', body: form });
  return { target, sent: sent.status };
}

const sweep = () =>
  fetch(`${twin().apiUrl}/_local/accounts/sweep`, { method: 'POST', body: '{}' }).then((r) => r.json());
const jobOf = async (who: Tokens, id: string) =>
  (await callApi('GET', `/import/${id}`, who.accessToken)) as { status: number; body: ImportJob };

beforeAll(async () => {
  expectTwinEnvironment();
  const accounts = await Promise.all(['Anna', 'Bruno', 'Carla'].map((name) => verifiedAccount({ name })));
  const tokens: Tokens[] = [];
  for (const a of accounts) tokens.push(await signInWithSrp(a.email, a.password));
  [anna, bruno, carla] = tokens as [Tokens, Tokens, Tokens];
  await seedDiary(anna.sub, {
    days: 600,
    doses: 1200,
    symptoms: 1200,
    wellness: 599,
    notes: 'Dopo pranzo, con nausea leggera e un po’ di capogiro.',
  });
  file = await exportOf(anna);
}, 300_000);

describe('an import too large for the request', () => {
  it('is uploaded, imported as a job run after run (two at once), and loses nothing', async () => {
    const text = JSON.stringify(file);
    expect(Buffer.byteLength(text)).toBeGreaterThan(IMPORT_LIMITS.directBytes);
    const direct = await callApi('POST', '/import', bruno.accessToken, { body: file });
    expect(direct.status).toBe(413);

    const { target, sent } = await upload(bruno, text);
    expect(sent).toBe(204);
    const started = await callApi('POST', '/import', bruno.accessToken, {
      body: { uploadId: target.uploadId },
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ id: target.uploadId, total: 3000 });
    expect(['running', 'done']).toContain(started.body.status);
    // The same request again is the same job.
    const again = await callApi('POST', '/import', bruno.accessToken, {
      body: { uploadId: target.uploadId },
    });
    expect(again.body.id).toBe(target.uploadId);

    let job = (await jobOf(bruno, target.uploadId)).body;
    // The twin's request goes on with the job; two scheduled runs at once meanwhile: one run at a time holds it,
    // and each chunk is counted once.
    for (let poll = 0; poll < 240 && job.status !== 'done'; poll++) {
      await Promise.all([sweep(), sweep(), new Promise((resolve) => setTimeout(resolve, 500))]);
      job = (await jobOf(bruno, target.uploadId)).body;
      expect(job.processed).toBeLessThanOrEqual(job.total);
    }
    expect(job).toMatchObject({ status: 'done', total: 3000, processed: 3000 });
    expect(job.result).toMatchObject({ created: 3000, updated: 0, unchanged: 0, skipped: 0 });
    const mine = await exportOf(bruno);
    expect(mine.symptoms).toEqual(file.symptoms);
    expect(mine.wellness).toEqual(file.wellness);
    expect(mine.medications).toEqual(file.medications);
    // The file is gone from the bucket once imported.
    expect((await fetch(`${target.url}/${target.fields.key}`)).status).toBe(404);
  }, 300_000);

  it('fails a bad file with its problems in Italian and writes nothing', async () => {
    const bad = structuredClone(file);
    bad.symptoms[2]!.severity = 12;
    const { target } = await upload(carla, JSON.stringify(bad));
    const { status, body } = await callApi('POST', '/import', carla.accessToken, {
      body: { uploadId: target.uploadId },
    });
    expect(status).toBe(202);
    expect(body).toMatchObject({
      status: 'failed',
      processed: 0,
      error: {
        code: 'validation_failed',
        details: [{ path: 'symptoms.2.severity', issue: 'valore troppo grande' }],
      },
    });
    expect((await exportOf(carla)).symptoms).toEqual([]);
  });

  it('refuses a file over 5 MB at the bucket, and nobody reaches another person’s upload or job', async () => {
    const tooLarge = await callApi('POST', '/import/uploads', carla.accessToken, {
      body: { bytes: IMPORT_LIMITS.uploadBytes + 1 },
    });
    expect(tooLarge.status).toBe(400);
    // Announced small, sent large: the bucket's policy refuses it.
    const { sent } = await upload(carla, 'x'.repeat(IMPORT_LIMITS.uploadBytes + 1), 10);
    expect(sent).toBe(400);

    const small = {
      ...file,
      symptoms: file.symptoms.slice(0, 1),
      medications: [],
      wellness: [],
      appointments: [],
    };
    const { target } = await upload(bruno, JSON.stringify(small));
    expect((await jobOf(carla, target.uploadId)).status).toBe(404);
    // Carla naming Bruno's upload reads her own folder: nothing there, her job fails, his file is untouched.
    const hers = await callApi('POST', '/import', carla.accessToken, { body: { uploadId: target.uploadId } });
    expect(hers.body).toMatchObject({ status: 'failed', error: { code: 'import_missing' } });
    const his = await callApi('POST', '/import', bruno.accessToken, { body: { uploadId: target.uploadId } });
    expect(his.body).toMatchObject({ status: 'done', total: 1, processed: 1 });
    expect((await callApi('GET', '/import/not-a-uuid', bruno.accessToken)).status).toBe(400);
  });
});
