import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { twin, verifiedAccount } from '../support/accounts';
import { axeCheck } from '../support/axe';
import {
  appReady,
  coveredByFeedbackButton,
  DESKTOP,
  PHONE,
  screenshot,
  signInUi,
  submitLogin,
  watch,
} from '../support/browser';
import { test } from '../support/e2e';

/** Every signed-in route of the spec's table (and the implied screens) with the heading a person sees. */
const SIGNED_IN: [string, string][] = [
  ['/dashboard', 'Ciao, Giovanna!'],
  ['/sintomi', 'Sintomi'],
  ['/farmaci', 'Farmaci'],
  ['/benessere', 'Benessere'],
  ['/profile', 'Profilo'],
  ['/settings', 'Impostazioni'],
  ['/assistente', 'Assistente AI'],
  ['/medication-reminders', 'Promemoria farmaci'],
  ['/symptom-analytics', 'Analisi dei sintomi'],
  ['/appointments', 'Appuntamenti'],
  ['/notifications', 'Notifiche'],
  ['/onboarding', 'Come funziona SaluteMia'],
];

const SIGNED_OUT: [string, string][] = [
  ['/login', 'Accedi'],
  ['/register', 'Crea il tuo account'],
  ['/forgot-password', 'Reimposta la password'],
  ['/verify', 'Verifica la tua email'],
  ['/privacy', 'Informativa sulla privacy'],
  ['/terms', 'Termini e condizioni'],
  ['/cookies', 'Informativa sui cookie'],
];

