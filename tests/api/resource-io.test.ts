// Template, import and export of a resource through the API (safety-manager): the template's columns,
// an import of good and bad rows (valid rows written, failing rows reported with every reason and saved
// as a failure spreadsheet), export with the list's filters, and refusals that change nothing.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers/multipart.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const EP = '/zax-cloud/u-basic/company-safety-manager';
let t: TestApp;
let admin: string;
let staff: string;

async function workbookOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ExcelJS.Buffer);
  return wb.worksheets[0];
}

function rowValues(ws: ExcelJS.Worksheet, n: number): string[] {
  const out: string[] = [];
  ws.getRow(n).eachCell({ includeEmpty: true }, (c, i) => {
    out[i - 1] = c.text;
  });
  return out;
}

async function template(): Promise<ExcelJS.Workbook> {
  const res = await t.call({ url: `${EP}/template/download`, token: staff });
  expect(res.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return wb;
}

async function importRows(rows: (string | number | Date | null)[][], token = admin) {
  const wb = await template();
  const ws = wb.worksheets[0];
  rows.forEach((r, i) => {
    ws.getRow(i + 2).values = r;
  });
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  return t.call({ method: 'POST', url: `${EP}/import`, token, ...multipartBody({}, { name: '安全管理人员.xlsx', content: buf }) });
}

async function count(): Promise<number> {
  const [r] = await t.db.query<{ n: number }>('select count(*)::int as n from r_safety_manager where tenant_id = 1001 and not deleted');
  return r.n;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff = await t.login('staff01', PASSWORDS.staff01);
});
afterAll(() => t.close());

// Columns of safety-manager's import: 姓名 性别 身份证号 手机号 岗位 所属部门 证书编号 证书有效期起 证书有效期至
const good = (name: string): (string | number)[] => [name, '男', '11010519491231002X', '13800138000', '安全员', '安环部', `C-${name}`, '2026-01-01', '2030-12-31'];

describe('template', () => {
  it('is an xlsx with titled columns, required ones marked, and drop-downs for enums', async () => {
    const res = await t.call({ url: `${EP}/template/download`, token: staff });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''");
    const ws = await workbookOf(res.rawPayload);
    expect(rowValues(ws, 1)).toEqual(['*姓名', '*性别', '*身份证号', '*手机号', '*岗位', '所属部门', '*证书编号', '*证书有效期起', '*证书有效期至']);
    const gender = ws.getCell('B2').dataValidation;
    expect(gender?.type).toBe('list');
  });
});

describe('import', () => {
  it('writes the valid rows and reports every failing row with all its reasons', async () => {
    const before = await count();
    const res = await importRows([
      good('导入甲'),
      ['导入乙', '未知', '123', '12345', '安全员', '', 'C-2', '2026-13-01', '2030-12-31'],
      good('导入丙'),
      ['', '女', '11010519491231002X', '13800138000', '', '', '', '', ''],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 4, success: 2, failed: 2 });
    expect(data.failures.map((f: { row: number }) => f.row)).toEqual([3, 5]);
    const second = data.failures[0].messages.join('；');
    expect(second).toContain('性别');
    expect(second).toContain('身份证号');
    expect(second).toContain('手机号');
    expect(second).toContain('证书有效期起');
    expect(data.failures[1].messages).toEqual(expect.arrayContaining(['请填写姓名', '请填写岗位', '请填写证书编号']));
    expect(await count()).toBe(before + 2);

    const file = await t.call({ url: `/zax-cloud/asset/file/${data.failureFileId}`, token: admin });
    expect(file.statusCode).toBe(200);
    const ws = await workbookOf(file.rawPayload);
    const header = rowValues(ws, 1);
    expect(header[0]).toBe('行号');
    expect(header[header.length - 1]).toBe('失败原因');
    expect(rowValues(ws, 2)[0]).toBe('3');
    expect(rowValues(ws, 2)[header.length - 1]).toContain('身份证号');
  });

  it('imported records are found by the list like any other', async () => {
    const list = (await t.call({ url: `${EP}/list?name=${encodeURIComponent('导入甲')}`, token: staff })).json().data;
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({ gender: 'male', mobile: '13800138000', certEnd: '2030-12-31' });
  });

  it('refuses a file that is not a spreadsheet, and a readonly caller, changing nothing', async () => {
    const before = await count();
    const notXlsx = await t.call({ method: 'POST', url: `${EP}/import`, token: admin, ...multipartBody({}, { name: 'a.xlsx', content: 'hello' }) });
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().errors[0].field).toBe('file');
    const noFile = await t.call({ method: 'POST', url: `${EP}/import`, token: admin, payload: {} });
    expect(noFile.statusCode).toBe(400);
    expect((await importRows([good('只读导入')], staff)).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
});

describe('export', () => {
  it('writes the records matching the list filters, enum values as labels', async () => {
    const res = await t.call({ url: `${EP}/export?name=${encodeURIComponent('导入')}`, token: staff });
    expect(res.statusCode).toBe(200);
    const ws = await workbookOf(res.rawPayload);
    const header = rowValues(ws, 1);
    const nameCol = header.indexOf('姓名');
    const genderCol = header.indexOf('性别');
    const names = [2, 3].map((n) => rowValues(ws, n)[nameCol]).sort();
    expect(names).toEqual(['导入丙', '导入甲']);
    expect(rowValues(ws, 2)[genderCol]).toBe('男');
    expect(ws.rowCount).toBe(3);
    const bad = await t.call({ url: `${EP}/export?foo=1`, token: staff });
    expect(bad.statusCode).toBe(400);
  });
});
