// Sample data of the stories, shaped like the demo data of the server (src/server/db/seed).
import defaultMenu from '../../schemas/menus/default.json';
import { filterMenu, type MenuNode } from '../../src/domain/menu-filter.ts';
import type { MenuFileEntry } from '../../src/schema/menu-file.ts';
import { ALL_MODULE_KEYS } from '../../src/domain/modules.ts';
import { DEMO_ROLES } from '../../src/server/db/seed/demo-accounts.ts';
import type { GroupEnterprise } from '../../src/client/shell/active-enterprise.ts';
import type { RiskWarning } from '../../src/client/shell/notification-link.ts';
import type { EnterpriseInfo, UserInfo } from '../../src/client/stores/session-store.ts';
import type { VisitedView } from '../../src/client/layout/visited-views.ts';

/** Every module folder's menu fragment (schemas/modules/<module>/menu.json). */
const fragments = import.meta.glob<MenuFileEntry[]>('../../schemas/modules/*/menu.json', { eager: true, import: 'default' });

/**
 * The whole default menu (what the platform admin sees): schemas/menus/default.json and the module folders'
 * fragments in `sort` order, as the server composes them (src/schema/menu-file.ts).
 */
export const FULL_MENU: MenuNode[] = [...(defaultMenu as MenuFileEntry[]), ...Object.values(fragments).flat()].sort((a, b) => a.sort - b.sort);

const ENTERPRISE_1001: EnterpriseInfo = {
  id: 1001,
  qymc: '示例化工有限公司',
  qyGroup: '示例化工集团',
  parentId: null,
  haveModel: ALL_MODULE_KEYS.join(','),
};

const ENTERPRISE_2001: EnterpriseInfo = {
  id: 2001,
  qymc: '另一化工企业',
  qyGroup: null,
  parentId: null,
  haveModel: ALL_MODULE_KEYS.filter((m) => m !== 'tszy').join(','),
};

function user(partial: Partial<UserInfo> & Pick<UserInfo, 'userName' | 'loginName' | 'roles'>): UserInfo {
  return {
    qyId: 1001,
    homeQyId: 1001,
    renYuanId: null,
    allRoles: partial.roles,
    activeRole: null,
    sassQy: 0,
    isView: false,
    compBizId: null,
    qyxx: ENTERPRISE_1001,
    qyxxconfig: { qdglVersion: '2', riskVersion: '2', useLocationPlatform: true },
    ...partial,
  };
}

/** qyadmin: enterprise admin of 1001, a group with the sub-enterprise 1002. */
export const QY_ADMIN = user({ userName: '企业管理员', loginName: 'qyadmin', roles: ['qyUser'], sassQy: 1 });
/** staff01: a staff member with a staff record (renYuanId), so the bell shows. */
export const STAFF = user({ userName: '张伟', loginName: 'staff01', roles: ['qyStaff'], renYuanId: 11 });
/** admin: the platform administrator (enterprise 0). */
export const PLATFORM_ADMIN = user({
  userName: '平台管理员',
  loginName: 'admin',
  roles: ['admin'],
  qyId: 0,
  homeQyId: 0,
  qyxx: null,
  qyxxconfig: null,
});
/** gm01: an approver holding two roles (staff and general manager), so it may switch roles. */
export const APPROVER = user({
  userName: '王总',
  loginName: 'gm01',
  roles: ['qyStaff', 'generalManager'],
  allRoles: ['qyStaff', 'generalManager'],
  renYuanId: 12,
});
/** viewer: a read-only user of 1001. */
export const VIEWER = user({ userName: '只读用户', loginName: 'viewer', roles: ['readonlyUser'] });
/** qyadmin2: enterprise admin of 2001, which has not enabled 特殊作业 (tszy). */
export const QY_ADMIN_2001 = user({
  userName: '另一企业管理员',
  loginName: 'qyadmin2',
  roles: ['qyUser'],
  qyId: 2001,
  homeQyId: 2001,
  sassQy: 1,
  qyxx: ENTERPRISE_2001,
  qyxxconfig: { qdglVersion: '1', riskVersion: '1', useLocationPlatform: false },
});

