// Schedules (issue 14 item 5) on a test-only pair of files (tests/fixtures/schedule-resources: a plan and
// its tasks): each plan generates one task per period with its assignee, due time, period key and copied
// fields; a second run generates nothing (idempotent); periods past their due time are generated as missed
// (the boolean missedField, or the workflow's missedState with a history row); a long downtime is caught up
// to at most 100 periods per plan, the older ones counted as skipped; generated tasks wait in the inbox
// for their assignee (wf_waiting, kind task) until deleted; two generators at the same time (two pools on
// one PostgreSQL, or two concurrent runs on PGlite) generate each period exactly once. The plan's record is
// refused when its rule can never fire or it runs each shift without a shift calendar; the shift calendar
// (GET/PUT /workflow/shifts) is checked whole, naming the field, and stores nothing when refused.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateTime } from '../../src/domain/schedule-calendar.ts';
import { openDb } from '../../src/server/db/open-db.ts';
import type { Db } from '../../src/server/db/db.ts';
import { addResourceDir, resourceRegistry } from '../../src/server/resources/registry.ts';
import { MAX_PERIODS_PER_RUN, runSchedules } from '../../src/server/schedules/run-schedules.ts';
import { startScheduleRunner } from '../../src/server/schedules/schedule-runner.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

addResourceDir(path.resolve(import.meta.dirname, '../fixtures/schedule-resources'));

const PLAN = '/zax-cloud/u-basic/sched-plan';
const TASK = '/zax-cloud/u-basic/sched-task';
let t: TestApp;
let qyadmin: string;
let viewer: string;
let staffId: number;

/**
 * The fixture's plan and task files: the runs of this file generate only their periods (the demo's own plans, the
 * checklists of 清单管理 say, have tasks of their own).
 */
const schedFiles = () => resourceRegistry().all.filter((r) => r.key === 'sched-plan' || r.key === 'sched-task');

/** An instant from a Shanghai local time. */
const at = (local: string) => new Date(`${local.replace(' ', 'T')}+08:00`);

const calendar = {
  shifts: [
    { key: 'day', name: '白班', start: '08:00', end: '20:00' },
    { key: 'night', name: '夜班', start: '20:00', end: '08:00' },
  ],
  teams: ['甲', '乙', '丙'],
  rotation: { anchorDate: '2026-11-24', pattern: [['甲', '乙'], ['丙', '甲'], ['乙', '丙']] },
};

interface Task {
  id: number;
  name: string;
  planId: number;
  assigneeId?: number;
  dueAt: string;
  period: string;
  area?: string;
  team?: string;
  missed?: boolean;
}

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  viewer = await t.login('viewer', PASSWORDS.viewer);
  const [staff] = await t.db.query<{ id: number }>("select id from staffinfo where tenant_id = 1001 and name = '张伟'");
  staffId = Number(staff!.id);
});
afterAll(() => t.close());

