// Builds a bench page (a folder with index.html: form-bench/, permit-form-bench/) for production (vite's
// build(), React's production bundle, minified) into a fresh temporary directory and serves it on
// 127.0.0.1: every run measures the sources as they are.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

export interface PageServer {
  /** http://127.0.0.1:<port>/ */
  origin: string;
  /** The built files: name → bytes (JavaScript chunks and CSS). */
  assets: Array<{ name: string; bytes: number }>;
  close(): Promise<void>;
}

/**
 * Builds the page in `pageDir` (outside the source tree, so neither eslint nor git see the output) and
 * serves it; `name` names the temporary directory.
 */
export async function buildAndServePage(pageDir: string, name: string): Promise<PageServer> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `zax-${name}-`));
  try {
    await build({
      configFile: false,
      root: pageDir,
      base: '/',
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, reportCompressedSize: false },
    });
  } catch (err) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw err;
  }
  const assetDir = path.join(outDir, 'assets');
  const assets = fs.readdirSync(assetDir).map((name) => ({ name, bytes: fs.statSync(path.join(assetDir, name)).size }));

  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = path.join(outDir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(outDir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}/`,
    assets,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
