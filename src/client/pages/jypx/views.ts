import type { ModuleViews } from '../../router/view-registry.ts';

/**
 * 教育培训's views (docs/training.md): the menu's keys opened as the module's resource pages; 我的考试 (the person's
 * exams) and 在线考试 (take/:id, hidden, opened from 我的考试's rows), 我的课程 and 课程学习 (study/:id, hidden, opened from
 * 我的课程) are pages of their own.
 */
export const views: ModuleViews = {
  pages: {
    'jypx/my-exam': () => import('./my-exams-page.tsx'),
    'jypx/take': () => import('./take-exam-page.tsx'),
    'jypx/my-course': () => import('./my-courses-page.tsx'),
    'jypx/study': () => import('./study-page.tsx'),
    'jypx/file': () => import('./training-file-page.tsx'),
  },
  resources: {
    'jypx/plan': 'training-plan',
    'jypx/course': 'training-course',
    'jypx/question-bank': 'question',
    'jypx/exam': 'exam',
    'jypx/record': 'training-record',
  },
};
