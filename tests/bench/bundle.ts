/**
 * Budget: the login route's initial JavaScript ≤ 170 KB gzip (architecture section 8).
 * Loads #/login of the built SPA in headless Chromium and adds up every script it fetched, gzip -9.
 */
import '../../infra/local/quiet';
import { gzipSync } from 'node:zlib';
import { startTwin } from '../../infra/local/twin';
import { launch } from '../support/browser';

export async function measureLoginBundle() {
  const twin = await startTwin({ port: 0 });
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    const styles = new Map<string, number>();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      (type === 'script' ? scripts : styles).set(
        new URL(response.url()).pathname,
        gzipSync(body, { level: 9 }).length,
      );
    });
    await page.goto(`${twin.appUrl}/#/login`);
    await page.getByRole('button', { name: 'Accedi' }).waitFor();
    await page.waitForLoadState('networkidle');
    const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0) / 1024;
    return { jsKb: sum(scripts), cssKb: sum(styles), files: scripts.size, scripts };
  } finally {
    await browser.close();
    await twin.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureLoginBundle();
  console.log(
    `login route: ${r.jsKb.toFixed(1)} KB JS gzip in ${r.files} files (budget 170 KB), ${r.cssKb.toFixed(1)} KB CSS gzip`,
  );
}
