// SQL of the `tree` keyword (docs/schema-engine.md "Trees"), inside the caller's tenant transaction: a
// node's live ancestors (cycle check), the live children of nodes (delete), a subtree (cascade), the whole
// tree's nodes (tree view), and placing a node among its siblings (move). Names reach SQL only from
// checked files (the registry's table name, the file's parent and label fields); values as parameters.
import type { Queryable, SqlValue } from '../db/db.ts';
import type { CompiledResource } from './registry.ts';

/** Advisory lock class of tree moves (second key: the enterprise); departments use 7302. */
const TREE_MOVE_LOCK = 7303;

/** Nodes the tree route answers at most (the tree view's budget; the bench loads 10,000). */
export const TREE_NODE_CAP = 20_000;

const SAFE_FIELD = /^[A-Za-z][A-Za-z0-9_]*$/;

function field(name: string): string {
  if (!SAFE_FIELD.test(name)) throw new Error(`unsafe field name '${name}'`);
  return name;
}

/**
 * The rows of `tenantId` a tree read sees: the enterprise's own, and for a shared resource the platform's
 * (tenant 0) too, so that an enterprise reads the platform's tree and may hang its own nodes below it.
 */
function readable(c: CompiledResource, alias = ''): string {
  return c.shared ? `${alias}tenant_id in ($1, 0)` : `${alias}tenant_id = $1`;
}

function parentOf(c: CompiledResource): string {
  const tree = c.resource.tree;
  if (!tree) throw new Error(`resource '${c.resource.key}' declares no tree`);
  return field(tree.parent);
}

/** Moves of one enterprise's trees run one at a time, so two concurrent moves cannot make a cycle. */
export async function lockTreeMoves(tx: Queryable, tenantId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int, $2::int)', [TREE_MOVE_LOCK, tenantId]);
}

/**
 * Whether `id` is a live node of the enterprise (share-locked, so it cannot be deleted under us; a shared
 * resource's platform node is not locked: row security lets an enterprise read it, not lock it).
 */
export async function liveNode(tx: Queryable, c: CompiledResource, tenantId: number, id: number): Promise<boolean> {
  const rows = await tx.query(`select 1 from ${c.table} where ${readable(c)} and id = $2 and not deleted${c.shared ? '' : ' for share'}`, [tenantId, id]);
  return rows.length > 0;
}

/** `id` and its live ancestors, nearest first (stops at a cycle already stored). */
export async function ancestorIds(tx: Queryable, c: CompiledResource, tenantId: number, id: number): Promise<number[]> {
  const p = parentOf(c);
  const rows = await tx.query<{ id: number }>(
    `with recursive up(id, parent, depth) as (
       select id, zax_num(data, '${p}')::bigint, 0 from ${c.table} where ${readable(c)} and id = $2 and not deleted
       union
       select t.id, zax_num(t.data, '${p}')::bigint, up.depth + 1 from ${c.table} t join up on t.id = up.parent
        where ${readable(c, 't.')} and not t.deleted and up.depth < 10000
     ) select id from up order by depth`,
    [tenantId, id],
  );
  return rows.map((r) => Number(r.id));
}

/** The live nodes under `ids` (not themselves), the nearest first. */
export async function descendantIds(tx: Queryable, c: CompiledResource, tenantId: number, ids: readonly number[]): Promise<number[]> {
  const p = parentOf(c);
  const rows = await tx.query<{ id: number }>(
    `with recursive sub(id) as (
       select id from ${c.table} where tenant_id = $1 and id = any($2::bigint[]) and not deleted
       union
       select t.id from ${c.table} t join sub on zax_num(t.data, '${p}') = sub.id where t.tenant_id = $1 and not t.deleted
     ) select id from sub where not (id = any($2::bigint[]))`,
    [tenantId, ids],
  );
  return rows.map((r) => Number(r.id));
}

