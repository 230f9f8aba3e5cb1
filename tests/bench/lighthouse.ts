/**
 * Lighthouse (mobile preset, performance only, headless Chromium) on the login route: the app against a floor
 * page with the same stack (React 19 + react-router 7 hash router + Amplify `signIn`, tests/bench/floor), both
 * built by Vite and served compressed by the twin's web server (infra/local/web.ts, as CloudFront does). Runs
 * alternate (floor, app, floor, app…) so the shared machine's noise falls on both; medians and app/floor ratios
 * are printed. The dashboard is measured too: signed in (remember me), cold HTTP cache and no service worker.
 *
 * Lighthouse 12.8 (13.x needs Node ≥ 22.19; this project supports Node 20): docs/decisions.md.
 * `RUNS=5 npx tsx tests/bench/lighthouse.ts` (`LH_SAVE=<folder>` keeps every report); web/dist must be built (tests/bench/run.ts builds it).
 */
import '../../infra/local/quiet';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startTwin, type Twin } from '../../infra/local/twin';
import { startWeb } from '../../infra/local/web';
import { benchAccount } from './account';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const RUNS = Number(process.env.RUNS ?? 3);

interface Figures {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  mainThreadMs: number;
  cls: number;
}

/** Builds the floor page into a temporary folder. */
async function buildFloor(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'salute-floor-'));
  await build({
    root: path.join(import.meta.dirname, 'floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
  return outDir;
}

/** Signs in through the login form (remember me), then forgets the HTTP cache and the service worker. */
async function signIn(port: number, twin: Twin, account: { email: string; password: string }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${twin.appUrl}/#/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByText('Ricordami su questo dispositivo').click();
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL(/#\/dashboard$/);
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: twin.appUrl,
    storageTypes: 'service_workers,cache_storage',
  });
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

type Session = { twin: Twin; email: string; password: string };

/** One Lighthouse run; a run Chromium fails to trace (NO_NAVSTART, under heavy load) is tried again, twice. */
async function audit(url: string, session?: Session): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, session);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`retrying ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

async function auditOnce(url: string, session?: Session) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (session) await signIn(chrome.port, session.twin, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Signed in: keep the tokens (local storage); the caches were cleared above.
      disableStorageReset: Boolean(session),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    // LH_SAVE=folder keeps each run's full report (its LCP element, layout shifts, long tasks) to read.
    if (process.env.LH_SAVE) {
      const name = `${url.replace(/^.*#\//, '') || 'root'}-${session ? 'signed-in' : 'signed-out'}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.LH_SAVE, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: value('largest-contentful-paint'),
      fcpMs: value('first-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      mainThreadMs: value('mainthread-work-breakdown'),
      cls: value('cumulative-layout-shift'),
    } satisfies Figures;
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

function summary(runs: Figures[]): Figures {
  return {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    mainThreadMs: median(runs.map((r) => r.mainThreadMs)),
    cls: median(runs.map((r) => r.cls)),
  };
}

const line = (name: string, f: Figures) =>
  `${name.padEnd(16)} score ${String(f.score).padStart(3)}  LCP ${(f.lcpMs / 1000).toFixed(2)} s  FCP ${(f.fcpMs / 1000).toFixed(2)} s  TBT ${Math.round(f.tbtMs)} ms  main thread ${(f.mainThreadMs / 1000).toFixed(2)} s  CLS ${f.cls.toFixed(3)}`;

export async function measureLighthouse(runs = RUNS) {
  const floorDir = await buildFloor();
  const floor = await startWeb({ host: '127.0.0.1', port: 0, distDir: floorDir });
  const twin = await startTwin({ port: 0 });
  try {
    const account = await benchAccount(twin, `lighthouse-${Date.now()}@example.it`);
    const session = { twin, ...account };
    // One unmeasured load each: the servers compress on first request and keep the result.
    await audit(`${floor.url}/#/login`);
    await audit(`${twin.appUrl}/#/login`);
    const results = { floor: [] as Figures[], login: [] as Figures[], dashboard: [] as Figures[] };
    for (let i = 0; i < runs; i++) {
      results.floor.push(await audit(`${floor.url}/#/login`));
      results.login.push(await audit(`${twin.appUrl}/#/login`));
      results.dashboard.push(await audit(`${twin.appUrl}/#/dashboard`, session));
      console.log(
        `run ${i + 1}/${runs}: floor ${results.floor[i]!.score}, login ${results.login[i]!.score}, dashboard ${results.dashboard[i]!.score}`,
      );
    }
    return {
      floor: summary(results.floor),
      login: summary(results.login),
      dashboard: summary(results.dashboard),
    };
  } finally {
    await twin.stop();
    await floor.close();
    rmSync(floorDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureLighthouse();
  console.log(`Lighthouse 12.8, mobile, medians of ${RUNS} alternating runs (served compressed):`);
  console.log(line('floor #/login', r.floor));
  console.log(line('app #/login', r.login));
  console.log(line('app #/dashboard', r.dashboard));
  console.log(
    `login/floor: LCP ×${(r.login.lcpMs / r.floor.lcpMs).toFixed(2)} (budget ×1.25), TBT ${Math.round(r.login.tbtMs - r.floor.tbtMs)} ms more, main thread ×${(r.login.mainThreadMs / r.floor.mainThreadMs).toFixed(2)}; score ${r.login.score} (budget ≥ 95), dashboard ${r.dashboard.score} (budget ≥ 90)`,
  );
  process.exit(0);
}
