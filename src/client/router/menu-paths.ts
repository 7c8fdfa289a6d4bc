import type { MenuNode } from '../../domain/menu-filter.ts';

/** Joins a parent route path and a child path ('/tszy' + 'list' = '/tszy/list'; absolute children stay). */
export function resolvePath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (!child) return parent || '/';
  return `${parent.replace(/\/+$/, '')}/${child}`.replace(/\/{2,}/g, '/');
}

/** A menu entry with its full path, for the sidebar, breadcrumb and tabs. */
export interface ResolvedMenu extends MenuNode {
  fullPath: string;
  children?: ResolvedMenu[];
}

/** Gives every entry of the tree its full path. */
export function resolveMenu(nodes: MenuNode[], parent = ''): ResolvedMenu[] {
  return nodes.map((n) => {
    const fullPath = resolvePath(parent, n.path);
    return { ...n, fullPath, children: n.children ? resolveMenu(n.children, fullPath) : undefined };
  });
}

/** The chain of entries from the top to the one matching `pathname` (for the breadcrumb and titles). */
export function menuTrail(nodes: ResolvedMenu[], pathname: string): ResolvedMenu[] {
  for (const n of nodes) {
    if (matches(n.fullPath, pathname)) return [n];
    const below = n.children ? menuTrail(n.children, pathname) : [];
    if (below.length) return [n, ...below];
  }
  return [];
}

/** Whether a route pattern ('/tszy/detail/:id') matches a concrete path. */
export function matches(pattern: string, pathname: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.split('/').filter(Boolean);
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}
