import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chunkModules } from './tools/vite-chunk-modules.ts';
import { precompress } from './tools/vite-precompress.ts';

const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8')) as { version: string };

export default defineConfig({
  base: '/zax/',
  root: 'src/client',
  plugins: [react(), chunkModules(import.meta.dirname), precompress()],
  resolve: {
    // react-router's package exports point every bundler at its development build, whose dev warnings
    // (ENABLE_DEV_WARNINGS) a production bundle need not carry: the client is built from its production build,
    // the same code with the warnings off (issue 13: the login page's JS must not grow).
    alias: [
      { find: /^react-router$/, replacement: `${import.meta.dirname}/node_modules/react-router/dist/production/index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${import.meta.dirname}/node_modules/react-router/dist/production/dom-export.mjs` },
    ],
  },
  // The app's version and build time (src/client/build-info.ts): the phone shell's 我的 and the system/app page show them.
  define: { __APP_VERSION__: JSON.stringify(pkg.version), __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  build: {
    // Every browser the platform supports preloads modules itself (modulepreload): no polyfill in the entry.
    modulePreload: { polyfill: false },
    outDir: '../../dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Two pages: the desktop (index.html) and the phone shell (m/index.html → dist/client/m/index.html, issue 15),
      // each with its own entry; they share the chunks both load (React, the runtime).
      input: { main: path.join(import.meta.dirname, 'src/client/index.html'), m: path.join(import.meta.dirname, 'src/client/m/index.html') },
      output: {
        advancedChunks: {
          // The small modules that the app's entry shares with the lazy pages (React itself, the catalogue's
          // translator, the page title hook) go in one file instead of four: the login page loads them all,
          // and one file compresses better than four (issue 13: the login page's JS must not grow).
          groups: [{ name: 'shared', test: /node_modules\/react\/|src\/runtime\/i18n\/text-of|src\/domain\/i18n\/message-format|src\/client\/hooks\/use-page-title/ }],
        },
      },
    },
  },
  server: {
    proxy: { '/zax-cloud': 'http://127.0.0.1:8080', '/data-service': 'http://127.0.0.1:8080' },
  },
});