/** The menu the server would serve `info` (userMenu filters by roles, modules and configuration). */
export function menuFor(info: UserInfo): MenuNode[] {
  const cfg = info.qyxxconfig ?? {};
  return filterMenu(FULL_MENU, {
    roles: info.roles,
    isAdmin: info.roles.includes('admin'),
    haveModel: (info.qyxx?.haveModel ?? '').split(',').filter(Boolean),
    config: {
      qdglVersion: typeof cfg.qdglVersion === 'string' ? cfg.qdglVersion : undefined,
      riskVersion: typeof cfg.riskVersion === 'string' ? cfg.riskVersion : undefined,
      useLocationPlatform: cfg.useLocationPlatform === true,
    },
  });
}

/** Names of the platform roles (`GET /user/sysrole/list`). */
export const ROLE_NAMES: { id: number; code: string; name: string }[] = DEMO_ROLES;

/** The group of qyadmin: its own enterprise first, then the sub-enterprise. */
export const GROUP_ENTERPRISES: GroupEnterprise[] = [
  { id: 1001, qymc: '示例化工有限公司', qyGroup: '示例化工集团', parentId: null },
  { id: 1002, qymc: '示例化工二厂', qyGroup: '示例化工集团', parentId: 1001 },
];

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** Six risk notifications of 张伟 (staff01), of the kinds the permit steps and the sweep raise. */
const SAMPLE_WARNINGS: { risk: string; zuoYeLeiXing: string; zuoYeJiBie: string | null; hoursAgo: number }[] = [
  { risk: '动火作业票 HJZA0000000000010 作业中断已超过 30 分钟，恢复作业前须重新进行气体分析', zuoYeLeiXing: 'DONG_HUO', zuoYeJiBie: '一级', hoursAgo: 0.2 },
  { risk: '受限空间作业票 HJZA0000000000009 气体分析已超过2小时未记录，请立即复测', zuoYeLeiXing: 'SHOU_XIAN', zuoYeJiBie: null, hoursAgo: 0.3 },
  { risk: '吊装作业票 HJZA0000000000008 将于 20:06 到期（还剩 90 分钟），请及时完工或办理延期', zuoYeLeiXing: 'DIAO_ZHUANG', zuoYeJiBie: '二级', hoursAgo: 0.4 },
  { risk: '受限空间作业票 HJZA0000000000014 已超过计划结束时间，已标记为过期', zuoYeLeiXing: 'SHOU_XIAN', zuoYeJiBie: null, hoursAgo: 0.5 },
  { risk: '高处作业票 HJZA0000000000002 在「所在单位意见」被退回：未设置生命线，请补充后重新提交', zuoYeLeiXing: 'GAO_CHU', zuoYeJiBie: 'Ⅱ级', hoursAgo: 4 },
  { risk: '动火作业票 HJZA0000000000005 待您审批：所在单位意见', zuoYeLeiXing: 'DONG_HUO', zuoYeJiBie: '二级', hoursAgo: 26 },
];

export const WARNINGS: RiskWarning[] = SAMPLE_WARNINGS.map((w, i) => ({
  id: i + 1,
  risk: w.risk,
  buMen: '生产一车间',
  riskTime: hoursAgo(w.hoursAgo),
  zuoYeLeiXing: w.zuoYeLeiXing,
  zuoYeJiBie: w.zuoYeJiBie,
  status: i < 4 ? 'NEW' : 'CLOSE',
  model: 'tszy',
  zuoYeId: i + 1,
  zuoYeDiDianId: null,
  schemePlanTime: null,
}));

/** A full page of notifications and more: 23 rows, the first 8 unread. */
export const MANY_WARNINGS: RiskWarning[] = Array.from({ length: 23 }, (_, i) => ({
  ...WARNINGS[i % WARNINGS.length],
  id: 100 + i,
  risk: `${WARNINGS[i % WARNINGS.length].risk}（${i + 1}）`,
  riskTime: hoursAgo(i * 2 + 1),
  status: i < 8 ? 'NEW' : 'CLOSE',
}));

/** Visited-page tabs: the pinned workbench and a few pages of the menu. */
export const SAMPLE_TABS: VisitedView[] = [
  { path: '/dashboard', fullPath: '/dashboard', title: '工作台', affix: true },
  { path: '/tszy/list', fullPath: '/tszy/list', title: '作业票列表' },
  { path: '/tszy/plan', fullPath: '/tszy/plan?id=1', title: '作业计划' },
  { path: '/xjxc/record', fullPath: '/xjxc/record', title: '巡检记录' },
  { path: '/yhpc/ticket', fullPath: '/yhpc/ticket', title: '隐患台账', noCache: true },
];
