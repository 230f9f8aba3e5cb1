/**
 * Export, import and deletion of a person's data (issue 16) through the twin's gateway, on 5,000 records
 * (1 medication with 2,400 doses, 1,500 symptoms, 1,000 wellness days, 99 appointments) written by the data
 * layer: each export type three times (budget: CSV and JSON ≤ 2 s, PDF ≤ 5 s), the largest direct import
 * (1 MB) into a new account, and the deletion of the 5,000-record account until the partition is empty.
 */
import '../support/silence';
import '../../infra/local/quiet';
import { startTwin } from '../../infra/local/twin';
import { FINAL_SWEEP_AFTER_MS } from '../../lambdas/contracts/account';
import type { DataExport } from '../../lambdas/contracts/export';
import { partitionSize } from '../../lambdas/data/account';
import { seedDiary } from '../support/seed-diary';
import { benchAccount } from './account';

const subOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
const twin = await startTwin({ port: 0 });
try {
  const anna = await benchAccount(twin, 'bench-export@example.it');
  const sub = subOf(anna.token);
  const seeding = performance.now();
  await seedDiary(sub, {
    days: 1000,
    doses: 2400,
    symptoms: 1500,
    wellness: 1000,
    appointments: 99,
    notes: 'Dopo pranzo, con nausea leggera.',
  });
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
