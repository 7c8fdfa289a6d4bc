// The audit trail, readable (issue 24 item 6, docs/administration.md): the enterprise administrator edits a
// record in the browser; the record's detail shows it under 修改历史 (not to a member of staff); 操作审计 finds the
// edit by its kind of data and record, and shows who changed which field from what to what. Another enterprise's
// administrator does not see it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, drawerOf, formItem, rowAction } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

describe('操作审计', () => {
  it("shows the diff of an administrator's edit, to that enterprise only", async () => {
    const { env } = suite;
    const [person] = await env.db.query<{ id: number; name: string; post: string }>(
      "select id::int as id, data->>'name' as name, data->>'post' as post from r_safety_manager where tenant_id = 1001 and not deleted order by id limit 1",
    );
    expect(person).toBeDefined();
    const page = await suite.pages.as('qyadmin');
    await page.goto(env.url('/basic-security-manage/safety-manager'));
    const search = page.getByRole('search');
    await search.locator('input').first().fill(person.name);
    await button(search, '查询').click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await rowAction(rows(page).first(), '编辑').click();
    const post = formItem(page, '岗位').locator('input');
    await post.waitFor();
    await post.fill('审计测试岗位');
    await button(drawerOf(page), '保存').click();
    await page.locator('.ant-message').getByText('保存成功').last().waitFor();

    // The record's own history, from its detail.
    await rows(page).filter({ hasText: '审计测试岗位' }).waitFor();
    await rowAction(rows(page).first(), '详情').click();
    await drawerOf(page).getByText('修改历史').click();
    const history = drawerOf(page).getByTestId('record-history');
    await history.waitFor();
    await expect.poll(() => history.textContent()).toContain('审计测试岗位');
    expect(await history.textContent()).toContain(person.post);

    // A member of staff reads the detail without it.
    const staff = await suite.pages.as('staff01');
    await staff.goto(env.url('/basic-security-manage/safety-manager'));
    await staff.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await rowAction(staff.locator('.ant-table-tbody tr.ant-table-row').first(), '详情').click();
    await drawerOf(staff).locator('.ant-descriptions').first().waitFor();
    expect(await drawerOf(staff).getByText('修改历史').count()).toBe(0);

    await page.goto(env.url('/system/audit'));
    await page.getByTestId('audit-page').waitFor();
    await page.getByTestId('audit-record').fill(String(person.id));
    // The kinds of data are many (a virtual list): typed to narrow it, then picked.
    await page.getByTestId('audit-table').click();
    await page.getByTestId('audit-table').locator('input').fill('安全管理人员');
    await page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: /^安全管理人员$/ }).first().click();
    await page.getByTestId('audit-search').click();
    const edit = rows(page).filter({ hasText: '修改' }).first();
    await edit.waitFor();
    expect(await edit.textContent()).toContain('岗位');
    await edit.locator('.ant-table-row-expand-icon').click();
    const diff = page.locator('[data-testid^="audit-diff-"]').first();
    await diff.waitFor();
    const line = diff.locator('tr').filter({ hasText: '岗位' });
    expect(await line.textContent()).toContain(person.post ?? '');
    expect(await line.textContent()).toContain('审计测试岗位');

    // 另一化工企业's administrator reads only their own enterprise's trail.
    const other = await suite.pages.as('qyadmin2');
    await other.goto(env.url('/system/audit'));
    await other.getByTestId('audit-page').waitFor();
    await other.getByTestId('audit-record').fill(String(person.id));
    await other.getByTestId('audit-search').click();
    await other.locator('.ant-table-tbody').waitFor();
    await expect.poll(() => other.locator('.ant-table-tbody').textContent()).not.toContain('审计测试岗位');
    expect(await other.getByText('审计测试岗位').count()).toBe(0);
  });
});
