/// <reference types="vite/client" />
import type { ComponentType } from 'react';
import { LAYOUT_VIEW, PARENT_VIEW, RESOURCE_PREFIX, STATS_PREFIX } from '../../domain/view-keys.ts';

/** What a routed view receives: its route title and the component key that chose it. */
export interface ViewProps {
  title: string;
  /** The title of the menu group the route sits in (its parent entry), '' at the top. */
  group?: string;
  viewKey: string;
  /** For `resource/<key>` views: the resource key. */
  resource?: string;
}

export type ViewLoader = () => Promise<{ default: ComponentType<ViewProps> }>;

/**
 * A module's own views, in `src/client/pages/<module>/views.ts` (exported as `views`): its hand-written pages by
 * component key, and the menu keys whose screen is one of its resource files (menu key -> resource key; the menu
 * key stays what spec 000's menu says, so that menus stored in a database keep working). Each module keeps its
 * own file, so that modules built side by side never edit this one.
 */
export interface ModuleViews {
  pages?: Readonly<Record<string, ViewLoader>>;
  /**
   * Menu key -> resource key, or the resource and the module's own page of it (the resource's page with more, e.g.
   * a row action): either way the screen is that resource's, so its records' links open there.
   */
  resources?: Readonly<Record<string, string | { resource: string; load: ViewLoader }>>;
  /**
   * Menu key of one of `pages` -> resource key: the page shows one record of that resource at its menu entry's
   * `:id` route (清单管理's 任务详情 for a checklist task), so that the record's links open there rather than on
   * the resource's list.
   */
  records?: Readonly<Record<string, string>>;
}

export { LAYOUT_VIEW, PARENT_VIEW, RESOURCE_PREFIX, STATS_PREFIX } from '../../domain/view-keys.ts';

/** A registry entry: the layout, a plain child outlet, a built page (a resource's for `resource/<key>`), or the not-yet-available page. */
export type ViewEntry =
  | { kind: 'layout'; key: string; load: ViewLoader }
  | { kind: 'outlet'; key: string }
  | { kind: 'page'; key: string; resource?: string; record?: string; load: ViewLoader }
  | { kind: 'unbuilt'; key: string; resource?: string; load: ViewLoader };

const loadLayout: ViewLoader = () => import('../layout/app-layout.tsx');
const loadNotAvailable: ViewLoader = () => import('../pages/not-available-page.tsx');
/** Every `resource/<key>` view: the schema runtime's page of that resource. */
const loadResource: ViewLoader = () => import('../pages/resource-page.tsx');
/** Every `stats/<module>` view: the module's statistics blocks. */
const loadModuleStats: ViewLoader = () => import('../pages/module-stats-page.tsx');

/**
 * A designer page (designer/): loaded with the HTTP designer client it needs, which the designer layer may
 * not import itself (DESIGN.md §2).
 */
const designerView =
  (load: ViewLoader): ViewLoader =>
  async () => {
    const [page, api] = await Promise.all([load(), import('../api/designer-client-http.ts')]);
    return { default: api.withHttpDesignerClient(page.default) };
  };
const loadWorkbench: ViewLoader = designerView(() => import('../../../designer/designer-workbench.tsx'));

/** Every module's `views.ts` (small maps of lazy loaders, so the eager glob loads no page). */
const MODULE_VIEWS: readonly ModuleViews[] = Object.values(
  import.meta.glob<ModuleViews>('../pages/*/views.ts', { eager: true, import: 'views' }),
);

