// The platform entities a reference (`x-ref`) may name besides the registry's resources: the enterprise's
// staff, its departments, and enterprises themselves. Each lists the fields a reference may show as its
// label or filter on (the server maps them to columns in src/server/resources/ref-targets.ts). Pure.
import { schemaZh } from '../../domain/i18n/zh/schema.ts';

export interface RefEntity {
  /** Chinese name, for messages (`该人员被…引用`). */
  readonly title: string;
  /** Field name -> its Chinese title. */
  readonly fields: Readonly<Record<string, string>>;
}

/** An entity's Chinese title and its fields' (from the catalogue, `schema.entity.<key>[.<field>]`). */
function entity(key: string, fields: readonly string[]): RefEntity {
  const zh: Readonly<Record<string, string>> = schemaZh;
  return { title: zh[`schema.entity.${key}`] ?? key, fields: Object.fromEntries(fields.map((f) => [f, zh[`schema.entity.${key}.${f}`] ?? f])) };
}

export const REF_ENTITIES: Readonly<Record<string, RefEntity>> = Object.freeze({
  staff: entity('staff', ['name', 'mobile', 'post', 'idCard', 'departmentId']),
  department: entity('department', ['name', 'leader', 'phone', 'parentId']),
  enterprise: entity('enterprise', ['name', 'creditCode']),
});

export type RefEntityKey = 'staff' | 'department' | 'enterprise';

export const REF_ENTITY_KEYS: readonly RefEntityKey[] = Object.freeze(['staff', 'department', 'enterprise']);

export function isRefEntity(name: string): name is RefEntityKey {
  return Object.hasOwn(REF_ENTITIES, name);
}
