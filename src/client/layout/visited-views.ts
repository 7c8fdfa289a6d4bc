import { menuTrail, type ResolvedMenu } from '../router/menu-paths.ts';

/** A visited page shown as a tab (spec 000 §2 "Layout shell"). */
export interface VisitedView {
  /** The route path without query: the tab's identity and the keep-alive key. */
  path: string;
  /** Path with query and hash: where a click on the tab goes. */
  fullPath: string;
  title: string;
  /** Pinned: always present, never closed. */
  affix?: boolean;
  /** Not kept alive: the view remounts on every visit. */
  noCache?: boolean;
}

/**
 * The tab of a location inside the layout, from the menu entry matching it; null when it has no title,
 * and for an entry that only leads on (a redirect, or a group whose children are the pages).
 */
export function viewOf(menu: ResolvedMenu[], pathname: string, search = '', hash = ''): VisitedView | null {
  const node = menuTrail(menu, pathname).at(-1);
  const title = node?.meta?.title;
  if (!node || !title || node.redirect || node.children?.length) return null;
  const view: VisitedView = { path: pathname, fullPath: `${pathname}${search}${hash}`, title };
  if (node.meta?.affix) view.affix = true;
  if (node.meta?.noCache) view.noCache = true;
  return view;
}

/** The pinned tabs: every menu entry (hidden or not) whose meta says affix, in menu order. */
export function affixViews(menu: ResolvedMenu[]): VisitedView[] {
  const out: VisitedView[] = [];
  const walk = (nodes: ResolvedMenu[]) => {
    for (const n of nodes) {
      if (n.meta?.affix && n.meta.title && !n.fullPath.includes(':')) {
        out.push({ path: n.fullPath, fullPath: n.fullPath, title: n.meta.title, affix: true, noCache: n.meta.noCache || undefined });
      }
      if (n.children) walk(n.children);
    }
  };
  walk(menu);
  return out.filter((v, i) => out.findIndex((o) => o.path === v.path) === i);
}

/**
 * Adds a visit: a known path keeps its place (and affix flag) but takes the new full path and title;
 * a new one goes at the end.
 */
export function addView(views: VisitedView[], view: VisitedView): VisitedView[] {
  const i = views.findIndex((v) => v.path === view.path);
  if (i < 0) return [...views, view];
  const old = views[i];
  if (old.fullPath === view.fullPath && old.title === view.title) return views;
  const next = [...views];
  next[i] = { ...view, affix: old.affix || view.affix };
  return next;
}

/** Adds the pinned tabs missing from `views`, pinned first. */
export function withAffix(views: VisitedView[], affix: VisitedView[]): VisitedView[] {
  const missing = affix.filter((a) => !views.some((v) => v.path === a.path));
  if (!missing.length) return views;
  const marked = views.map((v) => (affix.some((a) => a.path === v.path) && !v.affix ? { ...v, affix: true } : v));
  return [...missing, ...marked];
}

/** Closes one tab; a pinned tab stays. */
export function closeView(views: VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.path !== path || v.affix);
}

/** Closes every tab but `path` and the pinned ones. */
export function closeOtherViews(views: VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.path === path || v.affix);
}

/** Closes every tab but the pinned ones. */
export function closeAllViews(views: VisitedView[]): VisitedView[] {
  return views.filter((v) => v.affix);
}

/**
 * Where to go after tabs closed: nowhere (null) while the active path is still open, else the last
 * remaining tab, else `fallback` (the dashboard).
 */
export function nextLocation(remaining: VisitedView[], activePath: string, fallback = '/'): string | null {
  if (remaining.some((v) => v.path === activePath)) return null;
  return remaining.at(-1)?.fullPath ?? fallback;
}

/** The paths kept alive: visited views not marked noCache. */
export function cachedPaths(views: VisitedView[]): string[] {
  return views.filter((v) => !v.noCache).map((v) => v.path);
}
