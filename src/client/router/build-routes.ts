import type { MenuMeta, MenuNode } from '../../domain/menu-filter.ts';
import { HOME_PATH } from '../config.ts';
import { resolvePath } from './menu-paths.ts';
import { isContainerView, LAYOUT_VIEW, PARENT_VIEW } from './view-registry.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/**
 * A route of the signed-in part, built from the menu (spec 000 §2 "Menu and dynamic routes"); the
 * router turns it into a React Router route. Pure data, so the rules are testable without a DOM.
 */
export interface RouteSpec {
  /** Unique among all routes: the full path, '#index' for index children, '#orphans' for the hoisted group. */
  id: string;
  /** Path relative to the parent route (absolute for top-level entries); absent for index and pathless routes. */
  path?: string;
  index?: true;
  /** The full path of the page ('' for the pathless group). */
  fullPath: string;
  /** Component key of the view rendered here; null when the route only redirects. */
  view: string | null;
  /** Where the route leads instead of rendering (replace). */
  redirect?: string;
  title: string;
  name: string;
  meta?: MenuMeta;
  hidden: boolean;
  children?: RouteSpec[];
}

/** The workbench entry used when the menu has no `/` entry (it always has one from the server). */
export const DEFAULT_HOME_MENU: MenuNode = {
  path: '/',
  name: 'Index',
  component: LAYOUT_VIEW,
  redirect: HOME_PATH,
  children: [
    { path: HOME_PATH.slice(1), name: 'Dashboard', component: 'dashboard/workbench', meta: { title: t('shell.menu.dashboard'), icon: 'dashboard', affix: true } },
  ],
};

function normalisePath(p: string): string {
  const trimmed = p.trim();
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** `full` relative to `parent` ('' when equal), or null when it lies elsewhere. */
export function relativeTo(parent: string, full: string): string | null {
  if (parent === '/' || parent === '') return full.replace(/^\/+/, '');
  if (full === parent) return '';
  return full.startsWith(`${parent}/`) ? full.slice(parent.length + 1) : null;
}

/**
 * Entries that share a path (the server sends one of the version variants; the administrator sees
 * both) become one route: the first keeps its settings, children are joined, first path wins.
 */
export function mergeSamePath(nodes: MenuNode[], parent: string): MenuNode[] {
  const byPath = new Map<string, MenuNode>();
  for (const n of nodes) {
    const key = resolvePath(parent, n.path);
    const seen = byPath.get(key);
    if (!seen) {
      byPath.set(key, n);
      continue;
    }
    const children = [...(seen.children ?? []), ...(n.children ?? [])];
    byPath.set(key, { ...seen, children: children.length ? children : undefined });
  }
  return [...byPath.values()];
}

function base(n: MenuNode, fullPath: string): Omit<RouteSpec, 'id' | 'view'> {
  return { fullPath, title: n.meta?.title ?? '', name: n.name, meta: n.meta, hidden: Boolean(n.hidden) };
}

/**
 * The index child of an entry: its redirect; else, for an entry without children, its own component
 * (rendered inside the layout); else its first visible child.
 */
function indexChild(n: MenuNode, fullPath: string, children: RouteSpec[]): RouteSpec | null {
  const common = { ...base(n, fullPath), id: `${fullPath}#index`, index: true as const };
  if (n.redirect && n.redirect !== 'noRedirect' && normalisePath(n.redirect) !== fullPath) {
    return { ...common, view: null, redirect: normalisePath(n.redirect) };
  }
  if (!children.length) return { ...common, view: isContainerView(n.component) ? '' : (n.component ?? '') };
  const first = children.find((c) => !c.hidden && c.path !== undefined && !c.path.includes(':')) ?? null;
  return first ? { ...common, view: null, redirect: first.fullPath } : null;
}

/** Puts the index child first unless a child already sits at the entry's own path. */
function withIndex(index: RouteSpec | null, routes: RouteSpec[]): RouteSpec[] {
  return !index || routes.some((c) => c.index) ? routes : [index, ...routes];
}

interface Built {
  route: RouteSpec | null;
  /** Children whose absolute path lies outside their parent: hoisted to the top level. */
  orphans: RouteSpec[];
}

function buildChild(n: MenuNode, parentFull: string): Built {
  const fullPath = resolvePath(parentFull, n.path);
  const rel = relativeTo(parentFull, fullPath);
  const nested = buildChildren(n.children ?? [], fullPath);
  const spec: RouteSpec = { ...base(n, fullPath), id: fullPath, view: '' };
  if (n.children?.length) {
    spec.view = PARENT_VIEW;
    spec.children = withIndex(indexChild(n, fullPath, nested.routes), nested.routes);
  } else {
    spec.view = isContainerView(n.component) ? '' : (n.component ?? '');
  }
  if (rel === null) {
    // Not below the parent: keep the page, hoisted with its absolute path.
    return { route: null, orphans: [{ ...spec, path: fullPath }, ...nested.orphans] };
  }
  return { route: { ...spec, path: rel || undefined, index: rel ? undefined : true }, orphans: nested.orphans };
}

function buildChildren(nodes: MenuNode[], parentFull: string): { routes: RouteSpec[]; orphans: RouteSpec[] } {
  const routes: RouteSpec[] = [];
  const orphans: RouteSpec[] = [];
  for (const n of mergeSamePath(nodes, parentFull)) {
    const built = buildChild(n, parentFull);
    // A child at the parent's own path is the index; an index route has no children of its own.
    if (built.route?.index) built.route.children = undefined;
    if (built.route) routes.push(built.route);
    orphans.push(...built.orphans);
  }
  return { routes, orphans };
}

/** A top-level entry: the layout, with its children nested under it and an index child. */
function buildTop(n: MenuNode): Built {
  const fullPath = normalisePath(n.path);
  const nested = buildChildren(n.children ?? [], fullPath);
  const children = withIndex(indexChild(n, fullPath, nested.routes), nested.routes);
  return {
    route: { ...base(n, fullPath), id: fullPath, path: fullPath, view: LAYOUT_VIEW, children },
    orphans: nested.orphans,
  };
}

/**
 * The routes of the signed-in part from the menu of `userMenu`: top-level entries render the layout,
 * children nest under them with relative paths, and an entry without children gets an index child.
 * Hidden entries are routes too (only the sidebar leaves them out). `/` always leads to the workbench.
 */
export function buildRouteSpecs(menu: MenuNode[]): RouteSpec[] {
  const top = menu.some((n) => normalisePath(n.path) === '/') ? menu : [DEFAULT_HOME_MENU, ...menu];
  const routes: RouteSpec[] = [];
  const orphans: RouteSpec[] = [];
  for (const n of mergeSamePath(top, '')) {
    const built = buildTop(n);
    if (built.route) routes.push(built.route);
    orphans.push(...built.orphans);
  }
  if (orphans.length) {
    routes.push({ id: '#orphans', fullPath: '', view: LAYOUT_VIEW, title: '', name: '', hidden: true, children: orphans });
  }
  return routes;
}

/** Every routed page (leaf views) with its full path, in menu order: for tests and lookups. */
export function flattenRouteSpecs(specs: RouteSpec[]): RouteSpec[] {
  return specs.flatMap((s) => (s.children?.length ? flattenRouteSpecs(s.children) : [s]));
}
