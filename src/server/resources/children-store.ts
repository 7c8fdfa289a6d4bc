// SQL of child rows (the `children` keyword, children-hook.ts): the rows of some parents, in their order,
// and the update of one parent's existing rows in one statement (new rows go in through record-store.ts's
// insertRecords, with their positions). The parent's id is read with the field's indexed expression
// (fieldSql: zax_num(data, 'libraryId')), so a file's index on `via` serves these queries.
import { fieldSql, validitySql } from '../../schema/compile-query.ts';
import type { Queryable } from '../db/db.ts';
import type { CompiledResource } from './registry.ts';
import { recordColumns, type RecordRow } from './record-shape.ts';

function viaSql(c: CompiledResource, via: string): string {
  return fieldSql(c.resource, via).expr;
}

/** Live rows whose `via` is one of `parentIds`, each parent's in its order (sort, id); locked when asked. */
export async function childRows(tx: Queryable, c: CompiledResource, tenantId: number, via: string, parentIds: readonly number[], lock = false) {
  if (parentIds.length === 0) return [];
  const columns = recordColumns(c.resource.validity ? validitySql(c.resource) : null);
  return tx.query<RecordRow & { parent: number }>(
    `select ${columns}, ${viaSql(c, via)}::bigint as parent from ${c.table}
      where tenant_id = $1 and not deleted and ${viaSql(c, via)} = any($2::numeric[])
      order by parent, sort_order, id${lock ? ' for update' : ''}`,
    [tenantId, parentIds],
  );
}

/** Writes the data and order of existing rows (one statement); answers how many were written. */
export async function updateChildRows(
  tx: Queryable,
  c: CompiledResource,
  tenantId: number,
  userId: number | null,
  rows: { id: number; data: Record<string, unknown>; sort: number }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const done = await tx.query<{ id: number }>(
    `update ${c.table} t set data = x.value->'data', sort_order = (x.value->>'sort')::int, updated_at = now(), updated_by = $2
       from jsonb_array_elements($3::jsonb) as x(value)
      where t.tenant_id = $1 and t.id = (x.value->>'id')::bigint and not t.deleted
     returning t.id`,
    [tenantId, userId, JSON.stringify(rows)],
  );
  return done.length;
}
