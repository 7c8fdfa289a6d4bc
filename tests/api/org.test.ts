import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalIdCheckChar } from '../../src/domain/validators.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/user';
let t: TestApp;
const tok: Record<string, string> = {};

interface Node {
  id: number;
  name: string;
  parentId: number | null;
  children: Node[];
  duties?: { id: number; name: string; responsibility: string | null; staff: { id: number; name: string }[] }[];
}

const validId = (first17: string) => first17 + nationalIdCheckChar(first17);
const ID_CARD = validId('11010519491231002');
const BAD_ID = ID_CARD.slice(0, 17) + (ID_CARD[17] === '0' ? '1' : '0');

function get(url: string, who = 'qyadmin', entId?: number) {
  return t.call({ method: 'GET', url: `${U}${url}`, token: tok[who], entId });
}
function post(url: string, payload: object, who = 'qyadmin', entId?: number) {
  return t.call({ method: 'POST', url: `${U}${url}`, payload, token: tok[who], entId });
}
async function idOf(table: string, tenant: number, name: string): Promise<number> {
  const rows = await t.db.query<{ id: number }>(`select id from ${table} where tenant_id = $1 and name = $2`, [tenant, name]);
  return Number(rows[0].id);
}
async function count(sql: string, params: (string | number)[] = []): Promise<number> {
  const [r] = await t.db.query<{ n: number }>(`select count(*) as n from ${sql}`, params);
  return Number(r.n);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['qyadmin', 'staff01', 'viewer', 'qyadmin2', 'admin']) tok[who] = await t.login(who, PASSWORDS[who]);
});
afterAll(() => t?.close());

