import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACTIVE_ENTERPRISE_KEY, TOKEN_KEY } from '../../src/client/config.ts';
import { startE2eServer, type E2ePage, type E2eServer } from './helpers/e2e-server.ts';
import { sweepDeadlines } from '../../src/server/workflow/deadline-sweep.ts';

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

const atPath = (path: string) => (u: URL) => u.pathname === `/zax${path}`;


/** Signs in through the login page and waits for the workbench. */
async function signIn(loginName: string, password: string): Promise<void> {
  await page.goto(env.url('/login'));
  await page.getByLabel('登录名', { exact: true }).fill(loginName);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(atPath('/dashboard'));
  await page.getByTestId('enterprise-name').waitFor();
}

/** Opens `path` with a token of the account (the cookie the login page sets). */
async function openAs(loginName: string, password: string, path: string): Promise<void> {
  const token = await env.apiToken(loginName, password);
  await tab.context.addCookies([{ name: TOKEN_KEY, value: token, url: env.origin }]);
  await page.goto(env.url(path));
}

async function openUserMenu(): Promise<void> {
  await page.getByRole('button', { name: /^用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '修改密码' }).waitFor();
}

/** The CSS width of the dialog titled `title` (its box is scaled while it zooms in). */
function modalWidth(title: string): Promise<string> {
  return page
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-modal-title', { hasText: title }) })
    .evaluate((el) => getComputedStyle(el).width);
}

const enterpriseName = () => page.getByTestId('enterprise-name').textContent();

describe('user menu: switch enterprise', () => {
  it('lets the group administrator switch to the sub-enterprise, kept across a reload', async () => {
    await signIn('qyadmin', 'Qy@123456');
    expect(await enterpriseName()).toBe('示例化工有限公司');
    expect(await page.getByTestId('user-name').textContent()).toBe('企业管理员');

    await openUserMenu();
    await page.getByRole('menuitem', { name: '切换企业' }).click();
    const dialog = page.getByRole('dialog', { name: '切换企业' });
    await dialog.getByText('示例化工二厂').waitFor();
    await expect(dialog.getByText('当前企业').count()).resolves.toBe(1);
    await dialog.screenshot({ path: '/tmp/shell-switch-enterprise.png' });
    await dialog.getByRole('button', { name: '切换到示例化工二厂' }).click();

    await page.waitForURL(atPath('/dashboard'));
    await page.getByTestId('enterprise-name').filter({ hasText: '示例化工二厂' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('Ent-ID'))).toBe('1002');
    const remembered = await page.evaluate((key) => localStorage.getItem(key), ACTIVE_ENTERPRISE_KEY);
    expect(JSON.parse(remembered ?? '{}')).toEqual({ qyadmin: '1002' });

    await page.reload();
    await page.getByTestId('enterprise-name').filter({ hasText: '示例化工二厂' }).waitFor();

    // The dialog now marks the sub-enterprise, and switching back returns to the own enterprise.
    await openUserMenu();
    await page.getByRole('menuitem', { name: '切换企业' }).click();
    await dialog.getByRole('button', { name: '切换到示例化工有限公司' }).click();
    // Switching closes the dialog first, then the workbench reloads the user info of the own enterprise.
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('enterprise-name').filter({ hasText: '示例化工有限公司' }).waitFor();
  });
});

