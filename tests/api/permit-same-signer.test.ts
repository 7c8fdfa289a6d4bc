// Issue 16 item 2: one person signs at most one approve-phase slot of a permit unless the enterprise allows it
// (fieldConfig.allowSameSigner, snapshotted at submission), and nobody approves their own application. A refusal
// is a 409 naming the slot already signed and changes nothing; allowedActions, participants, the inbox (todo and
// /workflow/inbox) and indexStats do not offer the permit to the person the rule refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFor, kindUrl, permitApi, signBriefing, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const GAO = kindUrl('GAO_CHU');
const Z = `${TSZY}/zuoYePiao`;
const SAME = '您已签署本作业票的「审核部门意见」，同一人不能签署两个环节';

let t: TestApp;
let api: PermitApi;

beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(async () => {
  await t?.close();
});

const detail = async (id: number) => (await api.get('staff01', `${Z}/detail?id=${id}`)).e;
const allowed = async (login: string, id: number): Promise<string[]> => (await api.get(login, `${Z}/detail?id=${id}`)).e.allowedActions;
const todoIds = async (login: string): Promise<number[]> =>
  (await api.get(login, `${Z}/todo?pageIndex=1&pageSize=50`)).e.dataList.map((i: { recordId: number }) => i.recordId);
async function inboxIds(login: string): Promise<number[]> {
  const res = await t.call({ url: '/zax-cloud/workflow/inbox?pageIndex=1&pageSize=50', token: await api.token(login) });
  expect(res.statusCode).toBe(200);
  return (res.json().data.dataList as { module: string; recordId: number }[]).filter((i) => i.module === 'tszy').map((i) => Number(i.recordId));
}
const approve = (login: string, id: number, slotIndex: number) => api.post(login, `${GAO}/zhongShen`, { id, decision: 'approve', slotIndex, opinion: '同意' });

/** A Ⅲ级 height permit (20 m) applied and submitted by `by`: 所在单位 770 → 审核部门 769 → 审批部门 769. */
async function submittedIII(by = 'staff01'): Promise<number> {
  const r = await api.post(by, `${GAO}/saveOrUpdate`, formFor('GAO_CHU', { zuoYeGaoDu: 20 }));
  expect(r.status, r.body.msg).toBe(200);
  expect(r.e.jiBieDaiMa).toBe('III');
  await signBriefing(api, 'GAO_CHU', r.e, by);
  const s = await api.post(by, `${GAO}/submit`, { id: r.e.id });
  expect(s.status, s.body.msg).toBe(200);
  return r.e.id as number;
}

/** Signed up to 审批部门 by cj01 and aq01. */
async function awaitingApproval(): Promise<number> {
  const id = await submittedIII();
  expect((await approve('cj01', id, 1)).status).toBe(200);
  expect((await approve('aq01', id, 2)).status).toBe(200);
  return id;
}

describe('one person, one approval slot', () => {
  it('refuses aq01 a second slot with 409 naming the slot signed, and changes nothing', async () => {
    const id = await awaitingApproval();
    const before = await detail(id);
    const events = (await t.db.query('select count(*)::int as n from permit_event where permit_id = $1', [id]))[0];
    const r = await approve('aq01', id, 3);
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe(SAME);
    // A return is an opinion of the slot too: refused the same.
    const back = await api.post('aq01', `${GAO}/zhongShen`, { id, decision: 'return', slotIndex: 3, opinion: '退回' });
    expect(back.status).toBe(409);
    expect(back.body.msg).toBe(SAME);
    expect(await detail(id)).toEqual(before);
    expect((await t.db.query('select count(*)::int as n from permit_event where permit_id = $1', [id]))[0]).toEqual(events);
  });

  it('offers 审批 and the inbox item to the second holder of the role only', async () => {
    const id = await awaitingApproval();
    expect(await allowed('aq01', id)).not.toContain('audit');
    expect(await allowed('aq02', id)).toContain('audit');
    expect((await api.get('aq01', `${GAO}/participants?id=${id}`)).e.canAudit).toBe(false);
    const part = (await api.get('aq02', `${GAO}/participants?id=${id}`)).e;
    expect(part.canAudit).toBe(true);
    expect(part.slots[3].approvers.map((a: { userName: string }) => a.userName)).toEqual(['钱审核']);
    expect(await todoIds('aq01')).not.toContain(id);
    expect(await todoIds('aq02')).toContain(id);
    expect(await inboxIds('aq01')).not.toContain(id);
    expect(await inboxIds('aq02')).toContain(id);
    for (const login of ['aq01', 'aq02', 'cj01', 'cj02', 'staff01']) {
      const stats = (await api.get(login, `${Z}/indexStats`)).e;
      expect((await todoIds(login)).length, login).toBe(stats.awaitingMyApproval);
    }
    const r = await approve('aq02', id, 3);
    expect(r.status, r.body.msg).toBe(200);
    expect(r.e.zhuangTai).toBe('APPROVED');
  });

  it('refuses an approver their own application, whatever the enterprise allows', async () => {
    const id = await submittedIII('cj01');
    const before = await detail(id);
    const r = await approve('cj01', id, 1);
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('您是本作业票的申请人或提交人，不能审批自己的申请（「所在单位意见」）');
    expect(await detail(id)).toEqual(before);
    expect(await allowed('cj01', id)).not.toContain('audit');
    expect(await todoIds('cj01')).not.toContain(id);
    expect(await allowed('cj02', id)).toContain('audit');
    expect((await approve('cj02', id, 1)).status).toBe(200);
  });
});

