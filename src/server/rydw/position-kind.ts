// The `position` kind of reading (issue 23, docs/location.md): a location tag's position on the plant plan,
// `{at?, x, y}` in plant metres, published by the location platform's gateway as `zax/<qyId>/position/<tag code>`.
// A tag is a `location-tag` record (its person: staffId); a position outside the plan's extent is refused. After a
// batch is stored: each tag's latest position and areas, and the location alarms (forbidden area, too many people,
// motionless, a permit's guardian leaving its site), each warning the people concerned and pushed to the live map.
import type { Extent, Position } from '../../domain/geometry.ts';
import { insidePlan, areasAt } from '../../domain/rydw-containment.ts';
import { crowdedAreas, forbiddenEntered, guardianAway, motionlessAreas, stillSince, type LocationAlarmKind } from '../../domain/rydw-alarms.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Queryable, SqlValue } from '../db/db.ts';
import { chineseOf } from '../http/app-error.ts';
import type { IngestDevice, IngestKind, ParseResult, StoredReading } from '../ingest/ingest-kind.ts';
import { tableName } from '../resources/registry.ts';
import { staffOfKeys } from '../workflow/who-staff.ts';
import { warnStaff } from '../workflow/notify-store.ts';
import { positionsStored, type PositionEvent } from './position-bus.ts';
import { loadAreas, readConfig, type AreaInfo, type AreaSet } from './rydw-store.ts';

/** A position older than this is no longer counted in an area (the tag has gone quiet). */
export const PRESENCE_MS = 5 * 60_000;

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

interface NewAlarm {
  kind: LocationAlarmKind;
  tagCode: string | null;
  staffId: number | null;
  areaId: number | null;
  permitId: number | null;
  message: string;
  p: Position | null;
  at: Date;
}

const ALARM_RECORD: Record<LocationAlarmKind, string> = { forbidden: 'location-area', crowded: 'location-area', motionless: 'location-area', guardian: 'location-area' };

/** Opens an alarm unless one of its kind, tag and area/permit is open; warns the people concerned. Answers it when new. */
async function raise(tx: Queryable, tenantId: number, a: NewAlarm, areas: AreaSet): Promise<PositionEvent['alarms'][number] | null> {
  const [open] = await tx.query(
    `select 1 from rydw_alarm where tenant_id = $1 and kind = $2 and cleared_at is null
        and coalesce(tag_code, '') = coalesce($3, '') and coalesce(area_id, 0) = coalesce($4, 0) and coalesce(permit_id, 0) = coalesce($5, 0)`,
    [tenantId, a.kind, a.tagCode, a.areaId, a.permitId],
  );
  if (open) return null;
  const [row] = await tx.query<{ id: string }>(
    `insert into rydw_alarm(tenant_id, kind, tag_code, staff_id, area_id, permit_id, message, x, y, raised_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [tenantId, a.kind, a.tagCode, a.staffId, a.areaId, a.permitId, a.message, a.p?.[0] ?? null, a.p?.[1] ?? null, a.at],
  );
  const area = areas.list.find((x) => x.id === a.areaId);
  const keys = ['role:qyUser', ...(area?.responsiblePerson ? [`staff:${area.responsiblePerson}`] : []), ...(a.staffId ? [`staff:${a.staffId}`] : [])];
  const staff = [...new Set(await staffOfKeys(tx, tenantId, keys))];
  await warnStaff(tx, staff, { tenantId, model: 'rydw', resource: ALARM_RECORD[a.kind], recordId: a.areaId ?? 0, risk: a.message, kind: `RYDW_${a.kind.toUpperCase()}`, at: a.at });
  return { id: Number(row.id), kind: a.kind, message: a.message, staffId: a.staffId, areaId: a.areaId, x: a.p?.[0] ?? null, y: a.p?.[1] ?? null, raisedAt: a.at.toISOString() };
}

async function clear(tx: Queryable, tenantId: number, kind: LocationAlarmKind, at: Date, cond: string, params: SqlValue[]): Promise<void> {
  await tx.query(`update rydw_alarm set cleared_at = $3 where tenant_id = $1 and kind = $2 and cleared_at is null and ${cond}`, [tenantId, kind, at, ...params]);
}

/** The site of a permit: the location area whose name (or whose plant area's name) its 作业地点 names. */
function siteOf(place: string | null, areas: readonly AreaInfo[]): AreaInfo | undefined {
  if (!place) return undefined;
  return areas.find((a) => place.includes(a.name) || place.includes(a.plantAreaName));
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
      const a = await raise(tx, tenantId, { kind: 'forbidden', tagCode: code, staffId, areaId, permitId: null, message: chineseOf(text('rydw.alarm.forbidden', { who, area: name })), p, at: r.at }, areas);
      if (a) event.alarms.push(a);
    }
    // Left forbidden areas: their alarms end.
    const left = (before?.areaIds ?? []).filter((id) => !areaIds.includes(id));
    if (left.length) await clear(tx, tenantId, 'forbidden', r.at, 'tag_code = $4 and area_id = any($5::bigint[])', [code, left]);
    for (const areaId of motionlessAreas(areaIds, since, r.at.getTime(), areas.rules)) {
      const rule = areas.rules.get(areaId);
      const a = await raise(tx, tenantId, { kind: 'motionless', tagCode: code, staffId, areaId, permitId: null, message: chineseOf(text('rydw.alarm.motionless', { who, area: rule?.name ?? '', minutes: rule?.maxStillMinutes ?? 0 })), p, at: r.at }, areas);
      if (a) event.alarms.push(a);
    }
    if (since === r.at.getTime()) await clear(tx, tenantId, 'motionless', r.at, 'tag_code = $4', [code]);
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
      const a = await raise(tx, tenantId, { kind: 'crowded', tagCode: null, staffId: null, areaId, permitId: null, message: chineseOf(text('rydw.alarm.crowded', { area: areas.rules.get(areaId)?.name ?? '', n, max })), p: null, at: now }, areas);
      if (a) event.alarms.push(a);
    }
    const ok = limited.filter((id) => !crowded.some(([c]) => c === id));
    if (ok.length) await clear(tx, tenantId, 'crowded', now, 'area_id = any($4::bigint[])', [ok]);
  }
  await guardianAlarms(tx, tenantId, latest, areas, event);
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
        const a = await raise(
          tx,
          tenantId,
          { kind: 'guardian', tagCode: code, staffId: (l.device.meta.staffId as number | null) ?? null, areaId: site.id, permitId, message: chineseOf(text('rydw.alarm.guardian', { guardian: pm.guardian, work, number: pm.number, area: site.name })), p: l.p, at: l.at },
          areas,
        );
        if (a) event.alarms.push(a);
      } else {
        await clear(tx, tenantId, 'guardian', l.at, 'permit_id = $4 and tag_code = $5', [permitId, code]);
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
