import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(() => t?.close());

const A = `${TSZY}/zuo-ye-piao`;
const field = (r: { body: { errors?: { field: string }[] } }) => r.body.errors?.[0]?.field;
const base = { huoDongMingCheng: '储罐检修', zuoYeDiDian: '一车间罐区', kaiShiShiJian: '2026-03-02 08:00:00', jieShuShiJian: '2026-03-02 17:00', fuZeRen: '张伟' };

async function activity(over: Record<string, unknown> = {}) {
  const r = await api.post('staff01', `${A}/create`, { ...base, ...over });
  expect(r.status, r.body.msg).toBe(200);
  return r.e;
}

describe('the special-work check', () => {
  it('refuses on save a special work without kinds, or a kind without its permit', async () => {
    const noKind = await api.post('staff01', `${A}/create`, { ...base, sheJiTeShuZuoYe: true });
    expect(noKind.status).toBe(400);
    expect(field(noKind)).toBe('teShuZuoYeLeiXing');
    expect(noKind.body.msg).toBe('请选择涉及的特殊作业');

    const hot = await createDraft(api, 'GAO_CHU');
    const noPermit = await api.post('staff01', `${A}/create`, { ...base, sheJiTeShuZuoYe: true, teShuZuoYeLeiXing: ['DONG_HUO', 'GAO_CHU'], zuoYePiaoIds: [hot.id] });
    expect(noPermit.status).toBe(400);
    expect(field(noPermit)).toBe('zuoYePiaoIds');
    expect(noPermit.body.msg).toBe('请选择涉及的作业票：动火');

    const unknown = await api.post('staff01', `${A}/create`, { ...base, sheJiTeShuZuoYe: true, teShuZuoYeLeiXing: ['GAO_CHU'], zuoYePiaoIds: [hot.id, 999999] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('作业票不存在或已作废：999999');
    expect((await api.get('viewer', `${A}/list`)).e.total).toBe(0);
  });

  it('saves a special work with its permits, and drops kinds and permits when none is involved', async () => {
    const permit = await createDraft(api, 'GAO_CHU');
    const a = await activity({ sheJiTeShuZuoYe: true, teShuZuoYeLeiXing: ['GAO_CHU'], zuoYePiaoIds: [permit.id] });
    expect(a).toMatchObject({ huoDongMingCheng: '储罐检修', zhuangTai: 'DRAFT', zhuangTaiMingCheng: '草稿', teShuZuoYeLeiXing: ['GAO_CHU'], zuoYePiaoIds: [permit.id] });
    expect(a.zuoYePiao).toEqual([expect.objectContaining({ id: permit.id, zuoYeBianHao: permit.zuoYeBianHao, zuoYeLeiXingMingCheng: '高处', zhuangTai: 'DRAFT' })]);
    expect(Date.parse(a.kaiShiShiJian)).toBe(Date.parse('2026-03-02T08:00:00+08:00'));

    const plain = await activity({ sheJiTeShuZuoYe: false, teShuZuoYeLeiXing: ['DONG_HUO'], zuoYePiaoIds: [permit.id] });
    expect(plain).toMatchObject({ sheJiTeShuZuoYe: false, teShuZuoYeLeiXing: [], zuoYePiaoIds: [], zuoYePiao: [] });
  });

  it('checks again on submit: a permit discarded since the save fails the check', async () => {
    const permit = await createDraft(api, 'SHOU_XIAN');
    const a = await activity({ sheJiTeShuZuoYe: true, teShuZuoYeLeiXing: ['SHOU_XIAN'], zuoYePiaoIds: [permit.id] });
    expect((await api.post('staff01', `${TSZY}/zuoYePiao/discard`, { id: permit.id })).status).toBe(200);
    const r = await api.post('staff01', `${A}/submit`, { id: a.id });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('作业票不存在或已作废：' + permit.id);
    expect((await api.get('viewer', `${A}/detail?id=${a.id}`)).e.zhuangTai).toBe('DRAFT');
  });

  it('refuses bad input by field', async () => {
    const r1 = await api.post('staff01', `${A}/create`, { ...base, huoDongMingCheng: undefined });
    expect(field(r1)).toBe('huoDongMingCheng');
    const r2 = await api.post('staff01', `${A}/create`, { ...base, jieShuShiJian: '2026-03-02 07:00' });
    expect(field(r2)).toBe('jieShuShiJian');
    const r3 = await api.post('staff01', `${A}/create`, { ...base, sheJiTeShuZuoYe: true, teShuZuoYeLeiXing: ['FOO'] });
    expect(r3.status).toBe(400);
    expect(r3.body.msg).toBe('特殊作业类型取值不正确');
  });
});

describe('states', () => {
  it('submit, return with opinion, update, resubmit, approve; illegal transitions answer 409', async () => {
    const a = await activity();
    const submitted = await api.post('staff01', `${A}/submit`, { id: a.id });
    expect(submitted.e).toMatchObject({ zhuangTai: 'SUBMITTED', zhuangTaiMingCheng: '待审核' });
    expect((await api.post('staff01', `${A}/submit`, { id: a.id })).status).toBe(409);
    const upd = await api.post('staff01', `${A}/update`, { ...base, id: a.id, huoDongMingCheng: '改' });
    expect(upd.status).toBe(409);
    expect(upd.body.msg).toBe('作业活动当前状态为「待审核」，不能修改');
    expect((await api.post('staff01', `${A}/delete`, { id: a.id })).status).toBe(409);

    // The default auditor is the safety department (769).
    const byWorkshop = await api.post('cj01', `${A}/audit`, { id: a.id, decision: 'approve' });
    expect(byWorkshop.status).toBe(409);
    expect(byWorkshop.body.msg).toBe('作业活动须由安全管理部门审核');
    const noOpinion = await api.post('aq01', `${A}/audit`, { id: a.id, decision: 'return' });
    expect(noOpinion.body.msg).toBe('退回时须填写审核意见');
    const returned = await api.post('aq01', `${A}/audit`, { id: a.id, decision: 'return', opinion: '补充作业票' });
    expect(returned.e).toMatchObject({ zhuangTai: 'RETURNED', shenHe: { decision: 'return', opinion: '补充作业票', byName: '李安全' } });

    const edited = await api.post('staff01', `${A}/update`, { ...base, id: a.id, huoDongMingCheng: '储罐检修（二）' });
    expect(edited.e).toMatchObject({ huoDongMingCheng: '储罐检修（二）', zhuangTai: 'RETURNED' });
    expect((await api.post('staff01', `${A}/submit`, { id: a.id })).e.zhuangTai).toBe('SUBMITTED');
    const approved = await api.post('aq01', `${A}/audit`, { id: a.id, decision: 'approve' });
    expect(approved.e).toMatchObject({ zhuangTai: 'APPROVED', shenHe: { decision: 'approve', opinion: '同意' } });
    expect((await api.post('aq01', `${A}/audit`, { id: a.id, decision: 'approve' })).status).toBe(409);
    expect((await api.post('staff01', `${A}/revoke`, { id: a.id })).status).toBe(409);
  });

  it('revoke by the submitter only; delete of a draft', async () => {
    const a = await activity();
    await api.post('staff01', `${A}/submit`, { id: a.id });
    const other = await api.post('qyadmin', `${A}/revoke`, { id: a.id });
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe('只有提交人可以撤回作业活动');
    const revoked = await api.post('staff01', `${A}/revoke`, { id: a.id });
    expect(revoked.e).toMatchObject({ zhuangTai: 'DRAFT', tiJiaoRen: null });
    expect((await api.post('viewer', `${A}/delete`, { id: a.id })).status).toBe(403);
    expect((await api.post('staff01', `${A}/delete`, { id: a.id })).status).toBe(200);
    expect((await api.get('viewer', `${A}/detail?id=${a.id}`)).status).toBe(404);
  });

  it('audits by the configured roles; only qyUser configures', async () => {
    expect((await api.get('viewer', `${A}/audit-config`)).e).toEqual({ roles: ['safetyDept'], isDefault: true });
    expect((await api.post('staff01', `${A}/audit-config`, { roles: [770] })).status).toBe(403);
    const bad = await api.post('qyadmin', `${A}/audit-config`, { roles: ['nobody'] });
    expect(bad.status).toBe(400);
    expect(field(bad)).toBe('roles');
    expect((await api.post('qyadmin', `${A}/audit-config`, { roles: [] })).status).toBe(400);
    expect((await api.post('qyadmin', `${A}/audit-config`, { roles: [770, 'workshopDirector'] })).e).toEqual({ roles: ['workshopDirector'], isDefault: false });

    const a = await activity();
    await api.post('staff01', `${A}/submit`, { id: a.id });
    expect((await api.post('aq01', `${A}/audit`, { id: a.id, decision: 'approve' })).body.msg).toBe('作业活动须由车间主任审核');
    expect((await api.post('cj01', `${A}/audit`, { id: a.id, decision: 'approve' })).e.zhuangTai).toBe('APPROVED');
    expect((await api.post('qyadmin', `${A}/audit-config`, { roles: null })).e).toEqual({ roles: ['safetyDept'], isDefault: true });
  });

  it('lists newest first with state and name filters', async () => {
    const list = await api.get('viewer', `${A}/list?pageSize=2`);
    expect(list.e.dataList).toHaveLength(2);
    expect(list.e.total).toBeGreaterThanOrEqual(4);
    const approved = await api.get('viewer', `${A}/list?zhuangTai=APPROVED`);
    expect(approved.e.dataList.every((x: { zhuangTai: string }) => x.zhuangTai === 'APPROVED')).toBe(true);
    const named = await api.get('viewer', `${A}/list?huoDongMingCheng=${encodeURIComponent('（二）')}`);
    expect(named.e.dataList.map((x: { huoDongMingCheng: string }) => x.huoDongMingCheng)).toEqual(['储罐检修（二）']);
  });
});
