// A confined space's entry and exit record checked against the tags (issue 23 item 2, GB 30871-2022 6.8 c;
// docs/location.md "Confined space"): for each in-progress 受限空间 permit whose site is a location area (matched as
// for the guardian rule), the people the record has inside against the tags seen in the site in the last five
// minutes (src/domain/rydw-confined-entry.ts). What they disagree on is a location alarm of the kind `confined`, one
// per permit and person while it lasts. Run after each batch of positions and after each line of the record.
import { confinedMismatches, recordedInside, type ConfinedMismatch, type EntryDirection, type EntryRecord } from '../../domain/rydw-confined-entry.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Queryable } from '../db/db.ts';
import { chineseOf } from '../http/app-error.ts';
import type { PositionEvent } from './position-bus.ts';
import { clearAlarms, raiseAlarm } from './rydw-alarm-store.ts';
import { latestPositions, PRESENCE_MS, siteOf, type AreaInfo, type AreaSet, type LatestPosition } from './rydw-store.ts';

export interface ConfinedPermit {
  id: number;
  number: string;
  state: string;
  place: string | null;
  guardian: string | null;
  workers: string[];
}

export interface EntryLine extends EntryRecord {
  id: number;
  byName: string;
}

/** The in-progress confined-space permits (or those of `ids`, whatever their state). */
export async function confinedPermits(tx: Queryable, tenantId: number, ids?: readonly number[]): Promise<ConfinedPermit[]> {
  const rows = await tx.query<{ id: string; number: string; state: string; place: string | null; guardian: string | null; workers: Array<{ xingMing?: string }> | null }>(
    `select id, number, state, zuo_ye_di_dian as place, data->>'jianHuRen' as guardian, data->'zuoYeRen' as workers from permit
      where tenant_id = $1 and kind = 'SHOU_XIAN' and ${ids ? 'id = any($2::bigint[])' : "state = 'IN_PROGRESS'"} order by id`,
    ids ? [tenantId, [...ids]] : [tenantId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    number: r.number,
    state: r.state,
    place: r.place,
    guardian: r.guardian,
    workers: (Array.isArray(r.workers) ? r.workers : []).map((w) => (typeof w?.xingMing === 'string' ? w.xingMing.trim() : '')).filter(Boolean),
  }));
}

/** The record of each permit, in order. */
export async function entryLines(tx: Queryable, tenantId: number, permitIds: readonly number[]): Promise<Map<number, EntryLine[]>> {
  const out = new Map<number, EntryLine[]>(permitIds.map((id) => [id, []]));
  if (!permitIds.length) return out;
  const rows = await tx.query<{ id: string; permitId: string; person: string; direction: EntryDirection; at: Date; byName: string }>(
    `select id, permit_id as "permitId", person, direction, at, by_name as "byName" from permit_confined_entry
      where tenant_id = $1 and permit_id = any($2::bigint[]) order by at, id`,
    [tenantId, [...permitIds]],
  );
  for (const r of rows) out.get(Number(r.permitId))?.push({ id: Number(r.id), person: r.person, direction: r.direction, at: new Date(r.at).getTime(), byName: r.byName });
  return out;
}

/** A permit's record against the tags seen (null when its site is not a location area). */
export function checkPermit(permit: ConfinedPermit, lines: readonly EntryRecord[], people: readonly LatestPosition[], areas: readonly AreaInfo[]): { site: AreaInfo; inside: string[]; mismatches: ConfinedMismatch[] } | null {
  const site = siteOf(permit.place, areas);
  if (!site) return null;
  const inside = recordedInside(lines);
  const tags = people.filter((p) => p.staffName).map((p) => ({ person: p.staffName!, tagCode: p.tagCode, inSite: p.areaIds.includes(site.id) }));
  return { site, inside, mismatches: confinedMismatches({ inside, tags, workers: permit.workers, guardian: permit.guardian }) };
}

function messageOf(m: ConfinedMismatch, permit: ConfinedPermit, area: string): string {
  if (m.kind === 'unrecorded') return chineseOf(text('rydw.alarm.confinedUnrecorded', { who: m.person, number: permit.number, area }));
  return chineseOf(text(m.tagCode ? 'rydw.alarm.confinedAbsent' : 'rydw.alarm.confinedUnseen', { who: m.person, number: permit.number, area }));
}

/**
 * Checks the in-progress confined-space permits (or those of `ids`) at `now`: raises what the record and the tags
 * disagree on, ends what they agree on again (and every alarm of a permit no longer in progress); answers the alarms raised.
 */
export async function confinedAlarms(tx: Queryable, tenantId: number, areas: AreaSet, now: Date, ids?: readonly number[]): Promise<PositionEvent['alarms']> {
  const permits = (await confinedPermits(tx, tenantId, ids)).filter((p) => p.state === 'IN_PROGRESS');
  if (!ids) await clearAlarms(tx, tenantId, 'confined', now, 'not (permit_id = any($4::bigint[]))', [permits.map((p) => p.id)]);
  if (!permits.length) return [];
  const lines = await entryLines(tx, tenantId, permits.map((p) => p.id));
  const people = await latestPositions(tx, tenantId, new Date(now.getTime() - PRESENCE_MS));
  const raised: PositionEvent['alarms'] = [];
  for (const permit of permits) {
    const check = checkPermit(permit, lines.get(permit.id) ?? [], people, areas.list);
    if (!check) continue;
    for (const m of check.mismatches) {
      const tag = m.tagCode ? people.find((p) => p.tagCode === m.tagCode) : undefined;
      const a = await raiseAlarm(
        tx,
        tenantId,
        { kind: 'confined', tagCode: null, person: m.person, staffId: tag?.staffId ?? null, areaId: check.site.id, permitId: permit.id, message: messageOf(m, permit, check.site.name), p: tag ? [tag.x, tag.y] : null, at: now },
        areas,
      );
      if (a) raised.push(a);
    }
    await clearAlarms(tx, tenantId, 'confined', now, "permit_id = $4 and not (coalesce(person, '') = any($5::text[]))", [permit.id, check.mismatches.map((m) => m.person)]);
  }
  return raised;
}
