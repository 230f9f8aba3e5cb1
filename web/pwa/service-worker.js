/*
 * SaluteMia's service worker: the installed app opens without network. Written out by web/pwa/plugin.ts at
 * build time with the list of built files (FILES) and a version that changes with them.
 * It caches the app's own files only: nothing from the API or Cognito goes through it, and config.json is
 * always read from the network (the app keeps the last good one itself).
 */
const VERSION = __VERSION__;
const FILES = __FILES__;
const CACHE = `salute-shell-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('salute-shell-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The page: from the network first (a new version shows at once), the installed copy without network.
    event.respondWith(
      fetch(request).catch(() =>
        caches.match('/index.html', { cacheName: CACHE }).then((page) => page ?? Response.error()),
      ),
    );
    return;
  }
  if (!FILES.includes(url.pathname)) return;
  // Built files have their content in their name: the installed copy is the right one.
  event.respondWith(caches.match(url.pathname, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)));
});
