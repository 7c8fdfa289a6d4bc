// 应急管理 and 职业健康 (issue 20; docs/emergency.md): a detection judged against its factor's limit on the
// server (a result in another unit refused), a drill through planned -> held -> evaluated with its improvement
// actions (an action without a responsible person refused, nothing written), an action past its deadline
// reaching the responsible person's bell, and a plan's review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepDeadlines } from '../../src/server/workflow/deadline-sweep.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const T = 1001;
const API = '/zax-cloud/u-basic';
let t: TestApp;
let admin: string;
let staff01: number;

type Row = Record<string, unknown> & { id: number };

async function post(key: string, payload: Record<string, unknown>, path = '') {
  return t.call({ method: 'POST', url: `${API}/${key}${path}`, token: admin, payload });
}
async function created(key: string, payload: Record<string, unknown>): Promise<Row> {
  const res = await post(key, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row;
}
async function count(table: string): Promise<number> {
  const [{ n }] = await t.db.query<{ n: number }>(`select count(*)::int as n from ${table} where tenant_id = $1 and not deleted`, [T]);
  return Number(n);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  const [row] = await t.db.query<{ id: number }>("select ren_yuan_id as id from sysuser where tenant_id = $1 and login_name = 'staff01'", [T]);
  staff01 = Number(row.id);
});
afterAll(() => t.close());

