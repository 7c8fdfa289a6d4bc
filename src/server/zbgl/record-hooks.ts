// 值班管理's server rules (docs/emergency.md): a roster entry's shift must be one of the enterprise's shift
// calendar, and one person may not be on two shifts whose times overlap (the pure rule: src/domain/zbgl-roster.ts).
import { text } from '../../domain/i18n/text.ts';
import type { ShiftDef } from '../../domain/schedule-calendar.ts';
import { leaveEffect, type LeaveRosterEntry } from '../../domain/zbgl-leave.ts';
import { DEFAULT_SHIFTS, neighbourDates, overlappingSlot } from '../../domain/zbgl-roster.ts';
import { AppError, chineseOf, fieldError } from '../http/app-error.ts';
import { deleteWithHooks, scopeOf } from '../resources/record-delete.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import { checkRecord, prepareRecord, recordSaved, recordWrite, type RecordHook, type RecordWrite } from '../resources/record-hooks.ts';
import { splitStored } from '../resources/record-shape.ts';
import { getRecord, updateRecordData } from '../resources/record-store.ts';
import { tableName } from '../resources/registry.ts';
import { assertValid } from '../resources/resource-context.ts';
import { readShiftCalendar } from '../schedules/schedule-store.ts';

/** The enterprise's shifts (its shift calendar's, else the default two shifts), once per request. */
async function shiftsOf(w: RecordWrite): Promise<readonly ShiftDef[]> {
  const key = `zbgl:shifts:${w.auth.tenantId}`;
  if (w.cache.has(key)) return w.cache.get(key) as readonly ShiftDef[];
  const calendar = await readShiftCalendar(w.s.tx, w.auth.tenantId);
  const shifts = calendar?.shifts.length ? calendar.shifts : DEFAULT_SHIFTS;
  w.cache.set(key, shifts);
  return shifts;
}

interface RosterRow {
  id: number;
  dutyDate: string;
  shift: string;
}

/**
 * `zbgl.rosterOverlap`: after validation, before the write, refuses a shift the calendar does not have (400 at `shift`) and a person already on an
 * overlapping shift (400 at `staffId`, naming the day and shift), and writes the entry's summary (shift, ★ for the
 * leader, person: the calendar's chip). The person's staff row is locked first, so two
 * requests rostering one person at once are checked one after the other.
 */
const rosterOverlap: RecordHook = {
  name: 'zbgl.rosterOverlap',
  async check(w, values) {
    const staffId = values.staffId as number;
    const dutyDate = values.dutyDate as string;
    const shiftKey = values.shift as string;
    const shifts = await shiftsOf(w);
    if (!shifts.some((s) => s.key === shiftKey)) throw fieldError('shift', text('zbgl.roster.unknownShift', { shift: shiftKey }));
    const [person] = await w.s.tx.query<{ name: string }>('select name from staffinfo where tenant_id = $1 and id = $2 for update', [w.auth.tenantId, staffId]);
    const shiftName = shifts.find((s) => s.key === shiftKey)?.name ?? shiftKey;
    values.title = `${shiftName} ${values.dutyRole === 'leader' ? '★' : ''}${person?.name ?? ''}`.trim();
    const [d0, d1, d2] = neighbourDates(dutyDate);
    const others = await w.s.tx.query<RosterRow>(
      `select id::int as id, data->>'dutyDate' as "dutyDate", data->>'shift' as shift from ${tableName('duty-roster')}
        where tenant_id = $1 and not deleted and data->>'staffId' = $2 and data->>'dutyDate' in ($3, $4, $5)`,
      [w.auth.tenantId, String(staffId), d0, d1, d2],
    );
    const hit = overlappingSlot({ id: w.id, staffId, dutyDate, shift: shiftKey }, others.map((o) => ({ ...o, staffId })), shifts);
    if (hit) {
      const name = shifts.find((s) => s.key === hit.shift)?.name ?? hit.shift;
      throw fieldError('staffId', text('zbgl.roster.overlap', { person: person?.name ?? '', date: hit.dutyDate, shift: name }));
    }
  },
};

/** The roster entries (everyone's) of the days from `from` to `to`. */
async function rosterOfDays(w: RecordWrite, from: string, to: string): Promise<LeaveRosterEntry[]> {
  const rows = await w.s.tx.query<{ id: number; staffId: string; dutyDate: string; shift: string; dutyRole: string }>(
    `select id::int as id, data->>'staffId' as "staffId", data->>'dutyDate' as "dutyDate", data->>'shift' as shift, data->>'dutyRole' as "dutyRole"
       from ${tableName('duty-roster')} where tenant_id = $1 and not deleted and data->>'dutyDate' between $2 and $3 for update`,
    [w.auth.tenantId, from, to],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), staffId: Number(r.staffId) }));
}

