import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { PRODUCT_NAME } from '../lambdas/contracts/product.ts';
import { amplifyStyles, fastKebabCase, prebuiltTheme, sharedBreakpoint } from './amplify-styles.ts';
import { pwa } from './pwa/plugin.ts';
import { loginShell } from './shell/plugin.ts';
import core from './src/i18n/core/it.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The first screen of a first visit is the login page, a route loaded on demand: its chunks are preloaded from
 * the page itself, so they download with the entry instead of after it has run (one round trip less).
 */
function preloadRoute(source: string): Plugin {
  return {
    name: 'salute-preload-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (c): c is Rollup.OutputChunk => c.type === 'chunk',
        );
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: Rollup.OutputChunk | undefined, into = new Set<string>()) => {
          if (!start || into.has(start.fileName)) return into;
          into.add(start.fileName);
          for (const name of start.imports) closure(byName.get(name), into);
          return into;
        };
        const entry = closure(chunks.find((c) => c.isEntry));
        const route = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(source)));
        if (!route) throw new Error(`preloadRoute: no chunk for ${source}`);
        return [...closure(route)]
          .filter((name) => !entry.has(name))
          .map((name) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${name}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  root: here,
  plugins: [
    react(),
    // Only the Amplify UI primitives the app uses, and their part of the theme (web/amplify-styles.ts).
    amplifyStyles({ appCssDir: path.join(here, 'src') }),
    fastKebabCase(),
    prebuiltTheme(),
    sharedBreakpoint(),
    preloadRoute('/src/features/auth/LoginPage.tsx'),
    // The login page as static markup in index.html, shown until the app takes over (web/src/lib/shell.ts).
    loginShell({ root: here }),
    // An installable app whose shell opens without network (web/pwa); the data offline is the SPA's own
    // business (lib/offline). Italian first, as the app.
    pwa({
      publicDir: path.join(here, 'public'),
      manifest: {
        name: PRODUCT_NAME,
        short_name: PRODUCT_NAME,
        description: core.app.tagline,
        lang: 'it',
        start_url: '/#/dashboard',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0f6b5c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  // The SPA imports the shared contracts from lambdas/: allow the repository root.
  server: { fs: { allow: [path.resolve(here, '..')] } },
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports in one file: the boot script asks for one module, not the eight pieces
        // the bundler would otherwise split off because some page also uses them.
        codeSplitting: {
          groups: [{ name: 'first', tags: ['$initial'] }],
        },
      },
    },
  },
});
