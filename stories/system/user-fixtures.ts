// The answers of 用户管理's calls in its stories (docs/administration.md): the bound file, the users, the roles by
// name, a user's sessions and failed-login counters.
import sysuserFile from '../../schemas/bindings/user-sysuser.json';
import type { FailureCounter, UserSession } from '../../src/client/pages/system/user-account-api.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { DEMO_ROLES } from '../../src/server/db/seed/demo-accounts.ts';
import { waitFor, within } from 'storybook/test';
import { ok, okData, type MockRoutes } from '../support/mock-http.ts';

export const USER_FILE = sysuserFile as unknown as ResourceFile;

export const USERS = [
  { id: 2, loginName: 'qyadmin', userName: '企业管理员', roles: ['qyUser'], mobile: null, enabled: true, status: 1 },
  { id: 3, loginName: 'staff01', userName: '张伟', roles: ['qyStaff'], mobile: '13900001111', enabled: true, status: 1 },
  { id: 9, loginName: 'fanwei01', userName: '范围用户', roles: ['deptScope'], mobile: null, enabled: true, status: 1 },
];

/** The platform's roles and one of the enterprise's own, as GET /user/sysrole/list answers them. */
export const ROLES = [
  ...DEMO_ROLES.map((r) => ({ ...r, baseRole: null, editable: false })),
  { id: 31, code: 'deptScope', name: '安全环保部专员', baseRole: 'qyStaff', editable: true },
];

export const SESSIONS: UserSession[] = [
  {
    id: 41,
    createdAt: '2026-11-28T08:00:00Z',
    expiresAt: '2026-11-29T08:00:00Z',
    clientIp: '10.0.0.8',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131',
    viewOnly: false,
    activeRole: null,
    current: false,
  },
  {
    id: 40,
    createdAt: '2026-11-28T07:30:00Z',
    expiresAt: '2026-11-29T07:30:00Z',
    clientIp: '10.0.0.9',
    userAgent: 'Mozilla/5.0 (iPhone) Mobile Safari',
    viewOnly: true,
    activeRole: null,
    current: false,
  },
];

export const FAILURES: FailureCounter[] = [
  { address: '10.0.0.8', attempts: 6, blockedUntil: '2026-11-28T08:30:00Z' },
  { address: null, attempts: 2, blockedUntil: null },
];

/** The account calls of one user, answered well (sessions revoked and counters cleared in memory). */
export function accountApi(): MockRoutes {
  let sessions = [...SESSIONS];
  let failures = [...FAILURES];
  return {
    'GET /admin/sysuser/sessions': () => okData(sessions),
    'POST /admin/sysuser/sessions/revoke': ({ body }) => {
      const one = (body as { sessionId?: number }).sessionId;
      const before = sessions.length;
      sessions = one === undefined ? [] : sessions.filter((s) => s.id !== one);
      return okData({ revoked: before - sessions.length }, `已撤销 ${before - sessions.length} 个会话`);
    },
    'GET /admin/sysuser/login-failures': () => okData(failures),
    'POST /admin/sysuser/login-failures/clear': () => {
      const n = failures.length;
      failures = [];
      return okData({ cleared: n }, `已清除 ${n} 条登录失败计数`);
    },
    'POST /admin/sysuser/reset-code': okData({ mobile: '139****1111' }, '验证码已发送至 139****1111'),
  };
}

/** 用户管理's page: the file, the list, the roles and the account calls. */
export function userPageApi(): MockRoutes {
  return {
    'GET /u-basic/resource-schema/user-sysuser': okData({ resource: USER_FILE, hiddenFields: [], warnings: [] }),
    'GET /admin/sysuser/list': ok({ rows: USERS, total: USERS.length }),
    'GET /user/sysrole/list': okData(ROLES),
    'GET /user/sysuserdataconfig/getByType': okData(null),
    ...accountApi(),
  };
}

/** The open popconfirm's button `label` (antd spaces a two-character label). */
export async function popconfirmButton(label: string): Promise<HTMLElement> {
  const pop = await waitFor(() => {
    const el = [...document.querySelectorAll<HTMLElement>('.ant-popconfirm')].find((e) => !e.closest('.ant-popover-hidden') && !e.classList.contains('ant-popover-hidden'));
    if (!el) throw new Error('no popconfirm open');
    return el;
  });
  const name = new RegExp(`^${[...label].join('\\s*')}$`);
  return within(pop).getByRole('button', { name });
}
