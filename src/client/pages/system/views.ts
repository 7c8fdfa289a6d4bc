import type { ModuleViews } from '../../router/view-registry.ts';

/**
 * 系统管理's views (issue 24, docs/administration.md): the menu keys bound to the /user service's files
 * (schemas/bindings/), 承包商账号 on the contractor records (contractor-info, the records /user/contractorinfo
 * reads), 行政区划 on the shared admin-area resource, and the hand-written version and audit pages.
 * `system/app` and `system/text-refs` are the core's.
 */
export const views: ModuleViews = {
  pages: {
    'system/version': () => import('./version-page.tsx'),
    'system/audit': () => import('./audit-page.tsx'),
  },
  resources: {
    'system/user': 'user-sysuser',
    'system/role': 'user-role',
    'system/menu': 'user-menu',
    'system/department': 'user-department',
    'system/staff': 'user-staff',
    'system/contractor': 'contractor-info',
    'system/settings': 'user-config',
    'system/area': 'admin-area',
  },
};
