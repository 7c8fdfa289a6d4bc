// References (x-ref) through the API, on fixture resource files (tests/fixtures/ref-resources: a task that
// refers to staff, a department, an equipment, several helpers and an enterprise; a log that cascades from
// its task; a tree of nodes whose parent cascades, with children notes, and pins that restrict, clear or
// cascade from a node): existence in the same tenant, labels in list/detail/export, filters, import by
// label, edges kept right on update and delete, 409 naming who refers (resources, the /user routes' staff,
// departments and contractors, a tree's descendants, a shared platform row), clear and cascade, no stale
// edge after a delete, the "who refers" route and the picker's options.
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResourceDir, resourceRegistry } from '../../src/server/resources/registry.ts';
import { validRecord } from '../unit/helpers/sample-records.ts';
import { multipartBody } from './helpers/multipart.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

addResourceDir(path.resolve(import.meta.dirname, '../fixtures/ref-resources'));

const U = '/zax-cloud/u-basic';
let t: TestApp;
let admin: string;
let other: string;
const staff: Record<string, number> = {};
let foreignStaff: number;
let deptId: number;

type Rec = Record<string, unknown> & { id: number; refLabels?: Record<string, unknown> };

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) {
  return t.call({ method, url, payload: payload as never, token });
}

async function one(sql: string, params: unknown[] = []): Promise<number> {
  return Number((await t.db.query<{ id: number }>(sql, params as never[]))[0].id);
}

async function edges(fromResource: string, fromId: number): Promise<string[]> {
  const rows = await t.db.query<{ field: string; to_kind: string; to_id: number }>(
    'select field, to_kind, to_id from ref_edge where from_resource = $1 and from_id = $2 order by field, to_id',
    [fromResource, fromId],
  );
  return rows.map((r) => `${r.field}->${r.to_kind}:${r.to_id}`);
}

async function createTask(values: Record<string, unknown>, token = admin) {
  return call('POST', `${U}/ref-task`, { name: '巡检任务', ownerId: staff.a, ...values }, token);
}

async function equipment(name: string, code = ''): Promise<number> {
  const res = await call('POST', `${U}/ref-equipment`, { name, ...(code ? { code } : {}) });
  expect(res.statusCode).toBe(200);
  return (res.json().data as Rec).id;
}

async function sheet(buf: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  return wb.worksheets[0];
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  other = await t.login('qyadmin2', PASSWORDS.qyadmin2);
  for (const [k, name] of [['a', '引用甲'], ['b', '引用乙'], ['c', '引用丙'], ['d', '引用丁'], ['gone', '引用已删']] as const) {
    staff[k] = await one(`insert into staffinfo(tenant_id, name, mobile) values (1001, $1, '13700000000') returning id`, [name]);
  }
  await t.db.query('update staffinfo set deleted = true where id = $1', [staff.gone]);
  foreignStaff = await one(`insert into staffinfo(tenant_id, name) values (2001, '别家人员') returning id`);
  deptId = await one(`insert into departmentinfo(tenant_id, name) values (1001, '引用测试部') returning id`);
});
afterAll(() => t.close());

