import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { PASSWORD_LENGTH, PASSWORD_SAME_AS_OLD, PASSWORD_WEAK } from '../../src/domain/password-strength.ts';

const U = '/zax-cloud/user';
const VIEW_REFUSED = '查看模式下不能修改数据';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function createUser(name: string, password: string, tenantId: number, roles: string[], sassQy = 0): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `insert into sysuser(tenant_id, login_name, user_name, password_hash, roles, sass_qy)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [tenantId, name, `测试${name}`, await hashPassword(password), roles, sassQy],
  );
  return row.id;
}

const info = (token: string, entId?: number | string) =>
  t.call({ method: 'GET', url: `${U}/sysuser/userInfo`, token, entId });
const changePassword = (token: string, loginName: string, oldPw: string, newPw: string, encode = true) =>
  t.call({
    method: 'POST',
    url: `${U}/sysuser/updatePassword`,
    token,
    payload: { loginName, oldPassword: encode ? t.encode(oldPw) : oldPw, newPassword: encode ? t.encode(newPw) : newPw, qyId: 1001 },
  });
const loginStatus = async (name: string, pw: string) =>
  (await t.call({ method: 'POST', url: `${U}/sysuser/login`, payload: { loginName: name, password: t.encode(pw) } })).statusCode;
const qyxxList = (token: string, payload?: object) => t.call({ method: 'POST', url: `${U}/qyxx/list`, token, payload });
const viewToken = (token: string, compBizId: number | string) =>
  t.call({ method: 'GET', url: `${U}/sysuser/viewToken?compBizId=${compBizId}`, token });

describe('POST /sysuser/updatePassword', () => {
  it('refuses a wrong old password, naming the field', async () => {
    await createUser('pwwrong01', 'Old@12345', 1001, ['qyStaff']);
    const token = await t.login('pwwrong01', 'Old@12345');
    const res = await changePassword(token, 'pwwrong01', 'Nope@12345', 'New@12345');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: '旧密码不正确', errors: [{ field: 'oldPassword' }] });
    expect(await loginStatus('pwwrong01', 'Old@12345')).toBe(200);
  });

  it('applies the strong password rule and refuses the old password as the new one', async () => {
    await createUser('pwrule01', 'Old@12345', 1001, ['qyStaff']);
    const token = await t.login('pwrule01', 'Old@12345');
    const cases: [string, string][] = [
      ['abc', PASSWORD_LENGTH],
      ['Abcdefgh1234567890X', PASSWORD_LENGTH],
      ['abcdefghij', PASSWORD_WEAK],
      ['12345678', PASSWORD_WEAK],
      ['Old@12345', PASSWORD_SAME_AS_OLD],
      ['  Old@12345 ', PASSWORD_SAME_AS_OLD],
    ];
    for (const [pw, msg] of cases) {
      const res = await changePassword(token, 'pwrule01', 'Old@12345', pw);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg, errors: [{ field: 'newPassword', message: msg }] });
    }
    expect(PASSWORD_SAME_AS_OLD).toBe('新密码不能与旧密码相同');
    expect(await loginStatus('pwrule01', 'Old@12345')).toBe(200);
  });

  it('validates the body: required fields and the transport encoding', async () => {
    const token = await t.login('staff01', PASSWORDS.staff01);
    const missing = await t.call({
      method: 'POST',
      url: `${U}/sysuser/updatePassword`,
      token,
      payload: { loginName: 'staff01', newPassword: t.encode('New@12345') },
    });
    expect(missing.json()).toMatchObject({ code: 400, msg: '请填写旧密码', errors: [{ field: 'oldPassword' }] });
    const raw = await changePassword(token, 'staff01', PASSWORDS.staff01, 'New@12345', false);
    expect(raw.json()).toMatchObject({ code: 400, errors: [{ field: 'oldPassword' }] });
  });

  it("refuses to change another user's password", async () => {
    const token = await t.login('staff01', PASSWORDS.staff01);
    const res = await changePassword(token, 'qyadmin', PASSWORDS.qyadmin, 'Other@12345');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(403);
    expect(await loginStatus('qyadmin', PASSWORDS.qyadmin)).toBe(200);
  });

  it('changes the password, ends the other sessions and keeps the current one', async () => {
    const id = await createUser('pwok01', 'Old@12345', 1001, ['qyStaff']);
    const current = await t.login('pwok01', 'Old@12345');
    const other = await t.login('pwok01', 'Old@12345');
    const res = await changePassword(current, 'PWOK01', 'Old@12345', 'New@12345');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: '密码重置成功，请重新登录！' });
    expect((await info(other)).statusCode).toBe(401);
    expect((await info(current)).statusCode).toBe(200);
    expect(await loginStatus('pwok01', 'New@12345')).toBe(200);
    expect(await loginStatus('pwok01', 'Old@12345')).toBe(401);
    const [row] = await t.db.query<{ updated_by: number }>('select updated_by from sysuser where id = $1', [id]);
    expect(row.updated_by).toBe(id);
  });

  it('blocks guessing the old password after 5 failures', async () => {
    await createUser('pwguess01', 'Old@12345', 1001, ['qyStaff']);
    const token = await t.login('pwguess01', 'Old@12345');
    for (let i = 0; i < 5; i++) {
      expect((await changePassword(token, 'pwguess01', `Guess@${i}2345`, 'New@12345')).statusCode).toBe(400);
    }
    const res = await changePassword(token, 'pwguess01', 'Old@12345', 'New@12345');
    expect(res.statusCode).toBe(429);
    expect(await loginStatus('pwguess01', 'Old@12345')).toBe(200);
  });

  it('refuses a view-only token but lets the read-only user change its own password', async () => {
    const qyToken = await t.login('qyadmin', PASSWORDS.qyadmin);
    const view = (await viewToken(qyToken, 1001)).json().entity as string;
    const refused = await changePassword(view, 'qyadmin', PASSWORDS.qyadmin, 'New@12345');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403, msg: VIEW_REFUSED });
    expect(await loginStatus('qyadmin', PASSWORDS.qyadmin)).toBe(200);

    const ro = await t.login('viewer', PASSWORDS.viewer);
    const ok = await changePassword(ro, 'viewer', PASSWORDS.viewer, 'Vw#58213xq');
    expect(ok.json()).toMatchObject({ code: 0, msg: '密码重置成功，请重新登录！' });
    expect(await loginStatus('viewer', 'Vw#58213xq')).toBe(200);
    // The demo password is too common to be set again through the API: the test puts it back directly.
    await t.db.query("update sysuser set password_hash = $1 where login_name = 'viewer'", [await hashPassword(PASSWORDS.viewer)]);
  });

  it('answers 401 without a token', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${U}/sysuser/updatePassword`,
      payload: { loginName: 'staff01', oldPassword: t.encode('a'), newPassword: t.encode('b') },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /sysuser/switchRole', () => {
  const switchRole = (token: string, role: string) =>
    t.call({ method: 'POST', url: `${U}/sysuser/switchRole`, token, payload: { role } });

  it('answers a token scoped to the role and ends the old one', async () => {
    const token = await t.login('gm01', PASSWORDS.gm01);
    expect([...(await info(token)).json().entity.roles].sort()).toEqual(['generalManager', 'qyStaff']);
    const res = await switchRole(token, 'generalManager');
    expect(res.json().code).toBe(0);
    const scoped = res.json().entity as string;
    expect(scoped).not.toBe(token);
    expect((await info(scoped)).json().entity).toMatchObject({ roles: ['generalManager'], activeRole: 'generalManager' });
    expect((await info(token)).statusCode).toBe(401);
    const menu = await t.call({ method: 'GET', url: `${U}/sysuser/userMenu`, token: scoped });
    expect(menu.json().entity.button).toEqual(['tszy:approve']);
    // The user may switch back to another role it holds.
    const back = (await switchRole(scoped, 'qyStaff')).json().entity as string;
    expect((await info(back)).json().entity.roles).toEqual(['qyStaff']);
  });

  it('takes a removed role away from a session scoped to it at once', async () => {
    const id = await createUser('switch01', 'Switch@123', 1001, ['qyStaff', 'safetyDept']);
    const token = await t.login('switch01', 'Switch@123');
    const scoped = (await switchRole(token, 'safetyDept')).json().entity as string;
    expect((await info(scoped)).json().entity.roles).toEqual(['safetyDept']);
    await t.db.query("update sysuser set roles = '{qyStaff}' where id = $1", [id]);
    const res = await info(scoped);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('getInfo: 角色必须是非空数组！');
    const menu = await t.call({ method: 'GET', url: `${U}/sysuser/userMenu`, token: scoped });
    expect(menu.json().entity.button).toEqual([]);
    expect((await switchRole(scoped, 'safetyDept')).statusCode).toBe(400);
    expect((await info((await switchRole(scoped, 'qyStaff')).json().entity)).json().entity.roles).toEqual(['qyStaff']);
  });

  it('refuses a role the user does not hold', async () => {
    const token = await t.login('gm01', PASSWORDS.gm01);
    for (const role of ['admin', 'qyUser', 'nonexistent']) {
      const res = await switchRole(token, role);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, errors: [{ field: 'role' }] });
    }
    expect((await info(token)).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: `${U}/sysuser/switchRole`, token, payload: {} })).statusCode).toBe(400);
  });
});

