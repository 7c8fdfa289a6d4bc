import fs from 'node:fs';
import path from 'node:path';
import { CHUNK_MODULES_FILE, type ChunkModules } from '../../../tools/vite-chunk-modules.ts';
import { CLIENT_DIR } from './e2e-server.ts';

/** The build's map of JS files to the source modules they hold (tools/vite-chunk-modules.ts). */
export function readChunkModules(): ChunkModules {
  const file = path.join(path.dirname(CLIENT_DIR), CHUNK_MODULES_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the client with \`npx vite build\``);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ChunkModules;
}

/** The source modules held by the client's JS files among `urls` (a page's request log), sorted. */
export function modulesLoaded(urls: readonly string[], chunks: ChunkModules = readChunkModules()): string[] {
  const out = new Set<string>();
  for (const u of urls) {
    const { pathname } = new URL(u);
    if (!pathname.startsWith('/zax/assets/') || !pathname.endsWith('.js')) continue;
    const modules = chunks[pathname.slice('/zax/'.length)];
    if (!modules) throw new Error(`${pathname} is not a file of the build (stale dist/client?)`);
    for (const m of modules) out.add(m);
  }
  return [...out].sort();
}
