// An in-memory TreeClient for stories: a sample tree per resource key, a search answering the matches and
// their ancestors (as the server does), a reference's status filter answered as each node's `selectable`,
// and moves that refuse a cycle with the server's message.
import type { MoveRequest, TreeAnswer, TreeClient, TreeNode } from '../../src/runtime/tree-client.ts';

export const SAMPLE_TREE: readonly TreeNode[] = [
  { id: 1, parentId: null, label: '设备设施', sortOrder: 1 },
  { id: 2, parentId: 1, label: '静设备', sortOrder: 2 },
  { id: 3, parentId: 2, label: '压力容器', sortOrder: 3 },
  { id: 4, parentId: 2, label: '储罐', sortOrder: 4 },
  { id: 5, parentId: 1, label: '动设备', sortOrder: 5 },
  { id: 6, parentId: 5, label: '机泵', sortOrder: 6 },
  { id: 7, parentId: 5, label: '压缩机', sortOrder: 7 },
  { id: 8, parentId: null, label: '危险化学品', sortOrder: 8 },
  { id: 9, parentId: 8, label: '易燃液体', sortOrder: 9 },
  { id: 10, parentId: 8, label: '有毒气体', sortOrder: 10 },
];

export interface FakeTreeClient extends TreeClient {
  readonly moves: MoveRequest[];
  nodes(key: string): TreeNode[];
}

export function createFakeTreeClient(trees: Record<string, readonly TreeNode[]> = { category: SAMPLE_TREE }, delayMs = 0): FakeTreeClient {
  const store = new Map(Object.entries(trees).map(([k, v]) => [k, v.map((n) => ({ ...n }))]));
  const moves: MoveRequest[] = [];
  const later = <T>(f: () => T) => new Promise<T>((resolve, reject) => setTimeout(() => {
    try {
      resolve(f());
    } catch (e) {
      reject(e);
    }
  }, delayMs));
  const nodesOf = (key: string) => {
    const n = store.get(key);
    if (!n) throw { message: '资源不存在', status: 404 };
    return n;
  };
  return {
    moves,
    nodes: (key) => nodesOf(key).map((n) => ({ ...n })),
    tree: (key, q, filter) =>
      later((): TreeAnswer => {
        const sorted = [...nodesOf(key)].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
        // A reference's filter: the fake knows only the nodes' status (启用 1), as `{"status":1}`.
        const wanted = filter ? (JSON.parse(filter) as { status?: number }).status : undefined;
        const all = filter ? sorted.map((n) => ({ ...n, selectable: wanted === undefined || (n.status ?? 1) === wanted })) : sorted;
        if (!q) return { nodes: all, matches: null, truncated: false };
        const byId = new Map(all.map((n) => [n.id, n]));
        const keep = new Set<number>();
        const matches = all.filter((n) => (n.label ?? '').toLowerCase().includes(q.toLowerCase())).map((n) => n.id);
        for (const m of matches) for (let cur = byId.get(m); cur && !keep.has(cur.id); cur = cur.parentId === null ? undefined : byId.get(cur.parentId)) keep.add(cur.id);
        return { nodes: all.filter((n) => keep.has(n.id)), matches, truncated: false };
      }),
    move: (key, req) =>
      later(() => {
        moves.push(req);
        const all = nodesOf(key);
        const byId = new Map(all.map((n) => [n.id, n]));
        for (let p = req.parentId === null ? undefined : byId.get(req.parentId); p; p = p.parentId === null ? undefined : byId.get(p.parentId)) {
          if (p.id === req.id) {
            const message = '上级分类不能是自身或其下级';
            throw { message, status: 400, errors: [{ field: 'parentId', message }] };
          }
        }
        const node = byId.get(req.id);
        if (!node) throw { message: '分类不存在或已删除', status: 404 };
        node.parentId = req.parentId;
        const before = req.beforeId == null ? undefined : byId.get(req.beforeId);
        node.sortOrder = before ? before.sortOrder - 0.5 : Math.max(...all.map((n) => n.sortOrder)) + 1;
      }),
  };
}
