import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Every file under a folder, as site paths ("/icons/icon-192.png"). */
function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory()
      ? filesUnder(root, full)
      : [`/${path.relative(root, full).split(path.sep).join('/')}`];
  });
}

/**
 * The installable app: writes `manifest.webmanifest` (and links it from the page) and `sw.js`, the service
 * worker in `./service-worker.js` with the list of files to keep for offline use: the built JS, CSS and fonts
 * (woff2 only), the page, and the public files (favicon, icons). The version is a hash of the list and of the
 * public files, so any change installs a new worker that replaces the old files.
 *
 * Our own ~100 lines instead of vite-plugin-pwa/Workbox: Workbox's build needs rollup, whose platform packages
 * this project's registry does not serve, so `npm ci` could not install it (docs/decisions.md).
 */
export function pwa(options: { manifest: Record<string, unknown>; publicDir: string }): Plugin {
  return {
    name: 'salute-pwa',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
    ],
    generateBundle(_output, bundle) {
      const publicFiles = filesUnder(options.publicDir);
      const files = [
        '/index.html',
        ...Object.keys(bundle)
          .map((name) => `/${name}`)
          .filter((name) => name !== '/index.html' && !name.endsWith('.woff')),
        ...publicFiles,
      ].sort();
      const version = createHash('sha256').update(files.join('\n'));
      for (const file of publicFiles) version.update(readFileSync(path.join(options.publicDir, file)));
      const template = readFileSync(path.join(import.meta.dirname, 'service-worker.js'), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace('__VERSION__', JSON.stringify(version.digest('hex').slice(0, 16)))
          .replace('__FILES__', JSON.stringify(files)),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: JSON.stringify(options.manifest, null, 2),
      });
    },
  };
}
