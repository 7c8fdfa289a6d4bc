// Template, import and export of a resource through the API (safety-manager): the template's columns,
// an import of good and bad rows (valid rows written, failing rows reported with every reason and saved
// as a failure spreadsheet), export with the list's filters, and refusals that change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowXml, SHEET_HEAD, SHEET_TAIL, xlsxParts } from '../unit/helpers/xlsx-parts.ts';
import { zipOf } from '../unit/helpers/zip-writer.ts';
import { multipartBody } from './helpers/multipart.ts';
import { filledTemplate, firstSheet, rowTexts } from './helpers/xlsx-sheets.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const EP = '/zax-cloud/u-basic/company-safety-manager';
let t: TestApp;
let admin: string;
let staff: string;

async function importRows(rows: (string | number | Date | null)[][], token = admin) {
  const res = await t.call({ url: `${EP}/template/download`, token: staff });
  expect(res.statusCode).toBe(200);
  const buf = await filledTemplate(res.rawPayload, rows);
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

// Columns of safety-manager's import: 姓名 性别 身份证号 手机号 岗位 所属部门 证书编号 证书有效期起 证书有效期至 (所属部门 by the
// name of one of the enterprise's departments: it is a reference, imported by its label)
const good = (name: string): (string | number)[] => [name, '男', '11010519491231002X', '13800138000', '安全员', '安全环保部', `C-${name}`, '2026-01-01', '2030-12-31'];

describe('template', () => {
  it('is an xlsx with titled columns, required ones marked, and drop-downs for enums', async () => {
    const res = await t.call({ url: `${EP}/template/download`, token: staff });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''");
    const ws = await firstSheet(res.rawPayload);
    expect(rowTexts(ws, 1)).toEqual(['*姓名', '*性别', '*身份证号', '*手机号', '*岗位', '所属部门', '*证书编号', '*证书有效期起', '*证书有效期至']);
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
    const ws = await firstSheet(file.rawPayload);
    const header = rowTexts(ws, 1);
    expect(header[0]).toBe('行号');
    expect(header[header.length - 1]).toBe('失败原因');
    expect(rowTexts(ws, 2)[0]).toBe('3');
    expect(rowTexts(ws, 2)[header.length - 1]).toContain('身份证号');
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

describe('import of hostile files (issue 11)', () => {
  const HEADER = ['姓名', '性别', '身份证号', '手机号', '岗位', '所属部门', '证书编号', '证书有效期起', '证书有效期至'];
  const MB = 1024 * 1024;

  async function files(): Promise<number> {
    const [r] = await t.db.query<{ n: number }>('select count(*)::int as n from asset_file where tenant_id = 1001');
    return r.n;
  }

  /** Posts `content` as the import file: 400 naming `file` with `msg`, and nothing written. */
  async function refused(content: Buffer, msg: string | RegExp): Promise<void> {
    const [records, stored] = [await count(), await files()];
    const res = await t.call({ method: 'POST', url: `${EP}/import`, token: admin, ...multipartBody({}, { name: '安全管理人员.xlsx', content }) });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(msg);
    expect(body.errors).toEqual([{ field: 'file', message: body.msg }]);
    expect([await count(), await files()]).toEqual([records, stored]);
  }

  /** A sheet: the template's header, then `pieces` of row XML, the whole part declared as `declaredSize`. */
  const sheetZip = (pieces: Buffer[], declaredSize?: number) =>
    zipOf(xlsxParts({ content: [Buffer.from(SHEET_HEAD + rowXml(1, HEADER)), ...pieces, Buffer.from(SHEET_TAIL)], declaredSize }));

  // Empty rows (MB each): deflate squeezes them a thousandfold.
  const bombRows = (mb: number) => Array<Buffer>(mb).fill(Buffer.from('<row/>'.repeat(MB / 6)));

  it('refuses a zip bomb from its central directory, before inflating it', async () => {
    const bomb = await sheetZip(bombRows(110));
    expect(bomb.length).toBeLessThan(MB);
    await refused(bomb, '文件解压后超过100MB，请删除无关内容或分批导入');
  });

  it('refuses a zip bomb that declares a small size the moment it inflates past it', async () => {
    await refused(await sheetZip(bombRows(20), 2 * MB), '文件已损坏（解压后的内容与文件声明的不符）');
  });

  it('refuses a file of a million rows at the first row past the cap', async () => {
    // Rows and cells without references, each a name that is the same shared string: 33 MB in a small file.
    const row = '<row><c t="s"><v>0</v></c></row>';
    const pieces = Array<Buffer>(100).fill(Buffer.from(row.repeat(10_000)));
    // After the rows, garbage: a reader that went on past the cap would report the file as broken.
    const content = [Buffer.from(SHEET_HEAD + rowXml(1, HEADER)), ...pieces, Buffer.from('<<<not xml'), Buffer.from(SHEET_TAIL)];
    const parts = xlsxParts({ content }, { sharedStrings: ['甲'] });
    const file = await zipOf(parts);
    expect(file.length).toBeLessThan(MB);
    await refused(file, '单次最多导入10000行');
  });

  it('refuses a cell longer than Excel allows', async () => {
    const file = await sheetZip([Buffer.from(rowXml(2, ['名'.repeat(40_000), '男']))]);
    await refused(file, '第2行A列单元格超过32767个字符');
  });

  it('refuses an upload past 10 MB before reading it all', async () => {
    const big = Buffer.alloc(11 * MB, 0x41);
    big.write('PK\x03\x04', 'latin1');
    await refused(big, '导入文件不能超过10MB');
  });

  it('still imports a hand-written file of good and bad rows', async () => {
    const before = await count();
    const file = await sheetZip([
      Buffer.from(rowXml(2, ['手写甲', '男', '11010519491231002X', '13800138000', '安全员', '', 'C-手写甲', '2026-01-01', '2030-12-31'])),
      Buffer.from(rowXml(3, ['手写乙', '不详'])),
    ]);
    const res = await t.call({ method: 'POST', url: `${EP}/import`, token: admin, ...multipartBody({}, { name: 'a.xlsx', content: file }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 2, success: 1, failed: 1, failures: [{ row: 3 }] });
    expect(res.json().data.failureFileId).toEqual(expect.any(String));
    expect(await count()).toBe(before + 1);
  });
});

describe('export', () => {
  it('writes the records matching the list filters, enum values as labels', async () => {
    const res = await t.call({ url: `${EP}/export?name=${encodeURIComponent('导入')}`, token: staff });
    expect(res.statusCode).toBe(200);
    const ws = await firstSheet(res.rawPayload);
    const header = rowTexts(ws, 1);
    const nameCol = header.indexOf('姓名');
    const genderCol = header.indexOf('性别');
    const names = [2, 3].map((n) => rowTexts(ws, n)[nameCol]).sort();
    expect(names).toEqual(['导入丙', '导入甲']);
    expect(rowTexts(ws, 2)[genderCol]).toBe('男');
    expect(ws.rowCount).toBe(3);
    const bad = await t.call({ url: `${EP}/export?foo=1`, token: staff });
    expect(bad.statusCode).toBe(400);
  });
});
