import type { ModuleViews } from '../../router/view-registry.ts';

/**
 * 企业数据管理's views (issue 24 item 2, docs/enterprise.md), for the platform administrator: the enterprise list,
 * an enterprise's detail (route /enterprise/detail/:id) and the review of 入驻申请. Their calls are the
 * `/enterprise` routes (src/server/enterprise/).
 */
export const views: ModuleViews = {
  pages: {
    'enterprise/list': () => import('./enterprise-list-page.tsx'),
    'enterprise/detail': () => import('./enterprise-detail-page.tsx'),
    'enterprise/application': () => import('./application-page.tsx'),
  },
};
