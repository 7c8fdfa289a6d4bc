import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff01', PASSWORDS.staff01);
});
afterAll(() => t?.close());

const count = async (token: string) =>
  (await t.call({ method: 'GET', url: '/zax-cloud/tszy/zuoYePiao/appIndexCount', token })).json().entity.riskUnreadCount as number;

describe('risk warnings (notification bell)', () => {
  it('counts the unread warnings of the caller', async () => {
    expect(await count(staff)).toBe(6);
    // A user without a renYuanId has none.
    expect(await count(await t.login('qyadmin', PASSWORDS.qyadmin))).toBe(0);
  });

  it('lists the caller’s warnings paged, unread first, newest first', async () => {
    const res = await t.call({ method: 'GET', url: '/zax-cloud/tszy/riskWarning/current-login-staff?pageIndex=1&pageSize=4', token: staff });
    expect(res.statusCode).toBe(200);
    const { dataList, total } = res.json().entity;
    expect(total).toBe(6);
    expect(dataList).toHaveLength(4);
    expect(dataList[0]).toMatchObject({ model: 'tszy', status: 'NEW', zuoYeLeiXing: 'DONG_HUO', buMen: '生产一车间' });
    const times = dataList.map((d: { riskTime: string }) => Date.parse(d.riskTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page2 = await t.call({ method: 'POST', url: '/zax-cloud/tszy/riskWarning/current-login-staff', payload: { pageIndex: 2, pageSize: 4 }, token: staff });
    expect(page2.json().entity.dataList).toHaveLength(2);
  });

  it('refuses another person’s list and bad paging', async () => {
    const other = await t.call({ method: 'GET', url: '/zax-cloud/tszy/riskWarning/current-login-staff?renYuanId=999999&pageIndex=1&pageSize=10', token: staff });
    expect(other.statusCode).toBe(403);
    const bad = await t.call({ method: 'GET', url: '/zax-cloud/tszy/riskWarning/current-login-staff?pageIndex=0&pageSize=10', token: staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('pageIndex');
  });

  it('marks one read, then all, NEW becoming CLOSE', async () => {
    const list = (await t.call({ method: 'GET', url: '/zax-cloud/tszy/riskWarning/current-login-staff?pageIndex=1&pageSize=10', token: staff })).json().entity.dataList;
    const first = list[0].id as number;
    const one = await t.call({ method: 'POST', url: '/zax-cloud/tszy/riskWarning/updateStatus', payload: { ids: [first] }, token: staff });
    expect(one.json().entity.updated).toBe(1);
    expect(await count(staff)).toBe(5);
    const empty = await t.call({ method: 'POST', url: '/zax-cloud/tszy/riskWarning/updateStatus', payload: {}, token: staff });
    expect(empty.statusCode).toBe(400);
    const all = await t.call({ method: 'POST', url: '/zax-cloud/tszy/riskWarning/updateStatus', payload: { all: true }, token: staff });
    expect(all.json().entity.updated).toBe(5);
    expect(await count(staff)).toBe(0);
    const rows = await t.db.query<{ status: string }>('select distinct status from risk_warning where tenant_id = 1001');
    expect(rows).toEqual([{ status: 'CLOSE' }]);
  });

  it('does not let another user mark someone else’s warnings', async () => {
    await t.db.query("update risk_warning set status = 'NEW' where tenant_id = 1001");
    const ids = (await t.db.query<{ id: number }>('select id from risk_warning where tenant_id = 1001')).map((r) => r.id);
    const gm = await t.login('gm01', PASSWORDS.gm01);
    const res = await t.call({ method: 'POST', url: '/zax-cloud/tszy/riskWarning/updateStatus', payload: { ids }, token: gm });
    expect(res.json().entity.updated).toBe(0);
    expect(await count(staff)).toBe(6);
    const outsider = await t.login('qyadmin2', PASSWORDS.qyadmin2);
    const list = await t.call({ method: 'GET', url: '/zax-cloud/tszy/riskWarning/list?pageIndex=1&pageSize=10', token: outsider });
    expect(list.json().entity.total).toBe(0);
  });

  it('gives the enterprise list to administrators, filtered', async () => {
    const admin = await t.login('qyadmin', PASSWORDS.qyadmin);
    const res = await t.call({ method: 'GET', url: '/zax-cloud/tszy/riskWarning/list?pageIndex=1&pageSize=10&model=tszy', token: admin });
    expect(res.json().entity.total).toBe(2);
    const denied = await t.call({ method: 'GET', url: '/zax-cloud/tszy/riskWarning/list?pageIndex=1&pageSize=10', token: staff });
    expect(denied.statusCode).toBe(403);
  });
});
