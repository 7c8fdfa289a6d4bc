// The distance between two geometries of the plant map (a Point or a one-ring Polygon, plant metres): 0 when
// they touch or one lies inside the other, else the shortest distance between their edges and points. Used by
// the simultaneous-work rules of the permits (permit-simultaneous.ts). Pure; no I/O.
import { segmentsMeet, type Geometry, type Position } from './geometry.ts';

/** Whether `p` lies inside the closed ring (even-odd rule; a point on an edge counts as inside through the distance). */
export function positionInRing(p: Position, ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The distance from `p` to the segment ab. */
export function segmentDistance(p: Position, a: Position, b: Position): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** The edges of a geometry: a point is one degenerate edge. */
function edgesOf(g: Geometry): [Position, Position][] {
  if (g.type === 'Point') return [[g.coordinates, g.coordinates]];
  const ring = g.coordinates[0];
  const out: [Position, Position][] = [];
  for (let i = 0; i + 1 < ring.length; i++) out.push([ring[i], ring[i + 1]]);
  return out;
}

/** Whether any position of `inner` lies inside the polygon `outer` (false when `outer` is a point). */
function anyInside(inner: Geometry, outer: Geometry): boolean {
  if (outer.type !== 'Polygon') return false;
  const first = inner.type === 'Point' ? inner.coordinates : inner.coordinates[0][0];
  return positionInRing(first, outer.coordinates[0]);
}

/** The shortest distance in metres between two geometries; 0 when they meet or one contains the other. */
export function geometryDistance(a: Geometry, b: Geometry): number {
  if (anyInside(a, b) || anyInside(b, a)) return 0;
  const ea = edgesOf(a);
  const eb = edgesOf(b);
  let best = Infinity;
  for (const [p, q] of ea) {
    for (const [r, s] of eb) {
      if (segmentsMeet(p, q, r, s)) return 0;
      best = Math.min(best, segmentDistance(p, r, s), segmentDistance(q, r, s), segmentDistance(r, p, q), segmentDistance(s, p, q));
    }
  }
  return best;
}
