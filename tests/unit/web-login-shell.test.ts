// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bootScript,
  renderLoginShell,
  renderSignedInShell,
  SHELL_ROUTES,
  signedInTexts,
} from '../../web/src/app/prerender';
import { LANGUAGE_KEYS } from '../../web/src/i18n';
import { bootShell, takeOverShell, watchShell, type ShellBoot } from '../../web/src/lib/shell';

/**
 * The static login page in index.html (web/src/lib/shell.ts): when the boot script shows it and loads the app,
 * and what the app keeps of it when it takes over (values, focus, a form sent meanwhile).
 */
const BOOT: ShellBoot = {
  routes: SHELL_ROUTES,
  languageKeys: LANGUAGE_KEYS,
  languages: ['it', 'en', 'hi'],
  sessionPrefix: 'CognitoIdentityServiceProvider.',
  sessionSuffix: '.refreshToken',
  entry: '/assets/index-abc.js',
  preload: ['/assets/login-def.js'],
  signedIn: {
    routes: ['/', '/login', '/dashboard'],
    preload: ['/assets/AppLayout-1.js', '/assets/it-2.js'],
    userKey: 'currentUser',
    media: '(max-width: 768px)',
    texts: signedInTexts(),
  },
};

const shown = () => document.documentElement.hasAttribute('data-shell');
const entryScripts = () =>
  Array.from(document.head.querySelectorAll('script[type=module]')).map((s) => s.getAttribute('src'));
const preloads = () =>
  Array.from(document.head.querySelectorAll('link[rel=modulepreload]')).map((l) => l.getAttribute('href'));

let listeners: AbortController;

