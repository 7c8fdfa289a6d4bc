// The SQL of a resource's statistics block (src/schema/stats-file.ts compiles the block): a grouped count or
// sum over the resource's table in the caller's tenant transaction (row-level security applies besides the
// explicit tenant condition), by a field (enum options zero-filled), by month of a date (generate_series:
// empty months are 0) or by a reference (the referred record's label joined). Field names reach SQL only
// through fieldSql and refTarget; values only as parameters.
import { fieldSql, type ListQuery } from '../../schema/compile-query.ts';
import type { StatsFilter, StatsGroup, StatsQuery } from '../../schema/stats-file.ts';
import type { Queryable, SqlValue } from '../db/db.ts';
import type { CompiledResource } from '../resources/registry.ts';
import { refTarget } from '../resources/ref-targets.ts';
import type { StatsRow } from './stats-rows.ts';

export interface StatsLabels {
  none: string;
  yes: string;
  no: string;
}

function measureSql(c: CompiledResource, q: StatsQuery): string {
  if (q.measure.op === 'count') return 'count(*)::float8';
  return `coalesce(sum(${fieldSql(c.resource, q.measure.field, true).expr}), 0)::float8`;
}

function fixedFilter(c: CompiledResource, f: StatsFilter, param: string): string {
  const { expr, cast } = fieldSql(c.resource, f.field);
  const typed = `${param}::${cast === 'date' ? 'text' : cast}`;
  return f.op === 'eq' ? `${expr} = ${typed}` : `${expr} is distinct from ${typed}`;
}

/**
 * What a block counts over: a table, its conditions (the block's filters included), the measure, a month group's key
 * ('YYYY-MM') with the condition keeping the window (the CTE `months` holds the window's months), and a field or
 * reference group's value. The resource's own rows by default; a table of counts kept by the write path where one
 * answers the block (counted-stats.ts).
 */
export interface StatsFrom {
  table: string;
  where: string[];
  measure: string;
  month(field: string): { key: string; inWindow: string };
  value(field: string): string;
  /** A condition on the groups (kept counts: leave out the combinations counted down to 0). */
  having?: string;
}

/** Counts kept for a resource: the block over them, or null when they cannot answer it (parameters through `param`). */
export type CountedStats = (q: StatsQuery, param: (v: unknown) => string) => StatsFrom | null;

function rowsFrom(c: CompiledResource, q: StatsQuery, where: string[], param: (v: unknown) => string): StatsFrom {
  for (const f of q.filters) where.push(fixedFilter(c, f, param(f.value)));
  return {
    table: c.table,
    where,
    measure: measureSql(c, q),
    month(field) {
      // Read inline in the condition too: no index serves it, and row-level security's own conditions still
      // come first (only an index would need the leakproof reader).
      const { expr: value, cast } = fieldSql(c.resource, field, true);
      const key = cast === 'timestamptz' ? `to_char(${value}, 'YYYY-MM')` : `left(${value}, 7)`;
      const since = cast === 'timestamptz' ? '(select min(m) from months)' : "(select to_char(min(m), 'YYYY-MM-DD') from months)";
      return { key, inWindow: `${value} >= ${since}` };
    },
    // The grouped value is read inline (fieldSql's `inline`): it is no condition.
    value: (field) => fieldSql(c.resource, field, true).expr,
  };
}

/**
 * The rows of a block, with the request's filters (`listQuery`, parameters from $2) applied; from `counted` when
 * given and it answers the block (the caller passes it only when the request filters nothing but the data scope,
 * which `counted` then applies itself).
 */
export async function resourceStatsRows(
  tx: Queryable,
  c: CompiledResource,
  tenantId: number,
  q: StatsQuery,
  listQuery: Pick<ListQuery, 'where' | 'params'>,
  labels: StatsLabels,
  counted?: CountedStats,
): Promise<StatsRow[]> {
  const params: unknown[] = [tenantId];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  let from = counted?.(q, param) ?? null;
  if (!from) {
    params.splice(1, params.length, ...listQuery.params);
    from = rowsFrom(c, q, [c.shared ? 'tenant_id in ($1, 0)' : 'tenant_id = $1', 'not deleted', ...listQuery.where], param);
  }
  const where = from.where;
  const measure = from.measure;
  const having = from.having ? ` having ${from.having}` : '';
  const g: StatsGroup = q.group;
  const run = (sql: string) => tx.query<{ k: string | null; label?: string | null; v: number }>(sql, params as SqlValue[]);

  if (g.kind === 'month') {
    const month = from.month(g.field);
    const n = param(g.months);
    const rows = await run(
      `with months as (select generate_series(date_trunc('month', now()) - make_interval(months => ${n}::int - 1), date_trunc('month', now()), interval '1 month') as m)
       select to_char(months.m, 'YYYY-MM') as k, coalesce(x.v, 0)::float8 as v
         from months left join (
           select ${month.key} as k, ${measure} as v from ${from.table}
            where ${where.join(' and ')} and ${month.inWindow} group by 1${having}
         ) x on x.k = to_char(months.m, 'YYYY-MM')
        order by months.m`,
    );
    return rows.map((r) => ({ key: r.k as string, label: r.k as string, value: Number(r.v) }));
  }

  const expr = from.value(g.field);
  if (g.kind === 'ref') {
    // The target's own columns are unqualified in its conditions: only `t` has them.
    const t = refTarget(g.target);
    const rows = await run(
      `select x.k::text as k, ${t.text(g.label)} as label, x.v from (
         select ${expr} as k, ${measure} as v from ${from.table} where ${where.join(' and ')} group by 1${having}
       ) x left join ${t.table} t on t.${t.id} = x.k::bigint and ${t.tenant}`,
    );
    return rows.map((r) => ({ key: r.k ?? '', label: r.k == null ? labels.none : (r.label ?? `#${r.k}`), value: Number(r.v) }));
  }

  const rows = await run(`select (${expr})::text as k, ${measure} as v from ${from.table} where ${where.join(' and ')} group by 1${having} limit 200`);
  const found = new Map(rows.map((r) => [r.k, Number(r.v)]));
  const out: StatsRow[] = [];
  if (g.options) {
    for (const o of g.options) {
      out.push({ key: String(o.value), label: o.label, value: found.get(String(o.value)) ?? 0 });
      found.delete(String(o.value));
    }
  } else if (g.boolean) {
    out.push({ key: 'true', label: labels.yes, value: found.get('true') ?? 0 }, { key: 'false', label: labels.no, value: found.get('false') ?? 0 });
    found.delete('true');
    found.delete('false');
  }
  for (const [k, v] of found) out.push({ key: k ?? '', label: k == null || k === '' ? labels.none : k, value: v });
  return out;
}
