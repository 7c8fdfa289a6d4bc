// Where a resource's records open in the browser: the path of the menu entry whose component is
// `resource/<key>` (schemas/menus and the module folders' menu.json), so that an inbox item or a warning links
// to `/<menu path>?detail=<id>` (issue 14 contract "Browser client routes").
import type { MenuNode } from '../../domain/menu-filter.ts';
import { moduleFiles } from '../modules/module-files.ts';

const RESOURCE_PREFIX = 'resource/';

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** The client route of each resource that a menu entry lists (the first entry in menu order wins). */
export function resourceRoutes(menu: readonly MenuNode[]): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (nodes: readonly MenuNode[], parent: string) => {
    for (const n of nodes) {
      const path = joinPath(parent, n.path);
      const c = n.component ?? '';
      if (c.startsWith(RESOURCE_PREFIX) && !out.has(c.slice(RESOURCE_PREFIX.length))) out.set(c.slice(RESOURCE_PREFIX.length), path);
      if (n.children?.length) walk(n.children, path);
    }
  };
  walk(menu, '');
  return out;
}

let cached: Map<string, string> | undefined;

/**
 * The link of record `id` of `resource`: its page with the detail open; else the workbench with the resource and the
 * record, which the client sends on to the page a module's views.ts binds to the resource (use-resource-link-redirect).
 */
export function recordLink(resource: string, id: number): string {
  cached ??= resourceRoutes(moduleFiles().menu);
  const route = cached.get(resource);
  return route ? `${route}?detail=${id}` : `/dashboard?resource=${encodeURIComponent(resource)}&detail=${id}`;
}
