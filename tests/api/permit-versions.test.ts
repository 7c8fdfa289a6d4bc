// Issue 16 item 9 (GB 30871 4.18, no alterations): once submitted, a permit's form changes only with a reason, as a
// new version whose old content is kept and whose change is in the history; a once-submitted permit is never
// removed (only discarded), and the database keeps it at least a year. A refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveAll, createDraft, formFor, kindUrl, permitApi, signBriefing, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const KIND = 'DONG_TU' as const;
const URL = kindUrl(KIND);
const Z = `${TSZY}/zuoYePiao`;

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(() => t?.close());

const detail = async (id: number) => (await api.get('staff01', `${Z}/detail?id=${id}`)).e;
const versions = async (id: number) => (await api.get('staff01', `${Z}/versions?id=${id}`)).e;
/** Saves `form` (the permit's, its planned times unchanged) with `over` over it. */
const save = (id: number, form: Record<string, unknown>, over: Record<string, unknown>) =>
  api.post('staff01', `${URL}/saveOrUpdate`, { ...form, id, ...over });

/** A permit of staff01, submitted and then revoked: back in DRAFT, once submitted. */
async function revoked(): Promise<{ id: number; form: Record<string, unknown> }> {
  const form = formFor(KIND);
  const r = await api.post('staff01', `${URL}/saveOrUpdate`, form);
  const id = r.e.id as number;
  await signBriefing(api, KIND, r.e);
  expect((await api.post('staff01', `${URL}/submit`, { id })).e.zhuangTai).toBe('APPROVING');
  expect((await api.post('staff01', `${URL}/revoke`, { id })).e).toMatchObject({ zhuangTai: 'DRAFT', tiJiaoGuo: true, banBen: 1 });
  return { id, form };
}

describe('a change after submit is a new version with its reason', () => {
  it('a never-submitted draft edits freely: no reason, no version, no event', async () => {
    const form = formFor(KIND);
    const { id, banBen, tiJiaoGuo } = await createDraft(api, KIND, form);
    expect({ banBen, tiJiaoGuo }).toEqual({ banBen: 1, tiJiaoGuo: false });
    const r = await save(id, form, { zuoYeNeiRong: '改过的内容', jiHuaJieShuShiJian: new Date(Date.now() + 3_600_000).toISOString() });
    expect(r.status).toBe(200);
    expect(r.e).toMatchObject({ zuoYeNeiRong: '改过的内容', banBen: 1 });
    expect((await detail(id)).events.map((e: { action: string }) => e.action)).toEqual(['create']);
    expect(await versions(id)).toEqual([]);
  });

  it('refuses a change of a revoked permit without a reason (400 naming 修改原因), nothing changed', async () => {
    const { id, form } = await revoked();
    const before = await detail(id);
    for (const reason of [undefined, '   ']) {
      const r = await save(id, form, { zuoYeNeiRong: '换一根管线', ...(reason === undefined ? {} : { xiuGaiYuanYin: reason }) });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('请填写修改原因：作业票已提交过，修改内容将生成新版本');
      expect(r.body.errors).toEqual([{ field: 'xiuGaiYuanYin', message: '请填写修改原因：作业票已提交过，修改内容将生成新版本' }]);
    }
    expect(await detail(id)).toEqual(before);
    expect(await versions(id)).toEqual([]);
  });

  it('with a reason: version 2, the old content kept, the change in the history', async () => {
    const { id, form } = await revoked();
    const r = await save(id, form, { zuoYeNeiRong: '换一根管线', dongTuShenDu: 2, xiuGaiYuanYin: '现场勘查后加深' });
    expect(r.status).toBe(200);
    expect(r.e).toMatchObject({ banBen: 2, zuoYeNeiRong: '换一根管线', dongTuShenDu: 2, zhuangTai: 'DRAFT' });
    expect(r.e).not.toHaveProperty('xiuGaiYuanYin');
    const d = await detail(id);
    const ev = d.events.at(-1);
    expect(ev).toMatchObject({ action: 'update', from: 'DRAFT', to: 'DRAFT', opinion: '现场勘查后加深', byName: expect.any(String) });
    expect(ev.detail).toEqual({
      version: 2,
      reason: '现场勘查后加深',
      changes: [
        { field: 'zuoYeNeiRong', label: '作业内容', before: form.zuoYeNeiRong, after: '换一根管线' },
        { field: 'dongTuShenDu', label: '动土深度（米）', before: form.dongTuShenDu, after: 2 },
      ],
    });
    const [v1, ...rest] = await versions(id);
    expect(rest).toEqual([]);
    expect(v1).toMatchObject({ version: 1, reason: '现场勘查后加深', site: form.zuoYeDiDian });
    expect(v1.data).toMatchObject({ zuoYeNeiRong: form.zuoYeNeiRong, dongTuShenDu: form.dongTuShenDu });

    // The same content again changes nothing and needs no reason; the next change is version 3.
    const same = await save(id, form, { zuoYeNeiRong: '换一根管线', dongTuShenDu: 2 });
    expect(same.status).toBe(200);
    expect(same.e.banBen).toBe(2);
    expect((await detail(id)).events.length).toBe(d.events.length);
    const third = await save(id, form, { zuoYeNeiRong: '再换一次', dongTuShenDu: 2, xiuGaiYuanYin: '图纸变更' });
    expect(third.e.banBen).toBe(3);
    expect((await versions(id)).map((v: { version: number; data: { zuoYeNeiRong: string } }) => [v.version, v.data.zuoYeNeiRong])).toEqual([
      [1, form.zuoYeNeiRong],
      [2, '换一根管线'],
    ]);
    // Resubmitted: the new content is what is approved.
    expect((await api.post('staff01', `${URL}/submit`, { id })).e).toMatchObject({ zhuangTai: 'APPROVING', banBen: 3, zuoYeNeiRong: '再换一次' });
  });

  it('a permit returned by an approver is frozen too', async () => {
    const form = formFor(KIND);
    const { id } = await createDraft(api, KIND, form);
    await api.post('staff01', `${URL}/submit`, { id });
    const part = await api.get('staff01', `${URL}/participants?id=${id}`);
    const cur = part.e.slots.find((s: { current: boolean }) => s.current);
    const back = await api.post('cj01', `${URL}/zhongShen`, { id, decision: 'return', slotIndex: cur.index, opinion: '措施不全' });
    expect(back.e).toMatchObject({ zhuangTai: 'DRAFT', tiJiaoGuo: true });
    expect((await save(id, form, { zuoYeNeiRong: '补全措施' })).status).toBe(400);
    expect((await save(id, form, { zuoYeNeiRong: '补全措施', xiuGaiYuanYin: '按退回意见补全' })).e.banBen).toBe(2);
  });
});

