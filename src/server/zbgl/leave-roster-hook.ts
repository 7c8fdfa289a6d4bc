// A leave record over the duty roster (值班管理 请假记录, docs/emergency.md; the pure rule: src/domain/zbgl-leave.ts).
// An approved leave takes the person out of the roster or hands the shifts to the substitute, and keeps what it did
// (`rosterUndo`, not a form field) so that an edit of the leave, or its deletion, puts the roster back first. A shift
// left with nobody on it warns the duty manager in the bell.
import { text } from '../../domain/i18n/text.ts';
import type { Text } from '../../domain/i18n/message-format.ts';
import { leaveEffect, leaveRosterChanged, undoStepsOf, type LeaveRosterEntry, type LeaveUndoStep, type ShiftSlot } from '../../domain/zbgl-leave.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, chineseOf, conflict, fieldError } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { createThroughPipeline } from '../resources/create-record.ts';
import { deleteWithHooks, scopeOf } from '../resources/record-delete.ts';
import type { RecordHook } from '../resources/record-hooks.ts';
import { tableName } from '../resources/registry.ts';
import { warnStaff } from '../workflow/notify-store.ts';
import { staffOfKeys } from '../workflow/who-staff.ts';
import { reassignEntry, shiftNameIn, shiftsIn, staffName } from './roster-write.ts';

/** Where a leave keeps what it did to the roster (a key of the stored record, outside the form). */
export const UNDO_KEY = 'rosterUndo';
/** The bell's kind of the warning of a shift left empty. */
export const EMPTY_SHIFT_KIND = 'ZBGL_EMPTY_SHIFT';
/** Who is warned when no watch room of the enterprise names a 负责人: the enterprise's administrators. */
export const EMPTY_SHIFT_FALLBACK = ['role:qyUser'];

/** The form values of roster entries, by id, locked (`title` left out: the roster's hook writes it again). */
async function entriesData(tx: Queryable, tenantId: number, ids: readonly number[]): Promise<Map<number, Record<string, unknown>>> {
  if (!ids.length) return new Map();
  const rows = await tx.query<{ id: number; data: Record<string, unknown> }>(
    `select id::int as id, data from ${tableName('duty-roster')} where tenant_id = $1 and id = any($2::bigint[]) and not deleted for update`,
    [tenantId, [...ids]],
  );
  return new Map(rows.map((r) => {
    const { title: _title, ...rest } = r.data;
    return [Number(r.id), rest];
  }));
}

/** The roster entries (everyone's) of the days from `from` to `to`, locked. */
async function rosterOfDays(tx: Queryable, tenantId: number, from: string, to: string): Promise<LeaveRosterEntry[]> {
  const rows = await tx.query<{ id: number; staffId: string; dutyDate: string; shift: string; dutyRole: string }>(
    `select id::int as id, data->>'staffId' as "staffId", data->>'dutyDate' as "dutyDate", data->>'shift' as shift, data->>'dutyRole' as "dutyRole"
       from ${tableName('duty-roster')} where tenant_id = $1 and not deleted and data->>'dutyDate' between $2 and $3 for update`,
    [tenantId, from, to],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), staffId: Number(r.staffId) }));
}

/**
 * Puts the roster back as it was before a leave's steps (last first): an entry handed to the substitute goes back to
 * the person, an entry taken out is entered again, each through the roster's pipeline. An entry changed since (no
 * longer the substitute's, or the person already on that shift) is left as it is; one the overlap rule refuses (the
 * person was put on an overlapping shift since) refuses the whole request (409 naming the person, day and shift).
 */
