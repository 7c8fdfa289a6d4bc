// Issue 16 item 2: 动土 and 断路 countersigned by the enterprise's departments. The configuration
// (GET|POST /tszy/countersignConfig) and its refusals; the whole 动土 flow submit → countersigns in two orders →
// approval; each refusal of a countersign (not a signer, a department twice, one person two departments, the
// approval before all signed) is a 409 naming the department and changes nothing; a department's return sends the
// permit back; the inbox of a department's signers shows the waiting countersign.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, kindUrl, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const DT = kindUrl('DONG_TU');
const Z = `${TSZY}/zuoYePiao`;
const CFG = `${TSZY}/countersignConfig`;

let t: TestApp;
let api: PermitApi;
const staff: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
  for (const login of ['gm01', 'aq01', 'cj01', 'staff01']) {
    staff[login] = Number((await t.db.query<{ id: number }>('select ren_yuan_id as id from sysuser where login_name = $1', [login]))[0].id);
  }
});
afterAll(async () => {
  await t?.close();
});

const detail = async (id: number) => (await api.get('staff01', `${Z}/detail?id=${id}`)).e;
const eventCount = async (id: number) => (await t.db.query<{ n: number }>('select count(*)::int as n from permit_event where permit_id = $1', [id]))[0].n;
const todoIds = async (login: string): Promise<number[]> =>
  (await api.get(login, `${Z}/todo?pageIndex=1&pageSize=50`)).e.dataList.map((i: { recordId: number }) => i.recordId);
const countersign = (login: string, id: number, department: string, decision: 'approve' | 'return' = 'approve', opinion = '同意') =>
  api.post(login, `${DT}/huiQian`, { id, department, decision, opinion });

/** 消防 signed by gm01, 安全 by aq01 or gm01 (so that gm01 may be refused a second department). */
async function configure() {
  const r = await api.post('qyadmin', CFG, {
    DONG_TU: [
      { name: '消防', signers: [staff.gm01] },
      { name: '安全', signers: [staff.aq01, staff.gm01] },
    ],
  });
  expect(r.status, r.body.msg).toBe(200);
  return r.e;
}

/** A 动土 permit submitted by staff01 and approved by 所在单位 (cj01): awaiting the countersigns. */
async function awaitingCountersign(): Promise<number> {
  const { id } = await createDraft(api, 'DONG_TU');
  const s = await api.post('staff01', `${DT}/submit`, { id });
  expect(s.status, s.body.msg).toBe(200);
  const u = await api.post('cj01', `${DT}/zhongShen`, { id, decision: 'approve', slotIndex: 1, opinion: '同意' });
  expect(u.status, u.body.msg).toBe(200);
  expect(u.e.dangQianHuanJie).toContain('会签');
  return id as number;
}

describe('the countersigning departments of the enterprise', () => {
  it('saves and answers the departments with their signers, and the default departments offered', async () => {
    const e = await configure();
    expect(e.defaults).toEqual(['供水', '供电', '供汽', '工艺', '设备', '消防', '安全']);
    const dt = e.kinds.find((k: { zuoYeLeiXing: string }) => k.zuoYeLeiXing === 'DONG_TU');
    expect(dt.departments.map((d: { name: string }) => d.name)).toEqual(['消防', '安全']);
    expect(dt.departments[0].signers).toEqual([{ id: staff.gm01, name: '王建国' }]);
    expect((await api.get('staff01', CFG)).e).toEqual(e);
  });

  it.each([
    ['a department without a signer', { DONG_TU: [{ name: '供水', signers: [] }] }, 'DONG_TU[0].signers', '动土作业的会签部门「供水」未指定会签人'],
    ['a duplicate department', { DUAN_LU: [{ name: '消防', signers: [1] }, { name: '消防', signers: [1] }] }, 'DUAN_LU[1].name', '断路作业的会签部门「消防」重复'],
    ['an unknown person', { DONG_TU: [{ name: '供电', signers: [987654] }] }, 'DONG_TU[0].signers', '会签部门「供电」的会签人不存在（人员编号987654）'],
  ])('refuses %s with 400 naming the field, and saves nothing', async (_, body, field, msg) => {
    await configure();
    const before = (await api.get('qyadmin', CFG)).e;
    const fixed = JSON.parse(JSON.stringify(body).replace(/"signers":\[1\]/g, `"signers":[${staff.aq01}]`));
    const r = await api.post('qyadmin', CFG, fixed);
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(msg);
    expect(r.body.errors?.[0]?.field).toBe(field);
    expect((await api.get('qyadmin', CFG)).e).toEqual(before);
  });

  it('is the enterprise administrator\'s to write', async () => {
    const r = await api.post('staff01', CFG, { DONG_TU: [] });
    expect(r.status).toBe(403);
  });
});

