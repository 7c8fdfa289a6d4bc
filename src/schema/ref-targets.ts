// What an enterprise's custom field may refer to (issue 12 item 8): the platform entities staff and
// department, and the registry's resources the enterprise can read (no module, or a module it has: its own
// and the platform's shared data, such as 行政区划), each with the fields that may be shown as the label
// (scalar form properties; `name` first), the fields a filter may name (with their choices), whether its
// records can be switched off (启用) and whether it is a tree. Pure.
import type { RefFilterField, RefTarget } from './custom-field-ref.ts';
import { REF_ENTITIES } from './keywords/ref-entities.ts';
import { fieldKind, type ResourceFile } from './resource-types.ts';
import { chineseText, text, type Say } from './schema-text.ts';

/** The platform entities a custom field may name (an enterprise's field never points at enterprises). */
export const CUSTOM_REF_ENTITIES = ['staff', 'department'] as const;

function nameFirst<T extends { field: string }>(list: T[]): T[] {
  return [...list.filter((l) => l.field === 'name'), ...list.filter((l) => l.field !== 'name')];
}

/** The label fields of a resource: its scalar form properties. */
export function labelFieldsOf(r: ResourceFile): { field: string; title: string }[] {
  const out: { field: string; title: string }[] = [];
  for (const [field, f] of Object.entries(r.form.properties)) {
    const kind = fieldKind(f);
    if (kind !== 'array' && kind !== 'object' && !f['x-ref']) out.push({ field, title: f.title ?? field });
  }
  return nameFirst(out);
}

/**
 * The fields of a resource a reference's filter may name: scalar form properties that are no reference, with their
 * choices (a boolean's 是/否 in the reader's language: `say`, Chinese by default).
 */
export function filterFieldsOf(r: ResourceFile, say: Say = chineseText): RefFilterField[] {
  const out: RefFilterField[] = [];
  for (const [field, f] of Object.entries(r.form.properties)) {
    const kind = fieldKind(f);
    if (kind === 'array' || kind === 'object' || f['x-ref'] || f['x-compute'] !== undefined) continue;
    const title = f.title ?? field;
    if (f.enum) out.push({ field, title, options: f.enum.map((o) => ({ label: o.label, value: String(o.value) })) });
    else if (f.type === 'boolean') out.push({ field, title, options: [{ label: say(text('schema.yes')), value: 'true' }, { label: say(text('schema.no')), value: 'false' }] });
    else out.push({ field, title });
  }
  return out;
}

/** The targets by key (an entity's id fields, e.g. a staff member's departmentId, are no label), entities first, then the readable resources in registry order. */
export function refTargetsFor(registry: readonly ResourceFile[], modules: ReadonlySet<string>, say: Say = chineseText): Map<string, RefTarget> {
  const out = new Map<string, RefTarget>();
  for (const key of CUSTOM_REF_ENTITIES) {
    const e = REF_ENTITIES[key];
    out.set(key, { key, title: e.title, group: 'entity', labels: nameFirst(Object.entries(e.fields).filter(([field]) => !field.endsWith('Id')).map(([field, title]) => ({ field, title }))) });
  }
  for (const r of registry) {
    if (r.module && !modules.has(r.module)) continue;
    const labels = labelFieldsOf(r);
    if (!labels.length) continue;
    const target: RefTarget = { key: r.key, title: r.title, group: r.shared ? 'shared' : 'resource', labels, hasStatus: true, filters: filterFieldsOf(r, say) };
    out.set(r.key, r.tree ? { ...target, tree: true } : target);
  }
  return out;
}
