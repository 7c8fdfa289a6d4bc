import type { ModuleViews } from '../../router/view-registry.ts';

/** 职业健康's views: its menu keys opened as its resource files (docs/emergency.md). */
export const views: ModuleViews = {
  resources: {
    'health/hazard-factor': 'hazard-factor',
    'health/detection': 'hazard-detection',
    'health/medical-exam': 'medical-exam',
  },
};