describe('writes', () => {
  it('saves ids, answers labels and writes the edges', async () => {
    const eq = await equipment('一号泵', 'P-001');
    const res = await createTask({ deptId, equipmentId: eq, helperIds: [staff.b, staff.c], enterpriseId: 1001 });
    expect(res.statusCode).toBe(200);
    const rec = res.json().data as Rec;
    expect(rec.ownerId).toBe(staff.a);
    expect(rec.refLabels).toEqual({ ownerId: '引用甲', deptId: '引用测试部', equipmentId: '一号泵', helperIds: ['引用乙', '引用丙'], enterpriseId: expect.any(String) });
    expect(await edges('ref-task', rec.id)).toEqual(
      [`deptId->department:${deptId}`, `enterpriseId->enterprise:1001`, `equipmentId->ref-equipment:${eq}`, `helperIds->staff:${staff.b}`, `helperIds->staff:${staff.c}`, `ownerId->staff:${staff.a}`].sort(),
    );
  });

  const refused: [string, () => Record<string, unknown>, string, string][] = [
    ['an unknown id', () => ({ ownerId: 99999999 }), 'ownerId', '负责人不存在或已删除'],
    ["another tenant's staff", () => ({ ownerId: foreignStaff }), 'ownerId', '负责人不存在或已删除'],
    ['a deleted staff member', () => ({ ownerId: staff.gone }), 'ownerId', '负责人不存在或已删除'],
    ['one bad id among several', () => ({ helperIds: [staff.b, foreignStaff] }), 'helperIds', '协助人不存在或已删除'],
    ["another tenant's enterprise", () => ({ enterpriseId: 2001 }), 'enterpriseId', '所属企业不存在或已删除'],
    ['an id as a string', () => ({ ownerId: String(staff.a) }), 'ownerId', ''],
  ];
  it.each(refused)('refuses %s with 400 naming the field, writing nothing', async (_w, values, field, message) => {
    const before = await t.db.query('select count(*)::int as n from r_ref_task');
    const edgesBefore = await t.db.query('select count(*)::int as n from ref_edge');
    const res = await createTask(values());
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: number; errors: { field: string; message: string }[] };
    expect(body.code).toBe(400);
    expect(body.errors[0].field).toBe(field);
    if (message) expect(body.errors[0].message).toBe(message);
    expect(await t.db.query('select count(*)::int as n from r_ref_task')).toEqual(before);
    expect(await t.db.query('select count(*)::int as n from ref_edge')).toEqual(edgesBefore);
  });

  it("refuses the first tenant's staff to the second tenant", async () => {
    const res = await createTask({ ownerId: staff.a }, other);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'ownerId', message: '负责人不存在或已删除' });
  });

  it('keeps the edges right on update: changed, removed, added', async () => {
    const rec = (await createTask({ helperIds: [staff.b] })).json().data as Rec;
    const up = await call('PUT', `${U}/ref-task`, { id: rec.id, ownerId: staff.c, helperIds: [staff.d], watcherId: staff.b });
    expect(up.statusCode).toBe(200);
    expect((up.json().data as Rec).refLabels).toMatchObject({ ownerId: '引用丙', helperIds: ['引用丁'], watcherId: '引用乙' });
    expect(await edges('ref-task', rec.id)).toEqual([`helperIds->staff:${staff.d}`, `ownerId->staff:${staff.c}`, `watcherId->staff:${staff.b}`]);
    const cleared = await call('PUT', `${U}/ref-task`, { id: rec.id, helperIds: null, watcherId: null });
    expect(cleared.json().msg).toBe('操作成功');
    expect(await edges('ref-task', rec.id)).toEqual([`ownerId->staff:${staff.c}`]);
    const bad = await call('PUT', `${U}/ref-task`, { id: rec.id, ownerId: foreignStaff });
    expect(bad.statusCode).toBe(400);
    expect(await edges('ref-task', rec.id)).toEqual([`ownerId->staff:${staff.c}`]);
  });
});

