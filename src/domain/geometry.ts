// The plant map's pure rules (docs/schema-engine.md "Geometry, plan and layers"), shared by the server and
// the form: the shape of a geometry value (GeoJSON Point or one-ring Polygon in plant metres), a polygon
// whose edges cross, a geometry inside the plan's extent, bounds, and the plan image's two-point transform
// (axis-aligned scale + translation; pixel y grows downwards). No I/O.

/** The kinds of `x-geometry`: `any` holds a point or a polygon (a permit's work site, issue 16 item 6). */
export type GeometryKind = 'point' | 'polygon' | 'any';
export const GEOMETRY_KINDS: readonly GeometryKind[] = Object.freeze(['point', 'polygon', 'any']);

export type Position = [number, number];
export interface PointGeometry {
  type: 'Point';
  coordinates: Position;
}
export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: Position[][];
}
export type Geometry = PointGeometry | PolygonGeometry;

/** `[minX, minY, maxX, maxY]` in plant metres. */
export type Extent = [number, number, number, number];

/** Most vertices one polygon may have (the self-crossing check is quadratic). */
export const POLYGON_MAX_POSITIONS = 2000;

/** Why a value is not a geometry of its kind; null when it is one. */
export type GeometryProblem = 'shape' | 'selfCrossing';

function isPosition(v: unknown): v is Position {
  return Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n));
}

function samePosition(a: Position, b: Position): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** Whether `v` has the shape of a geometry of `kind` (a polygon: one closed ring of at least 4 positions). */
export function isGeometryOf(kind: GeometryKind, v: unknown): v is Geometry {
  if (kind === 'any') return isGeometryOf('point', v) || isGeometryOf('polygon', v);
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  if (Object.keys(o).some((k) => k !== 'type' && k !== 'coordinates')) return false;
  if (kind === 'point') return o.type === 'Point' && isPosition(o.coordinates);
  if (o.type !== 'Polygon' || !Array.isArray(o.coordinates) || o.coordinates.length !== 1) return false;
  const ring: unknown = o.coordinates[0];
  if (!Array.isArray(ring) || ring.length < 4 || ring.length > POLYGON_MAX_POSITIONS || !ring.every(isPosition)) return false;
  return samePosition(ring[0] as Position, ring[ring.length - 1] as Position);
}

/** Orientation of the turn a→b→c: positive left, negative right, 0 collinear. */
function cross(a: Position, b: Position, c: Position): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

function onSegment(a: Position, b: Position, p: Position): boolean {
  return Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);
}

/** Whether segments ab and cd share a point (crossing or touching). */
export function segmentsMeet(a: Position, b: Position, c: Position, d: Position): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (d1 === 0 && onSegment(c, d, a)) || (d2 === 0 && onSegment(c, d, b)) || (d3 === 0 && onSegment(a, b, c)) || (d4 === 0 && onSegment(a, b, d));
}

/**
 * Whether a closed ring crosses itself: two edges that are not neighbours meet, neighbours overlap (a
 * spike back along the edge), or a vertex repeats. A ring of zero area (all collinear) counts as crossing.
 */
export function ringSelfCrosses(ring: readonly Position[]): boolean {
  const n = ring.length - 1; // edges; ring[n] closes on ring[0]
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) if (samePosition(ring[i], ring[j])) return true;
  }
  for (let i = 0; i < n; i++) {
    const a = ring[i];
    const b = ring[i + 1];
    for (let j = i + 1; j < n; j++) {
      const c = ring[j];
      const d = ring[j + 1];
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (!neighbours) {
        if (segmentsMeet(a, b, c, d)) return true;
      } else {
        // Neighbours share one vertex; they may not fold back over each other.
        const shared = j === i + 1 ? b : a;
        const other1 = j === i + 1 ? a : b;
        const other2 = j === i + 1 ? d : c;
        if (cross(other1, shared, other2) === 0 && (onSegment(shared, other1, other2) || onSegment(shared, other2, other1))) return true;
      }
    }
  }
  return Math.abs(ringArea(ring)) === 0;
}

/** Signed area of a closed ring (shoelace). */
export function ringArea(ring: readonly Position[]): number {
  let s = 0;
  for (let i = 0; i + 1 < ring.length; i++) s += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return s / 2;
}

/** Why `v` is not a valid geometry of `kind`, or null. */
export function geometryProblem(kind: GeometryKind, v: unknown): GeometryProblem | null {
  if (!isGeometryOf(kind, v)) return 'shape';
  if (v.type === 'Polygon' && distinctPositions(v.coordinates[0]) < 3) return 'shape';
  if (v.type === 'Polygon' && ringSelfCrosses(v.coordinates[0])) return 'selfCrossing';
  return null;
}

