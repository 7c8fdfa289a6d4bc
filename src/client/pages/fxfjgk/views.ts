import type { ModuleViews } from '../../router/view-registry.ts';

/**
 * 风险分级 (riskVersion 1) and 风险管控 (riskVersion 2): both menus open the same records, so an enterprise switching
 * version loses nothing. A v1 risk point is a v2 analysis unit, an identification and its assessment a risk
 * event (docs/risk.md). 四色分布图 is a page of its own: the plant map with the areas coloured by level. 园区报送记录
 * is the log's page with 报送 above it (docs/park-report.md).
 */
export const views: ModuleViews = {
  pages: {
    'fxfjgk/v1/four-color-map': () => import('./four-color-page.tsx'),
  },
  resources: {
    'fxfjgk/v1/risk-point': 'risk-unit',
    'fxfjgk/v1/risk-identify': 'risk-event',
    'fxfjgk/v1/risk-assess': 'risk-event',
    'fxfjgk/v1/risk-level': 'risk-unit',
    'fxfjgk/v2/analysis-unit': 'risk-unit',
    'fxfjgk/v2/risk-event': 'risk-event',
    'fxfjgk/v2/control-measure': 'control-measure',
    'fxfjgk/v2/control-task': 'control-task',
    'fxfjgk/v2/equipment-risk': 'equipment-risk',
    'fxfjgk/v2/activity-risk': 'activity-risk',
    'fxfjgk/v2/park-report': { resource: 'park-report', load: () => import('./park-report-page.tsx') },
  },
};
