// 值班管理's own routes (docs/emergency.md), registered under /zax-cloud/u-basic by src/server/module-plugins.ts
// beside the resources' generic routes: the roster board of the 排班管理 page and its copy of a week, and the
// calls of spec 001 §7.1: the watch staff by day (list-by-map) and by shift (list-by-shift-map), and the bind of
// duty (who is on duty now) answered from the roster.
import type { FastifyPluginAsync } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { zbglZh } from '../../domain/i18n/zh/zbgl.ts';
import { addDays, BOARD_MAX_DAYS, boardSlots, datesBetween, emptySlots, mondayOf, shiftAt, slotEntries } from '../../domain/zbgl-board.ts';
import { dayOfDate } from '../../domain/schedule-calendar.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { fieldError } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { authOf } from '../plugins/auth.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { assertModule } from '../resources/resource-context.ts';
import { writeRouteConfig } from '../resources/shared-records.ts';
import { copyWeek, enterpriseShifts, rosterBetween, type RosterEntry } from './roster-store.ts';

const TAGS = [zbglZh['zbgl.api.tag']];
const DATE = { type: 'string', maxLength: 10 } as const;

const FIELD_TITLES: Readonly<Record<string, string>> = { from: zbglZh['zbgl.api.from'], to: zbglZh['zbgl.api.to'], date: zbglZh['zbgl.api.date'], monday: zbglZh['zbgl.api.monday'] };

/** A date parameter, refused (400 naming it) when missing or no date. */
function validDate(field: string, v: string | undefined): string {
  if (!v || dayOfDate(v) === undefined) throw fieldError(field, text('zbgl.api.badDate', { field: FIELD_TITLES[field] ?? field }));
  return v;
}

/** The range `from`..`to`, refused (400 at `to`) when it runs backwards or longer than BOARD_MAX_DAYS. */
function rangeOf(q: { from?: string; to?: string }): string[] {
  const from = validDate('from', q.from);
  const to = validDate('to', q.to);
  const dates = datesBetween(from, to);
  if (!dates.length) throw fieldError('to', text('zbgl.api.rangeBackwards'));
  if (dates.length > BOARD_MAX_DAYS) throw fieldError('to', text('zbgl.api.rangeTooLong', { max: BOARD_MAX_DAYS }));
  return dates;
}

const person = (e: RosterEntry) => ({ id: e.id, staffId: e.staffId, name: e.staffName, mobile: e.mobile, dutyRole: e.dutyRole, watchRoomId: e.watchRoomId });

