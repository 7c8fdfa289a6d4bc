// The server's answers of resources, the designer and the /user routes in the request's language (issue 13
// item 5): with `Accept-Language: en` a resource validation error, a 409 refusing to delete a referenced
// record, an import's failing-row messages, designer refusals and a /user refusal and success message are
// English; without the header they are the same Chinese as before.
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResourceDir } from '../../src/server/resources/registry.ts';
import { multipartBody } from './helpers/multipart.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

addResourceDir(path.resolve(import.meta.dirname, '../fixtures/ref-resources'));

const U = '/zax-cloud/u-basic';
const SM = `${U}/company-safety-manager`;
const EN = { 'accept-language': 'en-US,en;q=0.9' };
const ZH = { 'accept-language': 'zh-CN,zh;q=0.9' };
let t: TestApp;
let qyadmin: string;

type Headers = Record<string, string>;

/** An import upload: the multipart body with its content type, and the language asked for. */
function upload(content: Buffer, headers?: Headers) {
  const body = multipartBody({}, { name: 'a.xlsx', content });
  return t.call({ method: 'POST', url: `${SM}/import`, token: qyadmin, payload: body.payload, headers: { ...body.headers, ...headers } });
}

async function importRows(rows: (string | number)[][], headers: Headers) {
  const tpl = await t.call({ url: `${SM}/template/download`, token: qyadmin });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(tpl.rawPayload as unknown as ExcelJS.Buffer);
  rows.forEach((r, i) => {
    wb.worksheets[0].getRow(i + 2).values = r;
  });
  const content = Buffer.from(await wb.xlsx.writeBuffer());
  return upload(content, headers);
}

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
});
afterAll(() => t.close());

describe('resource answers', () => {
  it('a validation error of a resource route names the field in the asked language', async () => {
    const put = (headers?: Headers) => t.call({ method: 'PUT', url: SM, token: qyadmin, headers, payload: { id: 1, ghost: 1 } });
    const en = (await put(EN)).json();
    expect(en).toMatchObject({ code: 400, msg: 'Unsupported field: ghost', errors: [{ field: 'ghost', message: 'Unsupported field: ghost' }] });
    expect((await put()).json()).toMatchObject({ code: 400, msg: '不支持的字段：ghost', errors: [{ field: 'ghost', message: '不支持的字段：ghost' }] });
    expect((await put(ZH)).json().msg).toBe('不支持的字段：ghost');

    const remove = (headers?: Headers) => t.call({ method: 'DELETE', url: `${U}/ref-equipment`, token: qyadmin, headers, payload: {} });
    const noIds = await remove(EN);
    expect(noIds.statusCode).toBe(400);
    expect(noIds.json().errors[0]).toEqual({ field: 'ids', message: 'Please choose the records to act on' });
    expect((await remove()).json().errors[0]).toEqual({ field: 'ids', message: '请选择要操作的记录' });
  });

  it('a record that others refer to is refused with a 409 in the asked language, and stays', async () => {
    const eq = (await t.call({ method: 'POST', url: `${U}/ref-equipment`, token: qyadmin, payload: { name: '语言泵' } })).json().data.id;
    const owner = (await t.db.query<{ id: number }>(`insert into staffinfo(tenant_id, name) values (1001, '语言负责人') returning id`))[0].id;
    const task = await t.call({ method: 'POST', url: `${U}/ref-task`, token: qyadmin, payload: { name: '语言任务', ownerId: Number(owner), equipmentId: eq } });
    expect(task.statusCode, task.body).toBe(200);
    const del = (headers?: Headers) => t.call({ method: 'DELETE', url: `${U}/ref-equipment`, token: qyadmin, headers, payload: { ids: [eq] } });
    const en = await del(EN);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({ code: 409, msg: 'This record is referenced by 引用测试任务 "语言任务"; it cannot be deleted' });
    expect((await del()).json()).toEqual({ code: 409, msg: '该记录被 引用测试任务「语言任务」引用，不能删除' });
    const [alive] = await t.db.query<{ deleted: boolean }>('select deleted from r_ref_equipment where id = $1', [eq]);
    expect(alive.deleted).toBe(false);
  });

  it("an import's failing rows and refused files are reported in the asked language", async () => {
    const bad = ['语言导入', '未知', '11010519491231002X', '13800138000', '安全员', '', 'C-lang', '2026-13-01', '2030-12-31'];
    const en = (await importRows([bad], EN)).json().data;
    expect(en).toMatchObject({ total: 1, success: 0, failed: 1 });
    expect(en.failures[0].messages).toEqual(expect.arrayContaining(['性别: not a valid value: 未知', '证书有效期起: not a valid date: 2026-13-01 (should be YYYY-MM-DD)']));
    const zh = (await importRows([bad], {})).json().data;
    expect(zh.failures[0].messages).toEqual(expect.arrayContaining(['性别取值不正确：未知', '证书有效期起日期格式不正确：2026-13-01（应为YYYY-MM-DD）']));

    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('其他').addRow(['无关列']).commit();
    const stranger = Buffer.from(await wb.xlsx.writeBuffer());
    const refusedEn = (await upload(stranger, EN)).json();
    const columns = '姓名、性别、身份证号、手机号、岗位、证书编号、证书有效期起、证书有效期至';
    const lacks = `The template lacks required columns: ${columns}`;
    expect(refusedEn).toEqual({ code: 400, msg: lacks, errors: [{ field: 'file', message: lacks }] });
    expect((await upload(stranger)).json().msg).toBe(`模板缺少必填列：${columns}`);
  });
});

