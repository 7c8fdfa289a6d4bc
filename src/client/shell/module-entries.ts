// The workbench's module entry cards: the enterprise's enabled modules that have a menu entry.
import type { MenuNode } from '../../domain/menu-filter.ts';
import { MODULES } from '../../domain/modules.ts';
import { resolveMenu, type ResolvedMenu } from '../router/menu-paths.ts';
import { firstSegment } from './module-of-path.ts';

export interface ModuleEntry {
  key: string;
  title: string;
  /** The module's first visible page. */
  path: string;
  /** Icon name of the module's top menu entry (meta.icon). */
  icon?: string;
}

/** The first visible page below (or at) an entry: a leaf that is not hidden and has no ':param'. */
function firstPage(node: ResolvedMenu): string | null {
  if (node.hidden) return null;
  if (node.children?.length) {
    for (const child of node.children) {
      const found = firstPage(child);
      if (found) return found;
    }
    return null;
  }
  if (node.component === 'Layout' || node.fullPath.includes('/:')) return null;
  return node.fullPath;
}

/**
 * Entry cards in the order of MODULES: a module is listed when it is enabled (`enabled` null means every
 * module, for the platform admin) and the menu holds a page of it; the link is its first visible page.
 */
export function moduleEntries(menu: MenuNode[], enabled: string[] | null): ModuleEntry[] {
  const resolved = resolveMenu(menu);
  const out: ModuleEntry[] = [];
  for (const m of MODULES) {
    if (enabled && !enabled.includes(m.key)) continue;
    const tops = resolved.filter((n) => n.module === m.key || firstSegment(n.fullPath) === m.key);
    for (const top of tops) {
      const path = firstPage(top);
      if (!path) continue;
      out.push({ key: m.key, title: m.title, path, ...(top.meta?.icon ? { icon: top.meta.icon } : {}) });
      break;
    }
  }
  return out;
}
