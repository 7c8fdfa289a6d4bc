import type { ModuleViews } from '../../router/view-registry.ts';

/** 值班管理's views (docs/emergency.md): 班次管理 is the enterprise's shift calendar; 值班室 a resource file. */
export const views: ModuleViews = {
  pages: {
    'zbgl/shift': () => import('../shift-calendar-page.tsx'),
  },
  resources: {
    'zbgl/watch-room': 'watch-room',
  },
};
