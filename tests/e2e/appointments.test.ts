import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { callApi, twin } from '../support/accounts';
import { axeCheck } from '../support/axe';
import { romeDay, screenshot } from '../support/browser';
import { test } from '../support/e2e';

const DAY = 86_400_000;
/** The wall-clock time of an instant in Rome, "2026-12-03 10:30". */
const inRome = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Rome',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
/** How the list heads a day: "giovedì 3 dicembre 2026". */
const dayHeading = (day: string) =>
  new Intl.DateTimeFormat('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

describe('appointments on a phone, in Italian', () => {
  test('adds, edits, deletes and restores an appointment', async ({ signIn }) => {
    const { tokens, page } = await signIn({ name: 'Anita' });
    await page.goto(`${twin().appUrl}/#/appointments`);
    await page.getByText('Non hai ancora appuntamenti').waitFor();

    await page.getByRole('button', { name: 'Aggiungi appuntamento' }).click();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Campo obbligatorio').waitFor();
    await page.getByLabel('Che cosa?').fill('Visita cardiologica');
    await page.getByLabel('Medico').fill('Dott.ssa Bianchi');
    await page.getByLabel('Dove').fill('Ospedale Maggiore, Bologna');
    // In ten days: always in the future, whenever the test runs.
    const visitDay = romeDay(10);
    await page.getByLabel('Quando').fill(`${visitDay}T10:30`);
    expect(await page.getByLabel('Ricordamelo').inputValue()).toBe('1440');
    expect(await axeCheck(page, 'phone appointment form')).toEqual([]);
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Appuntamento salvato.').waitFor();
    const entry = page.locator('.record').filter({ hasText: 'Visita cardiologica' });
    await entry.waitFor();
    // The focus is on the appointment just saved, not lost to the top of the page.
    await expect.poll(() => entry.evaluate((row) => row === document.activeElement)).toBe(true);
    expect(await entry.innerText()).toContain('10:30');
    expect(await entry.innerText()).toContain('promemoria il giorno prima');
    await page.getByRole('heading', { name: dayHeading(visitDay) }).waitFor();
    await screenshot(page, 'phone-appointments');

    const stored = (await callApi('GET', '/appointments', tokens.accessToken)).body.items;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      title: 'Visita cardiologica',
      doctor: 'Dott.ssa Bianchi',
      remindMinutesBefore: 1440,
      version: 1,
    });
    expect(inRome(stored[0].startsAt)).toBe(`${visitDay} 10:30`);

    await entry.getByRole('button', { name: 'Modifica' }).click();
    await page.getByLabel('Ricordamelo').selectOption('60');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.locator('.record').filter({ hasText: "promemoria un'ora prima" }).waitFor();
    // The filter: it is in the future, so among "In programma" and not among "Passati".
    await page.getByLabel('Mostra').selectOption({ label: 'Passati' });
    await page.getByText('Nessuna voce con questo filtro.').waitFor();
    await entry.waitFor({ state: 'detached' });
    await page.getByLabel('Mostra').selectOption({ label: 'In programma' });
    await entry.waitFor();
    await page.getByLabel('Mostra').selectOption({ label: 'Tutti' });

    await page
      .locator('.record')
      .filter({ hasText: 'Visita cardiologica' })
      .getByRole('button', { name: 'Elimina' })
      .click();
    await page.getByText('Appuntamento eliminato.').waitFor();
    expect((await callApi('GET', '/appointments', tokens.accessToken)).body.items).toHaveLength(0);
    // The focus waits on the undo, one key press away.
    const undo = page.getByRole('button', { name: 'Annulla eliminazione' });
    await expect.poll(() => undo.evaluate((button) => button === document.activeElement)).toBe(true);
    await undo.click();
    await page.locator('.record').filter({ hasText: 'Visita cardiologica' }).waitFor();
    // The undo is on screen at once and reaches the server right after (through the outbox).
    await expect
      .poll(async () => (await callApi('GET', '/appointments', tokens.accessToken)).body.items[0])
      .toMatchObject({ remindMinutesBefore: 60, version: 4 });
  });

  test('lists the coming appointments from the next one, then the past ones from the latest', async ({
    signIn,
  }) => {
    const { tokens, page } = await signIn({ name: 'Paolo' });
    const plan: [string, number][] = [
      ['Analisi del sangue', 40],
      ['Dentista', 2],
      ['Oculista', -10],
      ['Dermatologo', -30],
      ['Fisioterapia', 15],
    ];
    for (const [title, offset] of plan) {
      const startsAt = new Date(Date.now() + offset * DAY).toISOString();
      const put = await callApi('PUT', `/appointments/${randomUUID()}`, tokens.accessToken, {
        body: { version: 0, title, startsAt },
      });
      expect(put.status, title).toBe(201);
    }
    await page.goto(`${twin().appUrl}/#/appointments`);
    const titles = page.locator('.record .record-title');
    await expect.poll(() => titles.count()).toBe(plan.length);
    expect(await titles.allInnerTexts()).toEqual([
      'Dentista',
      'Fisioterapia',
      'Analisi del sangue',
      'Oculista',
      'Dermatologo',
    ]);
    await page.getByLabel('Mostra').selectOption({ label: 'In programma' });
    await expect
      .poll(() => titles.allInnerTexts())
      .toEqual(['Dentista', 'Fisioterapia', 'Analisi del sangue']);
  });
});
