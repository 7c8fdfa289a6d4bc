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
    expect(rowTexts(await firstSheet(res.rawPayload), 1)).toEqual(['*姓名', '部门', '岗位', '手机号', '身份证号', '性别', '承包商人员', '承包商']);
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

  it("takes 承包商 by the contractor's name: a contractor named makes a 承包商人员, an unknown or ambiguous one fails its row and writes nothing of it", async () => {
    await t.db.query("insert into contractorinfo(tenant_id, name) values (1001, '同名承包商'), (1001, '同名承包商')");
    const before = await count();
    const res = await importRows([
      ['承包商员工甲', null, '焊工', null, '320501199001030076', '男', null, '华安检修工程有限公司'],
      ['承包商员工乙', null, null, null, null, null, '是', '无此承包商'],
      ['承包商员工丙', null, null, null, null, null, null, '同名承包商'],
      ['承包商员工丁', null, null, null, null, null, '否', '华安检修工程有限公司'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 4, success: 1, updated: 0, failed: 3 });
    expect(data.failures.slice(0, 2)).toEqual([
      { row: 3, messages: ['承包商「无此承包商」不存在'] },
      { row: 4, messages: ['承包商「同名承包商」对应2条记录，无法确定是哪一条'] },
    ]);
    expect(data.failures[2].row).toBe(5);
    expect(data.failures[2].messages.join('；')).toContain('承包商');
    expect(await count()).toBe(before + 1);
    const people = await t.db.query<{ name: string; isContractor: boolean; contractor: string | null }>(
      `select s.name, s.is_contractor as "isContractor", c.name as contractor from staffinfo s
         left join contractorinfo c on c.tenant_id = s.tenant_id and c.id = s.contractor_id
        where s.tenant_id = 1001 and s.name like '承包商员工%' and not s.deleted`,
    );
    expect(people).toEqual([{ name: '承包商员工甲', isContractor: true, contractor: '华安检修工程有限公司' }]);
    // The failure sheet shows the name typed, not an id.
    const file = await t.call({ url: `/zax-cloud/asset/file/${data.failureFileId}`, token: admin });
    expect(rowTexts(await firstSheet(file.rawPayload), 2)).toContain('无此承包商');
  });

  it("an update row keeps the stored 承包商 when its cell is blank, changes it when named, and fails an unknown one changing nothing", async () => {
    const contractorOf = async () => {
      const [row] = await t.db.query<{ name: string; post: string; contractor: string | null; isContractor: boolean }>(
        `select s.name, s.post, c.name as contractor, s.is_contractor as "isContractor" from staffinfo s
           left join contractorinfo c on c.tenant_id = s.tenant_id and c.id = s.contractor_id
          where s.tenant_id = 1001 and s.id_card = '320501199001030076' and not s.deleted`,
      );
      return row;
    };
    const kept = await importRows([['承包商员工甲', null, '电焊工', null, '320501199001030076', null, null, null]]);
    expect(kept.json().data).toMatchObject({ success: 1, updated: 1, failed: 0 });
    expect(await contractorOf()).toEqual({ name: '承包商员工甲', post: '电焊工', contractor: '华安检修工程有限公司', isContractor: true });
    const moved = await importRows([['承包商员工甲', null, null, null, '320501199001030076', null, null, '鑫源防腐保温有限公司']]);
    expect(moved.json().data).toMatchObject({ success: 1, updated: 1, failed: 0 });
    expect((await contractorOf()).contractor).toBe('鑫源防腐保温有限公司');
    // The person's profile refers to the contractor: it cannot be deleted while named.
    const [c] = await t.db.query<{ id: number }>("select id from contractorinfo where tenant_id = 1001 and name = '鑫源防腐保温有限公司' and not deleted");
    const del = await t.call({ url: `/zax-cloud/user/contractorinfo/deleteById?id=${c.id}`, token: admin });
    expect(del.statusCode, del.body).toBe(409);
    expect(del.json().msg).toContain('承包商员工甲');
    const refused = await importRows([['承包商员工甲（改）', null, '班长', null, '320501199001030076', null, null, '无此承包商']]);
    expect(refused.json().data).toMatchObject({ success: 0, updated: 0, failed: 1, failures: [{ row: 2, messages: ['承包商「无此承包商」不存在'] }] });
    expect(await contractorOf()).toEqual({ name: '承包商员工甲', post: '电焊工', contractor: '鑫源防腐保温有限公司', isContractor: true });
  });

  it("the form's 承包商 picker searches the enterprise's contractors and names stored ids", async () => {
    const url = '/zax-cloud/u-basic/references/options?resource=user-staff&field=contractorId';
    const found = await t.call({ url: `${url}&q=${encodeURIComponent('华安')}`, token: staff });
    expect(found.statusCode, found.body).toBe(200);
    const rows = found.json().data as { id: number; name: string }[];
    expect(rows.map((r) => r.name)).toEqual(['华安检修工程有限公司']);
    const named = await t.call({ url: `${url}&ids=${rows[0].id}`, token: staff });
    expect(named.json().data).toEqual([{ id: rows[0].id, name: '华安检修工程有限公司' }]);
    // Not 2001's contractors.
    const other = await t.call({ url: `${url}&q=${encodeURIComponent('远达')}`, token: staff });
    expect(other.json().data).toEqual([]);
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

  it("writes the contractor's name in 承包商 and filters by the contractor", async () => {
    const [c] = await t.db.query<{ id: number }>("select id from contractorinfo where tenant_id = 1001 and name = '鑫源防腐保温有限公司' and not deleted");
    const res = await t.call({ url: `${EP}/export?contractorId=${c.id}`, token: staff });
    expect(res.statusCode, res.body).toBe(200);
    const ws = await firstSheet(res.rawPayload);
    expect(rowTexts(ws, 1).slice(0, 7)).toEqual(['姓名', '部门', '岗位', '手机号', '性别', '承包商人员', '承包商']);
    expect(ws.actualRowCount).toBe(2);
    expect(rowTexts(ws, 2).slice(0, 7)).toEqual(['承包商员工甲', '', '电焊工', '', '男', '是', '鑫源防腐保温有限公司']);
  });

  it('refuses a filter the list does not have (400 naming it)', async () => {
    const res = await t.call({ url: `${EP}/export?password=1`, token: staff });
    expect(res.statusCode).toBe(400);
  });
});
