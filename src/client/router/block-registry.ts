/// <reference types="vite/client" />
import type { ComponentType } from 'react';
import type { FieldViewProps } from '../../runtime/field-views-context.ts';
import type { FormBlockProps } from '../../runtime/form-blocks-context.ts';

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

export type FormBlockLoader = () => Promise<{ default: ComponentType<FormBlockProps> }>;

/**
 * A module's hand-written form blocks (`formBlocks` of the same `blocks.ts`), keyed as the detail blocks are: a
 * resource file places one on a property (`x-block`: the block edits the field's value) or in `form.x-blocks`.
 */
export type ModuleFormBlocks = Readonly<Record<string, FormBlockLoader>>;

export type FieldViewLoader = () => Promise<{ default: ComponentType<FieldViewProps> }>;

/**
 * The read-only views of the fields a module's form blocks edit (`fieldViews` of the same `blocks.ts`), under the
 * form block's key: a record's detail shows an `x-block` field by its view (src/runtime/field-views-context.ts).
 */
export type ModuleFieldViews = Readonly<Record<string, FieldViewLoader>>;

/** A module's `blocks.ts`: its detail blocks, and its form blocks and their fields' views when it has any. */
interface BlocksFile {
  blocks?: ModuleBlocks;
  formBlocks?: ModuleFormBlocks;
  fieldViews?: ModuleFieldViews;
}

// The whole module (not `import: 'formBlocks'`: a module without form blocks would be a missing export).
const BLOCK_FILES = import.meta.glob<BlocksFile>('../pages/*/blocks.ts', { eager: true });
const part = <K extends keyof BlocksFile>(k: K) => Object.fromEntries(Object.entries(BLOCK_FILES).map(([file, m]) => [file, m[k]]));

/** Every module's blocks by key; a key given twice or outside its module's folder is a programming error, said at once. */
export function mergeBlocks<L>(parts: Readonly<Record<string, Readonly<Record<string, L>> | undefined>>): Readonly<Record<string, L>> {
  const all: Record<string, L> = {};
  for (const [file, blocks] of Object.entries(parts)) {
    if (!blocks) continue;
    const folder = /\/pages\/([^/]+)\/blocks\.ts$/.exec(file)?.[1] ?? '';
    for (const [key, load] of Object.entries(blocks)) {
      if (!key.startsWith(`${folder}/`)) throw new Error(`block registry: '${key}' of ${file} must start with '${folder}/'`);
      if (Object.hasOwn(all, key)) throw new Error(`block registry: '${key}' is registered twice`);
      all[key] = load;
    }
  }
  return all;
}

const BLOCKS = mergeBlocks(part('blocks'));
const FORM_BLOCKS = mergeBlocks(part('formBlocks'));
const FIELD_VIEWS = mergeBlocks(part('fieldViews'));

/** The loader of a registered block, or null. */
export function lookupBlock(key: string): BlockLoader | null {
  return Object.hasOwn(BLOCKS, key) ? BLOCKS[key] : null;
}

/** The registered keys (for tests: every block a file names is one of them). */
export function blockKeys(): string[] {
  return Object.keys(BLOCKS);
}

/** The loader of a registered form block, or null. */
export function lookupFormBlock(key: string): FormBlockLoader | null {
  return Object.hasOwn(FORM_BLOCKS, key) ? FORM_BLOCKS[key] : null;
}

/** The registered form blocks' keys (for tests: every block a form names is one of them). */
export function formBlockKeys(): string[] {
  return Object.keys(FORM_BLOCKS);
}

/** The loader of the view of a form block's field, or null. */
export function lookupFieldView(key: string): FieldViewLoader | null {
  return Object.hasOwn(FIELD_VIEWS, key) ? FIELD_VIEWS[key] : null;
}

/** The keys having a field view (for tests: each is a form block's key too). */
export function fieldViewKeys(): string[] {
  return Object.keys(FIELD_VIEWS);
}
