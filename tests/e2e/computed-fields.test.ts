// Computed fields and rules in the browser (issue 12 item 6), as the enterprise administrator: in 请假记录
// the read-only 请假天数 follows the dates as they are picked, an end before the start is refused at
// 结束日期 as soon as both are there, and the saved record shows the server's days; in 承包商培训 合格率
// follows the counts and more passes than trainees are refused at 考核合格人数.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, drawerOf, formItem } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
const pages = suite.pages;


async function openCreate(page: Page, path: string): Promise<Locator> {
  await page.goto(suite.env.url(path));
  await button(page, '新增').click();
  const drawer = drawerOf(page);
  await drawer.getByTestId('schema-form-footer').waitFor();
  return drawer;
}

async function pickDate(page: Page, label: string, value: string): Promise<void> {
  const input = formItem(page, label).locator('input').first();
  await input.click();
  await input.fill(value);
  await drawerOf(page).locator('.ant-drawer-title').click();
  await expect.poll(() => input.inputValue()).toBe(value);
}

/** What a read-only field shows (an input's value, or its text when rendered as text). */
async function shown(page: Page, label: string): Promise<string> {
  const input = formItem(page, label).locator('input');
  if ((await input.count()) > 0) return input.first().inputValue();
  return (await formItem(page, label).locator('.ant-formily-item-control').innerText()).trim();
}

async function select(page: Page, label: string, option: string): Promise<void> {
  await formItem(page, label).locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

describe('computed fields and rules in the form', () => {
  it('computes 请假天数 as the dates are picked, refuses an end before the start at the field, and saves the server’s days', async () => {
    const page = await pages.as('qyadmin');
    const drawer = await openCreate(page, '/zbgl/leave-record');
    const days = formItem(page, '请假天数');
    // Read-only: nothing to type into.
    expect(await days.locator('input:not([readonly]):not([disabled])').count()).toBe(0);

    await pickDate(page, '开始日期', '2026-03-01');
    await pickDate(page, '结束日期', '2026-03-03');
    await expect.poll(() => shown(page, '请假天数')).toBe('3');
    await pickDate(page, '结束日期', '2026-03-10');
    await expect.poll(() => shown(page, '请假天数')).toBe('10');

    await pickDate(page, '结束日期', '2026-02-27');
    await formItem(page, '结束日期').getByText('结束日期不能早于开始日期').waitFor();
    await expect.poll(() => shown(page, '请假天数')).toBe('');
    await pickDate(page, '开始日期', '2026-02-26');
    await expect.poll(() => formItem(page, '结束日期').getByText('结束日期不能早于开始日期').count()).toBe(0);
    await expect.poll(() => shown(page, '请假天数')).toBe('2');

    await formItem(page, '请假人').locator('input').fill('计算测试员');
    // 所属部门 is a reference to a department (issue 12 item 3): picked by search.
    const department = formItem(page, '所属部门').locator('.ant-select');
    await department.click();
    await department.locator('input').pressSequentially('生产一');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '生产一车间' }).first().click();
    await select(page, '请假类型', '事假');
    await formItem(page, '请假事由').locator('textarea').fill('家中有事');
    await button(drawer, '提交').click();
    await page.locator('.ant-message').getByText('新增成功').waitFor();
    const row = page.locator('.ant-table-row').filter({ hasText: '计算测试员' });
    await row.waitFor();
    expect(await row.innerText()).toContain('2');
  });

  it('computes 合格率 from the counts and refuses more passes than trainees at 考核合格人数', async () => {
    const page = await pages.as('qyadmin');
    const drawer = await openCreate(page, '/cbs/training');
    await formItem(page, '参训人数').locator('input').fill('3');
    await formItem(page, '考核合格人数').locator('input').fill('2');
    await expect.poll(() => shown(page, '合格率(%)')).toBe('66.7');
    await formItem(page, '考核合格人数').locator('input').fill('4');
    await formItem(page, '考核合格人数').getByText('考核合格人数不能多于参训人数').waitFor();
    await expect.poll(() => shown(page, '合格率(%)')).toBe('');
    // A rule reading another field is checked again when that one changes.
    await formItem(page, '参训人数').locator('input').fill('5');
    await expect.poll(() => formItem(page, '考核合格人数').getByText('考核合格人数不能多于参训人数').count()).toBe(0);
    await expect.poll(() => shown(page, '合格率(%)')).toBe('80');
    expect(await drawer.isVisible()).toBe(true);
  });
});
