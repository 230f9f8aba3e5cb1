import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base } from 'vitest';
import { signInWithSrp, twin, verifiedAccount, type Account, type Tokens } from './accounts';
import { DESKTOP, launch, newContext, PHONE, SCREENSHOTS, signInUi } from './browser';

/** Where a failed browser test leaves its pages' screenshots and addresses. */
const FAILURES = path.join(path.dirname(SCREENSHOTS), 'failures');

export { DESKTOP, PHONE };
type Device = typeof PHONE | typeof DESKTOP;

export interface SignedIn {
  account: Account;
  /** The same account's tokens, for checking what reached the server through the API. */
  tokens: Tokens;
  context: BrowserContext;
  page: Page;
}

/** Each page's address and a screenshot, named after the test, in tests/artifacts/failures. */
async function leaveEvidence(test: string, contexts: BrowserContext[]) {
  mkdirSync(FAILURES, { recursive: true });
  const name = test.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
  for (const [i, context] of contexts.entries()) {
    for (const [j, page] of context.pages().entries()) {
      const file = path.join(FAILURES, `${name}-${i}-${j}`);
      try {
        writeFileSync(`${file}.txt`, `${page.url()}\n`);
        await page.screenshot({ path: `${file}.png`, fullPage: true, timeout: 5000 });
      } catch {
        // A page the test closed, or one that cannot be drawn any more, has nothing left to show.
      }
    }
  }
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
  .extend('open', async ({ browser, task }, { onCleanup }) => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      // A failed test leaves what each of its pages showed, and where, for the one who reads the CI's result.
      if (task.result?.state === 'fail') await leaveEvidence(task.name, contexts);
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
