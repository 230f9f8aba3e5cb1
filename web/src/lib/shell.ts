/**
 * The first screen before the scripts: index.html carries the login page as static markup, rendered at build time
 * from the real components with the Italian catalogue (web/shell/plugin.ts), so a first visit paints as soon as
 * the HTML and the stylesheet have arrived. The app replaces it, in the same frame, once its own login page (or
 * any other first screen) is ready; whatever the person typed or chose meanwhile is carried over.
 *
 * The shell is only right for someone who will see the Italian login page: a small blocking script in the page's
 * head (`bootShell`, emitted as a file because the CSP allows no inline script) shows it only then.
 */

/** What the boot script needs to know, passed to it as JSON (it runs before any module). */
export interface ShellBoot {
  /** Routes that show the login page to someone signed out ("/" sends them there). */
  routes: readonly string[];
  /** Keys that hold the chosen language, first stored one wins (web/src/i18n). */
  languageKeys: readonly string[];
  languages: readonly string[];
  /** A stored session (lib/auth/storage): its refresh token's key. */
  sessionPrefix: string;
  sessionSuffix: string;
  /** The app's entry module, and the modules the login page needs (the build knows their hashed names). */
  entry: string;
  preload: readonly string[];
  /** With a kept session, the routes that open on the dashboard, and the modules it needs (its layout, its page
   * and their catalogues), fetched with the entry rather than after it has run. */
  signedIn: SignedInBoot;
}

/** The signed-in shell (`#shell-signed-in`): the dashboard's first frame, on a phone, for a session kept here. */
export interface SignedInBoot {
  routes: readonly string[];
  preload: readonly string[];
  /** Where the app keeps the signed-in person's name for the next visit (lib/auth/storage, `currentUser`). */
  userKey: string;
  /** Shown only where the layout is the phone's (no sidebar, which would carry the name and the e-mail). */
  media: string;
  /** From the Italian catalogue; `{{name}}` and `{{date}}` are filled in on the device. */
  texts: { greeting: string; user: string; today: string; title: string };
}

/** Narrow screens: the layout of the bottom navigation, without the sidebar (styles.css). */
export const SIGNED_IN_MEDIA = '(max-width: 768px)';
export const SIGNED_IN_SHELL_ID = 'shell-signed-in';

/**
 * Starts the page: decides whether this load opens on the Italian login page (a login route, no stored
 * session, no other language chosen) and, if so, shows the shell (`<html data-shell>`); then loads the app.
 * With the shell, the app's scripts are fetched once the shell has been painted, so they do not share the
 * network with what paints it; without it, at once. Self-contained on purpose: the build writes it out as
 * `(bootShell)(config)` into its own script file.
 */
