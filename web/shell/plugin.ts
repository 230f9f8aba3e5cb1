import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

interface Prerender {
  renderLoginShell(): string;
  bootScript(modules: { entry: string; preload: string[] }): string;
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The login page in index.html (web/src/lib/shell.ts): rendered at build time from the app's own components
 * through Vite's SSR loader (web/src/app/prerender.tsx). The page's module script and preloads are handed to
 * the boot script, which shows the shell when it applies and loads the app (after the shell's first paint, or
 * at once); it is written out as a hashed file (the CSP allows no inline script) and loaded from the head.
 */
export function loginShell({ root }: { root: string }): Plugin {
  let prerender: Prerender | undefined;
  let markup = '';
  let boot: { fileName: string; source: string } | undefined;
  return {
    name: 'salute-login-shell',
    apply: 'build',
    async buildStart() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        prerender = (await server.ssrLoadModule('/src/app/prerender.tsx')) as Prerender;
        markup = prerender.renderLoginShell();
      } finally {
        await server.close();
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html)?.[1];
        const empty = '<div id="root"></div>';
        if (!entry || !prerender || !html.includes(empty)) {
          throw new Error('loginShell: index.html has no module entry or no empty #root');
        }
        const preload = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
        const source = prerender.bootScript({ entry, preload });
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/boot-${hash}.js`;
        boot = { fileName, source };
        return html
          .replace(ENTRY, '')
          .replace(PRELOAD, '')
          .replace('<head>', `<head>\n    <script src="/${fileName}"></script>`)
          .replace(empty, `<div id="shell">${markup}</div>${empty}`);
      },
    },
    // Written beside the bundle before the service worker's precache list is made from the folder (web/pwa).
    writeBundle(options) {
      if (!boot || !options.dir) throw new Error('loginShell: no boot script to write');
      mkdirSync(path.join(options.dir, 'assets'), { recursive: true });
      writeFileSync(path.join(options.dir, boot.fileName), boot.source);
    },
  };
}
