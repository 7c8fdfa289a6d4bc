// Small pieces the §7.1 designer routes share: query and body properties, key lists, edge sort values.
import { badRequest, fieldProblem } from '../http/app-error.ts';
import { int, str } from '../http/json-schema.ts';
import { text } from '../../domain/i18n/text.ts';
import { zhOf } from '../routes/zh-of.ts';

export const resourceKeyProp = { resourceKey: str(zhOf('api.designer.resource'), { pattern: '^[a-z][a-z0-9-]{0,80}$' }) };
export const tenantQuery = { tenantId: int(zhOf('api.designer.enterpriseIdGivenWhenPlatform'), { minimum: 1 }) };

/** A comma list of keys from a query string, trimmed, without blanks and duplicates. */
export function keysOf(list: string): string[] {
  const keys = [...new Set(list.split(',').map((k) => k.trim()).filter(Boolean))];
  if (!keys.length) throw badRequest(text('api.designer.pleaseChooseItemsAct'), [fieldProblem('keys', text('api.designer.pleaseChooseItemsAct'))]);
  return keys;
}

/** A sort value before every item (`top`) or after every item (`end`). */
export function edgeSort(items: readonly { sort: number }[], edge: 'top' | 'end'): number {
  if (!items.length) return 0;
  const sorts = items.map((i) => i.sort);
  return edge === 'top' ? Math.min(...sorts) - 1 : Math.max(...sorts) + 1;
}
