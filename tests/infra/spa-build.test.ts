import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/paths';
import { spaSourceHash } from '../../infra/spa-asset';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** What a fresh clone has: the files git knows (committed or new, not ignored), `node_modules` linked. */
function freshClone(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'salute-clone-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  for (const file of listed.split('\0').filter(Boolean)) {
    const from = path.join(REPO_ROOT, file);
    if (!existsSync(from) || statSync(from).isDirectory()) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(from, path.join(dir, file));
  }
  symlinkSync(realpathSync(path.join(REPO_ROOT, 'node_modules')), path.join(dir, 'node_modules'));
  return dir;
}

/**
 * `cdk synth` on a fresh clone (no `web/dist`, no `npm run build:web`) through the CLI and cdk.json, as an
 * operator runs it: the SPA asset builds itself from the sources. Then what that asset sends to every browser.
 */
describe('the SPA as deployed', () => {
  let clone: string;
  let synth: ReturnType<typeof spawnSync>;
  let dist: string;

  beforeAll(() => {
    clone = freshClone();
    expect(existsSync(path.join(clone, 'web/dist'))).toBe(false);
    synth = spawnSync(
      process.execPath,
      ['node_modules/aws-cdk/bin/cdk', 'synth', '-c', 'stage=dev', '--no-notices', '-q', '-o', 'cdk.out'],
      { cwd: clone, encoding: 'utf8', env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1' } },
    );
    const assets = JSON.parse(readFileSync(path.join(clone, 'cdk.out/Salute-dev.assets.json'), 'utf8')) as {
      files: Record<string, { displayName?: string; source: { path: string } }>;
    };
    const spa = Object.values(assets.files).find((a) => a.displayName === 'Web/Deploy/Asset1');
    dist = path.join(clone, 'cdk.out', spa?.source.path ?? 'missing');
  });

  afterAll(() => {
    if (clone) rmSync(clone, { recursive: true, force: true });
  });

  it('is built by `cdk synth` on a fresh clone, from the sources, without web/dist', () => {
    expect(synth.status, String(synth.stderr)).toBe(0);
    expect(String(synth.stderr)).toContain('Bundling asset Salute-dev/Web/Deploy/Asset1');
    expect(existsSync(path.join(clone, 'web/dist'))).toBe(false);
    expect(existsSync(path.join(dist, 'index.html'))).toBe(true);
    expect(existsSync(path.join(dist, 'sw.js'))).toBe(true);
  });

  it('has a hash that follows the sources, not a previous build', () => {
    const before = spaSourceHash(clone);
    expect(before).toBe(spaSourceHash(REPO_ROOT));
    mkdirSync(path.join(clone, 'web/dist'), { recursive: true });
    writeFileSync(path.join(clone, 'web/dist/stale.js'), 'old build');
    expect(spaSourceHash(clone)).toBe(before);
    appendFileSync(path.join(clone, 'web/index.html'), '\n');
    expect(spaSourceHash(clone)).not.toBe(before);
  });

  it('contains no secret or key-like string', () => {
    const patterns = [
      /sk-[A-Za-z0-9_-]{20,}/, // OpenAI keys
      /AKIA[0-9A-Z]{16}/, // AWS access key ids
      /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
      /aws_secret_access_key/i,
      /OPENAI_API_KEY/,
    ];
    for (const file of files(dist)) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of patterns)
        expect(pattern.test(text), `${path.relative(dist, file)} ${pattern}`).toBe(false);
    }
  });

  it('ships no source maps and no configuration (config.json comes from the stage at run time)', () => {
    const all = files(dist);
    expect(all.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(all.some((f) => path.basename(f) === 'config.json')).toBe(false);
  });

  it('has no inline script, so the strict CSP (script-src self) holds', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)];
    expect(inline).toEqual([]);
    expect(html).toContain('<html lang="it">');
  });
});
