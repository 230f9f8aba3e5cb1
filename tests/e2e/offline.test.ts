import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { callApi, signInWithSrp, twin, verifiedAccount } from '../support/accounts';
import { axeCheck } from '../support/axe';
import { coveredByFeedbackButton, PHONE, screenshot, signInUi } from '../support/browser';
import { test } from '../support/e2e';

const SYMPTOMS = ['Mal di testa', 'Emicrania', 'Vertigini'];
const waiting = (page: Page, n: number) =>
  page
    .getByRole('status')
    .getByText(
      n === 1 ? '1 modifica in attesa di sincronizzazione' : `${n} modifiche in attesa di sincronizzazione`,
    );

/** What this browser keeps of the diary in IndexedDB: waiting changes and the offline copy. */
const storedOffline = (page: Page) =>
  page.evaluate(async () => {
    const count = (db: string, store: string) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(store).objectStore(store).count();
          request.onsuccess = () => {
            resolve(request.result);
            open.result.close();
          };
          request.onerror = () => reject(request.error);
        };
      });
    return {
      changes: await count('salute-outbox', 'changes'),
      copies: await count('salute-cache', 'queries'),
    };
  });

describe('the diary offline, on a phone in Italian', () => {
  test('keeps 20 symptoms added offline through a reload and sends each exactly once when back online', async ({
    open,
  }) => {
    const account = await verifiedAccount({ name: 'Offline' });
    const tokens = await signInWithSrp(account.email, account.password);
    const { context, page } = await open(PHONE, { serviceWorker: true });
    await signInUi(page, twin().appUrl, account.email, account.password);
    // The installed app: the service worker controls the page once it has stored the shell.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await page.goto(`${twin().appUrl}/#/sintomi`);
    await page.getByText('Non hai ancora registrato sintomi').waitFor();
    // Installable: a manifest in Italian with its icons, linked from the page.
    const manifest = await (await fetch(`${twin().appUrl}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({
      name: 'SaluteMia',
      lang: 'it',
      display: 'standalone',
      start_url: '/#/dashboard',
    });
    for (const icon of manifest.icons as { src: string }[])
      expect((await fetch(`${twin().appUrl}${icon.src}`)).headers.get('content-type')).toBe('image/png');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');

    await context.setOffline(true);
    await page.getByText('Sei offline. Puoi continuare a usare il diario').waitFor();
    for (let i = 1; i <= 20; i++) {
      await page.getByRole('button', { name: 'Aggiungi sintomo' }).click();
      await page.getByRole('radio', { name: SYMPTOMS[i % SYMPTOMS.length] }).click();
      await page.getByLabel(/Quanto è forte/).fill(String(i % 11));
      await page.getByRole('button', { name: 'Salva' }).click();
      await waiting(page, i).waitFor();
    }
    await page
      .getByText('Salvato su questo dispositivo: sarà inviato appena torni online.')
      .first()
      .waitFor();
    expect(await page.locator('.record').count()).toBe(20);
    expect(await page.locator('.sync-badge').count()).toBe(20);
    await screenshot(page, 'phone-offline-waiting');
    expect(await axeCheck(page, 'phone offline, changes waiting')).toEqual([]);

    // A reload without network: the installed app opens, still signed in, with the 20 waiting changes.
    await page.reload();
    await waiting(page, 20).waitFor();
    await page.locator('.record').nth(19).waitFor();
    expect(await page.locator('.record').count()).toBe(20);
    expect((await callApi('GET', '/symptoms', tokens.accessToken)).body.items).toHaveLength(0);

    // Back online: everything is sent, once.
    await context.setOffline(false);
    await page.locator('.sync-badge').first().waitFor({ state: 'detached', timeout: 30_000 });
    await waiting(page, 1).or(waiting(page, 20)).waitFor({ state: 'detached' });
    const stored = (await callApi('GET', '/symptoms?limit=200', tokens.accessToken)).body.items as {
      id: string;
      severity: number;
      version: number;
    }[];
    expect(stored).toHaveLength(20);
    expect(new Set(stored.map((s) => s.id)).size).toBe(20);
    expect(stored.every((s) => s.version === 1)).toBe(true);
    expect(stored.map((s) => s.severity).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => (i + 1) % 11).sort((a, b) => a - b),
    );
    expect(await storedOffline(page)).toMatchObject({ changes: 0 });

    // A reload online shows the same 20, with nothing waiting.
    await page.reload();
    await page.locator('.record').nth(19).waitFor();
    expect(await page.locator('.record').count()).toBe(20);
    expect(await page.locator('.sync-badge').count()).toBe(0);
    // Scrolled to the end of a long list, the last row is above the floating feedback button, not under it.
    expect(await coveredByFeedbackButton(page)).toEqual([]);

    // Signing out leaves nothing of the diary in this browser.
    await page.goto(`${twin().appUrl}/#/profile`);
    await page.getByRole('button', { name: 'Esci' }).first().click();
    await page.waitForURL(/#\/login$/);
    expect(await storedOffline(page)).toEqual({ changes: 0, copies: 0 });
  });

  test('shows a change that lost to an edit made elsewhere, and keeps the version the person chooses', async ({
    signIn,
  }) => {
    const { tokens, context, page } = await signIn({ name: 'Conflitto' });
    await page.goto(`${twin().appUrl}/#/sintomi`);
    await page.getByRole('button', { name: 'Aggiungi sintomo' }).click();
    await page.getByRole('radio', { name: 'Vertigini' }).click();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Sintomo salvato.').waitFor();
    const [saved] = (await callApi('GET', '/symptoms', tokens.accessToken)).body.items;

    // Offline on the phone, the person edits it; meanwhile another device changes it on the server.
    await context.setOffline(true);
    await page.locator('.record').getByRole('button', { name: 'Modifica' }).click();
    await page.getByLabel(/Quanto è forte/).fill('9');
    await page.getByRole('button', { name: 'Salva' }).click();
    await waiting(page, 1).waitFor();
    const { id, createdAt: _c, updatedAt: _u, ...content } = saved;
    const elsewhere = await callApi('PUT', `/symptoms/${id}`, tokens.accessToken, {
      body: { ...content, severity: 2, notes: "dall'altro telefono" },
    });
    expect(elsewhere.status).toBe(200);

    await context.setOffline(false);
    const problem = page.getByRole('alert').filter({ hasText: 'Modifiche da controllare' });
    await problem
      .getByText('Sintomo: questa voce è stata modificata anche su un altro dispositivo')
      .waitFor();
    expect(await page.locator('.sync-badge').innerText()).toBe('Da controllare: modificato anche altrove');
    expect(await axeCheck(page, 'phone sync conflict')).toEqual([]);
    await screenshot(page, 'phone-sync-conflict');
    // The server still has the other device's version: nothing was overwritten in silence.
    expect((await callApi('GET', `/symptoms/${id}`, tokens.accessToken)).body).toMatchObject({
      severity: 2,
      version: 2,
    });

    await problem.getByRole('button', { name: 'Tieni la mia' }).click();
    await problem.waitFor({ state: 'detached' });
    await page.locator('.sync-badge').waitFor({ state: 'detached' });
    const kept = (await callApi('GET', `/symptoms/${id}`, tokens.accessToken)).body;
    expect(kept).toMatchObject({ severity: 9, version: 3 });
    await page.locator('.record').filter({ hasText: 'Intensità 9/10' }).waitFor();

    // Signing out with a change not yet sent asks first; declining keeps the person signed in with it.
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    await nav.getByRole('link', { name: 'Profilo' }).click();
    await page.getByRole('button', { name: 'Esci' }).first().waitFor();
    await nav.getByRole('link', { name: 'Sintomi' }).click();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Aggiungi sintomo' }).click();
    await page.getByRole('radio', { name: 'Emicrania' }).click();
    await page.getByRole('button', { name: 'Salva' }).click();
    await waiting(page, 1).waitFor();
    await nav.getByRole('link', { name: 'Profilo' }).click();
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole('button', { name: 'Esci' }).first().click();
    expect(await asked).toBe(
      'Hai 1 modifica non ancora inviata: se esci ora andrà persa. Vuoi uscire comunque?',
    );
    await waiting(page, 1).waitFor();
    expect(page.url()).toMatch(/#\/profile$/);
  });
});
