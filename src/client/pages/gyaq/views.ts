import type { ModuleViews } from '../../router/view-registry.ts';

/**
 * 工艺安全报警's views (docs/process-alarms.md): 实时报警 the live list pushed by the server (ack, shelve); 历史报警
 * the filtered, paged, exportable history; 报警统计 the ISA-18.2 figures as statistics blocks. The alarm points
 * are a resource file (alarm-point), reached from the module's resource list.
 */
export const views: ModuleViews = {
  pages: {
    'gyaq/realtime-alarm': () => import('./realtime-alarm-page.tsx'),
    'gyaq/alarm-history': () => import('./alarm-history-page.tsx'),
    'gyaq/statistics': () => import('./alarm-statistics-page.tsx'),
  },
  resources: {
    'gyaq/alarm-point': 'alarm-point',
  },
};
