// The filter bar as data: which control each `list.filters` entry gets, and the pure mapping from the
// controls' values to the ListParams of a list, export or pure-list call (docs/resource-api.md:
// one key per filter named after its field, `in` as repeated values, `range` as `field=a,b`).
import {
  fieldKind,
  resolveField,
  type FilterOp,
  type FilterSpec,
  type ResourceFile,
} from '../schema/resource-types.ts';
import { refOf, refPickKind } from '../schema/keywords/ref-fields.ts';
import { underTarget } from '../schema/keywords/tree-check.ts';
import { pickKindOf } from './pick-labels.ts';
import type { ListParams, PickKind } from './resource-client.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

/** The control a filter renders as. */
export type FilterControlKind =
  | 'text'
  | 'select'
  | 'multi-select'
  | 'tags'
  | 'boolean'
  | 'date'
  | 'date-range'
  | 'number'
  | 'number-range'
  /** A reference (x-ref, PersonPicker, DepartmentPicker): the remote picker; one id (eq) or several (in). */
  | 'ref'
  | 'ref-multi'
  /** A node of a tree (op `under`): a TreeSelect of `treeKey`. */
  | 'tree'
  | 'missing';

export interface FilterOption {
  label: string;
  /** Option values travel as strings (the server compares the enum values' text). */
  value: string;
}

export interface FilterControl {
  field: string;
  op: FilterOp;
  kind: FilterControlKind;
  title: string;
  placeholder?: string;
  options?: FilterOption[];
  /** What a reference control searches (ref and ref-multi). */
  pick?: PickKind;
  /** The tree resource an `under` filter picks a node of. */
  treeKey?: string;
}

/** Value of one control: text, an option, options, a day or number, or a [from, to] pair. */
export type FilterValue =
  | string
  | number
  | null
  | undefined
  | string[]
  | number[]
  | [string | null, string | null]
  | [number | null, number | null];

export type FilterValues = Record<string, FilterValue>;

const booleanOptions = (): FilterOption[] => [
  { label: t('runtime.value.yes'), value: 'true' },
  { label: t('runtime.value.no'), value: 'false' },
];

function kindOf(resource: ResourceFile, spec: FilterSpec): FilterControlKind {
  const f = resolveField(resource, spec.field);
  if (!f) return 'missing';
  if (spec.op === 'under') return underTarget(resource, spec.field) ? 'tree' : 'missing';
  if (refOf(f)) return spec.op === 'in' ? 'ref-multi' : 'ref';
  const k = fieldKind(f);
  switch (spec.op) {
    case 'like':
      return 'text';
    case 'in':
      if (k === 'enum') return 'multi-select';
      return k === 'boolean' ? 'boolean' : 'tags';
    case 'range':
      if (k === 'date') return 'date-range';
      return k === 'number' ? 'number-range' : 'text';
    case 'gte':
    case 'lte':
      if (k === 'date') return 'date';
      return k === 'number' ? 'number' : 'text';
    case 'eq':
      if (k === 'enum') return 'select';
      if (k === 'boolean') return 'boolean';
      if (k === 'date') return 'date';
      return k === 'number' ? 'number' : 'text';
  }
}

const OP_SUFFIX: Partial<Record<FilterOp, 'runtime.filter.from' | 'runtime.filter.to'>> = { gte: 'runtime.filter.from', lte: 'runtime.filter.to' };

/** The title's mark of a range's side: （起） or （止）. */
const suffixOf = (op: FilterOp): string => {
  const id = OP_SUFFIX[op];
  return id ? t(id) : '';
};

/** One control per `list.filters` entry, in the file's order. */
export function filterControls(resource: ResourceFile): FilterControl[] {
  return (resource.list.filters ?? []).map((spec) => {
    const f = resolveField(resource, spec.field);
    const kind = kindOf(resource, spec);
    const title = spec.title ?? `${f?.title ?? spec.field}${suffixOf(spec.op)}`;
    const control: FilterControl = { field: spec.field, op: spec.op, kind, title };
    if (spec.placeholder) control.placeholder = spec.placeholder;
    if (kind === 'ref' || kind === 'ref-multi') control.pick = pickKindOf(f, resource.key, spec.field) ?? refPickKind(resource.key, spec.field);
    if (kind === 'tree') control.treeKey = underTarget(resource, spec.field)?.key;
    if (kind === 'boolean') control.options = booleanOptions();
    else if (f?.enum) control.options = f.enum.map((o) => ({ label: o.label, value: String(o.value) }));
    return control;
  });
}

function text(v: unknown): string {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  return typeof v === 'string' ? v.trim() : '';
}

/**
 * The list parameters of the filter values: empty values are left out, text is trimmed, multiple
 * choices become arrays, ranges `a,b` (either side may be empty). Values of unknown or missing
 * controls are ignored, so a stale value never reaches the server.
 */
export function filterParams(controls: readonly FilterControl[], values: FilterValues): ListParams {
  const params: ListParams = {};
  for (const c of controls) {
    const v = values[c.field];
    if (c.kind === 'missing' || v === undefined || v === null) continue;
    if (c.kind === 'date-range' || c.kind === 'number-range') {
      if (!Array.isArray(v)) continue;
      const from = text(v[0]);
      const to = text(v[1]);
      if (from !== '' || to !== '') params[c.field] = `${from},${to}`;
    } else if (c.kind === 'multi-select' || c.kind === 'tags') {
      const list = (Array.isArray(v) ? v : [v]).map(text).filter((x) => x !== '');
      if (list.length > 0) params[c.field] = list;
    } else if (c.kind === 'ref' || c.kind === 'ref-multi') {
      const ids = (Array.isArray(v) ? v : [v]).filter((x): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x > 0);
      if (ids.length > 0) params[c.field] = c.kind === 'ref' ? ids[0] : ids;
    } else if (c.kind === 'number' || c.kind === 'tree') {
      if (typeof v === 'number' && Number.isFinite(v)) params[c.field] = v;
    } else {
      const s = text(Array.isArray(v) ? undefined : v);
      if (s !== '') params[c.field] = s;
    }
  }
  return params;
}

/** Whether any filter has a value (the 重置 button, empty-state wording). */
export function hasFilterValues(controls: readonly FilterControl[], values: FilterValues): boolean {
  return Object.keys(filterParams(controls, values)).length > 0;
}
