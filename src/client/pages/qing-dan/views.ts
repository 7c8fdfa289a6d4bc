import type { ModuleViews } from '../../router/view-registry.ts';

/**
 * 清单管理 (docs/checklists.md). Both menus (qdglVersion 1 and 2) open the same records: a v2 履职清单 is a checklist
 * of type 履职清单, a 履职任务 a checklist task, so an enterprise switching version loses nothing. 清单工作台 (the
 * staff's own tasks), 任务详情 (a task's items filled one by one) and the statistics are pages of their own. 岗位履职模板
 * (v2) derives the 履职清单 of a post (its detail's block `qing-dan/derive-duty-lists`).
 */
export const views: ModuleViews = {
  pages: {
    'qing-dan/v1/workbench': () => import('./workbench-page.tsx'),
    'qing-dan/v2/workbench': () => import('./workbench-page.tsx'),
    'qing-dan/v1/task-item': () => import('./task-item-page.tsx'),
    'qing-dan/v2/task-item': () => import('./task-item-page.tsx'),
    'qing-dan/v1/statistics': () => import('./statistics-page.tsx'),
    'qing-dan/v2/statistics': () => import('./statistics-page.tsx'),
  },
  resources: {
    'qing-dan/v1/list': 'checklist',
    'qing-dan/v2/duty-list': 'checklist',
    'qing-dan/v2/duty-template': 'duty-template',
    'qing-dan/v1/task': 'checklist-task',
    'qing-dan/v2/task': 'checklist-task',
  },
  // 任务详情 (task-item/:id) is where a task opens: the inbox's and the bell's links of a task go there.
  records: {
    'qing-dan/v1/task-item': 'checklist-task',
    'qing-dan/v2/task-item': 'checklist-task',
  },
};
