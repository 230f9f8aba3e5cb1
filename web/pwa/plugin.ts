import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What the worker keeps for offline use: everything built and public, except itself and the .woff fallbacks. */
export const PRECACHE_GLOBS = ['**/*.{html,js,css,svg,png,ico,woff2,webmanifest}'];
export const PRECACHE_IGNORE = ['sw.js', '**/*.woff', '**/*.map', 'config.json'];

/**
 * The installable app: writes `manifest.webmanifest` (and links it from the page) and `sw.js`, the service
 * worker of `./service-worker.js` built with Workbox: esbuild bundles workbox-precaching/-routing/-strategies
 * into it (no Workbox runtime from a CDN), then workbox-build's `injectManifest` writes the list of files with
 * their revisions into it, once the build's files are on disk.
 */
export function pwa(options: { manifest: Record<string, unknown>; publicDir: string }): Plugin {
  let outDir = '';
  return {
    name: 'salute-pwa',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
    ],
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: JSON.stringify(options.manifest, null, 2),
      });
    },
    async closeBundle() {
      const [{ build }, { injectManifest }] = await Promise.all([import('esbuild'), import('workbox-build')]);
      const bundled = await build({
        entryPoints: [path.join(import.meta.dirname, 'service-worker.js')],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2020',
        write: false,
        // Workbox's development logging is left out of production builds.
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'warning',
      });
      const tmp = mkdtempSync(path.join(tmpdir(), 'salute-sw-'));
      try {
        const swSrc = path.join(tmp, 'sw.js');
        writeFileSync(swSrc, bundled.outputFiles[0]!.contents);
        const { warnings } = await injectManifest({
          swSrc,
          swDest: path.join(outDir, 'sw.js'),
          globDirectory: outDir,
          globPatterns: PRECACHE_GLOBS,
          globIgnores: PRECACHE_IGNORE,
          // Hashed names need no revision of their own.
          dontCacheBustURLsMatching: /^assets\//,
        });
        for (const warning of warnings) this.warn(warning);
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  };
}
