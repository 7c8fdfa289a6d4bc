import type { ModuleViews } from '../../router/view-registry.ts';

/**
 * 运营统计's views (issue 24 item 5, docs/operations.md), for the platform administrator and read-only users (the
 * roles the menu gives): 企业运营统计, 填报台账 and 提醒台账. Their calls are the `/ops-stats` routes
 * (src/server/ops-stats/).
 */
export const views: ModuleViews = {
  pages: {
    'RiskControl/OperationalStatistics': () => import('./operation-stats-page.tsx'),
    'RiskControl/ReportLedger': () => import('./report-ledger-page.tsx'),
    'RiskControl/ReminderLedger': () => import('./reminder-ledger-page.tsx'),
  },
};
