import { describe, expect } from 'vitest';
import { callApi } from '../support/accounts';
import { axeCheck } from '../support/axe';
import { screenshot } from '../support/browser';
import { test } from '../support/e2e';

describe('the symptom diary on a phone, in Italian', () => {
  test('adds a symptom in three taps, edits it, deletes it and undoes the delete', async ({ signIn }) => {
    const { tokens, page } = await signIn({ name: 'Luca' });
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Sintomi' })
      .click();
    await page.getByText('Non hai ancora registrato sintomi').waitFor();

    // Three taps: add, the symptom, save (the area, the severity and the time have defaults).
    await page.getByRole('button', { name: 'Aggiungi sintomo' }).click();
    await page.getByRole('radio', { name: 'Mal di testa' }).click();
    expect(await axeCheck(page, 'phone symptoms form')).toEqual([]);
    await screenshot(page, 'phone-symptom-form');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Sintomo salvato.').waitFor();
    const entry = page.locator('.record').filter({ hasText: 'Mal di testa' });
    await entry.waitFor();
    expect(await entry.innerText()).toContain('Intensità 5/10');
    expect(await entry.innerText()).toContain('in corso');

    const stored = await callApi('GET', '/symptoms', tokens.accessToken);
    expect(stored.body.items).toHaveLength(1);
    expect(stored.body.items[0]).toMatchObject({
      symptom: 'mal_di_testa',
      bodyArea: 'testa',
      severity: 5,
      endedAt: null,
      version: 1,
    });

    // Edit: stronger, with a possible cause; a custom symptom next.
    await entry.getByRole('button', { name: 'Modifica' }).click();
    await page.getByLabel(/Quanto è forte/).fill('8');
    await page.getByLabel('Possibili cause (separate da virgola)').fill('vino rosso, poco sonno');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Sintomo salvato.').waitFor();
    await page.locator('.record').filter({ hasText: 'Intensità 8/10' }).waitFor();
    expect((await callApi('GET', '/symptoms', tokens.accessToken)).body.items[0]).toMatchObject({
      severity: 8,
      triggers: ['vino rosso', 'poco sonno'],
      version: 2,
    });

    // A symptom in the person's own words, with an end before its start: refused next to the field.
    await page.getByRole('button', { name: 'Aggiungi sintomo' }).click();
    await page.getByRole('radio', { name: 'Scrivilo con parole tue' }).click();
    await page.getByLabel('Il tuo sintomo').fill('Fischio alle orecchie');
    await page.getByRole('checkbox', { name: 'Ancora in corso' }).uncheck();
    await page.getByLabel('Quando è iniziato?').fill('2026-11-20T10:00');
    await page.getByLabel('Quando è finito?').fill('2026-11-20T09:00');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText("La fine non può essere prima dell'inizio").waitFor();
    await page.getByLabel('Quando è finito?').fill('2026-11-20T11:30');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.locator('.record').filter({ hasText: 'Fischio alle orecchie' }).waitFor();
    await screenshot(page, 'phone-symptom-list');

    // Delete, then undo.
    const headache = page.locator('.record').filter({ hasText: 'Mal di testa' });
    await headache.getByRole('button', { name: 'Elimina' }).click();
    await page.getByText('Sintomo eliminato.').waitFor();
    await headache.waitFor({ state: 'detached' });
    expect((await callApi('GET', '/symptoms', tokens.accessToken)).body.items).toHaveLength(1);
    await page.getByRole('button', { name: 'Annulla eliminazione' }).click();
    await page.locator('.record').filter({ hasText: 'Mal di testa' }).waitFor();
    // The undo is on screen at once and reaches the server right after (through the outbox).
    await expect
      .poll(async () => (await callApi('GET', '/symptoms', tokens.accessToken)).body.items.length)
      .toBe(2);
    const after = (await callApi('GET', '/symptoms', tokens.accessToken)).body.items;
    expect(after.find((s: { symptom: string }) => s.symptom === 'mal_di_testa')).toMatchObject({
      severity: 8,
      version: 4,
    });
    expect(await axeCheck(page, 'phone symptoms list')).toEqual([]);
  });
});
