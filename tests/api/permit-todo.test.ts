// Issue 11 items 10 and 11: the permits waiting for the caller's approval (GET zuoYePiao/todo, inbox items) and
// a warning read once its person has seen the record (POST riskWarning/readByRecord), not by listing the bell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, kindUrl, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const KIND = 'GAO_CHU' as const; // Ⅱ级: 所在单位意见 cj01 (车间主任), then 审核部门 and 审批部门 aq01 (安全管理部门)
const URL = kindUrl(KIND);
const TODO = `${TSZY}/zuoYePiao/todo`;

let t: TestApp;
let api: PermitApi;

beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(async () => {
  await t?.close();
});

async function submitted(): Promise<number> {
  const { id } = await createDraft(api, KIND);
  const r = await api.post('staff01', `${URL}/submit`, { id });
  if (r.status !== 200) throw new Error(r.body.msg);
  return id;
}
const todo = async (login: string, query = 'pageIndex=1&pageSize=50') => (await api.get(login, `${TODO}?${query}`)).e;
const ids = (page: { dataList: { recordId: number }[] }) => page.dataList.map((i) => i.recordId);
const warnings = async (login: string) =>
  (await api.get(login, `${TSZY}/riskWarning/current-login-staff?pageIndex=1&pageSize=100`)).e.dataList as {
    id: number;
    zuoYeId: number;
    status: string;
    kind: string;
  }[];

describe('GET zuoYePiao/todo', () => {
  it('lists a submitted permit for the holders of its current slot only, as an inbox item', async () => {
    const before = Date.now();
    const id = await submitted();
    const mine = await todo('cj01');
    const item = mine.dataList.find((i: { recordId: number }) => i.recordId === id);
    const permit = (await api.get('staff01', `${TSZY}/zuoYePiao/detail?id=${id}`)).e;
    expect(item).toMatchObject({
      kind: 'PERMIT_APPROVAL',
      key: `tszy:permit:${id}`,
      module: 'tszy',
      title: `高处作业票 ${permit.zuoYeBianHao}`,
      action: '待您审批：所在单位意见',
      summary: '一车间罐区，申请人 张伟',
      tags: ['高处', 'Ⅱ级'],
      link: `/tszy/detail/${id}`,
      zuoYeBianHao: permit.zuoYeBianHao,
      zuoYeLeiXing: 'GAO_CHU',
      zuoYeJiBie: 'Ⅱ级',
      zuoYeDiDian: '一车间罐区',
      shenQingRen: '张伟',
      dangQianHuanJie: '所在单位意见',
    });
    // Waiting since the submission.
    const submit = permit.events.find((e: { action: string }) => e.action === 'submit');
    expect(Date.parse(item.since)).toBe(Date.parse(submit.at));
    expect(Date.parse(item.since)).toBeGreaterThanOrEqual(before - 1000);
    for (const other of ['aq01', 'gm01', 'staff01', 'viewer']) expect(ids(await todo(other))).not.toContain(id);
  });

  it('follows the permit from slot to slot and drops it once approved or revoked', async () => {
    const id = await submitted();
    await api.post('cj01', `${URL}/zhongShen`, { id, decision: 'approve', slotIndex: 1 });
    expect(ids(await todo('cj01'))).not.toContain(id);
    const aq = (await todo('aq01')).dataList.find((i: { recordId: number }) => i.recordId === id);
    expect(aq.action).toBe('待您审批：审核部门意见');
    await api.post('staff01', `${URL}/revoke`, { id });
    expect(ids(await todo('aq01'))).not.toContain(id);
  });

  it('counts what indexStats counts with the domain’s canAudit, for every account', async () => {
    await submitted();
    for (const login of ['cj01', 'aq01', 'gm01', 'staff01', 'qyadmin', 'viewer']) {
      const stats = (await api.get(login, `${TSZY}/zuoYePiao/indexStats`)).e;
      expect((await todo(login)).total, login).toBe(stats.awaitingMyApproval);
    }
  });

  it('pages, longest waiting first', async () => {
    await submitted();
    await submitted();
    const all = await todo('cj01');
    expect(all.total).toBeGreaterThanOrEqual(2);
    const since = all.dataList.map((i: { since: string }) => Date.parse(i.since));
    expect(since).toEqual([...since].sort((a, b) => a - b));
    const second = await todo('cj01', 'pageIndex=2&pageSize=1');
    expect(second.total).toBe(all.total);
    expect(ids(second)).toEqual([all.dataList[1].recordId]);
  });

  it('refuses a bad page with the field, and an enterprise without the module', async () => {
    const r = await api.get('cj01', `${TODO}?pageSize=500`);
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0].field).toBe('pageSize');
    expect((await api.get('qyadmin2', TODO)).status).toBe(403);
  });
});

describe('POST riskWarning/readByRecord', () => {
  it('marks the person’s warnings of that permit read; listing the bell does not', async () => {
    const id = await submitted();
    const other = await submitted();
    const listed = await warnings('cj01');
    const of = (pid: number) => listed.filter((w) => w.zuoYeId === pid);
    expect(of(id).map((w) => [w.kind, w.status])).toEqual([['PERMIT_AWAITING', 'NEW']]);
    // Listed, still unread.
    expect((await warnings('cj01')).filter((w) => w.zuoYeId === id).map((w) => w.status)).toEqual(['NEW']);

    const r = await api.post('cj01', `${TSZY}/riskWarning/readByRecord`, { model: 'tszy', zuoYeId: id });
    expect(r.status).toBe(200);
    expect(r.e).toEqual({ updated: 1 });
    const after = await warnings('cj01');
    expect(after.filter((w) => w.zuoYeId === id).map((w) => w.status)).toEqual(['CLOSE']);
    expect(after.filter((w) => w.zuoYeId === other).map((w) => w.status)).toEqual(['NEW']);
    // Seen again: nothing left to mark.
    expect((await api.post('cj01', `${TSZY}/riskWarning/readByRecord`, { model: 'tszy', zuoYeId: id })).e).toEqual({ updated: 0 });
  });

  it('marks only the caller’s own warnings', async () => {
    const id = await submitted();
    // staff01 seeing the permit leaves cj01's warning unread.
    expect((await api.post('staff01', `${TSZY}/riskWarning/readByRecord`, { model: 'tszy', zuoYeId: id })).e).toEqual({ updated: 0 });
    expect((await warnings('cj01')).filter((w) => w.zuoYeId === id).map((w) => w.status)).toEqual(['NEW']);
  });

  it('refuses a bad body with the field named', async () => {
    const noId = await api.post('cj01', `${TSZY}/riskWarning/readByRecord`, { model: 'tszy' });
    expect(noId.status).toBe(400);
    expect(noId.body.errors?.[0].field).toBe('zuoYeId');
    const badModel = await api.post('cj01', `${TSZY}/riskWarning/readByRecord`, { model: 'nope', zuoYeId: 1 });
    expect(badModel.status).toBe(400);
    expect(badModel.body.errors?.[0].field).toBe('model');
  });
});
