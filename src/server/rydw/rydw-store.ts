// 人员定位's reads (docs/location.md): the enterprise's location areas with their plant-map shape and alarm
// settings, the tags with their people, the latest positions, the alarms and the location settings.
import type { Position } from '../../domain/geometry.ts';
import { indexAreas, type IndexedArea } from '../../domain/rydw-containment.ts';
import type { AreaRule } from '../../domain/rydw-alarms.ts';
import type { Queryable } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';

/** A position older than this is no longer counted in an area (the tag has gone quiet). */
export const PRESENCE_MS = 5 * 60_000;

export interface AreaInfo {
  id: number;
  name: string;
  plantAreaId: number;
  plantAreaName: string;
  typeName: string | null;
  color: string | null;
  responsiblePerson: number | null;
  ring: Position[];
}

export interface AreaSet {
  list: AreaInfo[];
  indexed: IndexedArea[];
  rules: Map<number, AreaRule>;
}

interface AreaRow {
  id: string;
  name: string;
  plantAreaId: string;
  plantAreaName: string;
  typeName: string | null;
  color: string | null;
  forbidden: boolean | null;
  typeMax: string | null;
  ownMax: string | null;
  still: string | null;
  responsible: string | null;
  shape: { type?: string; coordinates?: Position[][] } | null;
}

const num = (v: string | null): number | null => (v == null || v === '' ? null : Number(v));

/** The enterprise's location areas (those whose plant area has a shape) with their rules. */
export async function loadAreas(tx: Queryable, tenantId: number): Promise<AreaSet> {
  const rows = await tx.query<AreaRow>(
    `select la.id, la.data->>'name' as name, a.id as "plantAreaId", a.data->>'name' as "plantAreaName", t.data->>'name' as "typeName", t.data->>'color' as color,
            (t.data->>'forbidden')::boolean as forbidden, t.data->>'maxPeople' as "typeMax", la.data->>'maxPeople' as "ownMax",
            t.data->>'maxStillMinutes' as still, la.data->>'responsiblePerson' as responsible, a.data->'shape' as shape
       from ${tableName('location-area')} la
       join ${tableName('area')} a on a.tenant_id = la.tenant_id and a.id = (la.data->>'areaId')::bigint and not a.deleted
       left join ${tableName('location-area-type')} t on t.tenant_id = la.tenant_id and t.id = (la.data->>'typeId')::bigint and not t.deleted
      where la.tenant_id = $1 and not la.deleted
      order by la.id`,
    [tenantId],
  );
  const list: AreaInfo[] = [];
  const rules = new Map<number, AreaRule>();
  for (const r of rows) {
    const ring = r.shape?.type === 'Polygon' && Array.isArray(r.shape.coordinates) ? r.shape.coordinates[0] : null;
    if (!ring) continue;
    const id = Number(r.id);
    list.push({ id, name: r.name, plantAreaId: Number(r.plantAreaId), plantAreaName: r.plantAreaName, typeName: r.typeName, color: r.color, responsiblePerson: num(r.responsible), ring });
    rules.set(id, { areaId: id, name: r.name, forbidden: r.forbidden === true, maxPeople: num(r.ownMax) ?? num(r.typeMax), maxStillMinutes: num(r.still) });
  }
  return { list, indexed: indexAreas(list), rules };
}

/** The site of a permit: the location area whose name (or whose plant area's name) its 作业地点 names. */
export function siteOf(place: string | null, areas: readonly AreaInfo[]): AreaInfo | undefined {
  if (!place) return undefined;
  return areas.find((a) => place.includes(a.name) || place.includes(a.plantAreaName));
}

export interface LatestPosition {
  tagCode: string;
  staffId: number | null;
  staffName: string | null;
  x: number;
  y: number;
  areaIds: number[];
  at: string;
  stillSince: string;
}

