// The image plan's placement (docs/schema-engine.md "Plant map"): two points of the image, each with its pixel
// (y growing downwards) and its plant coordinates in metres, give an axis-aligned scale and translation; the
// image then covers `extent`, its corners in plant coordinates. Pure: the plan page previews with it and the
// unit tests check it; the server computes the same from the same two points.

/** A point of the image and where it lies on the plant. */
export interface PlanPoint {
  pixel: [number, number];
  plant: [number, number];
}

/** [minX, minY, maxX, maxY] in plant metres. */
export type Extent = [number, number, number, number];

/** Why two points cannot place an image (the id of its message in the `mapui` catalogue part). */
export type PlacementProblem = 'mapui.plan.samePixel' | 'mapui.plan.samePlant' | 'mapui.plan.flipped';

/** The scale (metres per pixel; sy negative as pixel y grows downwards) and the plant point of pixel (0, 0). */
export interface Placement {
  sx: number;
  sy: number;
  originX: number;
  originY: number;
}

/** The placement two points give, or the problem that stops it. */
export function placement(points: readonly [PlanPoint, PlanPoint]): Placement | PlacementProblem {
  const [a, b] = points;
  const dpx = b.pixel[0] - a.pixel[0];
  const dpy = b.pixel[1] - a.pixel[1];
  if (dpx === 0 || dpy === 0) return 'mapui.plan.samePixel';
  const dx = b.plant[0] - a.plant[0];
  const dy = b.plant[1] - a.plant[1];
  if (dx === 0 || dy === 0) return 'mapui.plan.samePlant';
  const sx = dx / dpx;
  const sy = dy / dpy;
  // An image is never mirrored: rightwards is east (x grows), downwards is south (y falls).
  if (sx < 0 || sy > 0) return 'mapui.plan.flipped';
  return { sx, sy, originX: a.plant[0] - a.pixel[0] * sx, originY: a.plant[1] - a.pixel[1] * sy };
}

/** Whether `placement` answered a problem. */
export function isProblem(p: Placement | PlacementProblem): p is PlacementProblem {
  return typeof p === 'string';
}

/** The plant point of a pixel. */
export function pixelToPlant(p: Placement, pixel: readonly [number, number]): [number, number] {
  return [p.originX + pixel[0] * p.sx, p.originY + pixel[1] * p.sy];
}

/** The image's extent in plant coordinates: its top-left and bottom-right corners. */
export function imageExtent(p: Placement, width: number, height: number): Extent {
  const [x0, y0] = pixelToPlant(p, [0, 0]);
  const [x1, y1] = pixelToPlant(p, [width, height]);
  return [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
}

/**
 * The image pixel under a click on the image as shown (scaled to `shown` CSS pixels): the whole pixel under
 * the pointer, kept inside the image.
 */
export function clickToPixel(offset: readonly [number, number], shown: readonly [number, number], natural: readonly [number, number]): [number, number] {
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.floor(v)));
  return [clamp((offset[0] * natural[0]) / shown[0], natural[0]), clamp((offset[1] * natural[1]) / shown[1], natural[1])];
}

/** The bounds of every position of a GeoJSON value (a FeatureCollection, Feature or geometry); null when none. */
export function geojsonExtent(value: unknown): Extent | null {
  const e: Extent = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (v: unknown): void => {
    if (!Array.isArray(v)) return;
    if (v.length >= 2 && typeof v[0] === 'number' && typeof v[1] === 'number') {
      e[0] = Math.min(e[0], v[0]);
      e[1] = Math.min(e[1], v[1]);
      e[2] = Math.max(e[2], v[0]);
      e[3] = Math.max(e[3], v[1]);
      return;
    }
    v.forEach(visit);
  };
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (Array.isArray(o.features)) o.features.forEach(walk);
    if (o.geometry) walk(o.geometry);
    if (Array.isArray(o.geometries)) o.geometries.forEach(walk);
    if (o.coordinates) visit(o.coordinates);
  };
  walk(value);
  return Number.isFinite(e[0]) ? e : null;
}

/** A reference point being placed on the plan page: its pixel once clicked, its plant coordinates once typed. */
export interface PointDraft {
  pixel: [number, number] | null;
  plant: [number | null, number | null];
}

export const EMPTY_DRAFT: PointDraft = { pixel: null, plant: [null, null] };

/** The drafts after a click on the image: the first point without a pixel takes it; with both placed, the second moves. */
export function pickPixel(drafts: readonly [PointDraft, PointDraft], pixel: [number, number]): [PointDraft, PointDraft] {
  const [a, b] = drafts;
  if (!a.pixel) return [{ ...a, pixel }, b];
  return [a, { ...b, pixel }];
}

/** The two points when both are clicked and typed, else null. */
export function completePoints(drafts: readonly [PointDraft, PointDraft]): [PlanPoint, PlanPoint] | null {
  const done = (d: PointDraft): PlanPoint | null =>
    d.pixel && d.plant[0] !== null && d.plant[1] !== null && Number.isFinite(d.plant[0]) && Number.isFinite(d.plant[1])
      ? { pixel: d.pixel, plant: [d.plant[0], d.plant[1]] }
      : null;
  const a = done(drafts[0]);
  const b = done(drafts[1]);
  return a && b ? [a, b] : null;
}
