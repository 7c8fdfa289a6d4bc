// The statistics source `overdue-hidden-dangers` (schemas/modules/yhpc/stats.json, docs/hidden-danger.md "Statistics"): the
// hidden dangers that overran their deadline, by month of that deadline (`dueDate`, the extended one once approved),
// the last N months with empty months 0. Overran: still 待整改 / 延期审批中 with the deadline before today, or
// rectified (待验收, 已销号) after it (the hook's `onTime` rule: rectified on or before the deadline is on time).
// Summed from the kept counts (hidden-danger-counts.ts), within the caller's data scope (the ledger's: the rectifying
// department), the answer kept for a short time (kept-stats.ts).
import type { Queryable } from '../db/db.ts';
import { keptStats } from '../data-service/kept-stats.ts';
import type { CallerDepartments } from '../resources/data-scope.ts';
import type { StatsRow } from '../data-service/stats-rows.ts';
import { tableName } from '../resources/registry.ts';
import { countsScope, HIDDEN_DANGER_COUNTS } from './hidden-danger-counts.ts';
import { HIDDEN_DANGER } from './register-hidden-danger.ts';
import { sitesToday } from './sites-today.ts';

export async function overdueByMonth(tx: Queryable, tenantId: number, months: number, departments: CallerDepartments, now: Date = new Date()): Promise<StatsRow[]> {
  const today = sitesToday(now);
  const scope = countsScope(departments, '$4');
  return keptStats(tx, tenantId, departments, [tableName(HIDDEN_DANGER)], `overdue-by-month:${months}:${today}`, async () => {
    // The 'due' counts: the deadline's day while not closed, its month once closed (counted late when rectified after it).
    const rows = await tx.query<{ k: string; v: number }>(
      `with months as (
         select generate_series(date_trunc('month', $2::date) - make_interval(months => $3::int - 1), date_trunc('month', $2::date), interval '1 month') as m
       ), late as (
         select left(period, 7) as k, sum(n) as v
           from ${HIDDEN_DANGER_COUNTS}
          where tenant_id = $1 and kind = 'due' and left(period, 7) >= to_char((select min(m) from months), 'YYYY-MM')${scope}
            and ((state in ('rectifying', 'extending') and period < $2::text) or (state in ('accepting', 'closed') and late))
          group by 1
       )
       select to_char(months.m, 'YYYY-MM') as k, coalesce(late.v, 0)::int as v
         from months left join late on late.k = to_char(months.m, 'YYYY-MM')
        order by months.m`,
      scope ? [tenantId, today, months, departments] : [tenantId, today, months],
    );
    return rows.map((r) => ({ key: r.k, label: r.k, value: Number(r.v) }));
  });
}
