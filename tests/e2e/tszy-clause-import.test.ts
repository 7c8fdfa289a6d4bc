// 检查条款库 as the source of 作业检查库 in the browser (docs/permits.md "Check items from 检查条款库"): the enterprise
// administrator opens 从检查条款库导入 on a library's row, searches the clauses, picks two, imports them (told how
// many were added), and sees in the library's detail the two items citing them, each clause a link that opens it in
// 检查条款库.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { drawerOf, rowAction } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
let page: Page;

beforeEach(async () => {
  page = await suite.pages.as('qyadmin');
});

describe('从检查条款库导入', () => {
  it('imports two clauses into a library and shows the items citing them', async () => {
    const created = await suite.env.app.inject({
      method: 'POST',
      url: '/zax-cloud/tszy/check-library',
      headers: { authorization: await suite.pages.token('qyadmin') },
      payload: { name: '受限空间条款导入E2E', workType: 'SHOU_XIAN', items: [{ content: '作业证已办理' }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;

    await page.goto(suite.env.url('/tszy/check-library'));
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '受限空间条款导入E2E' }).first();
    await row.getByTestId(`clause-import-${id}`).click();
    const dialog = page.locator('.ant-modal-content').filter({ hasText: '从检查条款库导入：受限空间条款导入E2E' });
    await dialog.waitFor();
    const search = dialog.getByPlaceholder('检查内容');
    await search.fill('受限空间');
    await search.press('Enter');
    const clauseRows = dialog.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => clauseRows.count()).toBe(2);
    for (const text of ['插入盲板', '专人监护']) await clauseRows.filter({ hasText: text }).locator('.ant-checkbox-input').check();
    await dialog.getByTestId('clause-import-count').getByText('已选2条').waitFor();
    await dialog.getByTestId('clause-import-ok').click();
    await page.locator('.ant-message').getByText('已导入2条，0条已在检查库中').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await rowAction(row, '详情').click();
    const shown = drawerOf(page).getByTestId('child-rows-items');
    await shown.getByText('检查项（3）').waitFor();
    const cells = await shown.locator('tbody tr.ant-table-row').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    // Columns: №, 检查条款, 检查内容, 检查依据, …
    expect(cells.map((c) => [c[1], c[2], c[3]])).toEqual([
      ['-', '作业证已办理', '-'],
      ['受限空间作业是否以插入盲板或拆除管段方式隔绝，未以关闭阀门代替', '受限空间作业是否以插入盲板或拆除管段方式隔绝，未以关闭阀门代替', 'GB 30871—2022 6.1'],
      ['受限空间作业是否有专人监护且监护人未离开现场', '受限空间作业是否有专人监护且监护人未离开现场', 'GB 30871—2022 6.3'],
    ]);
    await page.screenshot({ path: '/tmp/tszy-clause-import.png' });

    // The clause cited opens in 检查条款库's drawer, with its basis.
    await shown.getByTestId('record-link').filter({ hasText: '专人监护' }).click();
    await expect.poll(() => new URL(page.url()).pathname.endsWith('/aqbz/check-bar')).toBe(true);
    await drawerOf(page).getByText('GB 30871—2022').first().waitFor();
  });
});