async function staffName(w: RecordWrite, id: number): Promise<string> {
  const [row] = await w.s.tx.query<{ name: string }>('select name from staffinfo where tenant_id = $1 and id = $2', [w.auth.tenantId, id]);
  return row?.name ?? String(id);
}

/** Gives a roster entry to another person through the roster's pipeline (its overlap rule checks the substitute). */
async function reassign(w: RecordWrite, entryId: number, staffId: number): Promise<void> {
  const s = await scopeOf(w.s.tx, w.auth, 'duty-roster');
  const row = await getRecord(s.tx, s.c, w.auth.tenantId, entryId, true);
  if (!row) return;
  const { form, kept } = splitStored(s.c.resource, row.data);
  const values: Record<string, unknown> = { ...form, staffId };
  const rw = recordWrite(s, w.auth, { staffId }, entryId, w.cache);
  await prepareRecord(rw, values);
  assertValid(s, values);
  await checkRecord(rw, values);
  await updateRecordData(s.tx, s.c, w.auth.tenantId, w.auth.userId, entryId, { ...kept, ...values });
  await recordSaved(rw, values);
}

/**
 * `zbgl.leaveRoster` (leave-record): a leave that is not refused (待审批 or 已批准) over a shift the person leads
 * without a substitute is refused at `substitute` (400, naming the person, day and shift). An approved leave takes
 * the person's entries on its days out of the roster, or gives them to the substitute (whose own shifts may not
 * overlap: 400 at `substitute`); `rosterEffect` says what it did and warns of the shifts left with nobody on them.
 */
const leaveRoster: RecordHook = {
  name: 'zbgl.leaveRoster',
  async check(w, values) {
    const staffId = typeof values.staffId === 'number' ? values.staffId : null;
    const status = typeof values.approveStatus === 'string' ? values.approveStatus : 'pending';
    if (staffId === null || status === 'rejected') return;
    const startDate = values.startDate as string;
    const endDate = values.endDate as string;
    const substitute = typeof values.substitute === 'number' ? values.substitute : null;
    await w.s.tx.query('select id from staffinfo where tenant_id = $1 and id = $2 for update', [w.auth.tenantId, staffId]);
    const roster = await rosterOfDays(w, startDate, endDate);
    const effect = leaveEffect({ staffId, startDate, endDate, substitute }, roster);
    if (!effect.affected.length) return;
    const shifts = await shiftsOf(w);
    const shiftName = (key: string) => shifts.find((s) => s.key === key)?.name ?? key;
    const person = await staffName(w, staffId);
    const lead = effect.leaderWithoutSubstitute;
    if (lead) throw fieldError('substitute', text('zbgl.leave.leaderWithoutSubstitute', { person, date: lead.dutyDate, shift: shiftName(lead.shift) }));
    if (status !== 'approved') return;
    const slots = (list: readonly { dutyDate: string; shift: string }[]) => list.map((e) => `${e.dutyDate}${shiftName(e.shift)}`).join(chineseOf(text('zbgl.leave.separator')));
    if (substitute !== null && substitute !== staffId) {
      const name = await staffName(w, substitute);
      for (const e of effect.affected) {
        try {
          await reassign(w, e.id, substitute);
        } catch (err) {
          if (err instanceof AppError && err.status === 400) {
            throw fieldError('substitute', text('zbgl.leave.substituteBusy', { person: name, date: e.dutyDate, shift: shiftName(e.shift) }));
          }
          throw err;
        }
      }
      values.rosterEffect = chineseOf(text('zbgl.leave.handedOver', { person: name, slots: slots(effect.affected) }));
      return;
    }
    const s = await scopeOf(w.s.tx, w.auth, 'duty-roster');
    await deleteWithHooks(s, w.auth, effect.affected.map((e) => e.id));
    const removed = chineseOf(text('zbgl.leave.removed', { slots: slots(effect.affected) }));
    values.rosterEffect = effect.emptied.length ? `${removed}${chineseOf(text('zbgl.leave.emptied', { slots: slots(effect.emptied) }))}` : removed;
  },
};

export const zbglHooks: ModuleHookSet = { module: 'zbgl', hooks: { rosterOverlap, leaveRoster } };