/** How many different positions a ring has (its closing position repeats the first). */
export function distinctPositions(ring: readonly Position[]): number {
  return new Set(ring.map(([x, y]) => `${x},${y}`)).size;
}

/** Every position of a geometry. */
export function positionsOf(g: Geometry): Position[] {
  return g.type === 'Point' ? [g.coordinates] : g.coordinates.flat();
}

/** Bounds of positions; undefined for none. */
export function boundsOf(positions: readonly Position[]): Extent | undefined {
  if (positions.length === 0) return undefined;
  let [minX, minY] = positions[0];
  let [maxX, maxY] = positions[0];
  for (const [x, y] of positions) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return [minX, minY, maxX, maxY];
}

/** Whether a position lies inside an extent (its edges included). */
export function positionInside(p: Position, e: Extent): boolean {
  return p[0] >= e[0] && p[0] <= e[2] && p[1] >= e[1] && p[1] <= e[3];
}

/** Whether every position of a geometry lies inside an extent. */
export function geometryInside(g: Geometry, e: Extent): boolean {
  return positionsOf(g).every((p) => positionInside(p, e));
}

/** Whether two extents overlap (touching counts). */
export function extentsMeet(a: Extent, b: Extent): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/** A control point of the plan image: a pixel (y down) and the plant position it shows (y north). */
export interface ControlPoint {
  pixel: Position;
  plant: Position;
}

/** The image transform: plant = (px * sx + tx, py * sy + ty), sy negative when pixel y grows downwards. */
export interface PlanTransform {
  sx: number;
  sy: number;
  tx: number;
  ty: number;
}

/** Why two control points cannot place an image, or null: they must differ in both axes, pixel and plant. */
export function controlPointsProblem(points: readonly ControlPoint[]): 'count' | 'sameAxis' | null {
  if (points.length !== 2 || !points.every((p) => isPosition(p.pixel) && isPosition(p.plant))) return 'count';
  const [a, b] = points;
  if (a.pixel[0] === b.pixel[0] || a.pixel[1] === b.pixel[1] || a.plant[0] === b.plant[0] || a.plant[1] === b.plant[1]) return 'sameAxis';
  return null;
}

/** The transform two control points give (controlPointsProblem must be null). */
export function planTransform(points: readonly [ControlPoint, ControlPoint] | readonly ControlPoint[]): PlanTransform {
  const [a, b] = points;
  const sx = (b.plant[0] - a.plant[0]) / (b.pixel[0] - a.pixel[0]);
  const sy = (b.plant[1] - a.plant[1]) / (b.pixel[1] - a.pixel[1]);
  return { sx, sy, tx: a.plant[0] - a.pixel[0] * sx, ty: a.plant[1] - a.pixel[1] * sy };
}

/** -0 as 0 (a flipped axis gives -0 at the origin). */
const plain = (n: number): number => (n === 0 ? 0 : n);

export function pixelToPlant(t: PlanTransform, [px, py]: Position): Position {
  return [plain(px * t.sx + t.tx), plain(py * t.sy + t.ty)];
}

export function plantToPixel(t: PlanTransform, [x, y]: Position): Position {
  return [plain((x - t.tx) / t.sx), plain((y - t.ty) / t.sy)];
}

/** The extent an image of `width` × `height` pixels covers in plant coordinates: its corners. */
export function imageExtent(t: PlanTransform, width: number, height: number): Extent {
  const b = boundsOf([pixelToPlant(t, [0, 0]), pixelToPlant(t, [width, height])]);
  if (!b) throw new Error('unreachable');
  return b;
}

/** Bounds of a GeoJSON FeatureCollection of Point/LineString/Polygon; undefined when it is not one or empty. */
export function featureCollectionBounds(v: unknown): Extent | undefined {
  if (v === null || typeof v !== 'object' || (v as { type?: unknown }).type !== 'FeatureCollection') return undefined;
  const features = (v as { features?: unknown }).features;
  if (!Array.isArray(features)) return undefined;
  const all: Position[] = [];
  for (const f of features) {
    const g: unknown = f !== null && typeof f === 'object' ? (f as { geometry?: unknown }).geometry : undefined;
    if (g === null || typeof g !== 'object') return undefined;
    const { type, coordinates } = g as { type?: unknown; coordinates?: unknown };
    const list = type === 'Point' ? [coordinates] : type === 'LineString' ? coordinates : type === 'Polygon' && Array.isArray(coordinates) ? coordinates.flat() : undefined;
    if (!Array.isArray(list) || !list.every(isPosition)) return undefined;
    all.push(...list);
  }
  const b = boundsOf(all);
  return b && b[0] < b[2] && b[1] < b[3] ? b : undefined;
}
