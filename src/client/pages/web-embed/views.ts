import type { ModuleViews } from '../../router/view-registry.ts';

/**
 * An enterprise's embedded pages (issue 24 item 3, docs/enterprise.md "网页嵌入"): the menu entries /web-embed/<id>
 * that userMenu adds for the enterprise's enabled pages open this view (component key `web-embed/frame`).
 */
export const views: ModuleViews = {
  pages: {
    'web-embed/frame': () => import('./web-embed-frame-page.tsx'),
  },
};
