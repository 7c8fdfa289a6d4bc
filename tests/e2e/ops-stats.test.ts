// 运营统计 in the browser (issue 24 item 5, docs/operations.md): the platform administrator opens the three screens
// on the demo data and sees figures: 企业运营统计 with its figures, charts and table (its main area overflowing
// visibly, spec 000 §2), 填报台账 with a line's records, 提醒台账 with its reminders; a read-only user sees their
// own enterprise only.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();

const rows = (page: Page, testId: string) => page.getByTestId(testId).locator('.ant-table-tbody tr.ant-table-row');
/** The number a Statistic shows under its title. */
const figure = async (page: Page, area: string, title: string) => {
  const text = await page.getByTestId(area).locator('.ant-statistic').filter({ hasText: title }).first().locator('.ant-statistic-content-value').textContent();
  return Number((text ?? '').replace(/[^\d.]/g, ''));
};

describe('运营统计', () => {
  it('企业运营统计 shows the demo figures, charts and table, and lets its content overflow', async () => {
    const { env } = suite;
    const page = await suite.pages.as('admin');
    await page.goto(env.url('/RiskControl/OperationalStatistics'));
    await rows(page, 'ops-operation-table').filter({ hasText: '示例化工有限公司' }).first().waitFor();
    expect(await figure(page, 'ops-operation-figures', '登录次数')).toBeGreaterThan(0);
    expect(await figure(page, 'ops-operation-figures', '作业票')).toBeGreaterThan(0);
    // 1002's demo hidden dangers, and the other enterprise's logins.
    await rows(page, 'ops-operation-table').filter({ hasText: '示例化工二厂' }).first().waitFor();
    await page.getByTestId('ops-operation-totals').waitFor();
    await page.getByTestId('ops-chart-monthly').locator('canvas').waitFor();
    await page.getByTestId('ops-chart-enterprises').locator('canvas').waitFor();
    expect(await page.locator('.app-main').evaluate((el) => getComputedStyle(el).overflow)).toBe('visible');
    await page.screenshot({ path: '/tmp/ops-operation.png', fullPage: true });

    // Narrowed to one enterprise.
    await page.getByTestId('ops-operation-enterprise').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '另一化工企业' }).click();
    await page.getByTestId('ops-operation-search').click();
    await expect.poll(() => rows(page, 'ops-operation-table').filter({ hasText: '示例化工有限公司' }).count(), { timeout: 15_000 }).toBe(0);
    await rows(page, 'ops-operation-table').filter({ hasText: '另一化工企业' }).first().waitFor();
  });

  it('填报台账 lists what each enterprise reported and opens a line’s records', async () => {
    const { env } = suite;
    const page = await suite.pages.as('admin');
    await page.goto(env.url('/RiskControl/ReportLedger'));
    await rows(page, 'ops-report-table').first().waitFor();
    // Narrowed to 示例化工二厂's 隐患排查.
    await page.getByTestId('ops-report-enterprise').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '示例化工二厂' }).click();
    await page.getByTestId('ops-report-module').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '隐患排查' }).click();
    await page.getByTestId('ops-report-search').click();
    // The line of its hidden dangers (the demo's, reported this month).
    const open = page.locator('[data-testid^="ops-report-open-1002-hidden-danger-"]').first();
    await open.waitFor();
    await open.click();
    const drawer = page.getByTestId('ops-report-records');
    await drawer.getByText('储运车间消防通道堆放杂物').waitFor();
    expect(await rows(page, 'ops-report-table').filter({ hasText: '示例化工有限公司' }).count()).toBe(0);
    expect(await drawer.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/ops-report.png', fullPage: true });
  });

  it('提醒台账 lists the reminders sent with whether they were read and handled', async () => {
    const { env } = suite;
    const page = await suite.pages.as('admin');
    await page.goto(env.url('/RiskControl/ReminderLedger'));
    await rows(page, 'ops-reminder-table').first().waitFor();
    expect(await figure(page, 'ops-reminder-figures', '已发提醒')).toBeGreaterThan(0);
    await page.getByTestId('ops-reminder-table').getByText(/未读|已读/).first().waitFor();
    await page.screenshot({ path: '/tmp/ops-reminder.png', fullPage: true });
  });

  it('a read-only user sees their own enterprise only', async () => {
    const { env } = suite;
    const page = await suite.pages.as('viewer');
    await page.goto(env.url('/RiskControl/OperationalStatistics'));
    await rows(page, 'ops-operation-table').filter({ hasText: '示例化工有限公司' }).first().waitFor();
    expect(await rows(page, 'ops-operation-table').filter({ hasText: '示例化工二厂' }).count()).toBe(0);
    expect(await rows(page, 'ops-operation-table').filter({ hasText: '另一化工企业' }).count()).toBe(0);
  });
});
