// What the tree view and the tree picker need from the server (docs/resource-api.md "Trees"): the whole
// tree of a resource as flat nodes (with a search: the matches and their ancestors) and the move of a node.
// An interface, as ResourceClient: the app supplies it over HTTP (src/client/api/tree-client-http.ts),
// stories and tests a fake. Plus the pure shaping of flat nodes into the nested data antd's Tree takes.
import { createContext, useContext } from 'react';

/** One node as `GET {ep}/tree` answers it. */
export interface TreeNode {
  id: number;
  parentId: number | null;
  label: string | null;
  sortOrder: number;
  status?: number;
  /** Asked with a filter: whether the node matches it (false: shown for the path, not choosable). */
  selectable?: boolean;
}

export interface TreeAnswer {
  nodes: TreeNode[];
  /** With a search: the ids whose label matched (the other nodes are their ancestors); null without. */
  matches: number[] | null;
  /** More nodes than the server answers at once (the view says so). */
  truncated: boolean;
}

export interface MoveRequest {
  id: number;
  /** The new parent; null for a root. */
  parentId: number | null;
  /** The sibling the node goes before; none: after the last. */
  beforeId?: number | null;
}

export interface TreeClient {
  /**
   * The tree of the resource `key`; `q`: the nodes whose label contains it, with their ancestors; `filter`:
   * a reference's equalities (ref-trees.ts treeFilterParam), answered as each node's `selectable`.
   */
  tree(key: string, q?: string, filter?: string): Promise<TreeAnswer>;
  /** Moves a node (a refusal rejects with the server's ClientFailure: 上级分类不能是自身或其下级). */
  move(key: string, request: MoveRequest): Promise<void>;
}

export const TreeClientContext = createContext<TreeClient | null>(null);

/** The tree client, or null where none is provided (a designer preview): trees then show ids. */
export function useOptionalTreeClient(): TreeClient | null {
  return useContext(TreeClientContext);
}

export function useTreeClient(): TreeClient {
  const c = useContext(TreeClientContext);
  if (!c) throw new Error('TreeClientContext is not provided');
  return c;
}

/** A node of antd's Tree / TreeSelect. */
export interface TreeDataNode {
  key: number;
  value: number;
  title: string;
  label: string;
  parentId: number | null;
  children: TreeDataNode[];
  /** antd: not selectable (a node the reference's filter leaves out). */
  disabled?: boolean;
}

/**
 * Nests flat nodes under their parents, siblings in answer order (the server's sort). A node whose parent
 * is missing, or that is caught in a stored cycle, is shown as a root, so that every node stays visible.
 */
export function nestNodes(nodes: readonly TreeNode[]): TreeDataNode[] {
  const byId = new Map<number, TreeDataNode>();
  for (const n of nodes) {
    const label = n.label ?? `#${n.id}`;
    const node: TreeDataNode = { key: n.id, value: n.id, title: label, label, parentId: n.parentId, children: [] };
    if (n.selectable === false) node.disabled = true;
    byId.set(n.id, node);
  }
  const roots: TreeDataNode[] = [];
  for (const n of nodes) {
    const node = byId.get(n.id) as TreeDataNode;
    const parent = n.parentId === null ? undefined : byId.get(n.parentId);
    if (parent && parent !== node && !reachesUp(byId, parent, n.id)) {
      parent.children.push(node);
    } else roots.push(node);
  }
  return roots;
}

/** Whether walking up from `from` meets `id` (a cycle would hide the nodes; they become roots). */
function reachesUp(byId: ReadonlyMap<number, TreeDataNode>, from: TreeDataNode, id: number): boolean {
  let cur: TreeDataNode | undefined = from;
  for (let hops = 0; cur && hops <= byId.size; hops++) {
    if (cur.key === id) return true;
    cur = cur.parentId === null ? undefined : byId.get(cur.parentId);
  }
  return false;
}

/** The ids to expand so that every match shows: the ancestors of the matches. */
export function ancestorKeys(nodes: readonly TreeNode[], matches: readonly number[]): number[] {
  const parentOf = new Map(nodes.map((n) => [n.id, n.parentId]));
  const out = new Set<number>();
  for (const m of matches) {
    let p = parentOf.get(m) ?? null;
    for (let hops = 0; p !== null && !out.has(p) && hops <= nodes.length; hops++) {
      out.add(p);
      p = parentOf.get(p) ?? null;
    }
  }
  return [...out];
}

/** Splits a label around the first occurrence of `q` (case-insensitive) for highlighting; null: no match. */
export function splitMatch(label: string, q: string): [string, string, string] | null {
  const needle = q.trim().toLowerCase();
  if (!needle) return null;
  const at = label.toLowerCase().indexOf(needle);
  if (at < 0) return null;
  return [label.slice(0, at), label.slice(at, at + needle.length), label.slice(at + needle.length)];
}

/** What a drop on antd's Tree means as a move: the new parent and the sibling to go before. */
export function dropToMove(
  nodes: readonly TreeNode[],
  dragId: number,
  dropId: number,
  /** antd: true when dropped onto the node itself (becomes its child), false when into the gap beside it. */
  intoNode: boolean,
  /** antd's dropPosition relative to the drop node: -1 before it, 1 after it (only for gaps). */
  side: -1 | 0 | 1,
): MoveRequest {
  if (intoNode) {
    const first = nodes.find((n) => n.parentId === dropId && n.id !== dragId);
    return { id: dragId, parentId: dropId, beforeId: first?.id ?? null };
  }
  const drop = nodes.find((n) => n.id === dropId);
  const parentId = drop?.parentId ?? null;
  if (side < 0) return { id: dragId, parentId, beforeId: dropId };
  const siblings = nodes.filter((n) => n.parentId === parentId && n.id !== dragId);
  const at = siblings.findIndex((n) => n.id === dropId);
  return { id: dragId, parentId, beforeId: siblings[at + 1]?.id ?? null };
}
