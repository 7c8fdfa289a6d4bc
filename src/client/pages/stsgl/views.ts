import type { ModuleViews } from '../../router/view-registry.ts';

/** 三同时管理's views: a project with its stages. */
export const views: ModuleViews = {
  pages: {
    'stsgl/detail': () => import('./three-simultaneous-detail-page.tsx'),
  },
};
