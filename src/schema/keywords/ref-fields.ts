// The references of a resource: its fields with `x-ref`, and the PersonPicker and DepartmentPicker fields,
// which are references to `staff` and `department` (normalised here, so that every side of the engine sees
// one form). Pure.
import type { FieldSchema, RefOnDelete, RefSpec, ResourceFile } from '../resource-types.ts';

/** A reference with its defaults filled in. */
export interface NormalRef {
  resource: string;
  label: string;
  filter: Readonly<Record<string, string | number | boolean>>;
  onDelete: RefOnDelete;
}

/** One reference field of a resource. */
export interface RefField {
  field: string;
  title: string;
  ref: NormalRef;
  /** An array of ids rather than one id. */
  multiple: boolean;
}

export const DEFAULT_REF_LABEL = 'name';

/** The components that imply a reference without `x-ref`, and the entity they refer to. */
const PICKER_TARGETS: Readonly<Record<string, string>> = Object.freeze({
  PersonPicker: 'staff',
  DepartmentPicker: 'department',
});

/** The reference of a field: its `x-ref` with defaults, or the target its picker implies; else undefined. */
export function refOf(f: FieldSchema | undefined): NormalRef | undefined {
  if (!f) return undefined;
  const x: RefSpec | undefined = f['x-ref'];
  const c = f['x-component'];
  const resource = x?.resource ?? (c !== undefined && Object.hasOwn(PICKER_TARGETS, c) ? PICKER_TARGETS[c] : undefined);
  if (resource === undefined) return undefined;
  return {
    resource,
    label: x?.label ?? DEFAULT_REF_LABEL,
    filter: x?.filter ?? {},
    onDelete: x?.onDelete ?? 'restrict',
  };
}

/** Whether a reference field holds several ids (an array of integers). */
export function isMultipleRef(f: FieldSchema): boolean {
  return f.type === 'array';
}

/** Every reference field of a resource (top-level form properties), in property order. */
export function refFields(resource: ResourceFile): RefField[] {
  const out: RefField[] = [];
  for (const [field, f] of Object.entries(resource.form.properties)) {
    const ref = refOf(f);
    if (ref) out.push({ field, title: f.title ?? field, ref, multiple: isMultipleRef(f) });
  }
  return out;
}

/** The same field schema with its implied reference written out as `x-ref` (PersonPicker -> staff). */
export function withExplicitRef(f: FieldSchema): FieldSchema {
  const ref = refOf(f);
  if (!ref || f['x-ref']) return f;
  return { ...f, 'x-ref': { resource: ref.resource, label: ref.label, onDelete: ref.onDelete } };
}

/** The ids a stored value holds (one id, or an array of them); anything else is left out. */
export function refIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0);
}

/** What a picker of a reference field searches and names: `ref:<resource key>.<field>` (ref-routes.ts options). */
export type RefPickKind = `ref:${string}`;

export function refPickKind(resourceKey: string, field: string): RefPickKind {
  return `ref:${resourceKey}.${field}`;
}

/** The resource key and field of a picker kind made by refPickKind; null for anything else. */
export function parseRefPickKind(kind: string): { resource: string; field: string } | null {
  const m = /^ref:([a-z][a-z0-9-]*)\.([A-Za-z][A-Za-z0-9_]*)$/.exec(kind);
  return m ? { resource: m[1], field: m[2] } : null;
}
