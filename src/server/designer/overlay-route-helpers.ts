// Small pieces the §7.1 designer routes share: query and body properties, key lists, edge sort values.
import { badRequest } from '../http/app-error.ts';
import { int, str } from '../http/json-schema.ts';

export const resourceKeyProp = { resourceKey: str('资源', { pattern: '^[a-z][a-z0-9-]{0,80}$' }) };
export const tenantQuery = { tenantId: int('企业ID（平台管理员为其他企业配置时填写）', { minimum: 1 }) };

/** A comma list of keys from a query string, trimmed, without blanks and duplicates. */
export function keysOf(list: string): string[] {
  const keys = [...new Set(list.split(',').map((k) => k.trim()).filter(Boolean))];
  if (!keys.length) throw badRequest('请选择要操作的项', [{ field: 'keys', message: '请选择要操作的项' }]);
  return keys;
}

/** A sort value before every item (`top`) or after every item (`end`). */
export function edgeSort(items: readonly { sort: number }[], edge: 'top' | 'end'): number {
  if (!items.length) return 0;
  const sorts = items.map((i) => i.sort);
  return edge === 'top' ? Math.min(...sorts) - 1 : Math.max(...sorts) + 1;
}
