import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
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
      res.setHeader(
        'cache-control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
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
    else files(req, res, fallback);
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
