import type { ModuleViews } from '../../router/view-registry.ts';

/** 特殊作业's views: the permit pages, and 作业检查库 on its resource file. */
export const views: ModuleViews = {
  pages: {
    'tszy/permit-list': () => import('./permit-list-page.tsx'),
    'tszy/permit-edit': () => import('./permit-edit-page.tsx'),
    'tszy/permit-detail': () => import('./permit-detail-page.tsx'),
    'tszy/permit-statistics': () => import('./permit-statistics-page.tsx'),
  },
  resources: {
    'tszy/check-library': 'check-library',
  },
};
