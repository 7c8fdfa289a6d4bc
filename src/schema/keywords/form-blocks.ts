// Form blocks (DESIGN §9, docs/schema-engine.md "Form blocks"): a hand-written part of a form, registered by its
// key in `src/client/pages/<module>/blocks.ts` (`formBlocks`) and placed by the file, so that the file still
// decides the screen. Two places:
// - `x-block: {key, props?}` on a top-level form property: the block is that field's editor. The value stays the
//   field's (its server rules validate it, the body schema accepts it, the payload sends it); the block reads and
//   writes it through the Formily field it is given.
// - `form.x-blocks: [{key, title?, after?, props?}]`: a block with no value of its own (a live preview, a notice),
//   shown after the field `after` (before the fields when absent). It reads the form's values.
// The meta-schema checks the shapes; this check what they name. Pure: no I/O.
import type { FieldSchema, ResourceFile } from '../resource-types.ts';
import { text } from '../schema-text.ts';
import type { FileCheck } from './keyword-checks.ts';
import { pointerOf } from './pointer.ts';

/** The Formily component of a field edited by a block, and of a block without a value. */
export const FORM_BLOCK_COMPONENT = 'FormBlock';

/** Key prefix of the void node of a `form.x-blocks` entry in the compiled form (`__block_0`). */
export const FORM_BLOCK_NODE_PREFIX = '__block_';

/** Every block key the file places (properties' `x-block`, then `form.x-blocks`), for tests against the registry. */
export function formBlockKeys(resource: ResourceFile): string[] {
  const own = Object.values(resource.form.properties).flatMap((f) => (f['x-block'] ? [f['x-block'].key] : []));
  return [...own, ...(resource.form['x-blocks'] ?? []).map((b) => b.key)];
}

/** The first nested member of `f` (items, object properties, at any depth) that names a block, as a path. */
function nestedBlock(f: FieldSchema, path: string[]): string[] | null {
  if (f.items) {
    if (f.items['x-block']) return [...path, 'items'];
    const deeper = nestedBlock(f.items, [...path, 'items']);
    if (deeper) return deeper;
  }
  for (const [name, sub] of Object.entries(f.properties ?? {})) {
    if (sub['x-block']) return [...path, 'properties', name];
    const deeper = nestedBlock(sub, [...path, 'properties', name]);
    if (deeper) return deeper;
  }
  return null;
}

/** `x-block` only on top-level properties and never with `x-component`; `x-blocks` after a property, each key once. */
export const checkFormBlocks: FileCheck = (ctx) => {
  const { form } = ctx.resource;
  for (const [name, f] of Object.entries(form.properties)) {
    const nested = nestedBlock(f, []);
    if (nested) ctx.add(pointerOf('form', 'properties', name, ...nested, 'x-block'), text('schema.check.formBlock.nested', { field: name }));
    const block = f['x-block'];
    if (block && f['x-component'] !== undefined) {
      ctx.add(pointerOf('form', 'properties', name, 'x-component'), text('schema.check.formBlock.component', { field: name, key: block.key }));
    }
  }
  const seen = new Set<string>();
  (form['x-blocks'] ?? []).forEach((b, i) => {
    if (b.after !== undefined) ctx.property(b.after, pointerOf('form', 'x-blocks', i, 'after'));
    if (seen.has(b.key)) ctx.add(pointerOf('form', 'x-blocks', i, 'key'), text('schema.check.formBlock.twice', { key: b.key }));
    seen.add(b.key);
  });
};