describe('designer and /user answers', () => {
  it('the schema editor refuses platform members and a stale version in the asked language', async () => {
    const open = (await t.call({ url: `${U}/designer/schema/safety-manager`, token: qyadmin })).json().data;
    const perms = structuredClone(open.file);
    perms.permissions.write.push('readonlyUser');
    const save = (file: unknown, baseVersion: number, headers?: Headers) =>
      t.call({ method: 'PUT', url: `${U}/designer/schema/safety-manager`, token: qyadmin, headers, payload: { file, baseVersion } });
    const en = (await save(perms, open.version, EN)).json();
    expect(en).toMatchObject({ code: 400, errors: [{ field: '/permissions' }] });
    expect(en.msg).toBe("permissions are set by the platform and cannot be changed in an enterprise's configuration");
    expect(en.errors[0].message).toBe(en.msg);
    expect((await save(perms, open.version)).json().msg).toBe('permissions 由平台决定，不能在企业配置中修改');

    const stale = (headers?: Headers) => save(open.file, open.version + 5, headers);
    const staleEn = await stale(EN);
    expect(staleEn.statusCode).toBe(409);
    expect(staleEn.json().msg).toBe(
      `Another administrator has published a new version (the current version is ${open.version}; you edited version ${open.version + 5}); refresh, then publish again`,
    );
    expect((await stale()).json().msg).toBe(`其他管理员已发布了新版本（当前版本 ${open.version}，您编辑的是版本 ${open.version + 5}），请刷新后再发布`);

    const tab = (headers?: Headers) =>
      t.call({ method: 'POST', url: `${U}/comp-tab/topping`, token: qyadmin, headers, payload: { resourceKey: 'safety-manager', key: 'nosuchtab' } });
    expect((await tab(EN)).json()).toEqual({ code: 404, msg: 'No such tab: nosuchtab' });
    expect((await tab()).json()).toEqual({ code: 404, msg: '页签不存在：nosuchtab' });
  });

  it('a /user refusal and a success message are in the asked language', async () => {
    const [me] = await t.db.query<{ id: number }>(`select id from sysuser where login_name = 'qyadmin'`);
    const self = (headers?: Headers) => t.call({ url: `/zax-cloud/user/sysuser/deleteById?id=${me.id}`, token: qyadmin, headers });
    expect((await self(EN)).json()).toMatchObject({ code: 400, msg: 'You cannot delete the signed-in user' });
    expect((await self()).json()).toMatchObject({ code: 400, msg: '不能删除当前登录用户' });

    const add = (name: string, headers?: Headers) =>
      t.call({ method: 'POST', url: '/zax-cloud/user/departmentinfo/save', token: qyadmin, headers, payload: { name } });
    const en = await add('语言部甲', EN);
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json().msg).toBe('Saved');
    expect((await add('语言部乙')).json().msg).toBe('保存成功');
  });
});
