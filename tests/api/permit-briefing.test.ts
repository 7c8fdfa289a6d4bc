// Issue 16 item 5, second half: the job hazard analysis (GB 30871 4.1) and the safety briefing (4.4, each worker
// signs) are parts of every permit, required before submission. Submit is refused (409, nothing changed) without
// an analysis or with an incomplete step, without a briefing, and while a worker has not signed; a worker signs with
// a signature of this permit drawn on the phone pages' pad (jiaoDiQianZi: 422 for another permit's, another
// person's or a used signature); a saving body cannot bring a signature the permit does not hold or give one to
// another worker (400 at the row) and keeps the signatures it leaves out; the analyst and the briefer picked from
// staff are named; the old free texts 安全交底人 / 接受交底人 stay readable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawSignature, formFor, kindUrl, permitApi, signBriefing, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const KIND = 'DONG_TU';
/** The briefing content of formFor. */
const CONTENT = '作业风险与安全措施、应急处置';
const URL = kindUrl(KIND);
const Z = `${TSZY}/zuoYePiao`;

let t: TestApp;
let api: PermitApi;
let staffId = 0;

const stored = async (id: number) =>
  (await t.db.query<{ state: string; data: Record<string, unknown>; updated_at: Date }>('select state, data, updated_at from permit where id = $1', [id]))[0];
const save = (body: Record<string, unknown>) => api.post('staff01', `${URL}/saveOrUpdate`, body);
const submit = (id: number) => api.post('staff01', `${URL}/submit`, { id });
const sign = (id: number, zuoYeRen: number, signatureId: number, login = 'staff01') => api.post(login, `${URL}/jiaoDiQianZi`, { id, zuoYeRen, signatureId });

/** A draft saved from formFor with `over`; its workers have not signed. */
async function draft(over: Record<string, unknown> = {}) {
  const r = await save(formFor(KIND, over));
  expect(r.status, r.body.msg).toBe(200);
  return r.e;
}

/** Submit is refused with 409 and `msg`, and the permit is as before. */
async function refusedSubmit(id: number, msg: string) {
  const before = await stored(id);
  const r = await submit(id);
  expect(r.status).toBe(409);
  expect(r.body.msg).toBe(msg);
  expect(await stored(id)).toEqual(before);
}

beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
  const [{ id }] = await t.db.query<{ id: number }>("insert into staffinfo(tenant_id, name) values (1001, '交底作业人甲') returning id");
  staffId = Number(id);
});
afterAll(() => t?.close());

describe('the job hazard analysis is required before submission', () => {
  it.each([
    ['none', { fengXianFenXi: undefined }, '尚未进行工作危害分析：请至少填写一个作业步骤及其危害因素和控制措施后再提交（GB 30871 4.1）'],
    ['an empty list', { fengXianFenXi: [] }, '尚未进行工作危害分析：请至少填写一个作业步骤及其危害因素和控制措施后再提交（GB 30871 4.1）'],
    ['a step without controls', { fengXianFenXi: [{ buZhou: '开挖', weiHai: '塌方' }] }, '工作危害分析第1行未填写控制措施'],
    ['a second step without hazards', { fengXianFenXi: [{ buZhou: '开挖', weiHai: '塌方', kongZhi: '放坡' }, { buZhou: '回填', kongZhi: '分层夯实' }] }, '工作危害分析第2行未填写危害因素'],
  ])('refuses %s (409, nothing changed)', async (_, over, msg) => {
    const p = await draft(over);
    await signBriefing(api, KIND, p);
    await refusedSubmit(p.id, msg);
  });

  it('names the analyst picked from staff; an unknown one is refused at its row, nothing saved', async () => {
    const p = await draft({ fengXianFenXi: [{ buZhou: '开挖', weiHai: '塌方', kongZhi: '放坡', fenXiRenYuan: staffId }] });
    expect(p.fengXianFenXi).toEqual([{ buZhou: '开挖', weiHai: '塌方', kongZhi: '放坡', fenXiRenYuan: staffId, fenXiRen: '交底作业人甲' }]);
    const n = Number((await t.db.query<{ n: number }>('select count(*)::int as n from permit')).at(0)?.n);
    const r = await save(formFor(KIND, { fengXianFenXi: [{ buZhou: '开挖', fenXiRenYuan: 99999999 }] }));
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'fengXianFenXi.0.fenXiRenYuan', message: '分析人不存在或已删除：99999999' }]);
    expect(Number((await t.db.query<{ n: number }>('select count(*)::int as n from permit')).at(0)?.n)).toBe(n);
  });
});

