import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2eServer, type E2ePage, type E2eServer } from './helpers/e2e-server.ts';
import { modulesLoaded } from './helpers/loaded-modules.ts';

const TOKEN_COOKIE = 'Admin-Token';

/**
 * What the login page must not load (it is the first thing every user waits for): antd and its rc-
 * components, axios, Formily, dayjs, the schema engine and runtime, the designer, the shell (layout, bell,
 * dashboard) and the signed-in router (session loader, routes built from the menu, view registry).
 */
const NOT_FOR_LOGIN = [
  /^node_modules\/(antd|@ant-design|rc-[\w-]+|@rc-component|@formily|axios|dayjs)\//,
  // The runtime is the engine's; only its page-language translator (src/runtime/i18n, a few hundred bytes) runs
  // on every page, the login page's included (main.tsx sets the language before the first render).
  /^(designer\/|src\/runtime\/(?!i18n\/)|src\/schema\/|src\/client\/(layout|shell)\/)/,
  /^src\/client\/router\/(session-loader|dynamic-routes|build-routes|view-registry)\./,
  /^src\/client\/api\/http\./,
];
let env: E2eServer;
let tab: E2ePage;
let page: Page;

beforeAll(async () => {
  env = await startE2eServer();
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

async function fillLogin(loginName: string, password: string): Promise<void> {
  await page.getByLabel('登录名', { exact: true }).fill(loginName);
  await page.getByLabel('密码', { exact: true }).fill(password);
}

async function signIn(loginName: string, password: string): Promise<void> {
  await fillLogin(loginName, password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** The signed-in home: `/` leads to the workbench inside the layout. */
const atHome = (u: URL) => u.pathname === '/zax/dashboard';

async function tokenCookie() {
  const cookies = await tab.context.cookies();
  return cookies.find((c) => c.name === TOKEN_COOKIE);
}

function userInfoWith(token: string) {
  return env.app.inject({ method: 'GET', url: '/zax-cloud/user/sysuser/userInfo', headers: { authorization: token } });
}

/** Signs in staff01 from the home page and waits for it. */
async function signInAsStaff(): Promise<void> {
  await page.goto(env.url('/'));
  await page.waitForURL(env.url('/login'));
  await signIn('staff01', 'Staff@1234');
  await page.waitForURL(atHome);
  await page.getByTestId('user-name').waitFor();
}

describe('login page', () => {
  it('sends an unauthenticated visit to the login page with the path as redirect, loading only the login chunk', async () => {
    await page.goto(env.url('/some/page'));
    await page.waitForURL(env.url('/login?redirect=%2Fsome%2Fpage'));
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    await expect(page.getByText('安全风险管控平台', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('登录名', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('密码', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('企业', { exact: true }).isVisible()).resolves.toBe(true);
    expect(await page.title()).toBe('登录 - 安全风险管控平台');
    await page.screenshot({ path: '/tmp/login.png' });

    await page.waitForLoadState('networkidle');
    const assets = tab.requests.filter((u) => u.includes('/zax/assets/'));
    expect(assets.some((u) => /\/login-page-[\w-]+\.js$/.test(u))).toBe(true);
    expect(assets.filter((u) => /\/(dashboard-page|app-layout|session-loader)-[\w-]+\.js$/.test(u))).toEqual([]);
    // Which modules the requested files hold: the login page's own, and none of the signed-in part's.
    const modules = modulesLoaded(tab.requests);
    expect(modules).toContain('src/client/pages/login-page.tsx');
    expect(modules).toContain('src/client/api/login-api.ts');
    expect(modules.filter((m) => NOT_FOR_LOGIN.some((re) => re.test(m)))).toEqual([]);
    expect(tab.requests.filter((u) => u.includes('/zax-cloud/'))).toEqual([]);
    expect(await tokenCookie()).toBeUndefined();
  });

  it('shows both required messages on an empty submit and sends nothing', async () => {
    await page.goto(env.url('/login'));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('请填写登录名', { exact: true }).waitFor();
    await page.getByText('请填写登录密码', { exact: true }).waitFor();
    expect(tab.requests.filter((u) => u.includes('/sysuser/login'))).toEqual([]);
    expect(page.url()).toBe(env.url('/login'));
  });

  it('shows 用户名或密码错误 for a wrong password (Enter submits) and stores no token', async () => {
    await page.goto(env.url('/login?redirect=%2Fsome%2Fpage'));
    await fillLogin('staff01', 'Wrong@1234');
    await page.getByLabel('密码', { exact: true }).press('Enter');
    const alert = page.getByTestId('login-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('用户名或密码错误');
    expect(page.url()).toBe(env.url('/login?redirect=%2Fsome%2Fpage'));
    expect(await tokenCookie()).toBeUndefined();
    // The button is usable again after the refusal.
    await expect(page.getByRole('button', { name: '登录', exact: true }).isEnabled()).resolves.toBe(true);
  });

  it('returns to the redirect target after a good login; an unknown target shows the 404 page', async () => {
    await page.goto(env.url('/some/page'));
    await page.waitForURL(env.url('/login?redirect=%2Fsome%2Fpage'));
    await signIn('staff01', 'Staff@1234');
    await page.waitForURL(env.url('/404'));
    await page.getByText('抱歉，您访问的页面不存在').waitFor();

    const login = tab.requests.filter((u) => u.endsWith('/zax-cloud/user/sysuser/login'));
    expect(login).toHaveLength(1);
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL(atHome);
    expect(await page.getByTestId('user-name').textContent()).toBe('张伟');
  });

  it('shows the user and enterprise on the workbench and sets the Admin-Token cookie for one day', async () => {
    await signInAsStaff();
    expect(await page.getByTestId('user-name').textContent()).toBe('张伟');
    expect(await page.getByTestId('enterprise-name').textContent()).toBe('示例化工有限公司');
    expect(await page.title()).toBe('工作台 - 安全风险管控平台');

    const cookie = await tokenCookie();
    expect(cookie?.value).toMatch(/\S{16,}/);
    expect(cookie?.path).toBe('/');
    const hours = ((cookie?.expires ?? 0) - Date.now() / 1000) / 3600;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24.1);
    expect(await page.evaluate(() => sessionStorage.getItem('Admin-Token'))).toBe(cookie?.value);

    const info = await userInfoWith(cookie?.value ?? '');
    expect(info.statusCode).toBe(200);
    expect(info.json().entity.loginName).toBe('staff01');
  });

  it('sends a signed-in visit to /login on to /', async () => {
    await signInAsStaff();
    await page.goto(env.url('/login'));
    await page.waitForURL(atHome);
    expect(await page.getByTestId('user-name').textContent()).toBe('张伟');
    // Also after a reload: the cookie carries the session.
    await page.reload();
    await page.getByTestId('enterprise-name').waitFor();
    expect(atHome(new URL(page.url()))).toBe(true);
  });

  it('logs out: the cookie and sessionStorage are cleared, the token is revoked, and the login page shows', async () => {
    await signInAsStaff();
    const token = (await tokenCookie())?.value ?? '';
    expect(token).not.toBe('');
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(env.url('/login'));
    await page.getByLabel('登录名', { exact: true }).waitFor();
    expect(await tokenCookie()).toBeUndefined();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(tab.requests.filter((u) => u.endsWith('/sysuser/logout'))).toHaveLength(1);
    expect((await userInfoWith(token)).statusCode).toBe(401);

    await page.goto(env.url('/'));
    await page.waitForURL(env.url('/login'));
  });

  it('shows the 404 page for an unknown path, signed in or not', async () => {
    await signInAsStaff();
    await page.goto(env.url('/no/such/route'));
    await page.waitForURL(env.url('/404'));
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    expect(await page.title()).toBe('页面不存在 - 安全风险管控平台');

    await tab.context.clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(env.url('/404'));
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    expect(page.url()).toBe(env.url('/404'));
  });

  it('sends a refused token back to the login page and forgets it', async () => {
    await tab.context.addCookies([{ name: TOKEN_COOKIE, value: 'forged-token-0000000000', url: env.origin }]);
    await page.goto(env.url('/some/page'));
    await page.waitForURL(env.url('/login?redirect=%2Fsome%2Fpage'));
    await page.getByText('登录状态已过期，请重新登录').waitFor();
    expect(await tokenCookie()).toBeUndefined();
    const userInfoCalls = tab.requests.filter((u) => u.endsWith('/sysuser/userInfo'));
    expect(userInfoCalls).toHaveLength(1);
  });

  it('searches enterprises from two characters and logs in to the chosen one', async () => {
    // The enterprise administrator may act for the group's sub-enterprise 示例化工二厂.
    await page.goto(env.url('/login'));
    await fillLogin('qyadmin', 'Qy@123456');
    const select = page.getByLabel('企业', { exact: true });
    await select.click();
    await select.pressSequentially('示');
    await page.getByText('请输入至少2个字').waitFor();
    expect(tab.requests.filter((u) => u.includes('/qyxx/likeQymc'))).toEqual([]);

    await select.pressSequentially('例');
    const second = page.getByRole('option', { name: '示例化工二厂', exact: true });
    await second.waitFor();
    await expect(page.getByRole('option', { name: '示例化工有限公司', exact: true }).count()).resolves.toBe(1);
    const searches = tab.requests.filter((u) => u.includes('/qyxx/likeQymc'));
    expect(searches).toHaveLength(1);
    expect(decodeURIComponent(searches[0])).toContain('qymc=示例');
    await second.click();

    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(atHome);
    expect(await page.getByTestId('user-name').textContent()).toBe('企业管理员');
    expect(await page.getByTestId('enterprise-name').textContent()).toBe('示例化工二厂');
    expect(await page.evaluate(() => sessionStorage.getItem('Ent-ID'))).toBe('1002');
  });

  it('chooses an enterprise with the arrow keys and Enter, then Enter signs in', async () => {
    await page.goto(env.url('/login'));
    await fillLogin('qyadmin', 'Qy@123456');
    const select = page.getByRole('combobox', { name: '企业', exact: true });
    await select.pressSequentially('示例化工');
    const first = page.getByRole('option').first();
    await first.waitFor();
    const name = await first.textContent();
    await select.press('ArrowDown');
    await select.press('Enter');
    await expect(select.inputValue()).resolves.toBe(name);
    await expect(page.getByRole('listbox').count()).resolves.toBe(0);
    expect(tab.requests.filter((u) => u.endsWith('/sysuser/login'))).toEqual([]);
    // Esc closes a list that is open again; Enter on the closed list submits the form.
    await select.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    await select.press('Escape');
    await expect(page.getByRole('listbox').count()).resolves.toBe(0);
    await select.press('Enter');
    await page.waitForURL(atHome);
    expect(await page.getByTestId('enterprise-name').textContent()).toBe(name);
  });

  it('refuses an enterprise the account may not act for', async () => {
    await page.goto(env.url('/login'));
    await fillLogin('staff01', 'Staff@1234');
    const select = page.getByLabel('企业', { exact: true });
    await select.click();
    await select.pressSequentially('另一化工');
    await page.getByRole('option', { name: '另一化工企业', exact: true }).click();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const alert = page.getByTestId('login-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('无权登录该企业');
    expect(await tokenCookie()).toBeUndefined();
  });
});
