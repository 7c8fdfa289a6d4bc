// The query-string schema of a resource's list, for the OpenAPI document and the route walkers: paging,
// sort and one parameter per declared filter. Values stay strings here; parseListQuery (src/schema)
// checks them and refuses unknown keys by name, so the schema admits other keys.
import { fieldTitle, type ResourceFile } from '../../schema/resource-types.ts';
import { listFilters } from '../../schema/keywords/views.ts';
import { zhOf } from '../routes/zh-of.ts';

const text = (title: string, extra: Record<string, unknown> = {}) => ({ type: 'string', title, ...extra });

export function listQuerySchema(resource: ResourceFile, paged: boolean): object {
  const properties: Record<string, object> = {
    sort: text(zhOf('api.resource.query.sort', { fields: (resource.list.sort?.fields ?? []).join(zhOf('api.resource.listSeparator')) || zhOf('api.resource.none') })),
    order: text(zhOf('api.resource.sortDirection'), { enum: ['asc', 'desc', 'ascend', 'descend'] }),
  };
  if (paged) {
    properties.page = text(zhOf('api.resource.pageFromOne'), { pattern: '^\\d{1,9}$' });
    properties.limit = text(zhOf('api.resource.pageSizeMax'), { pattern: '^\\d{1,9}$' });
  }
  for (const f of listFilters(resource)) {
    const title = f.title ?? fieldTitle(resource, f.field);
    if (f.op === 'in') {
      properties[f.field] = { type: 'array', title: zhOf('api.resource.query.multi', { title }), items: { type: 'string' } };
    } else if (f.op === 'range') {
      properties[f.field] = text(zhOf('api.resource.query.range', { title }));
      properties[`${f.field}Start`] = text(zhOf('api.resource.query.from', { title }));
      properties[`${f.field}End`] = text(zhOf('api.resource.query.to', { title }));
    } else {
      properties[f.field] = text(f.op === 'like' ? zhOf('api.resource.query.like', { title }) : title);
    }
  }
  return { type: 'object', properties, additionalProperties: true };
}
