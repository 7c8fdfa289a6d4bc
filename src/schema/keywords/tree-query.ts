// SQL of the `under` filter (docs/schema-engine.md "Trees"): the field's value is the given node or one of
// its descendants, found by a recursive CTE over the tree's table in the caller's tenant (`$1`, as in every
// list query; a shared tree's platform nodes, tenant 0, too). Pure: builds text, runs nothing. Table and field names come from checked files only.
import type { ResourceFile } from '../resource-types.ts';
import { underTarget } from './tree-check.ts';

/** The table and parent field of a tree resource. */
export interface TreeTable {
  table: string;
  parent: string;
  /** A shared resource (`shared`): the platform's nodes (tenant 0) are part of every enterprise's tree. */
  shared?: boolean;
}

/** Finds a tree resource's table by key (the registry's files); undefined when there is none. */
export type TreeLookup = (key: string) => TreeTable | undefined;

const SAFE = /^[a-z][a-z0-9_]*$/;
const SAFE_FIELD = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The table of a resource key (the registry's rule: `r_` + the key with `-` as `_`). */
export function treeTableOf(r: ResourceFile): TreeTable | undefined {
  if (!r.tree) return undefined;
  return { table: `r_${r.key.replace(/-/g, '_')}`, parent: r.tree.parent, ...(r.shared ? { shared: true } : {}) };
}

/** `select id` of the node `param` and all its live descendants, as a subquery. */
export function subtreeSql(t: TreeTable, param: string): string {
  if (!SAFE.test(t.table) || !SAFE_FIELD.test(t.parent)) throw new Error(`unsafe tree table '${t.table}.${t.parent}'`);
  const tenants = t.shared ? 'in ($1, 0)' : '= $1';
  return `(with recursive sub(id) as (
      select id from ${t.table} where tenant_id ${tenants} and id = ${param}::bigint and not deleted
      union
      select c.id from ${t.table} c join sub on zax_num(c.data, '${t.parent}') = sub.id where c.tenant_id ${tenants} and not c.deleted
    ) select id from sub)`;
}

/** The tree an `under` filter on `field` of `resource` walks, or throws (the file check refuses such files). */
export function underTable(resource: ResourceFile, field: string, lookup: TreeLookup | undefined): TreeTable {
  const t = underTarget(resource, field);
  const table = t?.self ? treeTableOf(resource) : t ? lookup?.(t.key) : undefined;
  if (!table) throw new Error(`filter 'under' on '${field}' of '${resource.key}' finds no tree`);
  return table;
}
