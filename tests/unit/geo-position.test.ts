// The phone's position on the plant plan (src/domain/geo-position.ts): two reference points give a
// similarity transform lon/lat → plant metres (a plan turned against north too), bad reference points are
// named, and a point's distance to a point or a polygon (0 inside or on an edge, else to the nearest edge).
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, distanceToGeometry, geoPointsProblem, geoTransform, lonLatToPlant, type GeoPoint } from '../../src/domain/geo-position.ts';
import type { Geometry, Position } from '../../src/domain/geometry.ts';
import { DEMO_GEO_POINTS } from '../../src/server/map/demo-plan.ts';

const ORIGIN: Position = [118.78, 32.04];
const M_PER_DEG = (EARTH_RADIUS_M * Math.PI) / 180;
/** The lon/lat that lies `east`, `north` metres from ORIGIN (the inverse of the transform's first step). */
const at = (east: number, north: number): Position => [ORIGIN[0] + east / (M_PER_DEG * Math.cos((ORIGIN[1] * Math.PI) / 180)), ORIGIN[1] + north / M_PER_DEG];

const close = (p: Position, q: Position) => {
  expect(p[0]).toBeCloseTo(q[0], 6);
  expect(p[1]).toBeCloseTo(q[1], 6);
};

describe('geoTransform', () => {
  it('maps a plan aligned with north: the reference points onto themselves, a point between them between', () => {
    const points: GeoPoint[] = [{ plant: [0, 0], geo: ORIGIN }, { plant: [100, 200], geo: at(100, 200) }];
    expect(geoPointsProblem(points)).toBeNull();
    const t = geoTransform(points);
    close(lonLatToPlant(t, ORIGIN), [0, 0]);
    close(lonLatToPlant(t, at(100, 200)), [100, 200]);
    close(lonLatToPlant(t, at(50, 100)), [50, 100]);
    close(lonLatToPlant(t, at(-30, 400)), [-30, 400]);
  });

  it('maps a plan turned a quarter against north, with an offset, from two points on one axis', () => {
    // Plant x points north-west…: plant = i·(east + i·north) + (10, 10), i.e. x = 10 − north, y = 10 + east.
    const points: GeoPoint[] = [{ plant: [10, 10], geo: ORIGIN }, { plant: [10, 110], geo: at(100, 0) }];
    expect(geoPointsProblem(points)).toBeNull();
    const t = geoTransform(points);
    close(lonLatToPlant(t, at(0, 50)), [-40, 10]);
    close(lonLatToPlant(t, at(20, 30)), [-20, 30]);
  });
});

describe('geoPointsProblem', () => {
  const good = (): GeoPoint[] => [{ plant: [0, 0], geo: ORIGIN }, { plant: [100, 200], geo: at(100, 200) }];
  const cases: [string, unknown, ReturnType<typeof geoPointsProblem>][] = [
    ['none', undefined, 'count'],
    ['one point', good().slice(0, 1), 'count'],
    ['three points', [...good(), good()[0]], 'count'],
    ['a point without geo', [{ plant: [0, 0] }, good()[1]], 'count'],
    ['a position of three numbers', [{ plant: [0, 0, 0], geo: ORIGIN }, good()[1]], 'count'],
    ['a latitude past 90', [{ plant: [0, 0], geo: [118, 91] }, good()[1]], 'range'],
    ['a longitude past 180', [{ plant: [0, 0], geo: [181, 32] }, good()[1]], 'range'],
    ['the same geographic place', [good()[0], { plant: [100, 200], geo: ORIGIN }], 'same'],
    ['the same plant position', [good()[0], { plant: [0, 0], geo: at(100, 200) }], 'same'],
    ['lon and lat swapped on one point', [good()[0], { plant: [100, 200], geo: [at(100, 200)[1], at(100, 200)[0]] }], 'range'],
    ['a scale far from metres', [good()[0], { plant: [100, 200], geo: at(1, 2) }], 'scale'],
    ['good', good(), null],
    ["the demo plan's", DEMO_GEO_POINTS, null],
  ];
  it.each(cases)('%s', (_name, points, problem) => {
    expect(geoPointsProblem(points)).toBe(problem);
  });
});

describe('distanceToGeometry', () => {
  const square: Geometry = { type: 'Polygon', coordinates: [[[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]]] };
  const cases: [string, Position, Geometry, number][] = [
    ['to a point', [3, 4], { type: 'Point', coordinates: [0, 0] }, 5],
    ['at the point', [1, 1], { type: 'Point', coordinates: [1, 1] }, 0],
    ['inside a polygon', [5, 5], square, 0],
    ['on its edge', [10, 5], square, 0],
    ['outside beside an edge', [15, 5], square, 5],
    ['outside beyond a corner', [13, 14], square, 5],
    ['below it', [5, -2], square, 2],
  ];
  it.each(cases)('%s', (_name, p, g, d) => {
    expect(distanceToGeometry(p, g)).toBeCloseTo(d, 9);
  });
});
