// 巡检巡查 and 维修报修 (issue 18): a plan generates one patrol record per period (past ones missed); results are
// judged on the server (a reading of the wrong type or outside the instrument's range, a point not on the
// route: 400 naming the row's field, nothing stored); an out-of-range reading whose item says so opens a
// repair order; submitting stamps the time and counts the findings; results cannot change after, nor can a
// second record be made for the same plan and period (409); the repair order is dispatched, repaired and
// accepted, and its repairer may not accept it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateTime } from '../../src/domain/schedule-calendar.ts';
import type { SqlValue } from '../../src/server/db/db.ts';
import { runSchedules } from '../../src/server/schedules/run-schedules.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

type Json = Record<string, unknown>;
const API = '/zax-cloud/u-basic';
let t: TestApp;
const tok: Record<string, string> = {};
const staffOf: Record<string, number> = {};
let equipmentId: number;
let pointId: number;
let offRoutePointId: number;
let pressureItem: number;
let leakItem: number;
let offRouteItem: number;
let planId: number;
let today: Json & { id: number };

async function post(who: string, resource: string, payload: Json, action = ''): Promise<{ status: number; body: Json }> {
  const res = await t.call({ method: 'POST', url: `${API}/${resource}${action ? `/${action}` : ''}`, token: tok[who], payload });
  return { status: res.statusCode, body: res.json() };
}

async function put(who: string, resource: string, payload: Json): Promise<{ status: number; body: Json }> {
  const res = await t.call({ method: 'PUT', url: `${API}/${resource}`, token: tok[who], payload });
  return { status: res.statusCode, body: res.json() };
}

async function created(who: string, resource: string, payload: Json): Promise<number> {
  const r = await post(who, resource, payload);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.data as { id: number }).id;
}

async function rows(resource: string, where: string, params: SqlValue[]): Promise<(Json & { id: number })[]> {
  const table = `r_${resource.replace(/-/g, '_')}`;
  const found = await t.db.query<{ id: number; data: Json }>(`select id, data from ${table} where tenant_id = 1001 and not deleted and ${where} order by id`, params);
  return found.map((r) => ({ ...r.data, id: Number(r.id) }));
}

const errorsOf = (body: Json) => (body.errors as { field: string; message: string }[] | undefined) ?? [];

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['qyadmin', 'staff01', 'cj01']) tok[name] = await t.login(name, PASSWORDS[name]);
  const users = await t.db.query<{ login_name: string; ren_yuan_id: number }>('select login_name, ren_yuan_id from sysuser where tenant_id = 1001 and ren_yuan_id is not null');
  for (const u of users) staffOf[u.login_name] = Number(u.ren_yuan_id);
  equipmentId = await created('qyadmin', 'production-equipment', {
    name: '巡检测试泵', code: 'P-T01', equipmentCategory: 'basic', equipmentClass: 'B', productionUnit: '测试装置', responsiblePerson: staffOf.staff01, runStatus: 'IN_USE',
  });
  pointId = await created('qyadmin', 'patrol-point', {
    name: '测试泵出口', code: 'XT-01', equipmentId,
    items: [
      { content: '出口压力', itemType: 'reading', unit: 'MPa', lowerLimit: 0.2, upperLimit: 0.6, physicalMin: 0, physicalMax: 1.6, photoRequired: false, onAbnormal: 'repair' },
      { content: '有无泄漏', itemType: 'check', photoRequired: true, onAbnormal: 'none' },
    ],
  });
  offRoutePointId = await created('qyadmin', 'patrol-point', { name: '路线外点位', code: 'XT-99', equipmentId, items: [{ content: '外观', itemType: 'check', photoRequired: false, onAbnormal: 'none' }] });
  const items = await rows('patrol-item', "(data->>'pointId')::bigint = any($1::bigint[])", [[pointId, offRoutePointId]]);
  [pressureItem, leakItem, offRouteItem] = items.map((i) => i.id);
  // The enterprise's configuration: no photo asked by the enterprise (the items ask for theirs), 5 % tolerance.
  await created('qyadmin', 'patrol-config', { lateToleranceMinutes: 30, rangeTolerancePercent: 5, requirePhotoOnAbnormal: false });
  const schemeId = await created('qyadmin', 'patrol-scheme', { name: '测试路线', pointIds: [pointId] });
  const start = localDateTime(new Date(Date.now() - 2 * 86_400_000)).slice(0, 10);
  planId = await created('qyadmin', 'patrol-plan', { name: '测试日巡检', schemeId, frequency: 'day', startDate: start, active: true, assigneeId: staffOf.staff01 });
});
afterAll(() => t.close());

