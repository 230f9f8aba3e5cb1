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

/*
 * Reminders by push (issue 14). The payload is `{ title, body, tag, data: { reminderId, url, actions } }`,
 * encrypted by the server for this subscription only. The tag collapses a reminder's repeats into one
 * notification. A click, or one of the actions (Chromium shows as many as Notification.maxActions allows),
 * opens the app on that dose; the page then does what the action said, so "Presa" stays one tap. The worker
 * holds no token, so it never calls the API itself.
 */
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : undefined;
  } catch {
    message = undefined;
  }
  if (!message || typeof message.title !== 'string') return;
  const data = message.data && typeof message.data === 'object' ? message.data : {};
  const actions = Array.isArray(data.actions) ? data.actions : [];
  const limit = typeof Notification !== 'undefined' && Notification.maxActions ? Notification.maxActions : 0;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      renotify: typeof message.tag === 'string',
      icon: '/icons/icon-192.png',
      data: { url: data.url, reminderId: data.reminderId },
      actions: actions
        .filter((a) => a && typeof a.action === 'string' && typeof a.title === 'string')
        .slice(0, limit)
        .map((a) => ({ action: a.action, title: a.title })),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  let target;
  try {
    target = new URL(typeof data.url === 'string' ? data.url : '/', self.location.origin);
  } catch {
    target = new URL('/', self.location.origin);
  }
  // Only this app's own pages, whatever the payload says.
  if (target.origin !== self.location.origin) target = new URL('/', self.location.origin);
  if (['taken', 'snooze', 'skip'].includes(event.action)) {
    target.hash += `${target.hash.includes('?') ? '&' : '?'}action=${event.action}`;
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(target.href).then((w) => (w || open).focus());
      return self.clients.openWindow(target.href);
    }),
  );
});
