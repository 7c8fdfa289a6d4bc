import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** What is compressed: text the browser downloads (scripts, styles, pages, drawings, data). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;
/** The plugin's name (Storybook's build leaves it out). */
export const PRECOMPRESS_PLUGIN = 'zax-precompress';
/** Smaller files gain less than the header costs. */
const MIN_BYTES = 1024;

function filesBelow(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? filesBelow(path.join(dir, d.name)) : [path.join(dir, d.name)]));
}

/**
 * Writes `<file>.gz` (gzip level 9) beside every compressible file of the build, when it is smaller: the server
 * (@fastify/static `preCompressed`) answers it to a browser that accepts gzip, so that `npm start` sends the client
 * compressed without compressing on each request (issue 15: the phone's first screen on a slow network).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: PRECOMPRESS_PLUGIN,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesBelow(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = fs.readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        const packed = zlib.gzipSync(body, { level: 9 });
        if (packed.length < body.length) fs.writeFileSync(`${file}.gz`, packed);
      }
    },
  };
}
