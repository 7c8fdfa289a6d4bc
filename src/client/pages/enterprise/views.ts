import type { ModuleViews } from '../../router/view-registry.ts';

/**
 * 企业数据管理's views (issue 24 item 2, docs/enterprise.md), for the platform administrator: the enterprise list,
 * an enterprise's detail (route /enterprise/detail/:id) and the review of 入驻申请 (the enterprise-apply resource's page). Their calls are the
 * `/enterprise` routes (src/server/enterprise/).
 */
export const views: ModuleViews = {
  pages: {
    'enterprise/list': () => import('./enterprise-list-page.tsx'),
    'enterprise/detail': () => import('./enterprise-detail-page.tsx'),
  },
  // 入驻申请 is the page of the enterprise-apply resource (the platform's records for an enterprise): the inbox's link
  // to an application (`/dashboard?resource=enterprise-apply&detail=<id>`) opens here with its detail.
  resources: {
    'enterprise/application': { resource: 'enterprise-apply', load: () => import('./application-page.tsx') },
  },
};
