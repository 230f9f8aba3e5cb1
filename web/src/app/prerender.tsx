/**
 * Build time only (web/shell/plugin.ts, through Vite's SSR loader): the login page as static markup in Italian,
 * from the same components and catalogue the app renders, and the boot script that decides whether a page load
 * shows it (lib/shell.ts).
 */
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../lambdas/contracts/product';
import LoginPage from '../features/auth/LoginPage';
import DashboardPage from '../features/dashboard/DashboardPage';
import { LANGUAGE_KEYS, LANGUAGES } from '../i18n';
import app from '../i18n/app/it';
import core from '../i18n/core/it';
import records from '../i18n/records/it';
import { AuthContext, AuthProvider, type AuthContextValue } from '../lib/auth/AuthProvider';
import { AMPLIFY_PREFIX, CURRENT_USER_KEY, REFRESH_TOKEN_SUFFIX } from '../lib/auth/storage';
import { bootShell, SIGNED_IN_MEDIA, type ShellBoot } from '../lib/shell';
import AppLayout from './layout/AppLayout';

/** The routes where a signed-out person sees the login page ("/" redirects there). */
export const SHELL_ROUTES = ['/', '/login'];

/** The Italian catalogues, as the app has them (web/src/i18n): the core, and the signed-in pages' two. */
function italian() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'it',
    initAsync: false,
    resources: { it: { translation: core, app, records } },
    defaultNS: 'translation',
    fallbackNS: 'translation',
    interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
    react: { useSuspense: false },
  });
  return i18n;
}

export function renderLoginShell(): string {
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={italian()}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </AuthProvider>
    </I18nextProvider>,
  );
  return staticMarkup(markup);
}

/** What the signed-in shell's boot script fills in from the session kept on the device (lib/shell.ts). */
export interface SignedInTexts {
  greeting: string;
  user: string;
  today: string;
  title: string;
}

export function signedInTexts(): SignedInTexts {
  const t = italian().getFixedT('it', 'app');
  return {
    greeting: t('dashboard.greeting', { name: '{{name}}' }),
    user: t('nav.user'),
    today: t('dashboard.today', { date: '{{date}}' }),
    title: `${t('nav.dashboard')} · ${PRODUCT_NAME}`,
  };
}

/**
 * The signed-in frame as the app first paints it on a phone: the layout (header, bottom navigation) and the
 * dashboard with the day's cards still loading. Built with no one signed in: the greeting and the date are
 * left empty (`data-fill`) for the boot script, which writes them from the session kept on the device before
 * the first paint, and the sidebar's name and e-mail (hidden on a phone) are not in it.
 */
export function renderSignedInShell(): string {
  const i18n = italian();
  const t = i18n.getFixedT('it', 'app');
  // Nobody: the layout and the page read only the name (the greeting, filled in on the device) and the id.
  const auth = { user: null, ready: true, isAuthenticated: true } as unknown as AuthContextValue;
  const markup = withBrowserStubs(() =>
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={['/dashboard']}>
            <Routes>
              <Route element={<AppLayout />}>
                <Route path="/dashboard" element={<DashboardPage />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </AuthContext.Provider>
      </I18nextProvider>,
    ),
  );
  const fill = (name: string, html: string) => {
    if (!markup.includes(html)) throw new Error(`The signed-in shell has no ${name}: ${html}`);
    return (m: string) => m.replace(html, html.replace(/>[^<]*</, ` data-fill="${name}"><`));
  };
  const greeting = fill(
    'greeting',
    `<h1 class="page-title">${t('dashboard.greeting', { name: t('nav.user') })}</h1>`,
  );
  const today = fill('today', `<p class="muted">${t('dashboard.today', { date: todayAtBuild() })}</p>`);
  const user = /<div class="sidebar-user">.*?<\/div>/;
  if (!user.test(markup)) throw new Error('The signed-in shell has no sidebar-user block to leave out');
  return staticMarkup(today(greeting(markup)).replace(user, ''));
}

/**
 * What the layout reads of the browser while rendering: a preference (the sidebar folded, desktop only) from
 * localStorage, none at build time, and whether it is online (the signed-in shell is only shown online).
 */
function withBrowserStubs<T>(render: () => T): T {
  const scope = globalThis as Record<string, unknown>;
  const stubs: Record<string, unknown> = {
    localStorage: { getItem: () => null },
    navigator: { onLine: true },
  };
  const added = Object.keys(stubs).filter((key) => !(key in scope));
  for (const key of added) Object.defineProperty(scope, key, { value: stubs[key], configurable: true });
  // The query cache schedules its clean-up (the offline copy's 14 days) as it is rendered: such timers must
  // not keep the build's process alive.
  type Schedule = (...args: unknown[]) => unknown;
  const timers = globalThis as unknown as Record<'setTimeout' | 'setInterval', Schedule>;
  const { setTimeout: timeout, setInterval: interval } = timers;
  const unref =
    (schedule: Schedule): Schedule =>
    (...args) => {
      const timer = schedule(...args) as { unref?: () => void };
      timer.unref?.();
      return timer;
    };
  timers.setTimeout = unref(timeout);
  timers.setInterval = unref(interval);
  try {
    return render();
  } finally {
    for (const key of added) delete scope[key];
    timers.setTimeout = timeout;
    timers.setInterval = interval;
  }
}

/** The date as the dashboard wrote it while rendered at build time ("venerdì 27 novembre 2026"). */
function todayAtBuild() {
  return new Intl.DateTimeFormat('it-IT', { dateStyle: 'full' }).format(new Date());
}

function staticMarkup(markup: string): string {
  // The CSP allows no style attribute: Amplify's icon size is in the stylesheet instead (styles.css, #shell).
  const shell = markup
    .replaceAll(' style="width:1em;height:1em"', '')
    // The app routes by the address's hash (HashRouter); the memory router used here writes plain paths.
    .replaceAll('href="/', 'href="#/');
  if (/\sstyle="/.test(shell)) throw new Error('A shell has a style attribute the CSP would block');
  return shell;
}

export function bootScript(modules: Pick<ShellBoot, 'entry' | 'preload' | 'signedIn'>): string {
  const boot: ShellBoot = {
    ...modules,
    signedIn: {
      ...modules.signedIn,
      texts: signedInTexts(),
      media: SIGNED_IN_MEDIA,
      userKey: CURRENT_USER_KEY,
    },
    routes: SHELL_ROUTES,
    languageKeys: LANGUAGE_KEYS,
    languages: LANGUAGES,
    sessionPrefix: AMPLIFY_PREFIX,
    sessionSuffix: REFRESH_TOKEN_SUFFIX,
  };
  return `(${bootShell.toString()})(${JSON.stringify(boot)});\n`;
}