describe('user menu: change password', () => {
  const dialog = () => page.getByRole('dialog', { name: '修改密码' });
  const field = (label: string) => dialog().getByLabel(label, { exact: true });
  const submit = () => dialog().getByRole('button', { name: '确定' }).click();
  const fieldError = (text: string) => dialog().locator('.ant-form-item-explain-error', { hasText: text });

  async function openDialog(): Promise<void> {
    await openUserMenu();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    await field('旧密码').waitFor();
  }

  it('shows each validation message and the server refusal inside the 500 px dialog', async () => {
    await openAs('staff01', 'Staff@1234', '/dashboard');
    await page.getByTestId('enterprise-name').waitFor();
    await openDialog();
    expect(await field('登录名').inputValue()).toBe('staff01');
    expect(await modalWidth('修改密码')).toBe('500px');

    await submit();
    await fieldError('请填写旧密码').waitFor();
    await fieldError('密码不能为空').waitFor();

    await field('旧密码').fill('   ');
    await submit();
    await fieldError('请填写旧密码').waitFor();

    await field('旧密码').fill('Staff@1234');
    await field('新密码').fill('abc');
    await fieldError('请输入8-18位登录密码').waitFor();
    await field('新密码').fill('abcdefgh');
    await fieldError('密码强度不够').waitFor();
    // Inputs are trimmed: the same password with spaces around is still the same.
    await field('新密码').fill('  Staff@1234 ');
    await fieldError('新密码不能与旧密码相同').waitFor();

    await field('新密码').fill('Btr#2026kq');
    await field('确认密码').fill('Btr#2027kq');
    await fieldError('两次输入的密码不一致').waitFor();
    await dialog().screenshot({ path: '/tmp/shell-password-errors.png' });

    await field('旧密码').fill('Wrong@1234');
    await field('确认密码').fill('Btr#2026kq');
    await submit();
    await dialog().getByTestId('password-error').filter({ hasText: '旧密码不正确' }).waitFor();
    // Nothing changed: the dialog stays open and the old password still works.
    await expect(dialog().isVisible()).resolves.toBe(true);
    await env.apiToken('staff01', 'Staff@1234');
  });

  it('changes the password, announces it and signs out; the new password then works', async () => {
    await signIn('viewer', 'View@12345');
    await openDialog();
    await field('旧密码').fill(' View@12345 ');
    await field('新密码').fill('Vw#67890qk');
    await field('确认密码').fill('Vw#67890qk ');
    await submit();
    const alert = page.getByRole('dialog').filter({ hasText: '密码重置成功，请重新登录！' });
    await alert.waitFor();
    await alert.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(env.url('/login'));
    expect((await tab.context.cookies()).find((c) => c.name === TOKEN_KEY)).toBeUndefined();

    await page.getByLabel('登录名', { exact: true }).fill('viewer');
    await page.getByLabel('密码', { exact: true }).fill('Vw#67890qk');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(atPath('/dashboard'));
    expect(await page.getByTestId('user-name').textContent()).toBe('只读用户');
  });
});

