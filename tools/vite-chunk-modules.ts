import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes the modules of every JS file, beside (not inside) the served dist/client. */
export const CHUNK_MODULES_FILE = 'client-chunk-modules.json';

/** A built JS file's path below the client root ('assets/login-page-XXXX.js') → the modules rendered into it. */
export type ChunkModules = Record<string, string[]>;

/**
 * Writes, next to the client's output folder, which source modules each emitted JS file holds (paths
 * relative to the project root: 'src/client/pages/login-page.tsx', 'node_modules/antd/es/...'), so that a
 * browser test can assert which modules a page loads from the files it requested.
 */
export function chunkModules(projectRoot: string): Plugin {
  let outDir = '';
  return {
    name: 'zax-chunk-modules',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const out: ChunkModules = {};
      for (const [file, item] of Object.entries(bundle)) {
        if (item.type !== 'chunk') continue;
        out[file] = Object.entries(item.modules)
          .filter(([, m]) => m.renderedLength > 0)
          .map(([id]) => path.relative(projectRoot, id.replace(/^\0/, '').split('?', 1)[0]).split(path.sep).join('/'))
          .sort();
      }
      fs.writeFileSync(path.join(path.dirname(outDir), CHUNK_MODULES_FILE), `${JSON.stringify(out, null, 1)}\n`);
    },
  };
}
