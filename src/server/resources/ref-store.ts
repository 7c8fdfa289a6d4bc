// SQL of references (x-ref): which ids of a target exist, their labels, ids by label (imports), and the
// edge table ref_edge (who refers to whom). Every function takes many ids at once: callers batch per
// request, never per row. Runs inside the caller's tenant transaction (row-level security applies too).
import type { NormalRef } from '../../schema/keywords/ref-fields.ts';
import type { Queryable, SqlValue } from '../db/db.ts';
import { refTarget, type RefTarget } from './ref-targets.ts';
import { resourceRegistry } from './registry.ts';

/** The target of a reference, titled from the registry when it is a resource. */
export function targetOf(kind: string): RefTarget {
  const r = resourceRegistry().byKey.get(kind);
  return refTarget(kind, r?.title, r?.shared !== undefined);
}

/** `and <field> = $n` for each equality of the reference's filter; parameters appended to `params`. */
function filterSql(t: RefTarget, ref: NormalRef, params: SqlValue[]): string {
  let sql = '';
  for (const [field, value] of Object.entries(ref.filter)) {
    params.push(String(value));
    sql += ` and ${t.text(field)} = $${params.length}::text`;
  }
  return sql;
}

/** The ids among `ids` that name a live record of the target in the tenant (and match the reference's filter). */
export async function existingIds(tx: Queryable, tenantId: number, ref: NormalRef, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const t = targetOf(ref.resource);
  const params: SqlValue[] = [tenantId, [...new Set(ids)]];
  const rows = await tx.query<{ id: number }>(
    `select ${t.id} as id from ${t.table} where ${t.live} and ${t.id} = any($2::bigint[])${filterSql(t, ref, params)}`,
    params,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** id -> label of the target's records among `ids` (deleted ones too: a record still shows what it pointed at). */
export async function labelsOf(tx: Queryable, tenantId: number, kind: string, label: string, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const t = targetOf(kind);
  const rows = await tx.query<{ id: number; label: string | null }>(
    `select ${t.id} as id, ${t.text(label)} as label from ${t.table} where ${t.tenant} and ${t.id} = any($2::bigint[])`,
    [tenantId, [...new Set(ids)]],
  );
  return new Map(rows.map((r) => [Number(r.id), r.label ?? '']));
}

/** label -> ids of the live records of the target whose label is one of `labels` (several: ambiguous). */
export async function idsByLabel(tx: Queryable, tenantId: number, ref: NormalRef, labels: readonly string[]): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (labels.length === 0) return out;
  const t = targetOf(ref.resource);
  const params: SqlValue[] = [tenantId, [...new Set(labels)]];
  const rows = await tx.query<{ id: number; label: string }>(
    `select ${t.id} as id, ${t.text(ref.label)} as label from ${t.table}
      where ${t.live} and ${t.text(ref.label)} = any($2::text[])${filterSql(t, ref, params)} order by ${t.id}`,
    params,
  );
  for (const r of rows) out.set(r.label, [...(out.get(r.label) ?? []), Number(r.id)]);
  return out;
}

/** Options of a picker: live records of the target whose label contains `q` (or the given ids), by label. */
export async function refOptions(
  tx: Queryable,
  tenantId: number,
  ref: NormalRef,
  q: { search?: string; ids?: readonly number[]; limit: number },
): Promise<{ id: number; label: string }[]> {
  const t = targetOf(ref.resource);
  const params: SqlValue[] = [tenantId];
  let where = t.live;
  if (q.ids) {
    params.push([...q.ids]);
    where += ` and ${t.id} = any($${params.length}::bigint[])`;
  }
  if (q.search) {
    params.push(`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where += ` and ${t.text(ref.label)} ilike $${params.length}`;
  }
  where += filterSql(t, ref, params);
  params.push(q.limit);
  const rows = await tx.query<{ id: number; label: string | null }>(
    `select ${t.id} as id, ${t.text(ref.label)} as label from ${t.table} where ${where}
      order by ${t.text(ref.label)}, ${t.id} limit $${params.length}`,
    params,
  );
  return rows.map((r) => ({ id: Number(r.id), label: r.label ?? '' }));
}

export interface Edge {
  field: string;
  toKind: string;
  toId: number;
}

/** Replaces the edges of records (every field) with `edges` of each; two statements for the lot. */
export async function replaceEdges(tx: Queryable, tenantId: number, fromResource: string, byRecord: ReadonlyMap<number, readonly Edge[]>): Promise<void> {
  if (byRecord.size === 0) return;
  const ids = [...byRecord.keys()];
  const rows = [...byRecord.entries()].flatMap(([fromId, edges]) => edges.map((e) => ({ i: fromId, f: e.field, k: e.toKind, t: e.toId })));
  // Two statements: a data-modifying CTE's insert would still see (and collide with) the rows it deletes.
  await tx.query('delete from ref_edge where tenant_id = $1 and from_resource = $2 and from_id = any($3::bigint[])', [tenantId, fromResource, ids]);
  if (rows.length === 0) return;
  await tx.query(
    `insert into ref_edge (tenant_id, to_kind, to_id, from_resource, from_id, field)
     select distinct $1::bigint, x.k, x.t, $2::text, x.i, x.f from jsonb_to_recordset($3::jsonb) as x(i bigint, f text, k text, t bigint)`,
    [tenantId, fromResource, JSON.stringify(rows)],
  );
}

/** Removes every edge from the given records (they were deleted). */
export async function deleteEdgesFrom(tx: Queryable, tenantId: number, fromResource: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query('delete from ref_edge where tenant_id = $1 and from_resource = $2 and from_id = any($3::bigint[])', [tenantId, fromResource, [...ids]]);
}

/** Removes every edge of the tenant pointing at the given records (they were deleted; what refused is gone). */
export async function deleteEdgesTo(tx: Queryable, tenantId: number, toKind: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query('delete from ref_edge where tenant_id = $1 and to_kind = $2 and to_id = any($3::bigint[])', [tenantId, toKind, [...ids]]);
}

export interface Referrer {
  fromResource: string;
  fromId: number;
  field: string;
  toId: number;
}

/** The edges pointing at `ids` of `toKind` (one indexed query), in a stable order; `limit` rows at most. */
export async function referrersOf(tx: Queryable, tenantId: number, toKind: string, ids: readonly number[], page?: { limit: number; offset: number }): Promise<Referrer[]> {
  if (ids.length === 0) return [];
  const params: SqlValue[] = [tenantId, toKind, [...ids]];
  let tail = '';
  if (page) {
    params.push(page.limit, page.offset);
    tail = ` limit $4 offset $5`;
  }
  const rows = await tx.query<{ from_resource: string; from_id: number; field: string; to_id: number }>(
    `select from_resource, from_id, field, to_id from ref_edge
      where tenant_id = $1 and to_kind = $2 and to_id = any($3::bigint[])
      order by from_resource, from_id, field${tail}`,
    params,
  );
  return rows.map((r) => ({ fromResource: r.from_resource, fromId: Number(r.from_id), field: r.field, toId: Number(r.to_id) }));
}

/** The enterprises referring to platform rows (tenant 0) of a shared resource, with how many records each. */
export interface ForeignReferrers {
  tenantId: number;
  /** The enterprise's name (qyxx.qymc); null when it has none. */
  name: string | null;
  records: number;
}

/**
 * The enterprises (tenants other than the platform) whose records refer to `ids` of `toKind`, most records
 * first. For the platform's transaction (tenant 0), which row security (`tenant_visible`) lets read every
 * tenant's edges and enterprises; in an enterprise's transaction it would see that enterprise's own edges
 * only, never another's (ref-delete.ts calls it for the platform alone).
 */
export async function foreignReferrersOf(tx: Queryable, toKind: string, ids: readonly number[]): Promise<ForeignReferrers[]> {
  if (ids.length === 0) return [];
  const rows = await tx.query<{ tenant_id: number; name: string | null; records: number }>(
    // Per enterprise, so that each count is the edge index's (tenant_id, to_kind, to_id) prefix.
    `select q.tenant_id, q.qymc as name, n.records
       from qyxx q cross join lateral (
         select count(distinct (e.from_resource, e.from_id))::int as records from ref_edge e
          where e.tenant_id = q.tenant_id and e.to_kind = $1 and e.to_id = any($2::bigint[])) n
      where q.tenant_id <> 0 and n.records > 0
      order by n.records desc, q.tenant_id`,
    [toKind, [...ids]],
  );
  return rows.map((r) => ({ tenantId: Number(r.tenant_id), name: r.name, records: Number(r.records) }));
}

/** How many edges point at `ids` of `toKind`. */
export async function countReferrers(tx: Queryable, tenantId: number, toKind: string, ids: readonly number[]): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    'select count(*)::int as n from ref_edge where tenant_id = $1 and to_kind = $2 and to_id = any($3::bigint[])',
    [tenantId, toKind, [...ids]],
  );
  return Number(rows[0]?.n ?? 0);
}
