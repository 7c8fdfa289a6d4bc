// What the resource spreadsheets (template, import, export, failure sheet) share: the columns of a
// resource, header matching, widths and the text a stored value shows in a cell. Pure: no I/O.
import {
  fieldKind,
  resolveField,
  type FieldKind,
  type FieldSchema,
  type ResourceFile,
} from '../../schema/resource-types.ts';
import { refOf, type NormalRef } from '../../schema/keywords/ref-fields.ts';
import { zhOf } from '../routes/zh-of.ts';

/** One spreadsheet column: a form property (or, in exports, a system field). */
export interface SheetColumn {
  field: string;
  title: string;
  schema: FieldSchema;
  /** `string`, `enum`, `date`, `number`, `boolean` or `array`; `date` covers date-time too. */
  kind: FieldKind;
  dateTime: boolean;
  required: boolean;
  /** Width in characters. */
  width: number;
  /** Enum options of the field (or of its items), as [label, value]. */
  options: { label: string; value: string | number | boolean }[];
  /** String(value) → label. */
  labels: Map<string, string>;
  /** A reference (x-ref): its cells hold the target's label, never the id (import by label, export of labels). */
  ref?: NormalRef;
}

/** Rows of a template that get drop-downs and formats. */
export const TEMPLATE_ROWS = 1000;
/** Most data rows one import takes. */
export const IMPORT_MAX_ROWS = 10_000;
/** Separator of array items in a cell. */
export const ITEM_SEPARATOR = zhOf('api.resource.listSeparator');

/** A field that cannot live in a cell: files (Upload) and nested objects (a geometry lives there as its GeoJSON text). */
export function isCellField(schema: FieldSchema): boolean {
  const object = schema.type === 'object' && schema['x-geometry'] === undefined;
  return !object && schema['x-component'] !== 'Upload' && schema.items?.type !== 'object';
}

/** Display width of a text: CJK and other wide characters count 2. */
export function textWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += (ch.codePointAt(0) ?? 0) > 0x2e80 ? 2 : 1;
  return w;
}

function defaultWidth(col: Omit<SheetColumn, 'width'>, pxWidth?: number): number {
  const header = textWidth(col.title) + (col.required ? 1 : 0) + 2;
  if (pxWidth) return Math.max(header, Math.round(pxWidth / 7));
  let content = 16;
  if (col.kind === 'date') content = col.dateTime ? 20 : 13;
  else if (col.kind === 'boolean') content = 8;
  else if (col.kind === 'number') content = 12;
  else if (col.kind === 'enum') content = Math.max(...col.options.map((o) => textWidth(o.label)), 4) + 4;
  else if (col.schema['x-validator'] === 'idCard') content = 22;
  else if (col.schema['x-validator'] === 'mobile') content = 15;
  else if ((col.schema.maxLength ?? 0) > 100 || col.kind === 'array' || col.kind === 'object') content = 30;
  return Math.min(Math.max(header, content), 60);
}

/** The column of a field schema. */
export function sheetColumn(field: string, schema: FieldSchema, required: boolean, pxWidth?: number): SheetColumn {
  const options = (schema.enum ?? schema.items?.enum ?? []).map((o) => ({ label: o.label, value: o.value }));
  const ref = refOf(schema);
  const base = {
    field,
    title: schema.title ?? field,
    schema,
    ...(ref ? { ref } : {}),
    // A reference's cell is text (the label), whatever the stored id's type.
    kind: schema.type === 'array' ? ('array' as const) : ref ? ('string' as const) : fieldKind(schema),
    dateTime: schema.format === 'date-time',
    required,
    options,
    labels: new Map(options.map((o) => [String(o.value), o.label])),
  };
  return { ...base, width: defaultWidth(base, pxWidth) };
}

/**
 * Columns of the template, the import and the failure sheet: `import.columns`, else every form
 * property; fields that cannot live in a cell (Upload, objects) are left out.
 */
export function importColumns(resource: ResourceFile): SheetColumn[] {
  const props = resource.form.properties;
  const names = resource.import?.columns ?? Object.keys(props);
  const required = new Set(resource.form.required ?? []);
  const widths = new Map(resource.list.columns.map((c) => [c.field, c.width]));
  return names
    .filter((n) => Object.hasOwn(props, n) && isCellField(props[n]))
    .map((n) => sheetColumn(n, props[n], required.has(n), widths.get(n)));
}

/**
 * Columns of an export: the given fields, else the list columns then the import columns
 * (deduplicated). Form properties and system fields (createdAt, validityStatus...) are allowed;
 * unknown names and fields that cannot live in a cell are skipped.
 */
export function exportColumns(resource: ResourceFile, fields?: string[]): SheetColumn[] {
  const names =
    fields ?? [...resource.list.columns.map((c) => c.field), ...(resource.import?.columns ?? [])];
  const widths = new Map(resource.list.columns.map((c) => [c.field, c.width]));
  const out: SheetColumn[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    const schema = resolveField(resource, name);
    if (!schema || seen.has(name) || !isCellField(schema)) continue;
    seen.add(name);
    out.push(sheetColumn(name, schema, false, widths.get(name)));
  }
  return out;
}

