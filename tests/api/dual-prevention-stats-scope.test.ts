// The statistics of 隐患排查 and 风险分级管控 a big screen polls (the sources overdue-hidden-dangers and risk-control, and
// 隐患统计's summary route) answer within the caller's data scope, as the lists do, and keep their answer for a short
// time (src/server/data-service/kept-stats.ts): a write through the API is reflected at once, another process's write
// (heard as the table's write notification) within COUNT_CACHE_MS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CACHE_MS, countCacheOf } from '../../src/server/db/count-cache.ts';
import { sitesToday } from '../../src/server/yhpc/sites-today.ts';
import { until } from './helpers/until.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
type Row = { key: string; label: string; value: number };
type Summary = { found: number; overdue: number };
let t: TestApp;
let qyadmin: string;
let staff01: string;
let bearerAll: string;
let bearerScoped: string;
let deptA: number;
let deptB: number;

const lastMonth = (() => {
  const d = new Date(`${sitesToday().slice(0, 7)}-01T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 20);
  return d.toISOString().slice(0, 10);
})();

async function bearerOf(token: string): Promise<string> {
  const tok = await t.call({ method: 'POST', url: '/zax-cloud/user/data-service/token', token });
  expect(tok.statusCode, tok.body).toBe(200);
  return (tok.json() as { data: { token: string } }).data.token;
}

async function block(bearer: string, module: string, key: string): Promise<Row[]> {
  const res = await t.call({ url: `/data-service/stats/${module}/${key}`, headers: { authorization: `Bearer ${bearer}` } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { rows: Row[] } }).data.rows;
}

async function summary(token: string): Promise<Summary> {
  const res = await t.call({ url: '/zax-cloud/yhpc/hidden-danger/summary', token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Summary;
}

async function ok(resource: string, payload: Record<string, unknown>): Promise<number> {
  const res = await t.call({ method: 'POST', url: `${U}/${resource}`, token: qyadmin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return Number((res.json() as { data: { id: number } }).data.id);
}

/** An overdue hidden danger of a department (its stored dates as the hooks would have set them by now). */
async function overdueDanger(title: string, dept: number): Promise<number> {
  const id = await ok('hidden-danger', { title, description: '范围统计用', foundDate: lastMonth });
  await t.db.query(`update r_hidden_danger set data = data || $2::jsonb where id = $1`, [
    id,
    JSON.stringify({ state: 'rectifying', level: 'general', rectifyDept: dept, rectifyDeadline: lastMonth, dueDate: lastMonth }),
  ]);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  const depts = await t.db.query<{ id: number; name: string }>(`select id::int as id, name from departmentinfo where tenant_id = 1001 and name in ('生产一车间', '安全环保部') and not deleted`);
  deptA = depts.find((d) => d.name === '生产一车间')!.id;
  deptB = depts.find((d) => d.name === '安全环保部')!.id;
  // 张伟 (staff01, role qyStaff) is kept to 生产一车间.
  const scope = await t.call({ method: 'POST', url: '/zax-cloud/user/sysroledepartment/save', token: qyadmin, payload: { roleCode: 'qyStaff', departmentIds: [deptA] } });
  expect(scope.statusCode, scope.body).toBe(200);
  staff01 = await t.login('staff01', PASSWORDS.staff01);
  bearerAll = await bearerOf(qyadmin);
  bearerScoped = await bearerOf(staff01);
});
afterAll(() => t.close());

describe('statistics within the data scope', () => {
  it('counts a scoped person’s departments’ hidden dangers only (overdue by month, the summary)', async () => {
    const month = lastMonth.slice(0, 7);
    const at = (rows: Row[]) => rows.find((r) => r.key === month)?.value ?? 0;
    const [allBefore, scopedBefore] = [at(await block(bearerAll, 'yhpc', 'overdue-by-month')), at(await block(bearerScoped, 'yhpc', 'overdue-by-month'))];
    const [sumAllBefore, sumScopedBefore] = [await summary(qyadmin), await summary(staff01)];
    await overdueDanger('范围内逾期一', deptA);
    await overdueDanger('范围内逾期二', deptA);
    await overdueDanger('范围外逾期', deptB);
    // The SQL writes above are heard as notifications: wait until the unscoped figure shows all three.
    await until('the overdue figure after the writes', async () => at(await block(bearerAll, 'yhpc', 'overdue-by-month')) === allBefore + 3);
    expect(at(await block(bearerScoped, 'yhpc', 'overdue-by-month'))).toBe(scopedBefore + 2);
    const sumAll = await until('the summary after the writes', async () => {
      const s = await summary(qyadmin);
      return s.overdue === sumAllBefore.overdue + 3 && s;
    });
    expect(sumAll.found).toBe(sumAllBefore.found + 3);
    const sumScoped = await summary(staff01);
    expect(sumScoped).toMatchObject({ found: sumScopedBefore.found + 2, overdue: sumScopedBefore.overdue + 2 });
    // The scoped figure is the ledger's: the hidden dangers the person's list shows.
    const list = await t.call({ url: `${U}/hidden-danger/list?page=1&limit=1`, token: staff01 });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.total).toBe(sumScoped.found);
  });

  it('counts a scoped person’s departments’ risk events per analysis object', async () => {
    const [zhang] = await t.db.query<{ id: number }>(`select id::int as id from staffinfo where tenant_id = 1001 and name = '张伟' and not deleted`);
    const people = { deptId: deptA, personId: zhang!.id };
    const objectId = await ok('risk-object', { name: '范围统计对象', objectType: 'non-major', ...people });
    const unitId = await ok('risk-unit', { name: '范围统计单元', objectId, ...people });
    const event = (name: string, deptId: number) => ok('risk-event', { name, unitId, eventType: 'fire', method: 'LS', lsL: 1, lsS: 2, deptId });
    await event('范围内事件一', deptA);
    await event('范围内事件二', deptA);
    await event('范围外事件', deptB);
    const value = (rows: Row[]) => rows.find((r) => r.label === '范围统计对象')?.value;
    expect(value(await block(bearerAll, 'fxfjgk', 'events-by-object'))).toBe(3);
    expect(value(await block(bearerScoped, 'fxfjgk', 'events-by-object'))).toBe(2);
  });
});

describe('statistics kept for a short time', () => {
  it('answers a repeated call from what it kept, a write through the API at once, another process’s write within the stated time', async () => {
    const cache = countCacheOf(t.db);
    const first = await summary(qyadmin);
    const kept = cache.keptValues;
    expect(kept).toBeGreaterThan(0);
    expect(await summary(qyadmin)).toEqual(first);
    expect(cache.keptValues).toBe(kept);

    // Through the API: the writer's enterprise's kept answers are dropped before the answer leaves.
    await ok('hidden-danger', { title: '缓存后新上报', description: '缓存统计用', foundDate: sitesToday() });
    expect((await summary(qyadmin)).found).toBe(first.found + 1);

    // Written by SQL (as another API process would): heard through the table's write notification, within COUNT_CACHE_MS.
    const [other] = await t.db.query<{ id: number }>(`select id::int as id from r_hidden_danger where tenant_id = 1001 and not deleted and data->>'title' = '缓存后新上报'`);
    await t.db.query(`update r_hidden_danger set deleted = true where id = $1`, [other!.id]);
    // (until gives up after 20 s, twice COUNT_CACHE_MS: a missed notification would still be reflected by then.)
    expect(COUNT_CACHE_MS).toBeLessThan(20_000);
    await until('the summary after another process’s write', async () => (await summary(qyadmin)).found === first.found);
  });
});
