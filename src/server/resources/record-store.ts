// SQL of resource records, one function per operation, all inside the caller's tenant transaction
// (inTenant: row-level security applies as well as the explicit tenant condition). Field names reach
// SQL only through the compiled query plan; values only as parameters.
import { validitySql, type ListQuery } from '../../schema/compile-query.ts';
import type { Queryable, SqlValue } from '../db/db.ts';
import type { CompiledResource } from './registry.ts';
import { recordColumns, type RecordRow } from './record-shape.ts';
import { cappedCount, keptCount } from '../db/capped-count.ts';
import { readPage } from '../db/anchored-page.ts';
import { keepableConditions } from '../db/count-cache.ts';

/** Lists count exactly up to this many matching rows; past it they answer PostgreSQL's estimate. */
export { COUNT_CAP } from '../db/capped-count.ts';
/** Rows a pure (unpaged) list answers at most. */
export const PURE_LIST_CAP = 1_000;
/** Rows an export writes at most. */
export const EXPORT_CAP = 100_000;

function columnsOf(c: CompiledResource): string {
  return recordColumns(c.resource.validity ? validitySql(c.resource) : null);
}

/**
 * The rows a tenant reads: its own, and for a shared resource the platform's too (tenant 0; row security
 * lets every tenant read them, migration 012). Writes always keep `tenant_id = $1`.
 */
function readTenants(c: CompiledResource): string {
  return c.shared ? 'tenant_id in ($1, 0)' : 'tenant_id = $1';
}

/** The tenant condition and `not deleted` plus the query's conditions (whose parameters start at $2). */
function whereOf(c: CompiledResource, q: Pick<ListQuery, 'where'>): string {
  return [readTenants(c), 'not deleted', ...q.where].join(' and ');
}

export interface ListResult {
  rows: RecordRow[];
  total: number;
  totalExact: boolean;
}


/**
 * One page, and the number of matching rows: exact up to COUNT_CAP, estimated past it. The count is kept for a
 * short time (keptCount) unless a condition reads another table (a tree filter's subquery) or names the caller
 * (keepableConditions).
 */
export async function listRecords(tx: Queryable, c: CompiledResource, tenantId: number, q: ListQuery): Promise<ListResult> {
  const where = whereOf(c, q);
  const params = [tenantId, ...q.params];
  // A deep page first picks its ids (an index-only scan of the sort's index when it covers the order, as the
  // default order's does) and only then reads its rows: the skipped rows' records are never fetched (EXPLAIN at
  // page 500 of 1,000,000: 10,000 heap rows read before, 20 after); a page read before, or the one after it, is
  // sought from its kept anchor (docs/resource-api.md "Deep pages").
  const rows = await readPage<RecordRow>(tx, {
    table: c.table,
    tenantId,
    columns: columnsOf(c),
    where,
    params: params as SqlValue[],
    orderBy: q.orderBy,
    keyset: q.keyset,
    limit: q.limit,
    offset: q.offset,
  });
  const fromWhere = `from ${c.table} where ${where}`;
  const count = keepableConditions(where)
    ? await keptCount(tx, c.table, tenantId, fromWhere, params as SqlValue[])
    : await cappedCount(tx, fromWhere, params as SqlValue[]);
  return { rows, ...count };
}

/** Every matching row up to `cap` (pure lists, exports), in the query's order. */
export async function allRecords(tx: Queryable, c: CompiledResource, tenantId: number, q: ListQuery, cap: number) {
  const params = [tenantId, ...q.params];
  return tx.query<RecordRow>(
    `select ${columnsOf(c)} from ${c.table} where ${whereOf(c, q)} order by ${q.orderBy} limit $${params.length + 1}`,
    [...params, cap] as SqlValue[],
  );
}

/** One live record (a platform row of a shared resource too), or one of the tenant's own locked for update. */
export async function getRecord(tx: Queryable, c: CompiledResource, tenantId: number, id: number, lock = false) {
  const tenants = lock ? 'tenant_id = $1' : readTenants(c);
  const rows = await tx.query<RecordRow>(
    `select ${columnsOf(c)} from ${c.table} where ${tenants} and id = $2 and not deleted${lock ? ' for update' : ''}`,
    [tenantId, id],
  );
  return rows[0] ?? null;
}

