import '@aws-amplify/ui-react/styles.css';
// Hindi: a self-hosted Devanagari face, fetched only when Devanagari text is on screen (unicode-range).
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ConfigError } from './app/ConfigError';
import { configureAmplify } from './lib/amplify';
import { loadConfig } from './lib/config';
import { initI18n } from './i18n';

async function boot() {
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  await initI18n();
  try {
    configureAmplify(await loadConfig());
  } catch {
    root.render(<ConfigError />);
    return;
  }
  root.render(<App />);
}

// The installed app (web/pwa): registered once the page has loaded, so it never competes with the first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined),
  );
}
// `npm run dev` serves modules, not the built app: a worker left by `npm start` on the same address would keep
// serving the old build, so development removes it.
if (import.meta.env.DEV && 'serviceWorker' in navigator) {
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())));
}

void boot();