/** Header text of an import column: `*` before the title of a required field. */
export function headerText(col: SheetColumn): string {
  return col.required ? `*${col.title}` : col.title;
}

/** A header cell's text reduced for matching: no leading `*`/`＊`, no spaces (ASCII or full-width). */
export function normalizeHeader(text: string): string {
  return text.replace(/[\s\u3000]+/g, '').replace(/^[*＊]+/, '').toLowerCase();
}

/** A number as text without exponent or lost digits (13800138000 → "13800138000"). */
export function numberText(n: number): string {
  if (Number.isInteger(n) && Math.abs(n) >= 1e21) return BigInt(n).toString();
  return String(n);
}

const pad = (n: number, len = 2) => String(n).padStart(len, '0');

/** 'YYYY-MM-DD' of calendar components. */
export function ymd(y: number, m: number, d: number): string {
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** 'YYYY-MM-DD HH:mm:ss' of wall-clock components. */
export function ymdHms(y: number, mo: number, d: number, h: number, mi: number, s: number): string {
  return `${ymd(y, mo, d)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * A date-time as 'YYYY-MM-DD HH:mm:ss': an instant (a Date, or a string with `Z` or an offset) in
 * `timeZone` (default: the process's zone); a string without zone is a wall time, kept as written.
 */
export function formatDateTime(v: string | Date, timeZone?: string): string {
  if (typeof v === 'string') {
    const wall = WALL_TIME.exec(v.trim());
    if (wall) return `${wall[1]} ${wall[2].length === 5 ? `${wall[2]}:00` : wall[2]}`;
    if (/^\d{4}-\d{2}-\d{2}$/.test(v.trim())) return `${v.trim()} 00:00:00`;
  }
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) return String(v);
  const p: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(d)) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  return ymdHms(p.year, p.month, p.day, p.hour, p.minute, p.second);
}

/** A date as 'YYYY-MM-DD': stored strings keep their first 10 characters; a Date gives its day in `timeZone`. */
export function formatDate(v: string | Date, timeZone?: string): string {
  if (typeof v === 'string') return /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : v;
  return formatDateTime(v, timeZone).slice(0, 10);
}

export interface FormatOptions {
  /** Zone of date-time instants (the business zone); default the process's zone. */
  timeZone?: string;
}

function formatScalar(col: SheetColumn, v: unknown, opts: FormatOptions): string | number | null {
  if (v === null || v === undefined || v === '') return null;
  if (col.labels.size > 0) {
    const label = col.labels.get(String(v));
    if (label !== undefined) return label;
  }
  if (typeof v === 'boolean') return v ? zhOf('api.resource.yes') : zhOf('api.resource.no');
  if (typeof v === 'number') return v;
  if (col.kind === 'date' && (typeof v === 'string' || v instanceof Date)) {
    return col.dateTime ? formatDateTime(v, opts.timeZone) : formatDate(v, opts.timeZone);
  }
  if (typeof v === 'string') return v;
  if (v instanceof Date) return formatDateTime(v, opts.timeZone);
  return JSON.stringify(v);
}

/**
 * What a stored value shows in a cell (exports and failure sheets): enum values as labels, booleans
 * 是/否, dates 'YYYY-MM-DD', date-times 'YYYY-MM-DD HH:mm:ss', arrays joined with 、, numbers as
 * numbers; null for an empty cell. A value that is not a known option (a rejected import cell) is
 * written as is, so that the user sees what was refused.
 */
export function formatCell(col: SheetColumn, v: unknown, opts: FormatOptions = {}): string | number | null {
  if (col.ref && (typeof v === 'number' || (Array.isArray(v) && v.some((x) => typeof x === 'number')))) {
    // An id without its label (the caller passes labels, see cellValue): written as the id, not lost.
    return Array.isArray(v) ? v.map(String).join(ITEM_SEPARATOR) : String(v);
  }
  if (Array.isArray(v)) {
    const parts = v.map((x) => formatScalar(col, x, opts)).filter((x) => x !== null);
    return parts.length ? parts.join(ITEM_SEPARATOR) : null;
  }
  if (col.kind === 'array' && typeof v === 'string') return v === '' ? null : v;
  return formatScalar(col, v, opts);
}

/**
 * The value a record shows in `col`: for a reference, the label(s) the answer carries in `refLabels`
 * (an id whose label is unknown stays the id); else the stored value.
 */
export function cellValue(col: SheetColumn, record: Record<string, unknown>): unknown {
  const v = record[col.field];
  if (!col.ref || v === undefined || v === null) return v;
  const labels = (record.refLabels ?? {}) as Record<string, unknown>;
  const l = labels[col.field];
  if (Array.isArray(v)) return v.map((id, i) => (Array.isArray(l) && typeof l[i] === 'string' ? l[i] : id));
  return typeof l === 'string' ? l : v;
}

/** A worksheet name from a title: at most 31 characters, none of []:*?/\. */
export function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'Sheet1';
}
