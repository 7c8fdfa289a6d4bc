// Issue 16 item 6: the work site as a point, an area's polygon or a drawn polygon. What a site of `x-geometry: any`
// accepts, and the 30 m rule of hot work beside blind-plate work between sites of either shape, at its edges.
import { describe, expect, it } from 'vitest';
import { geometryProblem, type Geometry, type Position } from '../../src/domain/geometry.ts';
import { nearbyWorks, simultaneousRefusal, type SiteWork } from '../../src/domain/permit-simultaneous.ts';

const pt = (x: number, y: number): Geometry => ({ type: 'Point', coordinates: [x, y] });
const ring = (...ps: Position[]): Geometry => ({ type: 'Polygon', coordinates: [[...ps, ps[0]]] });
/** A 10 m square whose lower left corner is (x, y). */
const square = (x: number, y: number): Geometry => ring([x, y], [x + 10, y], [x + 10, y + 10], [x, y + 10]);

describe('a site of x-geometry any', () => {
  it.each([
    ['a point', pt(1, 2), null],
    ['a triangle', ring([0, 0], [10, 0], [10, 10]), null],
    ['a square', square(0, 0), null],
    ['a ring of 2 distinct positions', { type: 'Polygon', coordinates: [[[0, 0], [10, 0], [0, 0], [0, 0]]] }, 'shape'],
    ['an open ring', { type: 'Polygon', coordinates: [[[0, 0], [10, 0], [10, 10], [0, 10]]] }, 'shape'],
    ['a ring of 3 positions', { type: 'Polygon', coordinates: [[[0, 0], [10, 0], [0, 0]]] }, 'shape'],
    ['a bow tie', ring([0, 0], [10, 10], [10, 0], [0, 10]), 'selfCrossing'],
    ['collinear positions', ring([0, 0], [5, 0], [10, 0]), 'selfCrossing'],
    ['a line', { type: 'LineString', coordinates: [[0, 0], [1, 1]] }, 'shape'],
    ['a point without y', { type: 'Point', coordinates: [1] }, 'shape'],
  ])('%s', (_name, value, problem) => {
    expect(geometryProblem('any', value)).toBe(problem);
  });

  it('a point field still refuses a polygon, and a polygon field a point', () => {
    expect(geometryProblem('point', square(0, 0))).toBe('shape');
    expect(geometryProblem('polygon', pt(0, 0))).toBe('shape');
  });
});

const H = (h: number) => new Date(Date.UTC(2026, 10, 30, h));
let next = 1;
function work(kind: SiteWork['kind'], position: Geometry): SiteWork {
  const id = next++;
  return { id, number: `HJZA${String(id).padStart(4, '0')}`, kind, state: 'APPROVED', site: `地点${id}`, position, plannedStart: H(1), plannedEnd: H(5) };
}

describe('hot work beside blind-plate work, between sites of either shape', () => {
  // The blind-plate site is the square (100..110, 100..110) or the point (100, 100).
  it.each([
    ['a polygon touching the blind-plate area', square(110, 100), square(100, 100), 0, true],
    ['a polygon containing the blind-plate point', square(95, 95), pt(100, 100), 0, true],
    ['a point inside the blind-plate area', pt(105, 105), square(100, 100), 0, true],
    ['an area inside the blind-plate area', ring([102, 102], [104, 102], [104, 104]), square(100, 100), 0, true],
    ['overlapping polygons', square(105, 105), square(100, 100), 0, true],
    ['a polygon 29.9 m east of the area', square(139.9, 100), square(100, 100), 29.9, true],
    ['a polygon 30 m east of the area', square(140, 100), square(100, 100), 30, true],
    ['a polygon 30.1 m east of the area', square(140.1, 100), square(100, 100), undefined, false],
    ['a polygon 29.9 m north of the point', square(95, 129.9), pt(100, 100), 29.9, true],
    ['a polygon 30 m north of the point', square(95, 130), pt(100, 100), 30, true],
    ['a polygon 30.1 m north of the point', square(95, 130.1), pt(100, 100), undefined, false],
    ['a point 30 m off the corner diagonal (18, 24)', pt(128, 134), square(100, 100), 30, true],
  ])('%s', (_name, hotSite, blindSite, metres, refused) => {
    const hot = work('DONG_HUO', hotSite);
    const blind = work('MANG_BAN', blindSite);
    expect(nearbyWorks(hot, [blind]).map((n) => n.metres)).toEqual(metres === undefined ? [] : [metres]);
    expect(simultaneousRefusal(hot, [blind]) !== null).toBe(refused);
    // Either way round.
    expect(simultaneousRefusal(blind, [hot]) !== null).toBe(refused);
  });
});
