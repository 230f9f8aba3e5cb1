import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { DataExport } from '../../lambdas/contracts/export';
import { axeCheck } from '../support/axe';
import { romeDay, screenshot, submitLogin, watch } from '../support/browser';
import { callApi, twin } from '../support/accounts';
import { IMPORT_LIMITS } from '../../lambdas/contracts/export';
import { writeThroughApi } from '../support/diary-api';
import { goTo, test } from '../support/e2e';

/**
 * Export and import as a person does them, in Italian: every type downloaded from the settings page (the file
 * read back), the tracker's own export, the spec's error text, and the JSON copy imported on another account's
 * profile page after its summary.
 */

/** Clicks a button that starts a download and hands back the file's name and bytes. */
async function downloadBy(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  const file = await download.path();
  return { filename: download.suggestedFilename(), bytes: new Uint8Array(await readFile(file)) };
}

describe('export and import, in Italian', () => {
  test('every type from the settings page, and the JSON copy into another account', async ({ signIn }) => {
    const { tokens, page } = await signIn({ name: 'Giulia' });
    const problems = watch(page);
    await writeThroughApi(tokens.accessToken, { seed: 4, days: 14, to: romeDay() });
    const today = romeDay();

    await goTo(page, '/settings', 'Impostazioni');
    const section = page.getByRole('region', { name: 'Esporta i tuoi dati' });
    await section.getByText('Lascia vuote le date per esportare tutto.').waitFor();
    expect(await axeCheck(page, 'settings with the export')).toEqual([]);

    const pdf = await downloadBy(page, 'Riepilogo per il medico (PDF)');
    expect(pdf.filename).toMatch(/^riepilogo-visita_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(strFromU8(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    await section.getByRole('status').getByText(`File scaricato: ${pdf.filename}`).waitFor();

    const csv = await downloadBy(page, 'Tabelle per Excel (CSV)');
    expect(csv.filename).toBe(`dati-salute_completo_${today}.zip`);
    const sheets = unzipSync(csv.bytes);
    expect(strFromU8(sheets['sintomi.csv']!)).toContain('Sintomo;Zona del corpo;Intensità (0-10)');

    const json = await downloadBy(page, 'Copia completa (JSON)');
    const file = JSON.parse(strFromU8(json.bytes)) as DataExport;
    expect(file.format).toBe('salute-diario-export');
    expect(file.wellness).toHaveLength(14);

    const ics = await downloadBy(page, 'Calendario (ICS)');
    expect(ics.filename).toBe(`calendario-salute_completo_${today}.ics`);
    expect(strFromU8(ics.bytes)).toContain('BEGIN:VCALENDAR');

    const fhir = await downloadBy(page, 'Formato sanitario (FHIR)');
    expect(JSON.parse(strFromU8(fhir.bytes))).toMatchObject({ resourceType: 'Bundle', type: 'collection' });

    // A period backwards: said at the field, nothing can be asked.
    await section.getByLabel('Dal', { exact: true }).fill('2026-05-02');
    await section.getByLabel('Al', { exact: true }).fill('2026-05-01');
    await section.getByText('La data di inizio viene dopo quella di fine.').waitFor();
    expect(await page.getByRole('button', { name: 'Copia completa (JSON)' }).isDisabled()).toBe(true);
    await section.getByLabel('Dal', { exact: true }).fill('');
    await section.getByLabel('Al', { exact: true }).fill('');

    // The server failing without a message of its own: the spec's text, with the type.
    await page.route('**/export/pdf', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Riepilogo per il medico (PDF)' }).click();
    await section.getByRole('alert').getByText("Errore nell'esportazione dei dati PDF").waitFor();
    await page.unroute('**/export/pdf');
    await screenshot(page, 'phone-settings-export');

    // Each tracker offers the same export, folded under its list.
    await page.goto(`${page.url().split('#')[0]}#/sintomi`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Esporta i tuoi dati').click();
    const fromTracker = await downloadBy(page, 'Tabelle per Excel (CSV)');
    expect(fromTracker.filename).toBe(csv.filename);
    // The one failure is the one made on purpose.
    expect(problems).toEqual([
      expect.stringMatching(
        /^console: Failed to load resource: the server responded with a status of 500 \(Internal Server Error\) \(http:\/\/[^)]+\/export\/pdf\)$/,
      ),
    ]);
  });

  test('the JSON copy imported on another account’s profile, after its summary', async ({ signIn }) => {
    const giulia = await signIn({ name: 'Giulia' });
    await writeThroughApi(giulia.tokens.accessToken, { seed: 6, days: 7, to: romeDay() });
    await goTo(giulia.page, '/settings', 'Impostazioni');
    const json = await downloadBy(giulia.page, 'Copia completa (JSON)');
    const file = JSON.parse(strFromU8(json.bytes)) as DataExport;

    const { page } = await signIn({ name: 'Marco' });
    const problems = watch(page);
    await goTo(page, '/profile', 'Profilo');
    const section = page.getByRole('region', { name: 'Importa dati' });
    // Something that is not an export: said, nothing asked.
    await section.getByLabel('Scegli il file JSON').setInputFiles({
      name: 'note.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"appunti": []}'),
    });
    await section
      .getByRole('alert')
      .getByText(/Il file non è un'esportazione di SaluteMia/)
      .waitFor();

    await section.getByLabel('Scegli il file JSON').setInputFiles({
      name: json.filename,
      mimeType: 'application/json',
      buffer: Buffer.from(json.bytes),
    });
    await section.getByText('Contenuto del file').waitFor();
    await section.getByText(/Esportato da Giulia il/).waitFor();
    await section.getByText('7 giorni di benessere').waitFor();
    expect(await axeCheck(page, 'profile with the import summary')).toEqual([]);
    await screenshot(page, 'phone-profile-import');
    await section.getByRole('button', { name: 'Importa' }).click();
    const records =
      file.symptoms.length +
      file.wellness.length +
      file.appointments.length +
      file.medications.length +
      file.medications.reduce((n, m) => n + m.doses.length, 0);
    await section
      .getByRole('status')
      .getByText(
        `Importazione completata: ${records} nuovi, 0 aggiornati, 0 già presenti, 0 lasciati come sono nel tuo account.`,
      )
      .waitFor();

    // Giulia's days are now Marco's, on his wellness page.
    await page.goto(`${page.url().split('#')[0]}#/benessere`);
    await expect.poll(() => page.locator('.record').count()).toBe(7);
    expect(problems).toEqual([]);
  });
  test('a file too large for the request: uploaded, then followed until it is imported', async ({
    signIn,
  }) => {
    const { page, tokens } = await signIn({ name: 'Sara' });
    const problems = watch(page);
    // 1,500 symptoms of the last two years, as an export of another person would have them.
    const at = (i: number) => new Date(Date.now() - (i + 1) * 12 * 3_600_000).toISOString();
    const symptoms = Array.from({ length: 1500 }, (_, i) => ({
      id: randomUUID(),
      version: 1,
      createdAt: at(i),
      updatedAt: at(i),
      symptom: 'mal_di_testa',
      custom: false,
      bodyArea: 'testa',
      severity: i % 11,
      startedAt: at(i),
      endedAt: null,
      triggers: ['stress'],
      notes: 'Dopo pranzo, con nausea leggera e un po’ di capogiro; migliora al buio.',
    }));
    const file = {
      format: 'salute-diario-export',
      formatVersion: 1,
      exportedAt: new Date().toISOString(),
      profile: { name: 'Sara' },
      symptoms,
      medications: [],
      wellness: [],
      appointments: [],
      conversations: [],
    };
    const buffer = Buffer.from(JSON.stringify(file));
    expect(buffer.byteLength).toBeGreaterThan(IMPORT_LIMITS.directBytes);

    await goTo(page, '/profile', 'Profilo');
    const section = page.getByRole('region', { name: 'Importa dati' });
    await section
      .getByLabel('Scegli il file JSON')
      .setInputFiles({ name: 'grande.json', mimeType: 'application/json', buffer });
    await section.getByText('1500 sintomi').waitFor();
    // The job's first report (the answer to POST /import) is given to the page as a slow import would report
    // it (running, 700 of 1,500): the twin runs a job's first slice before answering, and on a quiet machine
    // that slice is the whole import, so the bar, shown only while a job runs, would never be seen. The page
    // then asks the twin, whose answers (and the import itself) are real.
    await page.route(/\/import$/, async (route) => {
      const real = await route.fetch();
      const job = { ...(await real.json()), status: 'running', processed: 700, total: 1500 };
      delete job.result;
      await route.fulfill({ response: real, json: job });
    });
    await section.getByRole('button', { name: 'Importa' }).click();
    // The job is followed: how far it is, as a progress bar with its figures.
    await section.getByRole('progressbar', { name: 'Importati 700 di 1.500' }).waitFor();
    await section
      .getByRole('status')
      .getByText(
        'Importazione completata: 1500 nuovi, 0 aggiornati, 0 già presenti, 0 lasciati come sono nel tuo account.',
      )
      .waitFor({ timeout: 90_000 });
    const list = await callApi('GET', '/symptoms?limit=200', tokens.accessToken);
    expect(list.body.items).toHaveLength(200);
    expect(list.body.nextCursor).not.toBeNull();
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('the account, in Italian', () => {
  test('consent withdrawn leads to deletion: password and word asked, then the account is gone', async ({
    signIn,
  }) => {
    const { account, page } = await signIn({ name: 'Lucia' });
    const problems = watch(page);
    await goTo(page, '/settings', 'Impostazioni');
    const consent = page.getByRole('region', { name: 'Consenso al trattamento dei dati sanitari' });
    await consent.getByText(/^Hai dato il consenso il \d+ [a-z]+ \d{4}, alla registrazione\.$/).waitFor();
    await consent.getByRole('button', { name: 'Revoca il consenso' }).click();
    await consent.getByText(/Senza il tuo consenso non possiamo più trattare i tuoi dati sanitari/).waitFor();
    await consent.getByRole('button', { name: "Continua con l'eliminazione" }).click();

    const deletion = page.getByRole('region', { name: "Elimina l'account" });
    await deletion
      .getByText('I feedback che hai inviato restano al team, senza il tuo indirizzo email.')
      .waitFor();
    expect(await axeCheck(page, 'settings with the deletion form')).toEqual([]);
    await screenshot(page, 'phone-settings-delete');
    await deletion.getByLabel('Password attuale').fill('Sbagliata-123!');
    await deletion.getByLabel('Per confermare scrivi ELIMINA').fill('ELIMINA');
    await deletion.getByRole('button', { name: 'Elimina definitivamente' }).click();
    await deletion.getByRole('alert').getByText('La password non è corretta.').waitFor();

    await deletion.getByLabel('Password attuale').fill(account.password);
    await deletion.getByLabel('Per confermare scrivi ELIMINA').fill('elimin');
    await deletion.getByRole('button', { name: 'Elimina definitivamente' }).click();
    await deletion
      .getByRole('alert')
      .getByText('Per confermare scrivi ELIMINA nel campo qui sopra.')
      .waitFor();

    await deletion.getByLabel('Per confermare scrivi ELIMINA').fill('elimina');
    await deletion.getByRole('button', { name: 'Elimina definitivamente' }).click();
    await page.getByText('Il tuo account e tutti i tuoi dati sono stati eliminati.').waitFor();
    await expect.poll(() => page.url()).toContain('#/login');

    // The account no longer exists: signing in with it fails.
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('alert').filter({ hasText: /non/i }).waitFor();
    // The failures are the ones asked for: the wrong password (403), the sign-in of a deleted account (400).
    expect(problems.filter((p) => !/status of (403|400)/.test(p))).toEqual([]);
  });

  test('a new password from the profile: the current one asked again, the rule kept, then it signs in', async ({
    signIn,
    open,
  }) => {
    const { account, page } = await signIn({ name: 'Paolo' });
    const problems = watch(page);
    await goTo(page, '/profile', 'Profilo');
    const card = page.getByRole('region', { name: 'Password' });
    await card.getByRole('button', { name: 'Cambia password' }).click();
    await card.getByLabel('Password attuale').fill('Non-la-mia-1!');
    await card.getByLabel('Nuova password').fill('corta');
    await card.getByLabel('Conferma password').fill('corta');
    await card.getByRole('button', { name: 'Salva la nuova password' }).click();
    await card.getByText('La password deve contenere almeno 8 caratteri').waitFor();
    const next = 'una nuova frase segreta per Paolo';
    await card.getByLabel('Nuova password').fill(next);
    await card.getByLabel('Conferma password').fill(next);
    await card.getByRole('button', { name: 'Salva la nuova password' }).click();
    await card.getByRole('alert').getByText('La password non è corretta.').waitFor();
    await card.getByLabel('Password attuale').fill(account.password);
    await card.getByRole('button', { name: 'Salva la nuova password' }).click();
    await card.getByRole('status').getByText('Password aggiornata.').waitFor();
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);

    // Another device signs in with the new password, not with the old one.
    const other = await open();
    await other.page.goto(`${twin().appUrl}/#/login`);
    await submitLogin(other.page, account.email, account.password);
    await other.page
      .getByRole('alert')
      .filter({ hasText: /password/i })
      .waitFor();
    await submitLogin(other.page, account.email, next);
    await other.page.waitForURL(/#\/dashboard$/);
  });
});
