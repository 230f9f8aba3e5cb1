/**
 * Renders the PWA icons (web/public/icons) from the favicon with the local Chromium: run once when the logo
 * changes (`npx tsx scripts/icons.ts`); the PNGs are committed, nothing is drawn at build time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { REPO_ROOT } from '../infra/paths';

const svg = readFileSync(path.join(REPO_ROOT, 'web/public/favicon.svg'), 'utf8');
const out = (name: string) => path.join(REPO_ROOT, 'web/public/icons', name);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  // Maskable: the logo inside the safe zone (80 %) on a full background, as launchers crop it.
  const inner = maskable ? Math.round(size * 0.6) : size;
  await page.setContent(
    `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${maskable ? '#e7f3f0' : 'transparent'}">
      <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: out(name), omitBackground: !maskable });
}
await browser.close();
