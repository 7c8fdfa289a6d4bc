import type { ModuleViews } from '../../router/view-registry.ts';

/** 视频监控's pages (docs/gas-monitoring.md, docs/video.md): live video, the live gas board and the monitoring alarms; cameras, detectors and stations are resource files. */
export const views: ModuleViews = {
  pages: {
    'spjk/camera': () => import('./camera-page.tsx'),
    'spjk/gas-monitor': () => import('./gas-monitor-page.tsx'),
    'spjk/alarm-record': () => import('./alarm-record-page.tsx'),
  },
};
