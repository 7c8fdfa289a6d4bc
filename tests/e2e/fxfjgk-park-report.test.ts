// 园区报送 in the browser (issue 17 item 6, docs/park-report.md): the enterprise's administrator opens 园区报送记录, asks
// for the hidden dangers of a range without dates first (refused at the field), previews the count under the
// enterprise's credit code, sends the report, sees it logged in the list and downloads its file, which is the document
// the park platform takes (every record carrying the credit code).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { button } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();

describe('园区报送', () => {
  it('previews, sends and logs a report of the hidden dangers, whose file is the one the park takes', async () => {
    const db = suite.env.db;
    await db.query(`update qyxx set config = config || '{"riskVersion": "2"}'::jsonb where tenant_id = 1001`);
    const [{ n: before }] = await db.query<{ n: number }>(`select count(*)::int as n from park_report_file where tenant_id = 1001`);
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/fxfjgk/park-report'));
    await page.getByTestId('park-report-send').click();
    const dialog = page.locator('.ant-modal-content').filter({ hasText: '向园区报送' });
    await dialog.getByText('隐患', { exact: true }).click();
    // Without dates nothing is asked for.
    await button(dialog, '预览').click();
    await dialog.getByText('请选择时间范围').waitFor();
    const range = dialog.locator('.ant-picker-range');
    await range.locator('input').first().click();
    await range.locator('input').first().fill('2020-01-01');
    await range.locator('input').last().click();
    await range.locator('input').last().fill('2030-12-31');
    await page.keyboard.press('Enter');
    await button(dialog, '预览').click();
    const preview = dialog.getByTestId('park-report-preview');
    await preview.waitFor();
    const [{ n: dangers }] = await db.query<{ n: number }>(`select count(*)::int as n from r_hidden_danger where tenant_id = 1001 and not deleted`);
    expect(await preview.textContent()).toContain(`示例化工有限公司（91320500MA1X2Y3T4E）本次将报送 ${dangers} 条记录`);
    await button(dialog, '确认报送').click();
    await dialog.getByText(`已报送 ${dangers} 条记录`).waitFor();
    const [{ n: after }] = await db.query<{ n: number }>(`select count(*)::int as n from park_report_file where tenant_id = 1001`);
    expect(after).toBe(before + 1);
    const fileName = (await dialog.locator('.ant-descriptions-item-content').first().textContent()) ?? '';
    expect(fileName).toMatch(/^91320500MA1X2Y3T4E_hidden-dangers_\d{14}\.json$/);
    await button(dialog, '关闭').click();

    // The list reloads with the report; its file downloads as sent.
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: fileName });
    await row.waitFor();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: '下载文件' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(fileName);
    const doc = JSON.parse(fs.readFileSync((await file.path()) ?? '', 'utf8')) as { creditCode: string; dataType: string; count: number; data: { creditCode: string }[] };
    expect(doc).toMatchObject({ creditCode: '91320500MA1X2Y3T4E', dataType: 'hidden-dangers', count: dangers });
    expect(doc.data.every((r) => r.creditCode === '91320500MA1X2Y3T4E')).toBe(true);
  });

  it('offers no 报送 to a reader', async () => {
    const page = await suite.pages.as('viewer');
    await page.goto(suite.env.url('/fxfjgk/park-report'));
    await page.locator('.ant-table').first().waitFor();
    expect(await page.getByTestId('park-report-send').count()).toBe(0);
  });
});
