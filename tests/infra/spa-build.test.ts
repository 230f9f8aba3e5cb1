import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/paths';

const DIST = path.join(REPO_ROOT, 'web/dist');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** What the built SPA sends to every browser (npm test builds it first). */
describe('the built SPA', () => {
  const all = files(DIST);

  it('contains no secret or key-like string', () => {
    const patterns = [
      /sk-[A-Za-z0-9_-]{20,}/, // OpenAI keys
      /AKIA[0-9A-Z]{16}/, // AWS access key ids
      /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
      /aws_secret_access_key/i,
      /OPENAI_API_KEY/,
    ];
    for (const file of all) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of patterns)
        expect(pattern.test(text), `${path.relative(DIST, file)} ${pattern}`).toBe(false);
    }
  });

  it('ships no source maps and no configuration (config.json comes from the stage at run time)', () => {
    expect(all.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(all.some((f) => path.basename(f) === 'config.json')).toBe(false);
  });

  it('has no inline script, so the strict CSP (script-src self) holds', () => {
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)];
    expect(inline).toEqual([]);
    expect(html).toContain('<html lang="it">');
  });
});
