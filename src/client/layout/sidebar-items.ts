import type { ResolvedMenu } from '../router/menu-paths.ts';

/** One sidebar entry: a leaf opens `key` (its full path); an entry with children is a submenu. */
export interface SidebarEntry {
  key: string;
  title: string;
  icon?: string;
  children?: SidebarEntry[];
}

function visible(nodes: ResolvedMenu[] | undefined): ResolvedMenu[] {
  return (nodes ?? []).filter((n) => !n.hidden);
}

function entryOf(node: ResolvedMenu, inheritedIcon?: string): SidebarEntry | null {
  if (node.hidden) return null;
  const icon = node.meta?.icon ?? inheritedIcon;
  const shown = visible(node.children);
  // vue-element-admin's rule: a single visible child, unless alwaysShow, stands in for its parent.
  if (shown.length === 1 && !node.alwaysShow) return entryOf(shown[0], icon);
  const title = node.meta?.title;
  if (!title) return null;
  const children = mergeSameKey(shown.map((c) => entryOf(c)).filter((e): e is SidebarEntry => e !== null));
  const entry: SidebarEntry = { key: node.fullPath, title };
  if (icon) entry.icon = icon;
  if (children.length) entry.children = children;
  return entry;
}

/**
 * The sidebar of the permitted menu: hidden entries left out; an entry with exactly one visible child
 * and no alwaysShow shows that child directly (with the parent's icon when it has none); an entry whose
 * children are all hidden is a leaf; entries sharing a path are merged.
 */
export function sidebarEntries(menu: ResolvedMenu[]): SidebarEntry[] {
  return mergeSameKey(menu.map((n) => entryOf(n)).filter((e): e is SidebarEntry => e !== null));
}

/** Entries with the same path (version variants both served to an administrator) become one, children joined. */
function mergeSameKey(entries: SidebarEntry[]): SidebarEntry[] {
  const byKey = new Map<string, SidebarEntry>();
  for (const e of entries) {
    const seen = byKey.get(e.key);
    if (!seen) byKey.set(e.key, e);
    else if (seen.children || e.children) {
      byKey.set(e.key, { ...seen, children: mergeSameKey([...(seen.children ?? []), ...(e.children ?? [])]) });
    }
  }
  return [...byKey.values()];
}

/** The keys of the submenus on the way to `pathname` (to open them), outermost first. */
export function openKeysFor(entries: SidebarEntry[], pathname: string): string[] {
  for (const e of entries) {
    if (!e.children) continue;
    if (pathname === e.key || pathname.startsWith(`${e.key.replace(/\/$/, '')}/`)) {
      return [e.key, ...openKeysFor(e.children, pathname)];
    }
  }
  return [];
}

/** The leaf to highlight for `pathname`: the leaf whose path is the longest prefix of it. */
export function selectedKeyFor(entries: SidebarEntry[], pathname: string): string | undefined {
  let best: string | undefined;
  const walk = (list: SidebarEntry[]) => {
    for (const e of list) {
      if (e.children) walk(e.children);
      else if (isPrefix(e.key, pathname) && (!best || e.key.length > best.length)) best = e.key;
    }
  };
  walk(entries);
  return best;
}

function isPrefix(key: string, pathname: string): boolean {
  if (key === pathname) return true;
  const base = key.replace(/\/$/, '');
  return base !== '' && pathname.startsWith(`${base}/`);
}
