/// <reference types="vite/client" />
import type { ComponentType } from 'react';

/** What a detail block receives: the record shown (its fields by name), the props its file gives it, and its title. */
export interface DetailBlockProps {
  record: object;
  props: Readonly<Record<string, unknown>>;
  title: string;
}

export type BlockLoader = () => Promise<{ default: ComponentType<DetailBlockProps> }>;

/**
 * A module's hand-written detail blocks (DESIGN §9), in `src/client/pages/<module>/blocks.ts` (exported as
 * `blocks`): lazy loaders by key, each key starting with the module's folder (`spjk/site-gas`). A resource file
 * places a block by naming its key in `detail.blocks`; the page showing the record renders what the file names.
 */
export type ModuleBlocks = Readonly<Record<string, BlockLoader>>;

const MODULE_BLOCKS = import.meta.glob<ModuleBlocks>('../pages/*/blocks.ts', { eager: true, import: 'blocks' });

/** Every module's blocks by key; a key given twice or outside its module's folder is a programming error, said at once. */
function mergeBlocks(parts: Readonly<Record<string, ModuleBlocks>>): Readonly<Record<string, BlockLoader>> {
  const all: Record<string, BlockLoader> = {};
  for (const [file, blocks] of Object.entries(parts)) {
    const folder = /\/pages\/([^/]+)\/blocks\.ts$/.exec(file)?.[1] ?? '';
    for (const [key, load] of Object.entries(blocks)) {
      if (!key.startsWith(`${folder}/`)) throw new Error(`block registry: '${key}' of ${file} must start with '${folder}/'`);
      if (Object.hasOwn(all, key)) throw new Error(`block registry: '${key}' is registered twice`);
      all[key] = load;
    }
  }
  return all;
}

const BLOCKS = mergeBlocks(MODULE_BLOCKS);

/** The loader of a registered block, or null. */
export function lookupBlock(key: string): BlockLoader | null {
  return Object.hasOwn(BLOCKS, key) ? BLOCKS[key] : null;
}

/** The registered keys (for tests: every block a file names is one of them). */
export function blockKeys(): string[] {
  return Object.keys(BLOCKS);
}
