import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkModules } from './tools/vite-chunk-modules.ts';

export default defineConfig({
  base: '/zax/',
  root: 'src/client',
  plugins: [react(), chunkModules(import.meta.dirname)],
  resolve: {
    // react-router's package exports point every bundler at its development build, whose dev warnings
    // (ENABLE_DEV_WARNINGS) a production bundle need not carry: the client is built from its production build,
    // the same code with the warnings off (issue 13: the login page's JS must not grow).
    alias: [
      { find: /^react-router$/, replacement: `${import.meta.dirname}/node_modules/react-router/dist/production/index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${import.meta.dirname}/node_modules/react-router/dist/production/dom-export.mjs` },
    ],
  },
  build: {
    // Every browser the platform supports preloads modules itself (modulepreload): no polyfill in the entry.
    modulePreload: { polyfill: false },
    outDir: '../../dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
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
