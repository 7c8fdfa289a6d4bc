import type { ModuleViews } from '../../router/view-registry.ts';

/** 巡检巡查's views: each menu entry opens its resource file's page. */
export const views: ModuleViews = {
  resources: {
    'xjxc/plan': 'patrol-plan',
    'xjxc/record': 'patrol-record',
    'xjxc/scheme': 'patrol-scheme',
    'xjxc/device-point': 'patrol-point',
    'xjxc/config': 'patrol-config',
  },
  pages: {
    'xjxc/record-detail': () => import('./record-detail-page.tsx'),
  },
};
