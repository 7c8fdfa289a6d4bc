// Which reference fields point at a tree (issue 12: a reference to a resource whose file has `tree` is picked
// in a tree select, not by a remote search): the field, the tree resource and the reference's filter, which
// the tree select applies to the nodes it offers. Files only say `x-ref`; the server answers this with a
// resource's schema (GET /u-basic/resource-schema/{key}, `refTrees`) for the targets the caller may read,
// and the runtime's RefPicker chooses its select from it. Pure.
import type { ResourceFile } from '../resource-types.ts';
import { refFields } from './ref-fields.ts';
import { text, type Text } from '../schema-text.ts';

/** The tree a reference field picks from. */
export interface RefTree {
  /** The tree resource's key. */
  resource: string;
  /** The reference's equalities (x-ref.filter): only matching nodes may be chosen; absent when none. */
  filter?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * The reference fields of `resource` whose target is a tree, by field name. `isTree` says whether a key is
 * a tree resource the caller may read (a platform entity never is); other references keep the remote search.
 */
export function refTreesOf(resource: ResourceFile, isTree: (key: string) => boolean): Record<string, RefTree> {
  const out: Record<string, RefTree> = {};
  for (const f of refFields(resource)) {
    if (!isTree(f.ref.resource)) continue;
    out[f.field] = Object.keys(f.ref.filter).length ? { resource: f.ref.resource, filter: f.ref.filter } : { resource: f.ref.resource };
  }
  return out;
}

/** The filter of a tree read as the query carries it (`GET {ep}/tree?filter=`): a JSON object of equalities. */
export function treeFilterParam(filter: RefTree['filter']): string | undefined {
  return filter && Object.keys(filter).length ? JSON.stringify(filter) : undefined;
}

/**
 * The equalities of a `filter` query parameter against the tree resource `target`: its form properties and
 * `status` (启用/停用), each to a string, number or boolean. A catalogue message for anything else.
 */
export function parseTreeFilter(raw: string, target: ResourceFile): { filter: Record<string, string | number | boolean> } | { error: Text } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { error: text('schema.refTree.filterObject') };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { error: text('schema.refTree.filterObject') };
  const filter: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(parsed)) {
    if (k !== REF_STATUS_FILTER && !Object.hasOwn(target.form.properties, k)) return { error: text('schema.refTree.filterField', { key: k, title: target.title }) };
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return { error: text('schema.refTree.filterValue', { key: k }) };
    filter[k] = v;
  }
  return { filter };
}

/** The system field a reference's filter may name besides the target's form properties: 1 启用, 0 停用. */
export const REF_STATUS_FILTER = 'status';
