import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/user';
let t: TestApp;
const tok: Record<string, string> = {};

interface Entry {
  id: number;
  type: string;
  configKey: string;
  configValue: string | null;
  remark: string | null;
}

function get(url: string, who = 'qyadmin', entId?: number) {
  return t.call({ method: 'GET', url: `${U}${url}`, token: tok[who], entId });
}
function post(url: string, payload: object, who = 'qyadmin', entId?: number) {
  return t.call({ method: 'POST', url: `${U}${url}`, payload, token: tok[who], entId });
}
async function configOf(tenant: number, type?: string): Promise<Record<string, string | null>> {
  const rows = await t.db.query<{ config_key: string; config_value: string | null }>(
    `select config_key, config_value from configinfo where tenant_id = $1 and ($2::text is null or type = $2)`,
    [tenant, type ?? null],
  );
  return Object.fromEntries(rows.map((r) => [r.config_key, r.config_value]));
}
async function deptId(tenant: number, name: string): Promise<number> {
  const [r] = await t.db.query<{ id: number }>('select id from departmentinfo where tenant_id = $1 and name = $2', [tenant, name]);
  return Number(r.id);
}
async function staffId(tenant: number, name: string): Promise<number> {
  const [r] = await t.db.query<{ id: number }>('select id from staffinfo where tenant_id = $1 and name = $2', [tenant, name]);
  return Number(r.id);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['qyadmin', 'staff01', 'viewer', 'qyadmin2', 'admin']) tok[who] = await t.login(who, PASSWORDS[who]);
});
afterAll(() => t?.close());

