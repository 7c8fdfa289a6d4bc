// The statistics blocks of 风险分级管控 and 隐患排查 that a generic block cannot count (issue 17 part 5, docs/risk.md and
// docs/hidden-danger.md "Statistics"), through the data service: control-task completion by control level (checked on
// time ÷ due, two decimals), risk events by analysis object, hidden dangers that overran their deadline by its month.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitesToday } from '../../src/server/yhpc/sites-today.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
type Row = { key: string; label: string; value: number };
let t: TestApp;
let qyadmin: string;
let bearer: string;
let staffId: number;
let deptId: number;

/** A date `n` days from `base` (YYYY-MM-DD). */
function dayFrom(base: string, n: number): string {
  const d = new Date(`${base}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  const tok = await t.call({ method: 'POST', url: '/zax-cloud/user/data-service/token', token: qyadmin });
  expect(tok.statusCode, tok.body).toBe(200);
  bearer = (tok.json() as { data: { token: string } }).data.token;
  const [p] = await t.db.query<{ id: number; departmentId: number }>(
    `select id, department_id as "departmentId" from staffinfo where tenant_id = 1001 and name = '张伟' and not deleted order by id limit 1`,
  );
  staffId = Number(p.id);
  deptId = Number(p.departmentId);
});
afterAll(() => t.close());

async function block(module: string, key: string, lang = 'zh-CN'): Promise<Row[]> {
  const res = await t.call({ url: `/data-service/stats/${module}/${key}`, headers: { authorization: `Bearer ${bearer}`, 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { rows: Row[] } }).data.rows;
}

async function ok(resource: string, payload: Record<string, unknown>): Promise<number> {
  const res = await t.call({ method: 'POST', url: `${U}/${resource}`, token: qyadmin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return Number((res.json() as { data: { id: number } }).data.id);
}

describe('风险分级管控 statistics', () => {
  let eventId: number;
  let measureId: number;

  beforeAll(async () => {
    const people = { deptId, personId: staffId };
    const objectId = await ok('risk-object', { name: '统计用分析对象', objectType: 'non-major', ...people });
    const units = [await ok('risk-unit', { name: '统计用单元一', objectId, ...people }), await ok('risk-unit', { name: '统计用单元二', objectId, ...people })];
    eventId = await ok('risk-event', { name: '统计用事件一', unitId: units[0], eventType: 'fire', method: 'LS', lsL: 2, lsS: 3 });
    await ok('risk-event', { name: '统计用事件二', unitId: units[0], eventType: 'explosion', method: 'LS', lsL: 3, lsS: 3 });
    await ok('risk-event', { name: '统计用事件三', unitId: units[1], eventType: 'poisoning', method: 'LS', lsL: 1, lsS: 2 });
    measureId = await ok('control-measure', {
      name: '统计用岗位级措施', eventId, classify1: 'operation', classify2: 'operation-record', controlLevel: 'post', frequency: 'day',
      checkContent: '记录压力', deptId, assigneeId: staffId, startDate: sitesToday(),
    });
  });

  it('counts the risk events per analysis object', async () => {
    const rows = await block('fxfjgk', 'events-by-object');
    expect(rows.find((r) => r.label === '统计用分析对象')?.value).toBe(3);
    // The demo's objects are there too, each with its events.
    expect(rows.find((r) => r.label === '液氯储罐区')?.value).toBeGreaterThan(0);
  });

  it('answers per control level the tasks checked on time over the tasks due, with two decimals', async () => {
    const before = (await block('fxfjgk', 'task-completion-by-level')).find((r) => r.key === 'post');
    // No demo task is 岗位级: the level is absent until one is due.
    expect(before).toBeUndefined();
    const task = (extra: Record<string, unknown>) => ok('control-task', { name: '统计用岗位级措施', measureId, eventId, controlLevel: 'post', assigneeId: staffId, ...extra });
    await task({ dueAt: '2020-01-01 23:59:59' }); // due, not checked
    await task({ dueAt: '2020-01-02 23:59:59' }); // due, not checked
    await task({ dueAt: '2020-01-03 23:59:59', missed: true, result: 'normal', checkedAt: '2020-01-05 08:00:00' }); // checked after its period
    await task({ dueAt: '2099-12-31 23:59:59', result: 'normal' }); // checked, in time
    await task({ dueAt: '2099-12-30 23:59:59' }); // not due yet
    await task({ dueAt: '2020-01-04 23:59:59', result: 'abnormal', abnormalDesc: '压力表损坏', checkedAt: '2020-01-04 09:00:00' }); // checked in time
    const post = (await block('fxfjgk', 'task-completion-by-level')).find((r) => r.key === 'post');
    // Due: 5 (four past their time, one checked ahead); on time: 2.
    expect(post).toEqual({ key: 'post', label: '岗位级', value: 40 });
    await task({ dueAt: '2020-01-06 23:59:59' });
    expect((await block('fxfjgk', 'task-completion-by-level')).find((r) => r.key === 'post')?.value).toBe(33.33);
    expect((await block('fxfjgk', 'task-completion-by-level', 'en')).find((r) => r.key === 'post')?.label).toBe('Post');
  });
});

describe('隐患排查 statistics', () => {
  it('counts per month of the deadline the hidden dangers rectified late or still open past it', async () => {
    const today = sitesToday();
    const lastMonth = dayFrom(`${today.slice(0, 7)}-01`, -20);
    const month = lastMonth.slice(0, 7);
    const rows = await block('yhpc', 'overdue-by-month');
    expect(rows).toHaveLength(12);
    expect(rows[11].key).toBe(today.slice(0, 7));
    const before = rows.find((r) => r.key === month)?.value ?? 0;

    // Four hidden dangers registered earlier; time has passed (their stored dates are set as the hook would have).
    const made: number[] = [];
    for (const title of ['统计逾期未整改', '统计逾期后整改', '统计按期整改', '统计待登记']) {
      made.push(await ok('hidden-danger', { title, description: '统计用', foundDate: dayFrom(lastMonth, -10) }));
    }
    const set = (id: number, data: Record<string, unknown>) => t.db.query(`update r_hidden_danger set data = data || $2::jsonb where id = $1`, [id, JSON.stringify(data)]);
    await set(made[0], { state: 'rectifying', rectifyDeadline: lastMonth, dueDate: lastMonth });
    await set(made[1], { state: 'closed', rectifyDeadline: lastMonth, dueDate: lastMonth, rectifiedDate: dayFrom(lastMonth, 2), closedDate: dayFrom(lastMonth, 3), onTime: false });
    await set(made[2], { state: 'accepting', rectifyDeadline: lastMonth, dueDate: lastMonth, rectifiedDate: lastMonth });
    // 待登记 has no deadline yet: never overdue.
    const after = (await block('yhpc', 'overdue-by-month')).find((r) => r.key === month)?.value;
    expect(after).toBe(before + 2);
  });
});
