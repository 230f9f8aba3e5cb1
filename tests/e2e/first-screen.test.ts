import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { twin, verifiedAccount } from '../support/accounts';
import { DESKTOP, PHONE, screenshot, tick, watch } from '../support/browser';
import { test } from '../support/e2e';

/**
 * The first screen before the scripts (web/src/lib/shell.ts): index.html carries the login page, shown when
 * the page opens on it, and the app takes over from it without losing anything. The app's entry script is
 * held back by the test (as a slow network would) to look at the page before and after.
 */
function holdEntry(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  void page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

/**
 * Whether the login shell is shown, as a person would see it: nothing is painted before the page's stylesheet
 * (it is render-blocking), and it is the stylesheet that hides the shell unless the boot script chose it. Before
 * the stylesheet has arrived the markup has no such rule, and a look at it then (at DOMContentLoaded, under
 * load) would report a shell that is never painted.
 */
async function shellShown(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
      (link) => link.sheet,
    ),
  );
  return page.locator('#shell').isVisible();
}

/** Holds every call to the API (the day's cards stay loading) until released. */
function holdApi(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route(`${twin().apiUrl}/**`, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Leaves the app (same tab: a session kept without "Ricordami" is in this tab's storage) and forgets the
 * diary's copy kept offline, so that the app's first frame has the day's cards loading, as the shell has.
 */
async function forgetOfflineCopy(page: Page) {
  // A page of the app's origin that does not run the app. An HTML page that names its icon: a non-HTML
  // document (the SVG favicon) makes Chromium probe /favicon.ico, whose 404 reaches the console later, when the
  // test is already watching the next page.
  const blank = `${twin().appUrl}/__test-blank`;
  await page.route(blank, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><link rel="icon" href="data:,"><title>-</title>',
    }),
  );
  await page.goto(blank);
  await page.evaluate(async () => {
    const names = (await indexedDB.databases()).flatMap((db) => (db.name ? [db.name] : []));
    await Promise.all(
      names.map(
        (name) =>
          new Promise((resolve, reject) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = resolve;
            request.onerror = reject;
          }),
      ),
    );
  });
}