/** Opens a route and waits for the app itself (not the static login page of index.html: this is about routing). */
async function go(page: Page, route: string) {
  await page.goto(`${twin().appUrl}/#${route}`);
  await appReady(page);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

for (const [device, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`the app shell on a ${device}`, () => {
    test('signed out: protected routes go to /login, unknown paths to /, every public page is accessible', async ({
      open,
    }) => {
      const { page } = await open(size);
      const problems = watch(page);
      await go(page, '/login');
      await heading(page, 'Accedi').waitFor();
      // the stage's settings: one request, made with the page's own files (preloaded), not after the scripts ran
      expect(
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((e) => new URL(e.name).pathname === '/config.json')
            .map((e) => (e as PerformanceResourceTiming).initiatorType),
        ),
      ).toEqual(['link']);
      for (const route of [...SIGNED_IN.map(([r]) => r), '/nowhere/at/all']) {
        await go(page, route);
        await heading(page, 'Accedi').waitFor();
        expect(page.url(), route).toMatch(/#\/login$/);
      }
      for (const [route, title] of SIGNED_OUT) {
        await go(page, route);
        await heading(page, title).waitFor();
        await expect.poll(() => page.title(), { message: route }).toBe(`${title} · SaluteMia`);
        expect(await axeCheck(page, `${device} signed-out ${route}`), route).toEqual([]);
        await screenshot(page, `${device}-signed-out${route.replace(/\//g, '-')}`);
      }
      // The landing: the three main features and the legal links.
      await go(page, '/login');
      await page.getByRole('heading', { name: 'Monitoraggio dei sintomi' }).waitFor();
      await page.getByRole('heading', { name: 'Gestione dei farmaci' }).waitFor();
      await page.getByRole('heading', { name: 'Assistente AI Salus' }).waitFor();
      await page.getByRole('link', { name: 'Informativa sui cookie' }).click();
      await heading(page, 'Informativa sui cookie').waitFor();
      expect(problems).toEqual([]);
    });

    test('signed in: every route shows its page, accessibly; /login and /register lead to the dashboard', async ({
      open,
    }) => {
      const account = await verifiedAccount({ name: 'Giovanna' });
      const { page } = await open(size);
      const problems = watch(page);
      await signInUi(page, twin().appUrl, account.email, account.password);

      for (const [route, title] of SIGNED_IN) {
        await go(page, route);
        await heading(page, title).waitFor();
        // The tab says which page this is (the dashboard's heading greets; its tab names the page).
        const tab = route === '/dashboard' ? 'Dashboard' : title;
        await expect.poll(() => page.title(), { message: route }).toBe(`${tab} · SaluteMia`);
        // Every part of the page has its data (a page may load several parts at once).
        await expect
          .poll(() => page.getByText('Caricamento dei dati...').count(), { message: route })
          .toBe(0);
        expect(await axeCheck(page, `${device} signed-in ${route}`), route).toEqual([]);
        expect(await coveredByFeedbackButton(page), route).toEqual([]);
        await screenshot(page, `${device}-signed-in${route.replace(/\//g, '-')}`);
      }
      for (const route of ['/login', '/register', '/', '/somewhere-else']) {
        await go(page, route);
        await heading(page, 'Ciao, Giovanna!').waitFor();
        expect(page.url(), route).toMatch(/#\/dashboard$/);
      }

      // A page not built yet: the spec's wording and a way on, never a dead end.
      await go(page, '/medication-reminders');
      await page.getByText('Nessun promemoria attivo').waitFor();
      await page.getByRole('link', { name: 'Aggiungi un farmaco' }).click();
      await page.waitForURL(/#\/farmaci$/);
      await page.getByText('Non hai ancora registrato farmaci').waitFor();
      expect(problems).toEqual([]);
    });
  });
}

describe('navigation', () => {
  test('a page opened while signed out is where signing in leads; after signing out on purpose, the dashboard', async ({
    open,
  }) => {
    const account = await verifiedAccount({ name: 'Lucia' });
    const { page } = await open(PHONE);
    await go(page, '/farmaci?da=promemoria');
    await heading(page, 'Accedi').waitFor();
    await submitLogin(page, account.email, account.password);
    await page.waitForURL(/#\/farmaci\?da=promemoria$/);
    await heading(page, 'Farmaci').waitFor();

    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Profilo' })
      .click();
    await page.getByRole('button', { name: 'Esci' }).first().click();
    await heading(page, 'Accedi').waitFor();
    expect(page.url()).toMatch(/#\/login$/);
    await submitLogin(page, account.email, account.password);
    await page.waitForURL(/#\/dashboard$/);
    await heading(page, 'Ciao, Lucia!').waitFor();
  });

  test('on a phone: the bottom bar has the five entries and highlights the current one; no sidebar', async ({
    signIn,
  }) => {
    const { page } = await signIn({ name: 'Maria' });
    const bar = page.getByRole('navigation', { name: 'Navigazione principale' });
    await bar.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await bar.getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Sintomi',
      'Farmaci',
      'Benessere',
      'Profilo',
    ]);
    await bar.getByRole('link', { name: 'Farmaci' }).click();
    await heading(page, 'Farmaci').waitFor();
    expect(await bar.getByRole('link', { name: 'Farmaci' }).getAttribute('aria-current')).toBe('page');
    expect(await bar.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(await page.locator('aside.sidebar').isVisible()).toBe(false);
    const box = await bar.getByRole('link', { name: 'Sintomi' }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });

  test('on a desktop: the sidebar shows who is signed in, the seven links, collapses, opens the panels, signs out', async ({
    signIn,
  }) => {
    const { account, page } = await signIn({ name: 'Anita Sharma', device: DESKTOP });
    const sidebar = page.locator('aside.sidebar');
    await sidebar.getByText('Anita Sharma').waitFor();
    await sidebar.getByText(account.email).waitFor();
    const menu = sidebar.getByRole('navigation', { name: 'Menu principale' });
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Sintomi',
      'Farmaci',
      'Benessere',
      'Profilo',
      'Impostazioni',
      'Assistente IA',
    ]);
    expect(await page.locator('.bottom-nav').isVisible()).toBe(false);

    await sidebar.getByRole('button', { name: 'Comprimi il menu' }).click();
    await sidebar.getByRole('button', { name: 'Espandi il menu' }).waitFor();
    expect((await sidebar.boundingBox())?.width).toBeLessThan(100);
    await page.reload();
    await page.locator('aside.sidebar').getByRole('button', { name: 'Espandi il menu' }).click();

    await sidebar.getByRole('button', { name: 'Notifiche' }).click();
    await page.getByRole('dialog', { name: 'Notifiche' }).getByText('Nessuna notifica').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Notifiche' }).waitFor({ state: 'detached' });

    const quick = sidebar.getByRole('button', { name: 'Assistente Rapido' });
    await quick.click();
    expect(await quick.getAttribute('aria-expanded')).toBe('true');
    // The same conversation as /assistente: the welcome loaded, the disclaimer with 112 under it.
    const dialog = page.getByRole('dialog', { name: 'Assistente Rapido' });
    await dialog.locator('[role="log"][data-state="ready"]').getByText('Ciao, sono Salus').waitFor();
    await dialog
      .getByText(
        'Salus dà consigli generali e non sostituisce il medico. In caso di emergenza chiama subito il 112.',
      )
      .waitFor();
    await quick.click();
    await page.getByRole('dialog', { name: 'Assistente Rapido' }).waitFor({ state: 'detached' });
    await screenshot(page, 'desktop-sidebar');

    await sidebar.getByRole('button', { name: 'Esci' }).click();
    await heading(page, 'Accedi').waitFor();
  });

  test('offers a reload, not a blank page, when a page cannot be loaded', async ({ signIn }) => {
    const { page } = await signIn({ name: 'Paolo', device: DESKTOP });
    await page.route(/\/assets\/SettingsPage-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Impostazioni' }).click();
    await page.getByText('Non è stato possibile caricare questa pagina').waitFor();
    await page.getByRole('button', { name: 'Ricarica la pagina' }).waitFor();
    await screenshot(page, 'desktop-chunk-error');
    await page.unroute(/\/assets\/SettingsPage-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Ricarica la pagina' }).click();
    await heading(page, 'Impostazioni').waitFor();
  });
});
