// Statistics a big screen polls (the hidden-danger and risk sources, 隐患统计's summary), answered within the
// caller's data scope and kept for a short time: the department scope every list honours (the resource's
// `dataScope` field, src/schema/keywords/data-scope.ts; a record without a department is outside every scope),
// and the count cache's keeping (src/server/db/count-cache.ts: COUNT_CACHE_MS at most, dropped at once when one of
// the tables read is written for the tenant), per tenant, scope and query.
import { dataScopeField } from '../../schema/keywords/data-scope.ts';
import { countCacheOfTx } from '../db/count-cache.ts';
import type { Queryable } from '../db/db.ts';
import type { CallerDepartments } from '../resources/data-scope.ts';
import { resourceRegistry } from '../resources/registry.ts';

const SAFE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * The condition keeping the rows of `resource` (its table aliased `alias`, or none) to the departments in the
 * array parameter `param`; null when the caller sees everything or the resource has no department field.
 */
export function scopeCondition(resource: string, departments: CallerDepartments, param: string, alias = ''): string | null {
  if (departments === null) return null;
  const file = resourceRegistry().byKey.get(resource);
  const field = file ? dataScopeField(file) : null;
  if (field === null) return null;
  if (!SAFE_NAME.test(field)) throw new Error(`unsafe field name '${field}'`);
  return `zax_num(${alias ? `${alias}.` : ''}data, '${field}') = any(${param}::numeric[])`;
}

/** The answer of `compute`, kept per tenant, scope and `key` while none of `tables` is written (outside a tenant transaction: computed). */
export async function keptStats<T>(
  tx: Queryable,
  tenantId: number,
  departments: CallerDepartments,
  tables: readonly string[],
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const cache = countCacheOfTx(tx);
  if (!cache) return compute();
  const scope = departments === null ? 'all' : [...departments].sort((a, b) => a - b).join(',');
  return cache.rememberValue(`stats:${tenantId}:${scope}:${key}`, tables, tenantId, compute);
}
