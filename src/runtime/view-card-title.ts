// The title of a record on a calendar chip or a board card: the view's `title` field (default the list's
// first column), as its reference label when the answer names one, else as the field's text.
import { resolveField, type ResourceFile } from '../schema/resource-types.ts';
import { fieldValueText, refLabelOf } from './field-value.tsx';
import type { ResourceRecord } from './resource-client.ts';

/** The field a view titles its records by: the view's own, else the first list column, else `id`. */
export function viewTitleField(resource: ResourceFile, title: string | undefined): string {
  return title ?? resource.list.columns[0]?.field ?? 'id';
}

/** A record's title text in a view; `#id` when the field is empty or unknown. */
export function viewCardTitle(resource: ResourceFile, record: ResourceRecord, field: string): string {
  const label = refLabelOf(record, field);
  if (typeof label === 'string' && label !== '') return label;
  const f = resolveField(resource, field);
  const text = f ? fieldValueText(f, record[field]) : '-';
  return text === '-' || text === '' ? `#${record.id}` : text;
}
