import { appendFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource: string = require('axe-core').source;
const REPORT = path.resolve(import.meta.dirname, '../artifacts/axe.jsonl');

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.1 A/AA) on the page as it is and returns the serious and critical violations.
 * axe is injected through DevTools evaluation, so the page's own CSP stays in force. Every run is appended
 * to tests/artifacts/axe.jsonl for the record.
 */
export async function axeCheck(page: Page, label: string): Promise<AxeFinding[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<any> } }).axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return {
      violations: r.violations.map((v: any) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n: any) => String(n.target)),
      })),
      passes: r.passes.length,
    };
  });
  mkdirSync(path.dirname(REPORT), { recursive: true });
  appendFileSync(
    REPORT,
    `${JSON.stringify({ label, passes: result.passes, violations: result.violations.map((v: AxeFinding) => ({ id: v.id, impact: v.impact, nodes: v.targets.length })) })}\n`,
  );
  return result.violations.filter((v: AxeFinding) => v.impact === 'serious' || v.impact === 'critical');
}
