// The text a custom field's stored value shows where the reader does not know the field's definition (a permit's
// detail and its Annex A sheet, issue 16 item 3): option labels, 是/否, a time as the sites' wall time, the names
// of the staff, departments or records an id names (`labels`, looked up by the caller), a count of files. Pure.
import { DEFAULT_TZ_OFFSET_MINUTES } from '../domain/permit-grade.ts';
import type { FieldSchema } from './resource-types.ts';
import { chineseText, text, type Say } from './schema-text.ts';

/** id → name of what a reference field (x-ref, PersonPicker, DepartmentPicker) points at. */
export type RefNames = ReadonlyMap<number, string>;

/** A time as the sites' wall time (UTC+8) to the minute: one with a zone is moved there, one without is the sites' already. */
function wallTime(v: string): string {
  if (!/(?:Z|[+-]\d\d:?\d\d)$/i.test(v)) return v.replace('T', ' ').slice(0, 16);
  const at = new Date(v);
  if (Number.isNaN(at.getTime())) return v;
  return new Date(at.getTime() + DEFAULT_TZ_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

function scalar(f: FieldSchema, v: unknown, names: RefNames | undefined, say: Say): string {
  const option = (f.enum ?? f.items?.enum)?.find((o) => o.value === v || String(o.value) === String(v));
  if (option) return option.label;
  if (typeof v === 'boolean') return say(text(v ? 'schema.value.yes' : 'schema.value.no'));
  if (names && typeof v === 'number') return names.get(v) ?? `#${v}`;
  if (typeof v === 'string' && f.format === 'date-time') return wallTime(v);
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  return JSON.stringify(v);
}

/** The value as text ('' when empty); several values joined with 、 (Chinese) or `, `. */
export function customValueText(f: FieldSchema, value: unknown, names?: RefNames, say: Say = chineseText): string {
  if (isEmpty(value)) return '';
  if (f['x-component'] === 'Upload') return say(text('schema.value.files', { count: Array.isArray(value) ? value.length : 1 }));
  if (!Array.isArray(value)) return scalar(f, value, names, say);
  return value.map((v) => scalar(f, v, names, say)).reduce((a, b) => say(text('schema.list.pair', { a, b })));
}
