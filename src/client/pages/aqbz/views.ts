import type { ModuleViews } from '../../router/view-registry.ts';

/** 安全标准知识's views: the shared library's lists on their resource files, 智能检索结果 the search page (fgcx). */
export const views: ModuleViews = {
  pages: {
    'aqbz/search-result': () => import('../fgcx/kb-search-page.tsx'),
  },
  resources: {
    'aqbz/regulation': 'regulation',
    'aqbz/standard': 'standard',
    'aqbz/check-bar': 'check-clause',
    'aqbz/accident-case': 'accident-case',
  },
};