async function createPlan(plan: Record<string, unknown>): Promise<number> {
  const res = await t.call({ method: 'POST', url: PLAN, token: qyadmin, payload: { assigneeId: staffId, active: true, ...plan } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

async function tasksOf(planId: number): Promise<Task[]> {
  const rows = await t.db.query<{ id: number; data: Omit<Task, 'id'> }>(
    'select id, data from r_sched_task where tenant_id = 1001 and not deleted and (data->>\'planId\')::bigint = $1 order by id',
    [planId],
  );
  return rows.map((r) => ({ id: Number(r.id), ...r.data }));
}

async function waitingOf(recordIds: number[]) {
  return t.db.query<{ record_id: number; kind: string; who: string; due_at: Date; module: string | null; title: string }>(
    "select record_id, kind, who, due_at, module, title from wf_waiting where tenant_id = 1001 and resource = 'sched-task' and record_id = any($1::bigint[]) order by record_id",
    [recordIds],
  );
}

describe('generation', () => {
  it('generates one task per period up to now with assignee, due time, period and copied fields; missed ones flagged', async () => {
    const planId = await createPlan({ name: '日检', frequency: 'day', startDate: '2026-11-23', area: '一区' });
    const r = await runSchedules(t.db, at('2026-11-25 10:00:00'), { tenants: [1001], files: schedFiles() });
    expect(r).toMatchObject({ generated: 3, missed: 2, skipped: 0, failed: 0 });
    const tasks = await tasksOf(planId);
    expect(tasks.map(({ id: _id, ...x }) => x)).toEqual([
      { name: '日检', planId, assigneeId: staffId, dueAt: '2026-11-23 23:59:59', period: '2026-11-23', area: '一区', missed: true },
      { name: '日检', planId, assigneeId: staffId, dueAt: '2026-11-24 23:59:59', period: '2026-11-24', area: '一区', missed: true },
      { name: '日检', planId, assigneeId: staffId, dueAt: '2026-11-25 23:59:59', period: '2026-11-25', area: '一区' },
    ]);
    // Only the current task waits for its assignee; the missed ones are history.
    const waiting = await waitingOf(tasks.map((x) => x.id));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ record_id: tasks[2]!.id, kind: 'task', who: `staff:${staffId}`, title: '日检 2026-11-25' });
    expect(new Date(waiting[0]!.due_at).toISOString()).toBe(at('2026-11-25 23:59:59').toISOString());
    // The records are the API's like any other, with the plan's label.
    const detail = await t.call({ url: `${TASK}/${tasks[2]!.id}`, token: qyadmin });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ planId, period: '2026-11-25' });

    // Idempotent: the same instant again, and a moment later the same day, generate nothing.
    expect(await runSchedules(t.db, at('2026-11-25 10:00:00'), { tenants: [1001], files: schedFiles() })).toMatchObject({ generated: 0 });
    expect(await runSchedules(t.db, at('2026-11-25 23:00:00'), { tenants: [1001], files: schedFiles() })).toMatchObject({ generated: 0 });
    expect(await tasksOf(planId)).toHaveLength(3);
    // The next day: one more, on time.
    expect(await runSchedules(t.db, at('2026-11-26 00:00:01'), { tenants: [1001], files: schedFiles() })).toMatchObject({ generated: 1, missed: 0 });
    expect((await tasksOf(planId)).map((x) => x.period)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
  });

  it('catches up after a long downtime with at most 100 periods per plan, the older ones skipped and counted', async () => {
    const planId = await createPlan({ name: '补生成', frequency: 'day', startDate: '2026-01-01' });
    const r = await runSchedules(t.db, at('2026-11-25 10:00:00'), { tenants: [1001], files: schedFiles() });
    expect(r).toMatchObject({ generated: MAX_PERIODS_PER_RUN, missed: MAX_PERIODS_PER_RUN - 1, skipped: 329 - MAX_PERIODS_PER_RUN, failed: 0 });
    const tasks = await tasksOf(planId);
    expect(tasks).toHaveLength(100);
    expect(tasks[0]!.period).toBe('2026-08-18');
    expect(tasks.filter((x) => x.missed)).toHaveLength(99);
    expect(tasks.at(-1)).toMatchObject({ period: '2026-11-25' });
    expect(tasks.at(-1)!.missed).toBeUndefined();
    // A restart (another run) neither repeats them nor goes back for the skipped ones.
    expect(await runSchedules(t.db, at('2026-11-25 10:00:00'), { tenants: [1001], files: schedFiles() })).toMatchObject({ generated: 0, skipped: 0 });
    expect(await tasksOf(planId)).toHaveLength(100);
  });

  it('runs weekly, monthly and yearly plans on their calendars, and stops at the end day', async () => {
    const week = await createPlan({ name: '周检', frequency: 'week', startDate: '2026-11-25' });
    const month = await createPlan({ name: '月检', frequency: 'month', startDate: '2026-01-31', endDate: '2026-04-15' });
    const year = await createPlan({ name: '年检', frequency: 'year', startDate: '2026-06-01' });
    await runSchedules(t.db, at('2026-12-02 09:00:00'), { tenants: [1001], files: schedFiles() });
    expect((await tasksOf(week)).map((x) => [x.period, x.dueAt, x.missed ?? false])).toEqual([
      ['2026-W48', '2026-11-29 23:59:59', true],
      ['2026-W49', '2026-12-06 23:59:59', false],
    ]);
    expect((await tasksOf(month)).map((x) => [x.period, x.dueAt])).toEqual([
      ['2026-01', '2026-01-31 23:59:59'],
      ['2026-02', '2026-02-28 23:59:59'],
      ['2026-03', '2026-03-31 23:59:59'],
      ['2026-04', '2026-04-30 23:59:59'],
    ]);
    expect((await tasksOf(year)).map((x) => [x.period, x.dueAt])).toEqual([['2026', '2026-12-31 23:59:59']]);
  });

  it('generates nothing for an inactive plan', async () => {
    const planId = await createPlan({ name: '停用计划', frequency: 'day', startDate: '2026-11-01', active: false });
    await runSchedules(t.db, at('2026-11-25 10:00:00'), { tenants: [1001], files: schedFiles() });
    expect(await tasksOf(planId)).toEqual([]);
  });

  it('generates a rule plan at its times, each due at its time', async () => {
    const planId = await createPlan({ name: '规则检查', frequency: 'rule', startDate: '2026-11-23', rule: { weekdays: [1, 3], times: ['16:30', '08:00'] } });
    await runSchedules(t.db, at('2026-11-25 07:00:00'), { tenants: [1001], files: schedFiles() });
    expect((await tasksOf(planId)).map((x) => [x.period, x.dueAt, x.missed ?? false])).toEqual([
      ['2026-11-23T08:00', '2026-11-23 08:00:00', true],
      ['2026-11-23T16:30', '2026-11-23 16:30:00', true],
      ['2026-11-25T08:00', '2026-11-25 08:00:00', false],
      ['2026-11-25T16:30', '2026-11-25 16:30:00', false],
    ]);
  });

  it('removes a generated task from the inbox when it is deleted', async () => {
    const planId = await createPlan({ name: '删除任务', frequency: 'day', startDate: '2026-11-25' });
    await runSchedules(t.db, at('2026-11-25 10:00:00'), { tenants: [1001], files: schedFiles() });
    const [task] = await tasksOf(planId);
    expect(await waitingOf([task!.id])).toHaveLength(1);
    const res = await t.call({ method: 'DELETE', url: `${TASK}?ids=${task!.id}`, token: qyadmin });
    expect(res.statusCode, res.body).toBe(200);
    expect(await waitingOf([task!.id])).toEqual([]);
  });
});

