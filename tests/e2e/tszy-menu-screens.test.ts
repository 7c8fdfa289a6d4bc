// 特殊作业's remaining screens in the browser: 作业计划 shows a demo permit in progress on this week's calendar and
// in the 作业中 column of the board; a check of that permit with a failed item, entered on 作业检查记录, registers
// a hidden danger that the 隐患台账 lists; 作业活动 refuses a special work without its permit, then saves and submits
// it; 风险预警 lists staff01's warnings and marks one read.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { button, drawer, fillItem, messageShown, openCreate, pickDate, pickRef } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { TIMEZONE } from './helpers/permit-e2e.ts';

// In the sites' time zone, as the plant's people see the week: the demo permit's planned day is the site's, and a
// browser at UTC would show last week on a Sunday evening (UTC), when the site is already on Monday.
const suite = e2eSuite({ timezoneId: TIMEZONE });
let page: Page;
let permit: { id: number; number: string; kind: string };

beforeAll(async () => {
  [permit] = await suite.env.db.query<{ id: number; number: string; kind: string }>(
    "select id::int as id, number, kind from permit where tenant_id = 1001 and state = 'IN_PROGRESS' and interrupted_at is null order by id limit 1",
  );
});
beforeEach(async () => {
  page = await suite.pages.as('staff01');
});

describe('作业计划', () => {
  it('shows a demo permit in progress on this week’s calendar and in its column of the board', async () => {
    await page.goto(suite.env.url('/tszy/plan'));
    await page.getByTestId('calendar-view').waitFor();
    const chip = page.locator('.calendar-view-record').filter({ hasText: permit.number }).first();
    await chip.waitFor();
    await chip.click();
    await drawer(page).getByText(permit.number).first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('view-switcher').getByText('看板', { exact: true }).click();
    await page.getByTestId('board-column-IN_PROGRESS').getByTestId(`board-card-${permit.id}`).waitFor();
    await page.screenshot({ path: '/tmp/tszy-plan-board.png' });
  });
});

describe('作业检查记录', () => {
  it('registers a hidden danger for a failed item, listed in 隐患台账', async () => {
    const token = await suite.pages.token('qyadmin');
    const res = await suite.env.app.inject({
      method: 'POST',
      url: '/zax-cloud/tszy/check-library',
      headers: { authorization: token },
      payload: { name: '现场检查库E2E', workType: permit.kind, items: [{ content: '监护人在岗' }, { content: '消防器材到位' }] },
    });
    expect(res.statusCode, res.body).toBe(200);

    await page.goto(suite.env.url('/tszy/check-record'));
    const form = await openCreate(page, '作业检查记录');
    await fillItem(form, '作业票编号', permit.number);
    await pickRef(form, '检查库', '现场检查库E2E');
    await pickDate(form, '检查时间', '2026-11-28 10:00:00');
    await fillItem(form, '检查人', '李安全');
    const rows = form.locator('.ant-formily-array-table tbody tr.ant-table-row');
    await button(form, '添加检查结果').click();
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    const item = row.locator('.ant-select').first();
    await item.click();
    await item.locator('input').pressSequentially('监护人');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '监护人在岗' }).first().click();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await row.locator('.ant-switch').click();
    await row.locator('textarea, input[placeholder*="问题描述"]').first().fill('监护人离开作业现场');
    await button(form, '提交').click();
    await messageShown(page, '新增成功');
    const listed = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: permit.number }).first();
    await listed.getByText('不合格').waitFor();

    const [danger] = await suite.env.db.query<{ title: string }>(
      "select data->>'title' as title from r_hidden_danger where tenant_id = 1001 and data->>'sourceKind' = 'permit-check' order by id desc limit 1",
    );
    expect(danger.title).toBe(`作业检查不合格：${permit.number} 监护人在岗`);
    await page.goto(suite.env.url('/yhpc/ticket'));
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: danger.title }).first().waitFor();
    await page.screenshot({ path: '/tmp/tszy-check-danger.png' });
  });
});

describe('风险预警', () => {
  it('lists staff01’s warnings and marks one read', async () => {
    const stored = async (id: number) =>
      (await suite.env.db.query<{ status: string }>('select status from risk_warning where tenant_id = 1001 and id = $1', [id]))[0].status;
    const [first] = await suite.env.db.query<{ id: number; risk: string }>(
      "select w.id::int as id, w.risk from risk_warning w join sysuser u on u.tenant_id = w.tenant_id and u.ren_yuan_id = w.staff_id where w.tenant_id = 1001 and u.login_name = 'staff01' and w.status = 'NEW' order by w.risk_time desc, w.id desc limit 1",
    );
    await page.goto(suite.env.url('/tszy/risk-warning'));
    const mark = page.getByRole('button', { name: `标为已读 ${first.risk}` });
    await mark.click();
    await expect.poll(() => mark.count()).toBe(0);
    expect(await stored(first.id)).toBe('CLOSE');
    // Filtered to the read ones, it is there.
    const status = page.locator('.ant-form-item').filter({ hasText: '状态' }).locator('.ant-select');
    await status.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^已读$/ }).click();
    await button(page, '查询').click();
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: first.risk }).first().getByText('已读').waitFor();
  });
});

describe('作业活动', () => {
  it('refuses a special work without its permit at the field, then saves the activity with it and submits it', async () => {
    const [hot] = await suite.env.db.query<{ number: string }>(
      "select number from permit where tenant_id = 1001 and kind = 'DONG_HUO' and state not in ('REMOVED', 'DISCARDED') order by id limit 1",
    );
    await page.goto(suite.env.url('/tszy/activity'));
    await page.getByRole('button', { name: '新增作业活动' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('活动名称').fill('储罐区检修活动');
    await dialog.getByLabel('作业地点').fill('罐区');
    await dialog.getByRole('switch').click();
    await dialog.getByLabel('涉及的特殊作业').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^动火作业$/ }).click();
    await page.keyboard.press('Escape');
    await button(dialog, '保存').click();
    await dialog.getByText('请选择涉及的作业票：动火').waitFor();

    const permits = dialog.getByLabel('作业票', { exact: true });
    await permits.click();
    await permits.pressSequentially(hot.number.slice(-6));
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: hot.number }).first().click();
    await page.keyboard.press('Escape');
    await button(dialog, '保存').click();
    await messageShown(page, '新增成功');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '储罐区检修活动' }).first();
    await row.getByText(hot.number).waitFor();
    await row.getByRole('button', { name: '提交 储罐区检修活动' }).click();
    await button(page.locator('.ant-popover:visible'), '确定').click();
    await messageShown(page, '已提交审核');
    await row.getByText('待审核').waitFor();
    const [stored] = await suite.env.db.query<{ state: string }>("select state from work_activity where tenant_id = 1001 and name = '储罐区检修活动'");
    expect(stored.state).toBe('SUBMITTED');
  });
});
