// The location alarms' one mechanism (docs/location.md "Rules"): an alarm opens once for its condition (its kind, tag,
// area or permit, and person) and stays open until the condition ends; opening it warns the people concerned (the
// bell: the enterprise's qyUser holders, the area's person responsible, the person concerned).
import type { Position } from '../../domain/geometry.ts';
import type { LocationAlarmKind } from '../../domain/rydw-alarms.ts';
import type { Queryable, SqlValue } from '../db/db.ts';
import { staffOfKeys } from '../workflow/who-staff.ts';
import { warnStaff } from '../workflow/notify-store.ts';
import type { PositionEvent } from './position-bus.ts';
import type { AreaSet } from './rydw-store.ts';

export interface NewAlarm {
  kind: LocationAlarmKind;
  tagCode: string | null;
  staffId: number | null;
  areaId: number | null;
  permitId: number | null;
  /** The person it is about when no tag says (a confined-space entrant whose tag is not seen); null otherwise. */
  person?: string | null;
  message: string;
  p: Position | null;
  at: Date;
}

/** Opens an alarm unless one of its kind, tag, area/permit and person is open; warns the people concerned. Answers it when new. */
export async function raiseAlarm(tx: Queryable, tenantId: number, a: NewAlarm, areas: AreaSet): Promise<PositionEvent['alarms'][number] | null> {
  const person = a.person ?? null;
  const [open] = await tx.query(
    `select 1 from rydw_alarm where tenant_id = $1 and kind = $2 and cleared_at is null
        and coalesce(tag_code, '') = coalesce($3, '') and coalesce(area_id, 0) = coalesce($4, 0) and coalesce(permit_id, 0) = coalesce($5, 0)
        and coalesce(person, '') = coalesce($6, '')`,
    [tenantId, a.kind, a.tagCode, a.areaId, a.permitId, person],
  );
  if (open) return null;
  const [row] = await tx.query<{ id: string }>(
    `insert into rydw_alarm(tenant_id, kind, tag_code, staff_id, area_id, permit_id, person, message, x, y, raised_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [tenantId, a.kind, a.tagCode, a.staffId, a.areaId, a.permitId, person, a.message, a.p?.[0] ?? null, a.p?.[1] ?? null, a.at],
  );
  const area = areas.list.find((x) => x.id === a.areaId);
  const keys = ['role:qyUser', ...(area?.responsiblePerson ? [`staff:${area.responsiblePerson}`] : []), ...(a.staffId ? [`staff:${a.staffId}`] : [])];
  const staff = [...new Set(await staffOfKeys(tx, tenantId, keys))];
  await warnStaff(tx, staff, { tenantId, model: 'rydw', resource: 'location-area', recordId: a.areaId ?? 0, risk: a.message, kind: `RYDW_${a.kind.toUpperCase()}`, at: a.at });
  return { id: Number(row.id), kind: a.kind, message: a.message, staffId: a.staffId, areaId: a.areaId, x: a.p?.[0] ?? null, y: a.p?.[1] ?? null, raisedAt: a.at.toISOString() };
}

/** Ends the open alarms of a kind matching `cond` (parameters from $4). */
export async function clearAlarms(tx: Queryable, tenantId: number, kind: LocationAlarmKind, at: Date, cond: string, params: SqlValue[]): Promise<void> {
  await tx.query(`update rydw_alarm set cleared_at = $3 where tenant_id = $1 and kind = $2 and cleared_at is null and ${cond}`, [tenantId, kind, at, ...params]);
}