async function undoSteps(tx: Queryable, auth: AuthContext, cache: Map<string, unknown>, steps: readonly LeaveUndoStep[]): Promise<void> {
  const shifts = await shiftsIn(tx, auth.tenantId, cache);
  const refuse = async (staffId: number, dutyDate: string, shift: string, err: unknown): Promise<never> => {
    if (!(err instanceof AppError) || err.status !== 400) throw err;
    const person = await staffName(tx, auth.tenantId, staffId);
    throw conflict(text('zbgl.leave.cannotRestore', { person, date: dutyDate, shift: shiftNameIn(shifts, shift), reason: err.message }));
  };
  for (const step of [...steps].reverse()) {
    if (step.kind === 'handed') {
      const [now] = await tx.query<{ staffId: string | null; dutyDate: string | null; shift: string | null }>(
        `select data->>'staffId' as "staffId", data->>'dutyDate' as "dutyDate", data->>'shift' as shift from ${tableName('duty-roster')}
          where tenant_id = $1 and id = $2 and not deleted for update`,
        [auth.tenantId, step.entryId],
      );
      if (!now || Number(now.staffId) !== step.to || now.dutyDate !== step.dutyDate || now.shift !== step.shift) continue;
      try {
        await reassignEntry(tx, auth, cache, step.entryId, step.from);
      } catch (err) {
        await refuse(step.from, step.dutyDate, step.shift, err);
      }
      continue;
    }
    const e = step.entry;
    const [{ n }] = await tx.query<{ n: number }>(
      `select count(*)::int as n from ${tableName('duty-roster')}
        where tenant_id = $1 and not deleted and data->>'staffId' = $2 and data->>'dutyDate' = $3 and data->>'shift' = $4`,
      [auth.tenantId, String(e.staffId), e.dutyDate, e.shift],
    );
    if (Number(n) > 0) continue;
    try {
      await createThroughPipeline(tx, auth, 'duty-roster', { ...e });
    } catch (err) {
      await refuse(e.staffId, e.dutyDate, e.shift, err);
    }
  }
}

/** The steps a stored leave keeps, read locked (none for a leave not yet written). */
async function storedUndo(tx: Queryable, tenantId: number, id: number | null): Promise<{ data: Record<string, unknown>; steps: LeaveUndoStep[] } | null> {
  if (id === null) return null;
  const [row] = await tx.query<{ data: Record<string, unknown> }>(
    `select data from ${tableName('leave-record')} where tenant_id = $1 and id = $2 and not deleted for update`,
    [tenantId, id],
  );
  return row ? { data: row.data, steps: undoStepsOf(row.data[UNDO_KEY]) } : null;
}

/** The shifts left empty by a leave, waiting for the leave's id to warn about it (check → saved of one write). */
const pendingWarnings = new WeakMap<Record<string, unknown>, { text: Text; roomIds: number[] }>();

/** The 负责人 (staff ids) of the tenant's watch rooms `roomIds`, or of every active watch room when `roomIds` is null. */
async function roomManagers(tx: Queryable, tenantId: number, roomIds: readonly number[] | null): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `select distinct data->>'managerId' as id from ${tableName('watch-room')}
      where tenant_id = $1 and not deleted and data->>'managerId' is not null
        and ${roomIds ? 'id = any($2::bigint[])' : "coalesce(data->>'active', 'true') <> 'false'"}`,
    roomIds ? [tenantId, [...roomIds]] : [tenantId],
  );
  return rows.map((r) => r.id);
}

/**
 * Warns the duty manager of shifts left empty: the 负责人 of the shifts' watch rooms; for entries without a watch room
 * (those the 排班管理 page makes) or rooms without a 负责人, the 负责人 of the enterprise's active watch rooms; without
 * any, the administrators.
 */
async function warnEmptyShifts(tx: Queryable, tenantId: number, leaveId: number, message: Text, roomIds: readonly number[]): Promise<void> {
  const named = roomIds.length ? await roomManagers(tx, tenantId, roomIds) : [];
  const managers = named.length ? named : await roomManagers(tx, tenantId, null);
  const keys = managers.length ? managers.map((id) => `staff:${id}`) : EMPTY_SHIFT_FALLBACK;
  const staff = await staffOfKeys(tx, tenantId, keys);
  await warnStaff(tx, staff, { tenantId, model: 'zbgl', resource: 'leave-record', recordId: leaveId, risk: chineseOf(message), kind: EMPTY_SHIFT_KIND, at: new Date() });
}

/**
 * `zbgl.leaveRoster` (leave-record): an edit that changes who, when, the substitute or the approval first puts the
 * roster back as the leave had found it (undoSteps). Then a leave that is not refused (待审批 or 已批准) over a shift
 * the person leads without a substitute is refused at `substitute` (400, naming the person, day and shift). An
 * approved leave takes the person's entries on its days out of the roster, or gives them to the substitute (whose
 * own shifts may not overlap: 400 at `substitute`); `rosterEffect` says what it did and warns of the shifts left
 * with nobody on them, and those shifts warn the duty manager in the bell once the leave is written. Deleting a
 * leave puts the roster back.
 */
