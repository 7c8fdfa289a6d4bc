// The one way records are deleted (issue 12), whatever the path: the generic delete route, children rows
// left out of a save, a cascade of x-ref onDelete, a tree's subtree, and the /user routes of spec 000
// (staff, departments, contractors). A resource's records go through every record hook (RECORD_HOOKS
// `deleting`, the soft delete, `deleted`), so the references to them are applied (409 naming who refers,
// clear, cascade), a tree's subtree and a parent's children go with them and their own edges are dropped.
// A platform entity's rows (staff, departments) get the references to them applied, are soft-deleted, and
// no edge is left pointing at them. Everything runs in the caller's transaction: a refusal anywhere rolls
// the whole delete back.
import { isRefEntity, type RefEntityKey } from '../../schema/keywords/ref-entities.ts';
import type { Queryable } from '../db/db.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { deletingRecords, recordsDeleted } from './record-hooks.ts';
import { deleteRecords } from './record-store.ts';
import { applyDeletePolicy } from './ref-delete.ts';
import { deleteEdgesTo } from './ref-store.ts';
import { compileResource, resourceRegistry } from './registry.ts';
import { tenantResource, type ResourceScope } from './resource-context.ts';

/** The tables of the entities the /user routes delete (soft: `deleted = true`). An enterprise is never deleted here. */
const ENTITY_TABLES: Readonly<Partial<Record<RefEntityKey, string>>> = Object.freeze({ staff: 'staffinfo', department: 'departmentinfo' });

/** Deletes records of the scope's resource with every record hook; answers how many live ones were deleted. */
export async function deleteWithHooks(s: ResourceScope, auth: AuthContext, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  await deletingRecords(s, auth, ids);
  const deleted = await deleteRecords(s.tx, s.c, auth.tenantId, auth.userId, [...ids]);
  await recordsDeleted(s, auth, ids);
  return deleted;
}

/** The scope of a resource as the tenant sees it (its overlay in force), for a delete outside the resource's routes. */
export async function scopeOf(tx: Queryable, auth: AuthContext, key: string): Promise<ResourceScope> {
  const base = resourceRegistry().byKey.get(key);
  if (!base) throw new Error(`unknown resource '${key}'`);
  const merged = await tenantResource(tx, auth.tenantId, base);
  return { tx, c: compileResource(merged.resource), merged };
}

/**
 * Deletes `ids` of `kind` (a resource key or a platform entity: staff, department) as every path must:
 * a resource through its record hooks, an entity with the references to it applied first. Answers how
 * many live rows were deleted. The caller has checked that they exist and locked them.
 */
export async function deleteRecordsOf(tx: Queryable, auth: AuthContext, kind: string, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  if (!isRefEntity(kind)) return deleteWithHooks(await scopeOf(tx, auth, kind), auth, ids);
  const table = ENTITY_TABLES[kind];
  if (!table) throw new Error(`'${kind}' is not deleted through deleteRecordsOf`);
  await applyDeletePolicy(tx, auth, kind, ids);
  const rows = await tx.query<{ id: number }>(
    `update ${table} set deleted = true, updated_at = now() where tenant_id = $1 and id = any($2::bigint[]) and not deleted returning id`,
    [auth.tenantId, [...ids]],
  );
  // Edges the policy left (a field that is no longer a reference): nothing may point at a deleted row.
  await deleteEdgesTo(tx, auth.tenantId, kind, ids);
  return rows.length;
}
