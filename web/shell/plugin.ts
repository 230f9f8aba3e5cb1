import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type Rollup } from 'vite';
import type { ShellBoot } from '../src/lib/shell.ts';

type Modules = Pick<ShellBoot, 'entry' | 'preload'> & {
  signedIn: Pick<ShellBoot['signedIn'], 'routes' | 'preload'>;
};

interface Prerender {
  renderLoginShell(): string;
  renderSignedInShell(): string;
  bootScript(modules: Modules): string;
}

interface Options {
  root: string;
  /** The login page's module: its chunks are fetched with the entry on a signed-out first visit. */
  login: string;
  /** With a kept session: the routes that open on the dashboard, and the modules it needs. */
  signedIn: { routes: string[]; modules: string[] };
}

/** The chunks a module needs that the entry has not already brought, as the page's paths. */
function chunkFiles(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: Rollup.OutputChunk | undefined, into = new Set<string>()) => {
    if (!start || into.has(start.fileName)) return into;
    into.add(start.fileName);
    for (const name of start.imports) closure(byName.get(name), into);
    return into;
  };
  const entry = closure(chunks.find((c) => c.isEntry));
  return (modules: string[]) => {
    const files = new Set<string>();
    for (const source of modules) {
      const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(source)));
      if (!chunk) throw new Error(`loginShell: no chunk for ${source}`);
      closure(chunk, files);
    }
    return [...files].filter((name) => !entry.has(name)).map((name) => `/${name}`);
  };
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
// The bundler's own preloads of the entry's imports: the boot script fetches what the page needs.
const VIEWPORT = /<meta name="viewport"[^>]*>/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The login page, and the dashboard's first frame for a kept session, in index.html (web/src/lib/shell.ts):
 * rendered at build time from the app's own components
 * through Vite's SSR loader (web/src/app/prerender.tsx). The page's module script and preloads are handed to
 * the boot script, which shows the shell when it applies and loads the app (after the shell's first paint, or
 * at once); it is written out as a hashed file (the CSP allows no inline script) and loaded from the head.
 */
export function loginShell({ root, login, signedIn }: Options): Plugin {
  let prerender: Prerender | undefined;
  let markup = '';
  let signedInMarkup = '';
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
        signedInMarkup = prerender.renderSignedInShell();
      } finally {
        await server.close();
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = ENTRY.exec(html)?.[1];
        const empty = '<div id="root"></div>';
        if (!entry || !prerender || !html.includes(empty) || !VIEWPORT.test(html)) {
          throw new Error('loginShell: index.html has no module entry, no viewport meta or no empty #root');
        }
        if (!ctx.bundle) throw new Error('loginShell: no bundle');
        const files = chunkFiles(ctx.bundle);
        const source = prerender.bootScript({
          entry,
          preload: files([login]),
          signedIn: { routes: signedIn.routes, preload: files(signedIn.modules) },
        });
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/boot-${hash}.js`;
        boot = { fileName, source };
        return (
          html
            .replace(ENTRY, '')
            .replace(PRELOAD, '')
            // After the viewport's meta: before it, a phone's layout is 980 px wide to the boot script's media query.
            .replace(VIEWPORT, (meta) => `${meta}\n    <script src="/${fileName}"></script>`)
            .replace(
              empty,
              `<div id="shell">${markup}</div><div id="shell-signed-in">${signedInMarkup}</div>${empty}`,
            )
        );
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
