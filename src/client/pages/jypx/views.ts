import type { ModuleViews } from '../../router/view-registry.ts';

/** 教育培训's views: the menu's keys opened as the module's resource pages. */
export const views: ModuleViews = {
  resources: {
    'jypx/plan': 'training-plan',
    'jypx/course': 'training-course',
    'jypx/question-bank': 'question',
    'jypx/exam': 'exam',
    'jypx/record': 'training-record',
  },
};