beforeEach(() => {
  // Each test's boot script listens on the same document: its listeners go when the test ends.
  listeners = new AbortController();
  for (const target of [document, window]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) =>
      add(type, listener, {
        ...(typeof options === 'boolean' ? { capture: options } : options),
        signal: listeners.signal,
      }),
    );
  }
  document.documentElement.removeAttribute('data-shell');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
  // By default the shell is never reported painted, so no test leaves a load pending for the next one.
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  listeners.abort();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the boot script', () => {
  it.each([
    ['', true],
    ['#/', true],
    ['#/login', true],
    ['#/login?x=1', true],
    ['#/register', false],
    ['#/dashboard', false],
    ['#/privacy', false],
  ])('at %j shows the shell: %s', (hash, expected) => {
    window.location.hash = hash;
    bootShell(BOOT);
    expect(shown()).toBe(expected);
  });

  it('does not show it to someone whose session is kept here, in either store', () => {
    localStorage.setItem('CognitoIdentityServiceProvider.client.user.refreshToken', 'r');
    bootShell(BOOT);
    expect(shown()).toBe(false);
    localStorage.clear();
    sessionStorage.setItem('CognitoIdentityServiceProvider.client.user.refreshToken', 'r');
    bootShell(BOOT);
    expect(shown()).toBe(false);
  });

  it('shows it when what is stored is not a session that can be resumed', () => {
    localStorage.setItem('CognitoIdentityServiceProvider.client.user.accessToken', 'a');
    localStorage.setItem('other.refreshToken', 'r');
    bootShell(BOOT);
    expect(shown()).toBe(true);
  });

  it('follows the chosen language as the app does: the first key holding a language wins', () => {
    localStorage.setItem('userLanguage', 'en');
    bootShell(BOOT);
    expect(shown()).toBe(false);

    localStorage.setItem('userLanguage', 'xx');
    localStorage.setItem('i18nextLng', 'hi');
    bootShell(BOOT);
    expect(shown()).toBe(false);

    localStorage.setItem('userLanguage', 'it');
    bootShell(BOOT);
    expect(shown()).toBe(true);
  });

  it('starts the app at once when there is no shell: its modules preloaded, the entry run after the body is parsed', () => {
    window.location.hash = '#/register';
    bootShell(BOOT);
    expect(preloads()).toEqual([BOOT.entry, ...BOOT.preload]);
    // happy-dom's document has finished loading: the entry is added at once (a loading one waits, below)
    expect(entryScripts()).toEqual([BOOT.entry]);
  });

  it('with a kept session, fetches the dashboard’s modules with the entry where the page opens on it, not the login page’s', () => {
    sessionStorage.setItem('CognitoIdentityServiceProvider.client.user.refreshToken', 'r');
    for (const hash of ['', '#/login', '#/dashboard']) {
      document.head.innerHTML = '';
      window.location.hash = hash;
      bootShell(BOOT);
      expect(preloads(), hash).toEqual([BOOT.entry, ...BOOT.signedIn.preload]);
      expect(entryScripts(), hash).toEqual([BOOT.entry]);
    }
    // another signed-in page loads its own code itself (web/src/app/App.tsx, warmSignedInPage)
    document.head.innerHTML = '';
    window.location.hash = '#/sintomi';
    bootShell(BOOT);
    expect(preloads()).toEqual([BOOT.entry]);
  });

  describe('with a session kept here and its name, on a phone', () => {
    const keep = (store: Storage, name: string) => {
      store.setItem('CognitoIdentityServiceProvider.client.user.refreshToken', 'r');
      store.setItem('currentUser', JSON.stringify({ id: 'u', name, email: 'giulia@example.it' }));
    };
    const phone = (matches = true) =>
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query === BOOT.signedIn.media }));
    const kind = () => document.documentElement.getAttribute('data-shell');
    const day = new Intl.DateTimeFormat('it-IT', { dateStyle: 'full' }).format(new Date());
    beforeEach(() => {
      phone();
      document.body.innerHTML = `<div id="shell-signed-in">${renderSignedInShell()}</div><div id="root"></div>`;
    });

    it.each([
      ['', 'signed-in'],
      ['#/login', 'signed-in'],
      ['#/dashboard', 'signed-in'],
      ['#/sintomi', null],
      ['#/privacy', null],
    ])('at %j shows the signed-in shell: %s', (hash, expected) => {
      keep(localStorage, 'Giulia Neri');
      window.location.hash = hash;
      bootShell(BOOT);
      expect(kind()).toBe(expected);
    });

    it('greets them by the name the app keeps for the session, with the day and the page’s title', () => {
      keep(sessionStorage, 'Giulia $& Neri');
      window.location.hash = '#/dashboard';
      bootShell(BOOT);
      expect(document.querySelector('h1')?.textContent).toBe('Ciao, Giulia $& Neri!');
      expect(document.body.textContent).toContain(`Oggi è ${day}`);
      expect(document.querySelector('[data-fill]')).toBeNull();
      expect(document.title).toBe('Dashboard · SaluteMia');
    });

    it('says "Utente" as the app does for an account with no name', () => {
      keep(localStorage, '');
      bootShell(BOOT);
      expect(document.querySelector('h1')?.textContent).toBe('Ciao, Utente!');
    });

    it('is not shown where the app would show something else: wide screens, another language, offline, no kept name', () => {
      keep(localStorage, 'Giulia Neri');
      phone(false);
      bootShell(BOOT);
      expect(kind()).toBeNull();
      phone();
      localStorage.setItem('userLanguage', 'en');
      bootShell(BOOT);
      expect(kind()).toBeNull();
      localStorage.removeItem('userLanguage');
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      bootShell(BOOT);
      expect(kind()).toBeNull();
      vi.restoreAllMocks();
      localStorage.removeItem('currentUser');
      bootShell(BOOT);
      expect(kind()).toBeNull();
      // nothing personal is written anywhere when it is not shown
      expect(document.querySelector('h1')?.textContent).toBe('');
    });

    it('loads the app once the shell has been painted, with the dashboard’s modules', async () => {
      keep(localStorage, 'Giulia Neri');
      let report: (list: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void = () => {};
      vi.stubGlobal(
        'PerformanceObserver',
        class {
          static supportedEntryTypes = ['paint'];
          constructor(callback: typeof report) {
            report = callback;
          }
          observe() {}
          disconnect() {}
        },
      );
      bootShell(BOOT);
      expect(entryScripts()).toEqual([]);
      report({ getEntriesByName: () => [{}] }, { disconnect() {} });
      expect(preloads()).toEqual([BOOT.entry, ...BOOT.signedIn.preload]);
      expect(entryScripts()).toEqual([BOOT.entry]);
    });

    it('gives way to the app’s first screen, and the login page’s shell goes too', async () => {
      keep(localStorage, 'Giulia Neri');
      document.body.insertAdjacentHTML('afterbegin', '<div id="shell"><p>login</p></div>');
      bootShell(BOOT);
      const root = document.getElementById('root')!;
      watchShell(root);
      root.innerHTML = '<main><h1>Ciao, Giulia Neri!</h1></main>';
      await new Promise((resolve) => setTimeout(resolve));
      expect(document.getElementById('shell-signed-in')).toBeNull();
      expect(document.getElementById('shell')).toBeNull();
      expect(kind()).toBeNull();
    });
  });

  it('waits for the body while the page is still being parsed', () => {
    window.location.hash = '#/register';
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    bootShell(BOOT);
    expect(preloads()).toEqual([BOOT.entry, ...BOOT.preload]);
    expect(entryScripts()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entryScripts()).toEqual([BOOT.entry]);
  });

  it('with the shell, loads the app once the shell has been painted, and only once', async () => {
    let report:
      ((list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | undefined;
    const disconnect = vi.fn();
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe = vi.fn();
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    bootShell(BOOT);
    expect(shown()).toBe(true);
    expect(preloads()).toEqual([]);
    report!({ getEntriesByName: () => [] }, { disconnect });
    expect(entryScripts()).toEqual([]);
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect });
    report!({ getEntriesByName: () => [{}] }, { disconnect });
    expect(entryScripts()).toEqual([BOOT.entry]);
    expect(preloads()).toEqual([BOOT.entry, ...BOOT.preload]);
    expect(disconnect).toHaveBeenCalled();
  });

  it('without paint timing, loads the app after the next frame', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    bootShell(BOOT);
    expect(entryScripts()).toEqual([]);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(entryScripts()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve));
    expect(entryScripts()).toEqual([BOOT.entry]);
  });

  it('keeps a form sent on the shell from being sent by the browser, and notes it for the app', () => {
    document.body.innerHTML =
      '<div id="shell"><form><input name="email"></form></div><form id="other"></form>';
    bootShell(BOOT);
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('#shell form')!.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(document.getElementById('shell')!.hasAttribute('data-submitted')).toBe(true);
    // a form of the app itself is left alone
    const own = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('other')!.dispatchEvent(own);
    expect(own.defaultPrevented).toBe(false);
  });

  it('notes the buttons pressed on the shell (not the one that sends), for the app to press', () => {
    document.body.innerHTML =
      '<div id="shell"><form><button type="button">a</button><button type="button"><span>b</span></button><button type="submit">c</button></form></div>';
    bootShell(BOOT);
    const [a, b, c] = Array.from(document.querySelectorAll('button'));
    b!.querySelector('span')!.click();
    a!.click();
    c!.click();
    expect(document.getElementById('shell')!.getAttribute('data-pressed')).toBe('1 0 ');
  });

  it('stops showing the shell when another page is asked for before the app is there', () => {
    window.location.hash = '#/login';
    bootShell(BOOT);
    expect(shown()).toBe(true);
    window.location.hash = '#/';
    window.dispatchEvent(new Event('hashchange'));
    expect(shown()).toBe(true);
    window.location.hash = '#/dashboard';
    window.dispatchEvent(new Event('hashchange'));
    expect(shown()).toBe(false);
  });

  // Under mutation testing (Stryker) the function's source calls the instrumentation's helpers: not self-contained.
  it.skipIf(bootShell.toString().includes('stryMutAct'))(
    'is written out as a self-contained script with the build configuration',
    () => {
      const script = bootScript({ entry: BOOT.entry, preload: [...BOOT.preload], signedIn: BOOT.signedIn });
      expect(script.startsWith('(function bootShell(')).toBe(true);
      window.location.hash = '#/login';
      // the file as the browser runs it: no import, no outer variable
      new Function(script)();
      expect(shown()).toBe(true);
    },
  );
});

