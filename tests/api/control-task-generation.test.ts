// 管控任务 generated in batches (src/server/schedules/generate-batch.ts): many measures make their tasks in one run,
// a second run in the same period makes nothing, a measure changed mid-period keeps its period's task and makes
// the next one from what it says now, and a measure whose task is refused (its assignee deleted) is left out
// alone while the rest of its batch is generated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATE_BATCH } from '../../src/server/schedules/generate-batch.ts';
import { runSchedules } from '../../src/server/schedules/run-schedules.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
// More than one batch: the second batch begins past GENERATE_BATCH records.
const MEASURES = GENERATE_BATCH + 120;
const DAY1 = new Date('2026-11-25T10:00:00+08:00');
const DAY1_LATER = new Date('2026-11-25T16:00:00+08:00');
const DAY2 = new Date('2026-11-26T09:00:00+08:00');
const files = () => resourceRegistry().all.filter((r) => r.key === 'control-measure' || r.key === 'control-task');

let t: TestApp;
let qyadmin: string;
let staffA: number;
let staffB: number;
let staffC: number;
let eventId: number;
let measureIds: number[];

async function tasksOf(ids: readonly number[]): Promise<{ measureId: number; period: string; assigneeId: number; checkContent: string; id: number }[]> {
  return t.db.query(
    `select id::int as id, (data->>'measureId')::int as "measureId", data->>'period' as period, (data->>'assigneeId')::int as "assigneeId", data->>'checkContent' as "checkContent"
       from r_control_task where tenant_id = 1001 and not deleted and (data->>'measureId')::bigint = any($1::bigint[]) order by (data->>'measureId')::bigint, data->>'period'`,
    [[...ids]],
  );
}

async function waitingOf(taskIds: readonly number[]): Promise<{ record_id: number; who: string; title: string }[]> {
  return t.db.query(`select record_id::int as record_id, who, title from wf_waiting where tenant_id = 1001 and resource = 'control-task' and record_id = any($1::bigint[]) order by record_id`, [[...taskIds]]);
}

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  const staff = await t.db.query<{ id: number }>(`select id::int as id from staffinfo where tenant_id = 1001 and not deleted order by id limit 3`);
  staffA = Number(staff[0]!.id);
  staffB = Number(staff[1]!.id);
  staffC = Number(staff[2]!.id);
  const [unit] = await t.db.query<{ id: number }>(`insert into r_risk_unit (tenant_id, data) values (1001, '{"name":"批量生成单元"}') returning id::int as id`);
  const [event] = await t.db.query<{ id: number }>(
    `insert into r_risk_event (tenant_id, data) values (1001, jsonb_build_object('name', '批量生成事件', 'unitId', $1::bigint, 'eventType', 'fire', 'method', 'LS', 'lsL', 1, 'lsS', 1)) returning id::int as id`,
    [unit!.id],
  );
  eventId = Number(event!.id);
  const rows = await t.db.query<{ id: number }>(
    `insert into r_control_measure (tenant_id, data)
     select 1001, jsonb_build_object('name', '批量措施' || g, 'eventId', $2::bigint, 'classify1', 'operation', 'classify2', 'operation-record',
                                     'controlLevel', 'team', 'frequency', 'day', 'checkContent', '批量排查内容' || g, 'assigneeId', $3::bigint,
                                     'startDate', '2026-11-25', 'active', true)
       from generate_series(1, $1::int) g returning id::int as id`,
    [MEASURES, eventId, staffA],
  );
  measureIds = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
});
afterAll(() => t.close());