describe('configinfo', () => {
  it('lists the enterprise configuration, all or of one type', async () => {
    const all = await get('/configinfo/list', 'staff01');
    expect(all.statusCode).toBe(200);
    expect((all.json().data as Entry[]).map((e) => [e.type, e.configKey, e.configValue])).toEqual([
      ['system', 'systemName', '安全风险管控平台'],
      ['tszy', 'gasAnalysisFreshMinutes', '30'],
    ]);
    const tszy = (await get('/configinfo/list?type=tszy')).json().data as Entry[];
    expect(tszy).toHaveLength(1);
    expect(tszy[0]).toMatchObject({ configKey: 'gasAnalysisFreshMinutes', remark: '气体分析有效时间（分钟）' });
  });

  it('saves by upsert on (type, configKey) and keeps the remark unless sent', async () => {
    const created = await post('/configinfo/save', { type: 'notice', configKey: 'days', configValue: '7', remark: '提前天数' });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ type: 'notice', configKey: 'days', configValue: '7', remark: '提前天数' });
    const updated = await post('/configinfo/save', { type: 'notice', configKey: 'days', configValue: '10' });
    expect(updated.json().data).toMatchObject({ id: created.json().data.id, configValue: '10', remark: '提前天数' });
    expect(await configOf(1001, 'notice')).toEqual({ days: '10' });
    expect(await configOf(1002, 'notice')).toEqual({});
  });

  it('validates input and refuses writers other than enterprise administrators', async () => {
    const missing = await post('/configinfo/save', { type: 'notice', configValue: '1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 400, msg: '请填写配置项', errors: [{ field: 'configKey' }] });
    for (const who of ['staff01', 'viewer']) {
      const res = await post('/configinfo/save', { type: 'notice', configKey: 'x', configValue: '1' }, who);
      expect(res.statusCode).toBe(403);
      expect((await get('/configinfo/deleteByType?type=system', who)).statusCode).toBe(403);
    }
    expect(await configOf(1001, 'system')).toEqual({ systemName: '安全风险管控平台' });
    const admin = await post('/configinfo/save', { type: 'notice', configKey: 'byAdmin', configValue: '1' }, 'admin', 1001);
    expect(admin.statusCode).toBe(200);
    expect((await configOf(1001, 'notice')).byAdmin).toBe('1');
  });

  it('replaces the entries of a type in one transaction', async () => {
    await post('/configinfo/save', { type: 'board', configKey: 'a', configValue: '1', remark: '甲' });
    await post('/configinfo/save', { type: 'board', configKey: 'b', configValue: '2' });
    const dup = await post('/configinfo/updateByType', {
      type: 'board',
      items: [
        { configKey: 'a', configValue: '9' },
        { configKey: 'a', configValue: '8' },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ msg: '配置项重复：a', errors: [{ field: 'items' }] });
    expect(await configOf(1001, 'board')).toEqual({ a: '1', b: '2' });

    const res = await post('/configinfo/updateByType', {
      type: 'board',
      items: [
        { configKey: 'a', configValue: '11' },
        { configKey: 'c', configValue: '3' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as Entry[]).map((e) => [e.configKey, e.configValue, e.remark])).toEqual([
      ['a', '11', '甲'],
      ['c', '3', null],
    ]);
    expect(await configOf(1001, 'board')).toEqual({ a: '11', c: '3' });
  });

  it('batch-updates all or nothing', async () => {
    const entries = (await get('/configinfo/list?type=board')).json().data as Entry[];
    const [{ id: foreignId }] = await t.db.query<{ id: number }>(
      `select id from configinfo where tenant_id = 2001 and config_key = 'systemName'`,
    );
    for (const bad of [999999, Number(foreignId)]) {
      const res = await post('/configinfo/batchUpdate', {
        items: [
          { id: entries[0].id, configValue: 'changed' },
          { id: bad, configValue: 'x' },
        ],
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, msg: `配置不存在：${bad}` });
    }
    expect(await configOf(1001, 'board')).toEqual({ a: '11', c: '3' });
    expect((await configOf(2001, 'system')).systemName).toBe('安全风险管控平台');
    const ok = await post('/configinfo/batchUpdate', { items: entries.map((e) => ({ id: e.id, configValue: `${e.configValue}!` })) });
    expect(ok.json()).toMatchObject({ code: 0, data: { updated: 2 } });
    expect(await configOf(1001, 'board')).toEqual({ a: '11!', c: '3!' });
    const empty = await post('/configinfo/batchUpdate', { items: [] });
    expect(empty.json().msg).toBe('配置项列表至少需要1项');
  });

  it('deletes a type', async () => {
    const res = await get('/configinfo/deleteByType?type=board');
    expect(res.json()).toMatchObject({ code: 0, data: { deleted: 2 } });
    expect(await configOf(1001, 'board')).toEqual({});
    expect((await get('/configinfo/deleteByType')).json().msg).toBe('请填写配置类型');
  });

  it('isolates enterprises by Ent-ID', async () => {
    expect((await get('/configinfo/list', 'qyadmin', 2001)).statusCode).toBe(403);
    const sub = await post('/configinfo/save', { type: 'system', configKey: 'systemName', configValue: '二厂平台' }, 'qyadmin', 1002);
    expect(sub.statusCode).toBe(200);
    expect((await configOf(1002, 'system')).systemName).toBe('二厂平台');
    expect((await configOf(1001, 'system')).systemName).toBe('安全风险管控平台');
  });
});

describe('sysroledepartment', () => {
  it('answers all for a role without rows and saves a scope', async () => {
    const before = await get('/sysroledepartment/roleDataParam?roleCode=qyStaff', 'staff01');
    expect(before.json().data).toEqual({ roleCode: 'qyStaff', all: true, departmentIds: [] });
    const ids = [await deptId(1001, '生产一车间'), await deptId(1001, '生产二车间')];
    const saved = await post('/sysroledepartment/save', { roleCode: 'qyStaff', departmentIds: [...ids, ids[0]] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ roleCode: 'qyStaff', all: false, departmentIds: [...ids].sort((a, b) => a - b) });
    expect((await get('/sysroledepartment/roleAllData?roleCode=qyStaff')).json().data).toEqual([...ids].sort((a, b) => a - b));
    // The scope belongs to the enterprise: the sub-enterprise still sees all.
    expect((await get('/sysroledepartment/roleDataParam?roleCode=qyStaff', 'qyadmin', 1002)).json().data.all).toBe(true);
  });

  it('resolves the departments a staff member may see over the roles of their account', async () => {
    const zhang = await staffId(1001, '张伟'); // staff01: qyStaff only
    const res = await get(`/sysroledepartment/permissionByStaffId?staffId=${zhang}`);
    expect(res.json().data).toMatchObject({ all: false, departmentIds: (await get('/sysroledepartment/roleAllData?roleCode=qyStaff')).json().data });
    const wang = await staffId(1001, '王建国'); // gm01: qyStaff + generalManager (unrestricted)
    expect((await get(`/sysroledepartment/permissionByStaffId?staffId=${wang}`)).json().data.all).toBe(true);
    await post('/sysroledepartment/save', { roleCode: 'generalManager', departmentIds: [await deptId(1001, '综合办公室')] });
    const union = (await get(`/sysroledepartment/permissionByStaffId?staffId=${wang}`)).json().data;
    expect(union.all).toBe(false);
    expect(union.departmentIds).toHaveLength(3);
    const noAccount = await staffId(1001, '刘洋');
    expect((await get(`/sysroledepartment/permissionByStaffId?staffId=${noAccount}`)).json().data).toMatchObject({
      all: false,
      departmentIds: [],
    });
    expect((await get('/sysroledepartment/permissionByStaffId')).json().data).toEqual({ all: true, departmentIds: [] });
  });

  it('refuses foreign departments, unknown roles and non-administrators without changing the scope', async () => {
    const scope = async () =>
      t.db.query(`select role_code, department_id from sysroledepartment order by 1, 2`);
    const before = await scope();
    const foreign = await post('/sysroledepartment/save', { roleCode: 'qyStaff', departmentIds: [await deptId(2001, '安全部')] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ field: 'departmentIds', message: '部门不存在或不属于本企业' }]);
    const role = await post('/sysroledepartment/save', { roleCode: 'noSuchRole', departmentIds: [] });
    expect(role.json()).toMatchObject({ code: 400, msg: '角色不存在' });
    const staff = await post('/sysroledepartment/save', { roleCode: 'qyStaff', departmentIds: [] }, 'staff01');
    expect(staff.statusCode).toBe(403);
    expect(await scope()).toEqual(before);
    expect((await get('/sysroledepartment/roleDataParam?roleCode=noSuchRole')).statusCode).toBe(404);
    expect((await get('/sysroledepartment/roleDataParam?roleCode=qyStaff', 'qyadmin', 2001)).statusCode).toBe(403);
    const cleared = await post('/sysroledepartment/save', { roleCode: 'qyStaff', departmentIds: [] });
    expect(cleared.json().data.all).toBe(true);
  });
});

describe('sysuserdataconfig', () => {
  const columns = { columns: [{ key: 'name', width: 120, visible: true }], note: '表格列设置' };

  it('stores a per-user, per-enterprise value', async () => {
    expect((await get('/sysuserdataconfig/getByType?type=staffTable')).json()).toMatchObject({ code: 0, data: null });
    const saved = await post('/sysuserdataconfig/save', { type: 'staffTable', value: columns });
    expect(saved.statusCode).toBe(200);
    expect((await get('/sysuserdataconfig/getByType?type=staffTable')).json().data).toEqual(columns);
    await post('/sysuserdataconfig/save', { type: 'staffTable', value: { columns: [] } });
    expect((await get('/sysuserdataconfig/getByType?type=staffTable')).json().data).toEqual({ columns: [] });
    const rows = await t.db.query(`select 1 from sysuserdataconfig where type = 'staffTable'`);
    expect(rows).toHaveLength(1);
    expect((await get('/sysuserdataconfig/getByType?type=staffTable', 'staff01')).json().data).toBeNull();
    expect((await get('/sysuserdataconfig/getByType?type=staffTable', 'qyadmin', 1002)).json().data).toBeNull();
  });

  it('is allowed for read-only users and refused for view-only tokens', async () => {
    const viewer = await post('/sysuserdataconfig/save', { type: 'mine', value: { a: 1 } }, 'viewer');
    expect(viewer.statusCode).toBe(200);
    expect((await get('/sysuserdataconfig/getByType?type=mine', 'viewer')).json().data).toEqual({ a: 1 });
    const view = (await get('/sysuser/viewToken?compBizId=1001')).json().entity as string;
    const res = await t.call({ method: 'POST', url: `${U}/sysuserdataconfig/save`, token: view, payload: { type: 'v', value: {} } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(403);
    expect(await t.db.query(`select 1 from sysuserdataconfig where type = 'v'`)).toHaveLength(0);
  });

  it('validates type, value shape and size', async () => {
    const notObject = await post('/sysuserdataconfig/save', { type: 'x', value: 'text' });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().msg).toBe('配置内容格式不正确');
    const noType = await post('/sysuserdataconfig/save', { value: {} });
    expect(noType.json().msg).toBe('请填写配置类型');
    const big = await post('/sysuserdataconfig/save', { type: 'big', value: { s: 'x'.repeat(64 * 1024) } });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ msg: '配置内容不能超过64KB', errors: [{ field: 'value' }] });
    const nul = await post('/sysuserdataconfig/save', { type: 'nul', value: { s: 'a\u0000b' } });
    expect(nul.statusCode).toBe(400);
    expect(await t.db.query(`select 1 from sysuserdataconfig where type in ('big', 'nul', 'x')`)).toHaveLength(0);
  });
});
