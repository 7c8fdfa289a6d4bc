// The `position` kind of reading (issue 23, docs/location.md): a location tag's position on the plant plan,
// `{at?, x, y}` in plant metres, published by the location platform's gateway as `zax/<qyId>/position/<tag code>`.
// A tag is a `location-tag` record (its person: staffId); a position outside the plan's extent is refused. After a
// batch is stored: each tag's latest position and areas, and the location alarms (forbidden area, too many people,
// motionless, a permit's guardian leaving its site, a confined space's entry record disagreeing with the tags: see
// confined-check.ts), each warning the people concerned and pushed to the live map.
import type { Extent, Position } from '../../domain/geometry.ts';
import { insidePlan, areasAt } from '../../domain/rydw-containment.ts';
import { crowdedAreas, forbiddenEntered, guardianAway, motionlessAreas, stillSince } from '../../domain/rydw-alarms.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Queryable } from '../db/db.ts';
import { chineseOf } from '../http/app-error.ts';
import type { IngestDevice, IngestKind, ParseResult, StoredReading } from '../ingest/ingest-kind.ts';
import { tableName } from '../resources/registry.ts';
import { positionsStored, type PositionEvent } from './position-bus.ts';
import { clearAlarms, raiseAlarm } from './rydw-alarm-store.ts';
import { confinedAlarms } from './confined-check.ts';
import { loadAreas, PRESENCE_MS, readConfig, siteOf, type AreaSet } from './rydw-store.ts';

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function parsePosition(body: Readonly<Record<string, unknown>>, device: IngestDevice): ParseResult {
  const { x, y } = body;
  if (!finite(x)) return { ok: false, reason: 'malformed', field: 'x', message: chineseOf(text('rydw.ingest.x')) };
  if (!finite(y)) return { ok: false, reason: 'malformed', field: 'y', message: chineseOf(text('rydw.ingest.y')) };
  const extent = device.meta.extent as Extent | null;
  if (!extent) return { ok: false, reason: 'value', field: 'x', message: chineseOf(text('rydw.ingest.noPlan')) };
  if (!insidePlan(extent, [x, y])) return { ok: false, reason: 'value', field: 'x', message: chineseOf(text('rydw.ingest.outside', { x, y })) };
  return { ok: true, reading: { value: null, data: { x, y, staffId: device.meta.staffId ?? null } } };
}

interface Prev {
  p: Position;
  areaIds: number[];
  stillSince: number;
}

async function afterStore(tx: Queryable, tenantId: number, readings: readonly StoredReading[]): Promise<void> {
  const areas = await loadAreas(tx, tenantId);
  const codes = [...new Set(readings.map((r) => r.device.code))];
  const prevRows = await tx.query<{ tag_code: string; x: number; y: number; area_ids: string[]; still_since: Date }>(
    'select tag_code, x, y, area_ids, still_since from rydw_position_latest where tenant_id = $1 and tag_code = any($2::text[])',
    [tenantId, codes],
  );
  const prev = new Map<string, Prev>(prevRows.map((r) => [r.tag_code, { p: [Number(r.x), Number(r.y)], areaIds: (r.area_ids ?? []).map(Number), stillSince: new Date(r.still_since).getTime() }]));
  const event: PositionEvent = { tenantId, people: [], alarms: [] };
  const latest = new Map<string, { device: IngestDevice; p: Position; areaIds: number[]; at: Date; stillSince: number }>();
  const sorted = [...readings].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const r of sorted) {
    const code = r.device.code;
    const data = r.data as { x: number; y: number };
    const p: Position = [data.x, data.y];
    const seen = latest.get(code);
    const before: Prev | null = seen ?? prev.get(code) ?? null;
    const areaIds = areasAt(areas.indexed, p);
    const since = stillSince(before ? { p: before.p, stillSince: before.stillSince } : null, p, r.at.getTime());
    const staffId = (r.device.meta.staffId as number | null) ?? null;
    const who = (r.device.meta.staffName as string | null) ?? chineseOf(text('rydw.alarm.tagWho', { code }));
    for (const areaId of forbiddenEntered(before?.areaIds ?? [], areaIds, areas.rules)) {
      const name = areas.rules.get(areaId)?.name ?? '';
      const a = await raiseAlarm(tx, tenantId, { kind: 'forbidden', tagCode: code, staffId, areaId, permitId: null, message: chineseOf(text('rydw.alarm.forbidden', { who, area: name })), p, at: r.at }, areas);
      if (a) event.alarms.push(a);
    }
    // Left forbidden areas: their alarms end.
    const left = (before?.areaIds ?? []).filter((id) => !areaIds.includes(id));
    if (left.length) await clearAlarms(tx, tenantId, 'forbidden', r.at, 'tag_code = $4 and area_id = any($5::bigint[])', [code, left]);
    for (const areaId of motionlessAreas(areaIds, since, r.at.getTime(), areas.rules)) {
      const rule = areas.rules.get(areaId);
      const a = await raiseAlarm(tx, tenantId, { kind: 'motionless', tagCode: code, staffId, areaId, permitId: null, message: chineseOf(text('rydw.alarm.motionless', { who, area: rule?.name ?? '', minutes: rule?.maxStillMinutes ?? 0 })), p, at: r.at }, areas);
      if (a) event.alarms.push(a);
    }
    if (since === r.at.getTime()) await clearAlarms(tx, tenantId, 'motionless', r.at, 'tag_code = $4', [code]);
    latest.set(code, { device: r.device, p, areaIds, at: r.at, stillSince: since });
  }
  for (const [code, l] of latest) {
    await tx.query(
      `insert into rydw_position_latest(tenant_id, tag_code, staff_id, x, y, area_ids, at, still_since) values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (tenant_id, tag_code) do update set staff_id = excluded.staff_id, x = excluded.x, y = excluded.y, area_ids = excluded.area_ids,
         at = excluded.at, still_since = excluded.still_since where rydw_position_latest.at <= excluded.at`,
      [tenantId, code, l.device.meta.staffId ?? null, l.p[0], l.p[1], l.areaIds, l.at, new Date(l.stillSince)],
    );
    event.people.push({ tagCode: code, staffId: (l.device.meta.staffId as number | null) ?? null, staffName: (l.device.meta.staffName as string | null) ?? null, x: l.p[0], y: l.p[1], areaIds: l.areaIds, at: l.at.toISOString() });
  }
  const now = sorted.length ? sorted[sorted.length - 1].at : new Date();
  // Too many people: counted over every tag present (seen within PRESENCE_MS).
  const limited = [...areas.rules.values()].filter((r) => r.maxPeople != null).map((r) => r.areaId);
  if (limited.length) {
    const counts = await tx.query<{ area: string; n: string }>(
      `select a as area, count(*) as n from rydw_position_latest, unnest(area_ids) as a
        where tenant_id = $1 and at >= $2 and a = any($3::bigint[]) group by a`,
      [tenantId, new Date(now.getTime() - PRESENCE_MS), limited],
    );
    const byArea = new Map(counts.map((c) => [Number(c.area), Number(c.n)]));
    const crowded = crowdedAreas(byArea, areas.rules);
    for (const [areaId, n, max] of crowded) {
      const a = await raiseAlarm(tx, tenantId, { kind: 'crowded', tagCode: null, staffId: null, areaId, permitId: null, message: chineseOf(text('rydw.alarm.crowded', { area: areas.rules.get(areaId)?.name ?? '', n, max })), p: null, at: now }, areas);
      if (a) event.alarms.push(a);
    }
    const ok = limited.filter((id) => !crowded.some(([c]) => c === id));
    if (ok.length) await clearAlarms(tx, tenantId, 'crowded', now, 'area_id = any($4::bigint[])', [ok]);
  }
  await guardianAlarms(tx, tenantId, latest, areas, event);
  event.alarms.push(...(await confinedAlarms(tx, tenantId, areas, now)));
  if (event.people.length || event.alarms.length) await positionsStored.publish(tx, tenantId, event);
}

