// Contractor workers on a permit (issue 20 item 4; docs/permit-api.md "Contractor workers"): a 作业人 row names a
// contractor worker by `chengBaoShangRenYuan`; saving refuses one that may not be named at that row's field (400),
// and submitting asks again (409) so a contractor suspended after the draft was saved stops the permit. Each refusal
// names the person; nothing changes. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicPost, contractorRecord, type Post, type Row } from './helpers/contractor-fixtures.ts';
import { createDraft, formFor, kindUrl, permitApi, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
let admin: string;


let post: Post;
const contractor = (name: string, creditCode: string, admit: boolean) => contractorRecord(post, name, creditCode, admit);
const worker = (contractorId: number, name: string, idCard: string, extra: Record<string, unknown> = {}) =>
  post('contractor-user', { name, contractorId, idCard, mobile: '13800002222', gender: 'male', workType: '焊工', targetRole: 'special_operator', entryDate: '2026-11-01', trainingStatus: 'passed', ...extra });
/** A valid 焊接与热切割作业 certificate of the worker (hot work requires it: issue 16 item 4, permit-worker-certificates.test.ts). */
const welder = (w: Row, certNo = `T-${w.id}`) =>
  post('special-operator', {
    name: w.name, contractorUserId: w.id, gender: 'male', idCard: w.idCard, mobile: '13800002222', operationCategory: 'welding', operationItem: '熔化焊接与热切割作业', certNo, certStart: '2025-01-01', certEnd: '2099-12-31',
  });
const permits = async () => Number((await t.db.query<{ n: number }>('select count(*)::int as n from permit')).at(0)?.n);

let admitted: Row;
let okWorker: Row;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  post = basicPost(t, admin);
  admitted = await contractor('苏州作业票承包工程有限公司', '91320594MA1MHT6A1X', true);
  okWorker = await worker(admitted.id, '赵焊工', '320501199001011238');
  await welder(okWorker, 'T2026ZH01');
});
afterAll(() => t?.close());

const withWorker = (id: number, xingMing: string) => ({ zuoYeRen: [{ xingMing: '本厂员工', zhengShuHao: 'T001' }, { xingMing, chengBaoShangRenYuan: id }] });

describe('saving a permit that names contractor workers', () => {
  it("keeps an admitted contractor's trained worker on the 作业人 row", async () => {
    const draft = await createDraft(api, 'DONG_HUO', withWorker(okWorker.id, '赵焊工'));
    expect(draft.zuoYeRen).toEqual([{ xingMing: '本厂员工', zhengShuHao: 'T001' }, { xingMing: '赵焊工', chengBaoShangRenYuan: okWorker.id, zhengShuHao: 'T2026ZH01' }]);
    const submitted = await api.post('staff01', `${kindUrl('DONG_HUO')}/submit`, { id: draft.id });
    expect(submitted.status, submitted.body.msg).toBe(200);
  });

  it.each([
    ['a not admitted contractor', async () => worker((await contractor('苏州未准入作业工程有限公司', '91320594MA1MHT6B2Y', false)).id, '钱电工', '320501199001020193'), (w: Row) => `${w.name}所属承包商“苏州未准入作业工程有限公司”尚未准入，不能列入作业票`],
    ['a worker whose admission is cancelled', async () => worker(admitted.id, '孙架子工', '320501199001020118', { voided: true }), (w: Row) => `承包商人员${w.name}已取消准入，不能列入作业票`],
    ['a worker past the end of the admission', async () => worker(admitted.id, '周起重工', '320501199001020134', { exitDate: '2026-11-02' }), (w: Row) => `承包商人员${w.name}的准入已于2026-11-02截止，不能列入作业票`],
    ['a worker without the training passed', async () => worker(admitted.id, '吴焊工', '320501199001020150', { trainingStatus: 'failed' }), (w: Row) => `承包商人员${w.name}的安全培训未考核合格（没有考核合格的承包商培训记录），不能列入作业票`],
  ])('refuses %s at the row, naming the person; nothing saved', async (_name, make, message) => {
    const w = await make();
    const before = await permits();
    const res = await api.post('staff01', `${kindUrl('GAO_CHU')}/saveOrUpdate`, { ...formFor('GAO_CHU'), ...withWorker(w.id, String(w.name)) });
    expect(res.status, res.body.msg).toBe(400);
    expect(res.body.msg).toBe(message(w));
    expect(res.body.errors).toEqual([{ field: 'zuoYeRen.1.chengBaoShangRenYuan', message: message(w) }]);
    expect(await permits()).toBe(before);
  });

  it('refuses an id that is no contractor worker, and a value that is no id at the field', async () => {
    const missing = await api.post('staff01', `${kindUrl('GAO_CHU')}/saveOrUpdate`, { ...formFor('GAO_CHU'), ...withWorker(99_999_999, '某人') });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('承包商人员不存在或已删除：99999999');
    const bad = await api.post('staff01', `${kindUrl('GAO_CHU')}/saveOrUpdate`, { ...formFor('GAO_CHU'), zuoYeRen: [{ xingMing: '某人', chengBaoShangRenYuan: '赵焊工' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('zuoYeRen.0.chengBaoShangRenYuan');
    expect(bad.body.msg).toMatch(/承包商人员/);
  });
});

describe('submitting a permit whose contractor was suspended after the draft was saved', () => {
  it('is refused with 409 naming the person and the contractor; the permit stays a draft', async () => {
    const c = await contractor('苏州后暂停工程有限公司', '91320594MA1MHT6C3Q', true);
    const w = await worker(c.id, '郑焊工', '320501199001020177');
    await welder(w);
    const draft = await createDraft(api, 'DONG_HUO', withWorker(w.id, '郑焊工'));
    await post('contractor-info', { id: c.id, opinion: '违章' }, '/suspend');
    const res = await api.post('staff01', `${kindUrl('DONG_HUO')}/submit`, { id: draft.id });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('郑焊工所属承包商“苏州后暂停工程有限公司”已暂停准入，不能列入作业票');
    const detail = await api.get('staff01', `/zax-cloud/tszy/zuoYePiao/detail?id=${draft.id}`);
    expect(detail.e.zhuangTai).toBe('DRAFT');
    expect(detail.e.events.map((e: { action: string }) => e.action)).toEqual(['create']);
  });
});

describe("the picker's search, GET /tszy/contractorWorkers", () => {
  it('lists the workers by name, each who may not be named with the reason naming the person', async () => {
    const c = await contractor('苏州搜索暂停工程有限公司', '91320594MA1MHT6D4R', true);
    const suspended = await worker(c.id, '冯搜索焊工', '320501199001020214');
    const fine = await worker(admitted.id, '冯搜索电工', '320501199001020230');
    await post('contractor-info', { id: c.id, opinion: '违章' }, '/suspend');
    const res = await api.get('staff01', `/zax-cloud/tszy/contractorWorkers?name=${encodeURIComponent('冯搜索')}`);
    expect(res.status, res.body.msg).toBe(200);
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    expect([...res.e.dataList].sort(byId)).toEqual([
      { id: suspended.id, name: '冯搜索焊工', certNo: null, contractor: '苏州搜索暂停工程有限公司', refusal: '冯搜索焊工所属承包商“苏州搜索暂停工程有限公司”已暂停准入，不能列入作业票' },
      { id: fine.id, name: '冯搜索电工', certNo: null, contractor: '苏州作业票承包工程有限公司', refusal: null },
    ]);
    const refused = await api.get('staff01', '/zax-cloud/tszy/contractorWorkers?pageSize=500');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('每页条数');
  });
});
