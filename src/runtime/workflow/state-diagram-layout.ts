// The layout of a workflow's state diagram (流程配置): states in columns by their distance from the first state
// (breadth-first layers; states no transition reaches go in a last column), boxes stacked in each column, and
// one edge per pair of states carrying the labels of every transition between them. Edges that go back to an
// earlier column are drawn as arcs below the boxes. Pure.

export interface DiagramState {
  key: string;
  label: string;
  color?: string;
  terminal?: boolean;
}

export interface DiagramTransition {
  action: string;
  label: string;
  from: string[];
  to: string;
}

export interface DiagramBox extends DiagramState {
  x: number;
  y: number;
  layer: number;
}

export interface DiagramEdge {
  from: string;
  to: string;
  labels: string[];
  /** Goes to the same or an earlier column (drawn as an arc). */
  back: boolean;
  /** SVG path and the label's anchor. */
  path: string;
  labelX: number;
  labelY: number;
}

export interface DiagramLayout {
  boxes: DiagramBox[];
  edges: DiagramEdge[];
  width: number;
  height: number;
}

export const BOX_W = 112;
export const BOX_H = 36;
const COL_GAP = 96;
const ROW_GAP = 28;
const PAD = 16;
const ARC = 34;

/** Breadth-first layers from `root` over the transitions; unreachable states after the last layer. */
export function layersOf(states: readonly DiagramState[], transitions: readonly DiagramTransition[], root = states[0]?.key): Map<string, number> {
  const layer = new Map<string, number>();
  if (root === undefined) return layer;
  layer.set(root, 0);
  const queue = [root];
  while (queue.length > 0) {
    const cur = queue.shift() as string;
    for (const t of transitions) {
      if (!t.from.includes(cur) || layer.has(t.to) || !states.some((s) => s.key === t.to)) continue;
      layer.set(t.to, (layer.get(cur) ?? 0) + 1);
      queue.push(t.to);
    }
  }
  const last = Math.max(0, ...layer.values()) + 1;
  for (const s of states) if (!layer.has(s.key)) layer.set(s.key, last);
  return layer;
}

export function diagramLayout(states: readonly DiagramState[], transitions: readonly DiagramTransition[], root?: string): DiagramLayout {
  const layers = layersOf(states, transitions, root);
  const rows = new Map<number, number>();
  const boxes: DiagramBox[] = states.map((s) => {
    const l = layers.get(s.key) ?? 0;
    const row = rows.get(l) ?? 0;
    rows.set(l, row + 1);
    return { ...s, layer: l, x: PAD + l * (BOX_W + COL_GAP), y: PAD + row * (BOX_H + ROW_GAP) };
  });
  const byKey = new Map(boxes.map((b) => [b.key, b]));
  const pairs = new Map<string, { from: string; to: string; labels: string[] }>();
  for (const t of transitions) {
    for (const f of t.from) {
      if (!byKey.has(f) || !byKey.has(t.to)) continue;
      const k = `${f}\u0000${t.to}`;
      const p = pairs.get(k) ?? { from: f, to: t.to, labels: [] };
      if (!p.labels.includes(t.label)) p.labels.push(t.label);
      pairs.set(k, p);
    }
  }
  const maxRows = Math.max(1, ...rows.values());
  const bottom = PAD + maxRows * (BOX_H + ROW_GAP) - ROW_GAP;
  let backs = 0;
  const edges: DiagramEdge[] = [...pairs.values()].map((p) => {
    const a = byKey.get(p.from) as DiagramBox;
    const b = byKey.get(p.to) as DiagramBox;
    const back = b.layer <= a.layer;
    if (!back) {
      const x1 = a.x + BOX_W;
      const y1 = a.y + BOX_H / 2;
      const x2 = b.x;
      const y2 = b.y + BOX_H / 2;
      return { ...p, back, path: `M${x1},${y1} L${x2},${y2}`, labelX: (x1 + x2) / 2, labelY: (y1 + y2) / 2 - 6 };
    }
    backs += 1;
    const x1 = a.x + BOX_W / 2;
    const y1 = a.y + BOX_H;
    const x2 = b.x + BOX_W / 2 + (a.key === b.key ? 12 : 0);
    const y2 = b.y + BOX_H;
    const low = bottom + ARC * backs;
    return { ...p, back, path: `M${x1},${y1} C${x1},${low} ${x2},${low} ${x2},${y2}`, labelX: (x1 + x2) / 2, labelY: low - ARC / 2 + 4 };
  });
  const columns = Math.max(1, ...[...layers.values()].map((l) => l + 1));
  return {
    boxes,
    edges,
    width: PAD * 2 + columns * BOX_W + (columns - 1) * COL_GAP,
    height: bottom + PAD + (backs > 0 ? ARC * backs : 0),
  };
}
