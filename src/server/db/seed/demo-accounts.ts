/** The demo accounts of the first start (printed by `npm start`, used by the tests). */
export interface DemoAccount {
  loginName: string;
  password: string;
  userName: string;
  tenantId: number;
  roles: string[];
  sassQy: number;
  /** Staff record (renYuanId) created for the account in its enterprise, by name. */
  staff?: string;
  note: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { loginName: 'admin', password: 'Admin@2026', userName: '平台管理员', tenantId: 0, roles: ['admin'], sassQy: 0, note: '平台管理员（企业 0）' },
  { loginName: 'qyadmin', password: 'Qy@123456', userName: '企业管理员', tenantId: 1001, roles: ['qyUser'], sassQy: 1, note: '示例化工有限公司 企业管理员' },
  { loginName: 'staff01', password: 'Staff@1234', userName: '张伟', tenantId: 1001, roles: ['qyStaff'], sassQy: 0, staff: '张伟', note: '员工（有人员ID，可接收通知）' },
  { loginName: 'viewer', password: 'View@12345', userName: '只读用户', tenantId: 1001, roles: ['readonlyUser'], sassQy: 0, note: '只读用户' },
  { loginName: 'gm01', password: 'Test@1234', userName: '王总', tenantId: 1001, roles: ['qyStaff', 'generalManager'], sassQy: 0, staff: '王建国', note: '审批人：总经理/总工程师（角色 766）' },
  { loginName: 'aq01', password: 'Test@1234', userName: '李安全', tenantId: 1001, roles: ['qyStaff', 'safetyDept'], sassQy: 0, staff: '李安全', note: '审批人：安全管理部门（角色 769）' },
  { loginName: 'cj01', password: 'Test@1234', userName: '赵主任', tenantId: 1001, roles: ['qyStaff', 'workshopDirector'], sassQy: 0, staff: '赵志强', note: '审批人：车间主任（角色 770）' },
  // Second holders of 769 and 770: one person signs at most one approval slot of a permit (docs/permits.md), and a
  // 二级 hot work or a Ⅰ级 height permit asks 车间主任 twice, a 一级 hot work or a Ⅱ/Ⅲ级 height permit 安全管理部门 twice.
  { loginName: 'aq02', password: 'Test@1234', userName: '钱审核', tenantId: 1001, roles: ['qyStaff', 'safetyDept'], sassQy: 0, note: '审批人：安全管理部门（角色 769），第二位审批人' },
  { loginName: 'cj02', password: 'Test@1234', userName: '孙副主任', tenantId: 1001, roles: ['qyStaff', 'workshopDirector'], sassQy: 0, note: '审批人：车间主任（角色 770），第二位审批人' },
  { loginName: 'qyadmin2', password: 'Qy@123456', userName: '另一企业管理员', tenantId: 2001, roles: ['qyUser'], sassQy: 1, note: '另一化工企业 企业管理员（未开通特殊作业）' },
];

/** Platform roles; 1, 766, 769 and 770 are the identifiers the specification names. */
export const DEMO_ROLES = [
  { id: 1, code: 'admin', name: '平台管理员' },
  { id: 2, code: 'qyUser', name: '企业管理员' },
  { id: 3, code: 'qyStaff', name: '企业员工' },
  { id: 4, code: 'readonlyUser', name: '只读用户' },
  { id: 766, code: 'generalManager', name: '总经理/总工程师' },
  { id: 769, code: 'safetyDept', name: '安全管理部门' },
  { id: 770, code: 'workshopDirector', name: '车间主任' },
];

/** Button permission keys per role. */
export const DEMO_BUTTONS: Record<string, string[]> = {
  qyUser: [
    'sysuser:add', 'sysuser:edit', 'sysuser:delete', 'department:edit', 'staff:edit', 'staff:export',
    'config:edit', 'tszy:add', 'tszy:edit', 'tszy:delete', 'tszy:archive', 'tszy:export', 'resource:import',
    'resource:export', 'designer:edit',
  ],
  qyStaff: ['tszy:add', 'tszy:edit', 'tszy:gas-analysis', 'resource:export'],
  generalManager: ['tszy:approve'],
  safetyDept: ['tszy:approve'],
  workshopDirector: ['tszy:approve'],
  admin: ['sysmenu:edit', 'qyxx:register'],
};