/** Built views by component key (DESIGN.md §7): each loads lazily. A module adds its pages in its own views.ts. */
const CORE_PAGES: Readonly<Record<string, ViewLoader>> = {
  'dashboard/workbench': () => import('../pages/dashboard-page.tsx'),
  'designer/custom-field': loadWorkbench,
  'designer/comp-tab': loadWorkbench,
  'designer/schema-editor': designerView(() => import('../../../designer/schema-editor-page.tsx')),
  'basic-security-manage/enterprise-info': () => import('../pages/enterprise-info-page.tsx'),
  'basic-security-manage/plant-plan': () => import('../pages/plant-plan-page.tsx'),
  'system/text-refs': () => import('../pages/text-refs-page.tsx'),
  'system/app': () => import('../pages/system-app-page.tsx'),
  'tysz/message-config': () => import('../pages/message-config-page.tsx'),
  'tysz/workflow': () => import('../pages/tysz/workflow-config-page.tsx'),
  'tysz/shift-calendar': () => import('../pages/shift-calendar-page.tsx'),
};

const PAGES = mergeViews(CORE_PAGES, MODULE_VIEWS.map((m) => m.pages ?? {}), 'page');
/** Menu component keys (of spec 000's menu) whose screen is a resource file's page: the modules' `resources`. */
/** The resource key a module's `resources` entry binds its menu key to. */
export function boundResource(v: string | { resource: string }): string {
  return typeof v === 'string' ? v : v.resource;
}

const RESOURCE_VIEWS = mergeViews({}, MODULE_VIEWS.map((m) => m.resources ?? {}), 'resource view');
const RECORD_VIEWS = mergeViews({}, MODULE_VIEWS.map((m) => m.records ?? {}), 'record view');
for (const key of Object.keys(RECORD_VIEWS)) {
  if (!Object.hasOwn(PAGES, key)) throw new Error(`view registry: record view '${key}' is no page of a module's views.ts`);
}

/** One map of the core's and the modules' entries; a key given twice is a programming error, said at once. */
function mergeViews<V>(core: Readonly<Record<string, V>>, parts: readonly Readonly<Record<string, V>>[], what: string): Readonly<Record<string, V>> {
  const all: Record<string, V> = { ...core };
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (Object.hasOwn(all, key)) throw new Error(`view registry: ${what} '${key}' is registered twice`);
      all[key] = value;
    }
  }
  return all;
}

/** Whether a key names a container (the layout or a child outlet) rather than a page. */
export function isContainerView(key: string | null | undefined): boolean {
  return key === LAYOUT_VIEW || key === PARENT_VIEW;
}

/**
 * The view of a menu component key. `resource/<key>` keys open the resource's schema page (the
 * resource named). Unknown keys never fail: they open the page that says the screen is being built.
 */
export function lookupView(key: string | null | undefined): ViewEntry {
  const k = (key ?? '').trim();
  if (k === LAYOUT_VIEW) return { kind: 'layout', key: k, load: loadLayout };
  if (k === PARENT_VIEW) return { kind: 'outlet', key: k };
  const page = Object.hasOwn(PAGES, k) ? PAGES[k] : undefined;
  const record = Object.hasOwn(RECORD_VIEWS, k) ? RECORD_VIEWS[k] : undefined;
  if (page) return { kind: 'page', key: k, ...(record ? { record } : {}), load: page };
  const bound = Object.hasOwn(RESOURCE_VIEWS, k) ? RESOURCE_VIEWS[k] : undefined;
  if (typeof bound === 'string') return { kind: 'page', key: k, resource: bound, load: loadResource };
  if (bound) return { kind: 'page', key: k, resource: bound.resource, load: bound.load };
  if (k.startsWith(RESOURCE_PREFIX) && k.length > RESOURCE_PREFIX.length) {
    return { kind: 'page', key: k, resource: k.slice(RESOURCE_PREFIX.length), load: loadResource };
  }
  if (k.startsWith(STATS_PREFIX) && /^[a-z][a-z0-9-]*$/.test(k.slice(STATS_PREFIX.length))) return { kind: 'page', key: k, load: loadModuleStats };
  return { kind: 'unbuilt', key: k, load: loadNotAvailable };
}

/** The keys with a built page (for tests and the designer's component picker). */
export function builtViewKeys(): string[] {
  return [...Object.keys(PAGES), ...Object.keys(RESOURCE_VIEWS)];
}