describe('reads', () => {
  let eq: number;
  let ids: number[];
  beforeAll(async () => {
    eq = await equipment('二号泵', 'P-002');
    ids = [];
    for (const [owner, helpers] of [[staff.a, [staff.b]], [staff.b, [staff.c, staff.d]], [staff.c, []]] as const) {
      ids.push(((await createTask({ name: '读取任务', ownerId: owner, equipmentId: eq, helperIds: helpers.length ? helpers : undefined })).json().data as Rec).id);
    }
  });

  it('lists with labels, and filters by id (eq, and in over several ids)', async () => {
    const list = await call('GET', `${U}/ref-task/list?name=${encodeURIComponent('读取任务')}&limit=50`);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data.rows as Rec[];
    expect(rows.map((r) => r.refLabels?.ownerId).sort()).toEqual(['引用丙', '引用乙', '引用甲']);
    expect(rows.every((r) => r.refLabels?.equipmentId === '二号泵')).toBe(true);
    const byOwner = (await call('GET', `${U}/ref-task/list?name=${encodeURIComponent('读取任务')}&ownerId=${staff.b}`)).json().data.rows as Rec[];
    expect(byOwner.map((r) => r.id)).toEqual([ids[1]]);
    const byHelper = (await call('GET', `${U}/ref-task/list?name=${encodeURIComponent('读取任务')}&helperIds=${staff.d},${staff.b}`)).json().data.rows as Rec[];
    expect(byHelper.map((r) => r.id).sort((x, y) => x - y)).toEqual([ids[0], ids[1]]);
    const oneHelper = (await call('GET', `${U}/ref-task/list?name=${encodeURIComponent('读取任务')}&helperIds=${staff.c}`)).json().data.rows as Rec[];
    expect(oneHelper.map((r) => r.id)).toEqual([ids[1]]);
    const badFilter = await call('GET', `${U}/ref-task/list?ownerId=abc`);
    expect(badFilter.statusCode).toBe(400);
  });

  it('answers labels in the detail', async () => {
    const d = (await call('GET', `${U}/ref-task/${ids[1]}`)).json().data as Rec;
    expect(d.refLabels).toMatchObject({ ownerId: '引用乙', helperIds: ['引用丙', '引用丁'], equipmentId: '二号泵' });
  });

  it('exports labels, not ids', async () => {
    const res = await call('GET', `${U}/ref-task/export?name=${encodeURIComponent('读取任务')}&ownerId=${staff.b}`);
    expect(res.statusCode).toBe(200);
    const ws = await sheet(res.rawPayload);
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const row = (ws.getRow(2).values as unknown[]).slice(1);
    const at = (title: string) => row[header.indexOf(title)];
    expect(at('负责人')).toBe('引用乙');
    expect(at('设备')).toBe('二号泵');
    expect(at('协助人')).toBe('引用丙、引用丁');
  });
});

