import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let staff: string;
/** 张伟, the person of staff01. */
let staffId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff01', PASSWORDS.staff01);
  [{ staffId }] = await t.db.query<{ staffId: number }>("select ren_yuan_id as \"staffId\" from sysuser where login_name = 'staff01'");
});
afterAll(() => t?.close());

const count = async (token: string) =>
  (await t.call({ method: 'GET', url: '/zax-cloud/tszy/zuoYePiao/appIndexCount', token })).json().entity.riskUnreadCount as number;
/** The warnings of 张伟 in the database (the demo data's: those its permits raised), unread only when asked. */
const stored = async (unread = false) =>
  (
    await t.db.query<{ n: number }>(
      `select count(*)::int as n from risk_warning where tenant_id = 1001 and staff_id = $1 and ($2::boolean is false or status = 'NEW')`,
      [staffId, unread],
    )
  )[0].n;

describe('risk warnings (notification bell)', () => {
  it('counts the unread warnings of the caller', async () => {
    // The demo data warns staff01 about its permits.
    expect(await stored(true)).toBeGreaterThan(2);
    expect(await count(staff)).toBe(await stored(true));
    // A user without a renYuanId has none.
    expect(await count(await t.login('qyadmin', PASSWORDS.qyadmin))).toBe(0);
  });

  it('lists the caller’s warnings paged, unread first, newest first', async () => {
    const res = await t.call({ method: 'GET', url: '/zax-cloud/tszy/riskWarning/current-login-staff?pageIndex=1&pageSize=2', token: staff });
    expect(res.statusCode).toBe(200);
    const { dataList, total } = res.json().entity;
    expect(total).toBe(await stored());
    expect(dataList).toHaveLength(2);
    for (const d of dataList) expect(d).toMatchObject({ model: 'tszy', status: 'NEW', buMen: '生产一车间', renYuanId: staffId });
    const times = dataList.map((d: { riskTime: string }) => Date.parse(d.riskTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page2 = await t.call({ method: 'POST', url: '/zax-cloud/tszy/riskWarning/current-login-staff', payload: { pageIndex: 2, pageSize: 2 }, token: staff });
    expect(page2.json().entity.dataList).toHaveLength(Math.min(2, total - 2));
  });

  it('refuses another person’s list and bad paging', async () => {
    const other = await t.call({ method: 'GET', url: '/zax-cloud/tszy/riskWarning/current-login-staff?renYuanId=999999&pageIndex=1&pageSize=10', token: staff });
    expect(other.statusCode).toBe(403);
    const bad = await t.call({ method: 'GET', url: '/zax-cloud/tszy/riskWarning/current-login-staff?pageIndex=0&pageSize=10', token: staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('pageIndex');
  });

  it('marks one read, then all, NEW becoming CLOSE', async () => {
    const unread = await count(staff);
    const list = (await t.call({ method: 'GET', url: '/zax-cloud/tszy/riskWarning/current-login-staff?pageIndex=1&pageSize=10', token: staff })).json().entity.dataList;
    const first = list[0].id as number;
    const one = await t.call({ method: 'POST', url: '/zax-cloud/tszy/riskWarning/updateStatus', payload: { ids: [first] }, token: staff });
    expect(one.json().entity.updated).toBe(1);
    expect(await count(staff)).toBe(unread - 1);
    const empty = await t.call({ method: 'POST', url: '/zax-cloud/tszy/riskWarning/updateStatus', payload: {}, token: staff });
    expect(empty.statusCode).toBe(400);
    const all = await t.call({ method: 'POST', url: '/zax-cloud/tszy/riskWarning/updateStatus', payload: { all: true }, token: staff });
    expect(all.json().entity.updated).toBe(unread - 1);
    expect(await count(staff)).toBe(0);
    const rows = await t.db.query<{ status: string }>('select distinct status from risk_warning where tenant_id = 1001 and staff_id = $1', [staffId]);
    expect(rows).toEqual([{ status: 'CLOSE' }]);
    // Only the caller's: the approvers' warnings stay unread.
    const others = await t.db.query<{ n: number }>(
      "select count(*)::int as n from risk_warning where tenant_id = 1001 and staff_id <> $1 and status = 'NEW'",
      [staffId],
    );
    expect(others[0].n).toBeGreaterThan(0);
  });

  it('does not let another user mark someone else’s warnings', async () => {
    await t.db.query("update risk_warning set status = 'NEW' where tenant_id = 1001 and staff_id = $1", [staffId]);
    const ids = (await t.db.query<{ id: number }>('select id from risk_warning where tenant_id = 1001 and staff_id = $1', [staffId])).map((r) => r.id);
    const gm = await t.login('gm01', PASSWORDS.gm01);
    const res = await t.call({ method: 'POST', url: '/zax-cloud/tszy/riskWarning/updateStatus', payload: { ids }, token: gm });
    expect(res.json().entity.updated).toBe(0);
    expect(await count(staff)).toBe(ids.length);
    const outsider = await t.login('qyadmin2', PASSWORDS.qyadmin2);
    const list = await t.call({ method: 'GET', url: '/zax-cloud/tszy/riskWarning/list?pageIndex=1&pageSize=10', token: outsider });
    expect(list.json().entity.total).toBe(0);
  });

  it('gives the enterprise list to administrators, filtered', async () => {
    const admin = await t.login('qyadmin', PASSWORDS.qyadmin);
    const res = await t.call({ method: 'GET', url: '/zax-cloud/tszy/riskWarning/list?pageIndex=1&pageSize=10&model=tszy', token: admin });
    const [{ n }] = await t.db.query<{ n: number }>("select count(*)::int as n from risk_warning where tenant_id = 1001 and model = 'tszy'");
    expect(n).toBeGreaterThan(0);
    expect(res.json().entity.total).toBe(n);
    const none = await t.call({ method: 'GET', url: '/zax-cloud/tszy/riskWarning/list?pageIndex=1&pageSize=10&model=xjxc', token: admin });
    expect(none.json().entity.total).toBe(0);
    const denied = await t.call({ method: 'GET', url: '/zax-cloud/tszy/riskWarning/list?pageIndex=1&pageSize=10', token: staff });
    expect(denied.statusCode).toBe(403);
  });
});
