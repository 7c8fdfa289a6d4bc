// List queries of a resource: a whitelist of filters and sort keys compiled from the resource file
// (queryPlan), and the parser that turns a request's query string into SQL fragments with numbered
// parameters (parseListQuery). Anything not on the whitelist is an error before any SQL is built;
// field names reach SQL only as names the meta-schema allows (letters, digits, _), values only as
// parameters.
//
// Values are trimmed. Dates compare as PostgreSQL dates; validityStatus uses `current_date`, so the
// server must run its sessions in the business time zone (as src/domain/validity.ts uses local time).
import {
  SYSTEM_FIELDS,
  fieldKind,
  resolveField,
  type FieldSchema,
  type FilterOp,
  type ResourceFile,
  type SortOrder,
} from './resource-types.ts';
import { subtreeSql, underTable, type TreeLookup } from './keywords/tree-query.ts';
import { refOf } from './keywords/ref-fields.ts';
import { listFilters } from './keywords/views.ts';
import { chineseText, said, text, type Text } from './schema-text.ts';
import type { Lang } from '../domain/i18n/message-format.ts';

/**
 * How a field's value is compared. `date` fields are stored as ISO `YYYY-MM-DD` text (ajv checks the
 * format), and text order is date order: they are compared as text, so a plain expression index on
 * `data->>'field'` serves them (a text-to-date cast is not immutable and could not be indexed).
 */
export type SqlCast = 'text' | 'numeric' | 'integer' | 'bigint' | 'date' | 'timestamptz' | 'boolean';

/** The parameter type of a cast in SQL (`date` values are compared as ISO text). */
function paramType(cast: SqlCast): string {
  return cast === 'date' ? 'text' : cast;
}

type ValueKind = 'string' | 'enum' | 'number' | 'integer' | 'date' | 'date-time' | 'boolean';

export interface FilterPlan {
  field: string;
  title: string;
  op: FilterOp;
  cast: SqlCast;
  /** SQL expression of the field's value, e.g. `NULLIF(data->>'certEnd', '')::date`. */
  expr: string;
  /** Values an enumerated field accepts. */
  values?: readonly (string | number | boolean)[];
  /**
   * Condition on one placeholder (`$3`). `in` expects an array parameter; `like` a pattern; `range`
   * gives `>=` for bound 'lower' (the default) and `<=` for 'upper'.
   */
  sql: (param: string, bound?: 'lower' | 'upper') => string;
}

export interface QueryPlan {
  filters: Map<string, FilterPlan>;
  /** The filters titled in English (the filter's or field's `x-title-en`, else the Chinese), for English requests. */
  filtersEn?: Map<string, FilterPlan>;
  /** Field -> SQL expression for the fields the client may sort by. */
  sortable: Map<string, string>;
  defaultSort: { field: string; order: SortOrder; expr: string };
}

export interface ListQuery {
  /** Conditions to AND after the caller's own (tenant, deleted). */
  where: string[];
  params: unknown[];
  /** `expr ASC|DESC, id ASC|DESC` (id breaks ties, keyset-friendly). */
  orderBy: string;
  /**
   * The order as a key to seek from, when its column is never null (a page may then begin at a kept anchor:
   * `(column, id)` past the anchor's); null for an order on a form field, whose nulls a row comparison skips.
   */
  keyset: KeysetOrder | null;
  page: number;
  limit: number;
  offset: number;
}

/** An order on a column that is never null, and the SQL type of its values (an anchor's text is cast to it). */
export interface KeysetOrder {
  column: string;
  cast: 'bigint' | 'integer' | 'timestamptz';
  desc: boolean;
}

/** The system columns an order may seek on (not null in every resource table, src/server/resources/resource-tables.ts). */
const KEYSET_COLUMNS: Readonly<Record<string, KeysetOrder['cast']>> = {
  id: 'bigint',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  status: 'integer',
  sort_order: 'integer',
};

