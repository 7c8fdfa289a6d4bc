import type { ModuleViews } from '../../router/view-registry.ts';

/**
 * 值班管理's views (docs/emergency.md): 班次管理 is the enterprise's shift calendar; 值班室 a resource file; 值班日历 the
 * roster (its calendar by week and month, its board by shift where an entry is dragged to another shift); 排班管理
 * the hand-written page building a week by dragging people into the shifts (workforce-page.tsx).
 */
export const views: ModuleViews = {
  pages: {
    'zbgl/shift': () => import('../shift-calendar-page.tsx'),
    'zbgl/workforce': () => import('./workforce-page.tsx'),
  },
  resources: {
    'zbgl/watch-room': 'watch-room',
    'zbgl/calendar': 'duty-roster',
  },
};
