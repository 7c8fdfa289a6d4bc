// 岗位履职模板 → 履职清单 (issue 17 item 4, docs/checklists.md): a template derives one duty list per person holding its post
// (their staff record's post, or a post of /user/dutyinfo naming them) through the checklist's record pipeline; a second
// run updates those lists and switches off a former holder's rather than adding lists; the lists generate duty tasks.
// Refusals name the field and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSchedules } from '../../src/server/schedules/run-schedules.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
const DERIVE = '/zax-cloud/qing-dan/duty-template/derive';
let t: TestApp;
let qyadmin: string;
let staff01: string;
let zhangWei: number;
let zhao: number;
let dept: number;

type Rec = Record<string, unknown> & { id: number };
const post = (url: string, payload: Record<string, unknown>, token = qyadmin) => t.call({ method: 'POST', url, token, payload });
async function lists(templateId: number): Promise<Rec[]> {
  const res = await t.call({ url: `${U}/checklist/list`, query: { page: '1', limit: '100', templateId: String(templateId) }, token: qyadmin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.rows as Rec[]).sort((a, b) => a.id - b.id);
}
const countLists = async () => Number((await t.db.query<{ n: number }>(`select count(*)::int as n from r_checklist where tenant_id = 1001 and not deleted`))[0].n);
async function template(payload: Record<string, unknown>): Promise<number> {
  const res = await post(`${U}/duty-template`, { frequency: 'day', startDate: '2026-11-24', ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff01 = await t.login('staff01', PASSWORDS.staff01);
  const people = await t.db.query<{ id: number; name: string; departmentId: number }>(
    `select id, name, department_id as "departmentId" from staffinfo where tenant_id = 1001 and name in ('张伟', '赵志强') and not deleted order by id`,
  );
  zhangWei = Number(people.find((p) => p.name === '张伟')!.id);
  zhao = Number(people.find((p) => p.name === '赵志强')!.id);
  dept = Number(people.find((p) => p.name === '张伟')!.departmentId);
});
afterAll(() => t.close());

describe('deriving the duty lists of a post', () => {
  let templateId: number;
  let dutyPostId: number;

  it('derives one list per holder: the post of their record and the holders a post names', async () => {
    // 赵志强's record says 车间主任; the post 操作工 of 生产一车间 names him as a holder too.
    const duty = await post('/zax-cloud/user/dutyinfo/save', { departmentId: dept, name: '操作工', staffIds: [zhao] });
    expect(duty.statusCode, duty.body).toBe(200);
    dutyPostId = duty.json().data.id;
    templateId = await template({ name: '操作工岗位履职', postName: '操作工', deptId: dept, items: '1. 交接班检查\n2. 巡检本岗位设备' });

    const res = await post(DERIVE, { id: templateId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ created: 2, updated: 0, disabled: 0 });
    const made = await lists(templateId);
    expect(made.map((l) => [l.assigneeId, l.name, l.listType, l.postName, l.deptId, l.active, l.frequency])).toEqual(
      [
        [zhangWei, '操作工岗位履职（张伟）', 'duty', '操作工', dept, true, 'day'],
        [zhao, '操作工岗位履职（赵志强）', 'duty', '操作工', dept, true, 'day'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(res.json().data.listIds).toEqual(made.map((l) => l.id));
  });

  it('re-derives by updating its lists, switching off a former holder’s, never adding a second list', async () => {
    const before = await countLists();
    const edit = await t.call({ method: 'PUT', url: `${U}/duty-template`, token: qyadmin, payload: { id: templateId, items: '交接班检查\n巡检本岗位设备\n清理现场' } });
    expect(edit.statusCode, edit.body).toBe(200);
    const unbind = await post('/zax-cloud/user/dutyinfo/update', { id: dutyPostId, staffIds: [] });
    expect(unbind.statusCode, unbind.body).toBe(200);

    const res = await post(DERIVE, { id: templateId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ created: 0, updated: 1, disabled: 1 });
    expect(await countLists()).toBe(before);
    const after = await lists(templateId);
    expect(after.find((l) => l.assigneeId === zhangWei)).toMatchObject({ items: '交接班检查\n巡检本岗位设备\n清理现场', active: true });
    expect(after.find((l) => l.assigneeId === zhao)).toMatchObject({ active: false });

    // A third run changes nothing more.
    expect((await post(DERIVE, { id: templateId })).json().data).toMatchObject({ created: 0, updated: 1, disabled: 0 });
    expect(await countLists()).toBe(before);
  });

  it('generates duty tasks from a derived list, with its items', async () => {
    const [mine] = (await lists(templateId)).filter((l) => l.assigneeId === zhangWei);
    await runSchedules(t.db, new Date('2026-11-25T10:00:00+08:00'), { tenants: [1001] });
    const res = await t.call({ url: `${U}/checklist-task/list`, query: { page: '1', limit: '50', checklistId: String(mine.id) }, token: qyadmin });
    const today = (res.json().data.rows as Rec[]).find((r) => r.period === '2026-11-25');
    expect(today).toMatchObject({ listType: 'duty', postName: '操作工', assigneeId: zhangWei, itemCount: 3, state: 'pending' });
  });

  it('keeps the source template the derivation’s: a client can neither set nor change it', async () => {
    const [mine] = (await lists(templateId)).filter((l) => l.assigneeId === zhangWei);
    const other = await template({ name: '另一模板', postName: '车间主任', items: '组织安全检查' });
    const edit = await t.call({ method: 'PUT', url: `${U}/checklist`, token: qyadmin, payload: { id: mine.id, templateId: other, remark: '手工备注' } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ templateId, remark: '手工备注' });
    const typed = await post(`${U}/checklist`, { name: '手写履职清单', listType: 'duty', assigneeId: zhangWei, items: '检查', frequency: 'week', startDate: '2026-11-23', templateId });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().data.templateId).toBeUndefined();
    expect((await lists(templateId)).map((l) => l.id)).not.toContain(typed.json().data.id);
  });
});

describe('refusals change nothing', () => {
  it('refuses a template without items at items', async () => {
    const res = await post(`${U}/duty-template`, { name: '空模板', postName: '操作工', items: ' \n ', frequency: 'day', startDate: '2026-11-24' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'items', message: '请填写履职事项（每行一项）' });
  });

  it('refuses a post nobody holds (409 at postName), in a department or anywhere', async () => {
    const before = await countLists();
    const anywhere = await template({ name: '质检员履职', postName: '质检员', items: '抽检原料' });
    const res = await post(DERIVE, { id: anywhere });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toEqual({ field: 'postName', message: '岗位「质检员」没有在岗人员，无法生成履职清单（请在人员信息或岗位职责中设置该岗位的人员）' });

    const inDept = await template({ name: '总经理履职', postName: '总经理', deptId: dept, items: '主持安全生产会议' });
    const there = await post(DERIVE, { id: inDept });
    expect(there.statusCode).toBe(409);
    expect(there.json().errors[0].field).toBe('postName');
    expect(there.json().msg).toMatch(/^岗位「总经理」在.+没有在岗人员/);
    expect(await countLists()).toBe(before);
  });

  it('refuses a template switched off (409 at active), an unknown one (404), a missing id (400), a reader (403)', async () => {
    const before = await countLists();
    const off = await template({ name: '停用模板', postName: '操作工', items: '交接班检查', active: false });
    const res = await post(DERIVE, { id: off });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toEqual({ field: 'active', message: '岗位履职模板「停用模板」已停用，不能生成履职清单' });
    expect((await post(DERIVE, { id: 99999999 })).statusCode).toBe(404);
    const missing = await post(DERIVE, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe(400);
    expect((await post(DERIVE, { id: off }, staff01)).statusCode).toBe(403);
    expect(await countLists()).toBe(before);
  });
});
