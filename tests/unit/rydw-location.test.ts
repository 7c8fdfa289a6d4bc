import { describe, expect, it } from 'vitest';
import { areasAt, indexAreas, insidePlan, ringContains } from '../../src/domain/rydw-containment.ts';
import { DEFAULT_MAX_GAP_MS, peoplePerArea, regionalHours, type Fix } from '../../src/domain/rydw-regional-hours.ts';
import { crowdedAreas, forbiddenEntered, guardianAway, motionlessAreas, stillSince, type AreaRule } from '../../src/domain/rydw-alarms.ts';
import { dayBounds, dayOf } from '../../src/domain/rydw-day.ts';
import type { Position } from '../../src/domain/geometry.ts';

const square = (x0: number, y0: number, x1: number, y1: number): Position[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]];
// An L-shaped area: its notch (15, 15) is outside although inside the bounds.
const L: Position[] = [[0, 0], [20, 0], [20, 10], [10, 10], [10, 20], [0, 20], [0, 0]];
const areas = indexAreas([
  { id: 1, ring: square(0, 0, 100, 100) },
  { id: 2, ring: square(10, 10, 30, 30) },
  { id: 3, ring: L },
]);

describe('area containment', () => {
  it('finds the areas holding a position, nested ones included, edges counting as inside', () => {
    expect(areasAt(areas, [20, 20])).toEqual([1, 2]);
    expect(areasAt(areas, [5, 5])).toEqual([1, 3]);
    expect(areasAt(areas, [100, 50])).toEqual([1]);
    expect(areasAt(areas, [150, 50])).toEqual([]);
  });
  it('does not count a concave polygon’s notch', () => {
    expect(ringContains(L, [15, 15])).toBe(false);
    expect(ringContains(L, [5, 15])).toBe(true);
    expect(ringContains(L, [10, 15])).toBe(true); // on the inner edge
  });
  it('tells a position outside the plan', () => {
    expect(insidePlan([0, 0, 800, 500], [800, 500])).toBe(true);
    expect(insidePlan([0, 0, 800, 500], [801, 10])).toBe(false);
    expect(insidePlan([0, 0, 800, 500], [10, -0.1])).toBe(false);
  });
});

describe('regional hours', () => {
  const d0 = Date.parse('2026-11-27T00:00:00+08:00');
  const min = 60_000;
  it('holds each fix until the next, clipped to the gap and the day', () => {
    const fixes: Fix[] = [
      { personId: 7, at: d0 + 10 * min, p: [20, 20] }, // in 1 and 2 for 5 min (the longest gap), not 10
      { personId: 7, at: d0 + 20 * min, p: [50, 50] }, // in 1 for 3 min, then the next
      { personId: 7, at: d0 + 23 * min, p: [500, 500] }, // nowhere
      { personId: 8, at: d0 - 2 * min, p: [50, 50] }, // started before the day: 3 min of the day (gap 5)
    ];
    const out = regionalHours(fixes, areas, d0, d0 + 86_400_000);
    expect(out).toEqual([
      { personId: 7, areaId: 1, ms: 8 * min },
      { personId: 7, areaId: 2, ms: 5 * min },
      { personId: 8, areaId: 1, ms: 3 * min },
    ]);
  });
  it('does not count a quiet tag beyond the longest gap', () => {
    const out = regionalHours([{ personId: 1, at: d0, p: [50, 50] }, { personId: 1, at: d0 + 60 * min, p: [50, 50] }], areas, d0, d0 + 86_400_000);
    expect(out).toEqual([{ personId: 1, areaId: 1, ms: 2 * DEFAULT_MAX_GAP_MS }]);
  });
  it('counts people per area at given instants', () => {
    const fixes: Fix[] = [
      { personId: 1, at: d0, p: [20, 20] },
      { personId: 2, at: d0 + min, p: [50, 50] },
      { personId: 1, at: d0 + 2 * min, p: [500, 500] },
    ];
    const counts = peoplePerArea(fixes, areas, [d0 + 30_000, d0 + 90_000, d0 + 150_000, d0 + 60 * min]);
    expect(counts.get(1)).toEqual([1, 2, 1, 0]);
    expect(counts.get(2)).toEqual([1, 1, 0, 0]);
  });
  it('reads days in China Standard Time', () => {
    expect(dayBounds('2026-11-27')).toEqual([d0, d0 + 86_400_000]);
    expect(dayBounds('2026-02-30')).toBeNull();
    expect(dayOf(d0 - 1)).toBe('2026-11-26');
  });
});

describe('location alarms', () => {
  const rules = new Map<number, AreaRule>([
    [1, { areaId: 1, name: '厂区', forbidden: false, maxPeople: 2, maxStillMinutes: 30 }],
    [2, { areaId: 2, name: '禁区', forbidden: true, maxPeople: null, maxStillMinutes: null }],
  ]);
  it('raises a forbidden area once, on entering', () => {
    expect(forbiddenEntered([1], [1, 2], rules)).toEqual([2]);
    expect(forbiddenEntered([1, 2], [1, 2], rules)).toEqual([]);
  });
  it('finds areas over their limit', () => {
    expect(crowdedAreas(new Map([[1, 3], [2, 50]]), rules)).toEqual([[1, 3, 2]]);
    expect(crowdedAreas(new Map([[1, 2]]), rules)).toEqual([]);
  });
  it('keeps the still time across small moves and passes the limit', () => {
    const t0 = 1_000_000;
    expect(stillSince({ p: [0, 0], stillSince: t0 }, [1, 0.5], t0 + 5000)).toBe(t0);
    expect(stillSince({ p: [0, 0], stillSince: t0 }, [3, 0], t0 + 5000)).toBe(t0 + 5000);
    expect(motionlessAreas([1, 2], t0, t0 + 30 * 60_000, rules)).toEqual([1]);
    expect(motionlessAreas([1], t0, t0 + 29 * 60_000, rules)).toEqual([]);
  });
  it('tells a guardian who left the permit’s site (GB 30871 4.10 f)', () => {
    const site = { type: 'Polygon' as const, coordinates: [square(120, 320, 200, 400)] };
    expect(guardianAway([150, 350], site)).toBe(false);
    expect(guardianAway([210, 350], site)).toBe(false); // 10 m from the edge
    expect(guardianAway([230, 350], site)).toBe(true);
    expect(guardianAway([230, 350], site, 40)).toBe(false);
  });
});
