// An overhaul item's site step (重点检修, issue 18; docs/patrol.md "重点检修 on the phone"): a created item waits 待施工 in
// its responsible person's 待办; `complete` needs photos and a note, `block` a reason (400 naming the field, nothing
// changed); the server stamps who and when; someone else may not act (409); the site fields cannot be written by the
// plan's form; a completed item is done; an item of a closed plan cannot move (409); the item has a QR code that opens
// its phone page; the demo's finished item is 已完成.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneOverhaulItemPath } from '../../src/domain/phone-paths.ts';
import { multipartBody } from './helpers/multipart.ts';
import { png } from './helpers/sample-files.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

type Json = Record<string, unknown>;
const API = '/zax-cloud/u-basic';
let t: TestApp;
const tok: Record<string, string> = {};
const staffOf: Record<string, number> = {};
let planId: number;
let itemIds: number[];
let photoId: string;

async function call(who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json): Promise<{ status: number; body: Json }> {
  const res = await t.call({ method, url, token: tok[who], ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}
const act = (who: string, action: string, id: number, fields: Json) => call(who, 'POST', `${API}/overhaul-item/${action}`, { id, fields });
async function stored(id: number): Promise<Json> {
  const [r] = await t.db.query<{ data: Json }>('select data from r_overhaul_item where id = $1', [id]);
  return r.data;
}
const fieldsOf = (body: Json) => ((body.errors as { field: string; message: string }[] | undefined) ?? []).map((e) => e.field);

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['qyadmin', 'staff01', 'cj01']) tok[name] = await t.login(name, PASSWORDS[name]);
  const users = await t.db.query<{ login_name: string; ren_yuan_id: number }>('select login_name, ren_yuan_id from sysuser where tenant_id = 1001 and ren_yuan_id is not null');
  for (const u of users) staffOf[u.login_name] = Number(u.ren_yuan_id);
  const eq = await call('qyadmin', 'POST', `${API}/production-equipment`, { name: '现场测试泵', code: 'XC-P01', equipmentCategory: 'basic', equipmentClass: 'A', productionUnit: '测试装置', responsiblePerson: staffOf.staff01, runStatus: 'IN_USE' });
  const equipmentId = (eq.body.data as { id: number }).id;
  const plan = await call('qyadmin', 'POST', `${API}/overhaul-plan`, {
    name: '现场步骤测试检修', code: 'T-XC-01', overhaulType: 'major', scope: '测试', principal: staffOf.cj01, planStartDate: '2026-12-01', planEndDate: '2026-12-15',
    items: [
      { equipmentId, content: '更换机械密封', responsible: staffOf.staff01, planStartDate: '2026-12-01', planEndDate: '2026-12-03', done: false },
      { equipmentId, content: '泵体清洗', responsible: staffOf.staff01, planStartDate: '2026-12-02', planEndDate: '2026-12-04', siteNote: '客户端写的', siteBy: staffOf.cj01 },
    ],
  });
  expect(plan.status, JSON.stringify(plan.body)).toBe(200);
  planId = (plan.body.data as { id: number }).id;
  const rows = await t.db.query<{ id: string }>("select id from r_overhaul_item where tenant_id = 1001 and not deleted and (data->>'planId')::bigint = $1 order by id", [planId]);
  itemIds = rows.map((r) => Number(r.id));
  const upload = await t.call({ method: 'POST', url: '/zax-cloud/asset/image/upload', token: tok.staff01, ...multipartBody({}, { name: 'site.png', content: png() }) });
  expect(upload.statusCode, upload.body).toBe(200);
  photoId = String((upload.json().data as { id: number }).id);
});
afterAll(() => t.close());

