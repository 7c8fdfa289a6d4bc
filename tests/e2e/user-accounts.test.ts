// 用户管理's 账号 menu and the login page's 忘记密码 in the browser (issue 24 item 1, docs/administration.md): the
// enterprise administrator lists a user's sessions and revokes one (its token is refused at once), sees the
// failed-login counters and clears them, and sends a reset code by SMS; the user sets a new password with a code on
// the login page (the administrator's, or one asked for there) and signs in with it. A wrong code is named.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeTransportPassword } from '../../src/server/auth/password.ts';
import { button } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();

async function userId(loginName: string): Promise<number> {
  const [row] = await suite.env.db.query<{ id: number }>('select id from sysuser where login_name = $1', [loginName]);
  return Number(row.id);
}

/** The status of a call with `token` (200 while the session lives, 401 once revoked). */
async function statusWith(token: string): Promise<number> {
  const res = await fetch(`${suite.env.origin}/zax-cloud/user/sysuser/userInfo`, { headers: { authorization: token } });
  return res.status;
}

async function wrongLogin(loginName: string): Promise<void> {
  const res = await suite.env.app.inject({
    method: 'POST',
    url: '/zax-cloud/user/sysuser/login',
    payload: { loginName, password: encodeTransportPassword('Wrong@0000', suite.env.app.deps.config.loginSecretSuffix) },
  });
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
}

/** The last code sent by SMS to `mobile` (the outbox provider of the test server). */
async function lastCode(mobile: string): Promise<string> {
  const rows = await suite.env.db.query<{ content: string }>('select content from sms_outbox where mobile = $1 order by id desc limit 1', [mobile]);
  return /(\d{6})/.exec(rows[0]?.content ?? '')?.[1] ?? '';
}

/** Opens 用户管理 as qyadmin and the 账号 menu of `loginName`'s row, then the item `label`. */
async function openAccountItem(page: Page, loginName: string, label: string): Promise<void> {
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: loginName }).first();
  await row.waitFor();
  await row.getByTestId(`user-account-${await userId(loginName)}`).click();
  await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item').filter({ hasText: label }).click();
}

/** The popconfirm on top, confirmed with its button `label`. */
async function confirmPop(page: Page, label: string): Promise<void> {
  await button(page.locator('.ant-popconfirm:visible'), label).click();
}

async function fillField(page: Page, label: string, value: string): Promise<Locator> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  return input;
}

