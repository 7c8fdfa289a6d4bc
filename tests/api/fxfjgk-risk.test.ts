// 风险管控 (issue 17): events assessed on the server by the domain's rule, levels rolled up to units and objects,
// a measure generating control tasks on its level's period, and a task done only by a person of its level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSchedules } from '../../src/server/schedules/run-schedules.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
let t: TestApp;
let qyadmin: string;
let staffId: number;
let deptId: number;

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  const [p] = await t.db.query<{ id: number; departmentId: number }>(
    `select id, department_id as "departmentId" from staffinfo where tenant_id = 1001 and name = '张伟' and not deleted order by id limit 1`,
  );
  staffId = Number(p.id);
  deptId = Number(p.departmentId);
});
afterAll(() => t.close());

async function post(resource: string, payload: Record<string, unknown>) {
  return t.call({ method: 'POST', url: `${U}/${resource}`, token: qyadmin, payload });
}
async function ok(resource: string, payload: Record<string, unknown>): Promise<Record<string, unknown> & { id: number }> {
  const res = await post(resource, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function detail(resource: string, id: number): Promise<Record<string, unknown>> {
  const res = await t.call({ url: `${U}/${resource}/${id}`, token: qyadmin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('assessment and roll-up', () => {
  let objectId: number;
  let unitId: number;

  beforeAll(async () => {
    objectId = (await ok('risk-object', { name: '氯乙烯聚合装置', objectType: 'major-hazard', deptId, personId: staffId })).id;
    unitId = (await ok('risk-unit', { name: '1#聚合釜', objectId, deptId, personId: staffId })).id;
  });

  it('computes the value and level of an event, and refuses a factor outside its table at the factor', async () => {
    const ev = await ok('risk-event', { name: '聚合釜超压爆炸', unitId, eventType: 'explosion', method: 'LEC', lecL: 3, lecE: 6, lecC: 7, riskValue: 1, riskLevel: 'low' });
    expect(ev).toMatchObject({ riskValue: 126, riskLevel: 'general' });

    const bad = await post('risk-event', { name: '错误', unitId, eventType: 'fire', method: 'LEC', lecL: 2, lecE: 6, lecC: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('lecL');

    const custom = await post('risk-event', { name: '未配置方法', unitId, eventType: 'fire', method: 'custom', factor1: 1, factor2: 2, factor3: 3 });
    expect(custom.statusCode).toBe(400);
    expect(custom.json().errors[0]).toEqual({ field: 'method', message: '企业尚未配置评价方法「custom」' });
  });

  it('grades a unit by its highest event and an object by its highest unit, also after a delete', async () => {
    const major = await ok('risk-event', { name: '氯乙烯泄漏中毒', unitId, eventType: 'poisoning', method: 'LEC', lecL: 10, lecE: 1, lecC: 40 });
    expect(major.riskLevel).toBe('major');
    expect((await detail('risk-unit', unitId)).riskLevel).toBe('major');
    expect((await detail('risk-object', objectId)).riskLevel).toBe('major');

    const del = await t.call({ method: 'DELETE', url: `${U}/risk-event`, token: qyadmin, payload: { ids: [major.id] } });
    expect(del.statusCode, del.body).toBe(200);
    expect((await detail('risk-unit', unitId)).riskLevel).toBe('general');
    expect((await detail('risk-object', objectId)).riskLevel).toBe('general');
  });

  it('takes the enterprise’s bands (lecBands) on the server', async () => {
    const save = await t.call({ method: 'POST', url: '/zax-cloud/user/configinfo/save', token: qyadmin, payload: { type: 'lecBands', configKey: 'major', configValue: '100' } });
    expect(save.statusCode, save.body).toBe(200);
    const ev = await ok('risk-event', { name: '反应失控', unitId, eventType: 'explosion', method: 'LEC', lecL: 3, lecE: 6, lecC: 7 });
    expect(ev.riskLevel).toBe('major');
    expect((await detail('risk-object', objectId)).riskLevel).toBe('major');
  });
});

describe('a measure generating control tasks, done by a person of its level', () => {
  let taskId: number;

  it('takes its level’s period (班组级: every day) and generates a task with the measure’s level', async () => {
    const objectId = (await ok('risk-object', { name: '罐区', objectType: 'non-major', deptId, personId: staffId })).id;
    const unitId = (await ok('risk-unit', { name: '2#储罐', objectId, deptId, personId: staffId })).id;
    const eventId = (await ok('risk-event', { name: '储罐溢罐火灾', unitId, eventType: 'fire', method: 'LS', lsL: 3, lsS: 4 })).id;
    const measure = await ok('control-measure', {
      name: '液位高高联锁投用',
      eventId,
      classify1: 'engineering',
      classify2: 'instrument',
      controlLevel: 'team',
      checkContent: '检查液位联锁是否投用、旁路是否关闭',
      assigneeId: staffId,
      startDate: '2026-11-20',
    });
    expect(measure).toMatchObject({ frequency: 'day', active: true });

    await runSchedules(t.db, new Date('2026-11-25T10:00:00+08:00'), { tenants: [1001] });
    const list = await t.call({ url: `${U}/control-task/list?measureId=${measure.id}&limit=50`, token: qyadmin });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data.rows as Record<string, unknown>[];
    const today = rows.find((r) => r.period === '2026-11-25');
    expect(today).toMatchObject({ controlLevel: 'team', assigneeId: staffId, checkContent: '检查液位联锁是否投用、旁路是否关闭', state: 'pending' });
    taskId = Number(today?.id);
  });

  it('refuses a check by a person of another level, and an abnormal check without a description; accepts the right person', async () => {
    await t.db.query(`update departmentinfo set dept_type = 'company' where tenant_id = 1001 and id = $1`, [deptId]);
    const put = (payload: Record<string, unknown>) => t.call({ method: 'PUT', url: `${U}/control-task`, token: qyadmin, payload: { id: taskId, ...payload } });
    const wrong = await put({ result: 'normal', checkerId: staffId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toEqual({ field: 'checkerId', message: '该管控任务为班组级，张伟是公司级人员，不能执行' });
    expect((await detail('control-task', taskId)).state).toBe('pending');
    // Not checked yet: it waits in its assignee's 待办.
    expect(await t.db.query(`select 1 from wf_waiting where tenant_id = 1001 and resource = 'control-task' and record_id = $1 and kind = 'task'`, [taskId])).toHaveLength(1);

    await t.db.query(`update departmentinfo set dept_type = 'team' where tenant_id = 1001 and id = $1`, [deptId]);
    const noDesc = await put({ result: 'abnormal', checkerId: staffId });
    expect(noDesc.statusCode).toBe(400);
    expect(noDesc.json().errors[0].field).toBe('abnormalDesc');

    const done = await put({ result: 'abnormal', abnormalDesc: '联锁旁路未关闭', checkerId: staffId });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ state: 'done', result: 'abnormal', checkerId: staffId });
    expect(done.json().data.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Checked, the task has left its assignee's 待办 (where the schedule put it).
    const waiting = await t.db.query(`select 1 from wf_waiting where tenant_id = 1001 and resource = 'control-task' and record_id = $1`, [taskId]);
    expect(waiting).toHaveLength(0);
    // The abnormal check registered a hidden danger (隐患排查, 待登记) that remembers the task, and the task keeps its id.
    const [danger] = await t.db.query<{ id: number; data: Record<string, unknown> }>(
      `select id::int as id, data from r_hidden_danger where tenant_id = 1001 and not deleted and data->>'sourceResource' = 'control-task' and (data->>'sourceRecordId')::int = $1`,
      [taskId],
    );
    expect(danger?.data).toMatchObject({ sourceKind: 'control-task', description: expect.stringContaining('联锁旁路未关闭') });
    expect((await detail('control-task', taskId)).hiddenDangerId).toBe(danger.id);
  });
});
