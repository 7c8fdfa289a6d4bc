// The query-string schema of a resource's list, for the OpenAPI document and the route walkers: paging,
// sort and one parameter per declared filter. Values stay strings here; parseListQuery (src/schema)
// checks them and refuses unknown keys by name, so the schema admits other keys. Each parameter is titled in
// Chinese (`title`) and English (`x-title-en`, the field named by its own `x-title-en`), so that a refused
// value is named in the request's language (src/server/plugins/errors.ts).
import type { MessageId } from '../../domain/i18n/chinese.ts';
import { english } from '../../domain/i18n/english.ts';
import { formatMessage, type MessageParams } from '../../domain/i18n/message-format.ts';
import { fieldTitle, resolveField, type FilterSpec, type ResourceFile } from '../../schema/resource-types.ts';
import { listFilters } from '../../schema/keywords/views.ts';
import { zhOf } from '../routes/zh-of.ts';

type Titles = { title: string; 'x-title-en': string };

const text = (titles: Titles, extra: Record<string, unknown> = {}) => ({ type: 'string', ...titles, ...extra });

/** A catalogue text as a parameter's titles; `en` are the English params (the field's English title). */
function titles(id: MessageId, zh?: MessageParams, en: MessageParams | undefined = zh): Titles {
  return { title: zhOf(id, zh), 'x-title-en': formatMessage(english[id] ?? zhOf(id), en) };
}

/** A filter's field in English: the filter's `x-title-en`, the field's, a system field's catalogue title, else its Chinese. */
function englishTitle(resource: ResourceFile, f: FilterSpec, zh: string): string {
  if (f.title !== undefined) return f['x-title-en'] ?? zh;
  return resolveField(resource, f.field)?.['x-title-en'] ?? english[`schema.system.${f.field}`] ?? zh;
}

export function listQuerySchema(resource: ResourceFile, paged: boolean): object {
  const sortable = resource.list.sort?.fields ?? [];
  const properties: Record<string, object> = {
    sort: text(titles('api.resource.query.sort', { fields: sortable.join(zhOf('api.resource.listSeparator')) || zhOf('api.resource.none') }, { fields: sortable.join(english['api.resource.listSeparator']) || english['api.resource.none'] })),
    order: text(titles('api.resource.sortDirection'), { enum: ['asc', 'desc', 'ascend', 'descend'] }),
  };
  if (paged) {
    properties.page = text(titles('api.resource.pageFromOne'), { pattern: '^\\d{1,9}$' });
    properties.limit = text(titles('api.resource.pageSizeMax'), { pattern: '^\\d{1,9}$' });
  }
  for (const f of listFilters(resource)) {
    const title = f.title ?? fieldTitle(resource, f.field);
    const zh = { title };
    const en = { title: englishTitle(resource, f, title) };
    if (f.op === 'in') {
      properties[f.field] = { type: 'array', ...titles('api.resource.query.multi', zh, en), items: { type: 'string' } };
    } else if (f.op === 'range') {
      properties[f.field] = text(titles('api.resource.query.range', zh, en));
      properties[`${f.field}Start`] = text(titles('api.resource.query.from', zh, en));
      properties[`${f.field}End`] = text(titles('api.resource.query.to', zh, en));
    } else if (f.op === 'like') {
      properties[f.field] = text(titles('api.resource.query.like', zh, en));
    } else {
      properties[f.field] = text({ title, 'x-title-en': en.title });
    }
  }
  return { type: 'object', properties, additionalProperties: true };
}
