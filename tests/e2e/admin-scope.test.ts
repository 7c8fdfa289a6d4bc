// 角色管理 and data scopes in the browser (issue 24 item 1, docs/administration.md): the enterprise administrator
// creates a role with a data scope of one department and the menu of 基础安全管理 ticked, then in 用户管理's form a
// user holding it (the role picked by its name); that user signs in and 安全管理人员 lists only the department's
// records (the demo has 4: 2 of 安全环保部).
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../src/client/config.ts';
import { button, drawerOf, formItem } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
const PASSWORD = 'Scope@2468';

describe('a role with a data scope', () => {
  it('qyadmin creates the role and a user in it, who sees only that department’s records', async () => {
    const { env } = suite;
    const page = await suite.pages.as('qyadmin');
    await page.goto(env.url('/system/role'));
    await page.getByTestId('role-page').getByText('平台角色（只读）').first().waitFor();
    await page.getByTestId('role-add').click();
    await page.getByTestId('role-code').fill('deptScope');
    await page.getByTestId('role-name').fill('安全环保部专员');
    await page.getByTestId('role-departments').click();
    await page.locator('.ant-select-dropdown').getByText('安全环保部', { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.locator('.ant-tree-treenode').filter({ hasText: '基础安全管理' }).first().locator('.ant-tree-checkbox').click();
    await page.getByTestId('role-save').click();
    await page.locator('.ant-message').getByText('已保存').last().waitFor();
    await page.getByTestId('role-open-deptScope').waitFor();
    const scope = await env.db.query<{ name: string }>(
      "select d.name from sysroledepartment s join departmentinfo d on d.id = s.department_id where s.tenant_id = 1001 and s.role_code = 'deptScope'",
    );
    expect(scope).toEqual([{ name: '安全环保部' }]);

    // The user holding the new role, created by qyadmin in 用户管理's form, the role picked by its name.
    await page.goto(env.url('/system/user'));
    await button(page, '新增').click();
    await drawerOf(page).waitFor();
    await formItem(page, '登录名').locator('input').fill('fanwei01');
    await formItem(page, '姓名').locator('input').fill('范围用户');
    await formItem(page, '密码').locator('input').fill(PASSWORD);
    await formItem(page, '角色').locator('.ant-select-selector').click();
    await page.keyboard.type('安全环保部');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '安全环保部专员' }).click();
    await page.keyboard.press('Escape');
    await formItem(page, '角色').locator('.ant-select-selection-item').filter({ hasText: '安全环保部专员' }).waitFor();
    await button(drawerOf(page), '提交').click();
    await page.locator('.ant-message').getByText('新增成功').last().waitFor();
    const created = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'fanwei01' });
    await created.getByText('安全环保部专员').waitFor();
    const [user] = await env.db.query<{ roles: string[] }>("select roles from sysuser where login_name = 'fanwei01'");
    expect(user.roles).toEqual(['deptScope']);

    // The user signs in and lists 安全管理人员: only 安全环保部's two records of the four.
    const tab = await env.newPage();
    try {
      await tab.context.addCookies([{ name: TOKEN_KEY, value: await env.apiToken('fanwei01', PASSWORD), url: env.origin }]);
      await tab.page.goto(env.url('/basic-security-manage/safety-manager'));
      const rows = tab.page.locator('.ant-table-tbody tr.ant-table-row');
      await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2);
      const texts = await rows.allTextContents();
      expect(texts.every((t) => t.includes('安全环保部'))).toBe(true);
      await tab.page.screenshot({ path: '/tmp/admin-scope-list.png', fullPage: true });
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.context.close();
    }
  });
});
