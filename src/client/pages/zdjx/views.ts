import type { ModuleViews } from '../../router/view-registry.ts';

/** 重点检修's views: plans, shutdowns and records are the module's resource files; 检修详情 a record with its plan. */
export const views: ModuleViews = {
  resources: {
    'zdjx/overhaul-plan': 'overhaul-plan',
    'zdjx/device-stop': 'device-stop',
    'zdjx/record': 'overhaul-record',
  },
  pages: {
    'zdjx/detail': () => import('./overhaul-detail-page.tsx'),
  },
};
