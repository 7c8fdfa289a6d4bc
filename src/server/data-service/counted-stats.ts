// The resources whose statistics blocks read counts kept by the write path instead of their rows (stats-query.ts
// `CountedStats`): 隐患 (src/server/yhpc/hidden-danger-counts.ts, migration 057). The data service passes them only
// when the request filters nothing but the caller's data scope, which the counts apply themselves.
import type { CallerDepartments } from '../resources/data-scope.ts';
import { hiddenDangerCounted } from '../yhpc/hidden-danger-counts.ts';
import type { CountedStats } from './stats-query.ts';

const COUNTED: ReadonlyMap<string, (departments: CallerDepartments) => CountedStats> = new Map([['hidden-danger', hiddenDangerCounted]]);

/** The kept counts of `resource` for a caller of these departments, if it has any. */
export function countedStats(resource: string, departments: CallerDepartments): CountedStats | undefined {
  return COUNTED.get(resource)?.(departments);
}
