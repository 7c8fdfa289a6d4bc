import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedPermit, createDraft, kindUrl, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(() => t?.close());

const GAO = kindUrl('GAO_CHU');
const detail = async (id: number) => (await api.get('staff01', `${TSZY}/zuoYePiao/detail?id=${id}`)).e;
const unread = async (login: string) => (await api.get(login, `${TSZY}/zuoYePiao/appIndexCount`)).e.riskUnreadCount as number;

/** A height permit (8 m: Ⅱ级) submitted by staff01: slots 作业负责人, 所在单位 770, 审核部门 769, 审批部门 769, 完工验收. */
async function submittedHeight(): Promise<number> {
  const { id } = await createDraft(api, 'GAO_CHU');
  expect((await api.post('staff01', `${GAO}/submit`, { id })).e).toMatchObject({ zhuangTai: 'APPROVING', slotIndex: 1, jiBieDaiMa: 'II' });
  return id;
}

describe('approval (zhongShen)', () => {
  it('lists the people and the approvers of each slot', async () => {
    const id = await submittedHeight();
    const p = (await api.get('staff01', `${GAO}/participants?id=${id}`)).e;
    expect(p.people).toMatchObject({ zuoYeFuZeRen: '张伟', jianHuRen: '陈明', shenQingRen: '张伟' });
    expect(p.slots.map((s: { key: string }) => s.key)).toEqual(['fuZeRen', 'suoZaiDanWei', 'shenHeBuMen', 'shenPiBuMen', 'wanGongYanShou']);
    expect(p.slots[0]).toMatchObject({ decision: 'approve', signerName: '张伟' });
    expect(p.slots[1]).toMatchObject({ current: true, roles: ['workshopDirector'], roleNames: '车间主任' });
    expect(p.slots[1].approvers.map((a: { userName: string }) => a.userName)).toEqual(['赵主任', '孙副主任']);
    expect(p.slots[2].approvers.map((a: { staffName: string }) => a.staffName)).toEqual(['李安全', null]);
    expect(p.canAudit).toBe(false);
    expect((await api.get('cj01', `${GAO}/participants?id=${id}`)).e.canAudit).toBe(true);
  });

  it('refuses a wrong role with the domain’s reason and changes nothing', async () => {
    const id = await submittedHeight();
    const before = await detail(id);
    const r = await api.post('aq01', `${GAO}/zhongShen`, { id, decision: 'approve', slotIndex: 1 });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('当前审批环节「所在单位意见」须由车间主任审批');
    expect(await detail(id)).toEqual(before);
  });

  it('refuses approving out of order: a skipped or a stale slot', async () => {
    const id = await submittedHeight();
    const skip = await api.post('aq01', `${GAO}/zhongShen`, { id, decision: 'approve', slotIndex: 2 });
    expect(skip.status).toBe(409);
    expect(skip.body.msg).toContain('不能越级或重复审批');
    expect((await api.post('cj01', `${GAO}/zhongShen`, { id, decision: 'approve', slotIndex: 1, opinion: '同意作业' })).status).toBe(200);
    const before = await detail(id);
    const stale = await api.post('cj01', `${GAO}/zhongShen`, { id, decision: 'approve', slotIndex: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('不能越级或重复审批，当前审批环节为「审核部门意见」');
    expect(await detail(id)).toEqual(before);
    expect(before.slots[1]).toMatchObject({ decision: 'approve', opinion: '同意作业', signerName: '赵主任' });
  });

  it('a return needs an opinion, goes back to draft, and warns the submitter', async () => {
    const id = await submittedHeight();
    const before = await unread('staff01');
    const bare = await api.post('cj01', `${GAO}/zhongShen`, { id, decision: 'return', slotIndex: 1 });
    expect(bare.status).toBe(409);
    expect(bare.body.msg).toBe('退回时须填写审批意见');
    const r = await api.post('cj01', `${GAO}/zhongShen`, { id, decision: 'return', slotIndex: 1, opinion: '安全措施不全' });
    expect(r.status).toBe(200);
    expect(r.e).toMatchObject({ zhuangTai: 'DRAFT', slotIndex: null, tuiHui: { opinion: '安全措施不全', slotTitle: '所在单位意见', byName: '赵主任' } });
    expect(await unread('staff01')).toBe(before + 1);
    const list = (await api.get('staff01', `${TSZY}/riskWarning/current-login-staff?pageIndex=1&pageSize=50`)).e.dataList;
    const mine = list.find((w: { zuoYeId: number; kind: string }) => w.zuoYeId === id && w.kind === 'PERMIT_RETURNED');
    expect(mine).toMatchObject({ model: 'tszy', status: 'NEW', zuoYeLeiXing: 'GAO_CHU', zuoYeJiBie: 'Ⅱ级' });
    expect(mine.risk).toContain('安全措施不全');
    const ev = (await detail(id)).events.at(-1);
    expect(ev).toMatchObject({ action: 'audit', decision: 'return', from: 'APPROVING', to: 'DRAFT', byName: '赵主任', slotKey: 'suoZaiDanWei' });
    // The returned draft is editable and can be submitted again; approval starts over. It was submitted once, so
    // since issue 16 item 9 (GB 30871 4.18) the change needs its reason and makes version 2.
    const edited = await api.post('staff01', `${GAO}/saveOrUpdate`, { ...(await detail(id)), id, zuoYeGaoDu: 20, xiuGaiYuanYin: '按退回意见补全措施' });
    expect(edited.status, edited.body.msg).toBe(200);
    expect(edited.e).toMatchObject({ jiBieDaiMa: 'III', banBen: 2 });
    expect((await api.post('staff01', `${GAO}/submit`, { id })).e).toMatchObject({ zhuangTai: 'APPROVING', slotIndex: 1 });
  });

  it('warns the holders of the slot now awaiting approval', async () => {
    const before = await unread('aq01');
    const id = await submittedHeight();
    expect(await unread('aq01')).toBe(before);
    await api.post('cj01', `${GAO}/zhongShen`, { id, decision: 'approve', slotIndex: 1 });
    expect(await unread('aq01')).toBe(before + 1);
    const stats = (await api.get('aq01', `${TSZY}/zuoYePiao/indexStats`)).e;
    expect(stats.awaitingMyApproval).toBeGreaterThanOrEqual(1);
  });

  it('lets only the submitter revoke, back to draft', async () => {
    const id = await submittedHeight();
    const other = await api.post('qyadmin', `${GAO}/revoke`, { id });
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe('只有提交人可以撤回作业票');
    const own = await api.post('staff01', `${GAO}/revoke`, { id });
    expect(own.e).toMatchObject({ zhuangTai: 'DRAFT', slotIndex: null });
  });

  it('refuses an update once submitted and a call of another kind’s path', async () => {
    const id = await submittedHeight();
    const upd = await api.post('staff01', `${GAO}/saveOrUpdate`, { ...(await detail(id)), id });
    expect(upd.status).toBe(409);
    expect(upd.body.msg).toBe('作业票当前状态为「审批中」，只有草稿可以修改');
    const wrongKind = await api.post('staff01', `${kindUrl('DONG_TU')}/revoke`, { id });
    expect(wrongKind.status).toBe(404);
  });

  it('gives approval slots by grade: 一级 lifting ends with the general manager', async () => {
    const id = await approvedPermit(api, 'DIAO_ZHUANG', { diaoZhuangZhiLiang: 120 });
    const d = await detail(id);
    expect(d).toMatchObject({ jiBieDaiMa: 'YI_JI', zuoYeJiBie: '一级', zhuangTai: 'APPROVED' });
    expect(d.jiBieYiJu).toContain('大于 100 t');
    const last = d.slots.find((s: { key: string }) => s.key === 'shenPiBuMen');
    expect(last).toMatchObject({ roles: ['generalManager'], signerName: '王总' });
  });
});