describe('allowSameSigner: the enterprise allows one person several slots', () => {
  it('is off by default, saved and read back by qyadmin only, a boolean', async () => {
    expect((await api.get('viewer', `${TSZY}/fieldConfig`)).e.allowSameSigner).toBe(false);
    expect((await api.post('staff01', `${TSZY}/fieldConfig`, { allowSameSigner: true })).status).toBe(403);
    const bad = await api.post('qyadmin', `${TSZY}/fieldConfig`, { allowSameSigner: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('allowSameSigner');
    expect((await api.get('viewer', `${TSZY}/fieldConfig`)).e.allowSameSigner).toBe(false);
  });

  it('lets aq01 sign 审核部门 and 审批部门 of a permit submitted while allowed; a permit keeps the rule of its submission', async () => {
    const earlier = await awaitingApproval();
    const on = await api.post('qyadmin', `${TSZY}/fieldConfig`, { allowSameSigner: true });
    expect(on.status, on.body.msg).toBe(200);
    expect(on.e.allowSameSigner).toBe(true);
    expect((await api.get('viewer', `${TSZY}/fieldConfig`)).e).toMatchObject({ allowSameSigner: true, windPolicy: 'refuse' });

    // Submitted before: still one person, one slot.
    expect((await approve('aq01', earlier, 3)).body.msg).toBe(SAME);

    const id = await awaitingApproval();
    expect(await allowed('aq01', id)).toContain('audit');
    expect(await todoIds('aq01')).toContain(id);
    const r = await approve('aq01', id, 3);
    expect(r.status, r.body.msg).toBe(200);
    expect(r.e.zhuangTai).toBe('APPROVED');

    // Own application stays refused.
    const own = await submittedIII('cj01');
    expect((await approve('cj01', own, 1)).status).toBe(409);

    // Switched off again: the permits submitted under it keep it.
    const pending = await awaitingApproval();
    expect((await api.post('qyadmin', `${TSZY}/fieldConfig`, { allowSameSigner: false })).e.allowSameSigner).toBe(false);
    expect((await approve('aq01', pending, 3)).status).toBe(200);
    const after = await awaitingApproval();
    expect((await approve('aq01', after, 3)).body.msg).toBe(SAME);
  });

  it('keeps the other members of the field configuration when only the flag is posted', async () => {
    await api.post('qyadmin', `${TSZY}/fieldConfig`, { windPolicy: 'raise' });
    await api.post('qyadmin', `${TSZY}/fieldConfig`, { allowSameSigner: true });
    expect((await api.get('viewer', `${TSZY}/fieldConfig`)).e).toMatchObject({ windPolicy: 'raise', allowSameSigner: true });
    await api.post('qyadmin', `${TSZY}/fieldConfig`, { windPolicy: 'refuse' });
    expect((await api.get('viewer', `${TSZY}/fieldConfig`)).e).toMatchObject({ windPolicy: 'refuse', allowSameSigner: true });
  });
});
