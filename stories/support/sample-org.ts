// The staff and departments of the sample enterprise, as the person and department pickers find them
// (ResourceClient.people / departments / labels of the fake client).
import type { PickOption } from '../../src/runtime/resource-client.ts';

/** The staff the pickers find by default. */
export const SAMPLE_PEOPLE: PickOption[] = [
  { id: 11, name: '张伟', extra: '安环部 · 专职安全员' },
  { id: 12, name: '李娜', extra: '生产部 · 班组长' },
  { id: 13, name: '王磊', extra: '设备部 · 设备主管' },
  { id: 14, name: '赵敏', extra: '储运部 · 仓库管理员' },
  { id: 15, name: '刘洋', extra: '安环部 · 安全总监' },
  { id: 16, name: '张强', extra: '生产部 · 操作工' },
];

/** The departments the pickers find by default. */
export const SAMPLE_DEPARTMENTS: PickOption[] = [
  { id: 1, name: '安环部' },
  { id: 2, name: '生产部' },
  { id: 3, name: '一车间', extra: '生产部' },
  { id: 4, name: '设备部' },
  { id: 5, name: '储运部' },
];
