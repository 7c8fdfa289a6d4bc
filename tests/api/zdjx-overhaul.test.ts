// 重点检修 (issue 18 item 4): an overhaul plan with its items (equipment, work, responsible person, dates inside the
// plan's, the special-work permits raised for them), its shutdown (isolation confirmed before the stop, restart
// accepted by someone other than the isolation's confirmer) and its records. Each bad input: its status, the field
// and a Chinese message, and nothing stored. Then a device's history: its records of every kind by its id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

type Json = Record<string, unknown>;
const API = '/zax-cloud/u-basic';
let t: TestApp;
const tok: Record<string, string> = {};
const staffOf: Record<string, number> = {};
let pumpId: number;
let compressorId: number;
let otherId: number;
const permit: Record<string, string> = {};

async function call(who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json): Promise<{ status: number; body: Json }> {
  const res = await t.call({ method, url, token: tok[who], ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}
const post = (who: string, resource: string, payload: Json, action = '') => call(who, 'POST', `${API}/${resource}${action ? `/${action}` : ''}`, payload);

async function created(who: string, resource: string, payload: Json): Promise<number> {
  const r = await post(who, resource, payload);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.data as { id: number }).id;
}

async function count(resource: string): Promise<number> {
  const [r] = await t.db.query<{ n: string }>(`select count(*) as n from r_${resource.replace(/-/g, '_')} where tenant_id = 1001 and not deleted`);
  return Number(r.n);
}

const errorsOf = (body: Json) => (body.errors as { field: string; message: string }[] | undefined) ?? [];

const plan = (over: Json = {}): Json => ({
  name: '测试装置年度大检修', code: 'T-DJX-01', overhaulType: 'major', scope: '测试装置全面停车检修', principal: staffOf.cj01,
  planStartDate: '2026-12-01', planEndDate: '2026-12-15', specialWorks: ['DONG_HUO', 'GAO_CHU'],
  items: [
    { equipmentId: pumpId, content: '更换机械密封', responsible: staffOf.staff01, planStartDate: '2026-12-01', planEndDate: '2026-12-03', specialWorks: ['DONG_HUO'], permitNumbers: [permit.hot] },
    { equipmentId: compressorId, content: '解体检查', responsible: staffOf.staff01, planStartDate: '2026-12-05', planEndDate: '2026-12-15', specialWorks: ['GAO_CHU'], permitNumbers: [permit.height] },
  ],
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['qyadmin', 'staff01', 'cj01']) tok[name] = await t.login(name, PASSWORDS[name]);
  const users = await t.db.query<{ login_name: string; ren_yuan_id: number }>('select login_name, ren_yuan_id from sysuser where tenant_id = 1001 and ren_yuan_id is not null');
  for (const u of users) staffOf[u.login_name] = Number(u.ren_yuan_id);
  const equipment = (name: string, code: string) => created('qyadmin', 'production-equipment', { name, code, equipmentCategory: 'basic', equipmentClass: 'A', productionUnit: '测试装置', responsiblePerson: staffOf.staff01, runStatus: 'IN_USE' });
  pumpId = await equipment('检修测试泵', 'JX-P01');
  compressorId = await equipment('检修测试压缩机', 'JX-C01');
  otherId = await equipment('计划外设备', 'JX-X01');
  const insert = async (tenant: number, kind: string, state: string) =>
    (await t.db.query<{ number: string }>(`insert into permit(tenant_id, kind, state, data) values ($1, $2, $3, '{}') returning number`, [tenant, kind, state]))[0].number;
  permit.hot = await insert(1001, 'DONG_HUO', 'APPROVED');
  permit.height = await insert(1001, 'GAO_CHU', 'IN_PROGRESS');
  permit.removed = await insert(1001, 'DONG_HUO', 'REMOVED');
  permit.foreign = await insert(2001, 'DONG_HUO', 'APPROVED');
});
afterAll(() => t.close());

