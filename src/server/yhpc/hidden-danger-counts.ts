// 隐患统计's pre-aggregation (docs/hidden-danger.md "Statistics"): the table `hidden_danger_counts` (migration 057) holds
// the enterprise's live hidden dangers counted per kind ('found' by month found, 'closed' by month closed, 'due' by the
// deadline's day, its month once closed, with `late` and `on_time`), period and (整改责任部门, level, source, state),
// kept by statement triggers on the resource's table in the writing transaction. The summary route, the overdue source
// and the module's statistics blocks sum it instead of scanning the hidden dangers; the caller's data scope (the
// ledger's: 整改责任部门) is a condition on `rectify_dept`.
import { dataScopeField } from '../../schema/keywords/data-scope.ts';
import type { Queryable } from '../db/db.ts';
import type { CountedStats } from '../data-service/stats-query.ts';
import type { CallerDepartments } from '../resources/data-scope.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { HIDDEN_DANGER } from './register-hidden-danger.ts';

export const HIDDEN_DANGER_COUNTS = 'hidden_danger_counts';

/** The department field the counts are kept by (the hidden danger's data scope must be it). */
const COUNTED_DEPT = 'rectifyDept';

/** Gives the hidden dangers' table its counting triggers, counting the rows it holds then (once; at start). */
export async function ensureHiddenDangerCounts(tx: Queryable): Promise<void> {
  if (!resourceRegistry().byKey.has(HIDDEN_DANGER)) return;
  await tx.query('select keep_hidden_danger_counts($1)', [tableName(HIDDEN_DANGER)]);
}

/**
 * The condition keeping the count rows to the caller's departments (the array parameter `param`); '' when the caller
 * sees everything or the hidden danger has no data scope. Throws when the scope is a field the counts do not keep.
 */
export function countsScope(departments: CallerDepartments, param: string): string {
  if (departments === null) return '';
  const file = resourceRegistry().byKey.get(HIDDEN_DANGER);
  const field = file ? dataScopeField(file) : null;
  if (field === null) return '';
  if (field !== COUNTED_DEPT) throw new Error(`hidden_danger_counts keeps '${COUNTED_DEPT}', the data scope is '${field}'`);
  return ` and rectify_dept = any(${param}::numeric[])`;
}

/** The columns of the fields a block may group the 'found' counts by. */
const GROUP_COLUMNS: Readonly<Record<string, string>> = { level: 'level', sourceKind: 'source_kind', state: 'state', rectifyDept: 'rectify_dept' };

/**
 * The module's statistics blocks over the counts (data-service-plugin.ts, through counted-stats.ts): counts grouped by
 * month found, by month closed (filtered on 已销号), by level, source, state or department; null for any other block.
 */
export function hiddenDangerCounted(departments: CallerDepartments): CountedStats {
  return (q, param) => {
    if (q.measure.op !== 'count') return null;
    const closedOnly = q.filters.length === 1 && q.filters[0]!.field === 'state' && q.filters[0]!.op === 'eq' && q.filters[0]!.value === 'closed';
    if (q.filters.length && !closedOnly) return null;
    const g = q.group;
    let kind = 'found';
    if (g.kind === 'month') {
      if (g.field === 'closedDate' && closedOnly) kind = 'closed';
      else if (g.field !== 'foundDate' || closedOnly) return null;
    } else if (closedOnly || !GROUP_COLUMNS[g.field]) {
      return null;
    }
    const scope = departments === null ? '' : countsScope(departments, param(departments));
    return {
      table: HIDDEN_DANGER_COUNTS,
      where: [`tenant_id = $1 and kind = '${kind}'${scope}`],
      measure: 'coalesce(sum(n), 0)::float8',
      month: () => ({ key: 'period', inWindow: "period >= (select to_char(min(m), 'YYYY-MM') from months)" }),
      value: (field) => GROUP_COLUMNS[field]!,
      having: 'sum(n) <> 0',
    };
  };
}
