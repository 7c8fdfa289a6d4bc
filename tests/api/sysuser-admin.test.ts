import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

interface Answer {
  status: number;
  body: { code: number | string; msg: string; entity?: unknown; data?: unknown; errors?: { field: string; message: string }[] };
}

async function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object, entId?: number): Promise<Answer> {
  const res = await t.call({ method, url: `/zax-cloud/user${url}`, token, payload, entId });
  return { status: res.statusCode, body: res.json() };
}

async function userRow(id: number) {
  const rows = await t.db.query<{ tenant_id: number; login_name: string; user_name: string; roles: string[]; status: number; sass_qy: number; recheck_status: number; mobile: string | null; ren_yuan_id: number | null; password_hash: string }>(
    'select * from sysuser where id = $1',
    [id],
  );
  return rows[0];
}

async function staffId(tenant: number, name: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('select id from staffinfo where tenant_id = $1 and name = $2', [tenant, name]);
  return row.id;
}

const newUser = (loginName: string, extra: object = {}) => ({
  loginName,
  userName: '测试用户',
  password: t.encode('Gd#7402kq'),
  roles: ['qyStaff'],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'qyadmin', 'qyadmin2', 'staff01', 'viewer']) tokens[name] = await t.login(name, PASSWORDS[name]);
  for (const r of await t.db.query<{ id: number; login_name: string }>('select id, login_name from sysuser')) ids[r.login_name] = r.id;
});
afterAll(() => t?.close());

describe('GET /sysuser/list', () => {
  it('pages the users of the active enterprise without password hashes', async () => {
    const r = await call('GET', '/sysuser/list', tokens.qyadmin);
    expect(r.status).toBe(200);
    const page = r.body.entity as { rows: Record<string, unknown>[]; total: number };
    expect(r.body.code).toBe(0);
    expect(page.total).toBe(8);
    expect(page.rows.every((u) => u.qyId === 1001)).toBe(true);
    expect(JSON.stringify(page.rows)).not.toMatch(/password|argon2/i);
    expect(page.rows.find((u) => u.loginName === 'staff01')).toMatchObject({ renYuanName: '张伟', roles: ['qyStaff'], status: 1 });
    const paged = (await call('GET', '/sysuser/list?page=2&limit=6', tokens.qyadmin)).body.entity as { rows: unknown[]; total: number };
    expect(paged).toMatchObject({ total: 8 });
    expect(paged.rows).toHaveLength(2);
  });

  it('filters by loginName, userName, roles and status', async () => {
    const byName = (await call('GET', '/sysuser/list?loginName=QYADMIN', tokens.qyadmin)).body.entity as { rows: { loginName: string }[] };
    expect(byName.rows.map((u) => u.loginName)).toEqual(['qyadmin']);
    const staff = (await call('GET', '/sysuser/list?roles=qyStaff', tokens.qyadmin)).body.entity as { total: number };
    expect(staff.total).toBe(6);
    const user = (await call('GET', `/sysuser/list?userName=${encodeURIComponent('张')}`, tokens.qyadmin)).body.entity as { total: number };
    expect(user.total).toBe(1);
    const wild = (await call('GET', '/sysuser/list?loginName=%25', tokens.qyadmin)).body.entity as { total: number };
    expect(wild.total).toBe(0);
    const disabled = (await call('GET', '/sysuser/list?status=0', tokens.qyadmin)).body.entity as { total: number };
    expect(disabled.total).toBe(0);
  });

  it('lets the platform admin see all enterprises and filter by qyId', async () => {
    const all = (await call('GET', '/sysuser/list?limit=100', tokens.admin)).body.entity as { total: number };
    expect(all.total).toBeGreaterThanOrEqual(8);
    const other = (await call('GET', '/sysuser/list?qyId=2001', tokens.admin)).body.entity as { rows: { loginName: string }[] };
    expect(other.rows.map((u) => u.loginName)).toEqual(['qyadmin2']);
  });

  it('refuses staff, read-only users, anonymous callers, bad paging and a foreign Ent-ID', async () => {
    expect((await call('GET', '/sysuser/list', tokens.staff01)).status).toBe(403);
    expect((await call('GET', '/sysuser/list', tokens.viewer)).status).toBe(403);
    expect((await call('GET', '/sysuser/list')).status).toBe(401);
    const big = await call('GET', '/sysuser/list?limit=101', tokens.qyadmin);
    expect(big).toMatchObject({ status: 400, body: { code: 400, msg: '每页条数不能大于100' } });
    const foreign = await call('GET', '/sysuser/list', tokens.qyadmin, undefined, 2001);
    expect(foreign).toMatchObject({ status: 403, body: { code: 403, msg: '无权访问该企业' } });
  });

  it('serves the sub-enterprise 1002 when qyadmin acts for it', async () => {
    const created = await call('POST', '/sysuser/save', tokens.qyadmin, newUser('sub1002'), 1002);
    expect(created.status).toBe(200);
    const id = (created.body.entity as { id: number }).id;
    expect((await userRow(id)).tenant_id).toBe(1002);
    const sub = (await call('GET', '/sysuser/list', tokens.qyadmin, undefined, 1002)).body.entity as { rows: { id: number }[]; total: number };
    expect(sub).toMatchObject({ total: 1 });
    expect(sub.rows[0].id).toBe(id);
    const home = (await call('GET', '/sysuser/list?loginName=sub1002', tokens.qyadmin)).body.entity as { total: number };
    expect(home.total).toBe(0);
  });
});

