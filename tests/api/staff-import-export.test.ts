// 员工管理's spreadsheets (issue 24): the bound file user-staff declares template, import and export, which
// the engine serves over the /user service's staff store (src/server/resources/bound-io-routes.ts). The
// import follows the resource files' import: valid rows written, each failing row answered with its row
// number and Chinese reasons; the export answers the rows the list shows for its filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers/multipart.ts';
import { filledTemplate, firstSheet, rowTexts } from './helpers/xlsx-sheets.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const EP = '/zax-cloud/user/staffinfo';
let t: TestApp;
let admin: string;
let staff: string;

async function importRows(rows: (string | null)[][], token = admin) {
  const res = await t.call({ url: `${EP}/template/download`, token: admin });
  expect(res.statusCode).toBe(200);
  const buf = await filledTemplate(res.rawPayload, rows);
  return t.call({ method: 'POST', url: `${EP}/import`, token, ...multipartBody({}, { name: '人员.xlsx', content: buf }) });
}

async function count(): Promise<number> {
  const [r] = await t.db.query<{ n: number }>('select count(*)::int as n from staffinfo where tenant_id = 1001 and not deleted');
  return r.n;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff = await t.login('staff01', PASSWORDS.staff01);
});
afterAll(() => t.close());

describe('template', () => {
  it('has the import columns of the bound file, the name marked required', async () => {
    const res = await t.call({ url: `${EP}/template/download`, token: admin });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(rowTexts(await firstSheet(res.rawPayload), 1)).toEqual(['*姓名', '部门', '岗位', '手机号', '身份证号', '性别', '承包商人员']);
  });
});

describe('import', () => {
  it('writes the good rows and answers each bad row with its row number and Chinese reasons', async () => {
    const before = await count();
    const res = await importRows([
      ['导入员工甲', '安全环保部', '操作工', '13800138001', null, '男', '否'],
      ['导入员工乙', '没有这个部门', '操作工', '12345', null, '女', '否'],
      ['导入员工丙', null, null, null, '123', null, null],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 3, success: 1, failed: 2 });
    expect(data.failures.map((f: { row: number }) => f.row)).toEqual([3, 4]);
    const second = data.failures[0].messages.join('；');
    expect(second).toContain('部门');
    expect(second).toContain('没有这个部门');
    expect(second).toContain('手机号');
    expect(data.failures[1].messages.join('；')).toContain('身份证号');
    expect(await count()).toBe(before + 1);
    const [row] = await t.db.query<{ post: string; department: string }>(
      `select s.post, d.name as department from staffinfo s join departmentinfo d on d.id = s.department_id
        where s.tenant_id = 1001 and s.name = '导入员工甲' and not s.deleted`,
    );
    expect(row).toEqual({ post: '操作工', department: '安全环保部' });
    const file = await t.call({ url: `/zax-cloud/asset/file/${data.failureFileId}`, token: admin });
    expect(rowTexts(await firstSheet(file.rawPayload), 2)[0]).toBe('3');
  });

  it('updates the person a row\'s 身份证号 names (blank cells kept), creates the others, and fails a repeated one', async () => {
    const first = await importRows([['匹配员工', '安全环保部', '操作工', '13800138011', '32050119900103005X', '男', '否']]);
    expect(first.json().data).toMatchObject({ total: 1, success: 1, updated: 0, failed: 0 });
    const before = await count();
    const res = await importRows([
      ['匹配员工（改名）', null, '班长', null, '32050119900103005x', null, null],
      ['匹配新员工', '安全环保部', null, null, '320501199001030017', '女', '否'],
      ['匹配员工重复', null, null, null, '32050119900103005X', null, null],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 3, success: 2, updated: 1, failed: 1 });
    expect(data.failures).toEqual([{ row: 4, messages: ['身份证号“32050119900103005X”与第2行重复'] }]);
    expect(await count()).toBe(before + 1);
    const people = await t.db.query<{ name: string; post: string; mobile: string; gender: string; department: string }>(
      `select s.name, s.post, s.mobile, s.gender, d.name as department from staffinfo s join departmentinfo d on d.id = s.department_id
        where s.tenant_id = 1001 and s.id_card = '32050119900103005X' and not s.deleted`,
    );
    expect(people).toEqual([{ name: '匹配员工（改名）', post: '班长', mobile: '13800138011', gender: '男', department: '安全环保部' }]);
  });

  it('an update row is checked as the save checks it: a bad mobile fails it and changes nothing', async () => {
    const res = await importRows([['匹配员工（再改）', null, null, '123', '32050119900103005X', null, null]]);
    expect(res.json().data).toMatchObject({ total: 1, success: 0, updated: 0, failed: 1 });
    expect(res.json().data.failures[0].messages.join('；')).toContain('手机号');
    const [row] = await t.db.query<{ name: string }>("select name from staffinfo where tenant_id = 1001 and id_card = '32050119900103005X' and not deleted");
    expect(row.name).toBe('匹配员工（改名）');
  });

  it('refuses a reader, a file that is not a spreadsheet and no file, changing nothing', async () => {
    const before = await count();
    expect((await importRows([['只读导入']], staff)).statusCode).toBe(403);
    const notXlsx = await t.call({ method: 'POST', url: `${EP}/import`, token: admin, ...multipartBody({}, { name: 'a.xlsx', content: 'hello' }) });
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().errors[0].field).toBe('file');
    expect((await t.call({ method: 'POST', url: `${EP}/import`, token: admin, payload: {} })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('export', () => {
  it('downloads the rows the list shows for its filters, with the list columns and department names', async () => {
    const name = '导入员工甲';
    const list = (await t.call({ method: 'POST', url: `${EP}/list`, token: staff, payload: { name, page: 1, limit: 20 } })).json().data;
    const res = await t.call({ url: `${EP}/export?name=${encodeURIComponent(name)}&page=1&limit=20`, token: staff });
    expect(res.statusCode, res.body).toBe(200);
    const ws = await firstSheet(res.rawPayload);
    expect(rowTexts(ws, 1).slice(0, 6)).toEqual(['姓名', '部门', '岗位', '手机号', '性别', '承包商人员']);
    expect(ws.actualRowCount - 1).toBe(list.total);
    expect(rowTexts(ws, 2).slice(0, 6)).toEqual([name, '安全环保部', '操作工', '13800138001', '男', '否']);
  });

  it('refuses a filter the list does not have (400 naming it)', async () => {
    const res = await t.call({ url: `${EP}/export?password=1`, token: staff });
    expect(res.statusCode).toBe(400);
  });
});