describe('plans that cannot run', () => {
  it.each([
    [{ weekdays: [], times: ['08:00'] }, '执行规则：执行规则没有选择星期，永远不会执行'],
    [{ weekdays: [1], times: [] }, '执行规则：执行规则没有时间点，永远不会执行'],
    [{ weekdays: [1], times: ['25:00'] }, '执行规则：执行规则的时间应为 HH:mm（00:00–23:59）'],
    [{ weekdays: [0], times: ['08:00'] }, '执行规则：执行规则的星期应为 1（周一）到 7（周日）'],
  ])('refuses a rule that can never fire (%j), naming the field, and stores nothing', async (rule, message) => {
    const before = await t.db.query('select id from r_sched_plan');
    const res = await t.call({ method: 'POST', url: PLAN, token: qyadmin, payload: { name: '坏规则', frequency: 'rule', startDate: '2026-11-23', assigneeId: staffId, rule } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'rule', message }]);
    expect(await t.db.query('select id from r_sched_plan')).toHaveLength(before.length);
  });

  it('refuses a plan run each shift before the enterprise has a shift calendar', async () => {
    const res = await t.call({ method: 'POST', url: PLAN, token: qyadmin, payload: { name: '每班', frequency: 'shift', startDate: '2026-11-23', assigneeId: staffId } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'frequency', message: '频次为“每班”时，请先在“班次日历”中设置班次' });
  });
});