describe('enterprises: qyxx/list and Ent-ID', () => {
  it('lists the own group', async () => {
    const qy = await qyxxList(await t.login('qyadmin', PASSWORDS.qyadmin));
    expect(qy.json().code).toBe(0);
    expect(qy.json().data.map((e: { id: number }) => e.id)).toEqual([1001, 1002]);
    expect(qy.json().data[1]).toMatchObject({ id: 1002, qymc: '示例化工二厂', parentId: 1001 });
    const qy2 = await qyxxList(await t.login('qyadmin2', PASSWORDS.qyadmin2), {});
    expect(qy2.json().data.map((e: { id: number }) => e.id)).toEqual([2001]);
  });

  it("does not list another group's enterprises", async () => {
    const token = await t.login('qyadmin', PASSWORDS.qyadmin);
    expect((await qyxxList(token, { qyId: 2001 })).json().data).toEqual([]);
    expect((await qyxxList(token, { qyId: 'x' })).statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url: `${U}/qyxx/list`, payload: {} })).statusCode).toBe(401);
  });

  it('lets the group administrator act for a sub-enterprise with Ent-ID', async () => {
    const token = await t.login('qyadmin', PASSWORDS.qyadmin);
    const res = await info(token, 1002);
    expect(res.statusCode).toBe(200);
    expect(res.json().entity).toMatchObject({ qyId: 1002, qyxx: { id: 1002 }, qyxxconfig: { qdglVersion: '1' } });
    expect((await info(token, 1001)).json().entity.qyId).toBe(1001);
    const menu = await t.call({ method: 'GET', url: `${U}/sysuser/userMenu`, token, entId: 1002 });
    const tops = (menu.json().entity.menu as { name: string }[]).map((m) => m.name);
    expect(tops).toContain('QingDan');
    expect(tops).not.toContain('QingDanV2');
  });

  it('refuses an Ent-ID outside the group or malformed', async () => {
    const token = await t.login('qyadmin', PASSWORDS.qyadmin);
    for (const entId of [2001, 'abc', '1002x', 0, 999999]) {
      const res = await info(token, entId);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(403);
    }
    expect((await info(await t.login('qyadmin2', PASSWORDS.qyadmin2), 1001)).statusCode).toBe(403);
  });

  it('lets only enterprise administrators act for a sub-enterprise', async () => {
    for (const name of ['staff01', 'viewer', 'gm01']) {
      const token = await t.login(name, PASSWORDS[name]);
      const res = await info(token, 1002);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, msg: '无权访问该企业' });
      expect((await info(token, 1001)).statusCode).toBe(200);
    }
    const id = await createUser('grpadmin01', 'Grp@123456', 1001, ['qyUser']);
    const token = await t.login('grpadmin01', 'Grp@123456');
    expect((await info(token, 1002)).json().entity.qyId).toBe(1002);
    const view = (await viewToken(token, 1002)).json().entity as string;
    expect((await info(view)).json().entity.qyId).toBe(1002);
    // Taking qyUser away ends acting for and viewing the sub-enterprise at once.
    await t.db.query("update sysuser set roles = '{qyStaff}' where id = $1", [id]);
    expect((await info(token, 1002)).statusCode).toBe(403);
    expect((await info(view)).statusCode).toBe(403);
    expect((await info(token)).statusCode).toBe(200);
  });

  it('does not let a user of 1002 act for its parent 1001', async () => {
    await createUser('sub01', 'Sub@123456', 1002, ['qyUser'], 1);
    const token = await t.login('sub01', 'Sub@123456');
    expect((await info(token)).json().entity.qyId).toBe(1002);
    expect((await info(token, 1001)).statusCode).toBe(403);
    expect((await qyxxList(token)).json().data.map((e: { id: number }) => e.id)).toEqual([1002]);
    expect((await qyxxList(token, { qyId: 1001 })).json().data.map((e: { id: number }) => e.id)).toEqual([1002]);
  });

  it('lets admin act for any existing enterprise', async () => {
    const token = await t.login('admin', PASSWORDS.admin);
    expect((await info(token, 2001)).json().entity.qyId).toBe(2001);
    expect((await info(token, 0)).json().entity.qyId).toBe(0);
    expect((await info(token, 424242)).statusCode).toBe(403);
  });
});

