// 系统管理 (issue 24 item 1, docs/administration.md): enterprise roles with menus, buttons and a data scope by
// department applied to the engine's lists, details and exports, the permit list and the workflow lists; a
// user's sessions listed and revoked; failed-login counters cleared; password reset by an SMS code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/user';
const A = '/zax-cloud/admin';
const SM = '/zax-cloud/u-basic/company-safety-manager';
const HD = '/zax-cloud/u-basic/hidden-danger';
const SCOPED_PASSWORD = 'Scope@2468';
let t: TestApp;
const tok: Record<string, string> = {};

function get(url: string, who: string, entId?: number) {
  return t.call({ method: 'GET', url, token: tok[who], entId });
}
function post(url: string, payload: object, who: string, entId?: number) {
  return t.call({ method: 'POST', url, payload, token: tok[who], entId });
}
async function deptId(tenant: number, name: string): Promise<number> {
  const [r] = await t.db.query<{ id: number }>('select id from departmentinfo where tenant_id = $1 and name = $2', [tenant, name]);
  return Number(r.id);
}
const snapshot = async () => ({
  roles: await t.db.query('select tenant_id, code, name, base_role from sysrole order by tenant_id, code'),
  menus: await t.db.query('select * from sysrole_menu order by 1, 2, 3'),
  buttons: await t.db.query('select * from sysrole_button order by 1, 2, 3'),
  scopes: await t.db.query('select * from sysroledepartment order by 1, 2, 3'),
});

/** Creates a user of 1001 holding `roles` and answers its id. */
async function createUser(loginName: string, roles: string[], mobile?: string): Promise<number> {
  const res = await post(`${U}/sysuser/save`, { loginName, userName: loginName, password: t.encode(SCOPED_PASSWORD), roles, mobile }, 'qyadmin');
  expect(res.statusCode).toBe(200);
  return Number(res.json().entity.id);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['qyadmin', 'staff01', 'qyadmin2', 'admin']) tok[who] = await t.login(who, PASSWORDS[who]);
});
afterAll(() => t?.close());

