// A custom field of type `reference` (issue 12 item 8): the resource or platform entity it points at, the
// target's field shown as its label, one id or several, and what a deletion of the target does to it. Its
// checks name the property (`refResource`, `refLabel`, `refMultiple`, `refOnDelete`); it compiles to the
// same `x-ref` keyword the resource files use, so the server and the runtime treat it like any file field.
// Pure.
import type { FieldSchema } from './resource-types.ts';

/** What may be referred to: a resource the enterprise can read, or a platform entity (staff, department). */
export interface RefTarget {
  key: string;
  title: string;
  /** The fields that may be shown as the label, in the order offered (the first is the default). */
  labels: readonly { field: string; title: string }[];
}

/** The onDelete choices a custom field offers (cascade, which deletes the enterprise's records, is a file's). */
export const CUSTOM_REF_ON_DELETE = ['restrict', 'clear'] as const;
export type CustomRefOnDelete = (typeof CUSTOM_REF_ON_DELETE)[number];

export const REF_ON_DELETE_LABELS: Readonly<Record<CustomRefOnDelete, string>> = Object.freeze({
  restrict: '被引用时不能删除',
  clear: '删除时清空本字段',
});

/** The reference members of a custom field's definition. */
export interface RefDefMembers {
  refResource?: string;
  refLabel?: string;
  refMultiple?: boolean;
  refOnDelete?: CustomRefOnDelete;
}

export const REF_DEF_KEYS = ['refResource', 'refLabel', 'refMultiple', 'refOnDelete'] as const;
const DEFAULT_LABEL = 'name';
const MAX_IDS = 200;

interface Problem {
  field: string;
  message: string;
}

/**
 * The problems of a reference definition. `targets` are what the enterprise may refer to; without them
 * (a check that does not know the enterprise) only the shape is checked.
 */
export function checkRefDef(def: RefDefMembers & { type: string; required?: boolean }, targets: ReadonlyMap<string, RefTarget> | undefined, out: Problem[]): void {
  if (def.type !== 'reference') {
    for (const k of REF_DEF_KEYS) if (def[k] !== undefined && def[k] !== null) out.push({ field: k, message: '只有关联记录字段可以设置关联' });
    return;
  }
  const resource = def.refResource;
  if (typeof resource !== 'string' || !resource.trim()) {
    out.push({ field: 'refResource', message: '请选择关联的资源' });
    return;
  }
  if (def.refMultiple !== undefined && typeof def.refMultiple !== 'boolean') out.push({ field: 'refMultiple', message: '多选须为 是 或 否' });
  if (def.refOnDelete !== undefined && !(CUSTOM_REF_ON_DELETE as readonly unknown[]).includes(def.refOnDelete)) {
    out.push({ field: 'refOnDelete', message: '被关联记录删除时的处理方式不正确' });
  } else if (def.refOnDelete === 'clear' && def.required === true) {
    out.push({ field: 'refOnDelete', message: '必填字段不能在被关联记录删除时清空' });
  }
  const label = def.refLabel ?? undefined;
  if (label !== undefined && (typeof label !== 'string' || !label.trim())) out.push({ field: 'refLabel', message: '请选择显示的字段' });
  if (!targets) return;
  const target = targets.get(resource);
  if (!target) {
    out.push({ field: 'refResource', message: `不能关联「${resource}」：资源不存在或本企业未开通` });
    return;
  }
  if (typeof label !== 'string') {
    if (!target.labels.some((l) => l.field === DEFAULT_LABEL)) out.push({ field: 'refLabel', message: `「${target.title}」没有名称字段，请选择显示的字段` });
  } else if (!target.labels.some((l) => l.field === label)) {
    out.push({ field: 'refLabel', message: `「${target.title}」没有可显示的字段「${label}」` });
  }
}

/** The label field a definition shows: its own, else `name` (the default of x-ref). */
export function refLabelOf(def: RefDefMembers): string {
  return typeof def.refLabel === 'string' && def.refLabel ? def.refLabel : DEFAULT_LABEL;
}

/** The form property of a (checked) reference definition; `base` has the title, help and decorator. */
export function refFieldSchema(def: RefDefMembers, base: FieldSchema): FieldSchema {
  const ref: NonNullable<FieldSchema['x-ref']> = { resource: def.refResource ?? '', label: refLabelOf(def), onDelete: def.refOnDelete ?? 'restrict' };
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
