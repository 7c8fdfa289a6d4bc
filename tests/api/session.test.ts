import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { issueSsoCode, signParkAssertion } from '../../src/server/auth/login-proof.ts';
import { hashToken } from '../../src/server/auth/tokens.ts';
import { DEMO_ACCOUNTS, DEMO_BUTTONS } from '../../src/server/db/seed/demo-accounts.ts';

const U = '/zax-cloud/user';
const LOGIN = `${U}/sysuser/login`;
const PARK_SECRET = 'park-secret-for-tests';
const NEED_LOGIN = '验证失败，请重新登录。';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ parkSecret: PARK_SECRET });
});
afterAll(() => t?.close());

interface Body {
  code: number | string;
  msg: string;
  entity?: unknown;
  errors?: { field: string; message: string }[];
}
interface MenuItem {
  path: string;
  name: string;
  meta?: { roles?: string[] };
  children?: MenuItem[];
}

/** Creates an account directly in the database; answers its id. */
async function createUser(name: string, password: string, tenantId: number, roles: string[], sassQy = 0): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `insert into sysuser(tenant_id, login_name, user_name, password_hash, roles, sass_qy)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [tenantId, name, `测试${name}`, await hashPassword(password), roles, sassQy],
  );
  return row.id;
}

const postLogin = (payload: object, headers?: Record<string, string>) =>
  t.call({ method: 'POST', url: LOGIN, payload, headers });
const userInfo = (token?: string, headers?: Record<string, string>) =>
  t.call({ method: 'GET', url: `${U}/sysuser/userInfo`, token, headers });
const userMenu = async (token: string) => {
  const res = await t.call({ method: 'GET', url: `${U}/sysuser/userMenu`, token });
  expect(res.statusCode).toBe(200);
  return res.json().entity as { menu: MenuItem[]; button: string[] };
};
/** Every node of a menu tree, depth first. */
function walk(nodes: MenuItem[], out: MenuItem[] = []): MenuItem[] {
  for (const n of nodes) {
    out.push(n);
    if (n.children) walk(n.children, out);
  }
  return out;
}
const names = (menu: MenuItem[]) => new Set(walk(menu).map((n) => n.name));

describe('POST /sysuser/login', () => {
  it.each(DEMO_ACCOUNTS.map((a) => a.loginName))('logs in demo account %s with code success and a token', async (name) => {
    const res = await postLogin({ loginName: name, password: t.encode(PASSWORDS[name]) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Body;
    expect(body.code).toBe('success');
    expect(typeof body.entity).toBe('string');
    expect((body.entity as string).length).toBeGreaterThanOrEqual(40);
    const info = await userInfo(body.entity as string);
    expect(info.json().entity.loginName).toBe(name);
  });

  it('answers a wrong password and an unknown user identically', async () => {
    await createUser('wrongpw01', 'Right@1234', 1001, ['qyStaff']);
    const wrong = await postLogin({ loginName: 'wrongpw01', password: t.encode('Wrong@1234') });
    const unknown = await postLogin({ loginName: 'nobody-here', password: t.encode('Wrong@1234') });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ code: 401, msg: '用户名或密码错误' });
    expect(wrong.json().entity).toBeUndefined();
  });

  it('refuses a password sent without the transport encoding like a wrong one', async () => {
    await createUser('rawpw01', 'Right@1234', 1001, ['qyStaff']);
    for (const password of ['Right@1234', Buffer.from('Right@1234').toString('base64'), '@@@not-base64']) {
      const res = await postLogin({ loginName: 'rawpw01', password });
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe('用户名或密码错误');
    }
  });

  it('requires loginName and password with Chinese field messages', async () => {
    const cases: [object, string][] = [
      [{ password: t.encode('x') }, 'loginName'],
      [{ loginName: 'qyadmin' }, 'password'],
      [{ loginName: '', password: t.encode('x') }, 'loginName'],
      [{ loginName: 'qyadmin', password: '' }, 'password'],
    ];
    for (const [payload, field] of cases) {
      const res = await postLogin(payload);
      expect(res.statusCode).toBe(400);
      const body = res.json() as Body;
      expect(body.code).toBe(400);
      expect(body.errors?.[0].field).toBe(field);
      expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect(body.msg).toContain(field === 'loginName' ? '登录名' : '密码');
    }
    const bad = await postLogin({ loginName: 'qyadmin', password: t.encode(PASSWORDS.qyadmin), qyId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('qyId');
  });

  it('slows a login name down only from the address that failed it, never for the right password elsewhere', async () => {
    await createUser('lock01', 'Lock@12345', 1001, ['qyStaff']);
    const from = (remoteAddress: string, password: string) =>
      t.call({ method: 'POST', url: LOGIN, payload: { loginName: 'lock01', password: t.encode(password) }, remoteAddress });
    for (let i = 0; i < 5; i++) expect((await from('10.4.4.4', 'Bad@12345')).statusCode).toBe(401);
    const slowed = await from('10.4.4.4', 'Lock@12345');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ code: 429, msg: '登录失败次数过多，请30秒后再试' });
    // The owner at another address is not locked out by the stranger's failures.
    expect((await from('10.5.5.5', 'Lock@12345')).json().code).toBe('success');
    // Other accounts from the failing address are not affected.
    const other = await t.call({
      method: 'POST',
      url: LOGIN,
      payload: { loginName: 'staff01', password: t.encode(PASSWORDS.staff01) },
      remoteAddress: '10.4.4.4',
    });
    expect(other.json().code).toBe('success');
  });

  it('counts failures per account name also for unknown users, and a success resets the count', async () => {
    for (let i = 0; i < 5; i++) await postLogin({ loginName: 'ghost-user', password: t.encode('Bad@12345') });
    expect((await postLogin({ loginName: 'ghost-user', password: t.encode('Bad@12345') })).statusCode).toBe(429);
    await createUser('reset01', 'Reset@1234', 1001, ['qyStaff']);
    for (let i = 0; i < 4; i++) await postLogin({ loginName: 'reset01', password: t.encode('Bad@12345') });
    await t.login('reset01', 'Reset@1234');
    for (let i = 0; i < 4; i++) await postLogin({ loginName: 'reset01', password: t.encode('Bad@12345') });
    await expect(t.login('reset01', 'Reset@1234')).resolves.toBeTypeOf('string');
  });

  it('accepts the Ent-ID, Req-Source and empty Verify headers of the client', async () => {
    const token = await t.login('qyadmin', PASSWORDS.qyadmin, { 'ent-id': '1001', 'req-source': 'pc', verify: '' });
    expect((await userInfo(token)).statusCode).toBe(200);
    await expect(t.login('admin', PASSWORDS.admin, { 'ent-id': '0', 'req-source': 'pc', verify: '' })).resolves.toBeTypeOf('string');
  });

  it('is not refused because of a stale token and Ent-ID still sent by the client', async () => {
    const qyToken = await t.login('qyadmin', PASSWORDS.qyadmin);
    const view = (await t.call({ method: 'GET', url: `${U}/sysuser/viewToken?compBizId=1002`, token: qyToken })).json().entity as string;
    for (const [token, entId] of [[view, '1001'], [qyToken, '2001'], [qyToken, 'abc'], ['stale-token', '2001']]) {
      const res = await t.call({
        method: 'POST',
        url: LOGIN,
        token,
        entId,
        payload: { loginName: 'qyadmin2', password: t.encode(PASSWORDS.qyadmin2) },
      });
      expect(res.json().code).toBe('success');
    }
  });

  it('refuses a disabled account and ends its sessions', async () => {
    const id = await createUser('disabled01', 'Dis@123456', 1001, ['qyStaff']);
    const token = await t.login('disabled01', 'Dis@123456');
    await t.db.query('update sysuser set status = 0 where id = $1', [id]);
    const res = await postLogin({ loginName: 'disabled01', password: t.encode('Dis@123456') });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, msg: '账号已被禁用，请联系管理员' });
    expect(res.json().entity).toBeUndefined();
    expect((await userInfo(token)).statusCode).toBe(401);
  });

  it('admits qyId of the own group only', async () => {
    const login = (name: string, qyId: number | string) =>
      postLogin({ loginName: name, password: t.encode(PASSWORDS[name]), qyId });
    expect((await login('qyadmin', 1001)).json().code).toBe('success');
    expect((await login('qyadmin', '1002')).json().code).toBe('success');
    // Only an enterprise administrator may act for a sub-enterprise of its group (spec 000 §6).
    expect((await login('staff01', 1001)).json().code).toBe('success');
    for (const [name, qyId] of [['qyadmin', 2001], ['staff01', 2001], ['staff01', 1002], ['qyadmin2', 1001], ['qyadmin2', 1002]] as const) {
      const res = await login(name, qyId);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, msg: '无权登录该企业' });
    }
  });
});

describe('POST /sysuser/login/withoutPassword and /sysuser/sso/token', () => {
  const withoutPassword = (payload: object) => t.call({ method: 'POST', url: `${U}/sysuser/login/withoutPassword`, payload });
  const idOf = async (name: string) =>
    (await t.db.query<{ id: number }>('select id from sysuser where login_name = $1', [name]))[0].id;

  it('never yields a token for a bare loginName', async () => {
    const res = await withoutPassword({ loginName: 'qyadmin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, errors: [{ field: 'code' }] });
    expect(res.json().entity).toBeUndefined();
    expect((await withoutPassword({})).statusCode).toBe(400);
  });

  it('accepts a single-sign-on code once', async () => {
    const code = await issueSsoCode(t.db, await idOf('staff01'));
    const first = await withoutPassword({ loginName: 'staff01', code });
    expect(first.json()).toMatchObject({ code: 'success' });
    expect((await userInfo(first.json().entity)).json().entity.loginName).toBe('staff01');
    const again = await withoutPassword({ loginName: 'staff01', code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 401, msg: '登录凭证无效或已过期' });
  });

  it('refuses an expired code, an unknown code and a code of another user', async () => {
    const expired = await issueSsoCode(t.db, await idOf('staff01'));
    await t.db.query("update login_proof set expires_at = now() - interval '1 second' where code_hash = $1", [hashToken(expired)]);
    expect((await withoutPassword({ loginName: 'staff01', code: expired })).statusCode).toBe(401);
    expect((await withoutPassword({ loginName: 'staff01', code: 'made-up-code' })).statusCode).toBe(401);
    const other = await issueSsoCode(t.db, await idOf('qyadmin'));
    const res = await withoutPassword({ loginName: 'staff01', code: other });
    expect(res.statusCode).toBe(401);
    expect(res.json().entity).toBeUndefined();
  });

  it('accepts a park assertion signed with the shared secret', async () => {
    const assertion = signParkAssertion(PARK_SECRET, 'staff01', Date.now() + 60_000);
    const res = await withoutPassword({ loginName: 'staff01', assertion });
    expect(res.json()).toMatchObject({ code: 'success' });
    expect((await userInfo(res.json().entity)).json().entity.loginName).toBe('staff01');
  });

  it('refuses a park assertion with a wrong signature, expired, too long, tampered or for another name', async () => {
    const now = Date.now();
    const good = signParkAssertion(PARK_SECRET, 'staff01', now + 60_000);
    const [, mac] = good.split('.');
    const forged = `${Buffer.from(JSON.stringify({ loginName: 'admin', exp: now + 60_000 })).toString('base64url')}.${mac}`;
    const cases: [string, string][] = [
      ['staff01', signParkAssertion('another-secret', 'staff01', now + 60_000)],
      ['staff01', signParkAssertion(PARK_SECRET, 'staff01', now - 1000)],
      ['staff01', signParkAssertion(PARK_SECRET, 'staff01', now + 11 * 60_000)],
      ['admin', forged],
      ['qyadmin', good],
      ['nobody', signParkAssertion(PARK_SECRET, 'nobody', now + 60_000)],
      ['staff01', 'garbage'],
    ];
    for (const [loginName, assertion] of cases) {
      const res = await withoutPassword({ loginName, assertion });
      expect(res.statusCode).toBe(401);
      expect(res.json().entity).toBeUndefined();
    }
  });

  it('exchanges a code at /sysuser/sso/token once', async () => {
    const code = await issueSsoCode(t.db, await idOf('qyadmin'));
    const sso = (payload: object) => t.call({ method: 'POST', url: `${U}/sysuser/sso/token`, payload });
    const res = await sso({ code });
    expect(res.json()).toMatchObject({ code: 'success' });
    expect((await userInfo(res.json().entity)).json().entity.loginName).toBe('qyadmin');
    expect((await sso({ code })).statusCode).toBe(401);
    expect((await sso({ code: 'x' })).statusCode).toBe(401);
    expect((await sso({})).json()).toMatchObject({ code: 400, errors: [{ field: 'code' }] });
  });

  describe('an app without parkSecret and with a small per-address limit', () => {
    let t2: TestApp;
    beforeAll(async () => {
      t2 = await createTestApp({ limits: { loginPerAddress: { max: 3, windowMs: 60_000 } } as TestApp['config']['limits'] });
    });
    afterAll(() => t2?.close());

    it('refuses park assertions', async () => {
      const assertion = signParkAssertion(PARK_SECRET, 'staff01', Date.now() + 60_000);
      const res = await t2.call({
        method: 'POST',
        url: `${U}/sysuser/login/withoutPassword`,
        payload: { loginName: 'staff01', assertion },
        remoteAddress: '10.9.9.9',
      });
      expect(res.statusCode).toBe(401);
    });

    it('counts failures per address, whatever X-Forwarded-For says, and never successes', async () => {
      const attempt = (remoteAddress: string, loginName: string, password: string, headers: Record<string, string> = {}) =>
        t2.call({ method: 'POST', url: LOGIN, payload: { loginName, password: t2.encode(password) }, remoteAddress, headers });
      // Successes from one address are not counted against it.
      for (let i = 0; i < 5; i++) expect((await attempt('10.1.1.1', 'qyadmin', PASSWORDS.qyadmin)).json().code).toBe('success');
      // Three wrong passwords for three names, each claiming another address in X-Forwarded-For.
      for (const [i, name] of ['a1', 'a2', 'a3'].entries()) {
        const res = await attempt('10.1.1.1', name, 'Bad@12345', { 'x-forwarded-for': `10.2.2.${i}` });
        expect(res.statusCode).toBe(401);
      }
      const limited = await attempt('10.1.1.1', 'qyadmin', PASSWORDS.qyadmin, { 'x-forwarded-for': '10.2.2.2' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 429, msg: '该地址登录失败次数过多，请30秒后再试' });
      expect((await attempt('10.3.3.3', 'qyadmin', PASSWORDS.qyadmin)).json().code).toBe('success');
    });
  });
});

describe('GET /sysuser/userInfo', () => {
  it('answers the fields of the user session', async () => {
    const res = await userInfo(await t.login('staff01', PASSWORDS.staff01));
    expect(res.statusCode).toBe(200);
    const e = res.json().entity;
    expect(res.json().code).toBe(0);
    expect(e).toMatchObject({ userName: '张伟', loginName: 'staff01', qyId: 1001, roles: ['qyStaff'], sassQy: 0, isView: false });
    expect(e.renYuanId).toBeTypeOf('number');
    expect(e.qyxx).toMatchObject({ id: 1001, qymc: '示例化工有限公司', qyGroup: '示例化工集团' });
    expect(e.qyxx.haveModel).toBeTypeOf('string');
    expect(e.qyxx.haveModel.split(',')).toEqual(expect.arrayContaining(['tszy', 'qing-dan']));
    expect(e.qyxxconfig).toMatchObject({ qdglVersion: '2', riskVersion: '2', parkPrefix: 'demo-park' });
  });

  it('gives enterprise-type users (sassQy 1) the role qyUser', async () => {
    const qy = (await userInfo(await t.login('qyadmin', PASSWORDS.qyadmin))).json().entity;
    expect(qy).toMatchObject({ sassQy: 1, roles: ['qyUser'] });
    await createUser('sass01', 'Sass@12345', 1001, ['qyStaff'], 1);
    const roles = (await userInfo(await t.login('sass01', 'Sass@12345'))).json().entity.roles as string[];
    expect([...roles].sort()).toEqual(['qyStaff', 'qyUser']);
    const other = (await userInfo(await t.login('qyadmin2', PASSWORDS.qyadmin2))).json().entity;
    expect(other.qyId).toBe(2001);
    expect(other.qyxx.haveModel.split(',')).not.toContain('tszy');
    expect(other.qyxxconfig).toMatchObject({ qdglVersion: '1', riskVersion: '1' });
  });

  it('gives admin qyId 0', async () => {
    const e = (await userInfo(await t.login('admin', PASSWORDS.admin))).json().entity;
    expect(e).toMatchObject({ qyId: 0, roles: ['admin'] });
  });

  it('accepts Bearer and accessToken headers', async () => {
    const token = await t.login('staff01', PASSWORDS.staff01);
    expect((await userInfo(undefined, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await userInfo(undefined, { authorization: `bearer  ${token}` })).statusCode).toBe(200);
    expect((await userInfo(undefined, { accesstoken: token })).statusCode).toBe(200);
  });

  it('answers 401 for no token, a garbage token and an expired session', async () => {
    const token = await t.login('staff01', PASSWORDS.staff01);
    await t.db.query("update session set expires_at = now() - interval '1 second' where token_hash = $1", [hashToken(token)]);
    for (const res of [await userInfo(), await userInfo('garbage-token'), await userInfo(token)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, msg: NEED_LOGIN });
    }
  });

  it('answers 403 when the user has no roles', async () => {
    const id = await createUser('noroles01', 'Role@12345', 1001, ['qyStaff']);
    const token = await t.login('noroles01', 'Role@12345');
    await t.db.query("update sysuser set roles = '{}' where id = $1", [id]);
    const res = await userInfo(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, msg: 'getInfo: 角色必须是非空数组！' });
    // Without a role nothing may be written.
    const write = await t.call({
      method: 'POST',
      url: `${U}/applyinfo/save`,
      token,
      payload: { name: '张三', mobile: '13912349999', pinCode: '123456' },
    });
    expect(write.json()).toEqual({ code: 403, msg: '无权执行此操作' });
  });
});

describe('GET /sysuser/userMenu', () => {
  it('shows staff of 1001 the v2 checklist with workbench, risk control and zq-location', async () => {
    const { menu, button } = await userMenu(await t.login('staff01', PASSWORDS.staff01));
    const seen = names(menu);
    for (const n of ['QingDanV2', 'QingDanV2Workbench', 'FxfjgkRiskControl', 'ZqLocation', 'Tszy']) expect(seen).toContain(n);
    for (const n of ['QingDan', 'FxfjgkRiskClassification', 'System', 'Enterprise', 'Lowcode']) expect(seen).not.toContain(n);
    // Every entry the staff sees is open to one of its roles, at every depth.
    for (const node of walk(menu)) {
      const need = node.meta?.roles;
      if (need?.length) expect(need).toContain('qyStaff');
    }
    expect([...button].sort()).toEqual([...DEMO_BUTTONS.qyStaff].sort());
  });

  it('hides the checklist workbench from the enterprise administrator', async () => {
    const { menu, button } = await userMenu(await t.login('qyadmin', PASSWORDS.qyadmin));
    const seen = names(menu);
    expect(seen).toContain('QingDanV2');
    expect(seen).not.toContain('QingDanV2Workbench');
    expect(seen).toContain('System');
    expect(seen).not.toContain('SystemMenu');
    expect(button).toEqual(expect.arrayContaining(DEMO_BUTTONS.qyUser));
    expect(button).not.toContain('sysmenu:edit');
  });

  it('follows the configuration and modules of 2001', async () => {
    const { menu } = await userMenu(await t.login('qyadmin2', PASSWORDS.qyadmin2));
    const seen = names(menu);
    expect(walk(menu).some((n) => n.path === '/tszy')).toBe(false);
    for (const n of ['QingDan', 'FxfjgkRiskClassification']) expect(seen).toContain(n);
    for (const n of ['QingDanV2', 'FxfjgkRiskControl', 'ZqLocation', 'QingDanWorkbench']) expect(seen).not.toContain(n);
  });

  it('shows admin everything and the read-only user no /system', async () => {
    const admin = await userMenu(await t.login('admin', PASSWORDS.admin));
    const all = names(admin.menu);
    for (const n of ['QingDan', 'QingDanV2', 'FxfjgkRiskClassification', 'FxfjgkRiskControl', 'ZqLocation', 'SystemMenu', 'Enterprise']) {
      expect(all).toContain(n);
    }
    expect(admin.button).toEqual(expect.arrayContaining([...DEMO_BUTTONS.admin, ...DEMO_BUTTONS.qyUser]));
    const ro = await userMenu(await t.login('viewer', PASSWORDS.viewer));
    expect(ro.menu.some((n) => n.path === '/system')).toBe(false);
    expect(names(ro.menu)).toContain('OperationalStatistics');
    expect(ro.button).toEqual([]);
  });

  it('gives gm01 the buttons of both its roles', async () => {
    const { button } = await userMenu(await t.login('gm01', PASSWORDS.gm01));
    expect([...button].sort()).toEqual([...new Set([...DEMO_BUTTONS.qyStaff, ...DEMO_BUTTONS.generalManager])].sort());
  });

  it('answers 401 without a token', async () => {
    const res = await t.call({ method: 'GET', url: `${U}/sysuser/userMenu` });
    expect(res.json()).toEqual({ code: 401, msg: NEED_LOGIN });
  });
});

describe('POST /sysuser/logout', () => {
  it('ends the token at once and only that one', async () => {
    const token = await t.login('staff01', PASSWORDS.staff01);
    const other = await t.login('staff01', PASSWORDS.staff01);
    const res = await t.call({ method: 'POST', url: `${U}/sysuser/logout`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(0);
    expect((await userInfo(token)).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: `${U}/sysuser/logout`, token })).statusCode).toBe(401);
    expect((await userInfo(other)).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: `${U}/sysuser/logout` })).statusCode).toBe(401);
  });
});

describe('a view-only token dies with the session that asked for it', () => {
  const viewToken = async (token: string, compBizId: number) => {
    const res = await t.call({ method: 'GET', url: `${U}/sysuser/viewToken?compBizId=${compBizId}`, token });
    expect(res.statusCode).toBe(200);
    return res.json().entity as string;
  };
  const post = (url: string, token: string, payload?: object) => t.call({ method: 'POST', url: `${U}${url}`, token, payload });

  it('ends on logout, with the view tokens asked for through it; another session keeps its own', async () => {
    const token = await t.login('qyadmin', PASSWORDS.qyadmin);
    const otherSession = await t.login('qyadmin', PASSWORDS.qyadmin);
    const view = await viewToken(token, 1002);
    const nested = await viewToken(view, 1002);
    const otherView = await viewToken(otherSession, 1002);
    expect((await userInfo(nested)).json().entity).toMatchObject({ isView: true, qyId: 1002 });
    expect((await post('/sysuser/logout', token)).statusCode).toBe(200);
    for (const dead of [token, view, nested]) expect((await userInfo(dead)).statusCode).toBe(401);
    expect((await userInfo(otherView)).statusCode).toBe(200);
    expect((await userInfo(otherSession)).statusCode).toBe(200);
  });

  it('ends on a role switch', async () => {
    const token = await t.login('gm01', PASSWORDS.gm01);
    const view = await viewToken(token, 1001);
    expect((await userInfo(view)).statusCode).toBe(200);
    const switched = await post('/sysuser/switchRole', token, { role: 'generalManager' });
    expect(switched.json().code).toBe(0);
    expect((await userInfo(view)).statusCode).toBe(401);
    expect((await userInfo(switched.json().entity)).statusCode).toBe(200);
  });

  it('ends on a password change, while the session that changed it goes on', async () => {
    await createUser('viewpw01', 'Old@12345', 1001, ['qyStaff']);
    const token = await t.login('viewpw01', 'Old@12345');
    const view = await viewToken(token, 1001);
    const res = await post('/sysuser/updatePassword', token, {
      loginName: 'viewpw01',
      oldPassword: t.encode('Old@12345'),
      newPassword: t.encode('Kz9#mPq2w'),
    });
    expect(res.json().code).toBe(0);
    expect((await userInfo(view)).statusCode).toBe(401);
    expect((await userInfo(token)).statusCode).toBe(200);
  });

  it('never outlives its session, and dies with it however that session ends', async () => {
    const token = await t.login('staff01', PASSWORDS.staff01);
    const view = await viewToken(token, 1001);
    const rows = await t.db.query<{ token_hash: string; expires_at: Date }>(
      'select token_hash, expires_at from session where token_hash = any($1::text[])',
      [[hashToken(token), hashToken(view)]],
    );
    const expiry = (tk: string) => rows.find((r) => r.token_hash === hashToken(tk))?.expires_at.getTime();
    expect(expiry(view)).toBeLessThanOrEqual(expiry(token) ?? 0);
    // The session expires (no revocation): its view token is refused too.
    await t.db.query("update session set expires_at = now() - interval '1 second' where token_hash = $1", [hashToken(token)]);
    expect((await userInfo(view)).statusCode).toBe(401);
  });
});
