// The query-string schema of a resource's list, for the OpenAPI document and the route walkers: paging,
// sort and one parameter per declared filter. Values stay strings here; parseListQuery (src/schema)
// checks them and refuses unknown keys by name, so the schema admits other keys.
import { fieldTitle, type ResourceFile } from '../../schema/resource-types.ts';
import { listFilters } from '../../schema/keywords/views.ts';

const text = (title: string, extra: Record<string, unknown> = {}) => ({ type: 'string', title, ...extra });

export function listQuerySchema(resource: ResourceFile, paged: boolean): object {
  const properties: Record<string, object> = {
    sort: text(`排序字段（${(resource.list.sort?.fields ?? []).join('、') || '无'}）`),
    order: text('排序方向', { enum: ['asc', 'desc', 'ascend', 'descend'] }),
  };
  if (paged) {
    properties.page = text('页码（从1开始）', { pattern: '^\\d{1,9}$' });
    properties.limit = text('每页条数（至多100）', { pattern: '^\\d{1,9}$' });
  }
  for (const f of listFilters(resource)) {
    const title = f.title ?? fieldTitle(resource, f.field);
    if (f.op === 'in') {
      properties[f.field] = { type: 'array', title: `${title}（可多选）`, items: { type: 'string' } };
    } else if (f.op === 'range') {
      properties[f.field] = text(`${title}范围（起,止）`);
      properties[`${f.field}Start`] = text(`${title}起`);
      properties[`${f.field}End`] = text(`${title}止`);
    } else {
      properties[f.field] = text(f.op === 'like' ? `${title}（模糊）` : title);
    }
  }
  return { type: 'object', properties, additionalProperties: true };
}