describe('the app taking over', () => {
  function page() {
    document.documentElement.setAttribute('data-shell', '');
    document.body.innerHTML = `
      <div id="shell">
        <select name="language"><option value="it" selected>Italiano</option><option value="en">English</option></select>
        <form><input name="email" value=""><input name="password" type="password" value="">
        <input name="remember" type="checkbox"><button type="submit">Accedi</button></form>
      </div>
      <div id="root"></div>`;
    return document.getElementById('root')!;
  }
  function app(root: HTMLElement) {
    root.innerHTML = `
      <select name="language"><option value="it" selected>Italiano</option><option value="en">English</option></select>
      <form><input name="email" value=""><input name="password" type="password" value="">
      <input name="remember" type="checkbox"><button type="submit">Accedi</button></form>`;
    const events: string[] = [];
    for (const field of Array.from(root.querySelectorAll('input, select'))) {
      for (const type of ['input', 'change', 'click']) {
        field.addEventListener(type, () => events.push(`${type}:${field.getAttribute('name')}`));
      }
    }
    return events;
  }

  it('carries over what was typed, ticked and chosen, as events the app listens to, and the focus with its caret', () => {
    const root = page();
    const shell = document.getElementById('shell')!;
    shell.querySelector<HTMLInputElement>('[name=email]')!.value = 'maria@example.it';
    const password = shell.querySelector<HTMLInputElement>('[name=password]')!;
    password.value = 'secret-1';
    shell.querySelector<HTMLInputElement>('[name=remember]')!.checked = true;
    shell.querySelector<HTMLSelectElement>('[name=language]')!.value = 'en';
    password.focus();
    password.setSelectionRange(3, 3);
    const events = app(root);

    takeOverShell(root);

    expect(document.getElementById('shell')).toBeNull();
    expect(shown()).toBe(false);
    const field = (name: string) => root.querySelector<HTMLInputElement>(`[name=${name}]`)!;
    expect(field('email').value).toBe('maria@example.it');
    expect(field('password').value).toBe('secret-1');
    expect(field('remember').checked).toBe(true);
    expect(root.querySelector<HTMLSelectElement>('[name=language]')!.value).toBe('en');
    expect(events).toEqual(
      expect.arrayContaining(['change:language', 'input:email', 'input:password', 'click:remember']),
    );
    expect(document.activeElement).toBe(field('password'));
    expect(field('password').selectionStart).toBe(3);
  });

  it('gives the focus to the app’s link or button where the shell’s focused one was', () => {
    document.body.innerHTML =
      '<div id="shell-signed-in"><nav><a href="#/a">A</a><button type="button">B</button><a href="#/c">C</a></nav></div>' +
      '<div id="root"><nav><a href="#/a">A</a><button type="button">B</button><a href="#/c">C</a></nav></div>';
    document.documentElement.setAttribute('data-shell', 'signed-in');
    document.querySelector<HTMLElement>('#shell-signed-in a[href="#/c"]')!.focus();
    const root = document.getElementById('root')!;
    takeOverShell(root);
    expect(document.activeElement).toBe(root.querySelector('a[href="#/c"]'));
  });

  it('presses the app’s buttons that were pressed on the shell, in order', () => {
    const root = page();
    document.getElementById('shell')!.setAttribute('data-pressed', '0 ');
    app(root);
    root.insertAdjacentHTML('afterbegin', '<button type="button" name="first">toggle</button>');
    const pressed: string[] = [];
    root
      .querySelectorAll('button')
      .forEach((b, i) => b.addEventListener('click', () => pressed.push(`${i}`)));
    takeOverShell(root);
    expect(pressed).toEqual(['0']);
  });

  it('leaves untouched fields alone and sends nothing that was not sent', async () => {
    const root = page();
    const events = app(root);
    const submitted = vi.fn((e: Event) => e.preventDefault());
    root.querySelector('form')!.addEventListener('submit', submitted);
    vi.useFakeTimers();
    takeOverShell(root);
    await vi.runAllTimersAsync();
    expect(events).toEqual([]);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('sends, once the values are in, a form that was sent on the shell', async () => {
    const root = page();
    const shell = document.getElementById('shell')!;
    shell.querySelector<HTMLInputElement>('[name=email]')!.value = 'maria@example.it';
    shell.setAttribute('data-submitted', '');
    app(root);
    const seen: string[] = [];
    root.querySelector('form')!.addEventListener('submit', (e) => {
      e.preventDefault();
      seen.push(root.querySelector<HTMLInputElement>('[name=email]')!.value);
    });
    vi.useFakeTimers();
    takeOverShell(root);
    expect(seen).toEqual([]);
    await vi.runAllTimersAsync();
    expect(seen).toEqual(['maria@example.it']);
  });

  it('waits for a screen of the app, not its loading placeholder', async () => {
    const root = page();
    watchShell(root);
    root.innerHTML = '<div role="status" data-loading>Caricamento in corso...</div>';
    await Promise.resolve();
    expect(document.getElementById('shell')).not.toBeNull();
    expect(shown()).toBe(true);
    root.innerHTML = '<main><h1>Accedi</h1></main>';
    await Promise.resolve();
    expect(document.getElementById('shell')).toBeNull();
    expect(shown()).toBe(false);
  });

  it('does nothing on a page without a shell', () => {
    document.body.innerHTML = '<div id="root"><p>app</p></div>';
    const root = document.getElementById('root')!;
    watchShell(root);
    takeOverShell(root);
    expect(root.innerHTML).toBe('<p>app</p>');
  });
});

describe('the signed-in shell itself', () => {
  const markup = renderSignedInShell();
  it('is the dashboard’s first frame in Italian with nothing personal: the greeting and the day left to fill in', () => {
    for (const text of ['Le dosi di oggi', 'Per te', 'Aggiungi subito', 'Dashboard', 'Vai al contenuto']) {
      expect(markup).toContain(`>${text}<`);
    }
    expect(markup).toContain('<h1 class="page-title" data-fill="greeting"></h1>');
    expect(markup).toContain('<p class="muted" data-fill="today"></p>');
    // the sidebar's name and e-mail (hidden on a phone) are not in it, nor any key the catalogues lack
    expect(markup).not.toContain('sidebar-user');
    expect(markup).not.toMatch(/>(app|nav|dashboard|loading)\.[a-zA-Z.]+</);
    expect(markup).not.toMatch(/href="\/[^/]/);
    expect(markup).not.toMatch(/\sstyle="/);
  });
});

describe('the shell itself', () => {
  const markup = renderLoginShell();
  it('is the Italian login page, with the fields the app carries over and links the hash router follows', () => {
    for (const text of ['Accedi', 'Email', 'Password', 'Ricordami su questo dispositivo', 'Registrati']) {
      expect(markup).toContain(`>${text}<`);
    }
    for (const name of ['email', 'password', 'remember', 'language'])
      expect(markup).toContain(`name="${name}"`);
    expect(markup).toContain('href="#/register"');
    expect(markup).not.toMatch(/href="\/[^/]/);
    // the CSP has no 'unsafe-inline' for styles
    expect(markup).not.toMatch(/\sstyle="/);
  });
});
