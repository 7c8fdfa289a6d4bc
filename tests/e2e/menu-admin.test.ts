// 菜单管理 in the browser (issue 24 item 1, docs/administration.md "菜单管理"): the platform administrator sees the
// menu as a tree, creates an entry under 系统管理 (title, icon, path, the page it opens picked from the view
// registry, the roles it is shown to), edits it (title, module, hidden), drags it to the top of 系统管理's entries,
// and deletes it after the confirmation; 系统管理 itself, having entries under it, offers no delete.
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();

interface Row {
  id: string;
  parent_id: string | null;
  component: string | null;
  module: string | null;
  hidden: boolean;
  meta: { title: string; icon?: string; roles?: string[] };
}

async function pick(page: import('playwright-core').Page, testId: string, typed: string, option: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(typed);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

describe('菜单管理', () => {
  it('admin creates, edits, reorders by drag and deletes a menu entry', async () => {
    const { env } = suite;
    const page = await suite.pages.as('admin');
    const [system] = await env.db.query<{ id: string }>("select id::text from sysmenu where path = '/system' and parent_id is null");
    const childrenOf = async () =>
      (await env.db.query<{ id: string }>('select id::text from sysmenu where parent_id = $1 order by sort, id', [system.id])).map((r) => r.id);

    await page.goto(env.url('/system/menu'));
    const systemNode = page.locator('.ant-tree-treenode').filter({ has: page.getByTestId(`menu-node-${system.id}`) });
    await systemNode.waitFor();
    await systemNode.locator('.ant-tree-switcher').click();
    // 系统管理 has entries under it: its delete is not offered (a hint says why).
    expect(await page.getByTestId(`menu-delete-${system.id}`).evaluate((el) => el.tagName)).not.toBe('A');

    // Create under 系统管理.
    await page.getByTestId(`menu-add-child-${system.id}`).click();
    await page.getByTestId('menu-title').fill('演示菜单');
    await page.getByTestId('menu-path').fill('demo-menu');
    await page.getByTestId('menu-name').fill('DemoMenu');
    await pick(page, 'menu-icon', 'setting', 'setting');
    await pick(page, 'menu-component', 'system/version', /^system\/version$/);
    await pick(page, 'menu-roles', 'qyUser', 'qyUser');
    await page.keyboard.press('Escape');
    await page.getByTestId('menu-save').click();
    await page.locator('.ant-message').getByText('保存成功').last().waitFor();
    const [created] = await env.db.query<Row>("select id::text, parent_id::text, component, module, hidden, meta from sysmenu where path = 'demo-menu'");
    expect(created).toMatchObject({ parent_id: system.id, component: 'system/version', module: null, hidden: false, meta: { title: '演示菜单', icon: 'setting', roles: ['qyUser'] } });
    expect((await childrenOf()).at(-1)).toBe(created.id);
    await page.getByTestId(`menu-node-${created.id}`).waitFor();

    // Edit: a new title, the module that gates it, hidden.
    await page.getByTestId(`menu-edit-${created.id}`).click();
    await page.getByTestId('menu-title').fill('演示菜单二');
    await pick(page, 'menu-module', 'tszy', 'tszy');
    await page.getByTestId('menu-hidden').click();
    await page.getByTestId('menu-save').click();
    await page.locator('.ant-message').getByText('保存成功').last().waitFor();
    await page.getByTestId(`menu-node-${created.id}`).getByText('演示菜单二').waitFor();
    const [edited] = await env.db.query<Row>('select id::text, parent_id::text, component, module, hidden, meta from sysmenu where id = $1', [created.id]);
    expect(edited).toMatchObject({ parent_id: system.id, component: 'system/version', module: 'tszy', hidden: true, meta: { title: '演示菜单二', icon: 'setting', roles: ['qyUser'] } });

    // Drag it above 系统管理's first entry.
    const before = await childrenOf();
    const first = page.locator('.ant-tree-treenode').filter({ has: page.getByTestId(`menu-node-${before[0]}`) });
    const dragged = page.locator('.ant-tree-treenode').filter({ has: page.getByTestId(`menu-node-${created.id}`) });
    await dragged.scrollIntoViewIfNeeded();
    const box = await first.locator('.ant-tree-node-content-wrapper').boundingBox();
    if (!box) throw new Error('the first entry is not shown');
    await dragged.locator('.ant-tree-node-content-wrapper').dragTo(first.locator('.ant-tree-node-content-wrapper'), { targetPosition: { x: box.width / 2, y: 2 } });
    await expect.poll(childrenOf, { timeout: 15_000 }).toEqual([created.id, ...before.filter((id) => id !== created.id)]);
    await page.screenshot({ path: '/tmp/menu-admin-tree.png', fullPage: true });

    // Delete after the confirmation.
    await page.getByTestId(`menu-delete-${created.id}`).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.locator('.ant-message').getByText('删除成功').last().waitFor();
    expect(await env.db.query('select 1 from sysmenu where id = $1', [created.id])).toHaveLength(0);
    await expect.poll(() => page.getByTestId(`menu-node-${created.id}`).count()).toBe(0);
  });
});