describe('departmentinfo', () => {
  it('lists the active enterprise departments as a tree, flat and filtered', async () => {
    const res = await get('/departmentinfo/list', 'staff01');
    expect(res.statusCode).toBe(200);
    const tree = res.json().data as Node[];
    expect(res.json().code).toBe(0);
    expect(tree.map((d) => d.name)).toEqual(['安全环保部', '生产一车间', '生产二车间', '设备管理部', '综合办公室']);
    expect(tree[0].children).toEqual([]);
    const flat = (await get(`/departmentinfo/list?flat=true&name=${encodeURIComponent('车间')}`)).json().data as Node[];
    expect(flat.map((d) => d.name)).toEqual(['生产一车间', '生产二车间']);
    expect(flat[0]).not.toHaveProperty('children');
  });

  it('creates, nests, renames and refuses cycles and foreign parents', async () => {
    const root = await idOf('departmentinfo', 1001, '生产一车间');
    const a = await post('/departmentinfo/save', { name: ' 一班 ', parentId: root, leader: '赵志强' });
    expect(a.statusCode).toBe(200);
    const child = a.json().data as Node;
    expect(child).toMatchObject({ name: '一班', parentId: root });
    const b = (await post('/departmentinfo/save', { name: '一班甲组', parentId: child.id })).json().data as Node;

    const tree = (await get(`/departmentinfo/list?name=${encodeURIComponent('甲组')}`)).json().data as Node[];
    expect(tree).toHaveLength(1);
    expect(tree[0].name).toBe('生产一车间');
    expect(tree[0].children[0].children[0].name).toBe('一班甲组');

    const cycle = await post('/departmentinfo/update', { id: child.id, parentId: b.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json()).toMatchObject({ code: 400, msg: '上级部门不能是本部门的下级部门' });
    const self = await post('/departmentinfo/update', { id: child.id, parentId: child.id });
    expect(self.json().msg).toBe('上级部门不能是本部门');
    const foreign = await post('/departmentinfo/update', { id: child.id, parentId: await idOf('departmentinfo', 2001, '安全部') });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0]).toEqual({ field: 'parentId', message: '部门不存在或不属于本企业' });
    const [row] = await t.db.query<{ parent_id: number }>('select parent_id from departmentinfo where id = $1', [child.id]);
    expect(Number(row.parent_id)).toBe(root);

    const renamed = await post('/departmentinfo/update', { id: child.id, name: '运行一班', parentId: null });
    expect(renamed.json().data).toMatchObject({ id: child.id, name: '运行一班', parentId: null, leader: '赵志强' });
    const dup = await post('/departmentinfo/save', { name: '运行一班' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 409, msg: '同级部门中已有同名部门' });
  });

  it('validates input with Chinese messages', async () => {
    const before = await count('departmentinfo');
    const missing = await post('/departmentinfo/save', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 400, msg: '请填写部门名称' });
    const blank = await post('/departmentinfo/save', { name: '   ' });
    expect(blank.json().errors).toEqual([{ field: 'name', message: '请填写部门名称' }]);
    const long = await post('/departmentinfo/save', { name: '部'.repeat(51) });
    expect(long.json().msg).toBe('部门名称长度不能超过50个字符');
    expect(await count('departmentinfo')).toBe(before);
  });

  it('refuses to delete a department with children or staff, deletes an empty one', async () => {
    const withStaff = await get(`/departmentinfo/deleteById?id=${await idOf('departmentinfo', 1001, '设备管理部')}`);
    expect(withStaff.statusCode).toBe(409);
    expect(withStaff.json()).toMatchObject({ code: 409, msg: '该部门下还有子部门或人员' });
    const parent = (await post('/departmentinfo/save', { name: '待删部门' })).json().data as Node;
    const leaf = (await post('/departmentinfo/save', { name: '待删子部门', parentId: parent.id })).json().data as Node;
    const withChild = await get(`/departmentinfo/deleteById?id=${parent.id}`);
    expect(withChild.json().msg).toBe('该部门下还有子部门或人员');
    expect((await get(`/departmentinfo/deleteById?id=${leaf.id}`)).json()).toMatchObject({ code: 0 });
    expect((await get(`/departmentinfo/deleteById?id=${parent.id}`)).statusCode).toBe(200);
    const rows = await t.db.query<{ deleted: boolean }>('select deleted from departmentinfo where id = any($1::bigint[])', [
      [parent.id, leaf.id],
    ]);
    expect(rows.map((r) => r.deleted)).toEqual([true, true]);
    expect((await get(`/departmentinfo/deleteById?id=${parent.id}`)).statusCode).toBe(404);
    const audit = await count(`audit_log where table_name = 'departmentinfo' and record_id = $1 and action = 'update'`, [
      String(parent.id),
    ]);
    expect(audit).toBe(1);
  });

  it('answers the staff of a department, with sub-departments on request', async () => {
    const dept = await idOf('departmentinfo', 1001, '生产二车间');
    const sub = (await post('/departmentinfo/save', { name: '二车间班组', parentId: dept })).json().data as Node;
    await post('/staffinfo/save', { name: '钱班长', departmentId: sub.id });
    const own = (await get(`/departmentinfo/getStaffInfo?departmentId=${dept}`)).json().data as { name: string }[];
    // The demo's 班长 刘洋 works in the team under the workshop, none in the workshop itself.
    expect(own.map((s) => s.name)).toEqual([]);
    const all = await get(`/departmentinfo/getStaffInfo?departmentId=${dept}&includeChildren=true`, 'viewer');
    expect(all.statusCode).toBe(200);
    expect((all.json().data as { name: string; departmentName: string }[]).map((s) => [s.name, s.departmentName])).toEqual([
      ['刘洋', '液氯储运班'],
      ['钱班长', '二车间班组'],
    ]);
    const none = await get('/departmentinfo/getStaffInfo');
    expect(none.json()).toMatchObject({ code: 400, msg: '请填写部门' });
  });

  it('lets only enterprise administrators write', async () => {
    for (const who of ['staff01', 'viewer']) {
      const res = await post('/departmentinfo/save', { name: `无权部门${who}` }, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(403);
    }
    expect(await count(`departmentinfo where name like '无权部门%'`)).toBe(0);
    const platform = await post('/departmentinfo/save', { name: '平台代建部门' }, 'admin', 1001);
    expect(platform.statusCode).toBe(200);
    expect(await count(`departmentinfo where tenant_id = 1001 and name = '平台代建部门'`)).toBe(1);
  });
});