describe('用户管理: a user’s account', () => {
  it('lists staff01’s session and revokes it, then shows and clears the failed-login counters', async () => {
    const { env } = suite;
    const token = await env.apiToken('staff01', 'Staff@1234');
    expect(await statusWith(token)).toBe(200);
    await wrongLogin('staff01');
    await wrongLogin('staff01');

    const page = await suite.pages.as('qyadmin');
    await page.goto(env.url('/system/user'));
    await openAccountItem(page, 'staff01', '会话');
    const sessions = page.getByTestId('user-sessions');
    const [session] = await env.db.query<{ id: number }>(
      'select id from session where user_id = $1 and revoked_at is null and expires_at > now() order by id desc limit 1',
      [await userId('staff01')],
    );
    await sessions.getByTestId(`session-revoke-${Number(session.id)}`).waitFor();
    await page.screenshot({ path: '/tmp/user-sessions.png' });
    await sessions.getByTestId(`session-revoke-${Number(session.id)}`).click();
    await confirmPop(page, '撤销');
    await page.locator('.ant-message').getByText(/已撤销 \d+ 个会话/).last().waitFor();
    await expect.poll(() => statusWith(token)).toBe(401);
    await button(page.locator('.ant-modal-footer:visible'), '关闭').click();

    await openAccountItem(page, 'staff01', '清除登录失败次数');
    const failures = page.getByTestId('login-failures');
    const counter = failures.locator('.ant-table-row').filter({ hasText: '127.0.0.1' });
    await counter.waitFor();
    expect(await counter.textContent()).toContain('2');
    await page.screenshot({ path: '/tmp/user-failures.png' });
    await page.getByTestId('failures-clear').click();
    await confirmPop(page, '清除');
    await page.locator('.ant-message').getByText(/已清除 \d+ 条登录失败计数/).last().waitFor();
    await failures.getByText('没有登录失败记录').waitFor();
    const left = await env.db.query("select key from login_throttle where key like 'login:name:staff01@%'");
    expect(left).toEqual([]);
  });

  it('sends viewer a reset code; viewer sets a new password with it on the login page and signs in', async () => {
    const { env } = suite;
    await env.db.query("update sysuser set mobile = '13900003333' where login_name = 'viewer'");
    const page = await suite.pages.as('qyadmin');
    await page.goto(env.url('/system/user'));
    await openAccountItem(page, 'viewer', '重置密码');
    await button(page.locator('.ant-modal-confirm:visible'), '发送').click();
    const sent = page.getByTestId('reset-code-sent');
    await sent.getByText('验证码已发送至 139****3333').waitFor();
    const code = await lastCode('13900003333');
    expect(code).toMatch(/^\d{6}$/);

    const tab = await env.newPage();
    try {
      const login = tab.page;
      await login.goto(env.url('/login'));
      await login.getByTestId('login-forgot').click();
      await fillField(login, '登录名', 'viewer');
      // A wrong code first: named at its field, nothing changed.
      await fillField(login, '短信验证码', code === '000000' ? '111111' : '000000');
      await fillField(login, '新密码', 'Kanban@2468');
      await fillField(login, '确认新密码', 'Kanban@2468');
      await login.getByRole('button', { name: '重置密码' }).click();
      await login.locator('#forgot_pinCode_help').getByText('验证码').waitFor();
      await fillField(login, '短信验证码', code);
      await login.getByRole('button', { name: '重置密码' }).click();
      await login.getByTestId('login-notice').getByText('密码已重置，请用新密码登录').waitFor();
      await login.screenshot({ path: '/tmp/forgot-done.png' });
      await signIn(login, 'viewer', 'Kanban@2468');
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.context.close();
    }
  });

  it('cj01 asks for a code on the login page and resets the password with it', async () => {
    const { env } = suite;
    await env.db.query("update sysuser set mobile = '13900004444' where login_name = 'cj01'");
    const tab = await env.newPage();
    try {
      const login = tab.page;
      await login.goto(env.url('/login'));
      await login.getByTestId('login-forgot').click();
      await login.getByTestId('forgot-password').waitFor();
      // Nothing typed: the login name is asked for before any call.
      await login.getByTestId('forgot-send').click();
      await login.getByText('请填写登录名').waitFor();
      await fillField(login, '登录名', 'cj01');
      await login.getByTestId('forgot-send').click();
      await login.getByTestId('forgot-info').getByText('验证码已发送').waitFor();
      await expect.poll(() => login.getByTestId('forgot-send').isDisabled()).toBe(true);
      const code = await lastCode('13900004444');
      expect(code).toMatch(/^\d{6}$/);
      await login.screenshot({ path: '/tmp/forgot-sent.png' });
      await fillField(login, '短信验证码', code);
      await fillField(login, '新密码', 'Chejian@2468');
      await fillField(login, '确认新密码', 'Chejian@2469');
      await login.getByRole('button', { name: '重置密码' }).click();
      await login.getByText('两次输入的密码不一致').waitFor();
      await fillField(login, '确认新密码', 'Chejian@2468');
      await login.getByRole('button', { name: '重置密码' }).click();
      await login.getByTestId('login-notice').waitFor();
      await signIn(login, 'cj01', 'Chejian@2468');
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.context.close();
    }
  });
});

/** Signs in through the login form and waits to leave it. */
async function signIn(page: Page, loginName: string, password: string): Promise<void> {
  await page.locator('#login_loginName').fill(loginName);
  await page.locator('#login_password').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
}
