import { describe, expect } from 'vitest';
import { twin } from '../support/accounts';
import { DESKTOP, screenshot } from '../support/browser';
import { test } from '../support/e2e';

describe('the interface language', () => {
  test('opens in Italian in an English browser, keeps a chosen language after a reload, and draws Hindi with a Devanagari face', async ({
    open,
  }) => {
    const { context, page } = await open(DESKTOP);
    await page.goto(`${twin().appUrl}/#/login`);
    await page.getByRole('heading', { name: 'Accedi' }).waitFor();
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    // the menu names Hindi in Devanagari, with the device's font: the Italian page downloads no Devanagari face
    const devanagariFetched = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return performance.getEntriesByType('resource').some((e) => e.name.includes('noto-sans-devanagari'));
      });
    expect(await devanagariFetched()).toBe(false);

    await page.getByLabel('Lingua').selectOption('en');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(
      await page.evaluate(() =>
        ['userLanguage', 'i18nextLng', 'preferredLanguage'].map((k) => localStorage.getItem(k)),
      ),
    ).toEqual(['en', 'en', 'en']);
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    await page.getByLabel('Language').selectOption('hi');
    await page.getByRole('heading', { name: 'लॉग इन करें' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await devanagariFetched()).toBe(true);
    const cdp = await context.newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument');
    await cdp.send('CSS.enable');
    for (const selector of ['h1', 'button[type=submit]', '.auth-links a']) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const devanagari = fonts.find((f) => f.familyName === 'Noto Sans Devanagari');
      expect(devanagari?.glyphCount ?? 0, selector).toBeGreaterThan(0);
    }
    await screenshot(page, 'login-hindi-desktop');

    await page.getByLabel('भाषा').selectOption('it');
    await page.getByRole('heading', { name: 'Accedi' }).waitFor();
  });
});
