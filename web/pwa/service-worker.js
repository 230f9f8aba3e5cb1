/*
 * SaluteMia's service worker, built with Workbox (web/pwa/plugin.ts bundles it with esbuild, so Workbox's runtime
 * ships inside sw.js, and fills in the list of files with workbox-build's injectManifest).
 *
 * - Every built file, the page and the public files are kept for offline use (precaching, with a revision per
 *   file: a new build downloads what changed and deletes what is gone).
 * - The page comes from the network first, so a new version shows at once; without network, the kept copy.
 * - Nothing else goes through it: /config.json (the app keeps the last good one itself), the API and Cognito
 *   are never cached here; the app handles its data offline (web/src/lib/offline).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

// The page: network first, the precached copy when offline. Registered before the precache route, so the
// page is never answered from the cache while the network works.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }],
    }),
  ),
);

// The built files: from the cache (their names change with their content). No directory index and no
// clean URLs: only the exact files of the build are answered.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: null, cleanURLs: false });
cleanupOutdatedCaches();

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      // The hand-written worker's caches (before Workbox), then take over the open pages.
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('salute-shell-')).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});
