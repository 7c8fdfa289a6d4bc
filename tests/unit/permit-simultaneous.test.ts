// Issue 16 item 6: works at the same place and time, and the blind-plate rules of GB 30871 that such a pair breaks;
// with the distance between geometries they rest on.
import { describe, expect, it } from 'vitest';
import { geometryDistance, positionInRing } from '../../src/domain/geometry-distance.ts';
import type { Geometry, Position } from '../../src/domain/geometry.ts';
import { nearbyWorks, simultaneousRefusal, windowsOverlap, type SiteWork } from '../../src/domain/permit-simultaneous.ts';
import { chineseOf } from '../../src/server/http/app-error.ts';

const pt = (x: number, y: number): Geometry => ({ type: 'Point', coordinates: [x, y] });
const square = (x: number, y: number, size: number): Geometry => {
  const ring: Position[] = [[x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y]];
  return { type: 'Polygon', coordinates: [ring] };
};

describe('geometryDistance', () => {
  it.each([
    ['two points 3-4-5', pt(0, 0), pt(3, 4), 5],
    ['the same point', pt(7, 7), pt(7, 7), 0],
    ['a point inside a polygon', pt(5, 5), square(0, 0, 10), 0],
    ['a point on a polygon edge', pt(10, 5), square(0, 0, 10), 0],
    ['a point right of a polygon', pt(40, 5), square(0, 0, 10), 30],
    ['a point off a corner', pt(13, 14), square(0, 0, 10), 5],
    ['two polygons apart', square(0, 0, 10), square(25, 0, 10), 15],
    ['two overlapping polygons', square(0, 0, 10), square(5, 5, 10), 0],
    ['a polygon inside another', square(2, 2, 2), square(0, 0, 10), 0],
  ])('%s', (_name, a, b, d) => {
    expect(geometryDistance(a, b)).toBeCloseTo(d, 6);
    expect(geometryDistance(b, a)).toBeCloseTo(d, 6);
  });

  it('positionInRing by the even-odd rule', () => {
    const ring = (square(0, 0, 10) as { coordinates: Position[][] }).coordinates[0];
    expect(positionInRing([5, 5], ring)).toBe(true);
    expect(positionInRing([15, 5], ring)).toBe(false);
  });
});

const H = (h: number) => new Date(Date.UTC(2026, 10, 30, h));
let next = 1;
function work(w: Partial<SiteWork> & Pick<SiteWork, 'kind'>): SiteWork {
  const id = next++;
  return { id, number: `HJZA${String(id).padStart(4, '0')}`, state: 'APPROVED', site: '罐区A', position: null, plannedStart: H(1), plannedEnd: H(5), ...w };
}
const reason = (p: SiteWork, others: SiteWork[]) => {
  const r = simultaneousRefusal(p, others);
  return r === null ? null : chineseOf(r);
};

describe('windowsOverlap', () => {
  it.each([
    [H(1), H(5), H(5), H(8), true],
    [H(1), H(5), H(6), H(8), false],
    [null, H(5), H(4), H(8), true],
    [H(9), null, H(4), H(8), false],
    [null, null, H(4), H(8), true],
  ])('[%s, %s] and [%s, %s]: %s', (s1, e1, s2, e2, want) => {
    expect(windowsOverlap({ plannedStart: s1, plannedEnd: e1 }, { plannedStart: s2, plannedEnd: e2 })).toBe(want);
  });
});