export interface QueryError {
  /** `message` in Chinese; `text` the catalogue message for an answer in another language. */
  error: { field: string; message: string; text?: Text };
}

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
/** page * limit may not exceed this (deep pages are refused). */
export const MAX_WINDOW = 100_000;
const MAX_IN_VALUES = 100;
const MAX_TEXT = 100;

const SAFE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

const SYSTEM_CASTS: Readonly<Record<string, SqlCast>> = {
  id: 'bigint',
  createdAt: 'timestamptz',
  updatedAt: 'timestamptz',
  createdBy: 'bigint',
  updatedBy: 'bigint',
  status: 'integer',
  sortOrder: 'integer',
};

function valueKind(f: FieldSchema): ValueKind {
  const k = fieldKind(f);
  if (k === 'date') return f.format === 'date-time' ? 'date-time' : 'date';
  if (k === 'number') return f.type === 'integer' ? 'integer' : 'number';
  if (k === 'string' || k === 'enum' || k === 'boolean') return k;
  throw new Error(`field of type ${f.type} cannot be queried`);
}

function safeName(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe field name '${name}'`);
  return name;
}

function dataText(name: string): string {
  return `data->>'${safeName(name)}'`;
}

/** The SQL expression of the derived validity status (same rule as src/domain/validity.ts). */
export function validitySql(resource: ResourceFile): string {
  const v = resource.validity;
  if (!v) throw new Error(`resource '${resource.key}' declares no validity`);
  const parts = ['CASE'];
  if (v.void) parts.push(`WHEN (data->'${safeName(v.void)}') = 'true'::jsonb THEN 'VOIDED'`);
  if (v.from) parts.push(`WHEN NULLIF(${dataText(v.from)}, '')::date > current_date THEN 'NOT_EFFECTIVE'`);
  if (v.to) parts.push(`WHEN NULLIF(${dataText(v.to)}, '')::date < current_date THEN 'EXPIRED'`);
  parts.push("ELSE 'EFFECTIVE' END");
  return `(${parts.join(' ')})`;
}

/** The bodies of migration 007's readers, written inline (the same values, without a function call per row). */
const INLINE_READERS = {
  text: (k: string) => `(data->>'${k}')`,
  num: (k: string) => `(case when data->>'${k}' ~ '^\\s*-?[0-9]{1,30}(\\.[0-9]{1,30})?\\s*$' then (data->>'${k}')::numeric end)`,
  bool: (k: string) => `(case data->>'${k}' when 'true' then true when 'false' then false end)`,
};

const LEAKPROOF_READERS = {
  text: (k: string) => `zax_text(data, '${k}')`,
  num: (k: string) => `zax_num(data, '${k}')`,
  bool: (k: string) => `zax_bool(data, '${k}')`,
};

/**
 * SQL expression and cast of a field (form property or system field). Form properties are read with the
 * leakproof readers of migration 007 (zax_text, zax_num, zax_bool), so that under row-level security an
 * index on the same expression can serve the query; date-times cast text and cannot be indexed. `inline`
 * writes the readers' bodies instead, for select lists and GROUP BY only (never a condition: there row-level
 * security needs the leakproof readers): the planner then calls no function per row, about five times faster
 * for a grouped count over 1,000,000 rows on PostgreSQL (1.36 s against 0.25 s, measured on this machine).
 */
export function fieldSql(resource: ResourceFile, name: string, inline = false): { expr: string; cast: SqlCast } {
  if (!Object.hasOwn(resource.form.properties, name) && Object.hasOwn(SYSTEM_FIELDS, name)) {
    const column = SYSTEM_FIELDS[name].column;
    if (column === null) return { expr: validitySql(resource), cast: 'text' };
    return { expr: column, cast: SYSTEM_CASTS[name] };
  }
  const f = resolveField(resource, name);
  if (!f) throw new Error(`unknown field '${name}'`);
  const readers = inline ? INLINE_READERS : LEAKPROOF_READERS;
  const text = readers.text(safeName(name));
  const num = readers.num(safeName(name));
  switch (valueKind(f)) {
    case 'number':
    case 'integer':
      return { expr: num, cast: 'numeric' };
    case 'enum':
      return f.type === 'string' ? { expr: text, cast: 'text' } : { expr: num, cast: 'numeric' };
    case 'date':
      return { expr: text, cast: 'date' };
    case 'date-time':
      return { expr: `NULLIF(${dataText(name)}, '')::timestamptz`, cast: 'timestamptz' };
    case 'boolean':
      return { expr: readers.bool(safeName(name)), cast: 'boolean' };
    default:
      return { expr: text, cast: 'text' };
  }
}

function conditionSql(op: FilterOp, expr: string, sqlCast: SqlCast): FilterPlan['sql'] {
  const cast = paramType(sqlCast);
  switch (op) {
    case 'eq':
      return (p) => `${expr} = ${p}::${cast}`;
    case 'like':
      return (p) => `${expr} ILIKE ${p}`;
    case 'in':
      return (p) => `${expr} = ANY(${p}::${cast}[])`;
    case 'gte':
      return (p) => `${expr} >= ${p}::${cast}`;
    case 'lte':
      return (p) => `${expr} <= ${p}::${cast}`;
    case 'range':
      return (p, bound = 'lower') => `${expr} ${bound === 'upper' ? '<=' : '>='} ${p}::${cast}`;
    case 'under':
      throw new Error("op 'under' is compiled by queryPlan");
  }
}

/**
 * The filter of a reference holding several ids (x-ref on an array of integers): `eq` keeps the records
 * whose list holds the id, `in` those whose list holds any of the ids.
 */
function multipleRefFilter(field: string, title: string, op: FilterOp): FilterPlan {
  const expr = `(data->'${safeName(field)}')`;
  if (op !== 'eq' && op !== 'in') throw new Error(`filter '${op}' does not apply to the reference '${field}'`);
  return {
    field,
    title,
    op,
    cast: 'bigint',
    expr,
    sql: op === 'eq'
      ? (p) => `${expr} @> jsonb_build_array(${p}::bigint)`
      : (p) => `${expr} @> ANY(ARRAY(SELECT jsonb_build_array(x) FROM unnest(${p}::bigint[]) AS x))`,
  };
}

/**
 * Compiles the list whitelist of a resource. Assumes a resource that passed checkResourceFile;
 * throws on a field it cannot express.
 */
export function queryPlan(resource: ResourceFile, trees?: TreeLookup): QueryPlan {
  const filters = new Map<string, FilterPlan>();
  // The declared filters, then those the file's views ask with (keywords/views.ts).
  for (const flt of listFilters(resource)) {
    const f = resolveField(resource, flt.field);
    if (!f) throw new Error(`unknown filter field '${flt.field}'`);
    if (f.type === 'array' && refOf(f)) {
      filters.set(flt.field, multipleRefFilter(flt.field, flt.title ?? f.title ?? flt.field, flt.op));
      continue;
    }
    const { expr, cast } = fieldSql(resource, flt.field);
    const title = flt.title ?? f.title ?? flt.field;
    if (flt.op === 'under') {
      // One node id; the condition takes the node's subtree (src/schema/keywords/tree-query.ts).
      const tree = underTable(resource, flt.field, trees);
      filters.set(flt.field, { field: flt.field, title, op: 'under', cast: 'bigint', expr, sql: (p) => `${expr} IN ${subtreeSql(tree, p)}` });
      continue;
    }
    filters.set(flt.field, {
      field: flt.field,
      title,
      op: flt.op,
      cast,
      expr,
      values: f.enum?.map((o) => o.value),
      sql: conditionSql(flt.op, expr, cast),
    });
  }
  const sortable = new Map<string, string>();
  for (const s of resource.list.sort?.fields ?? []) sortable.set(s, fieldSql(resource, s).expr);
  const def = resource.list.sort?.default ??
    (resource.actions.includes('sort')
      ? { field: 'sortOrder', order: 'asc' as const }
      : { field: 'updatedAt', order: 'desc' as const });
  const filtersEn = new Map([...filters].map(([key, p]) => [key, { ...p, title: englishFilterTitle(resource, key) ?? p.title }]));
  return { filters, filtersEn, sortable, defaultSort: { ...def, expr: fieldSql(resource, def.field).expr } };
}

/** A filter's field in English, when the file gives it: the filter's own `x-title-en` (beside its title), else the field's. */
function englishFilterTitle(resource: ResourceFile, field: string): string | undefined {
  const flt = listFilters(resource).find((x) => x.field === field);
  if (flt?.title !== undefined) return flt['x-title-en'];
  return resolveField(resource, field)?.['x-title-en'];
}

// ---------------------------------------------------------------- query parsing

export type QueryInput = Record<string, string | string[] | undefined>;

export interface ParseOptions {
  /** Placeholders start at `$<paramOffset + 1>` (the caller's tenant_id is `$1`). Default 1. */
  paramOffset?: number;
  /** Query keys the route handles itself (e.g. a cache buster); they are skipped, not refused. */
  ignore?: readonly string[];
  /** The language the errors name the fields in (their `x-title-en` in English); Chinese by default. */
  lang?: Lang;
}

const PAGING_KEYS = ['page', 'limit', 'pageIndex', 'pageSize', 'sort', 'order'];
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;
const NUMBER_RE = /^-?\d{1,15}(?:\.\d{1,10})?$/;
const INTEGER_RE = /^-?\d{1,18}$/;
const INT4_MAX = 2_147_483_647;

class BadValue extends Error {
  constructor(
    readonly field: string,
    readonly text: Text,
  ) {
    super(chineseText(text));
  }
}

function realDate(y: string, m: string, d: string): boolean {
  const dt = new Date(Number(y), Number(m) - 1, Number(d));
  return dt.getFullYear() === Number(y) && dt.getMonth() === Number(m) - 1 && dt.getDate() === Number(d);
}

function kindOfPlan(plan: FilterPlan): ValueKind {
  if (plan.values) return 'enum';
  switch (plan.cast) {
    case 'numeric':
      return 'number';
    case 'integer':
    case 'bigint':
      return 'integer';
    case 'date':
      return 'date';
    case 'timestamptz':
      return 'date-time';
    case 'boolean':
      return 'boolean';
    default:
      return 'string';
  }
}

/** A query value as the parameter of `plan`; throws BadValue with the message to show. */
function convert(plan: FilterPlan, raw: string, bound: 'lower' | 'upper' | null): unknown {
  const t = plan.title;
  switch (kindOfPlan(plan)) {
    case 'enum': {
      const v = plan.values?.find((x) => String(x) === raw);
      if (v === undefined) throw new BadValue(plan.field, text('schema.field.value', { title: t }));
      return v;
    }
    case 'number':
      if (!NUMBER_RE.test(raw)) throw new BadValue(plan.field, text('schema.field.format', { title: t }));
      return raw;
    case 'integer': {
      if (!INTEGER_RE.test(raw)) throw new BadValue(plan.field, text('schema.field.format', { title: t }));
      // 18 digits fit a bigint column; an int column (status, sortOrder) holds less.
      const n = Number(raw);
      if (plan.cast === 'integer' && n > INT4_MAX) throw new BadValue(plan.field, text('schema.field.max', { title: t, limit: INT4_MAX }));
      if (plan.cast === 'integer' && n < -INT4_MAX - 1) throw new BadValue(plan.field, text('schema.field.min', { title: t, limit: -INT4_MAX - 1 }));
      return raw;
    }
    case 'date': {
      const m = DATE_RE.exec(raw);
      if (!m || !realDate(m[1], m[2], m[3])) throw new BadValue(plan.field, text('schema.field.format', { title: t }));
      return raw;
    }
    case 'date-time': {
      const d = DATE_RE.exec(raw);
      if (d) {
        if (!realDate(d[1], d[2], d[3])) throw new BadValue(plan.field, text('schema.field.format', { title: t }));
        // A bare day as an upper bound means the whole day (timestamptz has microsecond precision).
        return bound === 'upper' ? `${raw} 23:59:59.999999` : `${raw} 00:00:00`;
      }
      const m = DATE_TIME_RE.exec(raw);
      if (!m || !realDate(m[1], m[2], m[3]) || Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59) {
        throw new BadValue(plan.field, text('schema.field.format', { title: t }));
      }
      return raw;
    }
    case 'boolean':
      if (raw === 'true' || raw === '1') return true;
      if (raw === 'false' || raw === '0') return false;
      throw new BadValue(plan.field, text('schema.field.value', { title: t }));
    default:
      if ([...raw].length > MAX_TEXT) throw new BadValue(plan.field, text('schema.field.maxLength', { title: t, limit: MAX_TEXT }));
      return raw;
  }
}

/** Escapes LIKE wildcards (backslash is PostgreSQL's default LIKE escape). */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function values(v: string | string[] | undefined): string[] {
  if (v === undefined) return [];
  return (Array.isArray(v) ? v : [v]).map((x) => x.trim());
}

function single(v: string | string[] | undefined): string | undefined | null {
  const all = values(v);
  if (all.length === 0) return undefined;
  if (all.length > 1) return null;
  return all[0];
}

function positiveInt(raw: string | undefined, fallback: number): number | null {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

/** A list request's page (>= 1, default 1) and limit (1..100, default 20), or their /tszy names; a QueryError naming the key. */
export function pagingOf(query: QueryInput): { page: number; limit: number } | QueryError {
  const fail = (field: string, message: Text): QueryError => ({ error: said({ field }, message) });
  const pageRaw = single(query.page ?? query.pageIndex);
  const limitRaw = single(query.limit ?? query.pageSize);
  const page = pageRaw === null ? null : positiveInt(pageRaw, 1);
  if (page === null) return fail('page', text('schema.query.page'));
  const limit = limitRaw === null ? null : positiveInt(limitRaw, DEFAULT_LIMIT);
  if (limit === null || limit > MAX_LIMIT) return fail('limit', text('schema.query.pageSize', { limit: MAX_LIMIT }));
  if (page * limit > MAX_WINDOW) return fail('page', text('schema.query.pageTooFar'));
  return { page, limit };
}

/**
 * Parses a list request's query string against a plan. Recognised keys: page (>= 1, default 1) and
 * limit (1..100, default 20) or their /tszy names pageIndex and pageSize; sort (a sortable field) and
 * order (asc|desc, also antd's ascend|descend); and one key per filter, named after its field (axios'
 * `field[]` form too). `in` takes repeated keys or a comma list; `range` takes `field=a,b` (either side
 * may be empty) or `fieldStart` / `fieldEnd`; `like` matches a substring, wildcards escaped. Empty
 * values are ignored. Any other key is an error, and so is page * limit > 100,000.
 */
export function parseListQuery(plan: QueryPlan, query: QueryInput, options: ParseOptions = {}): ListQuery | QueryError {
  const offset0 = options.paramOffset ?? 1;
  const ignore = new Set(options.ignore ?? []);
  const filters = (options.lang === 'en' ? plan.filtersEn : undefined) ?? plan.filters;
  const where: string[] = [];
  const params: unknown[] = [];
  const fail = (field: string, message: Text): QueryError => ({ error: said({ field }, message) });
  const param = (v: unknown) => {
    params.push(v);
    return `$${offset0 + params.length}`;
  };

  // Group the filter keys by filter: `x`, `x[]`, `xStart`, `xEnd`.
  const byFilter = new Map<string, { main: string[]; start?: string; end?: string }>();
  for (const [rawKey, rawValue] of Object.entries(query)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    if (PAGING_KEYS.includes(key) || ignore.has(key) || rawValue === undefined) continue;
    let target = filters.get(key);
    let part: 'main' | 'start' | 'end' = 'main';
    if (!target) {
      const m = /^(.+)(Start|End)$/.exec(key);
      const base = m ? filters.get(m[1]) : undefined;
      if (base && base.op === 'range') {
        target = base;
        part = m?.[2] === 'Start' ? 'start' : 'end';
      }
    }
    if (!target) return fail(key, text('schema.query.unsupported', { key }));
    const entry = byFilter.get(target.field) ?? { main: [] };
    byFilter.set(target.field, entry);
    if (part === 'main') {
      entry.main.push(...values(rawValue));
    } else {
      const v = single(rawValue);
      if (v === null) return fail(key, text('schema.field.value', { title: target.title }));
      entry[part] = v;
    }
  }

  try {
    for (const [field, entry] of byFilter) {
      const p = filters.get(field) as FilterPlan;
      const main = entry.main.filter((v) => v !== '');
      if (p.op === 'in') {
        const list = main.flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');
        if (list.length === 0) continue;
        if (list.length > MAX_IN_VALUES) throw new BadValue(p.field, text('schema.query.maxIn', { title: p.title, limit: MAX_IN_VALUES }));
        where.push(p.sql(param(list.map((v) => convert(p, v, null)))));
      } else if (p.op === 'range') {
        let lower = entry.start ?? '';
        let upper = entry.end ?? '';
        if (entry.main.length > 0) {
          const parts = entry.main.length === 1 ? entry.main[0].split(',') : entry.main;
          if (parts.length > 2) throw new BadValue(p.field, text('schema.field.value', { title: p.title }));
          lower = (parts[0] ?? '').trim() || lower;
          upper = (parts[1] ?? '').trim() || upper;
        }
        if (lower !== '') where.push(p.sql(param(convert(p, lower, 'lower')), 'lower'));
        if (upper !== '') where.push(p.sql(param(convert(p, upper, 'upper')), 'upper'));
      } else {
        if (main.length === 0) continue;
        if (main.length > 1) throw new BadValue(p.field, text('schema.field.value', { title: p.title }));
        const raw = main[0];
        if (p.op === 'like') {
          convert(p, raw, null);
          where.push(p.sql(param(`%${escapeLike(raw)}%`)));
        } else if (p.op === 'eq' && p.cast === 'timestamptz' && DATE_RE.test(raw)) {
          // A day compared with a time: the whole day.
          where.push(`${p.expr} >= ${param(convert(p, raw, 'lower'))}::timestamptz`);
          where.push(`${p.expr} <= ${param(convert(p, raw, 'upper'))}::timestamptz`);
        } else {
          where.push(p.sql(param(convert(p, raw, p.op === 'lte' ? 'upper' : 'lower'))));
        }
      }
    }
  } catch (e) {
    if (e instanceof BadValue) return fail(e.field, e.text);
    throw e;
  }

  const paging = pagingOf(query);
  if ('error' in paging) return paging;
  const { page, limit } = paging;

  const sortRaw = single(query.sort);
  if (sortRaw === null) return fail('sort', text('schema.query.sortField'));
  const orderRaw = single(query.order);
  if (orderRaw === null) return fail('order', text('schema.query.order'));
  let sortExpr = plan.defaultSort.expr;
  let order: SortOrder = plan.defaultSort.order;
  if (sortRaw) {
    const expr = plan.sortable.get(sortRaw);
    if (expr === undefined) return fail('sort', text('schema.query.sortBy', { field: sortRaw }));
    sortExpr = expr;
  }
  if (orderRaw) {
    const o = orderRaw.toLowerCase();
    if (o === 'asc' || o === 'ascend') order = 'asc';
    else if (o === 'desc' || o === 'descend') order = 'desc';
    else return fail('order', text('schema.query.order'));
  }
  const dir = order === 'asc' ? 'ASC' : 'DESC';
  const orderBy = sortExpr === 'id' ? `id ${dir}` : `${sortExpr} ${dir}, id ${dir}`;
  const keyset = Object.hasOwn(KEYSET_COLUMNS, sortExpr) ? { column: sortExpr, cast: KEYSET_COLUMNS[sortExpr], desc: order === 'desc' } : null;

  return { where, params, orderBy, keyset, page, limit, offset: (page - 1) * limit };
}
