// Definitions of custom fields for the tests of src/schema/custom-field.ts: a valid one of each type and
// builders of variants (including wrongly typed members, as untrusted JSON may carry them).
import type { CustomFieldDef, CustomFieldType } from '../../../src/schema/custom-field.ts';

export const OPTIONS = [
  { label: '甲', value: 'a' },
  { label: '乙', value: 'b' },
];

/** A valid definition of each type. */
export const GOOD: Record<CustomFieldType, CustomFieldDef> = {
  text: { key: 'badge', type: 'text', title: '工牌号', maxLength: 20, pattern: '^GP\\d{4}$', patternMessage: '工牌号为 GP 加 4 位数字' },
  textarea: { key: 'remark', type: 'textarea', title: '备注', minLength: 2, maxLength: 500 },
  number: { key: 'hours', type: 'number', title: '培训学时', minimum: 0, maximum: 100, precision: 1, default: 8 },
  date: { key: 'checkDay', type: 'date', title: '检查日期' },
  datetime: { key: 'checkAt', type: 'datetime', title: '检查时间' },
  select: { key: 'level', type: 'select', title: '等级', options: OPTIONS, default: 'a' },
  multiselect: { key: 'tags', type: 'multiselect', title: '标签', options: OPTIONS, default: ['a', 'b'] },
  switch: { key: 'trained', type: 'switch', title: '已培训', default: false },
  image: { key: 'photos', type: 'image', title: '照片', maxCount: 3 },
  file: { key: 'docs', type: 'file', title: '文档' },
  person: { key: 'owner', type: 'person', title: '负责人' },
  department: { key: 'dept', type: 'department', title: '部门' },
  reference: { key: 'owner2', type: 'reference', title: '负责人', refResource: 'staff', refLabel: 'name' },
};

export function def(type: CustomFieldType, extra: Partial<CustomFieldDef> = {}): CustomFieldDef {
  return { ...structuredClone(GOOD[type]), ...extra };
}

/** A definition without the given properties. */
export function omit(d: CustomFieldDef, ...keys: (keyof CustomFieldDef)[]): CustomFieldDef {
  const out = { ...d };
  for (const k of keys) delete out[k];
  return out;
}

/** A definition with a property of the wrong JSON type, as an untrusted body may carry it. */
export function raw(d: CustomFieldDef, key: string, value: unknown): CustomFieldDef {
  return { ...d, [key]: value } as unknown as CustomFieldDef;
}