describe('dutyinfo', () => {
  it('answers the department tree with duties and their staff', async () => {
    const res = await get('/dutyinfo/list-dept-tree', 'staff01');
    expect(res.statusCode).toBe(200);
    const office = (res.json().data as Node[]).find((d) => d.name === '综合办公室')!;
    expect(office.duties).toEqual([
      {
        id: expect.any(Number),
        name: '安全生产第一责任人',
        responsibility: '全面负责企业安全生产工作',
        staff: [{ id: await idOf('staffinfo', 1001, '王建国'), name: '王建国' }],
      },
    ]);
  });

  it('creates, updates and deletes a duty, checking department and staff', async () => {
    const dept = await idOf('departmentinfo', 1001, '设备管理部');
    const chen = await idOf('staffinfo', 1001, '陈明');
    const foreignStaff = await post('/dutyinfo/save', {
      departmentId: dept,
      name: '设备负责人',
      staffIds: [await idOf('staffinfo', 2001, '周强')],
    });
    expect(foreignStaff.statusCode).toBe(400);
    expect(foreignStaff.json().errors).toEqual([{ field: 'staffIds', message: '岗位人员不存在或不属于本企业' }]);
    expect(await count(`dutyinfo where name = '设备负责人'`)).toBe(0);
    const noDept = await post('/dutyinfo/save', { name: '设备负责人' });
    expect(noDept.json().msg).toBe('请填写所属部门');

    const saved = await post('/dutyinfo/save', { departmentId: dept, name: '设备负责人', staffIds: [chen, chen] });
    expect(saved.statusCode).toBe(200);
    const duty = saved.json().data as { id: number; staff: { id: number; name: string }[] };
    expect(duty.staff).toEqual([{ id: chen, name: '陈明' }]);
    const upd = await post('/dutyinfo/update', { id: duty.id, responsibility: '负责设备完好' });
    expect(upd.json().data).toMatchObject({ name: '设备负责人', responsibility: '负责设备完好' });
    expect((await get(`/dutyinfo/deleteById?id=${duty.id}`, 'staff01')).statusCode).toBe(403);
    expect((await get(`/dutyinfo/deleteById?id=${duty.id}`)).json().code).toBe(0);
    expect(await count('dutyinfo where id = $1', [duty.id])).toBe(0);
  });
});

