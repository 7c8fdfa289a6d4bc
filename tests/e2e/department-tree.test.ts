// 部门管理 as a tree (issue 24 item 1, docs/administration.md): the bound file user-department lists the
// departments as a tree table, and 新增下级 on a department's row (the engine's `addChild` row action) opens the
// form with 上级部门 set to it; the saved department sits one level under it.
import { describe, expect, it } from 'vitest';
import { button, drawerOf, formItem, rowAction } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();

describe('部门管理', () => {
  it('qyadmin creates a department under another from its row', async () => {
    const { env } = suite;
    const page = await suite.pages.as('qyadmin');
    const [parent] = await env.db.query<{ id: string }>("select id::text from departmentinfo where tenant_id = 1001 and name = '安全环保部' and not deleted");
    await page.goto(env.url('/system/department'));
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    const parentRow = rows.filter({ hasText: '安全环保部' }).first();
    await parentRow.waitFor();
    await rowAction(parentRow, '新增下级').click();
    await drawerOf(page).waitFor();
    // 上级部门 is already the row's department.
    await formItem(page, '上级部门').getByText('安全环保部').first().waitFor();
    await formItem(page, '部门名称').locator('input').fill('环保监测班');
    await button(drawerOf(page), '提交').click();
    await page.locator('.ant-message').getByText('新增成功').last().waitFor();
    const [saved] = await env.db.query<{ parent_id: string }>("select parent_id::text from departmentinfo where tenant_id = 1001 and name = '环保监测班'");
    expect(saved.parent_id).toBe(parent.id);

    // The tree table shows it one level under its parent once the parent opens.
    const child = rows.filter({ hasText: '环保监测班' }).first();
    if (!(await child.isVisible())) await parentRow.locator('.ant-table-row-expand-icon').click();
    await child.waitFor();
    const level = async (row: typeof child) => Number(((await row.locator('.ant-table-row-indent').getAttribute('class')) ?? '').match(/indent-level-(\d+)/)?.[1]);
    expect(await level(child)).toBe((await level(parentRow)) + 1);
    await page.screenshot({ path: '/tmp/department-tree.png' });
  });
});
