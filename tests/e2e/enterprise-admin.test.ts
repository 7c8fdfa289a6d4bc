// 企业数据管理 in the browser (issue 24 item 2, docs/enterprise.md): 另一化工企业 (2001) applies for 特殊作业, the
// platform administrator finds the application in the inbox, opens it with its history and approves it, the applicant
// gets the SMS, the enterprise's detail shows the module enabled and the enterprise's administrator, signing in
// afterwards, opens the module; a rejection needs its reason; a module is disabled from the detail after a confirmation; the configuration is edited from the detail,
// the contractors' suspension rule among it (docs/emergency.md); a new enterprise and its administrator are opened
// from the list.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();

const pendingRow = (page: Page, qymc: string) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: qymc });
const confirm = (page: Page) => page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();

describe('入驻申请 and 企业详情', () => {
  it('an apply-for-use submitted by 2001 is approved by admin and 2001 then opens the module', async () => {
    const { env } = suite;
    const mobile = '13700003088';
    // 2001 lacks 特殊作业: its administrator applies from the module's page (spec 000 §2).
    const qy = await suite.pages.as('qyadmin2');
    await qy.goto(env.url('/tszy/list'));
    const form = qy.getByRole('form', { name: '申请开通' });
    await form.getByLabel('手机号').fill(mobile);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await qy.getByText('验证码已经发送，请注意查收').waitFor();
    const [code] = await env.db.query<{ content: string }>('select content from sms_outbox where mobile = $1 order by id desc limit 1', [mobile]);
    await form.getByLabel('姓名').fill('周申请');
    await form.getByLabel('验证码').fill(/(\d{6})/.exec(code.content)?.[1] ?? '');
    await form.getByRole('button', { name: '提交申请' }).click();
    await qy.getByText('已提交申请').waitFor();
    const [applied] = await env.db.query<{ id: number }>('select id::int as id from applyinfo where tenant_id = 2001 and mobile = $1 and status = 0', [mobile]);
    expect(applied).toBeDefined();

    // The platform administrator finds it in the inbox (待办事项); its link opens 入驻申请 with the application.
    const page = await suite.pages.as('admin');
    await page.goto(env.url('/dashboard'));
    const card = page.getByRole('region', { name: '待办事项' });
    const link = card.locator(`a[href$="resource=enterprise-apply&detail=${applied.id}"]`).first();
    await link.waitFor();
    await link.click();
    await page.waitForURL((u) => u.pathname === '/zax/enterprise/application' && u.searchParams.get('detail') === String(applied.id));
    const drawer = page.getByTestId('apply-detail');
    await drawer.getByText('周申请').waitFor();
    await drawer.getByText('另一化工企业').waitFor();
    await drawer.getByTestId('apply-step').filter({ hasText: '创建' }).waitFor();
    await drawer.getByRole('button', { name: /Close|关闭/ }).click();
    await drawer.waitFor({ state: 'hidden' });

    await page.getByTestId(`apply-approve-${applied.id}`).click();
    await page.getByText('批准后将为“另一化工企业”开通“特殊作业”模块，并短信通知申请人。确定批准？').waitFor();
    await Promise.all([page.getByText('已批准，模块已开通').waitFor(), confirm(page)]);
    await page.getByTestId(`apply-approve-${applied.id}`).waitFor({ state: 'detached' });
    const sms = await env.db.query<{ content: string }>('select content from sms_outbox where mobile = $1 order by id', [mobile]);
    expect(sms.map((m) => m.content).slice(1)).toEqual([expect.stringContaining('“特殊作业”模块已审核通过')]);

    // The history of the review shows on the detail: submitted, then approved by the administrator.
    await page.locator('.ant-segmented').getByText('已批准').click();
    await page.getByTestId(`apply-detail-${applied.id}`).click();
    await drawer.getByTestId('apply-step').filter({ hasText: '批准' }).filter({ hasText: '平台管理员' }).waitFor();
    await page.screenshot({ path: '/tmp/enterprise-apply-history.png', fullPage: true });

    // The enterprise's detail shows the module enabled.
    await page.goto(env.url('/enterprise/detail/2001'));
    await expect.poll(() => page.getByTestId('module-state-tszy').textContent(), { timeout: 15_000 }).toBe('已开通');

    // 2001's administrator, signing in after the approval, opens the module instead of the apply form.
    const again = await suite.pages.as('qyadmin2');
    await again.goto(env.url('/tszy/list'));
    await again.locator('.ant-table').first().waitFor();
    expect(await again.getByText('「特殊作业」模块未开通').count()).toBe(0);
  });

  it('a rejection needs its reason; the reviewed application leaves the pending list', async () => {
    const { env } = suite;
    const [{ id }] = await env.db.query<{ id: number }>(
      "insert into applyinfo(tenant_id, name, mobile, module) values (1002, '孙磊', '13900002001', 'wdk') returning id::int as id",
    );
    const page = await suite.pages.as('admin');
    await page.goto(env.url('/enterprise/application'));
    await page.getByTestId(`apply-reject-${id}`).click();
    await page.getByTestId('apply-reject-ok').click();
    await page.getByText('请填写驳回原因').waitFor();
    await page.getByTestId('apply-reason').fill('已开通文档库，无需申请');
    await page.getByTestId('apply-reject-ok').click();
    await page.getByText('已驳回', { exact: true }).first().waitFor();
    await page.getByTestId(`apply-reject-${id}`).waitFor({ state: 'detached' });
    const [row] = await env.db.query<{ status: number; reject_reason: string }>('select status, reject_reason from applyinfo where id = $1', [id]);
    expect(row).toEqual({ status: 2, reject_reason: '已开通文档库，无需申请' });

    // The rejected filter shows it with its reason.
    await page.locator('.ant-segmented').getByText('已驳回').click();
    await pendingRow(page, '示例化工二厂').filter({ hasText: '已开通文档库，无需申请' }).waitFor();
  });

  it('disables a module from the detail after a confirmation, and shows the sub-enterprises', async () => {
    const { env } = suite;
    const page = await suite.pages.as('admin');
    await page.goto(env.url('/enterprise/detail/1001'));
    await page.getByTestId('enterprise-detail').getByText('示例化工二厂').waitFor();
    await page.getByTestId('module-toggle-zdjx').click();
    await page.getByText('确定为“示例化工有限公司”停用“重点检修”模块？', { exact: false }).waitFor();
    // The toast lasts 3 s: wait for it from before the click, so that a loaded machine cannot miss it.
    await Promise.all([page.getByText('已停用“重点检修”').waitFor(), confirm(page)]);
    await expect.poll(() => page.getByTestId('module-state-zdjx').textContent(), { timeout: 15_000 }).toBe('未开通');
    const [qy] = await env.db.query<{ have_model: string[] }>('select have_model from qyxx where tenant_id = 1001');
    expect(qy.have_model).not.toContain('zdjx');
  });

  it('edits the configuration from the detail: a bad mobile refused at its field, the flags saved and shown', async () => {
    const { env } = suite;
    const page = await suite.pages.as('admin');
    await page.goto(env.url('/enterprise/detail/2001'));
    const detail = page.getByTestId('enterprise-detail');
    await detail.getByText('另一化工企业', { exact: true }).waitFor();
    await page.getByTestId('enterprise-edit').click();
    const dialog = page.getByRole('dialog', { name: '编辑企业配置' });
    await dialog.getByLabel('联系电话').fill('12345');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('手机号码格式不正确').waitFor();

    await dialog.getByLabel('联系电话').fill('13900002001');
    await dialog.locator('.ant-form-item').filter({ hasText: '清单管理版本' }).getByText('第 2 版').click();
    await dialog.getByRole('switch').click();
    await Promise.all([page.getByText('已保存“另一化工企业”的配置').waitFor(), dialog.getByRole('button', { name: /保\s*存/ }).click()]);
    await dialog.waitFor({ state: 'hidden' });
    // A bordered Descriptions lays each label and its value out as neighbouring cells.
    const item = (label: string) => detail.locator('th.ant-descriptions-item-label', { hasText: label }).locator('xpath=following-sibling::td[1]');
    expect(await item('清单管理版本').textContent()).toBe('第 2 版');
    expect(await item('人员定位平台').textContent()).toBe('使用');
    expect(await item('联系电话').textContent()).toBe('13900002001');
    const [qy] = await env.db.query<{ config: Record<string, unknown>; contact_mobile: string }>('select config, contact_mobile from qyxx where tenant_id = 2001');
    expect(qy).toMatchObject({ contact_mobile: '13900002001', config: { qdglVersion: '2', useLocationPlatform: true } });
  });

  it("sets the contractors' suspension rule: 0, a negative and a fraction refused at the field, nothing saved; then saved and shown", async () => {
    const { env } = suite;
    const config = async () => (await env.db.query<{ config: Record<string, unknown> }>('select config from qyxx where tenant_id = 1001'))[0].config;
    const before = await config();
    const page = await suite.pages.as('admin');
    await page.goto(env.url('/enterprise/detail/1001'));
    const detail = page.getByTestId('enterprise-detail');
    await detail.getByText('示例化工有限公司', { exact: true }).waitFor();
    const openDialog = async () => {
      await page.getByTestId('enterprise-edit').click();
      const dialog = page.getByRole('dialog', { name: '编辑企业配置' });
      await dialog.getByLabel('违章次数').waitFor();
      return dialog;
    };
    const dialog = await openDialog();
    const save = dialog.getByRole('button', { name: /保\s*存/ });
    for (const [days, threshold, error] of [
      ['30', '0', '违章次数须为1到100之间的整数'],
      ['30', '-2', '违章次数须为1到100之间的整数'],
      ['30', '2.5', '违章次数须为1到100之间的整数'],
      ['0', '2', '统计天数须为1到3650之间的整数'],
      ['7.5', '2', '统计天数须为1到3650之间的整数'],
    ] as const) {
      await dialog.getByLabel('统计天数').fill(days);
      await dialog.getByLabel('违章次数').fill(threshold);
      await save.click();
      await dialog.locator('.ant-form-item-explain-error').getByText(error, { exact: true }).waitFor();
      // The typed value stays as typed (not clamped or rounded into another number), and nothing was saved.
      expect(await dialog.getByLabel('违章次数').inputValue()).toBe(threshold);
      expect(await dialog.getByLabel('统计天数').inputValue()).toBe(days);
      expect(await config()).toEqual(before);
    }

    await dialog.getByLabel('统计天数').fill('30');
    await dialog.getByLabel('违章次数').fill('2');
    await Promise.all([page.getByText('已保存“示例化工有限公司”的配置').waitFor(), save.click()]);
    await dialog.waitFor({ state: 'hidden' });
    const item = detail.locator('th.ant-descriptions-item-label', { hasText: '承包商违章暂停' }).locator('xpath=following-sibling::td[1]');
    expect(await item.textContent()).toBe('30 天内违章 2 次暂停准入');
    expect(await config()).toMatchObject({ violationSuspendThreshold: 2, violationWindowDays: 30 });

    // Reopened, the dialog shows the saved rule.
    const again = await openDialog();
    expect(await again.getByLabel('违章次数').inputValue()).toBe('2');
    expect(await again.getByLabel('统计天数').inputValue()).toBe('30');
  });

  it('opens a new enterprise from the list: required fields and a weak password refused at their field, then its detail', async () => {
    const { env } = suite;
    const page = await suite.pages.as('admin');
    await page.goto(env.url('/enterprise/list'));
    await page.getByTestId('enterprise-list').getByText('另一化工企业').waitFor();
    await page.getByTestId('enterprise-register').click();
    const dialog = page.getByRole('dialog', { name: '新增企业' });
    const submit = dialog.getByRole('button', { name: /开\s*通/ });
    await submit.click();
    await dialog.getByText('请输入企业名称').waitFor();
    await dialog.getByText('请输入管理员登录名').waitFor();

    await dialog.getByLabel('企业名称').fill('新开通化工有限公司');
    await dialog.getByLabel('集团').fill('新开通集团');
    await dialog.getByLabel('管理员登录名').fill('newqyadmin');
    await dialog.getByLabel('管理员姓名').fill('新企业管理员');
    await dialog.getByLabel('管理员初始密码').fill('123456');
    await submit.click();
    // The server's password policy answers at the field; nothing is opened.
    const help = dialog.locator('#register-enterprise_adminPassword_help');
    await help.waitFor();
    expect(await help.textContent()).toMatch(/[\u4e00-\u9fff]/);
    const opened = async () => (await env.db.query('select 1 from qyxx where qymc = $1', ['新开通化工有限公司'])).length;
    expect(await opened()).toBe(0);

    await dialog.getByLabel('管理员初始密码').fill('Hg#2026-qy!new');
    await Promise.all([page.getByText('已开通企业“新开通化工有限公司”及其管理员账号').waitFor(), submit.click()]);
    await page.waitForURL((u) => /\/zax\/enterprise\/detail\/\d+$/.test(u.pathname));
    await page.getByTestId('enterprise-detail').getByText('新开通化工有限公司', { exact: true }).waitFor();
    expect(await opened()).toBe(1);
    // Its administrator can sign in.
    expect(await env.apiToken('newqyadmin', 'Hg#2026-qy!new')).toMatch(/\S{16,}/);
  });
});
