// A small resource file for the keyword tests: the CRUD actions, read and write for the enterprise
// administrator, a text `name` (its list column) beside the given properties; `extra` overrides any part.
import type { FieldSchema, ResourceFile } from '../../../src/schema/resource-types.ts';

export function minimalResource(key: string, props: Record<string, FieldSchema> = {}, extra: Partial<ResourceFile> = {}): ResourceFile {
  return {
    key,
    title: key,
    endpoint: `/u-basic/${key}`,
    actions: ['list', 'detail', 'create', 'update', 'delete'],
    permissions: { read: ['qyUser'], write: ['qyUser'] },
    form: { type: 'object', properties: { name: { type: 'string', title: '名称' }, ...props } },
    list: { columns: [{ field: 'name' }] },
    ...extra,
  };
}
