// A 动土 permit's 会签 slot with two departments: 消防 signed by 王建国, 安全 waiting for 李安全 or 赵志强.
import type { CountersignConfigView } from '../../src/client/api/permit-countersign-api.ts';
import type { SlotView } from '../../src/client/api/permit-api.ts';

export const COUNTERSIGN_SLOT: SlotView = {
  index: 2,
  key: 'huiQian',
  title: '会签意见（水、电、汽、工艺、设备、消防、安全等相关部门）',
  phase: 'approve',
  roles: ['safetyDept'],
  roleNames: '安全管理部门',
  approvers: [],
  current: true,
  departments: [
    { name: '消防', signers: ['11'], signerNames: ['王建国'], signer: '5', signerName: '王总', at: '2026-01-08T02:00:00.000Z', opinion: '消防通道已预留' },
    { name: '安全', signers: ['12', '13'], signerNames: ['李安全', '赵志强'] },
  ],
};

export const COUNTERSIGN_CONFIG: CountersignConfigView = {
  defaults: ['供水', '供电', '供汽', '工艺', '设备', '消防', '安全'],
  kinds: [
    { zuoYeLeiXing: 'DONG_TU', name: '动土', departments: [{ name: '消防', signers: [{ id: 11, name: '王建国' }] }] },
    { zuoYeLeiXing: 'DUAN_LU', name: '断路', departments: [] },
  ],
};
