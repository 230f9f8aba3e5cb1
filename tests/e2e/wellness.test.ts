import { describe, expect } from 'vitest';
import { callApi } from '../support/accounts';
import { axeCheck } from '../support/axe';
import { screenshot } from '../support/browser';
import { test } from '../support/e2e';

describe('wellness on a phone, in Italian', () => {
  test('records a day with Italian decimals, refuses half a blood pressure, edits it and deletes it', async ({
    signIn,
  }) => {
    const { tokens, page } = await signIn({ name: 'Maria' });
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Benessere' })
      .click();
    await page.getByText('Non hai ancora registrato dati sul benessere').waitFor();

    await page.getByRole('button', { name: 'Aggiungi dati sul benessere' }).click();
    await page.getByLabel('Giorno').fill('2026-11-21');
    await page.getByLabel('Ore di sonno').fill('6,5');
    await page.getByRole('group', { name: 'Umore' }).getByRole('radio', { name: '4' }).check({ force: true });
    await page.getByLabel('Attività fisica (minuti)').fill('1440');
    await page.getByLabel('Temperatura (°C)').fill('37,5');
    await page.getByLabel('Pressione massima (mmHg)').fill('135');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Inserisci sia la massima sia la minima (la massima più alta)').waitFor();
    await page.getByLabel('Pressione minima (mmHg)').fill('85');
    expect(await axeCheck(page, 'phone wellness form')).toEqual([]);
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Dati sul benessere salvati.').waitFor();
    const entry = page.locator('.record').filter({ hasText: 'sonno 6,5 h' });
    await entry.waitFor();
    expect(await entry.innerText()).toContain('pressione 135/85');
    expect(await entry.innerText()).toContain('37,5 °C');
    await page.getByRole('heading', { name: 'sabato 21 novembre 2026' }).waitFor();
    await screenshot(page, 'phone-wellness');

    const stored = (await callApi('GET', '/wellness', tokens.accessToken)).body.items[0];
    expect(stored).toMatchObject({
      date: '2026-11-21',
      sleepHours: 6.5,
      mood: 4,
      activityMinutes: 1440,
      measurements: { temperatureC: 37.5, systolic: 135, diastolic: 85 },
    });

    // Editing shows the stored values in Italian and reads them back unchanged.
    await entry.getByRole('button', { name: 'Modifica' }).click();
    expect(await page.getByLabel('Attività fisica (minuti)').inputValue()).toBe('1440');
    expect(await page.getByLabel('Temperatura (°C)').inputValue()).toBe('37,5');
    await page.getByLabel('Ore di sonno').fill('7');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.locator('.record').filter({ hasText: 'sonno 7 h' }).waitFor();
    expect((await callApi('GET', '/wellness', tokens.accessToken)).body.items[0]).toMatchObject({
      sleepHours: 7,
      activityMinutes: 1440,
      measurements: { temperatureC: 37.5 },
      version: 2,
    });

    // One entry per day: adding the same day again opens the day already recorded, to edit it.
    await page.getByRole('button', { name: 'Aggiungi dati sul benessere' }).click();
    await page.getByLabel('Giorno').fill('2026-11-21');
    await page.getByLabel('Ore di sonno').fill('5');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page
      .getByText('Hai già registrato il benessere per questo giorno: lo trovi qui da modificare.')
      .waitFor();
    expect(await page.getByLabel('Ore di sonno').inputValue()).toBe('7');
    await page.getByRole('button', { name: 'Annulla' }).click();
    expect((await callApi('GET', '/wellness', tokens.accessToken)).body.items).toHaveLength(1);

    // Delete: gone from the list and the server; the empty state offers to add again.
    await page
      .locator('.record')
      .filter({ hasText: 'sonno 7 h' })
      .getByRole('button', { name: 'Elimina' })
      .click();
    await page.getByText('Dati sul benessere eliminati.').waitFor();
    await page.getByText('Non hai ancora registrato dati sul benessere').waitFor();
    await expect
      .poll(async () => (await callApi('GET', '/wellness', tokens.accessToken)).body.items.length)
      .toBe(0);
  });
});
