import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2eServer, type E2ePage, type E2eServer } from './helpers/e2e-server.ts';

const TOKEN_COOKIES = ['Admin-Token', 'Access-Token', 'Park-Token', 'Sso-Code', 'Sso-Token'];
const SUFFIX = ' - 安全风险管控平台';
let env: E2eServer;
let tab: E2ePage;
let page: Page;

/** A menu entry of 视频监控 whose view no module registers: every screen of the menus is built, so the test adds one. */
const UNBUILT = { path: 'planned', title: '视频巡检', view: 'spjk/planned-screen' };

beforeAll(async () => {
  env = await startE2eServer();
  await env.db.query(
    `insert into sysmenu (id, parent_id, path, name, component, meta, sort)
     select nextval('sysmenu_id_seq'), id, $1, 'SpjkPlanned', $2, $3::jsonb, 990 from sysmenu where path = '/spjk' and parent_id is null`,
    [UNBUILT.path, UNBUILT.view, JSON.stringify({ title: UNBUILT.title })],
  );
});
afterAll(() => env?.close());

beforeEach(async () => {
  tab = await env.newPage();
  page = tab.page;
});
afterEach(async () => {
  const errors = tab.errors;
  await tab.context.close();
  expect(errors).toEqual([]);
});

const at = (clientPath: string) => (u: URL) => u.pathname === `/zax${clientPath}`;

