import type { ModuleViews } from '../../router/view-registry.ts';

/** 应急管理's views: its menu keys opened as its resource files (docs/emergency.md). */
export const views: ModuleViews = {
  resources: {
    'yjgl/plan': 'emergency-plan',
    'yjgl/drill': 'emergency-drill',
    'yjgl/material': 'emergency-material',
  },
};