describe('staffinfo', () => {
  it('answers a paged, filtered list with department names', async () => {
    const res = await post('/staffinfo/list', { page: 1, limit: 2 }, 'viewer');
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json().data as { rows: { departmentName: string }[]; total: number };
    expect(rows).toHaveLength(2);
    expect(total).toBe(await count('staffinfo where tenant_id = 1001 and not deleted'));
    const dept = await idOf('departmentinfo', 1001, '生产一车间');
    const byDept = (await post('/staffinfo/list', { departmentId: dept })).json().data;
    expect(byDept.rows.map((r: { name: string }) => r.name).sort()).toEqual(['张伟', '赵志强']);
    expect(byDept.rows[0].departmentName).toBe('生产一车间');
    const byName = (await post('/staffinfo/list', { name: '李', mobile: '1003' })).json().data;
    expect(byName).toMatchObject({ total: 1, rows: [{ name: '李安全', post: '安全部长' }] });
    const wanted = [byDept.rows[0].id, byName.rows[0].id];
    const byIds = (await post('/staffinfo/list', { ids: wanted, limit: 100 })).json().data;
    expect(byIds.rows.map((r: { id: number }) => r.id).sort()).toEqual([...wanted].sort());
    const past = (await post('/staffinfo/list', { page: 99, limit: 10 })).json().data;
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(total);
    const bad = await post('/staffinfo/list', { limit: 500 });
    expect(bad.json()).toMatchObject({ code: 400, msg: '每页条数不能大于100' });
  });

  it('validates mobile, national ID, department and contractor, writing nothing on failure', async () => {
    const before = await count('staffinfo');
    const mobile = await post('/staffinfo/save', { name: '新员工', mobile: '12345678901' });
    expect(mobile.statusCode).toBe(400);
    expect(mobile.json()).toMatchObject({ code: 400, msg: '手机号码格式不正确', errors: [{ field: 'mobile' }] });
    const id = await post('/staffinfo/save', { name: '新员工', idCard: BAD_ID });
    expect(id.json().errors).toEqual([{ field: 'idCard', message: '身份证号码格式不正确' }]);
    const dept = await post('/staffinfo/save', { name: '新员工', departmentId: await idOf('departmentinfo', 2001, '生产部') });
    expect(dept.json().errors).toEqual([{ field: 'departmentId', message: '部门不存在或不属于本企业' }]);
    const contractor = await post('/staffinfo/save', {
      name: '新员工',
      contractorId: await idOf('contractorinfo', 2001, '远达建设工程公司'),
    });
    expect(contractor.json().errors).toEqual([{ field: 'contractorId', message: '承包商不存在或不属于本企业' }]);
    const noName = await post('/staffinfo/save', { mobile: '13900000000' });
    expect(noName.json().msg).toBe('请填写姓名');
    expect(await count('staffinfo')).toBe(before);
  });

  it('creates, updates and deletes staff; deletion removes them from duties', async () => {
    const dept = await idOf('departmentinfo', 1001, '安全环保部');
    const hua = await idOf('contractorinfo', 1001, '华安检修工程有限公司');
    const saved = await post('/staffinfo/save', {
      name: '孙检修',
      departmentId: dept,
      mobile: '13912345678',
      idCard: ID_CARD,
      post: '检修工',
      contractorId: hua,
    });
    expect(saved.statusCode).toBe(200);
    const s = saved.json().data;
    expect(s).toMatchObject({ name: '孙检修', departmentName: '安全环保部', isContractor: true, contractorName: '华安检修工程有限公司' });
    const upd = await post('/staffinfo/update', { id: s.id, post: '检修班长', mobile: '' });
    expect(upd.json().data).toMatchObject({ post: '检修班长', mobile: null, idCard: ID_CARD, contractorId: hua });
    const notContractor = await post('/staffinfo/update', { id: s.id, isContractor: false });
    expect(notContractor.json().data).toMatchObject({ isContractor: false, contractorId: null, contractorName: null });

    const duty = (await post('/dutyinfo/save', { departmentId: dept, name: '临时岗位', staffIds: [s.id] })).json().data;
    expect((await get(`/staffinfo/deleteById?id=${s.id}`, 'staff01')).statusCode).toBe(403);
    expect((await get(`/staffinfo/deleteById?id=${s.id}`)).json()).toMatchObject({ code: 0, msg: '删除成功' });
    const [row] = await t.db.query<{ deleted: boolean }>('select deleted from staffinfo where id = $1', [s.id]);
    expect(row.deleted).toBe(true);
    const [d] = await t.db.query<{ staff_ids: unknown[] }>('select staff_ids from dutyinfo where id = $1', [duty.id]);
    expect(d.staff_ids).toEqual([]);
    expect((await post('/staffinfo/update', { id: s.id, name: 'x' })).statusCode).toBe(404);
  });

  it('exports staff as an xlsx workbook with Chinese titles and masked ID numbers', async () => {
    const dept = await idOf('departmentinfo', 1001, '综合办公室');
    await post('/staffinfo/save', { name: '导出测试', departmentId: dept, mobile: '13812345678', idCard: ID_CARD, post: '文员' });
    const res = await post('/staffinfo/export', { name: '导出测试' }, 'viewer');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="staffinfo.xlsx"; filename*=UTF-8''${encodeURIComponent('人员信息.xlsx')}`,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, '姓名', '部门', '手机号', '岗位', '身份证号', '是否承包商']);
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).values).toEqual([
      undefined,
      '导出测试',
      '综合办公室',
      '13812345678',
      '文员',
      `${ID_CARD.slice(0, 6)}********${ID_CARD.slice(-4)}`,
      '否',
    ]);
  });

  it('exports only contractor staff with their contractor', async () => {
    const hua = await idOf('contractorinfo', 1001, '华安检修工程有限公司');
    await post('/staffinfo/save', { name: '承包商甲', contractorId: hua, mobile: '13512345678' });
    const res = await post('/staffinfo/exportOfContractor', {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('承包商人员信息.xlsx')}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, '姓名', '承包商', '部门', '手机号', '岗位', '身份证号']);
    const names: unknown[] = [];
    ws.eachRow((r, i) => i > 1 && names.push(r.getCell(1).value));
    // The contractor people of the enterprise: 承包商甲 and the demo's contractor workers (承包商人员), no one else.
    const contractorStaff = await t.db.query<{ name: string }>('select name from staffinfo where tenant_id = 1001 and is_contractor and not deleted');
    expect(names).toContain('承包商甲');
    expect([...names].sort()).toEqual(contractorStaff.map((s) => s.name).sort());
    expect(ws.getRow(2).getCell(2).value).toBe('华安检修工程有限公司');
  });
});

describe('contractorinfo', () => {
  it('lists, creates, updates and deletes contractors', async () => {
    const list = await get(`/contractorinfo/list?page=1&limit=10&serviceType=${encodeURIComponent('检维修')}`, 'staff01');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, rows: [{ name: '华安检修工程有限公司', serviceType: '检维修' }] });
    const badMobile = await post('/contractorinfo/save', { name: '新承包商', contactMobile: '1380000' });
    expect(badMobile.json()).toMatchObject({ code: 400, msg: '手机号码格式不正确' });
    const badCode = await post('/contractorinfo/save', { name: '新承包商', creditCode: 'ABC' });
    expect(badCode.json().msg).toBe('统一社会信用代码格式不正确');
    const saved = await post('/contractorinfo/save', { name: '新承包商', serviceType: '吊装', creditCode: '91110000600037341L' });
    expect(saved.statusCode).toBe(200);
    const c = saved.json().data;
    expect((await post('/contractorinfo/save', { name: '新承包商' })).json()).toMatchObject({ code: 409, msg: '已有同名承包商' });
    const upd = await post('/contractorinfo/update', { id: c.id, contactName: '吴经理', contactMobile: '13612345678' });
    expect(upd.json().data).toMatchObject({ name: '新承包商', contactName: '吴经理', serviceType: '吊装' });
    const named = (await get(`/contractorinfo/list?name=${encodeURIComponent('新承')}`)).json().data;
    expect(named.rows.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect((await post('/contractorinfo/save', { name: '无权' }, 'staff01')).statusCode).toBe(403);

    const hua = await idOf('contractorinfo', 1001, '华安检修工程有限公司');
    await post('/staffinfo/save', { name: '华安员工', contractorId: hua });
    const busy = await get(`/contractorinfo/deleteById?id=${hua}`);
    // The person is also a contractor-user record referring to the contractor (one record per person): named.
    // (an earlier test of the file gave 华安 a person too, 承包商甲: the message counts them).
    expect(busy.json()).toMatchObject({ code: 409, msg: expect.stringMatching(/^该记录被 承包商人员「.+」(等2条记录)?引用，不能删除$/) });
    expect((await get(`/contractorinfo/deleteById?id=${c.id}`)).json().code).toBe(0);
    expect((await get(`/contractorinfo/list?name=${encodeURIComponent('新承')}`)).json().data.total).toBe(0);
  });
});

describe('tenant isolation', () => {
  it('answers 404 and changes nothing for ids of another enterprise', async () => {
    const dept = await idOf('departmentinfo', 2001, '安全部');
    const staff = await idOf('staffinfo', 2001, '周强');
    const contractor = await idOf('contractorinfo', 2001, '远达建设工程公司');
    const duty = (await post('/dutyinfo/save', { departmentId: dept, name: '外企岗位' }, 'qyadmin2')).json().data.id as number;
    const snapshot = async () =>
      t.db.query(
        `select 'd' as t, to_jsonb(x) as r from departmentinfo x where tenant_id = 2001
         union all select 's', to_jsonb(x) from staffinfo x where tenant_id = 2001
         union all select 'c', to_jsonb(x) from contractorinfo x where tenant_id = 2001
         union all select 'u', to_jsonb(x) from dutyinfo x where tenant_id = 2001 order by 1, 2`,
      );
    const before = await snapshot();
    const calls: [string, string, object?][] = [
      ['POST', '/departmentinfo/update', { id: dept, name: '改名' }],
      ['GET', `/departmentinfo/deleteById?id=${dept}`],
      ['GET', `/departmentinfo/getStaffInfo?departmentId=${dept}`],
      ['POST', '/dutyinfo/update', { id: duty, name: '改名' }],
      ['GET', `/dutyinfo/deleteById?id=${duty}`],
      ['POST', '/staffinfo/update', { id: staff, name: '改名' }],
      ['GET', `/staffinfo/deleteById?id=${staff}`],
      ['POST', '/contractorinfo/update', { id: contractor, name: '改名' }],
      ['GET', `/contractorinfo/deleteById?id=${contractor}`],
      ['GET', `/sysroledepartment/permissionByStaffId?staffId=${staff}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.call({ method: method as 'GET' | 'POST', url: `${U}${url}`, payload, token: tok.qyadmin });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 404]);
    }
    expect(await snapshot()).toEqual(before);
    const list = (await post('/staffinfo/list', { name: '周强' })).json().data;
    expect(list).toEqual({ rows: [], total: 0 });
  });

  it('refuses Ent-ID of another enterprise and works for a sub-enterprise', async () => {
    const other = await get('/departmentinfo/list', 'qyadmin', 2001);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe(403);
    const sub = await get('/departmentinfo/list?flat=true', 'qyadmin', 1002);
    expect(sub.statusCode).toBe(200);
    expect(sub.json().data.map((d: Node) => d.name)).toEqual(['安全科', '合成车间', '储运车间']);
    const saved = await post('/departmentinfo/save', { name: '二厂新部门' }, 'qyadmin', 1002);
    expect(saved.statusCode).toBe(200);
    expect(await count(`departmentinfo where tenant_id = 1002 and name = '二厂新部门'`)).toBe(1);
    const staff = (await post('/staffinfo/list', {}, 'qyadmin', 1002)).json().data;
    expect(staff.rows.map((r: { name: string }) => r.name)).toEqual(['孙磊']);
    const exp = await post('/staffinfo/export', {}, 'qyadmin', 2001);
    expect(exp.statusCode).toBe(403);
  });
});
