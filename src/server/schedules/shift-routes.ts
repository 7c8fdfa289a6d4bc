// The enterprise's shift calendar (issue 14 item 5; contract: GET/PUT /workflow/shifts): shifts with their
// times (a shift may cross midnight), the teams and their rotation. Any signed-in person reads it (the duty
// roster, patrols and the 班次日历 page show it); the enterprise's administrator sets it, checked whole
// (src/domain/shift-calendar-check.ts): every problem is a 400 naming its field, and nothing is stored.
import type { FastifyInstance } from 'fastify';
import type { ShiftCalendar } from '../../domain/schedule-calendar.ts';
import { shiftCalendarProblems } from '../../domain/shift-calendar-check.ts';
import { ROLE_QY_USER } from '../auth/roles.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { AppError, fieldProblem } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { authOf } from '../plugins/auth.ts';
import { zhOf } from '../routes/zh-of.ts';
import { readShiftCalendar, writeShiftCalendar } from './schedule-store.ts';

const TAGS = [zhOf('schedule.api.tag')];

/** The body's shape; its values are checked by shiftCalendarProblems, which names each field. */
const putBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    shifts: { type: 'array', title: zhOf('schedule.api.shifts'), maxItems: 12, items: { type: 'object', properties: { key: { type: 'string', maxLength: 32 }, name: { type: 'string', maxLength: 40 }, start: { type: 'string', maxLength: 5 }, end: { type: 'string', maxLength: 5 } } } },
    teams: { type: 'array', title: zhOf('schedule.api.teams'), maxItems: 50, items: { type: 'string', maxLength: 40 } },
    rotation: {
      type: 'object',
      title: zhOf('schedule.api.rotation'),
      properties: { anchorDate: { type: 'string', maxLength: 10 }, pattern: { type: 'array', maxItems: 400, items: { type: 'array', maxItems: 12, items: { type: 'string', maxLength: 40 } } } },
    },
  },
} as const;

export async function shiftRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.get('/workflow/shifts', { config: { access: 'read' }, schema: { tags: TAGS, summary: zhOf('schedule.api.shiftsGet') } }, (req) => {
    const auth = authOf(req);
    return inTenant(db, auth, async (tx) => okData(await readShiftCalendar(tx, auth.tenantId)));
  });

  app.put('/workflow/shifts', { config: { access: 'write', roles: [ROLE_QY_USER] }, schema: { tags: TAGS, summary: zhOf('schedule.api.shiftsPut'), body: putBody } }, (req) => {
    const auth = authOf(req);
    const problems = shiftCalendarProblems(req.body);
    if (problems.length) throw new AppError(400, problems[0]!.message, problems.map((p) => fieldProblem(p.field, p.message)));
    const { shifts, teams, rotation } = req.body as ShiftCalendar;
    const calendar: ShiftCalendar = {
      shifts: shifts.map(({ key, name, start, end }) => ({ key, name: name.trim(), start, end })),
      teams: [...teams],
      rotation: { anchorDate: rotation.anchorDate, pattern: rotation.pattern.map((row) => [...row]) },
    };
    return inTenant(db, auth, async (tx) => {
      await writeShiftCalendar(tx, auth.tenantId, auth.userId, calendar);
      return okData(calendar);
    });
  });
}
