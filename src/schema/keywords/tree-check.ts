// The `tree` keyword's checks (docs/schema-engine.md "Trees"): the parent field is an integer form
// property referring to the resource itself (`x-ref.resource` = the file's key), the label field is a form property; an `under` filter names the parent field, `id`, or an
// integer reference to a resource whose file has `tree` (checked across files). Pure: no I/O.
import type { FieldSchema, RefOnDelete, ResourceFile, TreeSpec } from '../resource-types.ts';
import { refOf } from './ref-fields.ts';
import type { FileCheckContext, RegistryCheckContext } from './keyword-checks.ts';
import { text } from '../schema-text.ts';

/** The label field of a tree (default `name`). */
export function treeLabel(tree: TreeSpec): string {
  return tree.label ?? 'name';
}

/** The resource key a field refers to (the references keyword, ref-fields.ts), or undefined. */
export function refTarget(f: FieldSchema | undefined): string | undefined {
  return refOf(f)?.resource;
}

/** What a reference does to its referrers when the target is deleted (`restrict` unless the file says). */
export function refOnDelete(f: FieldSchema | undefined): RefOnDelete {
  return refOf(f)?.onDelete ?? 'restrict';
}

/**
 * The tree an `under` filter on `field` walks: the resource's own (its parent field, or `id`), or the
 * tree resource an integer reference names. Undefined when the field is none of these.
 */
export function underTarget(resource: ResourceFile, field: string): { key: string; self: boolean } | undefined {
  if (resource.tree && (field === resource.tree.parent || field === 'id')) return { key: resource.key, self: true };
  const f = Object.hasOwn(resource.form.properties, field) ? resource.form.properties[field] : undefined;
  const target = f?.type === 'integer' ? refTarget(f) : undefined;
  return target ? { key: target, self: target === resource.key } : undefined;
}

/** File check of `tree` and of `under` filters. */
export function checkTree(ctx: FileCheckContext): void {
  const r = ctx.resource;
  const tree = r.tree;
  if (tree) {
    const parent = ctx.property(tree.parent, '/tree/parent');
    if (parent) {
      if (parent.type !== 'integer') ctx.add('/tree/parent', text('schema.check.tree.parentInteger', { field: tree.parent }));
      const target = refTarget(parent);
      if (target === undefined) {
        ctx.add('/tree/parent', text('schema.check.tree.parentRef', { field: tree.parent, key: r.key }));
      } else if (target !== r.key) {
        ctx.add('/tree/parent', text('schema.check.tree.parentOther', { field: tree.parent, target, key: r.key }));
      }
      if (r.form.required?.includes(tree.parent)) ctx.add('/tree/parent', text('schema.check.tree.parentRequired', { field: tree.parent }));
    }
    const label = ctx.property(treeLabel(tree), tree.label === undefined ? '/tree' : '/tree/label');
    if (label && label.type !== 'string') ctx.add('/tree/label', text('schema.check.tree.string', { field: treeLabel(tree) }));
    if (tree.migrateFrom) {
      const { from, code } = tree.migrateFrom;
      if (Object.hasOwn(r.form.properties, from)) ctx.add('/tree/migrateFrom/from', text('schema.check.tree.migrateFrom', { field: from }));
      const c = ctx.property(code, '/tree/migrateFrom/code');
      if (c && c.type !== 'string') ctx.add('/tree/migrateFrom/code', text('schema.check.tree.string', { field: code }));
    }
  }
  r.list.filters?.forEach((flt, i) => {
    if (flt.op !== 'under') return;
    const ptr = `/list/filters/${i}/op`;
    if (!underTarget(r, flt.field)) {
      ctx.add(ptr, text('schema.check.tree.under'));
    }
  });
}

/** Registry check: an `under` filter's reference names a resource whose file has `tree`. */
export function checkTreeTargets(ctx: RegistryCheckContext): void {
  for (const r of ctx.all) {
    r.list.filters?.forEach((flt, i) => {
      if (flt.op !== 'under') return;
      const t = underTarget(r, flt.field);
      if (!t || t.self) return;
      const target = ctx.byKey.get(t.key);
      if (!target) ctx.add(r.key, `/list/filters/${i}/field`, text('schema.check.tree.notResource', { field: flt.field, target: t.key }));
      else if (!target.tree) ctx.add(r.key, `/list/filters/${i}/op`, text('schema.check.tree.noTree', { target: t.key }));
    });
  }
}