describe('overhaul plans: bad input, nothing stored', () => {
  it.each([
    ['a finish before the start', { planStartDate: '2026-12-10', planEndDate: '2026-12-01' }, 'planEndDate', '计划完成日期不能早于计划开始日期'],
    ['a date that does not exist', { planEndDate: '2026-02-30' }, 'planEndDate', ''],
    ['an overhaul longer than a year', { planEndDate: '2028-01-01' }, 'planEndDate', '检修工期不能超过 366 天，请核对计划日期'],
  ])('%s: 400 naming the field', async (_what, over, field, message) => {
    const before = [await count('overhaul-plan'), await count('overhaul-item')];
    const r = await post('qyadmin', 'overhaul-plan', plan(over));
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    const e = errorsOf(r.body).find((x) => x.field === field);
    expect(e, JSON.stringify(r.body)).toBeDefined();
    if (message) expect(e?.message).toBe(message);
    else expect(e?.message).toMatch(/[\u4e00-\u9fa5]/);
    expect([await count('overhaul-plan'), await count('overhaul-item')]).toEqual(before);
  });

  it.each([
    ['an item starting before the plan', { planStartDate: '2026-11-30' }, 'items[0].planStartDate', '2026-12-01 至 2026-12-15'],
    ['an item ending after the plan', { planEndDate: '2026-12-16' }, 'items[0].planEndDate', '2026-12-01 至 2026-12-15'],
    ['a permit that does not exist', { permitNumbers: ['HJZA9999999999999'] }, 'items[0].permitNumbers', '作业票 HJZA9999999999999 不存在或已作废'],
    ['a removed permit', { permitNumbers: ['REMOVED'] }, 'items[0].permitNumbers', '不存在或已作废'],
    ["another enterprise's permit", { permitNumbers: ['FOREIGN'] }, 'items[0].permitNumbers', '不存在或已作废'],
    ['a permit of a kind the item does not need', { permitNumbers: ['HEIGHT'] }, 'items[0].permitNumbers', '是高处作业票，该检修项目未涉及此类特殊作业'],
    ['an item without its equipment', { equipmentId: undefined }, 'items[0].equipmentId', '检修设备'],
  ])('%s: 400 naming the row', async (_what, over, field, message) => {
    const numbers = (over as { permitNumbers?: string[] }).permitNumbers?.map((n) => (n === 'REMOVED' ? permit.removed : n === 'FOREIGN' ? permit.foreign : n === 'HEIGHT' ? permit.height : n));
    const base = plan();
    const items = base.items as Json[];
    const first: Json = { ...items[0], ...over, ...(numbers ? { permitNumbers: numbers } : {}) };
    if (Object.hasOwn(over, 'equipmentId')) delete first.equipmentId;
    const before = [await count('overhaul-plan'), await count('overhaul-item')];
    const r = await post('qyadmin', 'overhaul-plan', { ...base, items: [first, items[1]] });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    const e = errorsOf(r.body).find((x) => x.field === field);
    expect(e, JSON.stringify(r.body)).toBeDefined();
    expect(e?.message).toContain(message);
    expect([await count('overhaul-plan'), await count('overhaul-item')]).toEqual(before);
  });
});

