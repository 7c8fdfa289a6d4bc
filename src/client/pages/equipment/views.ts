import type { ModuleViews } from '../../router/view-registry.ts';

/** 设备管理's views: the ledger is the shared production-equipment resource; repairs and fire facilities are the module's files. */
export const views: ModuleViews = {
  resources: {
    'equipment/ledger': 'production-equipment',
    'equipment/fire-facility': 'fire-facility',
    'equipment/repair': 'repair-order',
  },
  pages: {
    'equipment/detail': () => import('./equipment-detail-page.tsx'),
    'equipment/repair-detail': () => import('./repair-detail-page.tsx'),
  },
};
