import '@aws-amplify/ui-react/styles.css';
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

void boot();