export function bootShell(boot: ShellBoot): void {
  const head = document.head;
  const preload = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    head.appendChild(link);
  };
  const session = hasSession();
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    preload(boot.entry);
    if (!session) boot.preload.forEach(preload);
    else if (boot.signedIn.routes.indexOf(route()) >= 0) boot.signedIn.preload.forEach(preload);
    // A script added by a script runs as soon as it arrives: the entry waits for the page's body to be parsed,
    // as the module script it replaces would.
    const run = () => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = boot.entry;
      head.appendChild(script);
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
    else run();
  };
  const name = session ? signedInName() : null;
  const kind = session ? (name === null ? null : 'signed-in') : showsLogin(boot) ? 'login' : null;
  if (!kind) {
    load();
    return;
  }
  const html = document.documentElement;
  html.setAttribute('data-shell', kind);
  const id = kind === 'login' ? 'shell' : 'shell-signed-in';
  const routes = kind === 'login' ? boot.routes : boot.signedIn.routes;
  if (name !== null) fillSignedIn(name);
  const inShell = (target: EventTarget | null) => {
    const shell = document.getElementById(id);
    return shell && target instanceof Node && shell.contains(target) ? shell : null;
  };
  // What the shell cannot do without the app is noted and done by the app once it has taken over
  // (takeOverShell): a form sent (the browser would put its fields in the address) and a button pressed.
  document.addEventListener(
    'submit',
    (event) => {
      const shell = inShell(event.target);
      if (!shell) return;
      event.preventDefault();
      shell.setAttribute('data-submitted', '');
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const shell = inShell(button);
      if (!shell || !button || button.type === 'submit') return;
      const index = Array.prototype.indexOf.call(shell.querySelectorAll('button'), button);
      shell.setAttribute('data-pressed', `${shell.getAttribute('data-pressed') ?? ''}${index} `);
    },
    true,
  );
  // Another page asked for before the app is there (a link, the address bar): not the login page.
  window.addEventListener('hashchange', () => {
    if (routes.indexOf(route()) < 0) html.removeAttribute('data-shell');
  });
  const types = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
  if (types.indexOf('paint') < 0) {
    requestAnimationFrame(() => setTimeout(load));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });

  function route() {
    return window.location.hash.replace(/^#/, '').split('?')[0] || '/';
  }

  function hasSession(): boolean {
    try {
      for (const store of [window.localStorage, window.sessionStorage]) {
        for (let i = 0; i < store.length; i++) {
          const key = store.key(i) ?? '';
          if (key.indexOf(boot.sessionPrefix) === 0 && key.endsWith(boot.sessionSuffix)) return true;
        }
      }
      return false;
    } catch {
      return false;
    }
  }

  function italian(config: ShellBoot): boolean {
    for (const key of config.languageKeys) {
      const lang = window.localStorage.getItem(key);
      if (lang !== null && config.languages.indexOf(lang) >= 0) return lang === 'it';
    }
    return true;
  }

  function showsLogin(config: ShellBoot): boolean {
    try {
      return config.routes.indexOf(route()) >= 0 && italian(config);
    } catch {
      // Storage unavailable (private mode, blocked): the app starts as it would without a shell.
      return false;
    }
  }

  /**
   * With a session kept here, opening on the dashboard in Italian, online, on a phone: the name the app will
   * greet the person with (what it kept at the last sign-in, lib/auth/session's storedSessionUser), '' for
   * none. Null when the signed-in shell is not for this load (the app would open on something else).
   */
  function signedInName(): string | null {
    const config = boot.signedIn;
    try {
      if (config.routes.indexOf(route()) < 0 || !italian(boot) || !navigator.onLine) return null;
      if (typeof matchMedia !== 'function' || !matchMedia(config.media).matches) return null;
      for (const store of [window.sessionStorage, window.localStorage]) {
        const raw = store.getItem(config.userKey);
        if (!raw) continue;
        const user = JSON.parse(raw) as { name?: unknown } | null;
        return user && typeof user.name === 'string' ? user.name : null;
      }
      return null;
    } catch {
      return null;
    }
  }

  /**
   * Writes the greeting, the day and the page's title into the signed-in shell as its elements are parsed (a
   * mutation observer's callback runs before the browser next paints): the same texts as the app's first frame.
   */
  function fillSignedIn(name: string) {
    const texts = boot.signedIn.texts;
    document.title = texts.title;
    const values: Record<string, string> = {
      greeting: texts.greeting.replace('{{name}}', () => name || texts.user),
      today: texts.today.replace('{{date}}', () =>
        new Intl.DateTimeFormat('it-IT', { dateStyle: 'full' }).format(new Date()),
      ),
    };
    const fill = () => {
      const empty = document.querySelectorAll('#shell-signed-in [data-fill]');
      for (let i = 0; i < empty.length; i++) {
        const element = empty[i]!;
        element.textContent = values[element.getAttribute('data-fill') ?? ''] ?? '';
        element.removeAttribute('data-fill');
      }
    };
    fill();
    if (document.readyState !== 'loading') return;
    const observer = new MutationObserver(fill);
    observer.observe(document.documentElement, { childList: true, subtree: true });
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        fill();
        observer.disconnect();
      },
      { once: true },
    );
  }
}

