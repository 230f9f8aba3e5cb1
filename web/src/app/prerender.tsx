/**
 * Build time only (web/shell/plugin.ts, through Vite's SSR loader): the login page as static markup in Italian,
 * from the same components and catalogue the app renders, and the boot script that decides whether a page load
 * shows it (lib/shell.ts).
 */
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../lambdas/contracts/product';
import LoginPage from '../features/auth/LoginPage';
import { LANGUAGE_KEYS, LANGUAGES } from '../i18n';
import core from '../i18n/core/it';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { AMPLIFY_PREFIX, REFRESH_TOKEN_SUFFIX } from '../lib/auth/storage';
import { bootShell, type ShellBoot } from '../lib/shell';

/** The routes where a signed-out person sees the login page ("/" redirects there). */
export const SHELL_ROUTES = ['/', '/login'];

export function renderLoginShell(): string {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'it',
    initAsync: false,
    resources: { it: { translation: core } },
    interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
    react: { useSuspense: false },
  });
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </AuthProvider>
    </I18nextProvider>,
  );
  // The CSP allows no style attribute: Amplify's icon size is in the stylesheet instead (styles.css, #shell).
  const shell = markup
    .replaceAll(' style="width:1em;height:1em"', '')
    // The app routes by the address's hash (HashRouter); the memory router used here writes plain paths.
    .replaceAll('href="/', 'href="#/');
  if (/\sstyle="/.test(shell)) throw new Error('The login shell has a style attribute the CSP would block');
  return shell;
}

export function bootScript(modules: Pick<ShellBoot, 'entry' | 'preload' | 'signedIn'>): string {
  const boot: ShellBoot = {
    ...modules,
    routes: SHELL_ROUTES,
    languageKeys: LANGUAGE_KEYS,
    languages: LANGUAGES,
    sessionPrefix: AMPLIFY_PREFIX,
    sessionSuffix: REFRESH_TOKEN_SUFFIX,
  };
  return `(${bootShell.toString()})(${JSON.stringify(boot)});\n`;
}
