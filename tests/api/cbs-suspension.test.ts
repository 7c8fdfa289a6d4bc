// 承包商管理 (issue 20; docs/emergency.md): an admitted contractor reaching VIOLATION_SUSPEND_THRESHOLD violations
// within a year is suspended by the system (a history step `auto-suspend`), and a suspended or not admitted
// contractor's workers are refused by the permit's admission check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIOLATION_SUSPEND_THRESHOLD } from '../../src/domain/cbs-violations.ts';
import { chineseOf } from '../../src/server/http/app-error.ts';
import { contractorWorkersRefusal } from '../../src/server/cbs/contractor-admission.ts';
import { basicPost, type Post, type Row } from './helpers/contractor-fixtures.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const T = 1001;
const API = '/zax-cloud/u-basic';
let t: TestApp;
let admin: string;
let discoverer: number;


let post: Post;
async function admitted(name: string, creditCode: string): Promise<Row> {
  const c = await post('contractor-info', {
    name, creditCode, serviceType: 'construction', qualificationNo: 'D232099999', certStart: '2025-01-01', certEnd: '2029-12-31', contactPerson: '钱军', contactMobile: '13800001111',
  });
  await post('contractor-info', { id: c.id }, '/review');
  await post('contractor-info', { id: c.id, fields: { trainingPassedDate: '2026-11-20' } }, '/pass-training');
  return post('contractor-info', { id: c.id }, '/admit');
}
const violation = (contractorId: number, violationDate: string) => ({
  contractorId, violatorName: '张工', violationDate, location: '罐区', violationType: 'operation', severity: 'general', description: '未系安全带', discoverer,
});
async function statusOf(id: number): Promise<string> {
  return ((await t.call({ url: `${API}/contractor-info/${id}`, token: admin })).json().data as Row).admissionStatus as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  post = basicPost(t, admin);
  const [row] = await t.db.query<{ id: number }>('select id::int as id from staffinfo where tenant_id = $1 and not deleted order by id limit 1', [T]);
  discoverer = Number(row.id);
});
afterAll(() => t.close());

describe('automatic suspension after violations past the threshold', () => {
  it(`suspends an admitted contractor at violation number ${VIOLATION_SUSPEND_THRESHOLD} within a year, with a history step`, async () => {
    const c = await admitted('苏州违章测试工程有限公司', '91320594MA1MHT5K5A');
    // An old violation (over a year before) does not count.
    await post('contractor-violation', violation(c.id, '2025-01-10'));
    for (let i = 1; i < VIOLATION_SUSPEND_THRESHOLD; i++) {
      await post('contractor-violation', violation(c.id, `2026-0${i}-15`));
      expect(await statusOf(c.id)).toBe('admitted');
    }
    await post('contractor-violation', violation(c.id, '2026-06-01'));
    expect(await statusOf(c.id)).toBe('suspended');
    const history = (await t.call({ url: `${API}/contractor-info/history?id=${c.id}`, token: admin })).json().data as { action: string; toState: string; opinion: string }[];
    expect(history.at(-1)).toMatchObject({ action: 'auto-suspend', toState: 'suspended', opinion: `365天内违章${VIOLATION_SUSPEND_THRESHOLD}次，达到${VIOLATION_SUSPEND_THRESHOLD}次的暂停阈值，系统自动暂停准入` });
    // The administrator reinstates it; the next violation suspends it again (still three within the year).
    await post('contractor-info', { id: c.id, opinion: '整改完成' }, '/reinstate');
    expect(await statusOf(c.id)).toBe('admitted');
    await post('contractor-violation', violation(c.id, '2026-06-20'));
    expect(await statusOf(c.id)).toBe('suspended');
  });

  it("follows the enterprise's own threshold and window set on 企业详情 (POST /enterprise/settings)", async () => {
    const platform = await t.login('admin', PASSWORDS.admin);
    const set = await t.call({ method: 'POST', url: '/zax-cloud/enterprise/settings', token: platform, payload: { qyId: T, violationSuspendThreshold: 2, violationWindowDays: 30 } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ violationSuspendThreshold: 2, violationWindowDays: 30 });
    try {
      const c = await admitted('苏州阈值测试工程有限公司', '91320594MA1MHT5K9P');
      // 31 days apart: outside a 30-day window, so the second does not suspend (it would under the default year).
      await post('contractor-violation', violation(c.id, '2026-03-01'));
      await post('contractor-violation', violation(c.id, '2026-04-01'));
      expect(await statusOf(c.id)).toBe('admitted');
      // Two within 30 days reach the enterprise's threshold of 2 (the default would want 3).
      await post('contractor-violation', violation(c.id, '2026-04-20'));
      expect(await statusOf(c.id)).toBe('suspended');
      const history = (await t.call({ url: `${API}/contractor-info/history?id=${c.id}`, token: admin })).json().data as { action: string; opinion: string }[];
      expect(history.at(-1)).toMatchObject({ action: 'auto-suspend', opinion: '30天内违章2次，达到2次的暂停阈值，系统自动暂停准入' });
    } finally {
      await t.call({ method: 'POST', url: '/zax-cloud/enterprise/settings', token: platform, payload: { qyId: T, violationSuspendThreshold: 3, violationWindowDays: 365 } });
    }
  });

  it('leaves a contractor not admitted in its state', async () => {
    const c = await post('contractor-info', {
      name: '苏州申请中工程有限公司', creditCode: '91320594MA1MHT5K6Y', serviceType: 'construction', qualificationNo: 'D232099998', certStart: '2025-01-01', certEnd: '2029-12-31', contactPerson: '钱军', contactMobile: '13800001112',
    });
    for (let i = 0; i < VIOLATION_SUSPEND_THRESHOLD; i++) await post('contractor-violation', violation(c.id, `2026-0${i + 1}-15`));
    expect(await statusOf(c.id)).toBe('applied');
  });
});

describe("the permit's admission check of contractor workers", () => {
  it('refuses the workers of a suspended or not admitted contractor, passes an admitted one', async () => {
    const ok = await admitted('苏州准入作业工程有限公司', '91320594MA1MHT5K7W');
    const okWorker = await post('contractor-user', { name: '李焊工', contractorId: ok.id, idCard: '320501199001011238', mobile: '13800002222', gender: 'male', workType: '焊工', targetRole: 'special_operator', entryDate: '2026-11-01', trainingStatus: 'passed' });
    expect(await contractorWorkersRefusal(t.db, T, [okWorker.id])).toBeNull();
    await post('contractor-info', { id: ok.id, opinion: '违章' }, '/suspend');
    const refused = await contractorWorkersRefusal(t.db, T, [okWorker.id]);
    expect(refused && chineseOf(refused)).toBe('李焊工所属承包商“苏州准入作业工程有限公司”已暂停准入，不能列入作业票');
    const applied = await post('contractor-info', {
      name: '苏州未准入工程有限公司', creditCode: '91320594MA1MHT5K8R', serviceType: 'construction', qualificationNo: 'D232099997', certStart: '2025-01-01', certEnd: '2029-12-31', contactPerson: '钱军', contactMobile: '13800001113',
    });
    const w2 = await post('contractor-user', { name: '王电工', contractorId: applied.id, idCard: '320501199001015677', mobile: '13800003333', gender: 'male', workType: '电工', targetRole: 'special_operator', entryDate: '2026-11-01' });
    const notAdmitted = await contractorWorkersRefusal(t.db, T, [w2.id]);
    expect(notAdmitted && chineseOf(notAdmitted)).toBe('王电工所属承包商“苏州未准入工程有限公司”尚未准入，不能列入作业票');
  });
});
