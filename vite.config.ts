import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkModules } from './tools/vite-chunk-modules.ts';

export default defineConfig({
  base: '/zax/',
  root: 'src/client',
  plugins: [react(), chunkModules(import.meta.dirname)],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: { '/zax-cloud': 'http://127.0.0.1:8080', '/data-service': 'http://127.0.0.1:8080' },
  },
});