describe('control tasks of many measures', () => {
  it('are generated once per measure and period, each waiting in its assignee’s inbox; a second run creates nothing', async () => {
    const first = await runSchedules(t.db, DAY1, { files: files(), tenants: [1001] });
    expect(first).toMatchObject({ generated: MEASURES, missed: 0, failed: 0 });
    const tasks = await tasksOf(measureIds);
    expect(tasks).toHaveLength(MEASURES);
    expect(tasks.map((x) => x.measureId)).toEqual(measureIds);
    expect(tasks[0]).toMatchObject({ period: '2026-11-25', assigneeId: staffA, checkContent: '批量排查内容1' });
    const waiting = await waitingOf(tasks.map((x) => x.id));
    expect(waiting).toHaveLength(MEASURES);
    expect(waiting[0]).toEqual({ record_id: tasks[0]!.id, who: `staff:${staffA}`, title: '批量措施1 2026-11-25' });
    // Each task's run remembers it, and its references are edges (who refers to the measure finds its task).
    const [runs] = await t.db.query<{ n: number; linked: number }>(
      `select count(*)::int as n, count(record_id)::int as linked from schedule_run where tenant_id = 1001 and plan_resource = 'control-measure' and plan_id = any($1::bigint[])`,
      [measureIds],
    );
    expect(runs).toEqual({ n: MEASURES, linked: MEASURES });
    const [edges] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from ref_edge where tenant_id = 1001 and from_resource = 'control-task' and field = 'measureId' and to_id = any($1::bigint[])`,
      [measureIds],
    );
    expect(edges!.n).toBe(MEASURES);

    const again = await runSchedules(t.db, DAY1_LATER, { files: files(), tenants: [1001] });
    expect(again).toMatchObject({ generated: 0, failed: 0 });
    expect(await tasksOf(measureIds)).toHaveLength(MEASURES);
  });

  it('keeps the period’s task of a measure changed mid-period, and makes the next one from the changed measure', async () => {
    const [changed, stopped] = measureIds;
    const put = await t.call({ method: 'PUT', url: `${U}/control-measure`, token: qyadmin, payload: { id: changed, assigneeId: staffB, checkContent: '改后的排查内容' } });
    expect(put.statusCode, put.body).toBe(200);
    const off = await t.call({ method: 'PUT', url: `${U}/control-measure`, token: qyadmin, payload: { id: stopped, active: false } });
    expect(off.statusCode, off.body).toBe(200);

    expect(await runSchedules(t.db, DAY1_LATER, { files: files(), tenants: [1001] })).toMatchObject({ generated: 0, failed: 0 });
    const today = await tasksOf([changed!]);
    expect(today).toEqual([expect.objectContaining({ period: '2026-11-25', assigneeId: staffA, checkContent: '批量排查内容1' })]);

    const next = await runSchedules(t.db, DAY2, { files: files(), tenants: [1001] });
    // Every active measure's next day; the stopped one makes none.
    expect(next).toMatchObject({ generated: MEASURES - 1, missed: 0, failed: 0 });
    const after = await tasksOf([changed!]);
    expect(after.map((x) => x.period)).toEqual(['2026-11-25', '2026-11-26']);
    expect(after[1]).toMatchObject({ assigneeId: staffB, checkContent: '改后的排查内容' });
    expect(await waitingOf([after[1]!.id])).toEqual([{ record_id: after[1]!.id, who: `staff:${staffB}`, title: `批量措施1 2026-11-26` }]);
    expect((await tasksOf([stopped!])).map((x) => x.period)).toEqual(['2026-11-25']);
  });

  it('leaves out alone a measure whose task is refused, generating the rest of its batch', async () => {
    const [refused] = measureIds.slice(-1);
    // Its assignee has left (deleted since the measure named them): the task's reference is refused.
    await t.db.query(`update r_control_measure set data = data || jsonb_build_object('assigneeId', $2::bigint) where id = $1`, [refused, staffC]);
    await t.db.query('update staffinfo set deleted = true where id = $1', [staffC]);
    const errors: unknown[] = [];
    const r = await runSchedules(t.db, new Date('2026-11-27T09:00:00+08:00'), { files: files(), tenants: [1001], onError: (e) => errors.push(e.planId) });
    expect(r).toMatchObject({ generated: MEASURES - 2, failed: 1 });
    expect(errors).toEqual([refused]);
    expect((await tasksOf([refused!])).map((x) => x.period)).toEqual(['2026-11-25', '2026-11-26']);
    const [claimed] = await t.db.query<{ n: number }>(`select count(*)::int as n from schedule_run where plan_resource = 'control-measure' and plan_id = $1`, [refused]);
    expect(claimed!.n).toBe(2);
  });
});
