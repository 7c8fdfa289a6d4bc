import type { ModuleViews } from '../../router/view-registry.ts';

/**
 * 隐患排查's views (docs/hidden-danger.md). 隐患台账 and 专项检查记录 are their resources' pages; 隐患上报 and 隐患登记
 * open the same hidden-danger page under their own titles (pages, not bound resources, so that the bell and the
 * links of a hidden danger find the ledger, 隐患台账, as the resource's page); 隐患详情 (ticket/:id) opens the
 * ledger with the record's detail; 重大隐患 and 隐患统计 are small pages of their own.
 */
export const views: ModuleViews = {
  pages: {
    'yhpc/report': () => import('./hidden-danger-page.tsx'),
    'yhpc/register': () => import('./hidden-danger-page.tsx'),
    'yhpc/ticket-detail': () => import('./ticket-detail-page.tsx'),
    'yhpc/special-danger': () => import('./major-danger-page.tsx'),
    'yhpc/statistics': () => import('./statistics-page.tsx'),
  },
  resources: {
    'yhpc/ticket-list': 'hidden-danger',
    'yhpc/special-check-record': 'special-check-record',
  },
};
