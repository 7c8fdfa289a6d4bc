// References to a tree in the browser (issue 12): category's 上级分类, whose file says only `x-ref`, is
// picked in a tree select (searched, a node chosen, its id stored); 行政区划 (the platform's shared areas)
// shows as a tree beside its list for an enterprise: province → city → county, searchable, not draggable.
import { describe, expect, it } from 'vitest';
import { button, drawerOf, formItem } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();

async function categoryId(name: string): Promise<number> {
  const [r] = await suite.env.db.query<{ id: number }>("select id from r_category where tenant_id = 1001 and data->>'name' = $1 and not deleted", [name]);
  return Number(r.id);
}

describe('a reference to a tree', () => {
  it('is picked in a tree select: searched, a node chosen, its id stored', async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/tysz/category'));
    await page.locator('.tree-view .ant-tree').waitFor();
    await button(page, '新增').click();
    const drawer = drawerOf(page);
    const item = (label: string) => formItem(page, label);
    await item('分类用途').locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '设备分类' }).click();
    await item('分类编码').locator('input').fill('E2E-TREE');
    await item('分类名称').locator('input').fill('浏览器树选分类');

    const picker = item('上级分类').locator('.ant-select');
    expect(await picker.getAttribute('class')).toContain('ant-tree-select');
    await picker.click();
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await dropdown.locator('.ant-select-tree').waitFor();
    await picker.locator('input').pressSequentially('机泵');
    const option = dropdown.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: /^机泵$/ });
    await option.waitFor();
    await option.click();
    await expect.poll(() => picker.textContent()).toContain('机泵');

    // The toast lasts 3 s: wait for it from before the click, so that a loaded machine cannot miss it.
    await Promise.all([page.locator('.ant-message').getByText('新增成功').last().waitFor(), button(drawer, '提交').click()]);
    const [stored] = await suite.env.db.query<{ p: string }>("select data->>'parentId' as p from r_category where tenant_id = 1001 and data->>'name' = '浏览器树选分类'");
    expect(Number(stored.p)).toBe(await categoryId('机泵'));
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '浏览器树选分类' });
    await row.waitFor();
    expect(await row.textContent()).toContain('机泵');
  });
});

describe('行政区划 as a tree', () => {
  it("shows the platform's areas as a tree beside the list, searchable, not draggable by an enterprise", async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/tysz/admin-area'));
    const tree = page.locator('.tree-view .ant-tree');
    const node = (label: string) => tree.locator(`[data-tree-label="${label}"]`);
    await node('江苏省').waitFor();
    expect(await node('山东省').isVisible()).toBe(true);
    expect(await tree.locator('.ant-tree-treenode-draggable').count()).toBe(0);

    await page.getByLabel('搜索树节点').fill('临淄');
    await page.getByLabel('搜索树节点').press('Enter');
    await expect.poll(() => tree.locator('mark.tree-view-match').allTextContents()).toEqual(['临淄']);
    await node('淄博市').waitFor();
    expect(await node('山东省').isVisible()).toBe(true);
    expect(await node('江苏省').count()).toBe(0);
    // The county sits two levels down: province → city → county.
    const county = tree.locator('.ant-tree-treenode').filter({ has: page.locator('[data-tree-label="临淄区"]') });
    expect(await county.locator('.ant-tree-indent-unit').count()).toBe(2);
  });
});
