import type { ModuleViews } from '../../router/view-registry.ts';

/**
 * 系统管理's views (issue 24, docs/administration.md): the menu keys bound to the /user service's files
 * (schemas/bindings/), 承包商账号 on the contractor records (contractor-info, the records /user/contractorinfo
 * reads), 行政区划 on the shared admin-area resource, and the hand-written version, audit, role and menu pages (菜单管理:
 * the tree over /user/sysmenu, its entries edited and ordered by drag); 用户管理 and 系统设置 are pages around their
 * bound files (the 账号 menu and the role picker; 网页嵌入 and 下属企业).
 * `system/app` and `system/text-refs` are the core's.
 */
export const views: ModuleViews = {
  pages: {
    'system/version': () => import('./version-page.tsx'),
    'system/audit': () => import('./audit-page.tsx'),
    'system/role': () => import('./role-page.tsx'),
    'system/menu': () => import('./menu-page.tsx'),
    'system/user': () => import('./user-page.tsx'),
    'system/settings': () => import('./settings-page.tsx'),
  },
  resources: {
    'system/department': 'user-department',
    'system/staff': 'user-staff',
    'system/contractor': 'contractor-info',
    'system/area': 'admin-area',
  },
};
