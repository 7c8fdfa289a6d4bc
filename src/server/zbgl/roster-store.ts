// The roster read for the 排班管理 page and the duty calls (docs/emergency.md), and the copy of a week, in the
// caller's tenant transaction.
import type { ShiftDef } from '../../domain/schedule-calendar.ts';
import { addDays, copyWeekPlan, type BoardEntry } from '../../domain/zbgl-board.ts';
import { DEFAULT_SHIFTS } from '../../domain/zbgl-roster.ts';
import type { Queryable } from '../db/db.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { createThroughPipeline } from '../resources/create-record.ts';
import { tableName } from '../resources/registry.ts';
import { readShiftCalendar } from '../schedules/schedule-store.ts';

/** The enterprise's shifts: its shift calendar's, else the default two. */
export async function enterpriseShifts(tx: Queryable, tenantId: number): Promise<readonly ShiftDef[]> {
  const calendar = await readShiftCalendar(tx, tenantId);
  return calendar?.shifts.length ? calendar.shifts : DEFAULT_SHIFTS;
}

/** A roster entry as the board answers it. */
export interface RosterEntry extends BoardEntry {
  watchRoomId: number | null;
  mobile: string | null;
}

/** The roster entries of the days from `from` to `to` (inclusive), with their people's names and phones. */
export async function rosterBetween(tx: Queryable, tenantId: number, from: string, to: string): Promise<RosterEntry[]> {
  const rows = await tx.query<{ id: number; staffId: string; staffName: string | null; mobile: string | null; dutyDate: string; shift: string; dutyRole: string; watchRoomId: string | null }>(
    `select r.id::int as id, r.data->>'staffId' as "staffId", s.name as "staffName", s.mobile as mobile, r.data->>'dutyDate' as "dutyDate",
            r.data->>'shift' as shift, r.data->>'dutyRole' as "dutyRole", r.data->>'watchRoomId' as "watchRoomId"
       from ${tableName('duty-roster')} r
       left join staffinfo s on s.tenant_id = r.tenant_id and s.id = (r.data->>'staffId')::bigint
      where r.tenant_id = $1 and not r.deleted and r.data->>'dutyDate' between $2 and $3
      order by r.data->>'dutyDate', r.id`,
    [tenantId, from, to],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    staffId: Number(r.staffId),
    staffName: r.staffName ?? '',
    mobile: r.mobile ?? null,
    dutyDate: r.dutyDate,
    shift: r.shift,
    dutyRole: r.dutyRole,
    watchRoomId: r.watchRoomId == null ? null : Number(r.watchRoomId),
  }));
}

/**
 * Copies the week starting `monday` to the next through the roster's record pipeline (its overlap rule runs on
 * every entry: one refusal refuses the whole copy, nothing written). Answers how many were copied and skipped.
 */
export async function copyWeek(tx: Queryable, auth: AuthContext, monday: string): Promise<{ copied: number; skipped: number }> {
  const sunday = addDays(monday, 6)!;
  const source = await rosterBetween(tx, auth.tenantId, monday, sunday);
  const target = await rosterBetween(tx, auth.tenantId, addDays(monday, 7)!, addDays(monday, 13)!);
  const plan = copyWeekPlan(source, target, monday);
  for (const e of plan.create) await createThroughPipeline(tx, auth, 'duty-roster', { ...e });
  return { copied: plan.create.length, skipped: plan.skipped };
}
