import type { Browser, BrowserContext, Page } from 'playwright-core';
import { test as base } from 'vitest';
import { signInWithSrp, twin, verifiedAccount, type Account, type Tokens } from './accounts';
import { DESKTOP, launch, newContext, PHONE, signInUi } from './browser';

export { DESKTOP, PHONE };
type Device = typeof PHONE | typeof DESKTOP;

export interface SignedIn {
  account: Account;
  /** The same account's tokens, for checking what reached the server through the API. */
  tokens: Tokens;
  context: BrowserContext;
  page: Page;
}

/**
 * The browser tests' set-up, once: one Chromium per file; fresh browser profiles closed after each test;
 * and a person with a verified account, signed in through the login form on a phone (or a desktop).
 */
export const test = base
  // Vitest reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launch();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('open', async ({ browser }, { onCleanup }) => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      for (const context of contexts) await context.close();
    });
    /** A fresh browser profile (closed after the test) and a page in it. */
    return async (device: Device = PHONE, options: { serviceWorker?: boolean } = {}) => {
      const context = await newContext(browser, device, options);
      contexts.push(context);
      return { context, page: await context.newPage() };
    };
  })
  .extend('signIn', async ({ open }) => {
    return async (
      options: { name?: string; device?: Device; serviceWorker?: boolean; account?: Account } = {},
    ): Promise<SignedIn> => {
      const account = options.account ?? (await verifiedAccount({ name: options.name ?? 'Maria Rossi' }));
      const tokens = await signInWithSrp(account.email, account.password);
      const { context, page } = await open(options.device ?? PHONE, options);
      await signInUi(page, twin().appUrl, account.email, account.password);
      return { account, tokens, context, page };
    };
  });

/** Goes to a signed-in page by its address, as a person following a link does, and waits for its heading. */
export async function goTo(page: Page, route: string, heading: string | RegExp) {
  await page.goto(`${twin().appUrl}/#${route}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}
