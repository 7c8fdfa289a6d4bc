import type { ModuleViews } from '../../router/view-registry.ts';

/** 物料使用's views: the records and the inventory on their resource files. */
export const views: ModuleViews = {
  resources: {
    'wlsy/usage-record': 'material-record',
    'wlsy/inventory': 'material',
  },
};
