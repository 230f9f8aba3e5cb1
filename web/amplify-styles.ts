import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The Amplify UI primitives the app renders (LoginPage, RegisterPage, ProfilePage…: Alert, Button,
 * CheckboxField, Heading, PasswordField, SelectField, TextField) and those they are made of. A primitive added
 * to the app must be added here, or it renders unstyled.
 */
export const AMPLIFY_PRIMITIVES = [
  'alert',
  'button',
  'checkbox',
  'checkboxField',
  'field',
  'fieldGroup',
  'fieldMessages',
  'fieldModifiers',
  'flex',
  'heading',
  'icon',
  'input',
  'loader',
  'passwordField',
  'select',
  'selectField',
  'text',
  'textField',
  'visuallyHidden',
];

const DECLARATION = /^\s*(--amplify-components-[\w-]+)\s*:/;
const varRefs = (css: string) => [...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);

/**
 * Amplify UI's stylesheet is 330 KB (32 KB gzip) for every component it has: its theme (2,000 custom properties,
 * 120 KB of them for components) and the rules of 60 components, render-blocking on the login route. This
 * replaces `@aws-amplify/ui-react/styles.css`, where it is imported, with the theme's global part, the rules of
 * the primitives above (in the stylesheet's own order) and only the component properties those rules and the
 * app's own styles (`appCss`) refer to.
 */
export function amplifyStyles(options: { appCssDir: string; primitives?: string[] }): Plugin {
  const primitives = options.primitives ?? AMPLIFY_PRIMITIVES;
  return {
    name: 'salute-amplify-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('/@aws-amplify/ui-react/dist/styles.css')) return undefined;
      const dir = path.join(path.dirname(id), 'styles');
      const part = (name: string) => readFileSync(path.join(dir, `${name}.css`), 'utf8');
      const rules = primitives
        .map((name) => ({ name, css: part(name) }))
        .sort((a, b) => code.indexOf(a.css.slice(0, 300)) - code.indexOf(b.css.slice(0, 300)))
        .map((p) => `/* ${p.name} */\n${p.css}`)
        .join('\n');
      const appCss = readdirSync(options.appCssDir, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.css'))
        .map((f) => readFileSync(path.join(options.appCssDir, f), 'utf8'))
        .join('\n');
      // The theme's component properties, each with its (possibly multi-line) declaration.
      const base = part('base').split('\n');
      const declarations = new Map<string, { start: number; end: number }>();
      for (let i = 0; i < base.length; i++) {
        const name = DECLARATION.exec(base[i]!)?.[1];
        if (!name) continue;
        let end = i;
        while (!base[end]!.includes(';') && end < base.length - 1) end++;
        declarations.set(name, { start: i, end });
        i = end;
      }
      const text = (d: { start: number; end: number }) => base.slice(d.start, d.end + 1).join('\n');
      // Those referred to, directly or through one another.
      const kept = new Set<string>();
      const queue = varRefs(`${rules}\n${appCss}`);
      for (let name = queue.pop(); name; name = queue.pop()) {
        const d = declarations.get(name);
        if (!d || kept.has(name)) continue;
        kept.add(name);
        queue.push(...varRefs(text(d)));
      }
      const drop = new Set<number>();
      for (const [name, d] of declarations)
        if (!kept.has(name)) for (let i = d.start; i <= d.end; i++) drop.add(i);
      const theme = base.filter((_, i) => !drop.has(i)).join('\n');
      return { code: `${theme}\n${rules}`, map: null };
    },
  };
}

/**
 * Amplify UI builds its default theme when it loads (`createTheme()` in its ThemeContext): 3,700 design
 * tokens, each named with lodash's `kebabCase`, whose Unicode word regex is most of that work (a third of the
 * login route's JavaScript time). Words never span spaces, so the kebab case of "a b" is the kebab cases of
 * "a" and "b" joined by "-": this memoizes it per space-separated part (the parts repeat: "amplify",
 * "components", "backgroundColor"…), with the same results (checked on every token path of the theme).
 */
export function fastKebabCase(): Plugin {
  return {
    name: 'salute-fast-kebab-case',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('/node_modules/lodash/kebabCase.js')) return undefined;
      if (!code.includes('module.exports = kebabCase;')) throw new Error('lodash/kebabCase.js changed');
      return {
        code: code.replace(
          'module.exports = kebabCase;',
          `var parts = new Map();
function part(p) {
  var hit = parts.get(p);
  if (hit === undefined) { hit = kebabCase(p); parts.set(p, hit); }
  return hit;
}
module.exports = function (value) {
  return (value == null ? '' : String(value)).split(' ').map(part).filter(Boolean).join('-');
};`,
        ),
        map: null,
      };
    },
  };
}

/**
 * Every Amplify UI primitive (each View inside a TextField, a Button…) asks `useBreakpoint` for the screen's
 * breakpoint: six `matchMedia` queries and listeners in a layout effect per element, then a second render of
 * each with the answer. This one is shared: the queries are made once per set of breakpoints and read through
 * `useSyncExternalStore`, so the first render already has the breakpoint and a resize still updates it (the
 * ranges do not overlap: the one that matches is the breakpoint, as in the original).
 */
export function sharedBreakpoint(): Plugin {
  return {
    name: 'salute-shared-breakpoint',
    enforce: 'pre',
    transform(code, id) {
      const file = id.replace(/\\/g, '/');
      if (!file.endsWith('/@aws-amplify/ui-react/dist/esm/primitives/shared/responsive/useBreakpoint.mjs'))
        return undefined;
      if (!code.includes('export { useBreakpoint };')) throw new Error('useBreakpoint.mjs changed');
      return {
        code: `import * as React from 'react';
import { getMediaQueries } from './getMediaQueries.mjs';

const stores = new WeakMap();
function storeFor(breakpoints) {
  let store = stores.get(breakpoints);
  if (store) return store;
  const canMatch = typeof window !== 'undefined' && typeof window.matchMedia !== 'undefined';
  const lists = canMatch
    ? getMediaQueries({ breakpoints }).map(({ query, breakpoint }) => ({ breakpoint, list: window.matchMedia(query) }))
    : [];
  const listeners = new Set();
  for (const { list } of lists) list.addEventListener('change', () => listeners.forEach((l) => l()));
  store = {
    current() {
      let found;
      for (const { list, breakpoint } of lists) if (list.matches) found = breakpoint;
      return found;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  stores.set(breakpoints, store);
  return store;
}

const useBreakpoint = ({ breakpoints, defaultBreakpoint }) => {
  const store = storeFor(breakpoints);
  const breakpoint = React.useSyncExternalStore(
    store.subscribe,
    () => store.current() ?? defaultBreakpoint,
    () => defaultBreakpoint,
  );
  React.useDebugValue(breakpoint, (b) => b);
  return breakpoint;
};

export { useBreakpoint };
`,
        map: null,
      };
    },
  };
}
