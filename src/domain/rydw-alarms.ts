// 人员定位's alarm rules (issue 23, docs/location.md; GB 30871-2022 4.10 f: the guardian stays at the site of the
// work and does not leave it while the work goes on). Pure: the caller gives positions, areas and their settings.
import type { Position } from './geometry.ts';
import { distanceToGeometry } from './geo-position.ts';
import type { Geometry } from './geometry.ts';

/** `confined`: a confined space's entry and exit record disagreeing with the tags (rydw-confined-entry.ts). */
export type LocationAlarmKind = 'forbidden' | 'crowded' | 'motionless' | 'guardian' | 'confined';

/** An area's alarm settings (its type's, the area's own limit first). */
export interface AreaRule {
  areaId: number;
  name: string;
  forbidden: boolean;
  /** Most people allowed in at once; null for no limit. */
  maxPeople: number | null;
  /** Longest a person may stay motionless in it (minutes); null for no limit. */
  maxStillMinutes: number | null;
}

/** A move within this radius (metres) does not count as moving. */
export const STILL_RADIUS_M = 1.5;
/** Default distance (metres) a guardian may be from the permit's site before it is "leaving" it. */
export const DEFAULT_GUARDIAN_DISTANCE_M = 15;

/** The forbidden areas among `now` that were not among `before`: an entry raises the alarm once. */
export function forbiddenEntered(before: readonly number[], now: readonly number[], rules: ReadonlyMap<number, AreaRule>): number[] {
  return now.filter((id) => rules.get(id)?.forbidden && !before.includes(id));
}

/** The areas holding more people than their limit: [areaId, count, limit]. */
export function crowdedAreas(counts: ReadonlyMap<number, number>, rules: ReadonlyMap<number, AreaRule>): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  for (const [id, n] of counts) {
    const max = rules.get(id)?.maxPeople;
    if (max != null && n > max) out.push([id, n, max]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** Since when a tag is still: unchanged when it moved less than STILL_RADIUS_M from its last place, else now. */
export function stillSince(prev: { p: Position; stillSince: number } | null, p: Position, at: number): number {
  if (!prev) return at;
  return Math.hypot(p[0] - prev.p[0], p[1] - prev.p[1]) < STILL_RADIUS_M ? prev.stillSince : at;
}

/** The areas (of those the person is in) whose motionless limit the person has passed. */
export function motionlessAreas(areaIds: readonly number[], stillSinceMs: number, at: number, rules: ReadonlyMap<number, AreaRule>): number[] {
  return areaIds.filter((id) => {
    const m = rules.get(id)?.maxStillMinutes;
    return m != null && at - stillSinceMs >= m * 60_000;
  });
}

/** GB 30871 4.10 f: whether the guardian at `p` has left the permit's site (farther than `distanceM` from it). */
export function guardianAway(p: Position, site: Geometry, distanceM = DEFAULT_GUARDIAN_DISTANCE_M): boolean {
  return distanceToGeometry(p, site) > distanceM;
}