describe('roles of an enterprise', () => {
  it('creates a role with menus, buttons and a data scope; its holder sees only that', async () => {
    const safety = await deptId(1001, '安全环保部');
    // A top-level entry the platform role (qyStaff) shows.
    const staffMenu = (await get(`${U}/sysuser/userMenu`, 'staff01')).json().entity.menu as { id: number; path: string }[];
    const systemMenu = staffMenu[0].id;
    const res = await post(
      `${U}/sysrole/save`,
      { code: 'deptSafety', name: '安全环保部专员', baseRole: 'qyStaff', menuIds: [systemMenu], buttons: ['resource:export'], departmentIds: [safety] },
      'qyadmin',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ code: 'deptSafety', baseRole: 'qyStaff', editable: true, menuIds: [systemMenu], buttons: ['resource:export'], departmentIds: [safety] });
    const list = (await get(`${U}/sysrole/list`, 'qyadmin')).json().data as { code: string; editable: boolean }[];
    expect(list.find((r) => r.code === 'deptSafety')?.editable).toBe(true);
    expect(list.find((r) => r.code === 'qyStaff')?.editable).toBe(false);
    // Another enterprise does not see it.
    const other = (await get(`${U}/sysrole/list`, 'qyadmin2')).json().data as { code: string }[];
    expect(other.some((r) => r.code === 'deptSafety')).toBe(false);
    expect((await get(`${U}/sysrole/detail?roleCode=deptSafety`, 'qyadmin2')).statusCode).toBe(404);

    await createUser('scoped01', ['deptSafety']);
    tok.scoped01 = await t.login('scoped01', SCOPED_PASSWORD);
    const menu = (await get(`${U}/sysuser/userMenu`, 'scoped01')).json().entity;
    expect(menu.menu.map((m: { path: string }) => m.path)).toEqual([staffMenu[0].path]);
    expect(menu.button).toEqual(['resource:export']);
    const info = (await get(`${U}/sysuser/userInfo`, 'scoped01')).json().entity;
    expect(info.roles).toEqual(['deptSafety', 'qyStaff']);
  });

  it('refuses an unknown menu, button, base role or department, a taken code and platform roles, changing nothing', async () => {
    const before = await snapshot();
    const bad = async (payload: object, field: string) => {
      const res = await post(`${U}/sysrole/save`, { code: 'badRole', name: '坏角色', baseRole: 'qyStaff', ...payload }, 'qyadmin');
      expect([res.statusCode, res.json().errors?.[0]?.field]).toEqual([400, field]);
      return res;
    };
    expect((await bad({ menuIds: [987654321] }, 'menuIds')).json().msg).toBe('菜单不存在：987654321');
    expect((await bad({ buttons: ['no:such'] }, 'buttons')).json().msg).toBe('按钮权限不存在：no:such');
    await bad({ baseRole: 'admin' }, 'baseRole');
    await bad({ departmentIds: [await deptId(2001, '安全部')] }, 'departmentIds');
    await bad({ code: '1abc' }, 'code');
    expect((await post(`${U}/sysrole/save`, { code: 'qyStaff', name: '冒名', baseRole: 'qyStaff' }, 'qyadmin')).statusCode).toBe(409);
    expect((await post(`${U}/sysrole/save`, { code: 'deptSafety', name: '重复', baseRole: 'qyStaff' }, 'qyadmin')).statusCode).toBe(409);
    expect((await post(`${U}/sysrole/update`, { code: 'qyStaff', name: '改名' }, 'qyadmin')).json()).toMatchObject({ code: 403, msg: '平台角色只读，不能修改或删除' });
    expect((await get(`${U}/sysrole/deleteById?roleCode=qyStaff`, 'qyadmin')).statusCode).toBe(403);
    expect((await post(`${U}/sysrole/update`, { code: 'deptSafety', name: '改名' }, 'qyadmin2')).statusCode).toBe(404);
    expect((await post(`${U}/sysrole/save`, { code: 'byStaff', name: '员工建', baseRole: 'qyStaff' }, 'staff01')).statusCode).toBe(403);
    expect((await post(`${U}/sysrole/save`, { code: 'platformNew', name: '平台建', baseRole: 'qyStaff' }, 'admin')).statusCode).toBe(403);
    expect((await get(`${U}/sysrole/deleteById?roleCode=deptSafety`, 'qyadmin')).json()).toMatchObject({ code: 409, msg: '仍有 1 个用户持有该角色，请先取消分配' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a user of another enterprise edited by an enterprise administrator, and a foreign role granted', async () => {
    const [other] = await t.db.query<{ id: number }>("select id from sysuser where login_name = 'qyadmin2'");
    const before = await t.db.query('select * from sysuser where id = $1', [other.id]);
    const edit = await post(`${U}/sysuser/update`, { id: Number(other.id), userName: '被改' }, 'qyadmin');
    expect(edit.statusCode).toBe(404);
    const roles = await post(`${U}/sysuserrole/save`, { userId: Number(other.id), roles: ['qyStaff'] }, 'qyadmin');
    expect(roles.statusCode).toBe(404);
    const foreign = await post(`${U}/sysuser/save`, { loginName: 'foreign01', userName: 'x', password: t.encode(SCOPED_PASSWORD), roles: ['deptSafety'] }, 'qyadmin2');
    expect([foreign.statusCode, foreign.json().errors?.[0]?.field]).toEqual([400, 'roles']);
    expect(await t.db.query('select * from sysuser where id = $1', [other.id])).toEqual(before);
  });

  it('updates and deletes an enterprise role once nobody holds it', async () => {
    const res = await post(`${U}/sysrole/save`, { code: 'tempRole', name: '临时', baseRole: 'qyStaff' }, 'qyadmin');
    expect(res.statusCode).toBe(200);
    const upd = await post(`${U}/sysrole/update`, { code: 'tempRole', name: '临时角色', buttons: ['tszy:add'] }, 'qyadmin');
    expect(upd.json().data).toMatchObject({ name: '临时角色', buttons: ['tszy:add'], menuIds: [] });
    expect((await get(`${U}/sysrole/deleteById?roleCode=tempRole`, 'qyadmin')).statusCode).toBe(200);
    expect(await t.db.query("select 1 from sysrole where code = 'tempRole'")).toEqual([]);
    expect(await t.db.query("select 1 from sysrole_button where role_code = 'tempRole'")).toEqual([]);
  });
});

describe('data scope by department', () => {
  it('keeps the engine list, detail and export to the departments of the role', async () => {
    const safety = await deptId(1001, '安全环保部');
    const all = (await get(`${SM}/list?limit=50`, 'qyadmin')).json().data;
    expect(all.total).toBe(4);
    const mine = (await get(`${SM}/list?limit=50`, 'scoped01')).json().data;
    expect(mine.total).toBe(2);
    expect(mine.rows.every((r: { department: number }) => r.department === safety)).toBe(true);
    const pure = (await get(`${SM}/pure/list`, 'scoped01')).json().data;
    expect(pure).toHaveLength(2);
    const outside = all.rows.find((r: { department: number }) => r.department !== safety);
    expect((await get(`${SM}/${outside.id}`, 'scoped01')).statusCode).toBe(404);
    expect((await get(`${SM}/${outside.id}`, 'qyadmin')).statusCode).toBe(200);
    expect((await get(`${SM}/${mine.rows[0].id}`, 'scoped01')).statusCode).toBe(200);
    const exp = await get(`${SM}/export`, 'scoped01');
    expect(exp.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exp.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].actualRowCount).toBe(1 + 2);
    // staff01 holds only qyStaff, a role without a scope: everything, as before.
    expect((await get(`${SM}/list?limit=50`, 'staff01')).json().data.total).toBe(4);
  });

  it('applies to the workflow lists, and refuses a write to a department outside the scope', async () => {
    const safety = await deptId(1001, '安全环保部');
    const plant = await deptId(1001, '生产一车间');
    const made = [];
    for (const [title, dept] of [['范围内隐患', safety], ['范围外隐患', plant]] as const) {
      const res = await t.call({ method: 'POST', url: HD, payload: { title, rectifyDept: dept }, token: tok.qyadmin });
      expect(res.statusCode).toBe(200);
      made.push(res.json().data.id);
    }
    const counts = (who: string) => get(`${HD}/state-counts`, who).then((r) => r.json().data.all as number);
    const total = await counts('qyadmin');
    expect(await counts('scoped01')).toBe(
      Number((await t.db.query<{ n: number }>(`select count(*)::int as n from r_hidden_danger where tenant_id = 1001 and not deleted and data->>'rectifyDept' = $1`, [String(safety)]))[0].n),
    );
    expect(await counts('scoped01')).toBeLessThan(total);
    expect((await get(`${HD}/history?id=${made[1]}`, 'scoped01')).statusCode).toBe(404);
    expect((await get(`${HD}/history?id=${made[0]}`, 'scoped01')).statusCode).toBe(200);
    const before = await t.db.query('select count(*)::int as n from r_hidden_danger');
    const res = await t.call({ method: 'POST', url: HD, payload: { title: '越权', rectifyDept: plant }, token: tok.scoped01 });
    expect([res.statusCode, res.json().errors?.[0]?.field]).toEqual([400, 'rectifyDept']);
    expect(await t.db.query('select count(*)::int as n from r_hidden_danger')).toEqual(before);
    const edit = await t.call({ method: 'PUT', url: HD, payload: { id: made[1], title: '改' }, token: tok.scoped01 });
    expect(edit.statusCode).toBe(404);
  });

  it("counts in the statistics blocks only the records of the role's departments, as the lists show them", async () => {
    const safety = await deptId(1001, '安全环保部');
    const byDepartment = async (who: string) => {
      const token = (await post(`${U}/data-service/token`, {}, who)).json().data.token as string;
      const res = await t.call({ url: '/data-service/stats/yhpc/by-department', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { total: number; rows: { key: string | null; label: string; value: number }[] };
    };
    const inScope = Number((await t.db.query<{ n: number }>("select count(*)::int as n from r_hidden_danger where tenant_id = 1001 and not deleted and data->>'rectifyDept' = $1", [String(safety)]))[0].n);
    const mine = await byDepartment('scoped01');
    expect(mine.rows.map((r) => [r.label, r.value])).toEqual([['安全环保部', inScope]]);
    const everyone = await byDepartment('qyadmin');
    expect(everyone.rows.length).toBeGreaterThan(1);
    expect(everyone.rows.find((r) => r.label === '安全环保部')?.value).toBe(inScope);
  });

  it('keeps the permit list to the applying unit or the applicant of the departments', async () => {
    const all = (await get('/zax-cloud/tszy/zuoYePiao/list?pageSize=100', 'qyadmin')).json().entity;
    expect(all.total).toBeGreaterThan(0);
    expect((await get('/zax-cloud/tszy/zuoYePiao/list?pageSize=100', 'scoped01')).json().entity.total).toBe(0);
    const [one] = await t.db.query<{ id: number }>("select id from permit where tenant_id = 1001 and state <> 'REMOVED' order by id limit 1");
    await t.db.query("update permit set department = '安全环保部' where id = $1", [one.id]);
    const mine = (await get('/zax-cloud/tszy/zuoYePiao/list?pageSize=100', 'scoped01')).json().entity;
    expect(mine.dataList.map((p: { id: number }) => Number(p.id))).toEqual([Number(one.id)]);
  });
});

describe('sessions', () => {
  it('lists a user’s live sessions and revokes one at once, then all', async () => {
    const uid = await createUser('sess01', ['qyStaff']);
    const a = await t.login('sess01', SCOPED_PASSWORD);
    const b = await t.login('sess01', SCOPED_PASSWORD);
    const listed = (await get(`${A}/sysuser/sessions?userId=${uid}`, 'qyadmin')).json().data as { id: number; current: boolean }[];
    expect(listed).toHaveLength(2);
    const info = (token: string) => t.call({ method: 'GET', url: `${U}/sysuser/userInfo`, token });
    expect((await info(a)).statusCode).toBe(200);
    const newest = listed[0].id;
    const one = await post(`${A}/sysuser/sessions/revoke`, { userId: uid, sessionId: newest }, 'qyadmin');
    expect(one.json()).toMatchObject({ code: 0, data: { revoked: 1 } });
    expect((await info(b)).statusCode).toBe(401);
    expect((await info(a)).statusCode).toBe(200);
    const again = await post(`${A}/sysuser/sessions/revoke`, { userId: uid, sessionId: newest }, 'qyadmin');
    expect([again.statusCode, again.json().errors?.[0]?.field]).toEqual([400, 'sessionId']);
    const rest = await post(`${A}/sysuser/sessions/revoke`, { userId: uid }, 'qyadmin');
    expect(rest.json().data.revoked).toBe(1);
    expect((await info(a)).statusCode).toBe(401);
    expect((await get(`${A}/sysuser/sessions?userId=${uid}`, 'qyadmin')).json().data).toEqual([]);
  });

  it('refuses another enterprise’s user, staff and bad input', async () => {
    const [u] = await t.db.query<{ id: number }>("select id from sysuser where login_name = 'qyadmin'");
    const live = async () => (await t.db.query('select count(*)::int as n from session where revoked_at is null'))[0];
    const before = await live();
    expect((await get(`${A}/sysuser/sessions?userId=${u.id}`, 'qyadmin2')).statusCode).toBe(404);
    expect((await post(`${A}/sysuser/sessions/revoke`, { userId: Number(u.id) }, 'qyadmin2')).statusCode).toBe(404);
    expect((await post(`${A}/sysuser/sessions/revoke`, { userId: Number(u.id) }, 'staff01')).statusCode).toBe(403);
    expect((await post(`${A}/sysuser/sessions/revoke`, { userId: 'x' }, 'qyadmin')).statusCode).toBe(400);
    expect(await live()).toEqual(before);
  });
});

describe('failed-login counters', () => {
  it('shows and clears a user’s counters so that they log in at once', async () => {
    const uid = await createUser('fail01', ['qyStaff']);
    const login = (password: string) =>
      t.call({ method: 'POST', url: `${U}/sysuser/login`, payload: { loginName: 'fail01', password: t.encode(password) }, remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 5; i++) expect((await login('Wrong@1234')).statusCode).toBe(401);
    expect((await login(SCOPED_PASSWORD)).statusCode).toBe(429);
    const counters = (await get(`${A}/sysuser/login-failures?userId=${uid}`, 'qyadmin')).json().data;
    expect(counters).toEqual([expect.objectContaining({ address: '203.0.113.9', attempts: 5 })]);
    expect((await post(`${A}/sysuser/login-failures/clear`, { userId: uid }, 'qyadmin2')).statusCode).toBe(404);
    expect((await post(`${A}/sysuser/login-failures/clear`, { userId: uid }, 'staff01')).statusCode).toBe(403);
    const cleared = await post(`${A}/sysuser/login-failures/clear`, { userId: uid }, 'qyadmin');
    expect(cleared.json()).toMatchObject({ code: 0, data: { cleared: 1 } });
    expect((await login(SCOPED_PASSWORD)).statusCode).toBe(200);
  });
});

describe('password reset by SMS code', () => {
  const reset = (payload: object, ip = '203.0.113.20') =>
    t.call({ method: 'POST', url: `${U}/sysuser/resetPassword`, payload, remoteAddress: ip });
  const lastCode = () => /(\d{6})/.exec(t.sms[t.sms.length - 1].content)?.[1] ?? '';

  it('sends a code to the account’s mobile and resets the password with it, ending the sessions', async () => {
    const uid = await createUser('reset01', ['qyStaff'], '13900001111');
    const old = await t.login('reset01', SCOPED_PASSWORD);
    const sent = t.sms.length;
    const send = await t.call({ method: 'POST', url: `${U}/sysuser/resetPassword/sendCode`, payload: { loginName: 'reset01' } });
    expect(send.json()).toMatchObject({ code: 0, msg: '如果该账号存在且登记了手机号，验证码已发送' });
    expect(t.sms.slice(sent).map((s) => s.mobile)).toEqual(['13900001111']);
    const hash = async () => (await t.db.query<{ h: string }>('select password_hash as h from sysuser where id = $1', [uid]))[0].h;
    const before = await hash();
    const wrong = await reset({ loginName: 'reset01', pinCode: '000000', newPassword: t.encode('Blue#River2468') });
    expect([wrong.statusCode, wrong.json().errors?.[0]?.field]).toEqual([400, 'pinCode']);
    const weak = await reset({ loginName: 'reset01', pinCode: lastCode(), newPassword: t.encode('123') });
    expect([weak.statusCode, weak.json().errors?.[0]?.field]).toEqual([400, 'newPassword']);
    expect(await hash()).toBe(before);
    const ok = await reset({ loginName: 'reset01', pinCode: lastCode(), newPassword: t.encode('Blue#River2468') });
    expect(ok.json()).toMatchObject({ code: 0, msg: '密码已重置，请用新密码登录' });
    expect((await t.call({ method: 'GET', url: `${U}/sysuser/userInfo`, token: old })).statusCode).toBe(401);
    expect(await t.login('reset01', 'Blue#River2468')).toBeTruthy();
    // The code is used up.
    expect((await reset({ loginName: 'reset01', pinCode: lastCode(), newPassword: t.encode('Green#Hill1357') })).statusCode).toBe(400);
  });

  it('tells nothing about unknown accounts and is rate-limited like login', async () => {
    const sent = t.sms.length;
    const send = await t.call({ method: 'POST', url: `${U}/sysuser/resetPassword/sendCode`, payload: { loginName: 'nobody-here' } });
    expect(send.json()).toMatchObject({ code: 0, msg: '如果该账号存在且登记了手机号，验证码已发送' });
    expect(t.sms.length).toBe(sent);
    const unknown = await reset({ loginName: 'nobody-here', pinCode: '123456', newPassword: t.encode('Blue#River2468') });
    expect([unknown.statusCode, unknown.json().errors?.[0]?.field]).toEqual([400, 'pinCode']);
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await reset({ loginName: 'reset01', pinCode: '111111', newPassword: t.encode('Blue#River2468') }, '203.0.113.30')).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 400)).toBe(true);
    expect(codes[5]).toBe(429);
    expect((await reset({ loginName: 'reset01', pinCode: '1', newPassword: '' })).statusCode).toBe(400);
  });

  it('lets the administrator send a code to a user of the enterprise only', async () => {
    const uid = await createUser('reset02', ['qyStaff'], '13900002222');
    const noMobile = await createUser('reset03', ['qyStaff']);
    const res = await post(`${A}/sysuser/reset-code`, { userId: uid }, 'qyadmin');
    expect(res.json()).toMatchObject({ code: 0, data: { mobile: '139****2222' } });
    expect(t.sms[t.sms.length - 1].mobile).toBe('13900002222');
    const none = await post(`${A}/sysuser/reset-code`, { userId: noMobile }, 'qyadmin');
    expect([none.statusCode, none.json().errors?.[0]?.field]).toEqual([400, 'mobile']);
    expect((await post(`${A}/sysuser/reset-code`, { userId: uid }, 'qyadmin2')).statusCode).toBe(404);
  });
});