/** GB 30871 4.10 f: the guardian (监护人) of a hot-work or confined-space permit in progress away from its site. */
async function guardianAlarms(tx: Queryable, tenantId: number, latest: ReadonlyMap<string, { device: IngestDevice; p: Position; at: Date }>, areas: AreaSet, event: PositionEvent): Promise<void> {
  const names = [...latest.values()].map((l) => l.device.meta.staffName).filter((n): n is string => typeof n === 'string');
  if (!names.length) return;
  const config = await readConfig(tx, tenantId);
  if (!config.guardianCheck) return;
  const permits = await tx.query<{ id: string; number: string; kind: string; place: string | null; guardian: string }>(
    `select id, number, kind, zuo_ye_di_dian as place, data->>'jianHuRen' as guardian from permit
      where tenant_id = $1 and state = 'IN_PROGRESS' and kind in ('DONG_HUO', 'SHOU_XIAN') and data->>'jianHuRen' = any($2::text[])`,
    [tenantId, names],
  );
  for (const pm of permits) {
    const site = siteOf(pm.place, areas.list);
    if (!site) continue;
    for (const [code, l] of latest) {
      if (l.device.meta.staffName !== pm.guardian) continue;
      const permitId = Number(pm.id);
      if (guardianAway(l.p, { type: 'Polygon', coordinates: [site.ring] }, config.guardianDistance)) {
        const work = text(pm.kind === 'DONG_HUO' ? 'rydw.alarm.work.hot' : 'rydw.alarm.work.confined');
        const a = await raiseAlarm(
          tx,
          tenantId,
          { kind: 'guardian', tagCode: code, staffId: (l.device.meta.staffId as number | null) ?? null, areaId: site.id, permitId, message: chineseOf(text('rydw.alarm.guardian', { guardian: pm.guardian, work, number: pm.number, area: site.name })), p: l.p, at: l.at },
          areas,
        );
        if (a) event.alarms.push(a);
      } else {
        await clearAlarms(tx, tenantId, 'guardian', l.at, 'permit_id = $4 and tag_code = $5', [permitId, code]);
      }
    }
  }
}

async function findDevices(tx: Queryable, tenantId: number, codes: readonly string[]): Promise<IngestDevice[]> {
  const [plan] = await tx.query<{ extent: Extent }>('select extent from plant_plan where tenant_id = $1', [tenantId]);
  const rows = await tx.query<{ id: string; code: string; staffId: string | null; staffName: string | null }>(
    `select t.id, t.data->>'code' as code, t.data->>'staffId' as "staffId", s.name as "staffName"
       from ${tableName('location-tag')} t left join staffinfo s on s.tenant_id = t.tenant_id and s.id = (t.data->>'staffId')::bigint and not s.deleted
      where t.tenant_id = $1 and not t.deleted and t.data->>'code' = any($2::text[])`,
    [tenantId, [...codes]],
  );
  return rows.map((r) => ({ id: Number(r.id), code: r.code, meta: { staffId: r.staffId == null ? null : Number(r.staffId), staffName: r.staffName, extent: plan?.extent ?? null } }));
}

export const positionKind: IngestKind = { kind: 'position', module: 'rydw', findDevices, parse: parsePosition, afterStore };
