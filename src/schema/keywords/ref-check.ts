// The checks of references (`x-ref`, and the PersonPicker/DepartmentPicker fields that imply one): in one
// file, the field's shape (an integer, or an array of integers), its component, and what can be checked
// without the other files (a platform entity's or the file's own fields); across files, that the target
// exists and that the label and filter name its fields. Pure.
import { fieldKind, type FieldSchema, type ResourceFile } from '../resource-types.ts';
import type { FileCheckContext, RegistryCheckContext } from './keyword-checks.ts';
import { REF_ENTITIES, REF_ENTITY_KEYS, isRefEntity } from './ref-entities.ts';
import { refOf, type NormalRef } from './ref-fields.ts';
import { REF_STATUS_FILTER } from './ref-trees.ts';
import { text, type Text } from '../schema-text.ts';

/** JSON pointer of path segments (RFC 6901 escaping). */
function pointer(...segments: string[]): string {
  return segments.map((s) => '/' + s.replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** The components a reference field may name. */
const REF_COMPONENTS: Readonly<Record<string, string | null>> = Object.freeze({
  RefPicker: null,
  PersonPicker: 'staff',
  DepartmentPicker: 'department',
});

function holdsIds(f: FieldSchema): boolean {
  return f.type === 'integer' || (f.type === 'array' && f.items?.type === 'integer');
}

/** Reports `x-ref` anywhere below a top-level property (items, nested properties): it is not supported there. */
function nestedRefs(ctx: FileCheckContext, f: FieldSchema, ptr: string): void {
  if (f.items) {
    if (f.items['x-ref'] !== undefined) ctx.add(`${ptr}/items/x-ref`, text('schema.check.ref.onItems'));
    nestedRefs(ctx, f.items, `${ptr}/items`);
  }
  for (const [n, sub] of Object.entries(f.properties ?? {})) {
    if (sub['x-ref'] !== undefined) ctx.add(`${ptr}/properties/${n}/x-ref`, text('schema.check.ref.nested'));
    nestedRefs(ctx, sub, `${ptr}/properties/${n}`);
  }
}

/** A label must be a scalar field (not an array or object) to be shown and searched. */
function labelFits(f: FieldSchema | undefined): boolean {
  if (!f) return false;
  const k = fieldKind(f);
  return k !== 'array' && k !== 'object';
}

/** Label and filter against a platform entity's fields. */
function checkAgainstEntity(add: (ptr: string, msg: Text) => void, ref: NormalRef, ptr: string, explicitLabel: boolean): void {
  const entity = REF_ENTITIES[ref.resource];
  const known = Object.keys(entity.fields).join(', ');
  if (!Object.hasOwn(entity.fields, ref.label)) {
    add(explicitLabel ? `${ptr}/label` : ptr, text('schema.check.ref.entityLabel', { label: ref.label, resource: ref.resource, known }));
  }
  for (const k of Object.keys(ref.filter)) {
    if (!Object.hasOwn(entity.fields, k)) add(`${ptr}/filter${pointer(k)}`, text('schema.check.ref.entityFilter', { name: k, resource: ref.resource, known }));
  }
}

/** Label and filter against a resource file's form properties. */
function checkAgainstResource(add: (ptr: string, msg: Text) => void, target: ResourceFile, ref: NormalRef, ptr: string, explicitLabel: boolean): void {
  const props = target.form.properties;
  if (!Object.hasOwn(props, ref.label)) {
    add(explicitLabel ? `${ptr}/label` : ptr, text(explicitLabel ? 'schema.check.ref.label' : 'schema.check.ref.labelDefault', { label: ref.label, resource: target.key }));
  } else if (!labelFits(props[ref.label])) {
    add(explicitLabel ? `${ptr}/label` : ptr, text('schema.check.ref.labelKind', { label: ref.label, resource: target.key, type: props[ref.label].type }));
  }
  for (const [k, v] of Object.entries(ref.filter)) {
    if (k === REF_STATUS_FILTER) {
      if (v !== 1 && v !== 0) add(`${ptr}/filter${pointer(k)}`, text('schema.check.ref.statusFilter', { value: JSON.stringify(v) }));
    } else if (!Object.hasOwn(props, k)) add(`${ptr}/filter${pointer(k)}`, text('schema.check.ref.filter', { name: k, resource: target.key }));
  }
}

/** The check of one file (FILE_CHECKS). */
export function checkRefsOfFile(ctx: FileCheckContext): void {
  const r = ctx.resource;
  const required = new Set(r.form.required ?? []);
  for (const [name, f] of Object.entries(r.form.properties)) {
    const ptr = pointer('form', 'properties', name);
    nestedRefs(ctx, f, ptr);
    const ref = refOf(f);
    if (!ref) continue;
    const refPtr = `${ptr}/x-ref`;
    const c = f['x-component'];
    if (!holdsIds(f)) ctx.add(`${ptr}/type`, text('schema.check.ref.type'));
    if (f.enum !== undefined || f.items?.enum !== undefined) ctx.add(`${ptr}/enum`, text('schema.check.ref.enum'));
    if (c !== undefined && !Object.hasOwn(REF_COMPONENTS, c)) {
      ctx.add(`${ptr}/x-component`, text('schema.check.ref.component', { component: c }));
    } else if (c !== undefined && REF_COMPONENTS[c] !== null && REF_COMPONENTS[c] !== ref.resource) {
      ctx.add(`${refPtr}/resource`, text('schema.check.ref.componentTarget', { component: c, picks: REF_COMPONENTS[c], resource: ref.resource }));
    }
    if (ref.onDelete === 'clear' && required.has(name)) {
      ctx.add(`${refPtr}/onDelete`, text('schema.check.ref.clearRequired', { field: name }));
    }
    const explicitLabel = f['x-ref']?.label !== undefined;
    if (isRefEntity(ref.resource)) checkAgainstEntity(ctx.add, ref, refPtr, explicitLabel);
    else if (ref.resource === r.key) checkAgainstResource(ctx.add, r, ref, refPtr, explicitLabel);
  }
}

/** The check across files (REGISTRY_CHECKS): the target exists, and the label and filter are its fields. */
export function checkRefsOfRegistry(ctx: RegistryCheckContext): void {
  for (const r of ctx.all) {
    if (isRefEntity(r.key)) ctx.add(r.key, '/key', text('schema.check.ref.entityKey', { key: r.key }));
    for (const [name, f] of Object.entries(r.form.properties)) {
      const ref = refOf(f);
      if (!ref || isRefEntity(ref.resource) || ref.resource === r.key) continue;
      const refPtr = `${pointer('form', 'properties', name)}/x-ref`;
      const target = ctx.byKey.get(ref.resource);
      if (!target) {
        ctx.add(r.key, `${refPtr}/resource`, text('schema.check.ref.unknownTarget', { resource: ref.resource, entities: REF_ENTITY_KEYS.join(', ') }));
        continue;
      }
      checkAgainstResource((p, m) => ctx.add(r.key, p, m), target, ref, refPtr, f['x-ref']?.label !== undefined);
    }
  }
}
