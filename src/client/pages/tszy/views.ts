import type { ModuleViews } from '../../router/view-registry.ts';

/**
 * 特殊作业's views: the permit pages, 作业检查库 on its resource file with its 从检查条款库导入 (check-library-page.tsx),
 * 作业计划 on its bound file (schemas/bindings/tszy-work-plan.json).
 */
export const views: ModuleViews = {
  pages: {
    'tszy/permit-list': () => import('./permit-list-page.tsx'),
    'tszy/permit-edit': () => import('./permit-edit-page.tsx'),
    'tszy/permit-detail': () => import('./permit-detail-page.tsx'),
    'tszy/permit-statistics': () => import('./permit-statistics-page.tsx'),
    'tszy/risk-warning': () => import('./risk-warning-page.tsx'),
    'tszy/work-activity': () => import('./work-activity-page.tsx'),
  },
  resources: {
    'tszy/check-library': { resource: 'check-library', load: () => import('./check-library-page.tsx') },
    'tszy/work-plan': 'tszy-work-plan',
    'tszy/check-record': 'check-record',
  },
};
