// The platform entities a reference (`x-ref`) may name besides the registry's resources: the enterprise's
// staff, its departments, and enterprises themselves. Each lists the fields a reference may show as its
// label or filter on (the server maps them to columns in src/server/resources/ref-targets.ts). Pure.

export interface RefEntity {
  /** Chinese name, for messages (`该人员被…引用`). */
  readonly title: string;
  /** Field name -> its Chinese title. */
  readonly fields: Readonly<Record<string, string>>;
}

export const REF_ENTITIES: Readonly<Record<string, RefEntity>> = Object.freeze({
  staff: { title: '人员', fields: { name: '姓名', mobile: '手机号', post: '岗位', idCard: '身份证号', departmentId: '部门' } },
  department: { title: '部门', fields: { name: '名称', leader: '负责人', phone: '电话', parentId: '上级部门' } },
  enterprise: { title: '企业', fields: { name: '企业名称', creditCode: '统一社会信用代码' } },
});

export type RefEntityKey = 'staff' | 'department' | 'enterprise';

export const REF_ENTITY_KEYS: readonly RefEntityKey[] = Object.freeze(['staff', 'department', 'enterprise']);

export function isRefEntity(name: string): name is RefEntityKey {
  return Object.hasOwn(REF_ENTITIES, name);
}