describe('the countersign of a 动土 permit', () => {
  beforeAll(configure);

  it.each([
    ['消防 then 安全', ['gm01:消防', 'aq01:安全']],
    ['安全 then 消防', ['aq01:安全', 'gm01:消防']],
  ])('goes submit → %s → 审批部门 → 待作业', async (_, order) => {
    const id = await awaitingCountersign();
    const submitted = await detail(id);
    const hq = submitted.slots[submitted.slotIndex];
    expect(hq.key).toBe('huiQian');
    expect(hq.departments.map((d: { name: string; signerNames: string[] }) => [d.name, d.signerNames])).toEqual([
      ['消防', ['王建国']],
      ['安全', ['李安全', '王建国']],
    ]);
    for (const step of order) {
      const [login, dept] = step.split(':');
      expect(await todoIds(login)).toContain(id);
      const r = await countersign(login, id, dept);
      expect(r.status, r.body.msg).toBe(200);
      expect(await todoIds(login)).not.toContain(id);
    }
    const signed = await detail(id);
    expect(signed.dangQianHuanJie).toBe('审批部门意见');
    const done = signed.slots.find((s: { key: string }) => s.key === 'huiQian');
    expect(done.decision).toBe('approve');
    expect(done.departments.map((d: { name: string; signerName: string; opinion: string }) => [d.name, d.signerName, d.opinion])).toEqual([
      ['消防', '王总', '同意'],
      ['安全', '李安全', '同意'],
    ]);
    const history = signed.events.filter((e: { slotKey: string | null }) => e.slotKey === 'huiQian');
    expect(history.map((e: { detail: { department: string } }) => e.detail.department)).toEqual(order.map((s) => s.split(':')[1]));
    // aq01 countersigned 安全: the 审批部门 (769) is aq02's.
    expect((await api.post('aq01', `${DT}/zhongShen`, { id, decision: 'approve', slotIndex: 3 })).status).toBe(409);
    const ok = await api.post('aq02', `${DT}/zhongShen`, { id, decision: 'approve', slotIndex: 3, opinion: '同意' });
    expect(ok.status, ok.body.msg).toBe(200);
    expect(ok.e.zhuangTai).toBe('APPROVED');
  });

  it('refuses the approval while departments are missing, naming them, and changes nothing', async () => {
    const id = await awaitingCountersign();
    const before = await detail(id);
    const n = await eventCount(id);
    // Not offered as an approval to the slot's role holders either (the phone's slot page reads participants).
    expect((await api.get('aq02', `${DT}/participants?id=${id}`)).e.canAudit).toBe(false);
    expect((await api.get('aq02', `${Z}/detail?id=${id}`)).e.allowedActions).not.toContain('audit');
    const r = await api.post('aq02', `${DT}/zhongShen`, { id, decision: 'approve', slotIndex: 2 });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('会签尚未完成：消防、安全尚未会签，不能审批');
    expect((await countersign('aq01', id, '安全')).status).toBe(200);
    const later = await api.post('aq02', `${DT}/zhongShen`, { id, decision: 'approve', slotIndex: 3 });
    expect(later.status).toBe(409);
    expect(later.body.msg).toBe('会签尚未完成：消防尚未会签，不能审批');
    expect(await eventCount(id)).toBe(n + 1);
    expect(before.slotIndex).toBe((await detail(id)).slotIndex);
  });

  it.each([
    ['a person not a signer of the department', 'cj01', '消防', '您不是「消防」的会签人（会签人：王建国）'],
    ['the applicant', 'staff01', '消防', '您不是「消防」的会签人（会签人：王建国）'],
    ['a department not on the permit', 'gm01', '供水', '「供水」不是本作业票的会签部门（会签部门：消防、安全）'],
  ])('refuses %s with 409 naming the department, and changes nothing', async (_, login, dept, msg) => {
    const id = await awaitingCountersign();
    const before = await detail(id);
    const n = await eventCount(id);
    const r = await countersign(login, id, dept);
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe(msg);
    expect(await detail(id)).toEqual(before);
    expect(await eventCount(id)).toBe(n);
  });

  it('refuses a department signed twice and one person signing two departments', async () => {
    const id = await awaitingCountersign();
    expect((await countersign('aq01', id, '安全')).status).toBe(200);
    const n = await eventCount(id);
    const twice = await countersign('gm01', id, '安全');
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('「安全」已由李安全会签，不能重复会签');
    const id2 = await awaitingCountersign();
    expect((await countersign('gm01', id2, '消防')).status).toBe(200);
    const before = await detail(id2);
    const two = await countersign('gm01', id2, '安全');
    expect(two.status).toBe(409);
    expect(two.body.msg).toBe('您已为「消防」会签，同一人不能会签两个部门');
    expect(await detail(id2)).toEqual(before);
    expect(await eventCount(id)).toBe(n);
    // gm01 is offered nothing more on id2: its inbox no longer lists it.
    expect(await todoIds('gm01')).not.toContain(id2);
    expect((await api.get('aq01', `${Z}/detail?id=${id2}`)).e.huiQianBuMen).toEqual(['安全']);
  });

  it('sends the permit back on a department\'s return, as other slots do', async () => {
    const id = await awaitingCountersign();
    const noOpinion = await countersign('gm01', id, '消防', 'return', '');
    expect(noOpinion.status).toBe(409);
    const r = await countersign('gm01', id, '消防', 'return', '消防通道未预留');
    expect(r.status, r.body.msg).toBe(200);
    expect(r.e.zhuangTai).toBe('DRAFT');
    expect(r.e.tuiHui.slotTitle).toContain('（消防）');
    expect(r.e.tuiHui.opinion).toBe('消防通道未预留');
  });

  it('keeps one approval slot of role 769 for 断路 when the enterprise named no departments', async () => {
    const { id } = await createDraft(api, 'DUAN_LU');
    const DL = kindUrl('DUAN_LU');
    expect((await api.post('staff01', `${DL}/submit`, { id })).status).toBe(200);
    expect((await api.post('cj01', `${DL}/zhongShen`, { id, decision: 'approve', slotIndex: 1 })).status).toBe(200);
    const hq = await api.post('aq01', `${DL}/huiQian`, { id, department: '消防', decision: 'approve' });
    expect(hq.status).toBe(409);
    expect(hq.body.msg).toContain('不是会签环节');
    const ok = await api.post('aq01', `${DL}/zhongShen`, { id, decision: 'approve', slotIndex: 2 });
    expect(ok.status, ok.body.msg).toBe(200);
  });
});
