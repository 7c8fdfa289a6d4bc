import type { ModuleViews } from '../../router/view-registry.ts';

/**
 * 人员定位's views (docs/location.md): 区域管理, 区域类型, 地址管理 and 定位标签 (tags bound to people) are resource files; the realtime map, the
 * statistics, the risk zoning, the big screen and the park platform's entry are pages of their own.
 */
export const views: ModuleViews = {
  pages: {
    'rydw/realtime-map': () => import('./realtime-map-page.tsx'),
    'rydw/regional-hours': () => import('./regional-hours-page.tsx'),
    'rydw/range-statistics': () => import('./range-statistics-page.tsx'),
    'rydw/risk-zoning': () => import('./risk-zoning-page.tsx'),
    'rydw/detection-screen': () => import('./detection-screen-page.tsx'),
    'rydw/zq-location': () => import('./zq-location-page.tsx'),
  },
  resources: {
    'rydw/area': 'location-area',
    'rydw/area-type': 'location-area-type',
    'rydw/address': 'location-address',
    'rydw/tag': 'location-tag',
  },
};