describe('the safety briefing is given and signed by every worker before submission', () => {
  it('refuses a permit without a briefer or content (409, nothing changed)', async () => {
    const none = await draft({ anQuanJiaoDi: undefined });
    await refusedSubmit(none.id, '尚未进行安全交底：请填写安全交底的交底人后再提交（GB 30871 4.4）');
    const empty = await draft({ anQuanJiaoDi: { jiaoDiRen: '赵志强', jiaoDiNeiRong: '  ' } });
    await refusedSubmit(empty.id, '尚未进行安全交底：请填写安全交底的交底内容后再提交（GB 30871 4.4）');
  });

  it('refuses while a worker has not signed, naming the first; submits once every worker signed', async () => {
    const p = await draft({ zuoYeRen: [{ xingMing: '刘洋' }, { xingMing: '王五' }] });
    await refusedSubmit(p.id, '作业人「刘洋」尚未在安全交底上签字：每名作业人须在作业票的手机页面签字确认交底后才能提交');
    const signed = await sign(p.id, 0, await drawSignature(api, p.id));
    expect(signed.status, signed.body.msg).toBe(200);
    expect(signed.e.anQuanJiaoDi.qianZi).toEqual([{ xingMing: '刘洋', qianMing: expect.any(Number), shiJian: expect.any(String) }]);
    await refusedSubmit(p.id, '作业人「王五」尚未在安全交底上签字：每名作业人须在作业票的手机页面签字确认交底后才能提交');
    expect((await sign(p.id, 1, await drawSignature(api, p.id))).status).toBe(200);
    const s = await submit(p.id);
    expect(s.status, s.body.msg).toBe(200);
    expect(s.e.zhuangTai).toBe('APPROVING');
    // Submitted: the briefing is frozen with the permit.
    const late = await sign(p.id, 0, await drawSignature(api, p.id));
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('作业票已提交，安全交底不能再签字（当前状态：审批中）');
  });

  it('matches a staff worker by staff id: renamed, the row is still signed; the signature names the staff member', async () => {
    const p = await draft({ zuoYeRen: [{ xingMing: '交底作业人甲', renYuan: staffId }] });
    const r = await sign(p.id, 0, await drawSignature(api, p.id));
    expect(r.e.anQuanJiaoDi.qianZi[0]).toMatchObject({ xingMing: '交底作业人甲', renYuan: staffId });
    const renamed = await save({ ...r.e, zuoYeRen: [{ xingMing: '甲', renYuan: staffId }] });
    expect(renamed.status, renamed.body.msg).toBe(200);
    expect((await submit(p.id)).status).toBe(200);
  });

  it('a worker signing again replaces the earlier signature', async () => {
    const p = await draft();
    const first = await drawSignature(api, p.id);
    await sign(p.id, 0, first);
    const second = await drawSignature(api, p.id);
    const r = await sign(p.id, 0, second);
    expect(r.e.anQuanJiaoDi.qianZi.map((s: { qianMing: number }) => s.qianMing)).toEqual([second]);
  });
});

describe('a briefing signature is this permit’s, drawn by the caller, for one worker', () => {
  it.each([
    ['another permit’s signature', 'other', '签名不是签在这条记录上的，请重新签名'],
    ['another person’s signature', 'person', '签名不是本人的，请本人重新签名'],
    ['a signature used already', 'used', '签名已被使用过，请重新签名'],
    ['no such signature', 'none', '签名不存在'],
  ] as const)('refuses %s (422 naming signatureId, nothing changed)', async (_, which, msg) => {
    const p = await draft({ zuoYeRen: [{ xingMing: '刘洋' }, { xingMing: '王五' }] });
    const other = await draft();
    const signatureId =
      which === 'other'
        ? await drawSignature(api, other.id)
        : which === 'person'
          ? await drawSignature(api, p.id, 'cj01')
          : which === 'used'
            ? await drawSignature(api, p.id)
            : 99999999;
    if (which === 'used') expect((await sign(p.id, 0, signatureId)).status).toBe(200);
    const before = await stored(p.id);
    const r = await sign(p.id, 1, signatureId);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 422, msg, errors: [{ field: 'signatureId', message: msg }] });
    expect(await stored(p.id)).toEqual(before);
  });

  it('refuses a worker row the permit does not have (400 naming zuoYeRen)', async () => {
    const p = await draft();
    const r = await sign(p.id, 3, await drawSignature(api, p.id));
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'zuoYeRen', message: '作业人第4行不存在' }]);
  });

  it('a saving body cannot bring a signature the permit does not hold, nor give one to another worker (400 at the row)', async () => {
    const p = await draft({ zuoYeRen: [{ xingMing: '刘洋' }, { xingMing: '王五' }] });
    const held = (await sign(p.id, 0, await drawSignature(api, p.id))).e;
    const mine = held.anQuanJiaoDi.qianZi[0].qianMing as number;
    const loose = await drawSignature(api, p.id);
    const before = await stored(p.id);
    const brought = await save({ ...held, anQuanJiaoDi: { ...held.anQuanJiaoDi, qianZi: [...held.anQuanJiaoDi.qianZi, { xingMing: '王五', qianMing: loose }] } });
    expect(brought.status).toBe(400);
    expect(brought.body.errors).toEqual([{ field: 'anQuanJiaoDi.qianZi.1.qianMing', message: `签名${loose}不是本作业票的安全交底签名：交底签名须由作业人在作业票的手机页面签写` }]);
    const moved = await save({ ...held, anQuanJiaoDi: { ...held.anQuanJiaoDi, qianZi: [{ xingMing: '王五', qianMing: mine }] } });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual([{ field: 'anQuanJiaoDi.qianZi.0.qianMing', message: `签名${mine}是「刘洋」的交底签名，不是「王五」的` }]);
    expect(await stored(p.id)).toEqual(before);
    // A new permit holds no signature yet.
    const fresh = await save(formFor(KIND, { anQuanJiaoDi: { ...held.anQuanJiaoDi } }));
    expect(fresh.status).toBe(400);
    expect(fresh.body.errors?.[0].field).toBe('anQuanJiaoDi.qianZi.0.qianMing');
  });

  it('keeps the signatures a saving body leaves out (a form opened before the worker signed)', async () => {
    const p = await draft();
    await sign(p.id, 0, await drawSignature(api, p.id));
    const r = await save({ ...formFor(KIND), id: p.id, zuoYeNeiRong: '补充：注意地下电缆', anQuanJiaoDi: { jiaoDiRen: '赵志强', jiaoDiNeiRong: CONTENT } });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.e.anQuanJiaoDi).toMatchObject({ jiaoDiNeiRong: CONTENT, qianZi: [{ xingMing: '刘洋' }] });
    expect((await submit(p.id)).status).toBe(200);
  });
});

