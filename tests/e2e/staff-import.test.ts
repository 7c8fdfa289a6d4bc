// 员工管理's import in the browser (issue 24, docs/administration.md "员工管理"): the enterprise administrator
// imports a small spreadsheet with one bad row and sees that row's number and reason (the good row is
// written, as every import does), then a good spreadsheet whose one row names an existing person by 身份证号 (she
// is updated, import.match) and whose other is new, naming her contractor by name (承包商), and sees both in the list;
// and exports what the list shows.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, drawerOf, rowAction } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite({ acceptDownloads: true });

/** The template the server gives, filled with `rows`, written to a file for the file input. */
async function sheet(name: string, rows: (string | null)[][]): Promise<string> {
  const res = await suite.env.app.inject({ url: '/zax-cloud/user/staffinfo/template/download', headers: { authorization: await suite.pages.token('qyadmin') } });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  rows.forEach((r, i) => {
    wb.worksheets[0].getRow(i + 2).values = r;
  });
  const file = `/tmp/e2e-staff-${name}.xlsx`;
  fs.writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()));
  return file;
}

async function importFile(page: Page, file: string): Promise<ReturnType<Page['getByRole']>> {
  await button(page, '导入').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '导入人员' });
  await dialog.locator('input[type=file]').setInputFiles(file);
  return dialog;
}

describe('员工管理 import', () => {
  it("the administrator sees a bad row's error, then imports a good file and sees the new staff", async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/system/staff'));
    await button(page, '导入').waitFor();
    const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');

    const bad = await sheet('bad', [
      ['表格员工甲', '安全环保部', '操作工', '13800138011', '320501199001030033', '男', '否'],
      ['表格员工乙', '没有这个部门', '操作工', '13800138012', null, '女', '否'],
    ]);
    let dialog = await importFile(page, bad);
    await dialog.getByText('共 2 条，新增 1 条，更新 0 条，失败 1 条').waitFor();
    const failRow = dialog.locator('.ant-table-tbody tr').filter({ hasText: '没有这个部门' });
    expect(await failRow.locator('td').first().textContent()).toBe('3');
    await button(dialog, '完成').click();

    const good = await sheet('good', [
      ['表格员工丙', '安全环保部', '班长', '13800138013', null, '女', null, '华安检修工程有限公司'],
      ['表格员工甲', null, '班组长', null, '320501199001030033', null, null],
    ]);
    await button(page, '导入').click();
    // Before the upload the dialog says which column names an existing person.
    await page.getByRole('dialog').getByText(/“身份证号”与已有记录相同的行将更新该记录/).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').filter({ hasText: '导入人员' }).waitFor({ state: 'hidden' });
    dialog = await importFile(page, good);
    await dialog.getByText('共 2 条，新增 1 条，更新 1 条，失败 0 条').waitFor();
    await button(dialog, '完成').click();
    await rows().filter({ hasText: '表格员工丙' }).waitFor();
    expect(await rows().filter({ hasText: '表格员工丙' }).textContent()).toContain('安全环保部');
    // 承包商 by the contractor's name, which made her a 承包商人员; the list names it.
    await expect.poll(() => rows().filter({ hasText: '表格员工丙' }).textContent()).toContain('华安检修工程有限公司');
    await rowAction(rows().filter({ hasText: '表格员工丙' }), '编辑').click();
    const form = drawerOf(page);
    // The form's 承包商 (shown with 承包商人员 on) names her contractor.
    await form.getByText('华安检修工程有限公司').waitFor();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    // 甲 was updated, not added again: her new post, and her department kept from before (its cell was blank).
    await expect.poll(() => rows().filter({ hasText: '表格员工甲' }).textContent()).toContain('班组长');
    expect(await rows().filter({ hasText: '表格员工甲' }).textContent()).toContain('安全环保部');
    const [n] = await suite.env.db.query<{ n: number }>("select count(*)::int as n from staffinfo where tenant_id = 1001 and name like '表格员工%' and not deleted");
    expect(n.n).toBe(2);

    const download = page.waitForEvent('download');
    await button(page, '导出').click();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await (await download).path());
    const names: string[] = [];
    wb.worksheets[0].eachRow((r, i) => {
      if (i > 1) names.push(r.getCell(1).text);
    });
    expect(names).toContain('表格员工丙');
  });
});
