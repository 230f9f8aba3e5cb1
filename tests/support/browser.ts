import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const SCREENSHOTS = path.resolve(import.meta.dirname, '../artifacts/screenshots');

/** Debian's Chromium, headless, with no traffic beyond loopback. */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** A day `offset` days from today in Rome (the test browsers' time zone), as "2026-11-23". */
export const romeDay = (offset = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

/**
 * A fresh browser profile. The browser's own language is English on purpose: the app must still open in
 * Italian (the spec forces Italian on a first visit).
 */
/**
 * A fresh browser profile. The service worker is blocked unless asked for: with it, requests bypass the
 * test's own routing (used to break chunks on purpose), and only the offline tests need the installed app.
 */
export async function newContext(
  browser: Browser,
  device: typeof PHONE | typeof DESKTOP = PHONE,
  options: { serviceWorker?: boolean } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    ...device,
    locale: 'en-US',
    timezoneId: 'Europe/Rome',
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
  });
}

/** Collects console errors and failed requests, so a test can assert the page ran cleanly. */
export function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    // with the resource's address: "Failed to load resource" does not name it
    if (message.type() === 'error')
      problems.push(
        `console: ${message.text()}${message.location().url ? ` (${message.location().url})` : ''}`,
      );
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  return problems;
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Ticks a checkbox as a person does, by tapping its label (Amplify UI hides the native input). */
export async function tick(page: Page, label: string | RegExp) {
  const box = page.getByRole('checkbox', { name: label });
  if (!(await box.isChecked())) await page.getByText(label).click();
  if (!(await box.isChecked())) throw new Error(`The checkbox "${label}" did not get ticked`);
}

/**
 * Waits until the app has taken over from the static login page of index.html (web/src/lib/shell.ts), for a
 * test about what the app's controls do; typing and sending work on the shell too (they are carried over).
 */
export async function appReady(page: Page) {
  await page.locator('#shell').waitFor({ state: 'detached' });
}

/** Fills in and sends the login form on the page shown. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/**
 * Signs in through the login form, as a person does. The dashboard's address is the app's one redirect
 * after signing in, so nothing is left in flight when this returns.
 */
export async function signInUi(page: Page, appUrl: string, email: string, password: string) {
  await page.goto(`${appUrl}/#/login`);
  await submitLogin(page, email, password);
  await page.waitForURL(/#\/dashboard$/);
}

/**
 * Scrolls to the end of the page and names every control of the page's content that the floating feedback
 * button covers, even in part: a person could neither see nor tap it.
 */
export async function coveredByFeedbackButton(page: Page): Promise<string[]> {
  const before = await page.evaluate(() => window.scrollY);
  // At the very end of the page as it finally is: a part that renders after the list (a lazy section, the
  // query settling) makes the page longer, so scroll again, frame after frame, until a frame finds the page
  // the same height as the one before and scrolled to its end.
  await page.waitForFunction(
    () => {
      const root = document.documentElement;
      const seen = window as unknown as { lastHeight?: number };
      const settled = seen.lastHeight === root.scrollHeight;
      seen.lastHeight = root.scrollHeight;
      if (settled && window.scrollY + window.innerHeight >= root.scrollHeight - 1) return true;
      window.scrollTo(0, root.scrollHeight);
      return false;
    },
    undefined,
    { polling: 'raf' },
  );
  const covered = await page.evaluate(() => {
    const fab = document.querySelector('.feedback-button')?.getBoundingClientRect();
    if (!fab) return ['(no feedback button)'];
    const controls = document.querySelectorAll<HTMLElement>(
      'main a, main button, main input, main select, main textarea, main .record',
    );
    return Array.from(controls)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 && r.left < fab.right && r.right > fab.left && r.top < fab.bottom && r.bottom > fab.top
        );
      })
      .map((el) => (el.innerText || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 40));
  });
  // Back where the page was, so a screenshot after the check shows the page as it opened.
  await page.evaluate((y) => window.scrollTo(0, y), before);
  return covered;
}
