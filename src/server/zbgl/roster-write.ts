// Writing the duty roster from another record's rule (a leave over the roster, docs/emergency.md): the
// enterprise's shifts, a person's name, and an entry given to another person through the roster's pipeline.
import type { ShiftDef } from '../../domain/schedule-calendar.ts';
import { DEFAULT_SHIFTS } from '../../domain/zbgl-roster.ts';
import type { Queryable } from '../db/db.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { scopeOf } from '../resources/record-delete.ts';
import { checkRecord, prepareRecord, recordSaved, recordWrite } from '../resources/record-hooks.ts';
import { splitStored } from '../resources/record-shape.ts';
import { getRecord, updateRecordData } from '../resources/record-store.ts';
import { assertValid } from '../resources/resource-context.ts';
import { readShiftCalendar } from '../schedules/schedule-store.ts';

/** The enterprise's shifts (its shift calendar's, else the default two shifts), once per request's `cache`. */
export async function shiftsIn(tx: Queryable, tenantId: number, cache: Map<string, unknown>): Promise<readonly ShiftDef[]> {
  const key = `zbgl:shifts:${tenantId}`;
  if (cache.has(key)) return cache.get(key) as readonly ShiftDef[];
  const calendar = await readShiftCalendar(tx, tenantId);
  const shifts = calendar?.shifts.length ? calendar.shifts : DEFAULT_SHIFTS;
  cache.set(key, shifts);
  return shifts;
}

/** A shift's name among `shifts` (its key when the calendar no longer has it). */
export const shiftNameIn = (shifts: readonly ShiftDef[], key: string): string => shifts.find((s) => s.key === key)?.name ?? key;

/** A staff member's name (the id when the row is gone). */
export async function staffName(tx: Queryable, tenantId: number, id: number): Promise<string> {
  const [row] = await tx.query<{ name: string }>('select name from staffinfo where tenant_id = $1 and id = $2', [tenantId, id]);
  return row?.name ?? String(id);
}

/**
 * Gives a roster entry to another person through the roster's pipeline (its overlap rule checks that person);
 * answers false when the entry is gone.
 */
export async function reassignEntry(tx: Queryable, auth: AuthContext, cache: Map<string, unknown>, entryId: number, staffId: number): Promise<boolean> {
  const s = await scopeOf(tx, auth, 'duty-roster');
  const row = await getRecord(s.tx, s.c, auth.tenantId, entryId, true);
  if (!row) return false;
  const { form, kept } = splitStored(s.c.resource, row.data);
  const values: Record<string, unknown> = { ...form, staffId };
  const rw = recordWrite(s, auth, { staffId }, entryId, cache);
  await prepareRecord(rw, values);
  assertValid(s, values);
  await checkRecord(rw, values);
  await updateRecordData(s.tx, s.c, auth.tenantId, auth.userId, entryId, { ...kept, ...values });
  await recordSaved(rw, values);
  return true;
}
