import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PRODUCT_NAME } from '../lambdas/contracts/product.ts';
import { amplifyStyles, fastKebabCase, prebuiltTheme, sharedBreakpoint } from './amplify-styles.ts';
import { pwa } from './pwa/plugin.ts';
import { loginShell } from './shell/plugin.ts';
import core from './src/i18n/core/it.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  plugins: [
    react(),
    // Only the Amplify UI primitives the app uses, and their part of the theme (web/amplify-styles.ts).
    amplifyStyles({ appCssDir: path.join(here, 'src') }),
    fastKebabCase(),
    prebuiltTheme(),
    sharedBreakpoint(),
    // The login page as static markup in index.html, shown until the app takes over, and the boot script that
    // loads the app: with the login page's chunks on a first visit, or with the dashboard's for someone whose
    // session is kept here, instead of after the entry has run (web/src/lib/shell.ts).
    loginShell({
      root: here,
      login: '/src/features/auth/LoginPage.tsx',
      signedIn: {
        routes: ['/', '/login', '/dashboard'],
        modules: [
          '/src/app/layout/AppLayout.tsx',
          '/src/features/dashboard/DashboardPage.tsx',
          '/src/i18n/app/it.ts',
          '/src/i18n/records/it.ts',
        ],
      },
    }),
    // An installable app whose shell opens without network (web/pwa); the data offline is the SPA's own
    // business (lib/offline). Italian first, as the app.
    pwa({
      publicDir: path.join(here, 'public'),
      manifest: {
        name: PRODUCT_NAME,
        short_name: PRODUCT_NAME,
        description: core.app.tagline,
        lang: 'it',
        start_url: '/#/dashboard',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0f6b5c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  // The SPA imports the shared contracts from lambdas/: allow the repository root.
  server: { fs: { allow: [path.resolve(here, '..')] } },
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports in one file: the boot script asks for one module, not the eight pieces
        // the bundler would otherwise split off because some page also uses them.
        codeSplitting: {
          groups: [{ name: 'first', tags: ['$initial'], priority: 2 }],
        },
      },
    },
  },
});
