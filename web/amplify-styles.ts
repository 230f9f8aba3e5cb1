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

type ThemeTree = { [key: string]: ThemeTree | ThemeLeaf };
interface ThemeLeaf {
  name: string;
  value: unknown;
}
const isLeaf = (v: unknown): v is ThemeLeaf =>
  typeof v === 'object' && v !== null && Object.prototype.hasOwnProperty.call(v, 'value');

/**
 * The default theme the primitives read when no ThemeProvider is used (the app uses none: its brand is CSS
 * custom properties in styles.css), without what they never read. The primitives read only `breakpoints` and
 * the global token groups (`space`, `colors`…: `padding="small"` becomes `var(--amplify-space-small)`); the
 * 1,382 component tokens are read only by ThemeProvider, which writes them as CSS (our stylesheet has them).
 */
export function lightTheme(theme: { name: string; breakpoints: unknown; tokens: Record<string, unknown> }): {
  name: string;
  breakpoints: unknown;
  tokens: ThemeTree;
} {
  const prune = (tree: unknown): ThemeTree | ThemeLeaf => {
    if (isLeaf(tree)) return { name: tree.name, value: tree.value };
    return Object.fromEntries(
      Object.entries(tree as Record<string, unknown>).map(([k, v]) => [k, prune(v)]),
    ) as ThemeTree;
  };
  const tokens = Object.fromEntries(
    Object.entries(theme.tokens)
      .filter(([group]) => group !== 'components')
      .map(([group, tree]) => [group, prune(tree)]),
  ) as ThemeTree;
  return { name: theme.name, breakpoints: theme.breakpoints, tokens };
}

/** The JavaScript module of a light theme: each token an object like Amplify's, `var(--name)` as its text. */
export function lightThemeModule(theme: ReturnType<typeof lightTheme>): string {
  return `const token = (t) => Object.assign(t, { toString() { return 'var(' + this.name + ')'; } });
const tree = (o) => { for (const k in o) o[k] = 'value' in o[k] ? token(o[k]) : tree(o[k]); return o; };
const theme = ${JSON.stringify({ name: theme.name, breakpoints: theme.breakpoints })};
theme.tokens = tree(${JSON.stringify(theme.tokens)});
theme.cssText = '';
theme.overrides = [];
theme.containerProps = ({ colorMode } = {}) => ({ 'data-amplify-theme': theme.name, 'data-amplify-color-mode': colorMode });
export default theme;
`;
}

/**
 * Amplify UI builds its whole default theme when its ThemeContext loads (`createTheme()`: 3,700 tokens named
 * and resolved, 88 KB of token modules, about 70 ms of an unthrottled CPU on the login route's first paint).
 * This builds it once, here in Node at build time, and gives the context the light theme above instead.
 */
export function prebuiltTheme(): Plugin {
  const id = '\0salute-amplify-theme';
  return {
    name: 'salute-prebuilt-theme',
    enforce: 'pre',
    resolveId(source) {
      return source === 'virtual:salute-amplify-theme' ? id : undefined;
    },
    async load(source) {
      if (source !== id) return undefined;
      const { createTheme } = await import('@aws-amplify/ui');
      return lightThemeModule(lightTheme(createTheme()));
    },
    transform(code, file) {
      const path = file.replace(/\\/g, '/');
      /** Each [from, to] replaced once; the build stops if Amplify UI no longer has `from`. */
      const swap = (...pairs: [string, string][]) => {
        let out = code;
        for (const [from, to] of pairs) {
          if (!out.includes(from)) throw new Error(`${path} changed`);
          out = out.replace(from, to);
        }
        return { code: out, map: null };
      };
      const importTheme: [string, string] = [
        "import { createTheme } from '@aws-amplify/ui';",
        "import theme from 'virtual:salute-amplify-theme';",
      ];
      if (path.endsWith('/@aws-amplify/ui-react/dist/esm/components/ThemeProvider/ThemeContext.mjs'))
        return swap(importTheme, ['theme: createTheme(),', 'theme,']);
      // the fallback for a missing context (never: the context above has a default)
      if (path.endsWith('/@aws-amplify/ui-react/dist/esm/hooks/useTheme.mjs'))
        return swap(importTheme, ['return createTheme();', 'return theme;']);
      // the responsive props read the breakpoints' names from the theme's unprocessed source (all its tokens)
      if (path.endsWith('/@aws-amplify/ui-react/dist/esm/primitives/shared/responsive/utils.mjs'))
        return swap([
          "import { defaultTheme } from '@aws-amplify/ui';",
          "import defaultTheme from 'virtual:salute-amplify-theme';",
        ]);
      return undefined;
    },
  };
}
