import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PRODUCT_NAME } from '../lambdas/contracts/product';
import { pwa } from './pwa/plugin';
import core from './src/i18n/core/it';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  plugins: [
    react(),
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
  },
});
