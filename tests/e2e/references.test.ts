// A reference in the browser (issue 12): on the fixture resource ref-task (tests/fixtures/ref-resources),
// the enterprise administrator picks the task's 负责人 by typing part of a name into the remote picker,
// saves, and sees the name (not the id) in the list; the filter bar's picker then keeps only that
// person's task.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { addResourceDir } from '../../src/server/resources/registry.ts';
import { button, drawerOf, formItem } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

addResourceDir(path.resolve(import.meta.dirname, '../fixtures/ref-resources'));

const PATH = '/basic-security-manage/ref-task';
const suite = e2eSuite();

beforeAll(async () => {
  await suite.env.db.query(`insert into staffinfo(tenant_id, name, post) values (1001, '引用浏览器张三', '班长'), (1001, '引用浏览器李四', '操作工')`);
  await suite.env.db.query(`insert into staffinfo(tenant_id, name) values (2001, '引用浏览器张五')`);
  // A menu entry for the fixture resource, beside safety-manager.
  await suite.env.db.query(
    `insert into sysmenu(tenant_id, parent_id, path, name, component, meta, sort)
     select tenant_id, parent_id, 'ref-task', 'RefTask', 'resource/ref-task', '{"title":"引用测试任务"}'::jsonb, 999
       from sysmenu where component = 'resource/safety-manager'`,
  );
  // A task of 李四 already there: the filter must tell the two apart.
  await suite.env.db.query(
    `insert into r_ref_task(tenant_id, data) select 1001, jsonb_build_object('name', '李四的任务', 'ownerId', id) from staffinfo where name = '引用浏览器李四'`,
  );
});

describe('a reference field', () => {
  it('is picked by remote search in the form, and its label shows in the list and filters it', async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url(PATH));
    await button(page, '新增').click();
    const drawer = drawerOf(page);
    const item = (label: string) => formItem(page, label);
    await item('任务名称').locator('input').fill('浏览器引用任务');
    const picker = item('负责人').locator('.ant-select');
    await picker.click();
    await picker.locator('input').pressSequentially('张');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '引用浏览器张三' });
    await option.waitFor();
    // Another enterprise's person of the same name never shows.
    expect(await page.locator('.ant-select-dropdown:visible').textContent()).not.toContain('引用浏览器张五');
    await option.click();
    await expect.poll(() => picker.textContent()).toContain('引用浏览器张三');
    await button(drawer, '提交').click();
    await page.locator('.ant-message').getByText('新增成功').last().waitFor();
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '浏览器引用任务' });
    await row.waitFor();
    expect(await row.textContent()).toContain('引用浏览器张三');
    const [stored] = await suite.env.db.query<{ owner: string }>(`select data->>'ownerId' as owner from r_ref_task where data->>'name' = '浏览器引用任务'`);
    expect(stored.owner).toMatch(/^\d+$/);

    // The filter bar's 负责人 is the same remote picker; it filters by the id.
    const search = page.getByRole('search');
    const filterPicker = search.locator('.ant-select').first();
    await filterPicker.click();
    await filterPicker.locator('input').pressSequentially('张三');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '引用浏览器张三' }).click();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    expect(await rows.filter({ hasText: '李四的任务' }).count()).toBe(1);
    await button(search, '查询').click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('浏览器引用任务');
  });
});