export const zbglPlugin: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  const roster = resourceRegistry().byKey.get('duty-roster');
  if (!roster) throw new Error('zbgl: the duty-roster resource file is missing');
  const read = { access: 'read' as const, roles: roster.permissions.read };
  const range = { type: 'object', properties: { from: { ...DATE, title: zbglZh['zbgl.api.from'] }, to: { ...DATE, title: zbglZh['zbgl.api.to'] } } } as const;

  /** The 排班管理 page's data: the shifts, the dates, the entries and the shifts nobody is on. */
  app.get<{ Querystring: { from?: string; to?: string } }>('/duty-roster/board', { config: read, schema: { tags: TAGS, summary: zbglZh['zbgl.api.board'], querystring: range } }, (req) => {
    const auth = authOf(req);
    const dates = rangeOf(req.query);
    return inTenant(db, auth, async (tx) => {
      await assertModule(tx, auth, roster);
      const shifts = await enterpriseShifts(tx, auth.tenantId);
      const entries = await rosterBetween(tx, auth.tenantId, dates[0], dates.at(-1)!);
      return okData({ shifts, dates, entries, empty: emptySlots(entries, shifts, dates) });
    });
  });

  /** Copies the week of `monday` (any day of it) to the next week; all or nothing. */
  app.post<{ Body: { monday: string } }>(
    '/duty-roster/copy-week',
    { config: writeRouteConfig(roster), schema: { tags: TAGS, summary: zbglZh['zbgl.api.copyWeek'], body: { type: 'object', required: ['monday'], additionalProperties: false, properties: { monday: { ...DATE, title: zbglZh['zbgl.api.monday'] } } } } },
    (req) => {
      const auth = authOf(req);
      const monday = mondayOf(validDate('monday', req.body.monday))!;
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, roster);
        return okData({ from: monday, to: addDays(monday, 7), ...(await copyWeek(tx, auth, monday)) });
      });
    },
  );

  /** Spec 001 §7.1 watch-staff list by map: the people on duty by day, each day's entries by shift. */
  app.get<{ Querystring: { from?: string; to?: string } }>('/watch-staff/list-by-map', { config: read, schema: { tags: TAGS, summary: zbglZh['zbgl.api.listByMap'], querystring: range } }, (req) => {
    const auth = authOf(req);
    const dates = rangeOf(req.query);
    return inTenant(db, auth, async (tx) => {
      await assertModule(tx, auth, roster);
      const shifts = await enterpriseShifts(tx, auth.tenantId);
      const slots = boardSlots(await rosterBetween(tx, auth.tenantId, dates[0], dates.at(-1)!));
      const byDay = Object.fromEntries(dates.map((d) => [d, Object.fromEntries(shifts.map((s) => [s.key, slotEntries(slots, d, s.key).map(person)]))]));
      return okData(byDay);
    });
  });

  /** Spec 001 §7.1 watch-staff list by shift map: one day's shifts, each with its times, leader and members. */
  app.get<{ Querystring: { date?: string } }>(
    '/watch-staff/list-by-shift-map',
    { config: read, schema: { tags: TAGS, summary: zbglZh['zbgl.api.listByShiftMap'], querystring: { type: 'object', properties: { date: { ...DATE, title: zbglZh['zbgl.api.date'] } } } } },
    (req) => {
      const auth = authOf(req);
      const date = validDate('date', req.query.date);
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, roster);
        const shifts = await enterpriseShifts(tx, auth.tenantId);
        const slots = boardSlots(await rosterBetween(tx, auth.tenantId, date, date));
        return okData(
          Object.fromEntries(
            shifts.map((s) => {
              const list = slotEntries(slots, date, s.key);
              const leader = list.find((e) => e.dutyRole === 'leader');
              return [s.key, { name: s.name, start: s.start, end: s.end, leader: leader ? person(leader) : null, members: list.filter((e) => e !== leader).map(person) }];
            }),
          ),
        );
      });
    },
  );

  /** Spec 001 §7.1 bind of duty: the shift in force at `at` (now by default) and who is on it, from the roster. */
  app.get<{ Querystring: { at?: string } }>(
    '/duty/bind',
    { config: read, schema: { tags: TAGS, summary: zbglZh['zbgl.api.bind'], querystring: { type: 'object', properties: { at: { type: 'string', format: 'date-time', title: zbglZh['zbgl.api.at'] } } } } },
    (req) => {
      const auth = authOf(req);
      const at = req.query.at ? new Date(req.query.at) : new Date();
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, roster);
        const shifts = await enterpriseShifts(tx, auth.tenantId);
        const slot = shiftAt(at, shifts);
        if (!slot) return okData(null);
        const def = shifts.find((s) => s.key === slot.shift)!;
        const list = slotEntries(boardSlots(await rosterBetween(tx, auth.tenantId, slot.dutyDate, slot.dutyDate)), slot.dutyDate, slot.shift);
        const leader = list.find((e) => e.dutyRole === 'leader');
        return okData({
          dutyDate: slot.dutyDate,
          shift: slot.shift,
          shiftName: def.name,
          start: def.start,
          end: def.end,
          leader: leader ? person(leader) : null,
          members: list.filter((e) => e !== leader).map(person),
        });
      });
    },
  );
};
