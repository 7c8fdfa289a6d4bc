// The plan page's arithmetic (src/runtime/map/plan-transform.ts) and the form's geometry rules
// (src/runtime/map/geometry-rules.ts): two points place an image (scale and translation, y growing
// downwards), clicks land on image pixels, the drafts fill in order, and polygons that cross or leave the plan
// are named before saving.
import { describe, expect, it } from 'vitest';
import { geometryKind, geometryProblem, isGeometry, selfCrossing } from '../../src/runtime/map/geometry-rules.ts';
import { geometryText } from '../../src/runtime/map/geometry-text.ts';
import {
  clickToPixel,
  completePoints,
  EMPTY_DRAFT,
  geojsonExtent,
  imageExtent,
  isProblem,
  pickPixel,
  pixelToPlant,
  placement,
  type Placement,
  type PlanPoint,
} from '../../src/runtime/map/plan-transform.ts';

const P = (pixel: [number, number], plant: [number, number]): PlanPoint => ({ pixel, plant });

describe('placement of an image by two points', () => {
  it('scales each axis on its own and puts pixel y downwards', () => {
    const p = placement([P([100, 500], [10, 20]), P([700, 100], [130, 100])]) as Placement;
    expect(isProblem(p)).toBe(false);
    expect(p.sx).toBeCloseTo(0.2);
    expect(p.sy).toBeCloseTo(-0.2);
    expect(pixelToPlant(p, [100, 500])).toEqual([10, 20]);
    expect(pixelToPlant(p, [700, 100])[0]).toBeCloseTo(130);
    imageExtent(p, 800, 600).forEach((n, i) => expect(n).toBeCloseTo([-10, 0, 150, 120][i]));
  });

  it('gives the extent of the corners with different scales', () => {
    const p = placement([P([0, 0], [0, 300]), P([800, 600], [400, 0])]) as Placement;
    expect(imageExtent(p, 800, 600)).toEqual([0, 0, 400, 300]);
    const q = placement([P([0, 0], [0, 600]), P([800, 600], [400, 0])]) as Placement;
    expect(q.sx).toBe(0.5);
    expect(q.sy).toBe(-1);
  });

  it('refuses points that share a pixel axis or a plant axis, and a mirrored image', () => {
    expect(placement([P([10, 10], [0, 0]), P([10, 50], [5, 5])])).toBe('mapui.plan.samePixel');
    expect(placement([P([10, 10], [0, 0]), P([50, 50], [0, -5])])).toBe('mapui.plan.samePlant');
    expect(placement([P([10, 10], [0, 0]), P([50, 50], [-5, -5])])).toBe('mapui.plan.flipped');
    expect(placement([P([10, 10], [0, 0]), P([50, 50], [5, 5])])).toBe('mapui.plan.flipped');
  });
});

describe('the plan page picks', () => {
  it('turns a click on a scaled image into an image pixel, inside the image', () => {
    expect(clickToPixel([200, 150], [400, 300], [800, 600])).toEqual([400, 300]);
    expect(clickToPixel([40.7, 30.2], [400, 300], [400, 300])).toEqual([40, 30]);
    expect(clickToPixel([-3, 999], [400, 300], [800, 600])).toEqual([0, 600]);
  });

  it('fills the first point, then the second, then moves the second', () => {
    let d = pickPixel([EMPTY_DRAFT, EMPTY_DRAFT], [1, 2]);
    expect(d.map((x) => x.pixel)).toEqual([[1, 2], null]);
    d = pickPixel(d, [3, 4]);
    expect(d.map((x) => x.pixel)).toEqual([[1, 2], [3, 4]]);
    d = pickPixel(d, [5, 6]);
    expect(d.map((x) => x.pixel)).toEqual([[1, 2], [5, 6]]);
  });

  it('completes the points only when both are clicked and typed', () => {
    const a = { pixel: [0, 0] as [number, number], plant: [0, 10] as [number | null, number | null] };
    expect(completePoints([a, { pixel: [5, 5], plant: [5, null] }])).toBeNull();
    expect(completePoints([a, { pixel: null, plant: [5, 5] }])).toBeNull();
    expect(completePoints([a, { pixel: [5, 5], plant: [5, 5] }])).toEqual([P([0, 0], [0, 10]), P([5, 5], [5, 5])]);
  });

  it('bounds a GeoJSON plan', () => {
    const fc = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'LineString', coordinates: [[-5, 2], [40, 8]] } },
        { type: 'Feature', geometry: { type: 'Point', coordinates: [10, 90] } },
      ],
    };
    expect(geojsonExtent(fc)).toEqual([-5, 2, 40, 90]);
    expect(geojsonExtent({ type: 'FeatureCollection', features: [] })).toBeNull();
  });
});

describe('geometry rules before saving', () => {
  const extent: [number, number, number, number] = [0, 0, 100, 100];
  const ring = (...pts: [number, number][]) => ({ type: 'Polygon' as const, coordinates: [[...pts, pts[0]]] });

  it('accepts a simple polygon inside the plan and a point on its edge', () => {
    expect(geometryProblem(ring([10, 10], [50, 10], [50, 50], [10, 50]), extent)).toBeNull();
    expect(geometryProblem({ type: 'Point', coordinates: [100, 0] }, extent)).toBeNull();
  });

  it('names a self-crossing polygon (a bow tie)', () => {
    const bow = ring([10, 10], [50, 50], [50, 10], [10, 50]);
    expect(selfCrossing(bow.coordinates[0])).toBe(true);
    expect(geometryProblem(bow, extent)).toBe('mapui.picker.selfCrossing');
  });

  it('names a vertex or point outside the plan and a ring too short', () => {
    expect(geometryProblem(ring([10, 10], [150, 10], [50, 50]), extent)).toBe('mapui.picker.outside');
    expect(geometryProblem({ type: 'Point', coordinates: [-1, 5] }, extent)).toBe('mapui.picker.outside');
    expect(geometryProblem({ type: 'Polygon', coordinates: [[[0, 0], [1, 1], [0, 0]]] }, extent)).toBe('mapui.picker.tooFew');
  });

  it('knows a geometry from other values', () => {
    expect(isGeometry({ type: 'Point', coordinates: [1, 2] })).toBe(true);
    expect(isGeometry({ type: 'Point', coordinates: ['a', 2] })).toBe(false);
    expect(isGeometry('1,2')).toBe(false);
  });

  it('knows a geometry field and says a value short', () => {
    expect(geometryKind({ type: 'object', 'x-geometry': 'polygon' })).toBe('polygon');
    expect(geometryKind({ type: 'string', 'x-geometry': 'point' })).toBeNull();
    expect(geometryKind({ type: 'object' })).toBeNull();
    expect(geometryText({ type: 'Point', coordinates: [12.5, 7] })).toBe('12.5, 7');
    expect(geometryText(ring([10, 10], [50, 10], [50, 50]))).toBe('区域（3 个顶点）');
    expect(geometryText(null)).toBe('');
  });
});
