import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataExport, ImportResult } from '../../lambdas/contracts/export';
import { examples } from '../../lambdas/contracts/examples';
import { wallClock } from '../../lambdas/domain/reminders/time';
import { callApi, signInWithSrp, twin, verifiedAccount, type Tokens } from '../support/accounts';
import { writeThroughApi } from '../support/diary-api';
import { newId } from '../support/records';
import { expectTwinEnvironment } from '../support/table';

/**
 * Export and import through the twin's gateway, as the SPA calls them: every type downloaded with its headers,
 * the JSON export imported into another account and exported again without a difference, a second import that
 * creates nothing, newer versions and deletions that an old file cannot undo, and files refused whole.
 */
const today = wallClock(Date.now(), 'Europe/Rome').day;
let anna: Tokens; // a month of a diary, an appointment, a conversation
let bruno: Tokens; // imports Anna's export
let carla: Tokens; // nothing of her own

/** A download: the status, the headers and the bytes. */
async function download(who: Tokens, type: string, body: unknown = {}, lang = 'it') {
  const response = await fetch(`${twin().apiUrl}/export/${type}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${who.accessToken}`,
      'content-type': 'application/json',
      'accept-language': lang,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const exportOf = async (who: Tokens) => JSON.parse(text((await download(who, 'json')).bytes)) as DataExport;
const importInto = (who: Tokens, file: unknown) =>
  callApi('POST', '/import', who.accessToken, { body: file }) as Promise<{ status: number; body: any }>;
/** What an export holds of the person's diary (not who they are or when it was made). */
const diaryOf = (e: DataExport) => ({
  symptoms: e.symptoms,
  medications: e.medications,
  wellness: e.wellness,
  appointments: e.appointments,
  conversations: e.conversations,
});
const recordCount = (e: DataExport) =>
  e.symptoms.length +
  e.medications.length +
  e.medications.reduce((n, m) => n + m.doses.length, 0) +
  e.wellness.length +
  e.appointments.length;

let annaFile: DataExport;

beforeAll(async () => {
  expectTwinEnvironment();
  const accounts = await Promise.all(['Anna', 'Bruno', 'Carla'].map((name) => verifiedAccount({ name })));
  const tokens: Tokens[] = [];
  for (const a of accounts) tokens.push(await signInWithSrp(a.email, a.password));
  [anna, bruno, carla] = tokens as [Tokens, Tokens, Tokens];
  await writeThroughApi(anna.accessToken, { seed: 5, days: 30, to: today, shortSleepNextDay: 3 });
  const appointment = await callApi('PUT', `/appointments/${newId()}`, anna.accessToken, {
    body: { ...examples.appointments, title: '=HYPERLINK("http://x.example")', remindMinutesBefore: 60 },
  });
  expect(appointment.status).toBe(201);
  const chat = await callApi('POST', '/assistant', anna.accessToken, {
    body: { message: 'Come posso dormire meglio?' },
  });
  expect(chat.status).toBe(200);
  annaFile = await exportOf(anna);
}, 300_000);

describe('POST /export/{type}', () => {
  it('json: everything of the person, versioned, as a download that is never cached', async () => {
    const { status, headers, bytes } = await download(anna, 'json');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('content-disposition')).toBe(
      `attachment; filename="dati-salute_completo_${today}.json"; filename*=UTF-8''dati-salute_completo_${today}.json`,
    );
    const file = JSON.parse(text(bytes)) as DataExport;
    expect(file).toMatchObject({
      format: 'salute-diario-export',
      formatVersion: 1,
      dateRange: { from: null, to: null },
    });
    expect(file.profile).toMatchObject({ id: anna.sub, name: 'Anna', language: 'it' });
    expect(file.settings.timeZone).toBe('Europe/Rome');
    expect(file.symptoms.length).toBeGreaterThan(5);
    expect(file.wellness).toHaveLength(30);
    expect(file.medications).toHaveLength(1);
    expect(file.medications[0]!.doses.length).toBeGreaterThan(20);
    expect(file.appointments).toHaveLength(1);
    expect(file.conversations.map((t) => t.role)).toEqual(['user', 'assistant']);
    for (const r of [...file.symptoms, ...file.wellness, ...file.medications[0]!.doses]) {
      expect(r).toMatchObject({ id: expect.any(String), version: 1 });
    }
  });

  it('a period: only what happened in it, and a name that says it', async () => {
    const from = file30DaysAgoPlus(20);
    const { headers, bytes } = await download(anna, 'json', { dateRange: { from, to: today } });
    expect(headers.get('content-disposition')).toContain(`dati-salute_${from}_${today}.json`);
    const file = JSON.parse(text(bytes)) as DataExport;
    expect(file.dateRange).toEqual({ from, to: today });
    expect(file.wellness.map((w) => w.date).every((d) => d >= from && d <= today)).toBe(true);
    expect(file.wellness.length).toBeLessThan(annaFile.wellness.length);
    expect(file.symptoms.every((s) => wallClock(Date.parse(s.startedAt), 'Europe/Rome').day >= from)).toBe(
      true,
    );
  });

  it('csv: a ZIP of Italian CSVs with a BOM, where no cell starts a formula', async () => {
    const { status, headers, bytes } = await download(anna, 'csv');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      'appuntamenti.csv',
      'assunzioni.csv',
      'benessere.csv',
      'farmaci.csv',
      'sintomi.csv',
    ]);
    const rows = parse(strFromU8(files['appuntamenti.csv']!), { delimiter: ';', bom: true }) as string[][];
    expect(rows[0]![1]).toBe('Titolo');
    expect(rows[1]![1]).toBe('\'=HYPERLINK("http://x.example")');
    const wellness = parse(strFromU8(files['benessere.csv']!), { delimiter: ';', bom: true }) as string[][];
    expect(wellness).toHaveLength(31);
  });

  it('pdf, ics and fhir: each its own kind of file', async () => {
    const [pdf, ics, fhir] = await Promise.all(['pdf', 'ics', 'fhir'].map((type) => download(anna, type)));
    expect(pdf!.headers.get('content-type')).toBe('application/pdf');
    expect(text(pdf!.bytes.slice(0, 5))).toBe('%PDF-');
    expect(pdf!.headers.get('content-disposition')).toContain('riepilogo-visita_');
    expect(ics!.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(text(ics!.bytes)).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text(ics!.bytes)).toContain('BEGIN:VALARM');
    expect(fhir!.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
    const bundle = JSON.parse(text(fhir!.bytes));
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  });

  it('in the caller’s language: English headers and file names', async () => {
    const { headers, bytes } = await download(anna, 'csv', {}, 'en');
    expect(headers.get('content-disposition')).toContain(`health-data_all_${today}.zip`);
    expect(Object.keys(unzipSync(bytes))).toContain('symptoms.csv');
  });

  it('refuses an unknown type, a period backwards and unknown fields, in Italian', async () => {
    const unknown = await callApi('POST', '/export/xml', anna.accessToken, { body: {} });
    expect(unknown).toMatchObject({
      status: 404,
      body: { error: { code: 'export_unknown', message: "Errore nell'esportazione dei dati xml" } },
    });
    const backwards = await callApi('POST', '/export/json', anna.accessToken, {
      body: { dateRange: { from: '2026-05-01', to: '2026-04-01' } },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toContain('la data di inizio viene dopo quella di fine');
    const extra = await callApi('POST', '/export/json', anna.accessToken, { body: { all: true } });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toContain('campo non previsto');
  });

  it('never holds another person’s data', async () => {
    const file = await exportOf(carla);
    expect(diaryOf(file)).toEqual({
      symptoms: [],
      medications: [],
      wellness: [],
      appointments: [],
      conversations: [],
    });
    expect(file.profile.id).toBe(carla.sub);
  });
});

/** A day of Anna's month. */
function file30DaysAgoPlus(days: number) {
  return new Date(Date.parse(`${today}T12:00:00Z`) - (29 - days) * 86_400_000).toISOString().slice(0, 10);
}

describe('POST /import', () => {
  it('round trip: Anna’s export into Bruno’s account, exported again, the same records', async () => {
    const { status, body } = await importInto(bruno, annaFile);
    expect(status).toBe(200);
    expect(body as ImportResult).toMatchObject({
      created: recordCount(annaFile),
      updated: 0,
      unchanged: 0,
      skipped: 0,
    });
    const again = await exportOf(bruno);
    expect(diaryOf(again)).toEqual(diaryOf(annaFile));
    expect(again.profile.id).toBe(bruno.sub);
  });

  it('the same file twice creates nothing', async () => {
    const { status, body } = await importInto(bruno, annaFile);
    expect(status).toBe(200);
    expect(body).toMatchObject({ created: 0, updated: 0, unchanged: recordCount(annaFile), skipped: 0 });
    expect(diaryOf(await exportOf(bruno))).toEqual(diaryOf(annaFile));
  });

  it('keeps a newer version, and an old file does not bring back what was deleted', async () => {
    const [changed, deleted] = annaFile.symptoms as [
      DataExport['symptoms'][number],
      DataExport['symptoms'][number],
    ];
    const { id, createdAt: _c, updatedAt: _u, ...body } = changed;
    const put = await callApi('PUT', `/symptoms/${id}`, bruno.accessToken, {
      body: { ...body, severity: 1 },
    });
    expect(put.status).toBe(200);
    expect((await callApi('DELETE', `/symptoms/${deleted.id}`, bruno.accessToken)).status).toBe(204);
    const { body: result } = await importInto(bruno, annaFile);
    expect(result).toMatchObject({ created: 0, updated: 0, skipped: 2 });
    expect(result.kept).toEqual(
      expect.arrayContaining([
        { kind: 'symptoms', id, reason: 'newer' },
        { kind: 'symptoms', id: deleted.id, reason: 'newer' },
      ]),
    );
    const now = await exportOf(bruno);
    expect(now.symptoms.find((s) => s.id === id)).toMatchObject({ severity: 1, version: 2 });
    expect(now.symptoms.find((s) => s.id === deleted.id)).toBeUndefined();
  });

  it('refuses a whole file with one bad record, saying where; nothing is written', async () => {
    const before = recordCount(await exportOf(carla));
    const bad = structuredClone(annaFile);
    bad.symptoms[3]!.severity = 11;
    (bad.wellness[0] as Record<string, unknown>).colour = 'blu';
    const { status, body } = await importInto(carla, bad);
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details).toEqual(
      expect.arrayContaining([
        { path: 'symptoms.3.severity', issue: 'valore troppo grande' },
        { path: 'wellness.0.colour', issue: 'campo non previsto' },
      ]),
    );
    expect(recordCount(await exportOf(carla))).toBe(before);
  });

  it('refuses what is not an export, one from a later version, and what is not JSON, in Italian', async () => {
    const other = await importInto(carla, { resourceType: 'Bundle' });
    expect(other).toMatchObject({ status: 400, body: { error: { code: 'import_format' } } });
    expect(other.body.error.message).toContain("Il file non è un'esportazione di SaluteMia");
    const future = await importInto(carla, { ...annaFile, formatVersion: 2 });
    expect(future).toMatchObject({ status: 400, body: { error: { code: 'import_version' } } });
    const response = await fetch(`${twin().apiUrl}/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${carla.accessToken}`, 'content-type': 'application/json' },
      body: '{"format": "salute-diario-export",',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).error.code).toBe('invalid_json');
    const huge = await importInto(carla, { ...annaFile, padding: 'x'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(recordCount(await exportOf(carla))).toBe(0);
  });
});
