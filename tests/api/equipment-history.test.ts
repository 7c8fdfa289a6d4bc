// 设备履历 (issue 18 item 1): GET /zax-cloud/equipment/history answers a device's history as one timeline: its
// patrols, repairs, maintenance, start-stop records and shutdowns, overhaul items and records, and hidden dangers,
// newest first, paged, each with the page that shows it; another device's events are not in it; an unknown device
// is 404, a missing or bad id 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password.ts';
import { inTenant } from '../../src/server/db/tenant-tx.ts';
import { HISTORY_BRANCHES, historySql } from '../../src/server/equipment/equipment-history.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

type Json = Record<string, unknown>;
const API = '/zax-cloud/u-basic';
const HISTORY = '/zax-cloud/equipment/history';
let t: TestApp;
const tok: Record<string, string> = {};
const staffOf: Record<string, number> = {};
let pumpId: number;
let otherId: number;
const ids: Record<string, number> = {};

async function call(who: string, method: 'GET' | 'POST', url: string, payload?: Json): Promise<{ status: number; body: Json }> {
  const res = await t.call({ method, url, token: tok[who], ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

async function created(resource: string, payload: Json): Promise<number> {
  const r = await call('qyadmin', 'POST', `${API}/${resource}`, payload);
  expect(r.status, `${resource}: ${JSON.stringify(r.body)}`).toBe(200);
  return (r.body.data as { id: number }).id;
}

async function history(who: string, query: string): Promise<{ status: number; rows: Json[]; total: number; body: Json }> {
  const r = await call(who, 'GET', `${HISTORY}?${query}`);
  const data = (r.body.data ?? {}) as { rows?: Json[]; total?: number };
  return { status: r.status, rows: data.rows ?? [], total: data.total ?? 0, body: r.body };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['qyadmin', 'staff01']) tok[name] = await t.login(name, PASSWORDS[name]);
  const users = await t.db.query<{ login_name: string; ren_yuan_id: number }>('select login_name, ren_yuan_id from sysuser where tenant_id = 1001 and ren_yuan_id is not null');
  for (const u of users) staffOf[u.login_name] = Number(u.ren_yuan_id);
  const equipment = (name: string, code: string) =>
    created('production-equipment', { name, code, equipmentCategory: 'basic', equipmentClass: 'A', productionUnit: '履历测试装置', responsiblePerson: staffOf.staff01, runStatus: 'IN_USE' });
  pumpId = await equipment('履历测试泵', 'LL-P01');
  otherId = await equipment('履历测试其他设备', 'LL-X01');

  ids.maintenance = await created('maintenance-management', {
    projectName: '测试泵季度保养', projectCode: 'LL-M01', maintenanceType: 'routine', content: '润滑、紧固', principal: staffOf.staff01, mobile: '13800000001',
    planStartDate: '2026-01-10', planEndDate: '2026-01-11', progressStatus: 'done', productionEquipmentId: pumpId,
  });
  ids.startStop = await created('device-start-stop', {
    unitName: '履历测试泵', operationType: 'stop', operateDate: '2026-02-01', reason: '计划停泵', commander: staffOf.staff01, mobile: '13800000001', equipmentId: pumpId,
  });
  const planId = await created('overhaul-plan', {
    name: '履历测试检修', code: 'LL-DJX', overhaulType: 'major', scope: '测试泵检修', principal: staffOf.staff01, planStartDate: '2026-03-01', planEndDate: '2026-03-10',
    items: [
      { equipmentId: pumpId, content: '更换测试泵叶轮', responsible: staffOf.staff01, planStartDate: '2026-03-01', planEndDate: '2026-03-05' },
      { equipmentId: otherId, content: '其他设备检查', responsible: staffOf.staff01, planStartDate: '2026-03-01', planEndDate: '2026-03-05' },
    ],
  });
  ids.plan = planId;
  const [item] = await t.db.query<{ id: string }>(`select id from r_overhaul_item where zax_num(data, 'planId') = $1 and zax_num(data, 'equipmentId') = $2`, [planId, pumpId]);
  ids.item = Number(item.id);
  ids.shutdown = await created('device-stop', {
    name: '履历测试停车', planId, equipmentIds: [pumpId, otherId], commander: staffOf.staff01, planStopTime: '2026-03-01 08:00:00', planStartTime: '2026-03-10 18:00:00',
  });
  ids.record = await created('overhaul-record', {
    name: '测试泵检修记录', planId, equipmentId: pumpId, content: '更换叶轮', startTime: '2026-03-02 08:00:00', endTime: '2026-03-03 17:00:00', result: 'passed',
  });
  ids.danger = await created('hidden-danger', { title: '测试泵地脚螺栓松动', equipmentId: pumpId, foundDate: '2026-04-01' });
  // A patrol whose results name the pump twice (one abnormal) and the other device once: one event of the pump's.
  const [record] = await t.db.query<{ id: string }>(
    `insert into r_patrol_record (tenant_id, data) values (1001, $1) returning id`,
    [{ name: '履历测试巡检', patrolState: 'done', dueAt: '2026-05-01 10:00:00', finishedAt: '2026-05-01 09:00:00' }],
  );
  ids.patrol = Number(record.id);
  for (const [equipmentId, verdict] of [[pumpId, 'normal'], [pumpId, 'abnormal'], [otherId, 'abnormal']] as const) {
    await t.db.query(`insert into r_patrol_result (tenant_id, data) values (1001, $1)`, [{ recordId: ids.patrol, equipmentId, verdict }]);
  }
  ids.repair = await created('repair-order', { title: '测试泵渗漏', equipmentId: pumpId, faultType: 'leak', urgency: 'normal', description: '机封处渗漏' });
  await created('repair-order', { title: '其他设备异响', equipmentId: otherId, faultType: 'mechanical', urgency: 'normal', description: '异响' });
});
afterAll(() => t.close());

describe('GET /equipment/history', () => {
  it('answers every kind of the device, newest first, each with the page that shows it', async () => {
    const r = await history('staff01', `equipmentId=${pumpId}&page=1&limit=20`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.total).toBe(8);
    expect(r.rows.map((x) => [x.kind, x.title])).toEqual([
      ['repair', '测试泵渗漏'],
      ['patrol', '履历测试巡检'],
      ['hidden-danger', '测试泵地脚螺栓松动'],
      ['overhaul-record', '测试泵检修记录'],
      ['shutdown', '履历测试停车'],
      ['overhaul-item', '更换测试泵叶轮'],
      ['start-stop', '履历测试泵 计划停泵'],
      ['maintenance', '测试泵季度保养'],
    ]);
    const byKind = Object.fromEntries(r.rows.map((x) => [x.kind, x]));
    expect(byKind.patrol).toMatchObject({ id: ids.patrol, at: '2026-05-01 09:00:00', state: '已完成', abnormal: 1, path: `/xjxc/record/${ids.patrol}` });
    expect(byKind.repair).toMatchObject({ id: ids.repair, state: '待派工', path: `/equipment/repair/${ids.repair}` });
    expect(byKind['overhaul-record']).toMatchObject({ at: '2026-03-03 17:00:00', state: '合格', path: `/zdjx/record/${ids.record}` });
    expect(byKind.shutdown).toMatchObject({ at: '2026-03-01 08:00:00', state: '待停车', path: `/zdjx/device-stop?detail=${ids.shutdown}` });
    expect(byKind['overhaul-item']).toMatchObject({ id: ids.item, at: '2026-03-01', state: null, path: `/zdjx/plan?detail=${ids.plan}` });
    expect(byKind['start-stop']).toMatchObject({ at: '2026-02-01', state: '计划停车', path: `/equipment/start-stop?detail=${ids.startStop}` });
    expect(byKind.maintenance).toMatchObject({ at: '2026-01-10', state: '已完成', path: `/equipment/maintenance?detail=${ids.maintenance}` });
    expect(byKind['hidden-danger']).toMatchObject({ at: '2026-04-01', path: `/yhpc/ticket/${ids.danger}` });
  });

  it('pages the merged history (not a first page per kind)', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await history('staff01', `equipmentId=${pumpId}&page=${page}&limit=3`));
    expect(pages.map((p) => p.total)).toEqual([8, 8, 8]);
    expect(pages.map((p) => p.rows.map((x) => x.kind))).toEqual([
      ['repair', 'patrol', 'hidden-danger'],
      ['overhaul-record', 'shutdown', 'overhaul-item'],
      ['start-stop', 'maintenance'],
    ]);
    const beyond = await history('staff01', `equipmentId=${pumpId}&page=4&limit=3`);
    expect(beyond).toMatchObject({ status: 200, rows: [], total: 8 });
  });

  it("keeps to the device: the other device's repair and the patrol's other result are its own", async () => {
    const r = await history('qyadmin', `equipmentId=${otherId}&limit=50`);
    expect(r.rows.map((x) => [x.kind, x.title])).toEqual([
      ['repair', '其他设备异响'],
      ['patrol', '履历测试巡检'],
      ['shutdown', '履历测试停车'],
      ['overhaul-item', '其他设备检查'],
    ]);
    expect(r.rows[1]).toMatchObject({ abnormal: 1 });
  });

  it('answers an English caller with the English state labels', async () => {
    const res = await t.call({ method: 'GET', url: `${HISTORY}?equipmentId=${pumpId}&limit=1`, token: tok.staff01, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { rows: Json[] } }).data.rows[0]).toMatchObject({ kind: 'repair', state: 'To dispatch' });
  });

  it('refuses a missing or bad id (400), an unknown or deleted device and one of another enterprise (404)', async () => {
    for (const q of ['', 'equipmentId=abc', 'equipmentId=0', `equipmentId=${pumpId}&limit=101`]) {
      const r = await history('staff01', q);
      expect(r.status, q).toBe(400);
      expect(String(r.body.msg)).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await history('staff01', 'equipmentId=999999999')).status).toBe(404);
    const [foreign] = await t.db.query<{ id: string }>(`insert into r_production_equipment (tenant_id, data) values (2001, '{"name":"外企业设备"}') returning id`);
    const r = await history('staff01', `equipmentId=${foreign.id}`);
    expect(r.status).toBe(404);
    expect(r.body.msg).toBe('设备不存在或已删除');
  });

  it("is one query whose branches are served by their files' indexes under row-level security (migration 046)", async () => {
    await t.db.query(
      `insert into r_patrol_result (tenant_id, data) select 1001, jsonb_build_object('recordId', $1::bigint, 'equipmentId', 900000 + g % 300, 'verdict', 'normal') from generate_series(1, 20000) g`,
      [ids.patrol],
    );
    await t.db.query('analyze r_patrol_result');
    const sql = historySql(HISTORY_BRANCHES.map((branch) => ({ branch, scoped: false })));
    const plan = await inTenant(t.db, { tenantId: 1001, userId: null }, (tx) => tx.query<Record<string, unknown>>(`explain (format json) ${sql}`, [1001, pumpId, 20, 0]));
    expect(JSON.stringify(plan)).toContain('"Index Name":"r_patrol_result_equipmentid_idx"');
    expect((await history('staff01', `equipmentId=${pumpId}`)).total).toBe(8);
  });

  it("keeps a person scoped to departments to the scoped kinds' records of their departments", async () => {
    const [dept] = await t.db.query<{ id: number }>(`select id from departmentinfo where tenant_id = 1001 and name = '安全环保部'`);
    await t.db.query(`insert into sysrole(tenant_id, id, code, name, base_role) values (1001, 9351, 'histScope', '履历范围', 'qyStaff')`);
    await t.db.query(`insert into sysroledepartment(tenant_id, role_code, department_id) values (1001, 'histScope', $1)`, [dept.id]);
    await t.db.query(`insert into sysuser(tenant_id, login_name, user_name, password_hash, roles) values (1001, 'histscope1', '履历范围人', $1, '{histScope}')`, [await hashPassword('Hist@12345')]);
    tok.scoped = await t.login('histscope1', 'Hist@12345');
    // 设备启停 (department) and 隐患 (rectifyDept) are scoped by department; the pump's have none: outside every scope.
    const kinds = async () => (await history('scoped', `equipmentId=${pumpId}&limit=50`)).rows.map((x) => x.kind);
    expect(await kinds()).toEqual(['repair', 'patrol', 'overhaul-record', 'shutdown', 'overhaul-item', 'maintenance']);
    await t.db.query(`update r_device_start_stop set data = data || jsonb_build_object('department', $2::bigint) where id = $1`, [ids.startStop, dept.id]);
    expect(await kinds()).toEqual(['repair', 'patrol', 'overhaul-record', 'shutdown', 'overhaul-item', 'start-stop', 'maintenance']);
    expect((await history('staff01', `equipmentId=${pumpId}`)).total).toBe(8);
  });
});

