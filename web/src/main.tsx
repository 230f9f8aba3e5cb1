import '@aws-amplify/ui-react/styles.css';
// Hindi: a self-hosted Devanagari face, fetched only when Devanagari text is on screen (unicode-range).
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import './styles.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, warmSignedInPage } from './app/App';
import { ConfigError } from './app/ConfigError';
import { configureAmplify } from './lib/amplify';
import { hasStoredSession } from './lib/auth/storage';
import { loadConfig } from './lib/config';
import { initI18n } from './i18n';
import { watchShell } from './lib/shell';

async function boot() {
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  // The static login page in index.html stays until the app has a screen of its own to show (lib/shell.ts).
  watchShell(container);
  // A signed-in page opened with a session kept here: its code and catalogues load alongside the entry's.
  const warm = hasStoredSession() && warmSignedInPage(window.location.hash);
  // The catalogues and /config.json at once: neither waits for the other.
  const [config] = await Promise.allSettled([
    loadConfig(),
    initI18n().then((i18n) => {
      if (warm) void i18n.loadNamespaces(['app', 'records']);
    }),
  ]);
  if (config.status === 'rejected') {
    root.render(<ConfigError />);
    return;
  }
  try {
    configureAmplify(config.value);
  } catch {
    root.render(<ConfigError />);
    return;
  }
  // Over the static login page (lib/shell.ts) nothing waits for the app's first render: it is rendered in
  // slices that leave the page free to answer the person meanwhile, rather than in one long task.
  if (document.documentElement.hasAttribute('data-shell')) startTransition(() => root.render(<App />));
  else root.render(<App />);
}

// The installed app (web/pwa): registered once the page has loaded and the browser is idle, so it never
// competes with the first screen (its install downloads every file of the app).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : register();
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
// `npm run dev` serves modules, not the built app: a worker left by `npm start` on the same address would keep
// serving the old build, so development removes it.
if (import.meta.env.DEV && 'serviceWorker' in navigator) {
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())));
}

void boot();