describe('generation', () => {
  it('makes one record per day, the past days missed and today waiting for the inspector', async () => {
    const r = await runSchedules(t.db, new Date(), { tenants: [1001] });
    expect(r).toMatchObject({ failed: 0 });
    const records = await rows('patrol-record', "data->>'planId' = $1", [String(planId)]);
    expect(records.map((x) => x.patrolState)).toEqual(['missed', 'missed', 'pending']);
    today = records[2];
    expect(today).toMatchObject({ name: '测试日巡检', inspector: staffOf.staff01, period: localDateTime(new Date()).slice(0, 10) });
  });
});

describe('results', () => {
  const pressure = (reading: unknown) => ({ pointId, itemId: pressureItem, reading });
  const leak = (normal = true) => ({ pointId, itemId: leakItem, normal });

  it.each<[string, () => Json[], string]>([
    ['a reading as text', () => [pressure('0.4'), leak()], 'results[0].reading'],
    ['a reading outside the instrument range', () => [pressure(2.5), leak()], 'results[0].reading'],
    ['a point not on the route', () => [pressure(0.4), { pointId: offRoutePointId, itemId: offRouteItem, normal: true }], 'results[1].pointId'],
    ['an item of another point', () => [pressure(0.4), { pointId, itemId: offRouteItem, normal: true }], 'results[1].itemId'],
    ['an abnormal check without its photo', () => [pressure(0.4), leak(false)], 'results[1].photos'],
    ['one item twice', () => [pressure(0.4), pressure(0.5)], 'results[1].itemId'],
  ])('refuses %s naming the field, storing nothing', async (_name, results, field) => {
    const r = await put('staff01', 'patrol-record', { id: today.id, results: results() });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(errorsOf(r.body).map((e) => e.field)).toContain(field);
    expect(await rows('patrol-result', "data->>'recordId' = $1", [String(today.id)])).toEqual([]);
  });

  it('judges a reading within the tolerance as 临界 and opens no order', async () => {
    const r = await put('staff01', 'patrol-record', { id: today.id, results: [pressure(0.61), leak()] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await rows('patrol-result', "data->>'recordId' = $1", [String(today.id)])).map((x) => x.verdict)).toEqual(['warning', 'normal']);
    expect(await rows('repair-order', "data->>'patrolRecordId' = $1", [String(today.id)])).toEqual([]);
    expect((await put('staff01', 'patrol-record', { id: today.id, results: [] })).status).toBe(200);
  });

  it('refuses submitting before every item of the route has a result', async () => {
    const r = await post('staff01', 'patrol-record', { id: today.id }, 'submit');
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(String(r.body.msg)).toContain('2 个检查项未填写');
  });

  it('stores the results, judges them and opens a repair order for the out-of-range reading', async () => {
    const r = await put('staff01', 'patrol-record', { id: today.id, results: [pressure(0.9), leak()] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const results = await rows('patrol-result', "data->>'recordId' = $1", [String(today.id)]);
    expect(results.map((x) => x.verdict)).toEqual(['abnormal', 'normal']);
    const orders = await rows('repair-order', "data->>'patrolRecordId' = $1", [String(today.id)]);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ source: 'patrol', equipmentId, repairState: 'reported', title: '巡检异常：测试泵出口 出口压力' });
    expect(results[0].repairOrderId).toBe(orders[0].id);
    // Each result keeps its point's equipment, so that the equipment's detail lists it (设备详情).
    expect(results.map((x) => x.equipmentId)).toEqual([equipmentId, equipmentId]);
    // Saving the same results again opens no second order.
    const again = await put('staff01', 'patrol-record', { id: today.id, results: results.map(({ id, pointId: p, itemId, reading, normal }) => ({ id, pointId: p, itemId, reading, normal })) });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await rows('repair-order', "data->>'patrolRecordId' = $1", [String(today.id)])).toHaveLength(1);
  });

  it('submits: the time stamped, the findings counted; no second submission nor change after', async () => {
    const r = await post('staff01', 'patrol-record', { id: today.id }, 'submit');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [stored] = await rows('patrol-record', 'id = $1', [today.id]);
    expect(stored).toMatchObject({ patrolState: 'done', abnormalCount: 1, late: false });
    expect(String(stored.finishedAt)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await post('staff01', 'patrol-record', { id: today.id }, 'submit')).status).toBe(409);
    const change = await put('staff01', 'patrol-record', { id: today.id, results: [pressure(0.3), leak()] });
    expect(change.status, JSON.stringify(change.body)).toBe(409);
    expect((await rows('patrol-result', "data->>'recordId' = $1", [String(today.id)])).map((x) => x.reading)).toEqual([0.9, undefined]);
  });

  it('refuses submitting a second record of the same plan and period, and results on a missed record', async () => {
    const dupId = await created('staff01', 'patrol-record', { name: '重复', schemeId: today.schemeId, inspector: staffOf.staff01, planId, period: today.period });
    const filled = await put('staff01', 'patrol-record', { id: dupId, results: [pressure(0.4), leak()] });
    expect(filled.status, JSON.stringify(filled.body)).toBe(200);
    const dup = await post('staff01', 'patrol-record', { id: dupId }, 'submit');
    expect(dup.status, JSON.stringify(dup.body)).toBe(409);
    expect(String(dup.body.msg)).toContain('不能重复提交');
    expect((await rows('patrol-record', 'id = $1', [dupId]))[0].patrolState).toBe('pending');
    const [missed] = await rows('patrol-record', "data->>'planId' = $1 and data->>'patrolState' = 'missed'", [String(planId)]);
    const late = await put('staff01', 'patrol-record', { id: missed.id, results: [pressure(0.4), leak()] });
    expect(late.status, JSON.stringify(late.body)).toBe(409);
  });
});

