// A custom field of type `reference` (issue 12 item 8): the resource or platform entity it points at, the
// target's field shown as its label, one id or several, what a deletion of the target does to it, and which
// target records may be chosen (only enabled ones; fields equal to values). Its checks name the property
// (`refResource`, `refLabel`, `refMultiple`, `refOnDelete`, `refEnabledOnly`, `refFilter`); it compiles to the
// same `x-ref` keyword the resource files use, so the server and the runtime treat it like any file field.
// Pure.
import type { FieldSchema } from './resource-types.ts';
import { said, text, type Text } from './schema-text.ts';

/** Where a target comes from, for the designer's groups: a platform entity, the platform's shared data, a resource. */
export type RefTargetGroup = 'entity' | 'shared' | 'resource';

/** A field of a target a reference's filter may name, with its choices when it has them. */
export interface RefFilterField {
  field: string;
  title: string;
  options?: readonly { label: string; value: string }[];
}

/** What may be referred to: a resource the enterprise can read, or a platform entity (staff, department). */
export interface RefTarget {
  key: string;
  title: string;
  /** The fields that may be shown as the label, in the order offered (the first is the default). */
  labels: readonly { field: string; title: string }[];
  /** The designer's group (default 'resource'). */
  group?: RefTargetGroup;
  /** The target is a tree (`tree`): its records are picked in a tree select. */
  tree?: boolean;
  /** Its records can be switched off (启用/停用): a reference may offer only the enabled ones. */
  hasStatus?: boolean;
  /** The fields a filter may name (a field equals a value); none: no filter but 启用. */
  filters?: readonly RefFilterField[];
}

/** What a deletion of the target does to the field, as a custom field may choose it. */
export const CUSTOM_REF_ON_DELETE = ['restrict', 'clear', 'cascade'] as const;
export type CustomRefOnDelete = (typeof CUSTOM_REF_ON_DELETE)[number];

export const REF_ON_DELETE_LABELS: Readonly<Record<CustomRefOnDelete, Text>> = Object.freeze({
  restrict: text('schema.ref.restrict'),
  clear: text('schema.ref.clear'),
  cascade: text('schema.ref.cascade'),
});

/** What each choice means, for the designer's help text. */
export const REF_ON_DELETE_HELP: Readonly<Record<CustomRefOnDelete, Text>> = Object.freeze({
  restrict: text('schema.ref.restrictHelp'),
  clear: text('schema.ref.clearHelp'),
  cascade: text('schema.ref.cascadeHelp'),
});

/** One equality of a reference's filter as the designer edits it: the target's field equals the value. */
export interface RefFilterCondition {
  field: string;
  value: string;
}

/** The reference members of a custom field's definition. */
export interface RefDefMembers {
  refResource?: string;
  refLabel?: string;
  refMultiple?: boolean;
  refOnDelete?: CustomRefOnDelete;
  /** Only enabled records of the target may be chosen (x-ref.filter.status = 1). */
  refEnabledOnly?: boolean;
  /** Only records whose fields equal these values may be chosen (x-ref.filter). */
  refFilter?: RefFilterCondition[];
}

export const REF_DEF_KEYS = ['refResource', 'refLabel', 'refMultiple', 'refOnDelete', 'refEnabledOnly', 'refFilter'] as const;
const DEFAULT_LABEL = 'name';
const MAX_IDS = 200;
/** Conditions a reference's filter may have (x-ref.filter allows 8 keys, one is status). */
export const MAX_REF_FILTERS = 5;
const MAX_FILTER_VALUE = 100;

interface Problem {
  field: string;
  /** In Chinese; `text` is the catalogue message, for an answer in another language. */
  message: string;
  text?: Text;
}

/** The problems of the filter conditions (shape; with the target, its fields and their choices). */
function checkRefFilter(def: RefDefMembers, target: RefTarget | undefined, out: Problem[]): void {
  if (def.refEnabledOnly !== undefined && typeof def.refEnabledOnly !== 'boolean') out.push(said({ field: 'refEnabledOnly' }, text('schema.ref.enabledOnlyBoolean')));
  else if (def.refEnabledOnly === true && target && !target.hasStatus) out.push(said({ field: 'refEnabledOnly' }, text('schema.ref.noStatus', { title: target.title })));
  const list = def.refFilter;
  if (list === undefined || list === null) return;
  if (!Array.isArray(list)) {
    out.push(said({ field: 'refFilter' }, text('schema.ref.filterFormat')));
    return;
  }
  if (list.length > MAX_REF_FILTERS) out.push(said({ field: 'refFilter' }, text('schema.ref.filterMax', { limit: MAX_REF_FILTERS })));
  const seen = new Set<string>();
  list.forEach((c, i) => {
    const n = text('schema.ref.filterN', { n: i + 1 });
    const field = c && typeof c === 'object' ? c.field : undefined;
    const value = c && typeof c === 'object' ? c.value : undefined;
    if (typeof field !== 'string' || !field.trim()) return void out.push(said({ field: 'refFilter' }, text('schema.ref.filterField', { n })));
    if (typeof value !== 'string' || !value.trim()) return void out.push(said({ field: 'refFilter' }, text('schema.ref.filterValue', { n })));
    if (value.length > MAX_FILTER_VALUE) return void out.push(said({ field: 'refFilter' }, text('schema.ref.filterValueLong', { n, limit: MAX_FILTER_VALUE })));
    if (field === 'status') return void out.push(said({ field: 'refFilter' }, text('schema.ref.filterStatus', { n })));
    if (seen.has(field)) return void out.push(said({ field: 'refFilter' }, text('schema.ref.filterDup', { n, field })));
    seen.add(field);
    if (!target) return;
    const f = target.filters?.find((x) => x.field === field);
    if (!f) return void out.push(said({ field: 'refFilter' }, text('schema.ref.filterUnknown', { n, title: target.title, field })));
    if (f.options && !f.options.some((o) => o.value === value.trim())) out.push(said({ field: 'refFilter' }, text('schema.ref.filterOption', { n, title: f.title, value })));
  });
}

