// Related and simultaneous special work (GB 30871-2022 4.6, 4.7 and the blind-plate rules of chapter 7; issue 16
// item 6, docs/permits.md "Simultaneous work"): which permits of the enterprise work at the same place at the same
// time as a permit, and the rules of the standard that such a pair breaks. Pure: the caller passes the permits.
//
// Same place: both permits have a position on the plant map and lie within NEARBY_METRES of each other, or (either
// has none) they name the same work site. Same time: their planned windows overlap (a missing bound is open).
// Only permits that are approving, approved or in progress count: a draft may never be submitted, and a
// finished, discarded or expired one no longer works there.
import { geometryDistance } from './geometry-distance.ts';
import type { Geometry } from './geometry.ts';
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import type { PermitKind } from './permit-kinds.ts';
import { stateText, type PermitState } from './permit-lifecycle.ts';

/** What the rules read of a permit. */
export interface SiteWork {
  id: number;
  number: string;
  kind: PermitKind;
  state: PermitState;
  /** 作业地点 as typed. */
  site: string;
  /** 作业位置 on the plant map, when picked. */
  position: Geometry | null;
  plannedStart: Date | null;
  plannedEnd: Date | null;
  /** Blind-plate work: 设备管道名称 and 盲板编号. */
  pipeline?: string | null;
  plate?: string | null;
}

/** The states of a permit that works (or is about to) at its site. */
export const WORKING_STATES: readonly PermitState[] = Object.freeze(['APPROVING', 'APPROVED', 'IN_PROGRESS']);
/** How near another work must be to count as at the same place; also the hot-work distance of blind-plate work. */
export const NEARBY_METRES = 30;

/** Another work at the same place and time: the metres between their positions, or null when matched by the site's name. */
export interface NearbyWork {
  work: SiteWork;
  metres: number | null;
}

const words = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether two planned windows share an instant; a missing start or end is open on that side. */
export function windowsOverlap(a: Pick<SiteWork, 'plannedStart' | 'plannedEnd'>, b: Pick<SiteWork, 'plannedStart' | 'plannedEnd'>): boolean {
  const aStart = a.plannedStart?.getTime() ?? -Infinity;
  const aEnd = a.plannedEnd?.getTime() ?? Infinity;
  const bStart = b.plannedStart?.getTime() ?? -Infinity;
  const bEnd = b.plannedEnd?.getTime() ?? Infinity;
  return aStart <= bEnd && bStart <= aEnd;
}

/** The metres between two works at the same place, null when matched by the site's name, undefined when not at the same place. */
export function placeDistance(a: SiteWork, b: SiteWork, metres = NEARBY_METRES): number | null | undefined {
  if (a.position && b.position) {
    const d = geometryDistance(a.position, b.position);
    return d <= metres ? Math.round(d * 10) / 10 : undefined;
  }
  const site = words(a.site);
  return site !== '' && site === words(b.site) ? null : undefined;
}

/** The other works of `others` working at the same place and time as `p`, nearest first. */
export function nearbyWorks(p: SiteWork, others: readonly SiteWork[], metres = NEARBY_METRES): NearbyWork[] {
  const out: NearbyWork[] = [];
  for (const o of others) {
    if (o.id === p.id || !WORKING_STATES.includes(o.state) || !windowsOverlap(p, o)) continue;
    const d = placeDistance(p, o, metres);
    if (d !== undefined) out.push({ work: o, metres: d });
  }
  return out.sort((x, y) => (x.metres ?? 0) - (y.metres ?? 0) || x.work.number.localeCompare(y.work.number));
}

const kindText = (k: PermitKind): Text => text(`rules.kindName.${k}`);

function where(n: NearbyWork): Text {
  return n.metres === null ? text('rules.permit.simultaneous.sameSite', { site: n.work.site }) : text('rules.permit.simultaneous.within', { metres: n.metres });
}

function named(n: NearbyWork): { where: Text; kind: Text; number: string; state: Text } {
  return { where: where(n), kind: kindText(n.work.kind), number: n.work.number, state: stateText(n.work.state) };
}

/**
 * Why `p` may not work at the same time as the others (null when it may): hot work within 30 m of blind-plate
 * work (either way round), two blind-plate works on the same pipeline, or the same blind plate twice. `others`
 * are the enterprise's permits; those not working at the same time are ignored here.
 */
export function simultaneousRefusal(p: SiteWork, others: readonly SiteWork[]): Text | null {
  const near = nearbyWorks(p, others);
  const pair = (k: PermitKind) => (p.kind === 'DONG_HUO' && k === 'MANG_BAN') || (p.kind === 'MANG_BAN' && k === 'DONG_HUO');
  const hot = near.find((n) => pair(n.work.kind));
  if (hot) return text('rules.permit.simultaneous.hotBlind', named(hot));
  if (p.kind !== 'MANG_BAN') return null;
  const sameTime = others.filter((o) => o.id !== p.id && o.kind === 'MANG_BAN' && WORKING_STATES.includes(o.state) && windowsOverlap(p, o));
  const plate = words(p.plate);
  const samePlate = plate === '' ? undefined : sameTime.find((o) => words(o.plate) === plate);
  if (samePlate) return text('rules.permit.simultaneous.samePlate', { plate: (p.plate ?? '').trim(), number: samePlate.number, state: stateText(samePlate.state) });
  const pipeline = words(p.pipeline);
  const samePipe = pipeline === '' ? undefined : sameTime.find((o) => words(o.pipeline) === pipeline);
  if (samePipe) return text('rules.permit.simultaneous.samePipeline', { pipeline: (p.pipeline ?? '').trim(), number: samePipe.number, state: stateText(samePipe.state) });
  return null;
}