describe('repair order', () => {
  it('is dispatched, repaired, refused to its repairer and accepted by another', async () => {
    const [order] = await rows('repair-order', "data->>'patrolRecordId' = $1", [String(today.id)]);
    const due = localDateTime(new Date(Date.now() + 86_400_000));
    const noRepairer = await post('qyadmin', 'repair-order', { id: order.id, fields: { dueAt: due } }, 'dispatch');
    expect(noRepairer.status, JSON.stringify(noRepairer.body)).toBe(400);
    expect(errorsOf(noRepairer.body).map((e) => e.field)).toContain('repairer');
    expect((await post('qyadmin', 'repair-order', { id: order.id, fields: { repairer: staffOf.staff01, dueAt: due } }, 'dispatch')).status).toBe(200);
    expect((await post('cj01', 'repair-order', { id: order.id, fields: { repairContent: '更换' } }, 'complete')).status).toBe(409);
    const done = await post('staff01', 'repair-order', { id: order.id, fields: { repairContent: '更换出口阀门密封', repairHours: 2 } }, 'complete');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const own = await post('staff01', 'repair-order', { id: order.id, opinion: '自己验收' }, 'accept');
    expect(own.status, JSON.stringify(own.body)).toBe(409);
    expect((await rows('repair-order', 'id = $1', [order.id]))[0].repairState).toBe('repaired');
    const ok = await post('qyadmin', 'repair-order', { id: order.id, opinion: '压力恢复正常' }, 'accept');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await rows('repair-order', 'id = $1', [order.id]))[0]).toMatchObject({ repairState: 'accepted', repairContent: '更换出口阀门密封' });
  });
});

