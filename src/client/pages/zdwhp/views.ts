import type { ModuleViews } from '../../router/view-registry.ts';

/** 重点危化品's views: the ledger, the safety data sheets and the storage on their resource files. */
export const views: ModuleViews = {
  resources: {
    'zdwhp/chemical-list': 'chemical',
    'zdwhp/msds': 'msds',
    'zdwhp/storage': 'chemical-storage',
  },
};
