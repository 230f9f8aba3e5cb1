/**
 * Export, import and deletion of a person's data (issue 16) through the twin's gateway, on 5,000 records
 * (1 medication with 2,400 doses, 1,500 symptoms, 1,000 wellness days, 99 appointments) written by the data
 * layer: each export type three times (budget: CSV and JSON ≤ 2 s, PDF ≤ 5 s), the largest direct import
 * (1 MB) into a new account, and the deletion of the 5,000-record account until the partition is empty.
 */
import '../support/silence';
import '../../infra/local/quiet';
import { randomUUID } from 'node:crypto';
import pMap from 'p-map';
import { startTwin } from '../../infra/local/twin';
import { examples } from '../../lambdas/contracts/examples';
import { FINAL_SWEEP_AFTER_MS } from '../../lambdas/contracts/account';
import type { DataExport } from '../../lambdas/contracts/export';
import { partitionSize } from '../../lambdas/data/account';
import { doseScope, putRecord, RECORD_SCOPES } from '../../lambdas/data/records';
import { benchAccount } from './account';

const subOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
const DAY = 86_400_000;

async function seed(userId: string) {
  const now = new Date();
  const start = Date.now() - 1000 * DAY;
  const medication = randomUUID();
  await putRecord(
    userId,
    RECORD_SCOPES.medications,
    medication,
    { ...examples.medications, startDate: new Date(start).toISOString().slice(0, 10) },
    now,
  );
  const at = (i: number, spread: number) => new Date(start + (i * 1000 * DAY) / spread).toISOString();
  const jobs: (() => Promise<unknown>)[] = [
    ...Array.from(
      { length: 2400 },
      (_, i) => () =>
        putRecord(
          userId,
          doseScope(medication),
          randomUUID(),
          { version: 0, status: 'taken', scheduledFor: at(i, 2400), takenAt: at(i, 2400) },
          now,
        ),
    ),
    ...Array.from(
      { length: 1500 },
      (_, i) => () =>
        putRecord(
          userId,
          RECORD_SCOPES.symptoms,
          randomUUID(),
          {
            ...examples.symptoms,
            severity: i % 11,
            startedAt: at(i, 1500),
            endedAt: null,
            notes: 'Dopo pranzo, con nausea leggera.',
          },
          now,
        ),
    ),
    ...Array.from(
      { length: 1000 },
      (_, i) => () =>
        putRecord(
          userId,
          RECORD_SCOPES.wellness,
          randomUUID(),
          { ...examples.wellness, date: at(i, 1000).slice(0, 10) },
          now,
        ),
    ),
    ...Array.from(
      { length: 99 },
      (_, i) => () =>
        putRecord(
          userId,
          RECORD_SCOPES.appointments,
          randomUUID(),
          { ...examples.appointments, startsAt: new Date(Date.now() + (i + 1) * DAY).toISOString() },
          now,
        ),
    ),
  ];
  await pMap(jobs, (job) => job(), { concurrency: 16 });
}

process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
const twin = await startTwin({ port: 0 });
try {
  const anna = await benchAccount(twin, 'bench-export@example.it');
  const sub = subOf(anna.token);
  const seeding = performance.now();
  await seed(sub);
  console.log(`export: 5,000 records seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const post = (path: string, token: string, body: unknown) =>
    fetch(`${twin.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let json: DataExport | undefined;
  for (const type of ['json', 'csv', 'pdf', 'ics', 'fhir']) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const response = await post(`/export/${type}`, anna.token, {});
      const body = new Uint8Array(await response.arrayBuffer());
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${type} answered ${response.status}`);
      bytes = body.byteLength;
      if (type === 'json') json = JSON.parse(new TextDecoder().decode(body)) as DataExport;
    }
    times.sort((a, b) => a - b);
    console.log(
      `export ${type}, 5,000 records: ${Math.round(times[1]!)} ms median of 3 (fastest ${Math.round(times[0]!)} ms), ${(bytes / 1024).toFixed(0)} KB`,
    );
  }

  // Anna's account deleted (while her session is live: the password is checked with her token): the request, then the sweeps until nothing of hers is left.
  const deleting = performance.now();
  const response = await fetch(`${twin.apiUrl}/me`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${anna.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ password: anna.password }),
  });
  const answered = performance.now() - deleting;
  if (response.status !== 204) throw new Error(`DELETE /me answered ${response.status}`);
  const left = await partitionSize(sub);
  await fetch(`${twin.apiUrl}/_local/accounts/sweep`, {
    method: 'POST',
    body: JSON.stringify({ now: new Date(Date.now() + FINAL_SWEEP_AFTER_MS + 1000).toISOString() }),
  });
  console.log(
    `delete account, ${5000 + 10} items: answered in ${Math.round(answered)} ms (${left} item left for the last sweep), empty after the last sweep in ${Math.round(performance.now() - deleting)} ms: ${await partitionSize(sub)} items`,
  );

  // The largest file the direct import takes (1 MB): the first records of the export, into a new account.
  const file = {
    ...json!,
    symptoms: json!.symptoms.slice(0, 900),
    wellness: json!.wellness.slice(0, 700),
    medications: [],
    appointments: [],
    conversations: [],
  };
  const size = Buffer.byteLength(JSON.stringify(file));
  const bruno = await benchAccount(twin, 'bench-import@example.it');
  const importing = performance.now();
  const imported = await post('/import', bruno.token, file);
  const result = (await imported.json()) as Record<string, number>;
  console.log(
    `import, ${(size / 1024).toFixed(0)} KB (${file.symptoms.length + file.wellness.length} records): ${Math.round(performance.now() - importing)} ms, ${JSON.stringify(result)}`,
  );
} finally {
  await twin.stop();
}
