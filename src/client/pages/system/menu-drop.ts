/** A menu tree as the page holds it: ids, their children. */
export interface MenuPlace {
  id: number;
  children?: MenuPlace[];
}

/** One parent's entries (null: the top level) in order: what `/user/sysmenu/sort` takes. */
export interface SiblingOrder {
  parentId: number | null;
  ids: number[];
}

/** The parent of an entry (null at the top), or undefined when the id is not in the tree. */
export function parentOf(tree: readonly MenuPlace[], id: number, parent: number | null = null): number | null | undefined {
  for (const n of tree) {
    if (n.id === id) return parent;
    const below = parentOf(n.children ?? [], id, n.id);
    if (below !== undefined) return below;
  }
  return undefined;
}

function siblingsOf(tree: readonly MenuPlace[], parentId: number | null): readonly MenuPlace[] {
  if (parentId == null) return tree;
  const find = (nodes: readonly MenuPlace[]): MenuPlace | undefined => {
    for (const n of nodes) {
      if (n.id === parentId) return n;
      const below = find(n.children ?? []);
      if (below) return below;
    }
    return undefined;
  };
  return find(tree)?.children ?? [];
}

/**
 * The order after dropping entry `dragId` just before (`after` false) or after entry `dropId`: both must have the
 * same parent (order by drag stays within a parent), else null; null too when nothing moves.
 */
export function orderAfterDrop(tree: readonly MenuPlace[], dragId: number, dropId: number, after: boolean): SiblingOrder | null {
  const parentId = parentOf(tree, dragId);
  if (parentId === undefined || dragId === dropId || parentOf(tree, dropId) !== parentId) return null;
  const before = siblingsOf(tree, parentId).map((n) => n.id);
  const ids = before.filter((id) => id !== dragId);
  ids.splice(ids.indexOf(dropId) + (after ? 1 : 0), 0, dragId);
  return ids.every((id, i) => id === before[i]) ? null : { parentId, ids };
}

/**
 * The order after dropping entry `dragId` onto entry `dropId` itself: the tree puts it first among `dropId`'s
 * entries, which keeps it within its parent only when `dropId` is that parent (else null; null too when it is
 * already first).
 */
export function orderAfterDropInto(tree: readonly MenuPlace[], dragId: number, dropId: number): SiblingOrder | null {
  if (parentOf(tree, dragId) !== dropId) return null;
  const before = siblingsOf(tree, dropId).map((n) => n.id);
  if (before[0] === dragId) return null;
  return { parentId: dropId, ids: [dragId, ...before.filter((id) => id !== dragId)] };
}