describe('an overhaul: plan, permits, shutdown, records', () => {
  let planId: number;
  let stopId: number;

  it('creates the plan with its items, and lists the permits raised for it', async () => {
    planId = await created('qyadmin', 'overhaul-plan', plan());
    const detail = await call('staff01', 'GET', `${API}/overhaul-plan/${planId}`);
    expect(detail.body.data).toMatchObject({ planState: 'draft', items: [{ equipmentId: pumpId }, { equipmentId: compressorId }] });
    const permits = await call('staff01', 'GET', `/zax-cloud/zdjx/permits?planId=${planId}`);
    expect(permits.status, JSON.stringify(permits.body)).toBe(200);
    expect(permits.body.data).toEqual([
      expect.objectContaining({ number: permit.hot, kind: 'DONG_HUO', kindName: '动火作业', state: 'APPROVED', itemContent: '更换机械密封' }),
      expect.objectContaining({ number: permit.height, kind: 'GAO_CHU', state: 'IN_PROGRESS', itemContent: '解体检查' }),
    ]);
    expect((await call('staff01', 'GET', '/zax-cloud/zdjx/permits')).status).toBe(400);
  });

  it('refuses new plan dates that leave a stored item outside (items not sent), nothing changed', async () => {
    const r = await call('qyadmin', 'PUT', `${API}/overhaul-plan`, { id: planId, planStartDate: '2026-12-02' });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(errorsOf(r.body)[0]).toMatchObject({ field: 'planStartDate' });
    const [row] = await t.db.query<{ data: Json }>(`select data from r_overhaul_plan where id = $1`, [planId]);
    expect(row.data.planStartDate).toBe('2026-12-01');
  });

  it('is approved by someone other than its person in charge', async () => {
    const own = await post('cj01', 'overhaul-plan', { id: planId }, 'approve');
    expect(own.status).toBe(409);
    expect((await post('qyadmin', 'overhaul-plan', { id: planId }, 'approve')).status).toBe(200);
    expect((await post('qyadmin', 'overhaul-plan', { id: planId }, 'start')).status).toBe(200);
  });

  it('stops its devices only with the isolation confirmed, and restarts when someone else accepts', async () => {
    const stops = await count('device-stop');
    const bad = await post('qyadmin', 'device-stop', { name: '测试装置停车', planId, equipmentIds: [pumpId, compressorId], commander: staffOf.staff01, planStopTime: '2026-12-01 08:00:00', planStartTime: '2026-11-30 08:00:00' });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)[0]).toMatchObject({ field: 'planStartTime', message: '计划开车时间不能早于计划停车时间' });
    const none = await post('qyadmin', 'device-stop', { name: '无设备', planId, equipmentIds: [], commander: staffOf.staff01, planStopTime: '2026-12-01 08:00:00', planStartTime: '2026-12-15 18:00:00' });
    expect(none.status).toBe(400);
    expect(errorsOf(none.body)[0]).toMatchObject({ field: 'equipmentIds' });
    expect(await count('device-stop')).toBe(stops);
    stopId = await created('qyadmin', 'device-stop', { name: '测试装置停车', planId, equipmentIds: [pumpId, compressorId], commander: staffOf.staff01, planStopTime: '2026-12-01 08:00:00', planStartTime: '2026-12-15 18:00:00' });

    const unconfirmed = await post('staff01', 'device-stop', { id: stopId, fields: { actualStopTime: '2026-12-01 09:00:00', isolationConfirmer: staffOf.staff01, energyIsolated: true, lockedOut: true, purged: false } }, 'stop');
    expect(unconfirmed.status, JSON.stringify(unconfirmed.body)).toBe(409);
    expect(String(unconfirmed.body.msg)).toContain('停车前须确认能量隔离、上锁挂牌和置换清洗合格');
    const [still] = await t.db.query<{ data: Json }>(`select data from r_device_stop where id = $1`, [stopId]);
    expect(still.data).toMatchObject({ stopState: 'planned' });
    expect(still.data.actualStopTime).toBeUndefined();

    const stopped = await post('staff01', 'device-stop', { id: stopId, fields: { actualStopTime: '2026-12-01 09:00:00', isolationConfirmer: staffOf.staff01, energyIsolated: true, lockedOut: true, purged: true } }, 'stop');
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
    expect((await post('staff01', 'device-stop', { id: stopId }, 'finish')).status).toBe(200);
    const before = await post('qyadmin', 'device-stop', { id: stopId, opinion: '开车条件确认', fields: { actualStartTime: '2026-11-30 09:00:00', restartAcceptor: staffOf.cj01 } }, 'accept');
    expect(before.status).toBe(400);
    expect(errorsOf(before.body)[0]).toMatchObject({ field: 'actualStartTime', message: '实际开车时间不能早于实际停车时间' });
    const own = await post('staff01', 'device-stop', { id: stopId, opinion: '自己验收', fields: { actualStartTime: '2026-12-14 09:00:00', restartAcceptor: staffOf.staff01 } }, 'accept');
    expect(own.status).toBe(409);
    const ok = await post('qyadmin', 'device-stop', { id: stopId, opinion: '开车条件确认', fields: { actualStartTime: '2026-12-14 09:00:00', restartAcceptor: staffOf.cj01 } }, 'accept');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const [done] = await t.db.query<{ data: Json }>(`select data from r_device_stop where id = $1`, [stopId]);
    expect(done.data).toMatchObject({ stopState: 'restarted', restartAcceptor: staffOf.cj01 });
    const edit = await call('qyadmin', 'PUT', `${API}/device-stop`, { id: stopId, remark: '改' });
    expect(edit.status).toBe(409);
  });

  it('records the work on the plan’s equipment only', async () => {
    const record = (over: Json) => ({ name: '测试泵检修记录', planId, equipmentId: pumpId, content: '更换机封', startTime: '2026-12-01 10:00:00', endTime: '2026-12-02 16:00:00', result: 'passed', ...over });
    const before = await count('overhaul-record');
    const outside = await post('qyadmin', 'overhaul-record', record({ equipmentId: otherId }));
    expect(outside.status).toBe(400);
    expect(errorsOf(outside.body)[0]).toMatchObject({ field: 'equipmentId', message: '该设备不在检修计划“测试装置年度大检修”的检修项目中' });
    const backwards = await post('qyadmin', 'overhaul-record', record({ endTime: '2026-12-01 09:00:00' }));
    expect(backwards.status).toBe(400);
    expect(errorsOf(backwards.body)[0]).toMatchObject({ field: 'endTime', message: '结束时间不能早于开始时间' });
    expect(await count('overhaul-record')).toBe(before);
    await created('qyadmin', 'overhaul-record', record({}));
    expect((await post('qyadmin', 'overhaul-plan', { id: planId }, 'finish')).status).toBe(200);
    const late = await post('qyadmin', 'overhaul-record', record({ name: '完成后补记' }));
    expect(late.status).toBe(409);
    expect(String(late.body.msg)).toContain('已完成');
    const change = await call('qyadmin', 'PUT', `${API}/overhaul-plan`, { id: planId, remark: '改' });
    expect(change.status).toBe(409);
    expect(await count('overhaul-record')).toBe(before + 1);
  });

  it("answers a device's history by its id: repairs, overhaul items and records, maintenance, hidden dangers, patrol results", async () => {
    await created('qyadmin', 'repair-order', { title: '测试泵渗漏', equipmentId: pumpId, faultType: 'leak', urgency: 'normal', description: '机封处渗漏' });
    const list = async (resource: string, field: string) => {
      const r = await call('staff01', 'GET', `${API}/${resource}/list?${field}=${pumpId}&page=1&limit=20`);
      expect(r.status, `${resource}: ${JSON.stringify(r.body)}`).toBe(200);
      return (r.body.data as { rows: Json[] }).rows;
    };
    expect((await list('repair-order', 'equipmentId')).map((x) => x.title)).toEqual(['测试泵渗漏']);
    expect((await list('overhaul-item', 'equipmentId')).map((x) => x.content)).toEqual(['更换机械密封']);
    expect((await list('overhaul-record', 'equipmentId')).map((x) => x.name)).toEqual(['测试泵检修记录']);
    expect(await list('maintenance-management', 'productionEquipmentId')).toEqual([]);
    expect(await list('hidden-danger', 'equipmentId')).toEqual([]);
    expect(await list('patrol-result', 'equipmentId')).toEqual([]);
  });
});

