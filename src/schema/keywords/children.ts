// The `children` keyword (docs/schema-engine.md "Children"): a file lists child resources whose rows travel
// with its records. Checked here, pure: in one file the keys (not a form property, not a system field, not
// twice) and no file naming itself; across files the child resource exists, its `via` is an integer field
// (an `x-ref`, when it has one, names this parent and cascades), and no chain of children comes back to where
// it started. Also the names both sides use for a row's field and message.
import { CHILD_ROWS_MAX, isSystemField, type ChildrenSpec, type ResourceFile } from '../resource-types.ts';
import type { FileCheckContext, RegistryCheckContext } from './keyword-checks.ts';
import { chineseText, text, type SchemaMessage, type Text } from '../schema-text.ts';

/** JSON pointer of `children/<i>/<key>` (the segments need no escaping: indexes and plain names). */
function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => `/${s}`).join('');
}

/** The file's children entries ([] when it declares none). */
export function childrenOf(resource: ResourceFile): readonly ChildrenSpec[] {
  return resource.children ?? [];
}

/** Rows a children key accepts at most. */
export function childRowsMax(spec: ChildrenSpec): number {
  return Math.min(spec.maxItems ?? CHILD_ROWS_MAX, CHILD_ROWS_MAX);
}

/** The error field of a row's field: `items[3].name` (the row's 0-based index); `items[3]` for the row. */
export function childRowField(key: string, index: number, field?: string): string {
  return field ? `${key}[${index}].${field}` : `${key}[${index}]`;
}

/** Reads `items[3].name` (or `items.3.name`) back: the key, the row index and the field; null otherwise. */
export function parseChildRowField(path: string): { key: string; index: number; field: string } | null {
  const m = /^([A-Za-z][A-Za-z0-9_]*)(?:\[(\d{1,4})\]|\.(\d{1,4}))(?:\.(.+))?$/.exec(path);
  if (!m) return null;
  return { key: m[1], index: Number(m[2] ?? m[3]), field: m[4] ?? '' };
}

/** A row's message: the rows' title, the row's number (1-based) and the child's own message (检查项第4行：请填写检查内容). */
export function childRowText(spec: Pick<ChildrenSpec, 'title'>, index: number, message: SchemaMessage): Text {
  return text('schema.children.row', { title: spec.title, row: index + 1, message });
}

/** childRowText in Chinese. */
export function childRowMessage(spec: Pick<ChildrenSpec, 'title'>, index: number, message: SchemaMessage): string {
  return chineseText(childRowText(spec, index, message));
}

/** One file: each key is free (not a form property, not a system field, not another entry's), no self-child. */
export function checkChildrenInFile(ctx: FileCheckContext): void {
  const r = ctx.resource;
  const keys = new Set<string>();
  childrenOf(r).forEach((c, i) => {
    const at = (k: string) => pointer('children', i, k);
    if (Object.hasOwn(r.form.properties, c.key)) ctx.add(at('key'), text('schema.check.children.isProperty', { key: c.key }));
    else if (isSystemField(c.key)) ctx.add(at('key'), text('schema.check.children.isSystem', { key: c.key }));
    if (keys.has(c.key)) ctx.add(at('key'), text('schema.check.children.duplicate', { key: c.key }));
    keys.add(c.key);
    if (c.resource === r.key) ctx.add(at('resource'), text('schema.check.children.self', { key: c.key }));
  });
}

/** The chain of children from `start` back to it, when there is one: [start, ..., start]. */
function cycleFrom(start: string, byKey: ReadonlyMap<string, ResourceFile>): string[] | null {
  const seen = new Set<string>();
  const walk = (key: string, path: string[]): string[] | null => {
    for (const c of childrenOf(byKey.get(key) ?? ({} as ResourceFile))) {
      if (c.resource === start) return [...path, c.resource];
      if (seen.has(c.resource)) continue;
      seen.add(c.resource);
      const found = walk(c.resource, [...path, c.resource]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

/** Across files: the child exists, `via` is an integer field of it referring to this parent, no cycles. */
export function checkChildrenAcrossFiles(ctx: RegistryCheckContext): void {
  for (const parent of ctx.all) {
    childrenOf(parent).forEach((c, i) => {
      const at = (k: string) => pointer('children', i, k);
      const child = ctx.byKey.get(c.resource);
      if (!child) {
        ctx.add(parent.key, at('resource'), text('schema.check.children.missing', { resource: c.resource }));
        return;
      }
      const via = Object.hasOwn(child.form.properties, c.via) ? child.form.properties[c.via] : undefined;
      if (!via) {
        ctx.add(parent.key, at('via'), text('schema.check.children.viaMissing', { via: c.via, child: child.key }));
        return;
      }
      if (via.type !== 'integer') ctx.add(parent.key, at('via'), text('schema.check.children.viaInteger', { child: child.key, via: c.via }));
      const ref = via['x-ref'];
      if (ref !== undefined) {
        const r = (ref !== null && typeof ref === 'object' ? ref : {}) as { resource?: unknown; onDelete?: unknown };
        if (typeof r.resource !== 'string') ctx.add(parent.key, at('via'), text('schema.check.children.viaNames', { child: child.key, via: c.via, parent: parent.key }));
        else if (r.resource !== parent.key) ctx.add(parent.key, at('via'), text('schema.check.children.viaOther', { child: child.key, via: c.via, target: r.resource, parent: parent.key }));
        if (r.onDelete !== undefined && r.onDelete !== 'cascade') {
          ctx.add(parent.key, at('via'), text('schema.check.children.viaCascade', { child: child.key, via: c.via }));
        }
      }
    });
    const cycle = childrenOf(parent).length && cycleFrom(parent.key, ctx.byKey);
    if (cycle && cycle.length > 2) ctx.add(parent.key, '/children', text('schema.check.children.cycle', { parent: parent.key, chain: cycle.join(' → ') }));
  }
}
