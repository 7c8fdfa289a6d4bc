// 部门风险配置 (issue 17 item 1, docs/checklists.md "Department risk configuration"): a department controls risk units,
// its control level is its type's (whatever a client sends), one configuration per department; a 岗位履职模板 with
// 纳入管控措施 gives each holder's duty list the 隐患排查内容 of the measures of the units configured for their
// department (or the nearest above it) at the post's level. Refusals name the field and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
const DERIVE = '/zax-cloud/qing-dan/duty-template/derive';
let t: TestApp;
let qyadmin: string;
let staff01: string;
let zhangWei: number;
let company: number;
let workshop: number;
let team: number;
let unitA: number;
let unitB: number;

type Rec = Record<string, unknown> & { id: number };
const post = (url: string, payload: Record<string, unknown>, token = qyadmin) => t.call({ method: 'POST', url, token, payload });
async function ok(resource: string, payload: Record<string, unknown>): Promise<Rec> {
  const res = await post(`${U}/${resource}`, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function dept(name: string, deptType: string, parentId?: number): Promise<number> {
  const res = await post('/zax-cloud/user/departmentinfo/save', { name, deptType, ...(parentId ? { parentId } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().data.id);
}
const countConfigs = async () => Number((await t.db.query<{ n: number }>(`select count(*)::int as n from r_dept_risk_config where tenant_id = 1001 and not deleted`))[0].n);

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff01 = await t.login('staff01', PASSWORDS.staff01);
  const [p] = await t.db.query<{ id: number }>(`select id from staffinfo where tenant_id = 1001 and name = '张伟' and not deleted order by id limit 1`);
  zhangWei = Number(p.id);
  company = await dept('配置测试公司', 'company');
  workshop = await dept('配置测试车间', 'workshop', company);
  team = await dept('配置测试班组', 'team', workshop);
  // 张伟 works in the team (操作工, as his record says).
  await t.db.query('update staffinfo set department_id = $2 where tenant_id = 1001 and id = $1', [zhangWei, team]);
  const objectId = (await ok('risk-object', { name: '配置测试装置', objectType: 'non-major', deptId: workshop, personId: zhangWei })).id;
  unitA = (await ok('risk-unit', { name: '配置测试储罐', objectId, deptId: workshop, personId: zhangWei })).id;
  unitB = (await ok('risk-unit', { name: '配置测试泵房', objectId, deptId: workshop, personId: zhangWei })).id;
  const eventA = (await ok('risk-event', { name: '储罐泄漏', unitId: unitA, eventType: 'fire', method: 'LS', lsL: 2, lsS: 3 })).id;
  const eventB = (await ok('risk-event', { name: '泵密封泄漏', unitId: unitB, eventType: 'fire', method: 'LS', lsL: 2, lsS: 3 })).id;
  const measure = (eventId: number, controlLevel: string, checkContent: string, active = true) =>
    ok('control-measure', { name: checkContent.slice(0, 20), eventId, classify1: 'operation', classify2: 'operation-record', controlLevel, checkContent, assigneeId: zhangWei, startDate: '2026-11-20', active });
  await measure(eventA, 'team', '检查储罐液位计读数\n检查储罐区可燃气体报警器');
  await measure(eventA, 'workshop', '检查储罐区防火堤完好');
  await measure(eventB, 'team', '检查泵机械密封有无泄漏');
  await measure(eventA, 'team', '停用措施的内容', false);
});
afterAll(() => t.close());

describe('部门风险配置', () => {
  let configId: number;

  it('takes the department’s control level from its type, whatever the client sends', async () => {
    const made = await ok('dept-risk-config', { deptId: workshop, unitIds: [unitA], controlLevel: 'company' });
    configId = made.id;
    expect(made).toMatchObject({ deptId: workshop, unitIds: [unitA], controlLevel: 'workshop' });
    const teamConfig = await ok('dept-risk-config', { deptId: company, unitIds: [unitB] });
    expect(teamConfig.controlLevel).toBe('company');
    const list = await t.call({ url: `${U}/dept-risk-config/list`, query: { page: '1', limit: '10', deptId: String(workshop) }, token: qyadmin });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().data.rows as Rec[]).map((r) => r.id)).toEqual([configId]);
  });

  it('refuses a second configuration of a department (409 at deptId), units missing or unknown, a reader’s write', async () => {
    const before = await countConfigs();
    const twice = await post(`${U}/dept-risk-config`, { deptId: workshop, unitIds: [unitB] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0]).toEqual({ field: 'deptId', message: '配置测试车间已有部门风险配置，请修改原配置' });
    const none = await post(`${U}/dept-risk-config`, { deptId: team, unitIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('unitIds');
    const unknown = await post(`${U}/dept-risk-config`, { deptId: team, unitIds: [99999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toMatch(/^unitIds/);
    const reader = await post(`${U}/dept-risk-config`, { deptId: team, unitIds: [unitA] }, staff01);
    expect(reader.statusCode).toBe(403);
    expect(await countConfigs()).toBe(before);
    // Its own department may be edited (the uniqueness does not count the record itself).
    const edit = await t.call({ method: 'PUT', url: `${U}/dept-risk-config`, token: qyadmin, payload: { id: configId, remark: '车间管控储罐' } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ deptId: workshop, controlLevel: 'workshop', remark: '车间管控储罐' });
  });
});

describe('纳入管控措施 in the duty lists', () => {
  let templateId: number;
  const listOf = async (): Promise<Rec | undefined> => {
    const res = await t.call({ url: `${U}/checklist/list`, query: { page: '1', limit: '50', templateId: String(templateId) }, token: qyadmin });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.rows as Rec[]).find((l) => l.assigneeId === zhangWei);
  };

  it('appends the team-level check contents of the units configured for the workshop above the holder’s team', async () => {
    templateId = (await ok('duty-template', { name: '班组操作工履职', postName: '操作工', deptId: team, items: '交接班检查', frequency: 'day', startDate: '2026-11-24', includeMeasures: true })).id;
    const res = await post(DERIVE, { id: templateId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ created: 1 });
    expect((await listOf())?.items).toBe('交接班检查\n检查储罐液位计读数\n检查储罐区可燃气体报警器');
  });

  it('takes the post’s level when the template names one, and the configuration’s units as they are at the next run', async () => {
    const lvl = await t.call({ method: 'PUT', url: `${U}/duty-template`, token: qyadmin, payload: { id: templateId, controlLevel: 'workshop' } });
    expect(lvl.statusCode, lvl.body).toBe(200);
    expect((await post(DERIVE, { id: templateId })).json().data).toMatchObject({ created: 0, updated: 1 });
    expect((await listOf())?.items).toBe('交接班检查\n检查储罐区防火堤完好');

    // The team gets a configuration of its own (the pump house): it speaks for the team instead of the workshop's.
    await t.call({ method: 'PUT', url: `${U}/duty-template`, token: qyadmin, payload: { id: templateId, controlLevel: null } });
    const own = await ok('dept-risk-config', { deptId: team, unitIds: [unitB] });
    expect(own.controlLevel).toBe('team');
    await post(DERIVE, { id: templateId });
    expect((await listOf())?.items).toBe('交接班检查\n检查泵机械密封有无泄漏');

    // Switched off: the template's duties only.
    await t.call({ method: 'PUT', url: `${U}/duty-template`, token: qyadmin, payload: { id: templateId, includeMeasures: false } });
    await post(DERIVE, { id: templateId });
    expect((await listOf())?.items).toBe('交接班检查');
  });

  it('refuses (400 at includeMeasures) when the duties and the contents together pass 50 items, writing nothing', async () => {
    const many = Array.from({ length: 50 }, (_, i) => `履职事项${i + 1}`).join('\n');
    const id = (await ok('duty-template', { name: '事项很多的模板', postName: '操作工', deptId: team, items: many, frequency: 'day', startDate: '2026-11-24', includeMeasures: true })).id;
    const before = Number((await t.db.query<{ n: number }>(`select count(*)::int as n from r_checklist where tenant_id = 1001`))[0].n);
    const res = await post(DERIVE, { id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      field: 'includeMeasures',
      message: '张伟的履职事项加上管控措施的隐患排查内容共 51 项，最多 50 项（请减少履职事项或关闭“纳入管控措施”）',
    });
    expect(Number((await t.db.query<{ n: number }>(`select count(*)::int as n from r_checklist where tenant_id = 1001`))[0].n)).toBe(before);
  });
});
