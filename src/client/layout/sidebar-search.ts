import type { SidebarEntry } from './sidebar-items.ts';

/** The sidebar narrowed to the entries whose title contains a query. */
export interface SidebarMatch {
  /** The entries kept, in menu order: every match with the groups on its way. */
  entries: SidebarEntry[];
  /** The keys of the groups kept (all expanded while searching). */
  openKeys: string[];
  /** The leaves kept, in menu order, with the titles of their groups: Enter opens the first. */
  leaves: { key: string; title: string; groups: string[] }[];
}

/** The query as compared: trimmed, lower case (Latin titles match case-insensitively). */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** Where the query occurs in a title ([start, end)), or null. */
export function matchRange(title: string, query: string): [number, number] | null {
  const q = normaliseQuery(query);
  if (!q) return null;
  const at = title.toLowerCase().indexOf(q);
  return at < 0 ? null : [at, at + q.length];
}

/**
 * The entries whose title contains `query`: a matching leaf with the groups on its way; a matching
 * group with all its entries. Every group kept is open. An empty query keeps nothing (no search).
 */
export function searchSidebar(entries: SidebarEntry[], query: string): SidebarMatch {
  const q = normaliseQuery(query);
  const openKeys: string[] = [];
  const leaves: SidebarMatch['leaves'] = [];

  const keepAll = (e: SidebarEntry, groups: string[]): SidebarEntry => {
    if (!e.children) {
      leaves.push({ key: e.key, title: e.title, groups });
      return e;
    }
    openKeys.push(e.key);
    return { ...e, children: e.children.map((c) => keepAll(c, [...groups, e.title])) };
  };

  const walk = (list: SidebarEntry[], groups: string[]): SidebarEntry[] => {
    const out: SidebarEntry[] = [];
    for (const e of list) {
      if (e.title.toLowerCase().includes(q)) {
        out.push(keepAll(e, groups));
      } else if (e.children) {
        const at = openKeys.length;
        const children = walk(e.children, [...groups, e.title]);
        if (children.length) {
          openKeys.splice(at, 0, e.key);
          out.push({ ...e, children });
        }
      }
    }
    return out;
  };

  if (!q) return { entries: [], openKeys: [], leaves: [] };
  return { entries: walk(entries, []), openKeys, leaves };
}
