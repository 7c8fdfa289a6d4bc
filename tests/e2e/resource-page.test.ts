// One resource end to end in the browser (issue 4): safety-manager as the enterprise administrator —
// create with validation errors, filter, edit, delete, import with a failing row and open the failure
// spreadsheet, export, and column settings that survive a reload.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { button, drawerOf, formItem, rowAction } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const PATH = '/basic-security-manage/safety-manager';
const suite = e2eSuite({ acceptDownloads: true });
let page: Page;

beforeEach(async () => {
  page = await suite.pages.as('qyadmin');
});

async function open(): Promise<void> {
  await page.goto(suite.env.url(PATH));
  await button(page, '新增').waitFor();
  await page.locator('.ant-table-tbody').waitFor();
}

const drawer = () => drawerOf(page);

const field = (label: string): Locator => formItem(page, label);

async function fill(label: string, value: string): Promise<void> {
  await field(label).locator('input, textarea').first().fill(value);
}

async function pickDate(label: string, value: string): Promise<void> {
  const input = field(label).locator('input').first();
  await input.click();
  await input.fill(value);
  // A complete date is taken as typed; a click elsewhere closes the panel (Enter would submit the form).
  await drawer().locator('.ant-drawer-title').click();
  await expect.poll(() => input.inputValue()).toBe(value);
}

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const cellTexts = async () => (await rows().allTextContents()).join('\n');

async function createRecord(name: string, post = '安全员'): Promise<void> {
  await button(page, '新增').click();
  await drawer().waitFor();
  await fill('姓名', name);
  await field('性别').getByText('男', { exact: true }).click();
  await fill('身份证号', '11010519491231002X');
  await fill('手机号', '13800138000');
  await fill('岗位', post);
  await fill('证书编号', `C-${name}`);
  await pickDate('证书有效期起', '2026-01-01');
  await pickDate('证书有效期至', '2030-12-31');
  await button(drawer(), '提交').click();
  await page.locator('.ant-message').getByText('新增成功').last().waitFor();
  await rows().filter({ hasText: name }).first().waitFor();
}

describe('a resource screen', () => {
  it('refuses an incomplete or wrong form with the field messages, then creates the record', async () => {
    await open();
    await button(page, '新增').click();
    await drawer().waitFor();
    await button(drawer(), '提交').click();
    // The first rule's message is announced beside the buttons (no toast), and each required field shows its own.
    await drawer().getByRole('alert').getByText('请填写姓名').waitFor();
    await field('岗位').getByText('请填写岗位').waitFor();
    await fill('手机号', '12345');
    await field('手机号').locator('input').blur();
    await field('手机号').getByText(/手机号/).filter({ hasNotText: /^手机号$/ }).first().waitFor();
    await drawer().locator('.ant-drawer-close').click();

    await createRecord('浏览器甲');
    expect(await cellTexts()).toContain('13800138000');
    await page.screenshot({ path: '/tmp/resource-page-list.png' });
  });

  it('filters, edits and deletes with confirmation', async () => {
    await open();
    await createRecord('筛选乙');
    await createRecord('筛选丙');
    const search = page.getByRole('search');
    await search.locator('input').first().fill('筛选乙');
    await button(search, '查询').click();
    await expect.poll(async () => rows().count()).toBe(1);
    expect(await cellTexts()).toContain('筛选乙');

    await rowAction(rows().first(), '编辑').click();
    await field('岗位').locator('input').waitFor();
    await fill('岗位', '安全总监');
    await button(drawer(), '保存').click();
    await page.locator('.ant-message').getByText('保存成功').last().waitFor();
    await rows().filter({ hasText: '安全总监' }).waitFor();

    await rowAction(rows().first(), '删除').click();
    await page.locator('.ant-popconfirm').getByText('确定删除该条记录吗？').waitFor();
    await button(page.locator('.ant-popconfirm'), '删除').click();
    await page.locator('.ant-message').getByText(/删除成功/).last().waitFor();
    await expect.poll(async () => rows().count()).toBe(0);
    await button(search, '重置').click();
    await rows().filter({ hasText: '筛选丙' }).waitFor();
  });

  it('imports a sheet with a failing row, links the failure spreadsheet, and exports', async () => {
    await open();
    // Fill the template the server gives with one good and one bad row.
    const res = await suite.env.app.inject({ url: '/zax-cloud/u-basic/company-safety-manager/template/download', headers: { authorization: await suite.pages.token('qyadmin') } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0];
    ws.getRow(2).values = ['导入丁', '男', '11010519491231002X', '13800138000', '安全员', '安全环保部', 'C-丁', '2026-01-01', '2030-12-31'];
    ws.getRow(3).values = ['导入戊', '未知', '123', '12345', '安全员', '', 'C-戊', '2026-01-01', '2030-12-31'];
    const file = '/tmp/e2e-import-safety-manager.xlsx';
    fs.writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()));

    await button(page, '导入').click();
    const dialog = page.getByRole('dialog').filter({ hasText: '导入安全管理人员' });
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByText('部分数据导入失败').waitFor();
    await dialog.getByText('共 2 条，成功 1 条，失败 1 条').waitFor();
    const failRow = dialog.locator('.ant-table-tbody tr').filter({ hasText: '身份证号' });
    expect(await failRow.locator('td').first().textContent()).toBe('3');

    const failureDownload = page.waitForEvent('download');
    await dialog.getByText('下载失败明细').first().click();
    const failures = await failureDownload;
    const failWb = new ExcelJS.Workbook();
    await failWb.xlsx.readFile(await failures.path());
    const header = failWb.worksheets[0].getRow(1).values as unknown[];
    expect(header).toContain('失败原因');
    expect(failWb.worksheets[0].getRow(2).getCell(1).text).toBe('3');
    await button(dialog, '完成').click();
    await rows().filter({ hasText: '导入丁' }).waitFor();

    const exportDownload = page.waitForEvent('download');
    await button(page, '导出').click();
    const exported = await exportDownload;
    expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
    const exWb = new ExcelJS.Workbook();
    await exWb.xlsx.readFile(await exported.path());
    const names: string[] = [];
    exWb.worksheets[0].eachRow((r, i) => {
      if (i > 1) names.push(r.getCell(1).text);
    });
    expect(names).toContain('导入丁');
  });

  it('keeps column settings across a reload', async () => {
    await open();
    const header = () => page.locator('.ant-table-thead th');
    expect(await header().allTextContents()).toContain('手机号');
    await page.getByRole('button', { name: '列设置' }).click();
    await page.getByTestId('column-settings').getByText('手机号', { exact: true }).click();
    await expect.poll(async () => (await header().allTextContents()).includes('手机号')).toBe(false);
    await page.reload();
    await page.locator('.ant-table-thead').waitFor();
    await button(page, '新增').waitFor();
    await expect.poll(async () => (await header().allTextContents()).includes('手机号')).toBe(false);
    expect(await header().allTextContents()).toContain('姓名');
  });
});