/**
 * The problems of a reference definition. `targets` are what the enterprise may refer to; without them
 * (a check that does not know the enterprise) only the shape is checked.
 */
export function checkRefDef(def: RefDefMembers & { type: string; required?: boolean }, targets: ReadonlyMap<string, RefTarget> | undefined, out: Problem[]): void {
  if (def.type !== 'reference') {
    for (const k of REF_DEF_KEYS) if (def[k] !== undefined && def[k] !== null) out.push(said({ field: k }, text('schema.ref.onlyReference')));
    return;
  }
  const resource = def.refResource;
  if (typeof resource !== 'string' || !resource.trim()) {
    out.push(said({ field: 'refResource' }, text('schema.ref.resourceRequired')));
    return;
  }
  if (def.refMultiple !== undefined && typeof def.refMultiple !== 'boolean') out.push(said({ field: 'refMultiple' }, text('schema.ref.multipleBoolean')));
  if (def.refOnDelete !== undefined && !(CUSTOM_REF_ON_DELETE as readonly unknown[]).includes(def.refOnDelete)) {
    out.push(said({ field: 'refOnDelete' }, text('schema.ref.onDelete')));
  } else if (def.refOnDelete === 'clear' && def.required === true) {
    out.push(said({ field: 'refOnDelete' }, text('schema.ref.requiredClear')));
  }
  const label = def.refLabel ?? undefined;
  if (label !== undefined && (typeof label !== 'string' || !label.trim())) out.push(said({ field: 'refLabel' }, text('schema.ref.labelRequired')));
  const target = targets?.get(resource);
  checkRefFilter(def, target, out);
  if (!targets) return;
  if (!target) {
    out.push(said({ field: 'refResource' }, text('schema.ref.unknownTarget', { resource })));
    return;
  }
  // The platform deletes its shared rows for every enterprise at once: it never deletes an enterprise's records.
  if (target.group === 'shared' && def.refOnDelete === 'cascade') {
    out.push(said({ field: 'refOnDelete' }, text('schema.ref.sharedCascade', { title: target.title })));
  }
  if (typeof label !== 'string') {
    if (!target.labels.some((l) => l.field === DEFAULT_LABEL)) out.push(said({ field: 'refLabel' }, text('schema.ref.noName', { title: target.title })));
  } else if (!target.labels.some((l) => l.field === label)) {
    out.push(said({ field: 'refLabel' }, text('schema.ref.unknownLabel', { title: target.title, label })));
  }
}

/** The label field a definition shows: its own, else `name` (the default of x-ref). */
export function refLabelOf(def: RefDefMembers): string {
  return typeof def.refLabel === 'string' && def.refLabel ? def.refLabel : DEFAULT_LABEL;
}

/** The `x-ref.filter` of a (checked) definition: its conditions, and status 1 for 只选启用的记录; undefined without any. */
export function refFilterOf(def: RefDefMembers): Record<string, string | number> | undefined {
  const filter: Record<string, string | number> = {};
  for (const c of def.refFilter ?? []) filter[c.field.trim()] = c.value.trim();
  if (def.refEnabledOnly === true) filter.status = 1;
  return Object.keys(filter).length ? filter : undefined;
}

/** The form property of a (checked) reference definition; `base` has the title, help and decorator. */
export function refFieldSchema(def: RefDefMembers, base: FieldSchema): FieldSchema {
  const ref: NonNullable<FieldSchema['x-ref']> = { resource: def.refResource ?? '', label: refLabelOf(def), onDelete: def.refOnDelete ?? 'restrict' };
  const filter = refFilterOf(def);
  if (filter) ref.filter = filter;
  if (def.refMultiple) {
    return {
      ...base,
      type: 'array',
      uniqueItems: true,
      maxItems: MAX_IDS,
      items: { type: 'integer', minimum: 1 },
      'x-ref': ref,
      'x-component': 'RefPicker',
    };
  }
  return { ...base, type: 'integer', minimum: 1, 'x-ref': ref, 'x-component': 'RefPicker' };
}