describe('危害检测 judged against the factor limit', () => {
  let dust: Row;
  let oxygen: Row;
  beforeAll(async () => {
    dust = await created('hazard-factor', { name: '其他粉尘（测试）', category: 'dust', post: '包装工', limitType: 'pc_twa', limitHigh: 8, unit: 'mg_m3' });
    oxygen = await created('hazard-factor', { name: '氧含量（测试）', category: 'chemical', post: '受限空间作业', limitType: 'range', limitLow: 19.5, limitHigh: 23.5, unit: 'percent' });
  });

  it('sets the judgement from the limit on both sides, whatever the client sent', async () => {
    const over = await created('hazard-detection', { factorId: dust.id, detectDate: '2026-11-20', value: 9.6, unit: 'mg_m3', judgement: 'qualified' });
    expect(over.judgement).toBe('over');
    const ok = await created('hazard-detection', { factorId: dust.id, detectDate: '2026-11-20', value: 8, unit: 'mg_m3' });
    expect(ok.judgement).toBe('qualified');
    const low = await created('hazard-detection', { factorId: oxygen.id, detectDate: '2026-11-20', value: 18.2, unit: 'percent' });
    expect(low.judgement).toBe('under');
    // An update re-judges from the new value.
    const res = await t.call({ method: 'PUT', url: `${API}/hazard-detection`, token: admin, payload: { id: over.id, value: 3.1 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.judgement).toBe('qualified');
  });

  it('refuses a result in another unit than the limit, naming the unit field, nothing written', async () => {
    const before = await count('r_hazard_detection');
    const res = await post('hazard-detection', { factorId: dust.id, detectDate: '2026-11-20', value: 85, unit: 'db_a' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual([expect.objectContaining({ field: 'unit' })]);
    expect(body.msg).toBe('结果单位（dB(A)）与危害因素“其他粉尘（测试）”的限值单位（mg/m³）不一致，请按限值单位填写');
    expect(await count('r_hazard_detection')).toBe(before);
  });

  it('refuses a factor of nothing or a factor without a limit', async () => {
    const res = await post('hazard-detection', { factorId: 999999, detectDate: '2026-11-20', value: 1, unit: 'mg_m3' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('factorId');
    const noLimit = await post('hazard-factor', { name: '无限值', category: 'dust', post: '包装工', unit: 'mg_m3' });
    expect(noLimit.statusCode).toBe(400);
    expect(noLimit.json().errors[0]).toMatchObject({ field: 'limitHigh', message: '请至少填写限值上限或限值下限' });
  });
});

describe('应急演练 and its improvement actions', () => {
  it('refuses an action without a responsible person, naming the row, nothing written', async () => {
    const before = [await count('r_emergency_drill'), await count('r_drill_action')];
    const res = await post('emergency-drill', {
      name: '液氨泄漏演练（测试）', drillType: 'full_scale', planDate: '2026-11-10', organizer: staff01,
      actions: [{ content: '补充防化服', responsible: staff01, deadline: '2026-11-30' }, { content: '完善疏散路线图', deadline: '2026-11-30' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('actions[1].responsible');
    expect([await count('r_emergency_drill'), await count('r_drill_action')]).toEqual(before);
  });

  it('goes planned -> held (photos required) -> evaluated', async () => {
    const drill = await created('emergency-drill', { name: '储罐火灾演练（测试）', drillType: 'tabletop', planDate: '2026-11-10', organizer: staff01 });
    expect(drill.drillStatus).toBe('planned');
    const noPhotos = await post('emergency-drill', { id: drill.id, fields: { heldAt: '2026-11-10 09:00:00' } }, '/hold');
    expect(noPhotos.statusCode).toBe(400);
    expect(noPhotos.json().errors[0].field).toBe('photos');
    const held = await post('emergency-drill', { id: drill.id, fields: { heldAt: '2026-11-10 09:00:00', photos: ['/files/drill-1.jpg'], participants: 30 } }, '/hold');
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data.drillStatus).toBe('held');
    const evaluated = await post('emergency-drill', { id: drill.id, fields: { evaluationResult: 'qualified', evaluation: '响应及时，通讯不畅' } }, '/evaluate');
    expect(evaluated.statusCode, evaluated.body).toBe(200);
    expect(evaluated.json().data.drillStatus).toBe('evaluated');
  });

  it("an action past its deadline reaches the responsible person's bell and inbox", async () => {
    const drill = await created('emergency-drill', {
      name: '中毒窒息演练（测试）', drillType: 'functional', planDate: '2026-11-01', organizer: staff01,
      actions: [{ content: '增配正压式空气呼吸器', responsible: staff01, deadline: '2026-11-15' }],
    });
    const detail = (await t.call({ url: `${API}/emergency-drill/${drill.id}`, token: admin })).json().data as { actions: Row[] };
    const action = detail.actions[0];
    expect(action.actionStatus).toBe('open');
    const file = resourceRegistry().byKey.get('drill-action')!;
    await sweepDeadlines(t.db, new Date('2026-11-16T02:00:00Z'), [file]);
    const warned = await t.db.query<{ staff_id: number; kind: string; model: string }>(
      "select staff_id::int as staff_id, kind, model from risk_warning where resource = 'drill-action' and record_id = $1", [action.id],
    );
    expect(warned).toContainEqual({ staff_id: staff01, kind: 'WF_OVERDUE', model: 'yjgl' });
    const waiting = await t.db.query<{ who: string; kind: string }>("select who, kind from wf_waiting where resource = 'drill-action' and record_id = $1 and kind = 'overdue'", [action.id]);
    expect(waiting).toEqual([{ who: `staff:${staff01}`, kind: 'overdue' }]);
    // Completing it needs the date and the result.
    const done = await post('drill-action', { id: action.id, fields: { completedDate: '2026-11-16', result: '已采购 4 套' } }, '/complete');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.actionStatus).toBe('done');
  });
});

describe('应急预案 review', () => {
  it('submits with its text, is approved with an opinion and published', async () => {
    const plan = await created('emergency-plan', { name: '综合应急预案（测试）', kind: 'comprehensive', version: 'V2.0', validTo: '2029-11-30' });
    expect(plan.planStatus).toBe('draft');
    const noText = await post('emergency-plan', { id: plan.id }, '/submit');
    expect(noText.statusCode).toBe(400);
    expect(noText.json().errors[0].field).toBe('attachments');
    expect((await post('emergency-plan', { id: plan.id, fields: { attachments: ['/files/plan.pdf'] } }, '/submit')).statusCode).toBe(200);
    const approved = await post('emergency-plan', { id: plan.id, opinion: '评审通过', fields: { issueDate: '2026-11-28', validFrom: '2026-12-01' } }, '/approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.planStatus).toBe('published');
    const badVersion = await post('emergency-plan', { name: '版本错误', kind: 'special', version: '第二版', validTo: '2029-11-30' });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().errors[0].field).toBe('version');
  });
});

describe('承包商准入 as a workflow', () => {
  const contractor = (name: string, creditCode: string) => ({
    name, creditCode, serviceType: 'construction', qualificationNo: 'D232099999', certStart: '2025-01-01', certEnd: '2029-12-31', contactPerson: '钱军', contactMobile: '13800001111',
  });

  it('goes applied -> qualified -> trained -> admitted -> suspended -> admitted', async () => {
    const c = await created('contractor-info', contractor('苏州准入测试工程有限公司', '91320594MA1MHT5K3E'));
    expect(c.admissionStatus).toBe('applied');
    expect((await post('contractor-info', { id: c.id, opinion: '资质齐全' }, '/review')).json().data.admissionStatus).toBe('qualified');
    const noDate = await post('contractor-info', { id: c.id }, '/pass-training');
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().errors[0].field).toBe('trainingPassedDate');
    const trained = await post('contractor-info', { id: c.id, fields: { trainingPassedDate: '2026-11-20' } }, '/pass-training');
    expect(trained.statusCode, trained.body).toBe(200);
    expect((await post('contractor-info', { id: c.id }, '/admit')).json().data.admissionStatus).toBe('admitted');
    const noReason = await post('contractor-info', { id: c.id }, '/suspend');
    expect(noReason.statusCode).toBe(400);
    const suspended = await post('contractor-info', { id: c.id, opinion: '一个月内违章 3 次，超过暂停阈值' }, '/suspend');
    expect(suspended.json().data.admissionStatus).toBe('suspended');
    expect((await post('contractor-info', { id: c.id, opinion: '整改完成' }, '/reinstate')).json().data.admissionStatus).toBe('admitted');
  });

  it('refuses admitting a contractor that has not passed training, nothing changed', async () => {
    const c = await created('contractor-info', contractor('苏州未培训工程有限公司', '91320594MA1MHT5K4C'));
    await post('contractor-info', { id: c.id }, '/review');
    const res = await post('contractor-info', { id: c.id }, '/admit');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('当前状态为“资质已审核”，不能执行“准入”');
    const again = (await t.call({ url: `${API}/contractor-info/${c.id}`, token: admin })).json().data as Row;
    expect(again.admissionStatus).toBe('qualified');
    // The generic update cannot set the state around the workflow.
    const forced = await t.call({ method: 'PUT', url: `${API}/contractor-info`, token: admin, payload: { id: c.id, admissionStatus: 'admitted' } });
    expect(forced.statusCode).toBe(400);
  });
});
