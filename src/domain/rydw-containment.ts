// 人员定位's area containment (issue 23, docs/location.md): which of the enterprise's location areas a position lies
// in. An area is a one-ring polygon in plant metres (the plant map's area shape); a position on its edge counts as
// inside. Each area's bounds are computed once so that a position is tested against few rings. No I/O.
import { boundsOf, positionInside, type Extent, type Position } from './geometry.ts';

export interface LocationArea {
  id: number;
  ring: readonly Position[];
}

export interface IndexedArea extends LocationArea {
  bounds: Extent;
}

/** Areas with their bounds (areas with an empty ring are left out). */
export function indexAreas(areas: readonly LocationArea[]): IndexedArea[] {
  const out: IndexedArea[] = [];
  for (const a of areas) {
    const bounds = boundsOf(a.ring);
    if (bounds && a.ring.length >= 4) out.push({ ...a, bounds });
  }
  return out;
}

/** Whether p lies on the segment ab. */
function onEdge(p: Position, a: Position, b: Position): boolean {
  const crossZ = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
  if (Math.abs(crossZ) > 1e-9 * Math.max(1, Math.abs(b[0] - a[0]) + Math.abs(b[1] - a[1]))) return false;
  return Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);
}

/** Whether p lies inside the closed ring or on its edge (even-odd rule). */
export function ringContains(ring: readonly Position[], p: Position): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (onEdge(p, a, b)) return true;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

/** The ids of the areas containing p, in the areas' order. */
export function areasAt(areas: readonly IndexedArea[], p: Position): number[] {
  const out: number[] = [];
  for (const a of areas) if (positionInside(p, a.bounds) && ringContains(a.ring, p)) out.push(a.id);
  return out;
}

/** Whether a position lies within the plan's extent (a position outside the plan is refused). */
export const insidePlan = (extent: Extent, p: Position): boolean => positionInside(p, extent);