describe('notification bell', () => {
  const bell = () => page.getByRole('button', { name: /^消息通知/ });
  const bellLabel = () => bell().getAttribute('aria-label');
  const dialog = () => page.getByRole('dialog', { name: '消息提醒' });
  const rows = () => dialog().locator('.ant-table-tbody tr.ant-table-row');

  /** The demo's warnings of 张伟 (staff01), those its permits raised: newest first, as the bell lists them. */
  const staffWarnings = () =>
    env.db.query<{ risk: string; zuoYeId: number; status: string; model: string }>(
      `select w.risk, w.zuo_ye_id as "zuoYeId", w.status, w.model from risk_warning w
        where w.tenant_id = 1001 and w.staff_id = (select ren_yuan_id from sysuser where login_name = 'staff01')
        order by w.risk_time desc, w.id desc`,
    );

  it('shows the unread count, marks one and all read, and views an item by its module', async () => {
    // The deadlines the demo has passed (an overdue drill action of staff01's) are warned first, as the server's
    // minute timer would, so that no warning arrives while the test counts.
    await sweepDeadlines(env.db, new Date());
    const warnings = await staffWarnings();
    const n = warnings.length;
    expect(n).toBeGreaterThan(1);
    expect(warnings.every((w) => w.status === 'NEW')).toBe(true);
    await openAs('staff01', 'Staff@1234', '/dashboard');
    await page.getByTestId('enterprise-name').waitFor();
    await expect.poll(bellLabel).toBe(`消息通知，${n}条未读`);

    // Staff may not act for the group's sub-enterprises (the server allows it to qyUser only): no switch.
    await openUserMenu();
    for (const item of ['首页', '修改密码', '退出登录']) {
      await page.getByRole('menuitem', { name: item }).waitFor();
    }
    await expect(page.getByRole('menuitem', { name: '切换企业' }).count()).resolves.toBe(0);
    await page.screenshot({ path: '/tmp/shell-user-menu.png' });
    await page.keyboard.press('Escape');

    // The workbench lists the latest five unread, newest first.
    await page.getByText(warnings[0].risk).first().waitFor();
    // In the unread card (the 待办事项 card beside it lists the person's waiting work, items too).
    const unreadCard = page.locator('.ant-card').filter({ has: page.getByTestId('dashboard-unread') });
    await expect(unreadCard.locator('.ant-list-item').count()).resolves.toBe(Math.min(5, n));
    await page.screenshot({ path: '/tmp/shell-dashboard-staff.png' });

    // A failed load says so.
    await page.route('**/riskWarning/current-login-staff**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: '服务器错误' }) }),
    );
    await bell().click();
    await dialog().getByText('获取数据失败').first().waitFor();
    // Closed once its opening animation is over: a click during antd's zoom-in was seen to leave it open.
    await expect.poll(() => dialog().getAttribute('class')).not.toMatch(/ant-zoom-appear/);
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'hidden' });
    await page.unroute('**/riskWarning/current-login-staff**');

    await bell().click();
    await dialog().waitFor();
    const shown = Math.min(10, n);
    await expect.poll(() => rows().count()).toBe(shown);
    await expect(dialog().getByText('未读', { exact: true }).count()).resolves.toBe(shown);
    await dialog().getByText(`共 ${n} 条`).waitFor();
    const maxHeight = await dialog().locator('.ant-table-body').evaluate((el) => getComputedStyle(el).maxHeight);
    expect(maxHeight).toBe('450px');
    expect(await modalWidth('消息提醒')).toBe('900px');
    await dialog().screenshot({ path: '/tmp/shell-notifications.png' });

    const first = rows().first();
    const firstText = (await first.locator('td').first().textContent()) ?? '';
    await first.getByRole('button', { name: /^标为已读/ }).click();
    await expect.poll(bellLabel).toBe(`消息通知，${n - 1}条未读`);
    await expect.poll(() => dialog().getByText('已读', { exact: true }).count()).toBe(1);
    const read = rows().filter({ hasText: firstText });
    await expect(read.getByText('已读', { exact: true }).count()).resolves.toBe(1);

    await dialog().getByRole('button', { name: '全部标为已读' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '确定' }).click();
    await expect.poll(bellLabel).toBe('消息通知');
    await expect.poll(() => dialog().getByText('已读', { exact: true }).count()).toBe(shown);
    await expect.poll(() => bell().locator('.ant-badge-count').count()).toBe(0);
    // The workbench follows: no unread left.
    await page.getByText('暂无未读消息').waitFor();

    // A permit warning of the demo names a real permit.
    const permitWarning = warnings.find((w) => w.model === 'tszy');
    if (!permitWarning) throw new Error('the demo warns staff01 of a permit');
    const tszy = rows().filter({ hasText: permitWarning.risk });
    await tszy.getByRole('button', { name: /^查看/ }).click();
    await page.waitForURL((u) => u.pathname === `/zax/tszy/detail/${permitWarning.zuoYeId}`);
    await dialog().waitFor({ state: 'hidden' });

    expect((await staffWarnings()).filter((w) => w.status === 'NEW')).toEqual([]);
  });

  it('is not shown to users without a staff record', async () => {
    await openAs('qyadmin', 'Qy@123456', '/dashboard');
    await page.getByTestId('enterprise-name').waitFor();
    await page.getByRole('button', { name: /^用户菜单/ }).waitFor();
    await expect(bell().count()).resolves.toBe(0);
    // The top bar's message alert still answers, with an empty notice.
    await page.getByRole('button', { name: '消息提醒' }).click();
    await page.getByRole('dialog', { name: '消息提醒' }).getByText('暂无消息提醒').waitFor();
  });
});

describe('top bar tools', () => {
  it('offers the manual (a PDF) and the app QR code', async () => {
    await openAs('qyadmin', 'Qy@123456', '/dashboard');
    await page.getByTestId('enterprise-name').waitFor();
    const manual = page.getByRole('link', { name: '操作手册' });
    expect(await manual.getAttribute('href')).toBe('/zax/manual.pdf');
    const pdf = await page.request.get(env.url('/manual.pdf'));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('button', { name: '移动端' }).click();
    const qr = page.getByLabel('移动端二维码');
    await qr.waitFor();
    await page.locator('.ant-popover').getByText(`${env.origin}/zax/m/`, { exact: true }).waitFor();
    await page.locator('.ant-popover').screenshot({ path: '/tmp/shell-qrcode.png' });
  });
});

