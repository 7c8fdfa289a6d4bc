// 值班管理's server rules (docs/emergency.md): a roster entry's shift must be one of the enterprise's shift
// calendar, and one person may not be on two shifts whose times overlap (the pure rule: src/domain/zbgl-roster.ts);
// a leave over the roster (leave-roster-hook.ts).
import { text } from '../../domain/i18n/text.ts';
import type { ShiftDef } from '../../domain/schedule-calendar.ts';
import { neighbourDates, overlappingSlot } from '../../domain/zbgl-roster.ts';
import { fieldError } from '../http/app-error.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordHook, RecordWrite } from '../resources/record-hooks.ts';
import { tableName } from '../resources/registry.ts';
import { leaveRoster } from './leave-roster-hook.ts';
import { shiftsIn } from './roster-write.ts';

/** The enterprise's shifts, once per request. */
const shiftsOf = (w: RecordWrite): Promise<readonly ShiftDef[]> => shiftsIn(w.s.tx, w.auth.tenantId, w.cache);

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

export const zbglHooks: ModuleHookSet = { module: 'zbgl', hooks: { rosterOverlap, leaveRoster } };
