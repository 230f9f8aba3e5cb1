import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, startWeb, type LocalWeb } from '../../infra/local/web';

/** A raw GET (fetch would decompress and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('the twin serves the SPA as CloudFront does', () => {
  let dir: string;
  let web: LocalWeb;
  const js = `export const text = ${JSON.stringify('salute '.repeat(2000))};\n`;
  const css = `.a { color: red; }\n`.repeat(200);
  const html = `<!doctype html><html lang="it"><body>${'<p>ciao</p>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'salute-web-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'icons'));
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'sw.js'), `self.x = ${JSON.stringify('y'.repeat(2000))};`);
    writeFileSync(path.join(dir, 'assets/index-abc123.js'), js);
    writeFileSync(path.join(dir, 'assets/index-abc123.css'), css);
    writeFileSync(path.join(dir, 'assets/tiny-abc123.js'), 'export {};\n');
    writeFileSync(path.join(dir, 'icons/icon.png'), Buffer.alloc(4000, 1));
    web = await startWeb({ host: '127.0.0.1', port: 0, distDir: dir });
  });

  afterAll(async () => {
    await web.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/assets/index-abc123.js', js],
    ['/assets/index-abc123.css', css],
  ])('%s: brotli when asked for, gzip otherwise, identity without Accept-Encoding', async (file, source) => {
    const br = await get(web.url + file, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(source.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(source);

    const gz = await get(web.url + file, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(source);

    const plain = await get(web.url + file);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(source);

    const refused = await get(web.url + file, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('keeps hashed files for a year and revalidates the rest, compressed or not', async () => {
    for (const enc of [{ 'accept-encoding': 'br' }, {}] as Record<string, string>[]) {
      const asset = await get(`${web.url}/assets/index-abc123.js`, enc);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const file of ['/', '/index.html', '/sw.js', '/icons/icon.png']) {
        const res = await get(web.url + file, enc);
        expect(res.status, file).toBe(200);
        expect(res.headers['cache-control'], file).toBe('no-cache');
      }
    }
    const config = await get(`${web.url}/config.json`, { 'accept-encoding': 'br' });
    expect(config.headers['cache-control']).toBe('no-store');
  });

  it('compresses the page, not images nor files under 1,000 bytes; a known version answers 304', async () => {
    const page = await get(`${web.url}/`, { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(brotliDecompressSync(page.body).toString()).toBe(html);
    const png = await get(`${web.url}/icons/icon.png`, { 'accept-encoding': 'br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    const tiny = await get(`${web.url}/assets/tiny-abc123.js`, { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    const first = await get(`${web.url}/assets/index-abc123.js`, { 'accept-encoding': 'br' });
    const again = await get(`${web.url}/assets/index-abc123.js`, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('chooses brotli, then gzip, as CloudFront does', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
