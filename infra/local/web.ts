import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import sirv from 'sirv';
import { securityHeaders } from '../web-security';
import { closeServer } from './cognito/server';
import { listen } from './net';

export interface WebOptions {
  host: string;
  port: number;
  distDir: string;
  /** Vite's dev middleware instead of the built files (no CSP: Vite injects inline scripts). */
  viteMiddleware?: (req: unknown, res: unknown, next: () => void) => void;
}

export interface LocalWeb {
  url: string;
  server: Server;
  /** Sets the runtime configuration served at `/config.json` and the origins the SPA may call (CSP). */
  configure(config: object, connect: string[]): void;
  close(): Promise<void>;
}

/**
 * Cache headers as the stack gives them: built files under /assets/ have their content hash in their name and
 * are kept for a year; everything else (the page, the service worker, the manifest, the icons) is revalidated.
 */
export function cacheControl(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The text types CloudFront compresses (of those the SPA has), by extension. */
const COMPRESSIBLE: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};
/** CloudFront compresses files from 1,000 bytes to 10 MB. */
const MIN_COMPRESS_BYTES = 1000;

type Encoding = 'br' | 'gzip';
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding CloudFront would choose for this Accept-Encoding: brotli first, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

interface Compressed {
  body: Buffer;
  etag: string;
}

/**
 * Compression like CloudFront's (brotli or gzip by Accept-Encoding, text types from 1,000 bytes), done once per
 * file and version and kept in memory: what is measured on the twin is what users download. Other requests
 * (no Accept-Encoding, images, fonts, small files) go to sirv unchanged.
 */
function compressedFiles(distDir: string) {
  const cache = new Map<string, Promise<Compressed>>();
  const root = path.resolve(distDir);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    } catch {
      return false;
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root + path.sep)) return false;
    const type = COMPRESSIBLE[path.extname(file)];
    if (!type) return false;
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return false;
    }
    if (!stat.isFile() || stat.size < MIN_COMPRESS_BYTES) return false;
    res.setHeader('vary', 'accept-encoding');
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!encoding) return false;
    const key = `${file}\0${stat.mtimeMs}\0${stat.size}\0${encoding}`;
    let pending = cache.get(key);
    if (!pending) {
      const raw = readFileSync(file);
      const hash = createHash('sha1').update(raw).digest('base64url').slice(0, 22);
      pending = (
        encoding === 'br'
          ? brotliAsync(raw, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
            })
          : gzipAsync(raw, { level: 9 })
      ).then((body) => ({ body, etag: `W/"${hash}-${encoding}"` }));
      cache.set(key, pending);
    }
    pending.then(
      (entry) => {
        res.setHeader('content-type', type);
        res.setHeader('cache-control', cacheControl(pathname));
        res.setHeader('etag', entry.etag);
        if (req.headers['if-none-match'] === entry.etag) {
          res.writeHead(304).end();
          return;
        }
        res.setHeader('content-encoding', encoding);
        res.setHeader('content-length', entry.body.length);
        res.writeHead(200).end(req.method === 'HEAD' ? undefined : entry.body);
      },
      () => {
        cache.delete(key);
        res.writeHead(500).end();
      },
    );
    return true;
  };
}

/** The local stand-in for CloudFront + S3: the built SPA, the same security headers, and `/config.json`. */
export async function startWeb(options: WebOptions): Promise<LocalWeb> {
  if (!options.viteMiddleware && !existsSync(path.join(options.distDir, 'index.html'))) {
    throw new Error(`The SPA is not built (${options.distDir} is missing): run npm run build:web first.`);
  }
  let headers = securityHeaders({ connect: [] }, false);
  let configBody = '{}';
  const files = sirv(options.distDir, {
    single: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('cache-control', cacheControl(pathname));
    },
  });
  const compressed = compressedFiles(options.distDir);
  const server = createServer((req, res) => {
    if (!options.viteMiddleware)
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.url === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(configBody);
      return;
    }
    const fallback = () => {
      res.statusCode = 404;
      res.end('Not found');
    };
    if (options.viteMiddleware) options.viteMiddleware(req, res, fallback);
    else if (!compressed(req, res)) files(req, res, fallback);
  });
  const port = await listen(server, options.port, options.host, 'the app');
  return {
    url: `http://localhost:${port}`,
    server,
    configure(config, connect) {
      configBody = JSON.stringify(config);
      headers = securityHeaders({ connect }, false);
    },
    close: () => closeServer(server),
  };
}
