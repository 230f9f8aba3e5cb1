import { describe, expect } from 'vitest';
import { callApi, twin } from '../support/accounts';
import { axeCheck } from '../support/axe';
import { screenshot } from '../support/browser';
import { test } from '../support/e2e';

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
    await page.getByLabel('Quando').fill('2026-12-03T10:30');
    expect(await page.getByLabel('Ricordamelo').inputValue()).toBe('1440');
    expect(await axeCheck(page, 'phone appointment form')).toEqual([]);
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Appuntamento salvato.').waitFor();
    const entry = page.locator('.record').filter({ hasText: 'Visita cardiologica' });
    await entry.waitFor();
    expect(await entry.innerText()).toContain('10:30');
    expect(await entry.innerText()).toContain('promemoria il giorno prima');
    await page.getByRole('heading', { name: 'giovedì 3 dicembre 2026' }).waitFor();
    await screenshot(page, 'phone-appointments');

    const stored = (await callApi('GET', '/appointments', tokens.accessToken)).body.items;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      title: 'Visita cardiologica',
      doctor: 'Dott.ssa Bianchi',
      remindMinutesBefore: 1440,
      version: 1,
    });
    expect(Date.parse(stored[0].startsAt)).toBe(Date.parse('2026-12-03T10:30:00+01:00'));

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
    await page.getByRole('button', { name: 'Annulla eliminazione' }).click();
    await page.locator('.record').filter({ hasText: 'Visita cardiologica' }).waitFor();
    // The undo is on screen at once and reaches the server right after (through the outbox).
    await expect
      .poll(async () => (await callApi('GET', '/appointments', tokens.accessToken)).body.items[0])
      .toMatchObject({ remindMinutesBefore: 60, version: 4 });
  });
});
