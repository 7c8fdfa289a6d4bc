// The number of rows a list matches: exact up to a cap, PostgreSQL's estimate past it. Counting a large
// tenant's rows exactly on every page costs more than the page itself (docs/resource-api.md "Counts").
import { countCacheOfTx } from './count-cache.ts';
import type { Queryable, SqlValue } from './db.ts';

/** Lists count exactly up to this many matching rows. */
export const COUNT_CAP = 10_000;

/** The planner's row estimate of a query (no rows are read). */
async function estimate(tx: Queryable, sql: string, params: readonly SqlValue[]): Promise<number> {
  const [row] = await tx.query<Record<string, unknown>>(`explain (format json) ${sql}`, params as SqlValue[]);
  const raw = Object.values(row)[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * `fromWhere` is the query's `from … where …` (no select, order or limit). Answers the total and whether
 * it is exact; past the cap the estimate is never below the cap.
 */
export async function cappedCount(tx: Queryable, fromWhere: string, params: readonly SqlValue[]): Promise<{ total: number; totalExact: boolean }> {
  const [{ count }] = await tx.query<{ count: number }>(
    `select count(*)::int as count from (select 1 ${fromWhere} limit ${COUNT_CAP + 1}) s`,
    params as SqlValue[],
  );
  if (count <= COUNT_CAP) return { total: count, totalExact: true };
  const est = await estimate(tx, `select 1 ${fromWhere}`, params);
  return { total: Math.max(est, COUNT_CAP + 1), totalExact: false };
}

/**
 * cappedCount, kept for a short time (src/server/db/count-cache.ts) when `fromWhere` reads `table` alone (the
 * caller says so: no subquery on another table, whose writes would not stale the count) inside a tenant
 * transaction; counted afresh otherwise.
 */
export function keptCount(
  tx: Queryable,
  table: string,
  tenantId: number,
  fromWhere: string,
  params: readonly SqlValue[],
): Promise<{ total: number; totalExact: boolean }> {
  const cache = countCacheOfTx(tx);
  if (!cache) return cappedCount(tx, fromWhere, params);
  const key = `${tenantId}\u0000${fromWhere}\u0000${JSON.stringify(params)}`;
  return cache.remember(key, table, tenantId, () => cappedCount(tx, fromWhere, params));
}