describe('a plan with an impossible calendar', () => {
  it.each<[string, Json, string]>([
    ['an end before its start', { frequency: 'day', startDate: '2026-12-10', endDate: '2026-12-01' }, 'endDate'],
    ['a day that does not exist', { frequency: 'day', startDate: '2026-02-30' }, 'startDate'],
    ['a custom rule without a weekday', { frequency: 'rule', startDate: '2026-12-01', rule: { weekdays: [], times: ['08:00'] } }, 'rule'],
    ['a custom rule at an hour that does not exist', { frequency: 'rule', startDate: '2026-12-01', rule: { weekdays: [1], times: ['25:00'] } }, 'rule'],
    ['each shift without a shift calendar', { frequency: 'shift', startDate: '2026-12-01' }, 'frequency'],
  ])('refuses %s naming the field, storing nothing', async (_name, calendar, field) => {
    const [plan] = await rows('patrol-plan', 'id = $1', [planId]);
    const name = `不可能的计划 ${field}`;
    const r = await post('qyadmin', 'patrol-plan', { name, schemeId: plan.schemeId, assigneeId: staffOf.staff01, active: true, ...calendar });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    const errors = errorsOf(r.body);
    expect(errors.map((e) => e.field.split(/[.[]/)[0]), JSON.stringify(r.body)).toContain(field);
    expect(errors.every((e) => /[\u4e00-\u9fff]/.test(e.message)), JSON.stringify(errors)).toBe(true);
    expect(await rows('patrol-plan', "data->>'name' = $1", [name])).toEqual([]);
  });
});

describe('settings and items', () => {
  it('keeps one configuration per enterprise', async () => {
    const second = await post('qyadmin', 'patrol-config', { lateToleranceMinutes: 10, rangeTolerancePercent: 0 });
    expect(second.status, JSON.stringify(second.body)).toBe(409);
    expect(await rows('patrol-config', 'true', [])).toHaveLength(1);
  });

  it('refuses a normal range outside the instrument range, naming the row', async () => {
    const r = await post('qyadmin', 'patrol-point', { name: '坏点位', code: 'XT-BAD', equipmentId, items: [{ content: '温度', itemType: 'reading', lowerLimit: 0, upperLimit: 200, physicalMin: 0, physicalMax: 150, onAbnormal: 'none' }] });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(errorsOf(r.body).map((e) => e.field)).toContain('items[0].upperLimit');
    expect(await rows('patrol-point', "data->>'code' = 'XT-BAD'", [])).toEqual([]);
  });
});

describe('a finding that registers a hidden danger', () => {
  it('registers one hidden danger (隐患排查, 待登记) remembering the result, and none when saved again', async () => {
    const dangerPoint = await created('qyadmin', 'patrol-point', {
      name: '罐区围堰', code: 'XT-HD', equipmentId, items: [{ content: '围堰有无破损', itemType: 'check', photoRequired: false, onAbnormal: 'hidden-danger' }],
    });
    const [item] = await rows('patrol-item', "(data->>'pointId')::bigint = $1", [dangerPoint]);
    const schemeId = await created('qyadmin', 'patrol-scheme', { name: '围堰路线', pointIds: [dangerPoint] });
    const recordId = await created('qyadmin', 'patrol-record', { name: '围堰巡检', schemeId, inspector: staffOf.staff01 });
    const results = [{ pointId: dangerPoint, itemId: item.id, normal: false, note: '东侧围堰裂缝' }];
    const r = await put('staff01', 'patrol-record', { id: recordId, results });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [result] = await rows('patrol-result', "data->>'recordId' = $1", [String(recordId)]);
    const dangers = await rows('hidden-danger', "data->>'sourceResource' = 'patrol-result' and (data->>'sourceRecordId')::bigint = $1", [result.id]);
    expect(dangers).toHaveLength(1);
    expect(dangers[0]).toMatchObject({ sourceKind: 'patrol', equipmentId, title: '巡检异常：罐区围堰 围堰有无破损' });
    expect(result.hiddenDangerId).toBe(dangers[0].id);
    expect(result.repairOrderId).toBeUndefined();
    const again = await put('staff01', 'patrol-record', { id: recordId, results: [{ id: result.id, ...results[0] }] });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await rows('hidden-danger', "data->>'sourceResource' = 'patrol-result' and (data->>'sourceRecordId')::bigint = $1", [result.id])).toHaveLength(1);
  });
});
