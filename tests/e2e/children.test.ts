// A parent with rows in the browser (issue 12, children): 作业检查库 from its menu entry as the enterprise
// administrator — a library created with three 检查项 typed inline (one moved up), a blank row refused at its
// cell, saved, shown in the detail in order; then edited: a row removed, the rest kept.
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { button, drawerOf, formItem, rowAction } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const PATH = '/tszy/check-library';
const suite = e2eSuite();
let page: Page;

beforeEach(async () => {
  page = await suite.pages.as('qyadmin');
});

const drawer = () => drawerOf(page);
const listRows = () => page.locator('.ant-table-tbody tr.ant-table-row');

const field = (label: string): Locator => formItem(page, label);

/** The inline table's rows (the form's only table) and one row's cell inputs. */
const itemRows = () => drawer().locator('.ant-formily-array-table tbody tr.ant-table-row');
const contentCell = (i: number) => itemRows().nth(i).locator('input[placeholder="请填写检查内容"]');
const scoreCell = (i: number) => itemRows().nth(i).locator('input[placeholder="请填写分值"]');

async function addItem(content: string, score?: string): Promise<void> {
  const before = await itemRows().count();
  await button(drawer(), '添加检查项').click();
  await expect.poll(() => itemRows().count()).toBe(before + 1);
  if (content) await contentCell(before).fill(content);
  if (score) await scoreCell(before).fill(score);
}

describe('作业检查库 with its 检查项', () => {
  it('creates a library with three rows inline, refuses a blank row at its cell, and shows the rows in the detail', async () => {
    await page.goto(suite.env.url(PATH));
    await button(page, '新增').click();
    await drawer().waitFor();
    await field('检查库名称').locator('input').fill('高处作业检查库');
    await field('作业类型').locator('.ant-select-selector').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^高处作业$/ }).click();

    await addItem('安全带高挂低用', '10');
    await addItem('脚手架经验收合格', '20');
    await addItem('作业下方设置警戒区', '5');
    // The third row moved up one place, by its button.
    await itemRows().nth(2).locator('.ant-formily-array-base-move-up').click();
    await expect.poll(() => contentCell(1).inputValue()).toBe('作业下方设置警戒区');

    // A fourth row left blank is refused at its cell; nothing is sent.
    await addItem('');
    await button(drawer(), '提交').click();
    await itemRows().nth(3).getByText('请填写检查内容').waitFor();
    await itemRows().nth(3).locator('.ant-formily-array-base-remove').click();
    await expect.poll(() => itemRows().count()).toBe(3);

    await button(drawer(), '提交').click();
    await page.locator('.ant-message').getByText('新增成功').last().waitFor();
    const row = listRows().filter({ hasText: '高处作业检查库' }).first();
    await row.waitFor();

    await rowAction(row, '详情').click();
    const shown = drawer().getByTestId('child-rows-items');
    await shown.getByText('检查项（3）').waitFor();
    const cells = await shown.locator('tbody tr.ant-table-row').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    // Columns: №, 检查条款, 检查内容, 检查依据, 分值, 重点项.
    expect(cells.map((c) => [c[0], c[2], c[4]])).toEqual([
      ['1', '安全带高挂低用', '10'],
      ['2', '作业下方设置警戒区', '5'],
      ['3', '脚手架经验收合格', '20'],
    ]);
    await page.screenshot({ path: '/tmp/children-detail.png' });
  });

  it('edits a library: a row removed, the others kept in order', async () => {
    const res = await suite.env.app.inject({
      method: 'POST',
      url: '/zax-cloud/tszy/check-library',
      headers: { authorization: await suite.pages.token('qyadmin') },
      payload: { name: '受限空间检查库', workType: 'SHOU_XIAN', items: [{ content: '隔绝可靠' }, { content: '通风置换' }, { content: '气体检测合格' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;

    await page.goto(suite.env.url(PATH));
    const row = listRows().filter({ hasText: '受限空间检查库' }).first();
    await rowAction(row, '编辑').click();
    await expect.poll(() => itemRows().count()).toBe(3);
    await itemRows().nth(1).locator('.ant-formily-array-base-remove').click();
    await expect.poll(() => itemRows().count()).toBe(2);
    await button(drawer(), '保存').click();
    await page.locator('.ant-message').getByText('保存成功').last().waitFor();

    const detail = await suite.env.app.inject({ url: `/zax-cloud/tszy/check-library/${id}`, headers: { authorization: await suite.pages.token('qyadmin') } });
    const items = detail.json().data.items as { id: number; content: string }[];
    expect(items.map((r) => r.content)).toEqual(['隔绝可靠', '气体检测合格']);
    expect(items.map((r) => r.id)).toEqual([res.json().data.items[0].id, res.json().data.items[2].id]);
  });
});
