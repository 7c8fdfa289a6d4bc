import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  controlPointsProblem,
  featureCollectionBounds,
  geometryInside,
  geometryProblem,
  imageExtent,
  pixelToPlant,
  planTransform,
  plantToPixel,
  type Extent,
  type GeometryKind,
  type Position,
} from '../../src/domain/geometry.ts';

const poly = (...ring: Position[]) => ({ type: 'Polygon', coordinates: [[...ring, ring[0]]] });

describe('geometryProblem', () => {
  const cases: [string, GeometryKind, unknown, ReturnType<typeof geometryProblem>][] = [
    ['a point', 'point', { type: 'Point', coordinates: [1, 2] }, null],
    ['a point with three numbers', 'point', { type: 'Point', coordinates: [1, 2, 3] }, 'shape'],
    ['a point with a text', 'point', { type: 'Point', coordinates: ['1', 2] }, 'shape'],
    ['a point with NaN-like infinity', 'point', { type: 'Point', coordinates: [Infinity, 2] }, 'shape'],
    ['a polygon given for a point', 'point', poly([0, 0], [1, 0], [1, 1]), 'shape'],
    ['a point with an extra key', 'point', { type: 'Point', coordinates: [1, 2], crs: 'x' }, 'shape'],
    ['null', 'point', null, 'shape'],
    ['an array', 'polygon', [[0, 0]], 'shape'],
    ['a square', 'polygon', poly([0, 0], [10, 0], [10, 10], [0, 10]), null],
    ['a triangle', 'polygon', poly([0, 0], [10, 0], [5, 8]), null],
    ['a concave polygon', 'polygon', poly([0, 0], [10, 0], [10, 10], [5, 3], [0, 10]), null],
    ['an open ring', 'polygon', { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 1]]] }, 'shape'],
    ['a ring of three positions', 'polygon', { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [0, 0]]] }, 'shape'],
    ['a polygon with a hole', 'polygon', { type: 'Polygon', coordinates: [poly([0, 0], [9, 0], [9, 9]).coordinates[0], poly([1, 1], [2, 1], [2, 2]).coordinates[0]] }, 'shape'],
    ['a bow tie', 'polygon', poly([0, 0], [10, 10], [10, 0], [0, 10]), 'selfCrossing'],
    ['a ring touching itself at a vertex', 'polygon', poly([0, 0], [10, 0], [5, 5], [10, 10], [0, 10], [5, 5]), 'selfCrossing'],
    ['a vertex on another edge', 'polygon', poly([0, 0], [10, 0], [10, 10], [5, 0], [0, 10]), 'selfCrossing'],
    ['a spike folding back', 'polygon', poly([0, 0], [10, 0], [5, 0], [5, 5]), 'selfCrossing'],
    ['all collinear', 'polygon', poly([0, 0], [5, 0], [10, 0]), 'selfCrossing'],
  ];
  it.each(cases)('%s', (_name, kind, value, expected) => {
    expect(geometryProblem(kind, value)).toBe(expected);
  });
});

describe('extents', () => {
  const e: Extent = [0, 0, 100, 50];
  it.each([
    [{ type: 'Point', coordinates: [0, 0] }, true],
    [{ type: 'Point', coordinates: [100, 50] }, true],
    [{ type: 'Point', coordinates: [100.01, 5] }, false],
    [{ type: 'Point', coordinates: [5, -1] }, false],
    [poly([1, 1], [99, 1], [99, 49]), true],
    [poly([1, 1], [101, 1], [99, 49]), false],
  ] as const)('geometryInside %j is %s', (g, inside) => {
    expect(geometryInside(g as never, e)).toBe(inside);
  });
  it('bounds of positions', () => {
    expect(boundsOf([[3, 4], [-1, 8], [2, -5]])).toEqual([-1, -5, 3, 8]);
    expect(boundsOf([])).toBeUndefined();
  });
});

describe('the plan image transform', () => {
  // Pixel (0,0) is the plant's (0, 500); pixel (1000, 500) is plant (2000, 0): 2 m per pixel, y flipped.
  const points = [
    { pixel: [0, 0] as Position, plant: [0, 500] as Position },
    { pixel: [1000, 500] as Position, plant: [2000, 0] as Position },
  ];
  const t = planTransform(points);
  it.each([
    [[0, 0], [0, 500]],
    [[1000, 500], [2000, 0]],
    [[500, 250], [1000, 250]],
    [[250, 100], [500, 400]],
  ] as [Position, Position][])('pixel %j ↔ plant %j', (pixel, plant) => {
    expect(pixelToPlant(t, pixel)).toEqual(plant);
    expect(plantToPixel(t, plant)).toEqual(pixel);
  });
  it('the image extent is its corners in plant coordinates', () => {
    expect(imageExtent(t, 1000, 500)).toEqual([0, 0, 2000, 500]);
    expect(imageExtent(planTransform([{ pixel: [100, 100], plant: [10, 90] }, { pixel: [200, 300], plant: [20, 70] }]), 400, 400)).toEqual([0, 60, 40, 100]);
  });
  it.each([
    [[{ pixel: [0, 0], plant: [0, 0] }], 'count'],
    [[{ pixel: [0, 0], plant: [0, 0] }, { pixel: [0, 5], plant: [5, 5] }], 'sameAxis'],
    [[{ pixel: [0, 0], plant: [0, 0] }, { pixel: [5, 5], plant: [5, 0] }], 'sameAxis'],
    [[{ pixel: [0, 0], plant: [0, 0] }, { pixel: [5, 5], plant: [5, 5] }], null],
  ] as const)('control points %j: %s', (pts, problem) => {
    expect(controlPointsProblem(pts as never)).toBe(problem);
  });
});

describe('featureCollectionBounds', () => {
  it('spans points, lines and polygons', () => {
    const fc = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'Point', coordinates: [5, 5] }, properties: {} },
        { type: 'Feature', geometry: { type: 'LineString', coordinates: [[-10, 0], [20, 3]] }, properties: {} },
        { type: 'Feature', geometry: poly([0, 0], [4, 0], [4, 40]), properties: {} },
      ],
    };
    expect(featureCollectionBounds(fc)).toEqual([-10, 0, 20, 40]);
  });
  it.each([
    ['not a collection', { type: 'Feature' }],
    ['no features', { type: 'FeatureCollection', features: [] }],
    ['a bad geometry', { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: ['a', 1] } }] }],
    ['a multipolygon', { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'MultiPoint', coordinates: [[1, 1]] } }] }],
    ['a single point (no area)', { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [1, 1] } }] }],
  ])('%s: none', (_n, v) => {
    expect(featureCollectionBounds(v)).toBeUndefined();
  });
});