describe('a change of the briefing content after workers signed', () => {
  const events = async (id: number) => (await api.get('staff01', `${Z}/detail?id=${id}`)).e.events as { action: string; byName: string; detail?: { workers: { xingMing: string }[] } }[];

  it('voids their signatures, records who changed it in the history, and the detail names who signs again until they do', async () => {
    const p = await draft({ zuoYeRen: [{ xingMing: '刘洋' }, { xingMing: '王五' }] });
    const signed = await signBriefing(api, KIND, p);
    expect(signed.anQuanJiaoDi.qianZi).toHaveLength(2);
    // The desktop form sends the signatures it showed back with the new content: they no longer count.
    const r = await save({ ...formFor(KIND), id: p.id, zuoYeRen: signed.zuoYeRen, anQuanJiaoDi: { ...signed.anQuanJiaoDi, jiaoDiNeiRong: `${CONTENT}；补充：注意地下电缆` } });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.e.anQuanJiaoDi.qianZi).toBeUndefined();
    const reset = (await events(p.id)).filter((e) => e.action === 'briefingReset');
    expect(reset).toEqual([expect.objectContaining({ byName: '张伟', from: 'DRAFT', to: 'DRAFT', detail: { workers: [{ xingMing: '刘洋' }, { xingMing: '王五' }] } })]);
    const detail = async () => (await api.get('staff01', `${Z}/detail?id=${p.id}`)).e;
    expect((await detail()).jiaoDiChongQian).toEqual(['刘洋', '王五']);
    await refusedSubmit(p.id, '作业人「刘洋」尚未在安全交底上签字：每名作业人须在作业票的手机页面签字确认交底后才能提交');

    await sign(p.id, 0, await drawSignature(api, p.id));
    expect((await detail()).jiaoDiChongQian).toEqual(['王五']);
    await sign(p.id, 1, await drawSignature(api, p.id));
    expect((await detail()).jiaoDiChongQian).toEqual([]);
    expect((await submit(p.id)).status).toBe(200);
  });

  it('keeps the signatures when only other fields change, and adds no event', async () => {
    const p = await signBriefing(api, KIND, await draft());
    const r = await save({ ...formFor(KIND), id: p.id, zuoYeNeiRong: '换一段管线', anQuanJiaoDi: { jiaoDiRen: '李安全', jiaoDiNeiRong: ` ${CONTENT} ` } });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.e.anQuanJiaoDi.qianZi).toHaveLength(1);
    expect((await events(p.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('a refused saving voids nothing', async () => {
    const p = await signBriefing(api, KIND, await draft());
    const before = await stored(p.id);
    const r = await save({ ...formFor(KIND), id: p.id, zuoYeDiDian: '', anQuanJiaoDi: { jiaoDiRen: '赵志强', jiaoDiNeiRong: '新内容' } });
    expect(r.status).toBe(400);
    expect(await stored(p.id)).toEqual(before);
    expect((await events(p.id)).map((e) => e.action)).toEqual(['create']);
  });
});

describe('the participants', () => {
  it('name the briefer of the safety briefing as 交底人', async () => {
    const p = await draft();
    expect((await api.get('staff01', `${URL}/participants?id=${p.id}`)).e.people).toMatchObject({ jiaoDiRen: '赵志强' });
  });
});

describe('the free texts of the briefing before it', () => {
  it('a permit with 安全交底人 and 接受交底人 still saves and reads them', async () => {
    const p = await draft({ jiaoDiRen: '赵志强', jieShouRen: '刘洋' });
    const d = await api.get('staff01', `${Z}/detail?id=${p.id}`);
    expect(d.e).toMatchObject({ jiaoDiRen: '赵志强', jieShouRen: '刘洋' });
  });
});
