// What names a referring record in a message or the "who refers" answer: its `name` when the resource has
// one, else the first text column of its list, else nothing (the answer shows the id). Pure.
import { fieldKind, type ResourceFile } from '../../schema/resource-types.ts';

/** The form property that names a record of `resource`, or null. */
export function titleField(resource: ResourceFile): string | null {
  const props = resource.form.properties;
  const text = (n: string) => Object.hasOwn(props, n) && fieldKind(props[n]) === 'string';
  if (text('name')) return 'name';
  return resource.list.columns.map((c) => c.field).find(text) ?? null;
}
