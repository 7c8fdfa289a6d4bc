// Issue 14 "Tests" in the browser: a notice published and recalled through its workflow (schemas/resources/
// notice.json: 草稿 → 已发布 by 发布, 已发布 → 已撤回 by 撤回 with the spec's recallReason). The enterprise
// administrator creates a notice (a draft), sees the state tabs with their counts, opens it from the list, 发布s it
// (the confirmation), sees it published with its history step, 撤回s it with a reason in the action's dialog and
// sees it recalled; a staff member's notice list (list-for-user) holds it only while it is published.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, drawerOf, formItem, rowAction } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
const NOTICE_PATH = '/basic-security-manage/notice';
const TITLE = 'E2E流程通知：冬季防冻检查';
const REASON = '内容有误，修改后重新发布';

/** The titles of the published notices staff01 (企业员工) sees. */
async function staffNotices(): Promise<string[]> {
  const token = await suite.pages.token('staff01');
  const res = await suite.env.app.inject({ url: '/zax-cloud/u-basic/notice/list-for-user?page=1&limit=50', headers: { authorization: token } });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { rows: { title: string }[] }).rows.map((r) => r.title);
}

/** The count badge of a state tab (all, draft, published, recalled). */
const countOf = (page: Page, key: string) => page.getByTestId(`state-count-${key}`).first();

async function expectCount(page: Page, key: string, n: number): Promise<void> {
  await expect.poll(async () => (await countOf(page, key).textContent())?.replace(/\D/g, '') || '0', { timeout: 10_000 }).toBe(String(n));
}

describe('a notice through its workflow', () => {
  it('is created as a draft, published with its confirmation, recalled with a reason; staff see it only while published', async () => {
    const [{ n: drafts }] = await suite.env.db.query<{ n: number }>(
      "select count(*)::int as n from r_notice where tenant_id = 1001 and not deleted and data->>'publishStatus' = 'draft'",
    );
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url(NOTICE_PATH));
    await page.getByRole('tab', { name: /^全部/ }).waitFor();
    await page.getByRole('tab', { name: /^草稿/ }).waitFor();
    await page.getByRole('tab', { name: /^已发布/ }).waitFor();
    await page.getByRole('tab', { name: /^已撤回/ }).waitFor();
    await expectCount(page, 'draft', drafts);

    // A new notice: the form neither shows nor sends the state; the record starts as a draft.
    await button(page, '新增').first().click();
    const drawer = drawerOf(page);
    await formItem(page, '标题').locator('input').fill(TITLE);
    await formItem(page, '公告类型').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^通知$/ }).click();
    await formItem(page, '正文').locator('textarea').fill('请各车间于本周内完成防冻检查。');
    await formItem(page, '发布对象').getByText('企业员工').click();
    expect(await formItem(page, '发布状态').count()).toBe(0);
    await button(drawer, '提交').click();
    await page.locator('.ant-message').getByText(/成功/).last().waitFor();
    await expectCount(page, 'draft', drafts + 1);
    expect(await staffNotices()).not.toContain(TITLE);

    // The 草稿 tab lists it; its detail shows the state, the actions offered and the create step.
    await page.getByRole('tab', { name: /^草稿/ }).click();
    const row = page.locator('.ant-table-row').filter({ hasText: TITLE });
    await row.waitFor();
    await rowAction(row, '详情').click();
    const detail = drawerOf(page);
    const actions = detail.getByTestId('workflow-actions');
    await button(actions, '发布').waitFor();
    expect(await button(actions, '撤回').count()).toBe(0);
    await detail.getByTestId('history-entry').first().waitFor();

    // 发布: the file's confirmation, then published with its history step.
    await button(actions, '发布').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('确定发布该通知吗？发布后发布对象即可看到').waitFor();
    await button(confirm, '发布').click();
    await page.locator('.ant-message').getByText('已发布').last().waitFor();
    await button(actions, '撤回').waitFor();
    const published = detail.getByTestId('history-entry').filter({ hasText: /^发布/ });
    await published.waitFor();
    await published.getByText('草稿').waitFor();
    await published.getByText('已发布').waitFor();
    expect(await staffNotices()).toContain(TITLE);

    // 撤回: the dialog with the file's confirmation and the reason, sent as the spec's recallReason.
    await button(actions, '撤回').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('workflow-confirm') });
    await dialog.getByText('确定撤回该通知吗？撤回后用户将不再看到').waitFor();
    await dialog.locator('textarea').fill(REASON);
    await button(dialog, '撤回').click();
    await page.locator('.ant-message').getByText('已撤回').last().waitFor();
    const recalled = detail.getByTestId('history-entry').filter({ hasText: /^撤回/ });
    await recalled.waitFor();
    await recalled.getByTestId('history-opinion').getByText(REASON).waitFor();
    await button(actions, '发布').waitFor();
    expect(await staffNotices()).not.toContain(TITLE);

    const [stored] = await suite.env.db.query<{ state: string; reason: string }>(
      "select data->>'publishStatus' as state, data->>'recallReason' as reason from r_notice where tenant_id = 1001 and data->>'title' = $1",
      [TITLE],
    );
    expect(stored).toEqual({ state: 'recalled', reason: REASON });

    // Back on the list, the counts follow: one draft fewer, one more recalled.
    await detail.locator('.ant-drawer-close').click();
    await expectCount(page, 'draft', drafts);
    await page.getByRole('tab', { name: /^已撤回/ }).click();
    await page.locator('.ant-table-row').filter({ hasText: TITLE }).waitFor();
  });
});