describe('module not enabled', () => {
  const form = () => page.getByRole('form', { name: '申请开通' });
  const sendButton = () => form().getByRole('button', { name: /获取验证码|s后重新获取/ });

  it('shows the apply form for a module the enterprise lacks, with the SMS countdown, then the submitted state', async () => {
    await openAs('qyadmin2', 'Qy@123456', '/tszy/list');
    await page.getByText('「特殊作业」模块未开通').waitFor();
    expect(page.url()).toBe(env.url('/tszy/list'));

    await form().getByLabel('手机号').fill('12345678901');
    await sendButton().click();
    await form().getByText('手机号码格式不正确').waitFor();
    await form().getByLabel('手机号').fill('');
    await sendButton().click();
    await form().getByText('请填写正确的手机号').waitFor();

    await form().getByLabel('手机号').fill('13700009999');
    await sendButton().click();
    await page.getByText('验证码已经发送，请注意查收').waitFor();
    const seconds = async () => Number(/^(\d+)s后重新获取$/.exec((await sendButton().textContent()) ?? '')?.[1] ?? NaN);
    await expect.poll(seconds).toBeGreaterThan(115);
    const before = await seconds();
    expect(before).toBeLessThanOrEqual(120);
    await expect(sendButton().isDisabled()).resolves.toBe(true);
    // The countdown runs (polled, no fixed sleep).
    await expect.poll(seconds, { timeout: 5000 }).toBeLessThan(before);
    await page.screenshot({ path: '/tmp/shell-apply-form.png' });

    const [sms] = await env.db.query<{ content: string }>('select content from sms_outbox order by id desc limit 1');
    const code = /(\d{6})/.exec(sms.content)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // A wrong code: the server's refusal shows above the form.
    await form().getByLabel('姓名').fill('王五');
    await form().getByLabel('验证码').fill(code === '000000' ? '111111' : '000000');
    await form().getByRole('button', { name: '提交申请' }).click();
    await page.getByTestId('apply-error').filter({ hasText: '验证码不正确' }).waitFor();

    // Name is required, 2-10 characters.
    await form().getByLabel('姓名').fill('');
    await form().getByLabel('验证码').fill(code);
    await form().getByRole('button', { name: '提交申请' }).click();
    await form().getByText('请填写联系人姓名（2-10个字）').waitFor();
    await form().getByLabel('姓名').fill('王');
    await form().getByText('请填写联系人姓名（2-10个字）').waitFor();
    await form().getByLabel('姓名').fill('王五');
    await form().getByRole('button', { name: '提交申请' }).click();
    await page.getByText('已提交申请').waitFor();
    await page.screenshot({ path: '/tmp/shell-apply-done.png' });

    const saved = await env.db.query<{ name: string; module: string }>(
      "select name, module from applyinfo where tenant_id = 2001 and mobile = '13700009999'",
    );
    expect(saved).toEqual([{ name: '王五', module: 'tszy' }]);
  });

  it('lets enabled modules and the platform admin through', async () => {
    await openAs('qyadmin2', 'Qy@123456', '/xjxc/plan');
    await page.waitForURL(atPath('/xjxc/plan'));
    await page.getByRole('button', { name: /^用户菜单/ }).waitFor();
    await expect(page.getByText('模块未开通').count()).resolves.toBe(0);
    await tab.context.clearCookies();

    await openAs('admin', 'Admin@2026', '/tszy/list');
    await page.waitForURL(atPath('/tszy/list'));
    await page.getByRole('button', { name: /^用户菜单/ }).waitFor();
    await expect(page.getByText('模块未开通').count()).resolves.toBe(0);
  });
});

describe('log out', () => {
  it('asks first, then clears the token cookies and goes to the login page', async () => {
    await signIn('qyadmin', 'Qy@123456');
    const token = (await tab.context.cookies()).find((c) => c.name === TOKEN_KEY)?.value ?? '';
    expect(token).not.toBe('');
    await openUserMenu();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定注销并退出系统吗？' });
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(env.url('/dashboard'));

    await openUserMenu();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(env.url('/login'));
    await page.getByLabel('登录名', { exact: true }).waitFor();
    expect((await tab.context.cookies()).filter((c) => c.name.endsWith('Token'))).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    const info = await env.app.inject({ method: 'GET', url: '/zax-cloud/user/sysuser/userInfo', headers: { authorization: token } });
    expect(info.statusCode).toBe(401);
  });
});
