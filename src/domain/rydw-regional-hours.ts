// 区域工时 (issue 23, docs/location.md): how long each person stayed in each area on a day, from their position
// fixes. A fix holds until the person's next fix, but at most `maxGapMs` (a tag that stops reporting is not
// counted as staying for hours); the time is clipped to the day. Areas nest, so a person in two areas at once
// counts in both. Pure: the caller gives the fixes (sorted or not) and the areas with their bounds.
import { areasAt, type IndexedArea } from './rydw-containment.ts';
import type { Position } from './geometry.ts';

export interface Fix {
  personId: number;
  at: number; // epoch ms
  p: Position;
}

export interface AreaHours {
  personId: number;
  areaId: number;
  /** Milliseconds in the area on the day. */
  ms: number;
}

/** Default longest time a fix holds when no next one comes (tags report every few seconds). */
export const DEFAULT_MAX_GAP_MS = 5 * 60_000;

/** Time per person per area in [dayStart, dayEnd), sorted by person then area. */
export function regionalHours(fixes: readonly Fix[], areas: readonly IndexedArea[], dayStart: number, dayEnd: number, maxGapMs = DEFAULT_MAX_GAP_MS): AreaHours[] {
  const byPerson = new Map<number, Fix[]>();
  for (const f of fixes) {
    const list = byPerson.get(f.personId);
    if (list) list.push(f);
    else byPerson.set(f.personId, [f]);
  }
  const out: AreaHours[] = [];
  for (const [personId, list] of [...byPerson].sort((a, b) => a[0] - b[0])) {
    list.sort((a, b) => a.at - b.at);
    const total = new Map<number, number>();
    for (let i = 0; i < list.length; i++) {
      const f = list[i];
      const next = i + 1 < list.length ? list[i + 1].at : Infinity;
      const from = Math.max(f.at, dayStart);
      const to = Math.min(next, f.at + maxGapMs, dayEnd);
      if (to <= from) continue;
      for (const areaId of areasAt(areas, f.p)) total.set(areaId, (total.get(areaId) ?? 0) + (to - from));
    }
    for (const [areaId, ms] of [...total].sort((a, b) => a[0] - b[0])) out.push({ personId, areaId, ms });
  }
  return out;
}

/** People in each area at each instant of `times` (范围统计): the area ids of each person's last fix not older than maxGapMs. */
export function peoplePerArea(fixes: readonly Fix[], areas: readonly IndexedArea[], times: readonly number[], maxGapMs = DEFAULT_MAX_GAP_MS): Map<number, number[]> {
  const sorted = [...fixes].sort((a, b) => a.at - b.at);
  const out = new Map<number, number[]>(areas.map((a) => [a.id, times.map(() => 0)]));
  const last = new Map<number, Fix>();
  let k = 0;
  times.forEach((t, ti) => {
    while (k < sorted.length && sorted[k].at <= t) {
      last.set(sorted[k].personId, sorted[k]);
      k++;
    }
    for (const f of last.values()) {
      if (t - f.at > maxGapMs) continue;
      for (const id of areasAt(areas, f.p)) out.get(id)![ti]++;
    }
  });
  return out;
}