describe('an overhaul item on site', () => {
  it('starts 待施工 in its responsible person’s 待办, with no site fields a client sent', async () => {
    expect(await stored(itemIds[1])).toMatchObject({ itemState: 'todo', done: false });
    expect(await stored(itemIds[1])).not.toHaveProperty('siteNote');
    expect(await stored(itemIds[1])).not.toHaveProperty('siteBy');
    const inbox = await call('staff01', 'GET', '/zax-cloud/workflow/inbox?pageIndex=1&pageSize=50');
    const mine = (inbox.body.data as { dataList: { resource: string; recordId: number; action: string }[] }).dataList.filter((i) => i.resource === 'overhaul-item');
    expect(mine.map((i) => i.recordId)).toEqual(expect.arrayContaining(itemIds));
  });

  it.each<[string, string, Json, string]>([
    ['completing without photos', 'complete', { siteNote: '已更换' }, 'sitePhotos'],
    ['completing without a note', 'complete', { sitePhotos: ['1'] }, 'siteNote'],
    ['reporting blocked without a reason', 'block', {}, 'blockReason'],
  ])('refuses %s naming the field, changing nothing', async (_name, action, fields, field) => {
    const before = await stored(itemIds[0]);
    const r = await act('staff01', action, itemIds[0], fields);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(fieldsOf(r.body)).toContain(field);
    expect(String(r.body.msg)).toMatch(/[\u4e00-\u9fa5]/);
    expect(await stored(itemIds[0])).toEqual(before);
  });

  it('refuses someone who is neither its responsible person nor an administrator (409 naming the step)', async () => {
    const before = await stored(itemIds[0]);
    const r = await act('cj01', 'block', itemIds[0], { blockReason: '我不是负责人' });
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(String(r.body.msg)).toContain('报告受阻');
    expect(await stored(itemIds[0])).toEqual(before);
  });

  it('reports it blocked, then confirms it done with photos and a note: who and when stamped, history kept', async () => {
    const blocked = await act('staff01', 'block', itemIds[0], { blockReason: '备件未到' });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(await stored(itemIds[0])).toMatchObject({ itemState: 'blocked', blockReason: '备件未到', siteBy: staffOf.staff01, done: false });
    const done = await act('staff01', 'complete', itemIds[0], { sitePhotos: [photoId], siteNote: '机械密封已更换，试运行无泄漏' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const item = await stored(itemIds[0]);
    expect(item).toMatchObject({ itemState: 'done', done: true, siteBy: staffOf.staff01, sitePhotos: [photoId], siteNote: '机械密封已更换，试运行无泄漏' });
    expect(String(item.siteAt)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const history = await call('qyadmin', 'GET', `${API}/overhaul-item/history?id=${itemIds[0]}`);
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect((history.body.data as { action: string }[]).map((h) => h.action)).toEqual(expect.arrayContaining(['block', 'complete']));
    expect((await act('staff01', 'complete', itemIds[0], { sitePhotos: [photoId], siteNote: '再次' })).status).toBe(409);
  });

  it("keeps the site fields when the plan's form sends its items back", async () => {
    const plan = await call('qyadmin', 'GET', `${API}/overhaul-plan/${planId}`);
    const items = ((plan.body.data as Json).items as Json[]).map((i) => ({ ...i, siteNote: '改写', siteBy: staffOf.cj01 }));
    const r = await call('qyadmin', 'PUT', `${API}/overhaul-plan`, { id: planId, items });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await stored(itemIds[0])).toMatchObject({ itemState: 'done', siteNote: '机械密封已更换，试运行无泄漏', siteBy: staffOf.staff01 });
    expect(await stored(itemIds[1])).not.toHaveProperty('siteNote');
  });

  it("answers the item's QR code with its phone page", async () => {
    const qr = await call('staff01', 'GET', `/zax-cloud/phone/qr/overhaul-item/${itemIds[1]}`);
    expect(qr.status, JSON.stringify(qr.body)).toBe(200);
    const code = (qr.body.data as { code: string }).code;
    const resolved = await call('staff01', 'GET', `/zax-cloud/phone/qr/resolve?code=${encodeURIComponent(code)}`);
    expect(resolved.body.data).toMatchObject({ resource: 'overhaul-item', recordId: itemIds[1], path: phoneOverhaulItemPath(itemIds[1]) });
  });

  it('refuses a step on an item of a cancelled plan (409), changing nothing', async () => {
    const cancel = await call('qyadmin', 'POST', `${API}/overhaul-plan/cancel`, { id: planId, opinion: '取消' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const before = await stored(itemIds[1]);
    const r = await act('staff01', 'block', itemIds[1], { blockReason: '计划已取消' });
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(await stored(itemIds[1])).toEqual(before);
  });

  it("keeps the demo's finished item 已完成", async () => {
    const [demo] = await t.db.query<{ data: Json }>("select data from r_overhaul_item where tenant_id = 1001 and data->>'content' = '更换机械密封' and not deleted order by id limit 1");
    expect(demo.data).toMatchObject({ itemState: 'done', done: true });
  });
});