describe('the shift calendar', () => {
  it('answers null before it is set', async () => {
    const res = await t.call({ url: '/zax-cloud/workflow/shifts', token: viewer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toBeNull();
  });

  it.each<[string, unknown, string, string]>([
    ['an empty calendar', { shifts: [], teams: ['甲'], rotation: { anchorDate: '2026-11-24', pattern: [[]] } }, 'shifts', '请至少设置一个班次'],
    ['a time that is not HH:mm', { ...calendar, shifts: [{ ...calendar.shifts[0], end: '8pm' }, calendar.shifts[1]] }, 'shifts[0].end', 'shifts[0].end应为 HH:mm（00:00–23:59）'],
    ['overlapping shifts', { ...calendar, shifts: [calendar.shifts[0], { ...calendar.shifts[1], start: '19:00' }] }, 'shifts[1].start', 'shifts[1].start：班次时间与“白班”重叠'],
    ['an unknown team', { ...calendar, rotation: { ...calendar.rotation, pattern: [['甲', '丁']] } }, 'rotation.pattern[0][1]', 'rotation.pattern[0][1]：第 1 天的班组“丁”不在班组列表中'],
  ])('refuses %s, naming the field, and stores nothing', async (_what, body, field, message) => {
    const res = await t.call({ method: 'PUT', url: '/zax-cloud/workflow/shifts', token: qyadmin, payload: body as object });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toEqual({ field, message });
    expect(await t.db.query('select 1 from shift_calendar where tenant_id = 1001')).toEqual([]);
  });

  it('is set by the administrator only, then read by everyone', async () => {
    const denied = await t.call({ method: 'PUT', url: '/zax-cloud/workflow/shifts', token: viewer, payload: calendar });
    expect(denied.statusCode).toBe(403);
    const res = await t.call({ method: 'PUT', url: '/zax-cloud/workflow/shifts', token: qyadmin, payload: calendar });
    expect(res.statusCode, res.body).toBe(200);
    const read = await t.call({ url: '/zax-cloud/workflow/shifts', token: viewer });
    expect(read.json().data).toEqual(calendar);
    // Another enterprise has its own (none yet).
    const other = await t.call({ url: '/zax-cloud/workflow/shifts', token: await t.login('qyadmin2', PASSWORDS.qyadmin2) });
    expect(other.json().data).toBeNull();
  });

  it('gives each shift plan one task per shift, the night shift on the day it starts, with the team on duty', async () => {
    const planId = await createPlan({ name: '交接班检查', frequency: 'shift', startDate: '2026-11-25' });
    await runSchedules(t.db, at('2026-11-25 21:00:00'), { tenants: [1001], files: schedFiles() });
    expect((await tasksOf(planId)).map((x) => [x.period, x.dueAt, x.team, x.missed ?? false])).toEqual([
      ['2026-11-25#day', '2026-11-25 20:00:00', '丙', true],
      ['2026-11-25#night', '2026-11-26 08:00:00', '甲', false],
    ]);
  });
});

describe('missed periods of a target with a workflow', () => {
  it('go to the missed state, with the step in the history', async () => {
    // The workflow keyword's file check is wf-core's: here the files are given to the generator as they
    // will be once the target declares its life cycle.
    const registry = resourceRegistry();
    const plan = registry.byKey.get('sched-plan')!;
    const task = registry.byKey.get('sched-task')!;
    const withWorkflow: ResourceFile = {
      ...task,
      workflow: { field: 'state', initial: 'todo', states: [{ key: 'todo', label: '待执行' }, { key: 'done', label: '已完成', terminal: true }, { key: 'missed', label: '已错过', terminal: true }], transitions: [] },
    };
    const { missedField: _none, ...spec } = plan.schedule!;
    const files = [{ ...plan, schedule: { ...spec, missedState: 'missed' } }, withWorkflow];
    const planId = await createPlan({ name: '流程任务', frequency: 'day', startDate: '2026-11-24' });
    // Earlier than the other tests' runs: their plans are already generated past it.
    const r = await runSchedules(t.db, at('2026-11-25 10:00:00'), { tenants: [1001], files });
    expect(r.failed).toBe(0);
    const tasks = await tasksOf(planId);
    expect(tasks.map((x) => [x.period, (x as Task & { state?: string }).state, x.missed])).toEqual([
      ['2026-11-24', 'missed', undefined],
      // The on-time one is created through the record pipeline: the workflow hook gives it the initial state.
      ['2026-11-25', 'todo', undefined],
    ]);
    const history = await t.db.query<{ record_id: number; action: string; from_state: string; to_state: string; opinion: string }>(
      "select record_id, action, from_state, to_state, opinion from wf_history where tenant_id = 1001 and resource = 'sched-task' and record_id = any($1::bigint[]) order by id",
      [tasks.map((x) => x.id)],
    );
    // Each record's create step (the workflow hook), then the missed one's step to the missed state.
    expect(history).toEqual([
      { record_id: tasks[0]!.id, action: 'create', from_state: null, to_state: 'todo', opinion: null },
      { record_id: tasks[0]!.id, action: 'schedule-missed', from_state: 'todo', to_state: 'missed', opinion: '逾期生成：2026-11-24 的截止时间已过' },
      { record_id: tasks[1]!.id, action: 'create', from_state: null, to_state: 'todo', opinion: null },
    ]);
    expect((await waitingOf(tasks.map((x) => x.id))).map((w) => Number(w.record_id))).toEqual([tasks[1]!.id]);
  });
});

describe('several generators at once', () => {
  it('generate each period exactly once: no duplicate, no miss', async () => {
    const plans: number[] = [];
    for (let i = 0; i < 12; i++) plans.push(await createPlan({ name: `并发${i}`, frequency: 'day', startDate: '2026-11-20' }));
    // PostgreSQL: two pools, as two API processes would have; PGlite: two runs at once on the one database.
    const second: Db = t.db.kind === 'postgres' ? await openDb(t.config) : t.db;
    try {
      const now = at('2026-11-25 10:00:00');
      const runs = await Promise.all([runSchedules(t.db, now, { tenants: [1001], files: schedFiles() }), runSchedules(second, now, { tenants: [1001], files: schedFiles() }), runSchedules(second, now, { tenants: [1001], files: schedFiles() })]);
      expect(runs.reduce((n, r) => n + r.failed, 0)).toBe(0);
      // Whatever the interleaving, every plan has its six periods (20th to 25th) once: a generator that finds
      // the enterprise busy leaves it to the one generating, which generates them all.
      const rows = await t.db.query<{ plan: number; period: string; n: number }>(
        `select (data->>'planId')::bigint as plan, data->>'period' as period, count(*)::int as n from r_sched_task
          where tenant_id = 1001 and not deleted and (data->>'planId')::bigint = any($1::bigint[]) group by 1, 2`,
        [plans],
      );
      expect(rows.filter((r) => r.n !== 1)).toEqual([]);
      expect(rows).toHaveLength(12 * 6);
      const runsRows = await t.db.query<{ n: number }>("select count(*)::int as n from schedule_run where tenant_id = 1001 and plan_resource = 'sched-plan' and plan_id = any($1::bigint[])", [plans]);
      expect(runsRows[0]!.n).toBe(12 * 6);
    } finally {
      if (second !== t.db) await second.close();
    }
  });
});

describe('the interval runner', () => {
  it('runs at once and on its interval, and stops', async () => {
    const today = localDateTime(new Date()).slice(0, 10);
    const planId = await createPlan({ name: '定时', frequency: 'day', startDate: today });
    const results: number[] = [];
    const log = { info: () => undefined, error: () => undefined };
    const runner = startScheduleRunner(t.db, log, 50, (r) => results.push(r.generated));
    await expect.poll(() => results.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await runner.stop();
    // Today's period (the real clock) exists once, however many runs there were.
    expect((await tasksOf(planId)).map((x) => x.period)).toEqual([today]);
  });
});