describe('the first screen', () => {
  test('paints the login page before any script, and looks exactly like the app’s', async ({ open }) => {
    const { page } = await open(PHONE);
    const problems = watch(page);
    const entry = holdEntry(page);
    await page.goto(`${twin().appUrl}/#/login`);
    await page.getByRole('heading', { level: 1, name: 'Accedi' }).waitFor();
    expect(await shellShown(page)).toBe(true);
    expect(await page.locator('#root').isVisible()).toBe(false);
    // the app's script is asked for once the shell has been painted
    await expect.poll(() => entry.requested.length).toBeGreaterThan(0);
    const before = await page.screenshot({ fullPage: true });
    entry.release();
    await page.locator('#shell').waitFor({ state: 'detached' });
    await page.locator('#root .auth-form').waitFor();
    const after = await page.screenshot({ fullPage: true });
    await screenshot(page, 'login-after-shell-phone');
    expect(after.equals(before), 'the app’s login page differs from the shell it replaced').toBe(true);
    expect(await page.title()).toBe('Accedi · SaluteMia');
    expect(problems).toEqual([]);
  });

  test('keeps what a person typed, ticked and sent before the app was ready, and signs them in', async ({
    open,
  }) => {
    const account = await verifiedAccount({ name: 'Giulia Neri' });
    const { page } = await open(PHONE);
    const problems = watch(page);
    const entry = holdEntry(page);
    await page.goto(`${twin().appUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Accedi' }).waitFor();
    expect(await shellShown(page)).toBe(true);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await tick(page, 'Ricordami su questo dispositivo');
    await page.getByRole('button', { name: 'Accedi' }).click();
    // nothing left the page: the browser did not send the form itself (no fields in the address)
    expect(page.url()).toBe(`${twin().appUrl}/`);
    entry.release();
    await page.waitForURL(/#\/dashboard$/);
    await page.getByRole('heading', { level: 1, name: /Giulia/ }).waitFor();
    // "Ricordami" was carried over: the session is kept in local storage
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).some((k) => k.endsWith('.refreshToken')),
    );
    expect(kept).toBe(true);
    expect(problems).toEqual([]);
  });

  test('keeps the caret in the field being typed in, and a switch pressed, when the app takes over', async ({
    open,
  }) => {
    const { page } = await open(DESKTOP);
    const entry = holdEntry(page);
    await page.goto(`${twin().appUrl}/#/login`);
    await page.getByRole('switch', { name: 'Mostra password' }).click();
    await page.getByLabel('Email').click();
    await page.keyboard.type('anna@');
    entry.release();
    await page.locator('#shell').waitFor({ state: 'detached' });
    await page.keyboard.type('example.it');
    expect(await page.getByLabel('Email').inputValue()).toBe('anna@example.it');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
  });

  test('paints a kept session’s dashboard before any script on a phone, as the app’s first frame, then the app’s', async ({
    signIn,
  }) => {
    const { page } = await signIn({ name: 'Giulia Neri' });
    await page.getByRole('heading', { level: 1, name: 'Ciao, Giulia Neri!' }).waitFor();
    await forgetOfflineCopy(page);
    const problems = watch(page);
    const entry = holdEntry(page);
    const api = holdApi(page);
    await page.goto(`${twin().appUrl}/#/dashboard`, { waitUntil: 'domcontentloaded' });
    // the greeting with the name kept for the session, the day, the cards loading: before the app's script
    const shell = page.locator('#shell-signed-in');
    await shell.getByRole('heading', { level: 1, name: 'Ciao, Giulia Neri!' }).waitFor();
    expect(await page.locator('#root').isVisible()).toBe(false);
    expect(await shellShown(page)).toBe(false);
    await expect.poll(() => entry.requested.length).toBeGreaterThan(0);
    expect(await page.title()).toBe('Dashboard · SaluteMia');
    const today = new Intl.DateTimeFormat('it-IT', { dateStyle: 'full', timeZone: 'Europe/Rome' });
    await shell.getByText(`Oggi è ${today.format(new Date())}`).waitFor();
    expect(await shell.getByText('Caricamento dei dati...').count()).toBe(5);
    // one page for screen readers: the app's root is out of the accessibility tree while the shell is shown
    expect(await page.getByRole('main').count()).toBe(1);
    const before = await page.screenshot({ fullPage: true });
    await screenshot(page, 'dashboard-shell-phone');

    entry.release();
    await shell.waitFor({ state: 'detached' });
    const app = page.locator('#root');
    await app.getByRole('heading', { level: 1, name: 'Ciao, Giulia Neri!' }).waitFor();
    const after = await page.screenshot({ fullPage: true });
    expect(after.equals(before), 'the app’s first frame differs from the shell it replaced').toBe(true);
    expect(await page.getByRole('main').count()).toBe(1);

    // the real dashboard: the day's cards fill in once the API answers
    api.release();
    await app.getByText('Non hai farmaci in uso.').waitFor();
    await app.getByText('Nessun sintomo negli ultimi 7 giorni.').waitFor();
    await screenshot(page, 'dashboard-after-shell-phone');
    expect(problems).toEqual([]);
  });

  test('is not shown to someone it is not for: another language, a kept session, another page', async ({
    open,
    signIn,
  }) => {
    // English chosen on this device: the Italian shell would flash before the English page
    const { page } = await open(DESKTOP);
    await page.goto(`${twin().appUrl}/#/login`);
    await page.getByLabel('Lingua').selectOption('en');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // the choice is kept on the device (what the boot script reads on the next load)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('userLanguage'))).toBe('en');
    let entry = holdEntry(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await shellShown(page)).toBe(false);
    entry.release();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    // a session kept here: the dashboard, never a login page first
    const { page: signedIn } = await signIn({ device: DESKTOP });
    await signedIn.evaluate(() => localStorage.setItem('userLanguage', 'it'));
    entry = holdEntry(signedIn);
    // a new load of the page (from the dashboard, a new address only changes the hash)
    await signedIn.goto('about:blank');
    await signedIn.goto(`${twin().appUrl}/#/login`, { waitUntil: 'domcontentloaded' });
    expect(await shellShown(signedIn)).toBe(false);
    entry.release();
    await signedIn.waitForURL(/#\/dashboard$/);

    // another page opened signed out
    const { page: other } = await open(PHONE);
    entry = holdEntry(other);
    await other.goto(`${twin().appUrl}/#/privacy`, { waitUntil: 'domcontentloaded' });
    expect(await shellShown(other)).toBe(false);
    entry.release();
    await other.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' }).waitFor();
  });
});
