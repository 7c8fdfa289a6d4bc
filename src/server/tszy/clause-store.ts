// The check clauses (检查条款库, `check-clause`, shared platform+own) a check item may cite, read in the caller's
// tenant transaction: the platform's rows and the enterprise's own, live ones only.
import type { CitedClause } from '../../domain/tszy-clause-items.ts';
import type { Queryable } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';

/** The live clauses among `ids` the tenant reads, by id. */
export async function clausesByIds(tx: Queryable, tenantId: number, ids: readonly number[]): Promise<Map<number, CitedClause>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query<{ id: number; content: string | null; basis_no: string | null; clause_no: string | null }>(
    `select id, data->>'content' as content, data->>'basisNo' as basis_no, data->>'clauseNo' as clause_no
       from ${tableName('check-clause')} where tenant_id in ($1, 0) and id = any($2::bigint[]) and not deleted`,
    [tenantId, [...new Set(ids)]],
  );
  return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), content: r.content ?? '', basisNo: r.basis_no, clauseNo: r.clause_no }]));
}
