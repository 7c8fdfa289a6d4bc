// The phone's position on the plant plan (issue 15 item 5, docs/phone.md "Location"): the plan's two
// geographic reference points give a transform from longitude/latitude to plant coordinates, and a point's
// distance to a record's place (a point or a polygon) in plant units (metres). No I/O.
//
// The transform: lon/lat are first made local metres around the first reference point (equirectangular:
// east = Δlon·cos(lat₀)·R, north = Δlat·R, exact enough over a plant's few kilometres), then mapped onto the
// plant coordinates by the similarity transform the two points fix (rotation, one scale, translation; plant y
// grows north). A similarity, not a per-axis scale: a plant's grid is usually turned against north, and two
// points fix a turn and one scale but not two independent scales plus a turn. The points must therefore differ
// (geographically and on the plan) but may lie on one axis; their scale must be plausible for plant metres.
import { positionInRing, segmentDistance } from './geometry-distance.ts';
import type { Geometry, Position } from './geometry.ts';

/** A reference point of the plan: the plant position and the geographic `[lon, lat]` (WGS 84) it shows. */
export interface GeoPoint {
  plant: Position;
  geo: Position;
}

/** Mean earth radius (metres). */
export const EARTH_RADIUS_M = 6_371_008.8;

/** Plant units per geographic metre that two reference points may imply (plant coordinates are metres). */
export const GEO_SCALE_RANGE: readonly [number, number] = [0.2, 5];

/** Why two reference points cannot place the phone, or null. */
export type GeoPointsProblem =
  /** Not two points each with a plant `[x, y]` and a geographic `[lon, lat]`. */
  | 'count'
  /** A longitude outside −180…180 or a latitude outside −90…90 (or too near a pole). */
  | 'range'
  /** The two points are the same place (geographically or on the plan). */
  | 'same'
  /** Their plant distance and geographic distance disagree by more than GEO_SCALE_RANGE (lon/lat swapped?). */
  | 'scale';

/** The transform lon/lat → plant: local metres around `origin`, then plant = a·local + b (complex numbers). */
export interface GeoTransform {
  origin: Position;
  cosLat: number;
  /** Rotation and scale (a complex number re + i·im). */
  re: number;
  im: number;
  /** Translation. */
  tx: number;
  ty: number;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const isPos = (v: unknown): v is Position => Array.isArray(v) && v.length === 2 && v.every(finite);
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Whether `[lon, lat]` is a geographic position (not within 0.01° of a pole, where cos(lat) vanishes). */
export function lonLatInRange([lon, lat]: Position): boolean {
  return lon >= -180 && lon <= 180 && lat >= -89.99 && lat <= 89.99;
}

/** Local metres east and north of `origin` (equirectangular with the origin's cos(lat)). */
function localMetres(origin: Position, cosLat: number, [lon, lat]: Position): Position {
  return [rad(lon - origin[0]) * cosLat * EARTH_RADIUS_M, rad(lat - origin[1]) * EARTH_RADIUS_M];
}

function rawTransform(points: readonly GeoPoint[]): GeoTransform | null {
  const [a, b] = points;
  const cosLat = Math.cos(rad(a.geo[1]));
  const [le, ln] = localMetres(a.geo, cosLat, b.geo);
  const dx = b.plant[0] - a.plant[0];
  const dy = b.plant[1] - a.plant[1];
  const d2 = le * le + ln * ln;
  if (d2 === 0 || (dx === 0 && dy === 0)) return null;
  // a = (dx + i·dy) / (le + i·ln)
  const re = (dx * le + dy * ln) / d2;
  const im = (dy * le - dx * ln) / d2;
  return { origin: a.geo, cosLat, re, im, tx: a.plant[0], ty: a.plant[1] };
}

/** Why `points` cannot give a transform, or null when geoTransform may be called. */
export function geoPointsProblem(points: unknown): GeoPointsProblem | null {
  if (!Array.isArray(points) || points.length !== 2) return 'count';
  const ok = points.every((p: unknown) => p !== null && typeof p === 'object' && isPos((p as GeoPoint).plant) && isPos((p as GeoPoint).geo));
  if (!ok) return 'count';
  const ps = points as GeoPoint[];
  if (!ps.every((p) => lonLatInRange(p.geo))) return 'range';
  const t = rawTransform(ps);
  if (!t) return 'same';
  const scale = Math.hypot(t.re, t.im);
  if (scale < GEO_SCALE_RANGE[0] || scale > GEO_SCALE_RANGE[1]) return 'scale';
  return null;
}

/** The transform of two reference points (geoPointsProblem must be null). */
export function geoTransform(points: readonly GeoPoint[]): GeoTransform {
  const t = rawTransform(points);
  if (!t) throw new Error('geoTransform: the two points are the same place');
  return t;
}

/** The plant position of a geographic `[lon, lat]`. */
export function lonLatToPlant(t: GeoTransform, lonLat: Position): Position {
  const [e, n] = localMetres(t.origin, t.cosLat, lonLat);
  return [t.re * e - t.im * n + t.tx, t.im * e + t.re * n + t.ty];
}

/** A point's distance to a geometry in plant units: to a point, or 0 inside a polygon, else to its nearest edge. */
export function distanceToGeometry(p: Position, g: Geometry): number {
  if (g.type === 'Point') return Math.hypot(p[0] - g.coordinates[0], p[1] - g.coordinates[1]);
  const ring = g.coordinates[0];
  if (positionInRing(p, ring)) return 0;
  let best = Infinity;
  for (let i = 0; i + 1 < ring.length; i++) best = Math.min(best, segmentDistance(p, ring[i], ring[i + 1]));
  return best;
}