describe("a shutdown's 开停车 records", () => {
  it('are in the history of each device the shutdown stops when they name no device; one naming a device stays its own', async () => {
    const unit = await created('device-start-stop', {
      unitName: '履历测试装置', operationType: 'stop', operateDate: '2026-03-01', reason: '装置整体停车', commander: staffOf.staff01, mobile: '13800000001',
    });
    const startStops = async (device: number) =>
      (await history('qyadmin', `equipmentId=${device}&limit=50`)).rows.filter((x) => x.kind === 'start-stop').map((x) => [x.id, x.title]);
    expect(await startStops(pumpId)).toEqual([[ids.startStop, '履历测试泵 计划停泵']]);
    const [stop] = await t.db.query<{ data: Json }>('select data from r_device_stop where id = $1', [ids.shutdown]);
    const put = await t.call({ method: 'PUT', url: `${API}/device-stop`, token: tok.qyadmin, payload: { ...stop.data, id: ids.shutdown, startStopIds: [unit, ids.startStop] } });
    expect(put.statusCode, put.body).toBe(200);
    // The pump's own record once (it names the pump and is listed), the unit's record through the shutdown.
    expect(await startStops(pumpId)).toEqual([
      [unit, '履历测试装置 装置整体停车'],
      [ids.startStop, '履历测试泵 计划停泵'],
    ]);
    expect((await history('qyadmin', `equipmentId=${pumpId}&limit=50`)).rows.find((x) => x.id === unit)).toMatchObject({
      kind: 'start-stop', at: '2026-03-01', path: `/equipment/start-stop?detail=${unit}`,
    });
    // The other device stopped by the same shutdown has the unit's record, not the pump's; a device it does not stop has none.
    expect((await startStops(otherId)).map(([id]) => id)).toEqual([unit]);
    const third = await created('production-equipment', { name: '履历测试第三设备', code: 'LL-X02', equipmentCategory: 'basic', equipmentClass: 'C', productionUnit: '履历测试装置', responsiblePerson: staffOf.staff01, runStatus: 'IN_USE' });
    expect(await startStops(third)).toEqual([]);

    // An enterprise that has not opened 重点检修 reads no shutdown: the unit's record is not found through one either;
    // the pump's own record stays.
    const [{ have_model: modules }] = await t.db.query<{ have_model: string[] }>('select have_model from qyxx where tenant_id = 1001');
    await t.db.query('update qyxx set have_model = $2 where tenant_id = $1', [1001, modules.filter((m) => m !== 'zdjx')]);
    try {
      expect(await startStops(pumpId)).toEqual([[ids.startStop, '履历测试泵 计划停泵']]);
      expect((await history('qyadmin', `equipmentId=${pumpId}&limit=50`)).rows.filter((x) => x.kind === 'shutdown')).toEqual([]);
    } finally {
      await t.db.query('update qyxx set have_model = $2 where tenant_id = $1', [1001, modules]);
    }
    expect((await startStops(pumpId)).map(([id]) => id)).toEqual([unit, ids.startStop]);
  });
});