describe('POST /sysuser/save', () => {
  it('creates a user that can log in, with an audit row', async () => {
    const renYuanId = await staffId(1001, '陈明');
    const r = await call('POST', '/sysuser/save', tokens.qyadmin, newUser('chenming', { renYuanId, mobile: '13912345678' }));
    expect(r).toMatchObject({ status: 200, body: { code: 0, msg: '保存成功' } });
    const id = (r.body.entity as { id: number }).id;
    const row = await userRow(id);
    expect(row).toMatchObject({ tenant_id: 1001, login_name: 'chenming', roles: ['qyStaff'], sass_qy: 0, status: 1, ren_yuan_id: renYuanId, mobile: '13912345678' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const audit = await t.db.query<{ actor_id: number; after: Record<string, unknown> }>(
      "select actor_id, after from audit_log where table_name = 'sysuser' and action = 'insert' and record_id = $1",
      [String(id)],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_id).toBe(ids.qyadmin);
    expect(audit[0].after).not.toHaveProperty('password_hash');
    expect(await t.login('chenming', 'Gd#7402kq')).toBeTruthy();
  });

  it('answers 409 for a login name taken in another enterprise (any case)', async () => {
    const r = await call('POST', '/sysuser/save', tokens.qyadmin, newUser('QyAdmin2'));
    expect(r).toMatchObject({ status: 409, body: { code: 409, msg: '登录名已存在' } });
  });

  it.each([
    [{ loginName: 'a b' }, 'loginName', '登录名须为3-64位字母、数字或 _ . @ - 字符'],
    [{ loginName: 'ab' }, 'loginName', '登录名须为3-64位字母、数字或 _ . @ - 字符'],
    [{ userName: undefined }, 'userName', '请填写姓名'],
    [{ userName: '   ' }, 'userName', '请填写姓名'],
    [{ password: undefined }, 'password', '请填写密码'],
    [{ password: 'not base64!' }, 'password', '密码编码不正确'],
    [{ roles: [] }, 'roles', '角色至少需要1项'],
    [{ roles: ['nosuchrole'] }, 'roles', '角色不存在：nosuchrole'],
    [{ mobile: '12345678901' }, 'mobile', '手机号码格式不正确'],
    [{ email: 'x@y' }, 'email', '邮箱格式不正确'],
    [{ status: 3 }, 'status', '状态取值不正确'],
  ])('refuses %j', async (extra, field, msg) => {
    const r = await call('POST', '/sysuser/save', tokens.qyadmin, newUser('badinput', extra));
    expect(r).toMatchObject({ status: 400, body: { code: 400, msg } });
    expect(r.body.errors?.[0].field).toBe(field);
    expect(await t.db.query("select 1 from sysuser where login_name = 'badinput'")).toHaveLength(0);
  });

  it('applies the strong password rule to the decoded password', async () => {
    const weak = await call('POST', '/sysuser/save', tokens.qyadmin, newUser('weakpw', { password: t.encode('abcdefgh') }));
    expect(weak).toMatchObject({ status: 400, body: { msg: '密码强度不够', errors: [{ field: 'password' }] } });
    const short = await call('POST', '/sysuser/save', tokens.qyadmin, newUser('weakpw', { password: t.encode('A1b') }));
    expect(short.body.msg).toBe('请输入8-18位登录密码');
  });

  it('refuses staff of another enterprise, granting admin and other enterprises for qyUser', async () => {
    const foreignStaff = await staffId(2001, '周强');
    const staff = await call('POST', '/sysuser/save', tokens.qyadmin, newUser('xstaff', { renYuanId: foreignStaff }));
    expect(staff).toMatchObject({ status: 400, body: { msg: '人员不存在或不属于该企业', errors: [{ field: 'renYuanId' }] } });
    const admin = await call('POST', '/sysuser/save', tokens.qyadmin, newUser('xadmin', { roles: ['admin'] }));
    expect(admin).toMatchObject({ status: 403, body: { code: 403, msg: '无权授予平台管理员角色' } });
    const other = await call('POST', '/sysuser/save', tokens.qyadmin, newUser('xother', { qyId: 2001 }));
    expect(other.status).toBe(403);
    expect(await t.db.query("select 1 from sysuser where login_name in ('xstaff', 'xadmin', 'xother')")).toHaveLength(0);
  });

  it('lets the platform admin create users in any enterprise', async () => {
    const r = await call('POST', '/sysuser/save', tokens.admin, newUser('made-by-admin', { qyId: 2001, roles: ['qyUser'], sassQy: 1 }));
    expect(r.status).toBe(200);
    const row = await userRow((r.body.entity as { id: number }).id);
    expect(row).toMatchObject({ tenant_id: 2001, sass_qy: 1, roles: ['qyUser'] });
    const missing = await call('POST', '/sysuser/save', tokens.admin, newUser('nowhere', { qyId: 9999 }));
    expect(missing).toMatchObject({ status: 400, body: { msg: '企业不存在' } });
  });

  it('refuses staff, the read-only user and a view-only token', async () => {
    expect((await call('POST', '/sysuser/save', tokens.staff01, newUser('bystaff'))).status).toBe(403);
    const ro = await call('POST', '/sysuser/save', tokens.viewer, newUser('byviewer'));
    expect(ro).toMatchObject({ status: 403, body: { msg: '只读用户无权修改数据' } });
    const view = await call('GET', '/sysuser/viewToken?compBizId=1001', tokens.qyadmin);
    const vo = await call('POST', '/sysuser/save', view.body.entity as string, newUser('byview'));
    expect(vo).toMatchObject({ status: 403, body: { msg: '查看模式下不能修改数据' } });
  });
});

describe('POST /sysuser/update', () => {
  it('changes the given fields; a new password ends the user’s sessions', async () => {
    const id = ((await call('POST', '/sysuser/save', tokens.qyadmin, newUser('upd01'))).body.entity as { id: number }).id;
    const userToken = await t.login('upd01', 'Gd#7402kq');
    const r = await call('POST', '/sysuser/update', tokens.qyadmin, { id, userName: '改名', mobile: '', roles: ['qyStaff', 'safetyDept'] });
    expect(r).toMatchObject({ status: 200, body: { code: 0 } });
    expect(await userRow(id)).toMatchObject({ user_name: '改名', mobile: null, roles: ['qyStaff', 'safetyDept'], login_name: 'upd01' });
    expect((await call('GET', '/sysuser/userInfo', userToken)).status).toBe(200);
    expect((await call('POST', '/sysuser/update', tokens.qyadmin, { id, password: t.encode('Newer@2026') })).status).toBe(200);
    expect((await call('GET', '/sysuser/userInfo', userToken)).status).toBe(401);
    expect(await t.login('upd01', 'Newer@2026')).toBeTruthy();
  });

  it('answers 404 for users of another enterprise and changes nothing', async () => {
    const r = await call('POST', '/sysuser/update', tokens.qyadmin, { id: ids.qyadmin2, userName: '越权' });
    expect(r).toMatchObject({ status: 404, body: { code: 404, msg: '用户不存在' } });
    expect((await userRow(ids.qyadmin2)).user_name).toBe('另一企业管理员');
    expect((await call('POST', '/sysuser/update', tokens.qyadmin, { id: ids.qyadmin2, userName: 'x' }, 2001)).status).toBe(403);
  });

  it('refuses a taken login name, a weak password, granting admin and disabling oneself', async () => {
    const dup = await call('POST', '/sysuser/update', tokens.qyadmin, { id: ids.staff01, loginName: 'admin' });
    expect(dup).toMatchObject({ status: 409, body: { msg: '登录名已存在' } });
    const weak = await call('POST', '/sysuser/update', tokens.qyadmin, { id: ids.staff01, password: t.encode('12345678') });
    expect(weak).toMatchObject({ status: 400, body: { msg: '密码强度不够' } });
    const admin = await call('POST', '/sysuser/update', tokens.qyadmin, { id: ids.staff01, roles: ['admin'] });
    expect(admin.status).toBe(403);
    const self = await call('POST', '/sysuser/update', tokens.qyadmin, { id: ids.qyadmin, status: 0 });
    expect(self).toMatchObject({ status: 400, body: { msg: '不能停用当前登录用户' } });
    expect(await userRow(ids.staff01)).toMatchObject({ login_name: 'staff01', roles: ['qyStaff'] });
    expect((await call('POST', '/sysuser/update', tokens.qyadmin, {})).body.msg).toBe('请填写用户');
  });
});

describe('deleteById, updateStatusById, recheck, sysuserrole/save', () => {
  it('deletes a user and ends its sessions; refuses self, foreign users and read-only callers', async () => {
    const id = ((await call('POST', '/sysuser/save', tokens.qyadmin, newUser('del01'))).body.entity as { id: number }).id;
    const userToken = await t.login('del01', 'Gd#7402kq');
    expect((await call('GET', `/sysuser/deleteById?id=${id}`, tokens.viewer)).status).toBe(403);
    expect((await call('GET', `/sysuser/deleteById?id=${id}`, tokens.staff01)).status).toBe(403);
    const self = await call('GET', `/sysuser/deleteById?id=${ids.qyadmin}`, tokens.qyadmin);
    expect(self).toMatchObject({ status: 400, body: { msg: '不能删除当前登录用户' } });
    const foreign = await call('GET', `/sysuser/deleteById?id=${ids.qyadmin2}`, tokens.qyadmin);
    expect(foreign).toMatchObject({ status: 404, body: { msg: '用户不存在' } });
    expect(await userRow(ids.qyadmin2)).toBeDefined();
    expect((await call('GET', `/sysuser/deleteById?id=${id}`, tokens.qyadmin)).status).toBe(200);
    expect(await userRow(id)).toBeUndefined();
    expect((await call('GET', '/sysuser/userInfo', userToken)).status).toBe(401);
    const live = await t.db.query('select 1 from session where user_id = $1 and revoked_at is null', [id]);
    expect(live).toHaveLength(0);
    expect((await call('GET', '/sysuser/deleteById?id=abc', tokens.qyadmin)).body.msg).toBe('用户格式不正确');
  });

  it('disables and enables users; disabling ends sessions and blocks login', async () => {
    const id = ((await call('POST', '/sysuser/save', tokens.qyadmin, newUser('stat01'))).body.entity as { id: number }).id;
    const userToken = await t.login('stat01', 'Gd#7402kq');
    expect((await call('POST', '/sysuser/updateStatusById', tokens.qyadmin, { id, status: 0 })).status).toBe(200);
    expect((await userRow(id)).status).toBe(0);
    expect((await call('GET', '/sysuser/userInfo', userToken)).status).toBe(401);
    const login = await t.call({ method: 'POST', url: '/zax-cloud/user/sysuser/login', payload: { loginName: 'stat01', password: t.encode('Gd#7402kq') } });
    expect(login.statusCode).toBe(403);
    expect((await call('POST', '/sysuser/updateStatusById', tokens.qyadmin, { id, status: 1 })).status).toBe(200);
    expect(await t.login('stat01', 'Gd#7402kq')).toBeTruthy();
    expect((await call('POST', '/sysuser/updateStatusById', tokens.qyadmin, { id, status: 2 })).body.msg).toBe('状态取值不正确');
    const foreign = await call('POST', '/sysuser/updateStatusById', tokens.qyadmin, { id: ids.qyadmin2, status: 0 });
    expect(foreign.status).toBe(404);
    expect((await userRow(ids.qyadmin2)).status).toBe(1);
    expect((await call('POST', '/sysuser/updateStatusById', tokens.qyadmin, { id: ids.qyadmin2, status: 0 }, 2001)).status).toBe(403);
    expect((await call('POST', '/sysuser/updateStatusById', tokens.viewer, { id, status: 0 })).status).toBe(403);
  });

  it('reviews pending accounts only', async () => {
    const mk = async (name: string) => ((await call('POST', '/sysuser/save', tokens.qyadmin, newUser(name))).body.entity as { id: number }).id;
    const [a, b] = [await mk('pend01'), await mk('pend02')];
    await t.db.query('update sysuser set recheck_status = 0, status = 0 where id = any($1::bigint[])', [[a, b]]);
    const reject = await call('POST', '/sysuser/recheck', tokens.qyadmin, { id: a, pass: false, remark: '资料不全' });
    expect(reject).toMatchObject({ status: 200, body: { entity: { recheckStatus: 2 } } });
    expect(await userRow(a)).toMatchObject({ recheck_status: 2, status: 0 });
    expect((await call('POST', '/sysuser/recheck', tokens.qyadmin, { id: b, pass: true })).status).toBe(200);
    expect(await userRow(b)).toMatchObject({ recheck_status: 1, status: 1 });
    const again = await call('POST', '/sysuser/recheck', tokens.qyadmin, { id: b, pass: false });
    expect(again).toMatchObject({ status: 409, body: { msg: '该账号不是待审核状态' } });
    expect((await call('POST', '/sysuser/recheck', tokens.qyadmin, { id: ids.qyadmin2, pass: true })).status).toBe(404);
    expect((await call('POST', '/sysuser/recheck', tokens.qyadmin, { id: b })).body.msg).toBe('请填写是否通过');
  });

  it('sets roles with the same rules', async () => {
    const ok = await call('POST', '/sysuserrole/save', tokens.qyadmin, { userId: ids.staff01, roles: ['qyStaff', 'workshopDirector', 'qyStaff'] });
    expect(ok).toMatchObject({ status: 200, body: { code: 0, data: { roles: ['qyStaff', 'workshopDirector'] } } });
    expect((await userRow(ids.staff01)).roles).toEqual(['qyStaff', 'workshopDirector']);
    expect((await call('POST', '/sysuserrole/save', tokens.qyadmin, { userId: ids.staff01, roles: [] })).body.msg).toBe('角色至少需要1项');
    expect((await call('POST', '/sysuserrole/save', tokens.qyadmin, { userId: ids.staff01, roles: ['boss'] })).status).toBe(400);
    expect((await call('POST', '/sysuserrole/save', tokens.qyadmin, { userId: ids.staff01, roles: ['admin'] })).status).toBe(403);
    expect((await call('POST', '/sysuserrole/save', tokens.qyadmin, { userId: ids.qyadmin2, roles: ['qyStaff'] })).status).toBe(404);
    expect((await call('POST', '/sysuserrole/save', tokens.viewer, { userId: ids.staff01, roles: ['qyStaff'] })).status).toBe(403);
    expect((await userRow(ids.staff01)).roles).toEqual(['qyStaff', 'workshopDirector']);
    const byAdmin = await call('POST', '/sysuserrole/save', tokens.admin, { userId: ids.qyadmin2, roles: ['qyUser', 'readonlyUser'] });
    expect(byAdmin.status).toBe(200);
    expect((await userRow(ids.qyadmin2)).roles).toEqual(['qyUser', 'readonlyUser']);
  });
});
