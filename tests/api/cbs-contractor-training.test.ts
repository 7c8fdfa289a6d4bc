// 承包商培训记录's trainees (issue 19 item 5; docs/training.md "Contractor training"): a session lists its trainees
// (children rows of contractor-training-trainee); its counts come from the rows; a pass sets the worker's 培训状态,
// which the permit's qualification check reads (and says why it refuses); 培训档案 shows a contractor worker's
// sessions; the statistics answer the contractors' pass rate. Refused: a worker of another contractor, a worker
// twice, a score outside 0–100, each nothing changed. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicPost, contractorRecord, type Post, type Row } from './helpers/contractor-fixtures.ts';
import { formFor, kindUrl, permitApi, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const API = '/zax-cloud/u-basic';
const SESSIONS = `${API}/contractor-training`;
let t: TestApp;
let api: PermitApi;
let admin: string;


let post: Post;
async function get(url: string): Promise<Row> {
  const res = await t.call({ url, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row;
}
const admittedContractor = (name: string, creditCode: string) => contractorRecord(post, name, creditCode, true);
const worker = (contractorId: number, name: string, idCard: string) =>
  post('contractor-user', { name, contractorId, idCard, mobile: '13800003333', gender: 'male', workType: '焊工', targetRole: 'special_operator', entryDate: '2026-11-01' });
const session = (contractorId: number, trainingName: string, extra: Record<string, unknown> = {}) => ({
  contractorId, trainingName, trainingLevel: 'company', trainingType: 'entry', trainingDate: '2026-11-10', hours: 8, trainer: '李安全', ...extra,
});
const statusOf = async (id: number) => (await get(`${API}/contractor-user/${id}`)) as { trainingStatus?: string; examScore?: number };
const counts = async () => {
  const [s] = await t.db.query<{ n: number }>("select count(*)::int as n from r_contractor_training where tenant_id = 1001 and not deleted");
  const [r] = await t.db.query<{ n: number }>("select count(*)::int as n from r_contractor_training_trainee where tenant_id = 1001 and not deleted");
  return [Number(s.n), Number(r.n)];
};
const withWorker = (id: number, xingMing: string) => ({ zuoYeRen: [{ xingMing, chengBaoShangRenYuan: id }] });
const namePermit = (id: number, name: string) => api.post('staff01', `${kindUrl('GAO_CHU')}/saveOrUpdate`, { ...formFor('GAO_CHU'), ...withWorker(id, name) });

let anda: Row;
let other: Row;
let zhou: Row;
let wu: Row;
let zheng: Row;
let stranger: Row;
let first: Row;

beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  post = basicPost(t, admin);
  anda = await admittedContractor('苏州参训测试工程有限公司', '91320594MA1MHT7C3L');
  other = await admittedContractor('苏州另一参训测试有限公司', '91320594MA1MHT8D4P');
  zhou = await worker(anda.id, '周参训', '320501199001030017');
  wu = await worker(anda.id, '吴参训', '320501199001030033');
  zheng = await worker(anda.id, '郑参训', '32050119900103005X');
  stranger = await worker(other.id, '王外单位', '320501199001030076');
});
afterAll(() => t?.close());

describe('a contractor training session with its trainees', () => {
  it('counts 参训人数, 考核合格人数 and 合格率 from the rows, and answers the rows in the detail', async () => {
    first = await post('contractor-training', {
      ...session(anda.id, '参训测试入厂教育', { traineeCount: 40, passCount: 1 }),
      trainees: [
        { contractorUserId: zhou.id, score: 90, passed: true, certificateNo: 'CS-001' },
        { contractorUserId: wu.id, score: 40, passed: false, remark: '补考' },
        { contractorUserId: zheng.id, score: 75, passed: true },
      ],
    });
    expect(first).toMatchObject({ traineeCount: 3, passCount: 2, passRate: 66.7 });
    const detail = await get(`${SESSIONS}/${first.id}`);
    expect((detail.trainees as Row[]).map((r) => [r.contractorUserId, r.score, r.passed])).toEqual([
      [zhou.id, 90, true],
      [wu.id, 40, false],
      [zheng.id, 75, true],
    ]);
  });

  it('keeps the counts of the rows when an update types others without sending the rows', async () => {
    const res = await t.call({ method: 'PUT', url: SESSIONS, token: admin, payload: { id: first.id, traineeCount: 99, passCount: 99, location: '二号培训室' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ traineeCount: 3, passCount: 2, passRate: 66.7, location: '二号培训室' });
  });

  it('keeps the typed counts of a session without rows', async () => {
    const typed = await post('contractor-training', session(anda.id, '参训测试无名单培训', { traineeCount: 10, passCount: 9 }));
    expect(typed).toMatchObject({ traineeCount: 10, passCount: 9, passRate: 90 });
  });

  it("sets a passing worker's 培训状态 to 考核合格 with the score, a failing one's to 考核不合格", async () => {
    expect(await statusOf(zhou.id)).toMatchObject({ trainingStatus: 'passed', examScore: 90 });
    expect(await statusOf(wu.id)).toMatchObject({ trainingStatus: 'failed', examScore: 40 });
  });

  it('does not undo an earlier pass by a later fail; a later pass makes a failed worker qualified', async () => {
    await post('contractor-training', {
      ...session(anda.id, '参训测试动火专项', { trainingDate: '2026-11-15', trainingType: 'special', hours: 4 }),
      trainees: [
        { contractorUserId: zhou.id, score: 50, passed: false },
        { contractorUserId: wu.id, score: 88, passed: true, certificateNo: 'CS-002' },
      ],
    });
    expect(await statusOf(zhou.id)).toMatchObject({ trainingStatus: 'passed', examScore: 90 });
    expect(await statusOf(wu.id)).toMatchObject({ trainingStatus: 'passed', examScore: 88 });
  });
});

describe("the permit's qualification check of a contractor worker", () => {
  it('names the failed session when the latest one was failed, and says there is no pass on record otherwise', async () => {
    const li = await worker(anda.id, '李参训', '320501199001030092');
    const none = await namePermit(li.id, '李参训');
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('承包商人员李参训的安全培训未考核合格（没有考核合格的承包商培训记录），不能列入作业票');
    await post('contractor-training', { ...session(anda.id, '参训测试高处作业', { trainingDate: '2026-11-18' }), trainees: [{ contractorUserId: li.id, score: 30, passed: false }] });
    const failed = await namePermit(li.id, '李参训');
    expect(failed.status).toBe(400);
    expect(failed.body.msg).toBe('承包商人员李参训的安全培训未考核合格（2026-11-18参加的“参训测试高处作业”考核不合格），不能列入作业票');
    expect(failed.body.errors).toEqual([{ field: 'zuoYeRen.0.chengBaoShangRenYuan', message: failed.body.msg }]);
  });

  it('accepts a worker who passed in a session', async () => {
    // Work at height also asks for a valid 高处作业 certificate of the worker (issue 16 item 4, permit-worker-certificates.test.ts).
    await post('special-operator', {
      name: wu.name, contractorUserId: wu.id, gender: 'male', idCard: wu.idCard, mobile: '13800003333', operationCategory: 'height', operationItem: '高处安装、维护、拆除作业', certNo: `G-${wu.id}`, certStart: '2025-01-01', certEnd: '2099-12-31',
    });
    const res = await namePermit(wu.id, '吴参训');
    expect(res.status, res.body.msg).toBe(200);
  });
});

describe('refused trainees: nothing changed', () => {
  it.each([
    ['a worker of another contractor', () => [{ contractorUserId: zheng.id, passed: true }, { contractorUserId: stranger.id, passed: true }], 'trainees[1].contractorUserId', '参训人员第2行：王外单位不是本次培训的承包商“苏州参训测试工程有限公司”的人员'],
    ['the same worker twice', () => [{ contractorUserId: zheng.id, passed: false }, { contractorUserId: zheng.id, passed: true }], 'trainees[1].contractorUserId', '参训人员第2行：郑参训已是本次培训的参训人员，不能重复添加'],
    ['a score above 100', () => [{ contractorUserId: zheng.id, score: 101, passed: true }], 'trainees[0].score', /^参训人员第1行：.*考核成绩/],
    ['a score below 0', () => [{ contractorUserId: zheng.id, score: -1, passed: true }], 'trainees[0].score', /^参训人员第1行：.*考核成绩/],
  ] as const)('refuses %s at the row field, in Chinese', async (_name, rows, field, message) => {
    const before = await counts();
    const zhengBefore = await statusOf(zheng.id);
    const res = await t.call({ method: 'POST', url: SESSIONS, token: admin, payload: { ...session(anda.id, '参训测试被拒培训', { traineeCount: 1 }), trainees: rows() } });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { msg: string; errors: { field: string; message: string }[] };
    expect(body.errors[0].field).toBe(field);
    if (typeof message === 'string') expect(body.errors[0].message).toBe(message);
    else expect(body.errors[0].message).toMatch(message);
    expect(await counts()).toEqual(before);
    expect(await statusOf(zheng.id)).toEqual(zhengBefore);
  });

  it("refuses to move a session with trainees to another contractor, at 承包商名称; a row of another contractor sent on update too", async () => {
    const before = await get(`${SESSIONS}/${first.id}`);
    const strangerBefore = await statusOf(stranger.id);
    const moved = await t.call({ method: 'PUT', url: SESSIONS, token: admin, payload: { id: first.id, contractorId: other.id } });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().errors[0].field).toBe('contractorId');
    const rows = (before.trainees as Row[]).map((r) => ({ id: r.id, contractorUserId: r.contractorUserId, passed: r.passed }));
    const added = await t.call({ method: 'PUT', url: SESSIONS, token: admin, payload: { id: first.id, trainees: [...rows, { contractorUserId: stranger.id, passed: true }] } });
    expect(added.statusCode, added.body).toBe(400);
    expect(added.json().errors[0].field).toBe('trainees[3].contractorUserId');
    expect(await get(`${SESSIONS}/${first.id}`)).toEqual(before);
    expect(await statusOf(stranger.id)).toEqual(strangerBefore);
  });
});

describe("a contractor worker's training file and the contractors' pass rate", () => {
  it("lists the worker's sessions with date, hours, score, result and certificate, and the total hours", async () => {
    const file = await get(`/zax-cloud/jypx/file/person?staffId=${zhou.id}`);
    expect(file.person).toMatchObject({ id: zhou.id, name: '周参训' });
    expect(file.contractor).toEqual({ contractorId: anda.id, name: '苏州参训测试工程有限公司', trainingStatus: 'passed' });
    expect(file.records).toEqual([
      { id: expect.any(Number), name: '参训测试动火专项', date: '2026-11-15', hours: 4, score: 50, passed: false, source: 'contractor', certificateNo: null },
      { id: expect.any(Number), name: '参训测试入厂教育', date: '2026-11-10', hours: 8, score: 90, passed: true, source: 'contractor', certificateNo: 'CS-001' },
    ]);
    expect((file.totals as { hours: number }).hours).toBe(12);
    const people = (await get('/zax-cloud/jypx/file/people')) as unknown as { id: number; contractor: string | null }[];
    expect(people.find((p) => p.id === zhou.id)?.contractor).toBe('苏州参训测试工程有限公司');
    expect(people.find((p) => p.contractor === null)).toBeDefined();
  });

  it("answers the contractors' pass rate over their sessions' counts", async () => {
    const tok = await t.call({ method: 'POST', url: '/zax-cloud/user/data-service/token', token: admin });
    const token = (tok.json() as { data: { token: string } }).data.token;
    const res = await t.call({ url: '/data-service/stats/jypx/contractor-pass-rate', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { data: { rows: { label: string; value: number }[] } }).data.rows;
    // 3 + 10 + 2 + 1 trainees, 2 + 9 + 1 + 0 passed.
    expect(rows.find((r) => r.label === '苏州参训测试工程有限公司')?.value).toBe(Math.floor((12 / 16) * 100));
  });
});