export const leaveRoster: RecordHook = {
  name: 'zbgl.leaveRoster',
  async check(w, values) {
    const { tx } = w.s;
    const tenantId = w.auth.tenantId;
    const before = await storedUndo(tx, tenantId, w.id);
    let steps = before?.steps ?? [];
    if (before && steps.length && leaveRosterChanged(before.data, values)) {
      await undoSteps(tx, w.auth, w.cache, steps);
      steps = [];
      delete values.rosterEffect;
    }
    values[UNDO_KEY] = steps;
    const staffId = typeof values.staffId === 'number' ? values.staffId : null;
    const status = typeof values.approveStatus === 'string' ? values.approveStatus : 'pending';
    if (staffId === null || status === 'rejected') return;
    const startDate = values.startDate as string;
    const endDate = values.endDate as string;
    const substitute = typeof values.substitute === 'number' ? values.substitute : null;
    await tx.query('select id from staffinfo where tenant_id = $1 and id = $2 for update', [tenantId, staffId]);
    const roster = await rosterOfDays(tx, tenantId, startDate, endDate);
    const effect = leaveEffect({ staffId, startDate, endDate, substitute }, roster);
    if (!effect.affected.length) return;
    const shifts = await shiftsIn(tx, tenantId, w.cache);
    const person = await staffName(tx, tenantId, staffId);
    const lead = effect.leaderWithoutSubstitute;
    if (lead) throw fieldError('substitute', text('zbgl.leave.leaderWithoutSubstitute', { person, date: lead.dutyDate, shift: shiftNameIn(shifts, lead.shift) }));
    if (status !== 'approved') return;
    const slots = (list: readonly ShiftSlot[]) => list.map((e) => `${e.dutyDate}${shiftNameIn(shifts, e.shift)}`).join(chineseOf(text('zbgl.leave.separator')));
    if (substitute !== null && substitute !== staffId) {
      const name = await staffName(tx, tenantId, substitute);
      for (const e of effect.affected) {
        try {
          await reassignEntry(tx, w.auth, w.cache, e.id, substitute);
        } catch (err) {
          if (err instanceof AppError && err.status === 400) {
            throw fieldError('substitute', text('zbgl.leave.substituteBusy', { person: name, date: e.dutyDate, shift: shiftNameIn(shifts, e.shift) }));
          }
          throw err;
        }
      }
      values[UNDO_KEY] = [...steps, ...effect.affected.map((e): LeaveUndoStep => ({ kind: 'handed', entryId: e.id, from: staffId, to: substitute, dutyDate: e.dutyDate, shift: e.shift }))];
      values.rosterEffect = chineseOf(text('zbgl.leave.handedOver', { person: name, slots: slots(effect.affected) }));
      return;
    }
    const data = await entriesData(tx, tenantId, effect.affected.map((e) => e.id));
    const s = await scopeOf(tx, w.auth, 'duty-roster');
    await deleteWithHooks(s, w.auth, effect.affected.map((e) => e.id));
    values[UNDO_KEY] = [
      ...steps,
      ...effect.affected.map((e): LeaveUndoStep => ({ kind: 'removed', entry: { ...data.get(e.id), staffId: e.staffId, dutyDate: e.dutyDate, shift: e.shift } })),
    ];
    const removed = chineseOf(text('zbgl.leave.removed', { slots: slots(effect.affected) }));
    values.rosterEffect = effect.emptied.length ? `${removed}${chineseOf(text('zbgl.leave.emptied', { slots: slots(effect.emptied) }))}` : removed;
    if (effect.emptied.length) {
      const emptied = new Set(effect.emptied.map((e) => `${e.dutyDate}|${e.shift}`));
      const roomIds = [...new Set(effect.affected
        .filter((e) => emptied.has(`${e.dutyDate}|${e.shift}`))
        .map((e) => data.get(e.id)?.watchRoomId)
        .filter((r): r is number => typeof r === 'number'))];
      pendingWarnings.set(values, { text: text('zbgl.leave.emptyShiftWarning', { slots: slots(effect.emptied), person }), roomIds });
    }
  },
  async saved(w, values) {
    const pending = pendingWarnings.get(values);
    if (!pending || w.id === null) return;
    pendingWarnings.delete(values);
    await warnEmptyShifts(w.s.tx, w.auth.tenantId, w.id, pending.text, pending.roomIds);
  },
  async deleting(s, auth, ids) {
    const cache = new Map<string, unknown>();
    for (const id of ids) {
      const stored = await storedUndo(s.tx, auth.tenantId, id);
      if (stored?.steps.length) await undoSteps(s.tx, auth, cache, stored.steps);
    }
  },
};