describe('a once-submitted permit is never removed, only discarded', () => {
  it('refuses removing a discarded once-submitted permit (409), nothing changed; no 删除 offered', async () => {
    const { id } = await revoked();
    expect((await api.post('staff01', `${Z}/discard`, { id, opinion: '不再作业' })).e.zhuangTai).toBe('DISCARDED');
    const before = await detail(id);
    expect(before.allowedActions).toEqual(['resume']);
    const r = await api.post('staff01', `${Z}/remove`, { id });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('作业票已提交过，不能删除，只能作废（提交过的作业票至少保留一年）');
    expect(await detail(id)).toEqual(before);
    // Back in DRAFT (resumed) it is still not removable, even by the enterprise's administrator.
    await api.post('staff01', `${Z}/resume`, { id });
    expect((await detail(id)).allowedActions).not.toContain('remove');
    expect((await api.post('qyadmin', `${Z}/remove`, { id })).status).toBe(409);
  });

  it('removes a never-submitted draft, discarded or not', async () => {
    const a = await createDraft(api, KIND);
    expect((await detail(a.id)).allowedActions).toContain('remove');
    expect((await api.post('staff01', `${Z}/remove`, { id: a.id })).e.zhuangTai).toBe('REMOVED');
    const b = await createDraft(api, KIND);
    await api.post('staff01', `${Z}/discard`, { id: b.id });
    expect((await api.post('staff01', `${Z}/remove`, { id: b.id })).e.zhuangTai).toBe('REMOVED');
  });

  it('the database refuses to delete a once-submitted permit younger than a year', async () => {
    const { id } = await approvedPermit();
    await expect(t.db.query('delete from permit where id = $1', [id])).rejects.toThrow(/kept at least a year/);
    expect((await detail(id)).zhuangTai).toBe('APPROVED');
  });
});

async function approvedPermit(): Promise<{ id: number }> {
  const { id } = await createDraft(api, KIND);
  await api.post('staff01', `${URL}/submit`, { id });
  await approveAll(api, KIND, id);
  return { id };
}
