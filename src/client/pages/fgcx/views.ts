import type { ModuleViews } from '../../router/view-registry.ts';

/** 法规查询's views: 法规检索 the search page, 法规库 the regulation resource, 法规详情 the text with its clause tree. */
export const views: ModuleViews = {
  pages: {
    'fgcx/search': () => import('./kb-search-page.tsx'),
    'fgcx/regulation-detail': () => import('./regulation-detail-page.tsx'),
  },
  resources: {
    'fgcx/regulation-list': 'regulation',
  },
};