describe('the demo overhaul', () => {
  it('names demo permits of the kinds its items need, listed by the permits route', async () => {
    const [demo] = await t.db.query<{ id: string }>(`select id from r_overhaul_plan where tenant_id = 1001 and data->>'name' = '氯碱装置年度大检修'`);
    const r = await call('staff01', 'GET', `/zax-cloud/zdjx/permits?planId=${demo.id}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const permits = r.body.data as { kind: string; state: string; itemContent: string }[];
    expect(permits.map((p) => [p.itemContent, p.kind]).sort()).toEqual(
      [
        ['压缩机解体检查，更换二级缸活塞环和气阀', 'DONG_HUO'],
        ['压缩机解体检查，更换二级缸活塞环和气阀', 'MANG_BAN'],
        ['反应釜内部检验、搅拌器检查', 'GAO_CHU'],
        ['反应釜内部检验、搅拌器检查', 'SHOU_XIAN'],
      ].sort(),
    );
    expect(permits.every((p) => !['REMOVED', 'DISCARDED'].includes(p.state))).toBe(true);
  });

  it("shows its shutdown's 开停车 records in the histories of the devices: each device's own, the whole unit's in every one", async () => {
    const device = async (name: string) => Number((await t.db.query<{ id: string }>(`select id from r_production_equipment where tenant_id = 1001 and data->>'name' = $1 and not deleted`, [name]))[0].id);
    const startStops = async (name: string) => {
      const r = await call('staff01', 'GET', `/zax-cloud/equipment/history?equipmentId=${await device(name)}&limit=100`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return (r.body.data as { rows: { kind: string; title: string }[] }).rows.filter((x) => x.kind === 'start-stop').map((x) => x.title.split(' ')[0]);
    };
    expect(await startStops('氯气压缩机')).toEqual(['氯碱装置整体停车', '氯气压缩机停机']);
    expect(await startStops('氯化反应釜')).toEqual(['氯碱装置整体停车', '氯化反应釜停车']);
    expect(await startStops('1#循环水泵')).toEqual(['氯碱装置整体停车', '1#循环水泵开车']);
    expect(await startStops('液碱储罐')).toEqual(['液碱储罐出料紧急停止']);
  });
});
