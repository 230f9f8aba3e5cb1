import { describe, expect } from 'vitest';
import { scheduledDoseId } from '../../lambdas/contracts/schedule';
import { callApi, signInWithSrp, twin, verifiedAccount } from '../support/accounts';
import { axeCheck } from '../support/axe';
import { PHONE, romeDay, screenshot, signInUi } from '../support/browser';
import { test } from '../support/e2e';

describe('medications and the dashboard on a phone, in Italian', () => {
  test("adds a medication with its schedule, marks today's doses, edits, deletes and restores it", async ({
    signIn,
  }) => {
    const { tokens, page } = await signIn({ name: 'Giulia' });
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Farmaci' })
      .click();
    await page.getByText('Non hai ancora registrato farmaci').waitFor();

    // The form says what is missing next to the field, and stores nothing.
    await page.getByRole('button', { name: 'Aggiungi farmaco' }).click();
    for (const day of ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'])
      await page.getByRole('checkbox', { name: day }).uncheck();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Campo obbligatorio').waitFor();
    await page.getByText('Scegli almeno un giorno').waitFor();
    expect((await callApi('GET', '/medications', tokens.accessToken)).body.items).toHaveLength(0);

    await page.getByLabel('Nome del farmaco').fill('Metformina');
    await page.getByLabel('Dosaggio (facoltativo)').fill('500 mg');
    for (const day of ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'])
      await page.getByRole('checkbox', { name: day }).check();
    await page.getByRole('button', { name: 'Aggiungi un orario' }).click();
    await page.getByLabel('Orario 2').fill('20:00');
    await page.getByLabel('Scorta: quante ne hai (facoltativo)').fill('10');
    await page.getByLabel('Avvisami quando ne restano').fill('12');
    expect(await axeCheck(page, 'phone medication form')).toEqual([]);
    await screenshot(page, 'phone-medication-form');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Farmaco salvato.').waitFor();
    const entry = page.locator('.record').filter({ hasText: 'Metformina 500 mg' });
    await entry.waitFor();
    expect(await entry.innerText()).toContain('1 compressa · Ogni giorno alle 08:00, 20:00');
    expect(await entry.innerText()).toContain('Scorta: 10 · Scorta in esaurimento');

    const [medication] = (await callApi('GET', '/medications', tokens.accessToken)).body.items;
    expect(medication).toMatchObject({
      name: 'Metformina',
      strength: '500 mg',
      form: 'compresse',
      dose: { amount: 1, unit: 'compressa' },
      schedule: { type: 'fixed', times: ['08:00', '20:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
      stock: { quantity: 10, lowThreshold: 12 },
      active: true,
    });

    // Today's doses: one tap each. The morning dose is taken, the evening one skipped.
    const today = page.getByRole('region', { name: 'Le dosi di oggi' });
    await today.getByRole('button', { name: 'Preso: Metformina 500 mg delle 08:00' }).click();
    await today.getByText(/Preso (in ritardo )?alle \d\d:\d\d/).waitFor();
    await today.getByRole('button', { name: 'Saltato: Metformina 500 mg delle 20:00' }).click();
    await today.getByText('Saltato', { exact: true }).waitFor();
    expect(await axeCheck(page, 'phone medications with doses')).toEqual([]);
    await screenshot(page, 'phone-medications-doses');

    const day = romeDay();
    const morning = scheduledDoseId(medication.id, day, '08:00');
    const doses = async () =>
      (await callApi('GET', `/medications/${medication.id}/doses`, tokens.accessToken)).body.items as {
        id: string;
        status: string;
        version: number;
      }[];
    await expect.poll(async () => (await doses()).length).toBe(2);
    expect((await doses()).find((d) => d.id === morning)?.status).toMatch(/^(taken|late)$/);
    expect((await doses()).find((d) => d.id === scheduledDoseId(medication.id, day, '20:00'))?.status).toBe(
      'skipped',
    );

    // "Annulla" and "Preso" again: still one dose for 08:00, on the same id.
    await today.getByRole('button', { name: 'Annulla: Metformina 500 mg delle 08:00' }).click();
    await today.getByRole('button', { name: 'Preso: Metformina 500 mg delle 08:00' }).click();
    await today.getByRole('button', { name: 'Annulla: Metformina 500 mg delle 08:00' }).waitFor();
    await expect.poll(async () => (await doses()).find((d) => d.id === morning)?.version).toBe(3);
    expect(await doses()).toHaveLength(2);

    // Edit: "al bisogno", at most 3 a day.
    await entry.getByRole('button', { name: 'Modifica' }).click();
    await page.getByRole('radio', { name: 'Al bisogno' }).click();
    await page.getByLabel('Al massimo quante volte al giorno? (facoltativo)').fill('3');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Farmaco salvato.').waitFor();
    await entry.getByText('Al bisogno, al massimo 3 al giorno').waitFor();

    // The dashboard: the as-needed dose in one tap.
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    const glance = page.getByRole('region', { name: 'Le dosi di oggi' });
    await glance.getByRole('button', { name: 'Ho preso una dose di Metformina 500 mg' }).click();
    // Two today: the 08:00 dose taken earlier (still in the log after the change of schedule) and this one.
    await glance.getByText('oggi: 2 dosi').waitFor();
    expect(await axeCheck(page, 'phone dashboard with data')).toEqual([]);
    await screenshot(page, 'phone-dashboard');

    // Delete, then undo.
    await page.goto(`${twin().appUrl}/#/farmaci`);
    await entry.getByRole('button', { name: 'Elimina' }).click();
    await page.getByText('Farmaco eliminato. Le assunzioni già registrate restano nello storico.').waitFor();
    await entry.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await callApi('GET', '/medications', tokens.accessToken)).body.items.length)
      .toBe(0);
    await page.getByRole('button', { name: 'Annulla eliminazione' }).click();
    await entry.waitFor();
    await expect
      .poll(async () => (await callApi('GET', '/medications', tokens.accessToken)).body.items[0]?.schedule)
      .toEqual({ type: 'asNeeded', maxPerDay: 3 });
  });

  test("shows the day at a glance: the latest symptom, today's wellness and the next appointment", async ({
    open,
  }) => {
    const account = await verifiedAccount({ name: 'Marco' });
    const tokens = await signInWithSrp(account.email, account.password);
    const day = romeDay();
    const put = (path: string, body: unknown) => callApi('PUT', path, tokens.accessToken, { body });
    const uuid = () => crypto.randomUUID();
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    await put(`/symptoms/${uuid()}`, {
      version: 0,
      symptom: 'tosse',
      custom: false,
      bodyArea: 'petto_respiro',
      severity: 4,
      startedAt: new Date().toISOString(),
      endedAt: null,
      triggers: [],
    });
    await put(`/wellness/${uuid()}`, { version: 0, date: day, sleepHours: 7.5, mood: 4 });
    await put(`/appointments/${uuid()}`, { version: 0, title: 'Visita cardiologica', startsAt: soon });

    const { page } = await open(PHONE);
    await signInUi(page, twin().appUrl, account.email, account.password);
    await page.getByRole('region', { name: 'Sintomi degli ultimi 7 giorni' }).getByText('Tosse').waitFor();
    await page
      .getByRole('region', { name: 'Il tuo benessere di oggi' })
      .getByText('sonno 7,5 h · umore 4/5')
      .waitFor();
    await page
      .getByRole('region', { name: 'Prossimo appuntamento' })
      .getByText('Visita cardiologica')
      .waitFor();
    expect(await page.getByRole('region', { name: 'Le dosi di oggi' }).innerText()).toContain(
      'Non hai farmaci in uso.',
    );
  });
});