describe('import by label', () => {
  it('maps labels to ids in the tenant; unknown or ambiguous labels fail the row naming field and value', async () => {
    await equipment('三号泵');
    await equipment('重名泵');
    await equipment('重名泵');
    const tpl = await call('GET', `${U}/ref-task/template/download`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0];
    const titles = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    expect(titles).toEqual(['*任务名称', '*负责人', '设备', '协助人']);
    expect(ws.getRow(1).getCell(2).note).toMatchObject({});
    expect(JSON.stringify(ws.getRow(1).getCell(2).note)).toContain('填写人员的姓名');
    const rows = [
      ['导入一', '引用甲', '三号泵', '引用乙、引用丙'],
      ['导入二', '无此人', '三号泵', null],
      ['导入三', '引用甲', '重名泵', null],
      ['导入四', '别家人员', null, null],
      ['导入五', '引用已删', null, null],
    ];
    rows.forEach((r, i) => (ws.getRow(i + 2).values = r));
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await t.call({ method: 'POST', url: `${U}/ref-task/import`, token: admin, ...multipartBody({}, { name: 'x.xlsx', content: buf }) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { success: number; failed: number; failures: { row: number; messages: string[] }[]; failureFileId: string };
    expect(data.success).toBe(1);
    expect(data.failures).toEqual([
      { row: 3, messages: ['负责人「无此人」不存在'] },
      { row: 4, messages: ['设备「重名泵」对应2条记录，无法确定是哪一条'] },
      { row: 5, messages: ['负责人「别家人员」不存在'] },
      { row: 6, messages: ['负责人「引用已删」不存在'] },
    ]);
    const [made] = await t.db.query<{ id: number; data: Record<string, unknown> }>(`select id, data from r_ref_task where data->>'name' = '导入一'`);
    expect(made.data).toMatchObject({ ownerId: staff.a, helperIds: [staff.b, staff.c] });
    expect(await edges('ref-task', made.id)).toHaveLength(4);
    // The failure sheet shows what was typed, not ids.
    const failed = await t.call({ url: `/zax-cloud/asset/file/${data.failureFileId}`, token: admin });
    const fws = await sheet(failed.rawPayload);
    expect((fws.getRow(2).values as unknown[]).slice(1, 4)).toEqual([3, '导入二', '无此人']);
  });
});

describe('delete', () => {
  it('refuses to delete a referenced record with 409 naming who refers, and deletes it once free', async () => {
    const eq = await equipment('四号泵');
    const t1 = ((await createTask({ name: '任务甲', equipmentId: eq })).json().data as Rec).id;
    const one1 = await call('DELETE', `${U}/ref-equipment`, { ids: [eq] });
    expect(one1.statusCode).toBe(409);
    expect(one1.json()).toMatchObject({ code: 409, msg: '该记录被 引用测试任务「任务甲」引用，不能删除' });
    await createTask({ name: '任务乙', equipmentId: eq });
    await createTask({ name: '任务丙', equipmentId: eq });
    const three = await call('DELETE', `${U}/ref-equipment`, { ids: [eq] });
    expect(three.json().msg).toBe('该记录被 引用测试任务「任务甲」等3条记录引用，不能删除');
    const [alive] = await t.db.query<{ deleted: boolean }>('select deleted from r_ref_equipment where id = $1', [eq]);
    expect(alive.deleted).toBe(false);
    // Deleting the referrers frees it; their edges go with them.
    const tasks = await t.db.query<{ id: number }>(`select id from r_ref_task where (data->>'equipmentId')::bigint = $1`, [eq]);
    expect((await call('DELETE', `${U}/ref-task`, { ids: tasks.map((x) => x.id) })).statusCode).toBe(200);
    expect(await edges('ref-task', t1)).toEqual([]);
    expect((await call('DELETE', `${U}/ref-equipment`, { ids: [eq] })).statusCode).toBe(200);
  });

  it('ignores a stale edge of a field that is no longer a reference', async () => {
    const eq = await equipment('陈旧泵');
    const task = ((await createTask({ name: '陈旧任务' })).json().data as Rec).id;
    await t.db.query(`insert into ref_edge(tenant_id, to_kind, to_id, from_resource, from_id, field) values (1001, 'ref-equipment', $1, 'ref-task', $2, 'name')`, [eq, task]);
    expect((await call('DELETE', `${U}/ref-equipment`, { ids: [eq] })).statusCode).toBe(200);
  });

  it('guards staff deleted through /user: restrict answers 409, clear empties the fields', async () => {
    const p = await one(`insert into staffinfo(tenant_id, name) values (1001, '待删人员') returning id`);
    const q = await one(`insert into staffinfo(tenant_id, name) values (1001, '协助待删') returning id`);
    const owned = ((await createTask({ name: '人员任务', ownerId: p })).json().data as Rec).id;
    const res = await call('GET', `/zax-cloud/user/staffinfo/deleteById?id=${p}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该记录被 引用测试任务「人员任务」引用，不能删除');
    const [still] = await t.db.query<{ deleted: boolean }>('select deleted from staffinfo where id = $1', [p]);
    expect(still.deleted).toBe(false);
    const helped = ((await createTask({ name: '协助任务', helperIds: [q, staff.b], watcherId: q })).json().data as Rec).id;
    const cleared = await call('GET', `/zax-cloud/user/staffinfo/deleteById?id=${q}`);
    expect(cleared.statusCode).toBe(200);
    const d = (await call('GET', `${U}/ref-task/${helped}`)).json().data as Rec;
    expect(d.helperIds).toEqual([staff.b]);
    expect(d.watcherId).toBeUndefined();
    expect(await edges('ref-task', helped)).toEqual([`helperIds->staff:${staff.b}`, `ownerId->staff:${staff.a}`]);
    // The last helper cleared removes the field.
    const r = await one(`insert into staffinfo(tenant_id, name) values (1001, '唯一协助') returning id`);
    const solo = ((await createTask({ name: '单人协助', helperIds: [r] })).json().data as Rec).id;
    expect((await call('GET', `/zax-cloud/user/staffinfo/deleteById?id=${r}`)).statusCode).toBe(200);
    expect(((await call('GET', `${U}/ref-task/${solo}`)).json().data as Rec).helperIds).toBeUndefined();
    expect(owned).toBeGreaterThan(0);
  });

  it('guards departments deleted through /user', async () => {
    const d = await one(`insert into departmentinfo(tenant_id, name) values (1001, '待删部门甲') returning id`);
    await createTask({ name: '部门任务', deptId: d });
    const res = await call('GET', `/zax-cloud/user/departmentinfo/deleteById?id=${d}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该记录被 引用测试任务「部门任务」引用，不能删除');
  });

  it('cascades to the referring records (and their edges), and a restrict below a cascade refuses it all', async () => {
    const task = ((await createTask({ name: '级联任务' })).json().data as Rec).id;
    const logs: number[] = [];
    for (const name of ['日志一', '日志二']) {
      const res = await call('POST', `${U}/ref-task-log`, { name, taskId: task });
      expect(res.statusCode).toBe(200);
      logs.push((res.json().data as Rec).id);
    }
    expect((await call('DELETE', `${U}/ref-task`, { ids: [task] })).statusCode).toBe(200);
    const rows = await t.db.query<{ deleted: boolean }>('select deleted from r_ref_task_log where id = any($1::bigint[])', [logs]);
    expect(rows.map((r) => r.deleted)).toEqual([true, true]);
    expect(await edges('ref-task-log', logs[0])).toEqual([]);
    expect((await call('GET', `${U}/ref-task-log/${logs[0]}`)).statusCode).toBe(404);

    // Deleting a staff member cascades nothing here: a task's owner restricts.
    const eq = await equipment('级联泵');
    const t2 = ((await createTask({ name: '级联任务二', equipmentId: eq })).json().data as Rec).id;
    await call('POST', `${U}/ref-task-log`, { name: '日志三', taskId: t2 });
    expect((await call('DELETE', `${U}/ref-equipment`, { ids: [eq] })).statusCode).toBe(409);
  });
});

describe('who refers', () => {
  it('answers the referring records, paged, and refuses an unknown kind', async () => {
    const p = await one(`insert into staffinfo(tenant_id, name) values (1001, '被引用者') returning id`);
    for (const name of ['谁引一', '谁引二', '谁引三']) await createTask({ name, ownerId: p, helperIds: [p] });
    const page1 = await call('GET', `${U}/references/referrers?kind=staff&id=${p}&limit=4`);
    expect(page1.statusCode).toBe(200);
    const data = page1.json().data as { rows: Record<string, unknown>[]; total: number };
    expect(data.total).toBe(6);
    expect(data.rows).toHaveLength(4);
    expect(data.rows[0]).toMatchObject({ resource: 'ref-task', title: '引用测试任务', label: expect.stringMatching(/^谁引/) });
    expect(new Set(data.rows.map((r) => r.fieldTitle))).toEqual(new Set(['协助人', '负责人']));
    const page2 = (await call('GET', `${U}/references/referrers?kind=staff&id=${p}&limit=4&page=2`)).json().data as { rows: unknown[] };
    expect(page2.rows).toHaveLength(2);
    const unknown = await call('GET', `${U}/references/referrers?kind=nothing&id=1`);
    expect(unknown.statusCode).toBe(400);
    // Another tenant sees nothing of it.
    const foreign = (await call('GET', `${U}/references/referrers?kind=staff&id=${p}`, undefined, other)).json().data as { total: number };
    expect(foreign.total).toBe(0);
  });
});

describe('picker options', () => {
  it('searches the target by label within the tenant, and names stored ids', async () => {
    const res = await call('GET', `${U}/references/options?resource=ref-task&field=ownerId&q=${encodeURIComponent('引用')}`);
    expect(res.statusCode).toBe(200);
    const names = (res.json().data as { id: number; name: string }[]).map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['引用甲', '引用乙']));
    expect(names).not.toContain('引用已删');
    expect(names).not.toContain('别家人员');
    const byIds = (await call('GET', `${U}/references/options?resource=ref-task&field=ownerId&ids=${staff.a},${foreignStaff}`)).json().data;
    expect(byIds).toEqual([{ id: staff.a, name: '引用甲' }]);
    const wildcard = (await call('GET', `${U}/references/options?resource=ref-task&field=equipmentId&q=%25`)).json().data as unknown[];
    expect(wildcard).toEqual([]);
    expect((await call('GET', `${U}/references/options?resource=ref-task&field=name`)).statusCode).toBe(400);
    expect((await call('GET', `${U}/references/options?resource=ref-task&field=ownerId`, undefined, other)).json().data).not.toContainEqual(expect.objectContaining({ id: staff.a }));
  });
});

describe('a reference to a shared resource (the platform’s rows, tenant 0)', () => {
  it('takes and labels a platform row, refuses an id the platform does not have, and writes the edge in the enterprise', async () => {
    const [area] = await t.db.query<{ id: number; name: string }>("select id, data->>'name' as name from r_admin_area where tenant_id = 0 and not deleted order by id limit 1");
    expect(area).toBeDefined();
    const ok = await call('POST', `${U}/ref-site`, { name: '一号罐区', areaId: Number(area.id) });
    expect(ok.statusCode, ok.body).toBe(200);
    const site = ok.json().data as Rec;
    expect(site.refLabels).toEqual({ areaId: area.name });
    const listed = (await call('GET', `${U}/ref-site/list`)).json().data.rows as Rec[];
    expect(listed.find((r) => r.id === site.id)?.refLabels).toEqual({ areaId: area.name });
    const edges = await t.db.query<{ tenant_id: number }>("select tenant_id from ref_edge where from_resource = 'ref-site' and from_id = $1", [site.id]);
    expect(edges.map((e) => Number(e.tenant_id))).toEqual([1001]);
    const [{ max }] = await t.db.query<{ max: number }>('select max(id) as max from r_admin_area');
    const missing = await call('POST', `${U}/ref-site`, { name: '二号罐区', areaId: Number(max) + 1000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('areaId');
  });
});

describe('every delete path applies the references (the /user routes, trees, shared rows)', () => {
  const referrersTotal = async (kind: string, id: number, token = admin) =>
    ((await call('GET', `${U}/references/referrers?kind=${kind}&id=${id}`, undefined, token)).json().data as { total: number }).total;

  it('deletes a contractor through /user/contractorinfo exactly like the resource: 409 naming who refers, nothing changed', async () => {
    const saved = await call('POST', '/zax-cloud/user/contractorinfo/save', { name: '引用承包商' });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = (saved.json().data as Rec).id;
    const people = resourceRegistry().byKey.get('contractor-user')!;
    const person = await call('POST', `${U}/contractor-user`, { ...validRecord(people), name: '承包商员工甲', contractorId: id });
    expect(person.statusCode, person.body).toBe(200);
    const viaUser = await call('GET', `/zax-cloud/user/contractorinfo/deleteById?id=${id}`);
    const viaResource = await call('DELETE', `${U}/contractor-info`, { ids: [id] });
    expect(viaUser.statusCode).toBe(409);
    expect(viaUser.json()).toEqual(viaResource.json());
    expect(viaUser.json().msg).toBe(`该记录被 ${people.title}「承包商员工甲」引用，不能删除`);
    const [alive] = await t.db.query<{ deleted: boolean }>('select deleted from r_contractor_info where id = $1', [id]);
    expect(alive.deleted).toBe(false);
    // Once the person is gone the contractor may go, and nothing refers to it any more.
    expect((await call('DELETE', `${U}/contractor-user`, { ids: [(person.json().data as Rec).id] })).statusCode).toBe(200);
    expect((await call('GET', `/zax-cloud/user/contractorinfo/deleteById?id=${id}`)).statusCode).toBe(200);
    expect(await referrersTotal('contractor-info', id)).toBe(0);
  });

  it('leaves no stale edge behind a delete, through the resource route or /user', async () => {
    const eq = await equipment('残留泵');
    const task = ((await createTask({ name: '残留任务' })).json().data as Rec).id;
    const p = await one(`insert into staffinfo(tenant_id, name) values (1001, '残留人员') returning id`);
    // Edges of a field that is no longer a reference: the delete policy ignores them.
    await t.db.query(
      `insert into ref_edge(tenant_id, to_kind, to_id, from_resource, from_id, field)
       values (1001, 'ref-equipment', $1, 'ref-task', $2, 'name'), (1001, 'staff', $3, 'ref-task', $2, 'name')`,
      [eq, task, p],
    );
    expect(await referrersTotal('ref-equipment', eq)).toBe(1);
    expect((await call('DELETE', `${U}/ref-equipment`, { ids: [eq] })).statusCode).toBe(200);
    expect(await referrersTotal('ref-equipment', eq)).toBe(0);
    expect((await call('GET', `/zax-cloud/user/staffinfo/deleteById?id=${p}`)).statusCode).toBe(200);
    expect(await referrersTotal('staff', p)).toBe(0);
  });

  describe('a tree whose parent reference cascades', () => {
    const node = async (name: string, values: Record<string, unknown> = {}) => {
      const res = await call('POST', `${U}/ref-node`, { name, ...values });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Rec).id;
    };
    const pin = async (name: string, values: Record<string, unknown>) => {
      const res = await call('POST', `${U}/ref-node-pin`, { name, ...values });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Rec).id;
    };
    const deletedOf = async (table: string, ids: number[]) =>
      (await t.db.query<{ id: number; deleted: boolean }>(`select id, deleted from ${table} where id = any($1::bigint[]) order by id`, [ids])).map((r) => r.deleted);

    it('refuses the whole delete when a descendant is referred to with restrict (409 naming it), changing nothing', async () => {
      const root = await node('限制根');
      const mid = await node('限制中', { parentId: root, ownerId: staff.a });
      const leaf = await node('限制叶', { parentId: mid, ownerId: staff.b });
      const seen = await pin('看过叶', { seenNodeId: leaf });
      await pin('钉住叶', { nodeId: leaf });
      const res = await call('DELETE', `${U}/ref-node`, { ids: [root] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 409, msg: '引用测试节点「限制叶」被 引用测试节点标记「钉住叶」引用，不能删除' });
      expect(await deletedOf('r_ref_node', [root, mid, leaf])).toEqual([false, false, false]);
      expect(await edges('ref-node', leaf)).toEqual([`ownerId->staff:${staff.b}`, `parentId->ref-node:${mid}`]);
      expect(await edges('ref-node-pin', seen)).toEqual([`seenNodeId->ref-node:${leaf}`]);
    });

    it('deletes every node through the record hooks: clear and cascade on each, their own edges gone', async () => {
      const root = await node('级联根');
      const mid = await node('级联中', { parentId: root, ownerId: staff.a });
      const leaf = await node('级联叶', { parentId: mid, ownerId: staff.b, notes: [{ name: '叶的备注', checkerId: staff.d }] });
      const [note] = await t.db.query<{ id: number }>(`select id from r_ref_node_note where (data->>'nodeId')::bigint = $1`, [leaf]);
      // A node whose parent was stored without its edge (as a migration of a former hierarchy leaves it):
      // the subtree is found in the records themselves, not only through the edges.
      const old = await one(
        `insert into r_ref_node(tenant_id, data) values (1001, jsonb_build_object('name', '旧叶', 'parentId', $1::bigint, 'ownerId', $2::bigint)) returning id`,
        [mid, staff.c],
      );
      await t.db.query(`insert into ref_edge(tenant_id, to_kind, to_id, from_resource, from_id, field) values (1001, 'staff', $1, 'ref-node', $2, 'ownerId')`, [staff.c, old]);
      const seen = await pin('看过中', { seenNodeId: mid });
      const log = await pin('记于叶', { logNodeId: leaf });
      const oldLog = await pin('记于旧叶', { logNodeId: old });
      const res = await call('DELETE', `${U}/ref-node`, { ids: [root] });
      expect(res.statusCode, res.body).toBe(200);
      expect(await deletedOf('r_ref_node', [root, mid, leaf, old])).toEqual([true, true, true, true]);
      expect(await deletedOf('r_ref_node_pin', [seen, log, oldLog])).toEqual([false, true, true]);
      expect(((await call('GET', `${U}/ref-node-pin/${seen}`)).json().data as Rec).seenNodeId).toBeUndefined();
      for (const id of [mid, leaf, old]) expect(await edges('ref-node', id)).toEqual([]);
      for (const id of [log, oldLog]) expect(await edges('ref-node-pin', id)).toEqual([]);
      // A descendant's children rows go with it, their own edges too.
      expect(await deletedOf('r_ref_node_note', [Number(note.id)])).toEqual([true]);
      expect(await edges('ref-node-note', Number(note.id))).toEqual([]);
      for (const id of [root, mid, leaf, old]) expect(await referrersTotal('ref-node', id)).toBe(0);
    });

    it('deletes a subtree deeper than a chain of cascades may run', async () => {
      const chain = [await node('深0')];
      for (let i = 1; i < 20; i++) chain.push(await node(`深${i}`, { parentId: chain[i - 1] }));
      const res = await call('DELETE', `${U}/ref-node`, { ids: [chain[0]] });
      expect(res.statusCode, res.body).toBe(200);
      expect(new Set(await deletedOf('r_ref_node', chain))).toEqual(new Set([true]));
    });
  });

  it('refuses the platform deleting a shared row that enterprises refer to (409 counting them), and deletes it once free', async () => {
    const platform = await t.login('admin', PASSWORDS.admin);
    const [free, used] = (await t.db.query<{ id: number }>('select id from r_admin_area where tenant_id = 0 and not deleted order by id desc limit 2')).map((r) => Number(r.id));
    const site = ((await call('POST', `${U}/ref-site`, { name: '共享引用罐区', areaId: used })).json().data as Rec).id;
    const site2 = ((await call('POST', `${U}/ref-site`, { name: '共享引用罐区二', areaId: used })).json().data as Rec).id;
    const foreign = ((await call('POST', `${U}/ref-site`, { name: '他厂罐区', areaId: used }, other)).json().data as Rec).id;
    const names = await t.db.query<{ qymc: string }>('select qymc from qyxx where tenant_id in (1001, 2001) order by tenant_id');
    const refused = await call('DELETE', `${U}/admin-area`, { ids: [used] }, platform);
    expect(refused.statusCode).toBe(409);
    // Most records first: 1001 (two sites), then 2001 (one).
    expect(refused.json()).toMatchObject({ code: 409, msg: `该记录被 2家企业（${names[0].qymc}、${names[1].qymc}）的3条记录引用，不能删除` });
    const [alive] = await t.db.query<{ deleted: boolean }>('select deleted from r_admin_area where id = $1', [used]);
    expect(alive.deleted).toBe(false);
    expect((await call('DELETE', `${U}/admin-area`, { ids: [free] }, platform)).statusCode).toBe(200);
    expect((await call('DELETE', `${U}/ref-site`, { ids: [site, site2] })).statusCode).toBe(200);
    const one2001 = await call('DELETE', `${U}/admin-area`, { ids: [used] }, platform);
    expect(one2001.json().msg).toBe(`该记录被 1家企业（${names[1].qymc}）的1条记录引用，不能删除`);
    expect((await call('DELETE', `${U}/ref-site`, { ids: [foreign] }, other)).statusCode).toBe(200);
    expect((await call('DELETE', `${U}/admin-area`, { ids: [used] }, platform)).statusCode).toBe(200);
  });
});
