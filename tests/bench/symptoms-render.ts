/**
 * /sintomi with a year of daily entries (365 symptoms), in Debian's Chromium on a phone viewport, the SPA
 * served by the local twin. Prints the time from the tap on "Sintomi" until all 365 entries are on screen:
 * the first open (both pages of the list read through the gateway) and, p50 of 5, an open from the data
 * already in memory (render only). Budget: first open ≤ 1,500 ms, from memory ≤ 500 ms.
 */
import '../support/silence';
import '../../infra/local/quiet';
import { randomUUID } from 'node:crypto';
import { examples } from '../../lambdas/contracts/examples';
import { startTwin } from '../../infra/local/twin';
import { launch, newContext, PHONE, signInUi } from '../support/browser';
import { benchAccount } from './account';

const DAYS = 365;
const RUNS = 5;

export async function measureSymptomsRender() {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const twin = await startTwin({ port: 0 });
  const browser = await launch();
  try {
    const { email, password, token } = await benchAccount(twin, 'anno@example.it');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const days = Array.from({ length: DAYS }, (_, i) => new Date(Date.now() - i * 86_400_000));
    for (let i = 0; i < days.length; i += 8) {
      await Promise.all(
        days.slice(i, i + 8).map(async (day, j) => {
          const startedAt = `${day.toISOString().slice(0, 10)}T09:00:00+01:00`;
          const response = await fetch(`${twin.apiUrl}/symptoms/${randomUUID()}`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ ...examples.symptoms, startedAt, endedAt: null, severity: (i + j) % 11 }),
          });
          if (response.status !== 201) throw new Error(`seeding answered ${response.status}`);
        }),
      );
    }

    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await signInUi(page, twin.appUrl, email, password);
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    const open = async () => {
      const started = await page.evaluate(() => performance.now());
      await nav.getByRole('link', { name: 'Sintomi' }).click();
      const done = await page.waitForFunction(
        (n) => document.querySelectorAll('.record').length >= n && performance.now(),
        DAYS,
        { timeout: 60_000, polling: 'raf' },
      );
      return ((await done.jsonValue()) as number) - started;
    };
    const first = await open();
    const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
    const again: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await nav.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('heading', { name: /Ciao/ }).waitFor();
      again.push(await open());
    }
    again.sort((a, b) => a - b);
    return { entries: DAYS, first, again: again[Math.floor(RUNS / 2)] ?? NaN, nodes };
  } finally {
    await browser.close();
    await twin.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureSymptomsRender();
  console.log(
    `/sintomi with ${r.entries} daily entries in Chromium (phone): first open ${r.first.toFixed(0)} ms, from memory p50 ${r.again.toFixed(0)} ms (${RUNS} runs), ${r.nodes} DOM elements`,
  );
}