describe('GET /sysuser/viewToken', () => {
  it('gives the group administrator a view-only token of a sub-enterprise', async () => {
    const token = await t.login('qyadmin', PASSWORDS.qyadmin);
    const res = await viewToken(token, 1002);
    expect(res.json().code).toBe(0);
    const view = res.json().entity as string;
    expect((await info(view)).json().entity).toMatchObject({ isView: true, qyId: 1002, compBizId: 1002 });
    expect((await info(view, 1002)).statusCode).toBe(200);
    expect((await info(view, 1001)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${U}/sysuser/userMenu`, token: view })).statusCode).toBe(200);
    // The normal session is not in view mode.
    expect((await info(token)).json().entity).toMatchObject({ isView: false, qyId: 1001 });
  });

  it('refuses every write with a view-only token', async () => {
    const view = (await viewToken(await t.login('qyadmin', PASSWORDS.qyadmin), 1002)).json().entity as string;
    const writes = [
      { url: `${U}/applyinfo/save`, payload: { name: '张三', mobile: '13912340000', pinCode: '123456' } },
      { url: `${U}/sysuser/switchRole`, payload: { role: 'qyUser' } },
      { url: `${U}/qyxx/register`, payload: { qymc: '新企业', haveModel: [], adminLoginName: 'x1x', adminPassword: 'x' } },
    ];
    for (const w of writes) {
      const res = await t.call({ method: 'POST', token: view, ...w });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(403);
    }
    expect((await t.db.query("select 1 from applyinfo where mobile = '13912340000'")).length).toBe(0);
  });

  it('refuses an enterprise outside the group and bad input', async () => {
    const token = await t.login('qyadmin', PASSWORDS.qyadmin);
    const res = await viewToken(token, 2001);
    expect(res.statusCode).toBe(403);
    expect(res.json().entity).toBeUndefined();
    expect((await viewToken(token, 999999)).statusCode).toBe(403);
    expect((await viewToken(token, 'abc')).json()).toMatchObject({ code: 400, errors: [{ field: 'compBizId' }] });
    expect((await t.call({ method: 'GET', url: `${U}/sysuser/viewToken`, token })).statusCode).toBe(400);
    expect((await viewToken(await t.login('sub01', 'Sub@123456'), 1001)).statusCode).toBe(403);
    expect((await viewToken(await t.login('staff01', PASSWORDS.staff01), 1002)).statusCode).toBe(403);
    const own = (await viewToken(await t.login('staff01', PASSWORDS.staff01), 1001)).json().entity as string;
    expect((await info(own)).json().entity).toMatchObject({ isView: true, qyId: 1001 });
  });

  it('lets admin view any enterprise', async () => {
    const token = await t.login('admin', PASSWORDS.admin);
    const view = (await viewToken(token, 2001)).json().entity as string;
    expect((await info(view)).json().entity).toMatchObject({ isView: true, qyId: 2001 });
    const write = await t.call({ method: 'POST', url: `${U}/qyxx/register`, token: view, payload: {} });
    expect(write.statusCode).toBe(403);
  });
});
