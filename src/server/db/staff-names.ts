// Names of an enterprise's staff by id: the people an approval, a permit's configuration or a form names.
import type { Queryable } from './db.ts';

/**
 * Names of the enterprise's staff among `ids`. `includeDeleted`: a record's history still names a person since deleted
 * (the approvals); a configuration or a picker offers only the current staff.
 */
export async function staffNames(tx: Queryable, tenantId: number, ids: readonly number[], opts: { includeDeleted: boolean }): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await tx.query<{ id: number; name: string }>(
    `select id, name from staffinfo where tenant_id = $1 and id = any($2::bigint[])${opts.includeDeleted ? '' : ' and not deleted'}`,
    [tenantId, unique],
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
