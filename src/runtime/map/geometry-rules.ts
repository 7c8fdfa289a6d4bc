// The geometry rules the form checks before saving (a closed ring of at least 4 positions, no crossing edges,
// every position inside the plan's extent), said with the picker's messages. The crossing and the extent are
// the domain's rules (src/domain/geometry.ts), which the server applies again. Pure.
import { distinctPositions, positionInside, ringSelfCrosses } from '../../domain/geometry.ts';
import type { MapGeometry, PointGeometry, PolygonGeometry } from './map-client.ts';
import type { Extent } from './plan-transform.ts';

type Pos = [number, number];

/** The kind of a geometry field (`x-geometry` on an object field; `any`: a point or a polygon), or null for any other field. */
export function geometryKind(f: object): 'point' | 'polygon' | 'any' | null {
  const { type, 'x-geometry': kind } = f as { type?: unknown; 'x-geometry'?: unknown };
  return type === 'object' && (kind === 'point' || kind === 'polygon' || kind === 'any') ? kind : null;
}

function isPos(v: unknown): v is Pos {
  return Array.isArray(v) && v.length >= 2 && Number.isFinite(v[0]) && Number.isFinite(v[1]);
}

/** Whether a value is a point or polygon geometry the map can draw. */
export function isGeometry(v: unknown): v is PointGeometry | PolygonGeometry {
  if (!v || typeof v !== 'object') return false;
  const g = v as { type?: unknown; coordinates?: unknown };
  if (g.type === 'Point') return isPos(g.coordinates);
  if (g.type === 'Polygon') return Array.isArray(g.coordinates) && Array.isArray(g.coordinates[0]) && (g.coordinates[0] as unknown[]).every(isPos);
  return false;
}

/** Whether a closed ring's edges cross: the domain's rule, the one the server applies (src/domain/geometry.ts). */
export function selfCrossing(ring: readonly Pos[]): boolean {
  return ringSelfCrosses(ring);
}

const inside = (p: Pos, e: Extent): boolean => positionInside(p, e);

/** Why a geometry would be refused (a `mapui.picker.*` message id), or null when the form may save it. */
export function geometryProblem(g: MapGeometry, extent: Extent): 'mapui.picker.tooFew' | 'mapui.picker.selfCrossing' | 'mapui.picker.outside' | null {
  if (g.type === 'Point') return inside(g.coordinates, extent) ? null : 'mapui.picker.outside';
  if (g.type !== 'Polygon') return null;
  const ring = g.coordinates[0] ?? [];
  if (ring.length < 4 || distinctPositions(ring) < 3) return 'mapui.picker.tooFew';
  if (selfCrossing(ring)) return 'mapui.picker.selfCrossing';
  return ring.every((p) => inside(p, extent)) ? null : 'mapui.picker.outside';
}