async function signIn(loginName: string, password: string): Promise<void> {
  await page.getByLabel('登录名', { exact: true }).fill(loginName);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Opens the workbench signed in as `loginName`: the token comes from the API and goes into the cookie, as
 * the login page would store it (the login page itself is tested in login.test.ts and below).
 */
async function signInToDashboard(loginName: string, password: string): Promise<void> {
  const token = await env.apiToken(loginName, password);
  await tab.context.addCookies([{ name: 'Admin-Token', value: token, url: env.origin }]);
  await page.goto(env.url('/'));
  await page.waitForURL(at('/dashboard'));
  await page.getByTestId('user-name').waitFor();
}

async function cookie(name: string) {
  return (await tab.context.cookies()).find((c) => c.name === name);
}

function userInfoWith(token: string) {
  return env.app.inject({ method: 'GET', url: '/zax-cloud/user/sysuser/userInfo', headers: { authorization: token } });
}


/** The page of a menu entry whose screen is not built yet: its title and 正在建设中, no view or resource key. */
async function expectNotAvailable(title: string): Promise<void> {
  await page.getByText(`${title} 正在建设中`, { exact: true }).waitFor();
  expect(await page.title()).toBe(`${title}${SUFFIX}`);
  expect(await page.getByTestId('page-being-built').innerText()).not.toMatch(/视图|资源|\//);
}

describe('fixed routes and the guard', () => {
  it('sends an unauthenticated visit to login with redirect, and back there after login (an unbuilt screen)', async () => {
    await page.goto(env.url('/spjk/planned?from=mail'));
    await page.waitForURL(env.url('/login?redirect=%2Fspjk%2Fplanned%3Ffrom%3Dmail'));
    await signIn('qyadmin', 'Qy@123456');
    await page.waitForURL(env.url('/spjk/planned?from=mail'));
    await expectNotAvailable(UNBUILT.title);
    // Inside the layout: the sidebar and header are there.
    await page.getByTestId('sidebar').waitFor();
    await page.getByTestId('app-header').waitFor();
    // The page names its module (the menu group); the view key stays out of sight.
    await page.getByText('「视频监控」模块的这一页面暂不可用，敬请期待。', { exact: true }).waitFor();
    await expect(page.getByText(/视图：/).count()).resolves.toBe(0);
    expect(await page.getByTestId('page-being-built').getAttribute('data-target')).toBe(`视图：${UNBUILT.view}`);
    await page.screenshot({ path: '/tmp/routing-not-available.png' });

    // A resource screen renders its schema page: the list and, for a writer, the create button.
    await page.goto(env.url('/basic-security-manage/safety-manager'));
    await page.getByRole('button', { name: /新\s*增/ }).waitFor();
    await page.locator('.ant-table').waitFor();
    // A top-level entry redirects to its first page.
    await page.goto(env.url('/tszy'));
    await page.waitForURL(at('/tszy/list'));
  });

  it('leads / to the workbench in the layout, and a signed-in visit to /login on to it', async () => {
    await signInToDashboard('staff01', 'Staff@1234');
    expect(await page.title()).toBe(`工作台${SUFFIX}`);
    await page.goto(env.url('/'));
    await page.waitForURL(at('/dashboard'));
    await page.getByTestId('sidebar').waitFor();
    await page.getByTestId('user-name').waitFor();
    await page.goto(env.url('/login?redirect=%2Ftszy%2Flist'));
    await page.waitForURL(at('/tszy/list'));
    await page.goto(env.url('/login'));
    await page.waitForURL(at('/dashboard'));
    await page.getByTestId('user-name').waitFor();
    await page.screenshot({ path: '/tmp/routing-dashboard.png' });
  });

  it('sends unknown paths to /404, also below a known module', async () => {
    await signInToDashboard('staff01', 'Staff@1234');
    for (const path of ['/no/such/page', '/tszy/no-such-page', '/dashboard/extra']) {
      await page.goto(env.url(path));
      await page.waitForURL(env.url('/404'));
      await page.getByText('抱歉，您访问的页面不存在').waitFor();
    }
  });

  it('refreshes through /redirect/* onto the rest of the path, keeping the query', async () => {
    await signInToDashboard('staff01', 'Staff@1234');
    await page.goto(env.url('/redirect/dashboard'));
    await page.waitForURL(at('/dashboard'));
    await page.getByTestId('user-name').waitFor();
    await page.goto(env.url('/redirect/spjk/planned?id=7'));
    await page.waitForURL(env.url('/spjk/planned?id=7'));
    await expectNotAvailable(UNBUILT.title);
  });

  it('shows /401, /404 and /public/* without a session; /sso-login without a code offers the login page', async () => {
    await page.goto(env.url('/401'));
    await page.getByText('抱歉，您无权访问该页面').waitFor();
    expect(await page.title()).toBe(`无权访问${SUFFIX}`);
    await page.goto(env.url('/public/share/1'));
    await page.getByText('公开页面「share/1」暂未发布。').waitFor();
    expect(page.url()).toBe(env.url('/public/share/1'));
    await page.goto(env.url('/sso-login'));
    await page.getByText('未收到单点登录授权码', { exact: false }).waitFor();
    await page.getByRole('button', { name: '账号密码登录' }).click();
    await page.waitForURL(env.url('/login'));
    expect(tab.requests.filter((u) => u.includes('/zax-cloud/'))).toEqual([]);
  });

  it('completes a single-sign-on login on /auth-redirect and /sso-login; a used code fails', async () => {
    const token = await env.apiToken('staff01', 'Staff@1234');
    const issue = async () => {
      const res = await env.app.inject({ method: 'POST', url: '/zax-cloud/user/oauth/authorize', headers: { authorization: token } });
      return res.json().data.code as string;
    };
    const code = await issue();
    await page.goto(env.url(`/auth-redirect?code=${code}&redirect=${encodeURIComponent('/spjk/planned')}`));
    await page.waitForURL(at('/spjk/planned'));
    await expectNotAvailable(UNBUILT.title);
    const sso = (await cookie('Admin-Token'))?.value ?? '';
    expect((await userInfoWith(sso)).json().entity.loginName).toBe('staff01');

    await tab.context.clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(env.url(`/sso-login?code=${await issue()}`));
    await page.waitForURL(at('/dashboard'));
    await page.getByTestId('user-name').waitFor();

    await tab.context.clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(env.url(`/auth-redirect?code=${code}`));
    await page.getByText('登录凭证无效或已过期').waitFor();
    expect(await cookie('Admin-Token')).toBeUndefined();
  });
});

describe('session failures', () => {
  it('resets a refused token: the expiry notice, then login with the path kept', async () => {
    await tab.context.addCookies([{ name: 'Admin-Token', value: 'forged-token-1111111111', url: env.origin }]);
    await page.goto(env.url('/dashboard'));
    await page.waitForURL(env.url('/login?redirect=%2Fdashboard'));
    const notice = page.locator('.ant-notification-notice');
    await notice.getByText('提示', { exact: true }).waitFor();
    await notice.getByText('登录状态已过期，请重新登录').waitFor();
    expect(await cookie('Admin-Token')).toBeUndefined();
  });

  it("shows 'getInfo: 角色必须是非空数组！' for a user without roles and goes to login", async () => {
    await env.db.query("update sysuser set roles = '{}', sass_qy = 0 where login_name = 'cj01'");
    await page.goto(env.url('/login'));
    await signIn('cj01', 'Test@1234');
    await page.getByText('getInfo: 角色必须是非空数组！').waitFor();
    await page.waitForURL(at('/login'));
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(await cookie('Admin-Token')).toBeUndefined();
  });
});

describe('view-only mode, admin and version', () => {
  it('fetches a view-only token for a compBizId different from the stored one', async () => {
    await signInToDashboard('qyadmin', 'Qy@123456');
    const own = (await cookie('Admin-Token'))?.value ?? '';
    expect(await page.getByTestId('enterprise-name').textContent()).toBe('示例化工有限公司');

    await page.goto(env.url('/dashboard?compBizId=1002'));
    await page.getByText('当前企业：示例化工二厂').waitFor();
    const stored = await page.evaluate(() => ({
      token: sessionStorage.getItem('Admin-Token'),
      isView: sessionStorage.getItem('isView'),
      compBizId: sessionStorage.getItem('compBizId'),
      entId: sessionStorage.getItem('Ent-ID'),
    }));
    expect(stored.token).not.toBe(own);
    expect((await cookie('Admin-Token'))?.value).toBe(stored.token);
    expect(stored).toMatchObject({ isView: '1', compBizId: '1002', entId: '1002' });
    const info = (await userInfoWith(stored.token ?? '')).json().entity;
    expect(info).toMatchObject({ isView: true, qyId: 1002, loginName: 'qyadmin' });
    // Writes with the view token are refused by the server.
    const write = await env.app.inject({
      method: 'POST',
      url: '/zax-cloud/user/sysuser/switchRole',
      headers: { authorization: stored.token ?? '' },
      payload: { role: 'qyUser' },
    });
    expect(write.statusCode).toBe(403);

    // The same compBizId again (reload) fetches nothing new.
    await page.reload();
    await page.getByText('当前企业：示例化工二厂').waitFor();
    expect(tab.requests.filter((u) => u.includes('/sysuser/viewToken'))).toHaveLength(1);
  });

  it('gives the administrator every menu route and Ent-ID 0', async () => {
    const menuAnswer = page.waitForResponse((r) => r.url().endsWith('/sysuser/userMenu'));
    await signInToDashboard('admin', 'Admin@2026');
    const body = (await (await menuAnswer).json()) as { entity: { menu: { path: string; children?: { path: string }[] }[] } };
    const system = body.entity.menu.find((m) => m.path === '/system');
    expect(system?.children?.map((c) => c.path)).toContain('menu');
    expect(await page.evaluate(() => sessionStorage.getItem('Ent-ID'))).toBe('0');

    const infoCall = page.waitForRequest((r) => r.url().endsWith('/sysuser/userInfo'));
    await page.goto(env.url('/system/menu'));
    // The platform's own screen, built: its title, and no 正在建设中.
    await page.waitForFunction((t) => document.title === t, `菜单管理${SUFFIX}`);
    expect(await page.getByTestId('page-being-built').count()).toBe(0);
    expect((await infoCall).headers()['ent-id']).toBe('0');
  });

  it('reloads once when the stored app version differs, then stores the built one', async () => {
    await page.goto(env.url('/login'));
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('appVersion'))).toBe('202505061429');
    await page.evaluate(() => localStorage.setItem('appVersion', '201901010000'));
    const documents = () => tab.requests.filter((u) => u === env.url('/login')).length;
    expect(documents()).toBe(1);
    await page.reload();
    await page.waitForFunction(() => localStorage.getItem('appVersion') === '202505061429');
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(documents()).toBe(3);
  });
});

describe('logout', () => {
  it('clears every token cookie, the active enterprise, ticket data and the session', async () => {
    await signInToDashboard('staff01', 'Staff@1234');
    const token = (await cookie('Admin-Token'))?.value ?? '';
    await tab.context.addCookies(
      ['Access-Token', 'Park-Token', 'Sso-Code', 'Sso-Token'].map((name) => ({ name, value: `fake-${name}`, url: env.origin })),
    );
    await page.evaluate(() => {
      localStorage.setItem('activeEnterprise', JSON.stringify({ staff01: '1001' }));
      sessionStorage.setItem('ticketDraft', '{"id":1}');
    });
    expect((await tab.context.cookies()).filter((c) => TOKEN_COOKIES.includes(c.name))).toHaveLength(5);

    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(env.url('/login'));
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();

    expect((await tab.context.cookies()).filter((c) => TOKEN_COOKIES.includes(c.name))).toEqual([]);
    expect(await page.evaluate(() => [localStorage.getItem('activeEnterprise'), sessionStorage.length])).toEqual([null, 0]);
    expect((await userInfoWith(token)).statusCode).toBe(401);
  });
});