/** The latest position of every tag seen since `since`. */
export async function latestPositions(tx: Queryable, tenantId: number, since: Date): Promise<LatestPosition[]> {
  const rows = await tx.query<{ tagCode: string; staffId: string | null; staffName: string | null; x: number; y: number; areaIds: string[]; at: Date; stillSince: Date }>(
    `select p.tag_code as "tagCode", p.staff_id as "staffId", s.name as "staffName", p.x, p.y, p.area_ids as "areaIds", p.at, p.still_since as "stillSince"
       from rydw_position_latest p left join staffinfo s on s.tenant_id = p.tenant_id and s.id = p.staff_id
      where p.tenant_id = $1 and p.at >= $2 order by p.tag_code`,
    [tenantId, since],
  );
  return rows.map((r) => ({
    tagCode: r.tagCode,
    staffId: r.staffId == null ? null : Number(r.staffId),
    staffName: r.staffName,
    x: Number(r.x),
    y: Number(r.y),
    areaIds: (r.areaIds ?? []).map(Number),
    at: new Date(r.at).toISOString(),
    stillSince: new Date(r.stillSince).toISOString(),
  }));
}

export interface AlarmRow {
  id: number;
  kind: string;
  tagCode: string | null;
  staffId: number | null;
  staffName: string | null;
  areaId: number | null;
  permitId: number | null;
  message: string;
  x: number | null;
  y: number | null;
  raisedAt: string;
  clearedAt: string | null;
}

/** Alarms raised since `since` (open ones first, newest first), at most `limit`. */
export async function alarmsSince(tx: Queryable, tenantId: number, since: Date, limit = 200, openOnly = false): Promise<AlarmRow[]> {
  const rows = await tx.query<Omit<AlarmRow, 'raisedAt' | 'clearedAt'> & { raisedAt: Date; clearedAt: Date | null }>(
    `select a.id::int as id, a.kind, a.tag_code as "tagCode", a.staff_id::int as "staffId", s.name as "staffName", a.area_id::int as "areaId",
            a.permit_id::int as "permitId", a.message, a.x, a.y, a.raised_at as "raisedAt", a.cleared_at as "clearedAt"
       from rydw_alarm a left join staffinfo s on s.tenant_id = a.tenant_id and s.id = a.staff_id
      where a.tenant_id = $1 and (a.raised_at >= $2 or a.cleared_at is null) ${openOnly ? 'and a.cleared_at is null' : ''}
      order by (a.cleared_at is null) desc, a.raised_at desc, a.id desc limit $3`,
    [tenantId, since, limit],
  );
  return rows.map((r) => ({ ...r, x: r.x == null ? null : Number(r.x), y: r.y == null ? null : Number(r.y), raisedAt: new Date(r.raisedAt).toISOString(), clearedAt: r.clearedAt ? new Date(r.clearedAt).toISOString() : null }));
}

/** The location settings (spec 001 §7.1 "tszy config"): the guardian check of permits. */
export interface RydwConfig {
  /** Whether a permit's guardian leaving its site raises an alarm (GB 30871 4.10 f). */
  guardianCheck: boolean;
  /** Metres from the site beyond which the guardian has left it. */
  guardianDistance: number;
}

export const DEFAULT_RYDW_CONFIG: RydwConfig = { guardianCheck: true, guardianDistance: 15 };

export async function readConfig(tx: Queryable, tenantId: number): Promise<RydwConfig> {
  const [r] = await tx.query<{ data: Partial<RydwConfig> }>('select data from rydw_config where tenant_id = $1', [tenantId]);
  return { ...DEFAULT_RYDW_CONFIG, ...(r?.data ?? {}) };
}

export async function saveConfig(tx: Queryable, tenantId: number, userId: number | null, c: RydwConfig): Promise<void> {
  await tx.query(
    `insert into rydw_config(tenant_id, data, updated_by) values ($1, $2, $3)
     on conflict (tenant_id) do update set data = excluded.data, updated_at = now(), updated_by = excluded.updated_by`,
    [tenantId, JSON.stringify(c), userId],
  );
}
