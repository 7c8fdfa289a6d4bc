import type { ModuleViews } from '../../router/view-registry.ts';

/** 承包商管理's views: 三方监控记录 opened as its resource file (docs/emergency.md). */
export const views: ModuleViews = {
  resources: {
    'cbs/tripartite-monitor': 'tripartite-monitor',
  },
};