describe('nearbyWorks', () => {
  it('by position within 30 m, else by the same site name; only working states and overlapping windows; nearest first', () => {
    const p = work({ kind: 'DONG_HUO', position: pt(100, 100) });
    const near = work({ kind: 'GAO_CHU', position: pt(120, 100) });
    const edge = work({ kind: 'DIAO_ZHUANG', position: pt(100, 130) });
    const far = work({ kind: 'GAO_CHU', position: pt(131, 100) });
    const byName = work({ kind: 'SHOU_XIAN', site: ' 罐区A ' });
    const otherName = work({ kind: 'SHOU_XIAN', site: '罐区B' });
    const draft = work({ kind: 'GAO_CHU', state: 'DRAFT', position: pt(100, 101) });
    const finished = work({ kind: 'GAO_CHU', state: 'FINISHED', position: pt(100, 101) });
    const later = work({ kind: 'GAO_CHU', position: pt(100, 101), plannedStart: H(6), plannedEnd: H(9) });
    const got = nearbyWorks(p, [p, near, edge, far, byName, otherName, draft, finished, later]);
    expect(got.map((n) => [n.work.id, n.metres])).toEqual([
      [byName.id, null],
      [near.id, 20],
      [edge.id, 30],
    ]);
  });
});

describe('simultaneousRefusal', () => {
  it('hot work within 30 m of blind-plate work is refused, either way round, naming the other permit', () => {
    const blind = work({ kind: 'MANG_BAN', position: pt(0, 0), state: 'IN_PROGRESS' });
    const hot = work({ kind: 'DONG_HUO', position: pt(0, 25) });
    expect(reason(hot, [blind])).toBe(`相距25米处有盲板抽堵作业（作业票${blind.number}，作业中）：盲板抽堵作业点30米内不应同时进行动火作业`);
    expect(reason(blind, [hot])).toBe(`相距25米处有动火作业（作业票${hot.number}，待作业）：盲板抽堵作业点30米内不应同时进行动火作业`);
  });

  it('by the same site name when a position is missing', () => {
    const blind = work({ kind: 'MANG_BAN' });
    const hot = work({ kind: 'DONG_HUO' });
    expect(reason(hot, [blind])).toBe(`同一作业地点「罐区A」有盲板抽堵作业（作业票${blind.number}，待作业）：盲板抽堵作业点30米内不应同时进行动火作业`);
  });

  it('allowed: farther than 30 m, another time, a draft, another kind', () => {
    const hot = work({ kind: 'DONG_HUO', position: pt(0, 0) });
    expect(reason(hot, [work({ kind: 'MANG_BAN', position: pt(0, 31) })])).toBeNull();
    expect(reason(hot, [work({ kind: 'MANG_BAN', position: pt(0, 1), plannedStart: H(6), plannedEnd: H(7) })])).toBeNull();
    expect(reason(hot, [work({ kind: 'MANG_BAN', position: pt(0, 1), state: 'DRAFT' })])).toBeNull();
    expect(reason(hot, [work({ kind: 'GAO_CHU', position: pt(0, 1) })])).toBeNull();
  });

  it('one blind plate in one working permit; one blind-plate work per pipeline at a time, wherever its site', () => {
    const first = work({ kind: 'MANG_BAN', site: '罐区B', pipeline: 'P-101 氯气管线', plate: 'MB-07' });
    const samePlate = work({ kind: 'MANG_BAN', site: '罐区C', pipeline: 'P-202', plate: ' mb-07 ' });
    expect(reason(samePlate, [first])).toBe(`盲板「mb-07」已有盲板抽堵作业票${first.number}（待作业）：一张作业票只能进行一块盲板的一项作业，同一盲板不能同时办理两张作业票`);
    const samePipe = work({ kind: 'MANG_BAN', site: '罐区C', pipeline: 'P-101  氯气管线', plate: 'MB-08' });
    expect(reason(samePipe, [first])).toBe(`设备管道「P-101  氯气管线」上已有盲板抽堵作业票${first.number}（待作业）：同一管道上不应同时进行两处及以上的盲板抽堵作业`);
    expect(reason(work({ kind: 'MANG_BAN', site: '罐区C', pipeline: 'P-303', plate: 'MB-09' }), [first])).toBeNull();
    expect(reason(work({ kind: 'MANG_BAN', site: '罐区C', pipeline: 'P-101 氯气管线', plate: 'MB-07', plannedStart: H(7), plannedEnd: H(8) }), [first])).toBeNull();
  });
});