/** The shell shown on this load (the login page's, unless the signed-in one is). */
const shell = () =>
  document.getElementById(
    document.documentElement.getAttribute('data-shell') === 'signed-in' ? SIGNED_IN_SHELL_ID : 'shell',
  );

type Field = HTMLInputElement | HTMLSelectElement;

/** Whether the person changed a field of the shell (typed, ticked, chose). */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const initial = Array.from(field.options).find((o) => o.hasAttribute('selected')) ?? field.options[0];
    return field.value !== initial?.value;
  }
  return field.type === 'checkbox'
    ? field.checked !== field.defaultChecked
    : field.value !== field.defaultValue;
}

/**
 * Gives the app's field the value the person left in the shell's field of the same name, as if they had typed
 * it there: through the element's own value setter and an input or change event, which is what React listens
 * to, so the app's state follows (a language chosen on the shell is applied as if chosen in the app).
 */
function carryOver(from: Field, to: Field) {
  if (to instanceof HTMLInputElement && to.type === 'checkbox') {
    if (to.checked !== (from as HTMLInputElement).checked) to.click();
    return;
  }
  const prototype =
    to instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(to, from.value);
  to.dispatchEvent(new Event(to instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Replaces the shell by the app's first screen, keeping what the person did on it: every field they changed is
 * carried over to the app's field of the same name, a field that had the focus gives it to its counterpart
 * (with the caret where it was), a button they pressed is pressed, and a form they sent is sent.
 */
export function takeOverShell(root: HTMLElement): void {
  const element = shell();
  if (!element) return;
  const counterpart = (name: string | null) =>
    name ? root.querySelector<Field>(`input[name="${name}"], select[name="${name}"]`) : null;
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && element.contains(active) ? active : null;
  const selection =
    focused && focused.type !== 'checkbox' ? [focused.selectionStart, focused.selectionEnd] : null;
  const fields = Array.from(element.querySelectorAll<Field>('input[name], select[name]')).filter(changed);
  // A link or a button with the focus (the signed-in shell is mostly links): the app's one at the same place.
  const controls = (within: Element) => Array.from(within.querySelectorAll('a[href], button'));
  const focusedControl =
    !focused && active && element.contains(active) ? controls(element).indexOf(active) : -1;
  const focusTarget =
    counterpart(focused?.name ?? null) ??
    (focusedControl >= 0 ? (controls(root)[focusedControl] as HTMLElement | undefined) : null);
  const submitted = element.hasAttribute('data-submitted');
  const pressed = (element.getAttribute('data-pressed') ?? '').split(' ').filter(Boolean).map(Number);
  element.remove();
  document.getElementById(SIGNED_IN_SHELL_ID)?.remove();
  document.getElementById('shell')?.remove();
  document.documentElement.removeAttribute('data-shell');
  for (const field of fields) {
    const target = counterpart(field.name);
    if (target) carryOver(field, target);
  }
  // The shell is the app's screen as markup: its n-th button is the app's n-th button.
  const buttons = root.querySelectorAll('button');
  for (const index of pressed) buttons[index]?.click();
  if (focusTarget) {
    focusTarget.focus();
    if (focusTarget instanceof HTMLInputElement && selection?.[0] != null) {
      focusTarget.setSelectionRange(selection[0], selection[1] ?? null);
    }
  }
  // Sent on the shell: sent by the app, once the values carried over are in its state (the next task).
  if (submitted) setTimeout(() => root.querySelector('form')?.requestSubmit());
}

/**
 * Watches the app's root: the first time it holds a screen that is not a loading placeholder (`data-loading`),
 * the shell gives way. A mutation observer's callback runs before the browser paints again, so the person
 * sees the static page, then the app's, never a placeholder in between.
 */
export function watchShell(root: HTMLElement): void {
  if (!shell()) return;
  const observer = new MutationObserver(() => {
    if (!root.firstElementChild || root.querySelector('[data-loading]')) return;
    observer.disconnect();
    takeOverShell(root);
  });
  observer.observe(root, { childList: true, subtree: true });
}
