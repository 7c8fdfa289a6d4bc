// Issue 18 item 4: a permit links to the 大检修 overhaul item (jianXiuXiangMu) or the 检维修 task (jianWeiXiuRenWu) it is
// raised for. GET /tszy/overhaulItems offers the items (searched, paged, the caller's enterprise only); saveOrUpdate
// checks the link (a live record of the enterprise, not both; 400 naming the field, nothing stored) and keeps it frozen
// after submission; the detail names it with its page; the overhaul's permits (GET /zdjx/permits) list the permits
// linked to its items beside those its items name by number, each once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFor, kindUrl, permitApi, signBriefing, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const KIND = 'DONG_HUO' as const;
const URL = kindUrl(KIND);
const Z = `${TSZY}/zuoYePiao`;
const DEMO_PLAN = '氯碱装置年度大检修';

let t: TestApp;
let api: PermitApi;
let planId: number;
let itemIds: number[];
let foreignItem: number;
let deletedItem: number;
let taskId: number;

const permitCount = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from permit where tenant_id = 1001'))[0].n);
const detail = async (id: number) => (await api.get('staff01', `${Z}/detail?id=${id}`)).e;
const planPermits = async () => {
  const r = await api.get('staff01', `/zax-cloud/zdjx/permits?planId=${planId}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { id: number; number: string; itemId: number }[];
};

beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
  planId = Number((await t.db.query<{ id: string }>(`select id from r_overhaul_plan where tenant_id = 1001 and data->>'name' = $1`, [DEMO_PLAN]))[0].id);
  itemIds = (await t.db.query<{ id: string }>(`select id from r_overhaul_item where tenant_id = 1001 and zax_num(data, 'planId') = $1 and not deleted order by sort_order, id`, [planId])).map((r) => Number(r.id));
  foreignItem = Number((await t.db.query<{ id: string }>(`insert into r_overhaul_item(tenant_id, data) values (2001, '{"content":"外企业检修项目"}') returning id`))[0].id);
  deletedItem = Number((await t.db.query<{ id: string }>(`insert into r_overhaul_item(tenant_id, data, deleted) values (1001, $1::jsonb, true) returning id`, [JSON.stringify({ planId, content: '已删除的检修项目' })]))[0].id);
  const task = await t.call({ method: 'POST', url: '/zax-cloud/u-basic/maintenance-management', token: await api.token('qyadmin'), payload: {
    projectName: '关联测试检维修', projectCode: 'JX-LINK-01', maintenanceType: 'planned', progressStatus: 'pending', content: '阀门更换',
    principal: Number((await t.db.query<{ id: string }>(`select id from staffinfo where tenant_id = 1001 and name = '张伟'`))[0].id),
    mobile: '13912340003', planStartDate: '2026-12-01', planEndDate: '2026-12-02' } });
  expect(task.statusCode, task.body).toBe(200);
  taskId = task.json().data.id;
});
afterAll(() => t?.close());

describe('GET /tszy/overhaulItems', () => {
  it('answers the live items of the enterprise, searched by plan or work, paged', async () => {
    const r = await api.get('staff01', `${TSZY}/overhaulItems?name=${encodeURIComponent(DEMO_PLAN)}&pageSize=100`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ids = (r.e.dataList as { id: number }[]).map((x) => x.id);
    expect(itemIds.length).toBeGreaterThan(1);
    expect([...ids].sort()).toEqual([...itemIds].sort());
    expect(r.e.dataList[0]).toMatchObject({ planId, planName: DEMO_PLAN });
    const all = await api.get('staff01', `${TSZY}/overhaulItems?pageSize=100`);
    const allIds = (all.e.dataList as { id: number }[]).map((x) => x.id);
    expect(allIds).not.toContain(foreignItem);
    expect(allIds).not.toContain(deletedItem);
    const page2 = await api.get('staff01', `${TSZY}/overhaulItems?pageSize=1&pageIndex=2&name=${encodeURIComponent(DEMO_PLAN)}`);
    expect(page2.e.total).toBe(itemIds.length);
    expect(page2.e.dataList.map((x: { id: number }) => x.id)).toEqual([r.e.dataList[1].id]);
    const bad = await api.get('staff01', `${TSZY}/overhaulItems?pageSize=0`);
    expect(bad.status).toBe(400);
  });
});

describe('saveOrUpdate: the link checked, nothing stored when refused', () => {
  it.each([
    ['an item that does not exist', { jianXiuXiangMu: 99_999_999 }, 'jianXiuXiangMu', '关联大检修项目不存在或已删除'],
    ["another enterprise's item", () => ({ jianXiuXiangMu: foreignItem }), 'jianXiuXiangMu', '关联大检修项目不存在或已删除'],
    ['a deleted item', () => ({ jianXiuXiangMu: deletedItem }), 'jianXiuXiangMu', '关联大检修项目不存在或已删除'],
    ['a task that does not exist', { jianWeiXiuRenWu: 99_999_999 }, 'jianWeiXiuRenWu', '关联检维修任务不存在或已删除'],
    ['both an item and a task', () => ({ jianXiuXiangMu: itemIds[0], jianWeiXiuRenWu: taskId }), 'jianWeiXiuRenWu', '只能关联一项检修'],
    ['an id that is no integer', { jianXiuXiangMu: 'abc' }, 'jianXiuXiangMu', '关联大检修项目'],
  ])('refuses %s', async (_name, over, field, words) => {
    const before = await permitCount();
    const r = await api.post('staff01', `${URL}/saveOrUpdate`, formFor(KIND, typeof over === 'function' ? over() : over));
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.errors?.map((e) => e.field)).toEqual([field]);
    expect(r.body.msg).toContain(words);
    expect(await permitCount()).toBe(before);
  });
});

describe('a permit linked to an overhaul item', () => {
  let id: number;
  let form: Record<string, unknown>;

  it('is named in its detail with the page of its plan, and listed once by the overhaul', async () => {
    const before = (await planPermits()).length;
    form = formFor(KIND, { jianXiuXiangMu: itemIds[0] });
    const r = await api.post('staff01', `${URL}/saveOrUpdate`, form);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    id = r.e.id;
    expect(r.e.jianXiuXiangMu).toBe(itemIds[0]);
    const d = await detail(id);
    expect(d.jianXiuGuanLian).toMatchObject({ kind: 'overhaul-item', field: 'jianXiuXiangMu', id: itemIds[0], planId, path: `/zdjx/plan?detail=${planId}` });
    expect(d.jianXiuGuanLian.name).toContain(DEMO_PLAN);
    const listed = await planPermits();
    expect(listed.length).toBe(before + 1);
    expect(listed.filter((p) => p.id === id)).toMatchObject([{ itemId: itemIds[0], number: d.zuoYeBianHao }]);
    // Named by number by another item as well: still once, under the item it is linked to.
    await t.db.query(`update r_overhaul_item set data = jsonb_set(data, '{permitNumbers}', coalesce(data->'permitNumbers', '[]'::jsonb) || to_jsonb($2::text)) where id = $1`, [itemIds[1], d.zuoYeBianHao]);
    const again = await planPermits();
    expect(again.length).toBe(before + 1);
    expect(again.filter((p) => p.id === id)).toMatchObject([{ itemId: itemIds[0] }]);
  });

  it('moves to a maintenance task on a draft, and the overhaul no longer lists it by the link', async () => {
    const { jianXiuXiangMu: _item, ...rest } = form;
    const r = await api.post('staff01', `${URL}/saveOrUpdate`, { ...rest, id, jianWeiXiuRenWu: taskId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await detail(id)).jianXiuGuanLian).toMatchObject({ kind: 'maintenance', id: taskId, name: 'JX-LINK-01 · 关联测试检维修', planId: null, path: `/equipment/maintenance?detail=${taskId}` });
    // Still named by number by the second item.
    expect((await planPermits()).filter((p) => p.id === id)).toMatchObject([{ itemId: itemIds[1] }]);
    const back = await api.post('staff01', `${URL}/saveOrUpdate`, { ...form, id });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
  });

  it('is frozen once submitted: another link is refused and the stored one kept', async () => {
    await signBriefing(api, KIND, (await api.post('staff01', `${URL}/saveOrUpdate`, { ...form, id })).e);
    const s = await api.post('staff01', `${URL}/submit`, { id });
    expect(s.e?.zhuangTai, JSON.stringify(s.body)).toBe('APPROVING');
    const r = await api.post('staff01', `${URL}/saveOrUpdate`, { ...form, id, jianXiuXiangMu: itemIds[1] });
    expect(r.status).toBe(409);
    expect((await detail(id)).jianXiuGuanLian).toMatchObject({ id: itemIds[0] });
  });

  it('holds its item while open: leaving the item out of its plan is refused naming the permit, nothing deleted', async () => {
    const { zuoYeBianHao } = await detail(id);
    const alive = async () => (await t.db.query<{ deleted: boolean }>('select deleted from r_overhaul_item where id = $1', [itemIds[0]]))[0].deleted === false;
    const plan = await t.call({ method: 'GET', url: `/zax-cloud/u-basic/overhaul-plan/${planId}`, token: await api.token('qyadmin') });
    const items = (plan.json().data.items as { id: number }[]).filter((i) => i.id !== itemIds[0]);
    const leftOut = await t.call({ method: 'PUT', url: '/zax-cloud/u-basic/overhaul-plan', token: await api.token('qyadmin'), payload: { id: planId, items } });
    expect(leftOut.statusCode, leftOut.body).toBe(409);
    expect(leftOut.json().msg).toBe(`作业票${zuoYeBianHao}（审批中）关联了此记录，作业票完成或作废前不能删除`);
    expect(await alive()).toBe(true);
    expect((await detail(id)).jianXiuGuanLian).toMatchObject({ id: itemIds[0] });
  });

  it('answers no link for a permit without one', async () => {
    const r = await api.post('staff01', `${URL}/saveOrUpdate`, formFor(KIND));
    expect((await detail(r.e.id)).jianXiuGuanLian).toBeNull();
  });
});

describe('a maintenance task a permit is raised for', () => {
  it('is not deleted while the permit is a draft (409, nothing deleted), and is once the draft is removed', async () => {
    const r = await api.post('staff01', `${URL}/saveOrUpdate`, formFor(KIND, { jianWeiXiuRenWu: taskId }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const del = async () => t.call({ method: 'DELETE', url: `/zax-cloud/u-basic/maintenance-management?ids=${taskId}`, token: await api.token('qyadmin') });
    const held = await del();
    expect(held.statusCode, held.body).toBe(409);
    expect(held.json().msg).toBe(`作业票${r.e.zuoYeBianHao}（草稿）关联了此记录，作业票完成或作废前不能删除`);
    expect((await t.db.query<{ deleted: boolean }>('select deleted from r_maintenance_management where id = $1', [taskId]))[0].deleted).toBe(false);
    const removed = await api.post('staff01', `${Z}/remove`, { id: r.e.id });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const ok = await del();
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await t.db.query<{ deleted: boolean }>('select deleted from r_maintenance_management where id = $1', [taskId]))[0].deleted).toBe(true);
  });
});