/** Live children of `ids` that are not themselves among `ids`: at most `limit`, with their labels. */
export async function childrenOutside(tx: Queryable, c: CompiledResource, tenantId: number, ids: readonly number[], label: string, limit = 3) {
  const p = parentOf(c);
  return tx.query<{ id: number; label: string | null }>(
    `select id, zax_text(data, '${field(label)}') as label from ${c.table}
      where tenant_id = $1 and not deleted and zax_num(data, '${p}') = any($2::bigint[]) and not (id = any($2::bigint[]))
      order by sort_order, id limit $3`,
    [tenantId, ids, limit],
  );
}

/** One node as the tree route answers it. */
export interface TreeNodeRow {
  id: number;
  parentId: number | null;
  label: string | null;
  sortOrder: number;
  status: number;
  /** With a filter only: whether the node matches it (a reference with that filter may name it). */
  selectable?: boolean;
}

/** SQL of a filter's equalities over a node (form properties as text, `status` as its column); params appended. */
function matchSql(filter: Readonly<Record<string, string | number | boolean>>, params: SqlValue[]): string {
  const parts = Object.entries(filter).map(([k, v]) => {
    params.push(String(v));
    return `${k === 'status' ? 'status::text' : `zax_text(data, '${field(k)}')`} = $${params.length}::text`;
  });
  return parts.length ? parts.join(' and ') : 'true';
}

/** Every live node of the enterprise's tree (with a shared one's platform nodes) in display order (sort, id), at most TREE_NODE_CAP + 1. */
export async function treeNodes(
  tx: Queryable,
  c: CompiledResource,
  tenantId: number,
  label: string,
  filter?: Readonly<Record<string, string | number | boolean>>,
): Promise<TreeNodeRow[]> {
  const p = parentOf(c);
  const params: SqlValue[] = [tenantId, TREE_NODE_CAP + 1];
  const selectable = filter ? `, (${matchSql(filter, params)}) as selectable` : '';
  const rows = await tx.query<TreeNodeRow>(
    `select id, zax_num(data, '${p}')::bigint as "parentId", zax_text(data, '${field(label)}') as label,
            sort_order as "sortOrder", status${selectable}
       from ${c.table} where ${readable(c)} and not deleted order by sort_order, id limit $2`,
    params,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), parentId: r.parentId == null ? null : Number(r.parentId) }));
}

/**
 * Gives node `id` the place just before its sibling `beforeId` (the later siblings under `parent` move down
 * one; only siblings are touched, as the tree orders siblings alone) or, without one, after every other
 * node. Answers false when `beforeId` is not a live node under `parent`.
 */
export async function placeBefore(tx: Queryable, c: CompiledResource, tenantId: number, userId: number | null, id: number, parent: number | null, beforeId: number | null): Promise<boolean> {
  const p = parentOf(c);
  if (beforeId === null) {
    await tx.query(
      `update ${c.table} set sort_order = (select coalesce(max(sort_order), 0) + 1 from ${c.table} where tenant_id = $1 and not deleted),
              updated_at = now(), updated_by = $3 where tenant_id = $1 and id = $2 and not deleted`,
      [tenantId, id, userId],
    );
    return true;
  }
  const [before] = await tx.query<{ sort_order: number }>(
    `select sort_order from ${c.table} where tenant_id = $1 and id = $2 and not deleted and zax_num(data, '${p}') is not distinct from $3::numeric`,
    [tenantId, beforeId, parent],
  );
  if (!before) return false;
  await tx.query(
    `update ${c.table} set sort_order = sort_order + 1
      where tenant_id = $1 and not deleted and sort_order >= $2 and id <> $3 and zax_num(data, '${p}') is not distinct from $4::numeric`,
    [tenantId, before.sort_order, id, parent],
  );
  await tx.query(`update ${c.table} set sort_order = $3, updated_at = now(), updated_by = $4 where tenant_id = $1 and id = $2`, [
    tenantId,
    id,
    before.sort_order,
    userId,
  ]);
  return true;
}
