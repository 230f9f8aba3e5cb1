import { createTheme, isDesignToken } from '@aws-amplify/ui';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { lightTheme, lightThemeModule, prebuiltTheme } from '../../web/amplify-styles';

/** Every design token of a tree, by its path. */
function leaves(tree: unknown, prefix: string[] = [], into = new Map<string, unknown>()) {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    if (isDesignToken(value)) into.set([...prefix, key].join('.'), value);
    else if (value && typeof value === 'object') leaves(value, [...prefix, key], into);
  }
  return into;
}

const real = createTheme();

async function loadLight() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'salute-theme-')), 'theme.mjs');
  writeFileSync(file, lightThemeModule(lightTheme(real)));
  return (await import(pathToFileURL(file).href)).default as ReturnType<typeof createTheme>;
}

describe('the prebuilt Amplify theme (web/amplify-styles.ts)', () => {
  it('has every global token of the real default theme, each written as the same CSS variable', async () => {
    const light = await loadLight();
    const { components: _components, ...globalTokens } = real.tokens;
    const expected = leaves(globalTokens);
    const actual = leaves(light.tokens);
    expect(expected.size).toBeGreaterThan(150);
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, token] of expected) {
      const mine = actual.get(key) as { value: unknown; toString(): string };
      expect(isDesignToken(mine), key).toBe(true);
      expect(String(mine), key).toBe(String(token));
      expect(mine.value, key).toEqual((token as { value: unknown }).value);
    }
    expect(String(light.tokens.space.small)).toBe('var(--amplify-space-small)');
  });

  it('keeps the breakpoints, the name and the container attributes, and leaves out the component tokens', async () => {
    const light = await loadLight();
    expect(light.breakpoints).toEqual(real.breakpoints);
    expect(light.name).toBe(real.name);
    expect(light.containerProps({ colorMode: 'dark' })).toEqual(real.containerProps({ colorMode: 'dark' }));
    expect('components' in light.tokens).toBe(false);
  });

  it('gives the context, the hook and the responsive props the prebuilt theme instead of createTheme()', () => {
    const plugin = prebuiltTheme() as Plugin & {
      transform: (code: string, id: string) => { code: string } | undefined;
      resolveId: (source: string) => string | undefined;
    };
    const require = createRequire(import.meta.url);
    const dist = path.join(path.dirname(require.resolve('@aws-amplify/ui-react')), 'esm');
    for (const file of [
      'components/ThemeProvider/ThemeContext.mjs',
      'hooks/useTheme.mjs',
      'primitives/shared/responsive/utils.mjs',
    ]) {
      const id = path.join(dist, file);
      const out = plugin.transform(readFileSync(id, 'utf8'), id);
      expect(out, file).toBeDefined();
      expect(out!.code, file).toContain("from 'virtual:salute-amplify-theme'");
      expect(out!.code, file).not.toMatch(/createTheme\(|import \{ defaultTheme \}/);
    }
    expect(plugin.transform('export const x = 1;', '/src/other.ts')).toBeUndefined();
    expect(plugin.resolveId('virtual:salute-amplify-theme')).toBe('\0salute-amplify-theme');
    expect(plugin.resolveId('react')).toBeUndefined();
  });

  it('refuses to build when Amplify UI changed the code it replaces', () => {
    const plugin = prebuiltTheme() as Plugin & { transform: (code: string, id: string) => unknown };
    expect(() =>
      plugin.transform(
        'export const ThemeContext = {};',
        '/x/node_modules/@aws-amplify/ui-react/dist/esm/components/ThemeProvider/ThemeContext.mjs',
      ),
    ).toThrow(/changed/);
  });
});