/**
 * The tenant's own live records whose text field `field` equals one of `keys` (an import's match column; a
 * resource's index on the field serves it), locked for the import's update; a platform row of a shared resource is
 * never one.
 */
export async function recordsByText(tx: Queryable, c: CompiledResource, tenantId: number, field: string, keys: readonly string[]): Promise<Map<string, RecordRow[]>> {
  const rows = await tx.query<RecordRow>(
    `select ${columnsOf(c)} from ${c.table} where tenant_id = $1 and not deleted and data ->> $2 = any($3::text[]) order by id for update`,
    [tenantId, field, [...keys]],
  );
  const byKey = new Map<string, RecordRow[]>();
  for (const r of rows) {
    const key = String(r.data[field]);
    byKey.set(key, [...(byKey.get(key) ?? []), r]);
  }
  return byKey;
}

/**
 * Inserts records (one statement for all); answers their ids in input order. Each goes after every row the
 * tenant reads, or takes its place in `sorts` when given (child rows keep their position in the parent).
 */
export async function insertRecords(
  tx: Queryable,
  c: CompiledResource,
  tenantId: number,
  userId: number | null,
  data: readonly Record<string, unknown>[],
  sorts?: readonly number[],
): Promise<number[]> {
  if (data.length === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `insert into ${c.table} (tenant_id, data, created_by, updated_by, sort_order)
       select $1, x.value, $2, $2,
              coalesce(($4::int[])[x.n], coalesce((select max(sort_order) from ${c.table} where ${readTenants(c)} and not deleted), 0) + x.n)
         from jsonb_array_elements($3::jsonb) with ordinality as x(value, n)
         order by x.n
     returning id`,
    [tenantId, userId, JSON.stringify(data), sorts ? [...sorts] : null],
  );
  return rows.map((r) => r.id);
}

export async function updateRecordData(
  tx: Queryable,
  c: CompiledResource,
  tenantId: number,
  userId: number | null,
  id: number,
  data: Record<string, unknown>,
): Promise<void> {
  await tx.query(
    `update ${c.table} set data = $3::jsonb, updated_at = now(), updated_by = $4 where tenant_id = $1 and id = $2 and not deleted`,
    [tenantId, id, JSON.stringify(data), userId],
  );
}

/** Soft-deletes records; answers how many live ones were deleted. */
export async function deleteRecords(tx: Queryable, c: CompiledResource, tenantId: number, userId: number | null, ids: number[]) {
  const rows = await tx.query<{ id: number }>(
    `update ${c.table} set deleted = true, updated_at = now(), updated_by = $3
      where tenant_id = $1 and id = any($2::bigint[]) and not deleted returning id`,
    [tenantId, ids, userId],
  );
  return rows.length;
}

export async function setStatus(tx: Queryable, c: CompiledResource, tenantId: number, userId: number | null, ids: number[], status: 0 | 1) {
  const rows = await tx.query<{ id: number }>(
    `update ${c.table} set status = $3, updated_at = now(), updated_by = $4
      where tenant_id = $1 and id = any($2::bigint[]) and not deleted returning id`,
    [tenantId, ids, status, userId],
  );
  return rows.length;
}

/** Pins one of the tenant's records before (top) or after (end) every other one it reads (the platform's too). */
export async function moveToEdge(tx: Queryable, c: CompiledResource, tenantId: number, userId: number | null, id: number, edge: 'top' | 'end') {
  const bound = edge === 'top' ? 'min(sort_order) - 1' : 'max(sort_order) + 1';
  const rows = await tx.query<{ id: number }>(
    `update ${c.table} set sort_order = (select coalesce(${bound}, 0) from ${c.table} where ${readTenants(c)} and not deleted),
            updated_at = now(), updated_by = $3
      where tenant_id = $1 and id = $2 and not deleted returning id`,
    [tenantId, id, userId],
  );
  return rows.length;
}

/** Gives the listed records the order of the list (1, 2, ...); answers how many were found. */
export async function reorder(tx: Queryable, c: CompiledResource, tenantId: number, userId: number | null, ids: number[]) {
  const rows = await tx.query<{ id: number }>(
    `update ${c.table} t set sort_order = o.n, updated_at = now(), updated_by = $3
       from unnest($2::bigint[]) with ordinality as o(id, n)
      where t.tenant_id = $1 and t.id = o.id and not t.deleted returning t.id`,
    [tenantId, ids, userId],
  );
  return rows.length;
}
