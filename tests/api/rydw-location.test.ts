import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

/**
 * 人员定位 (issue 23, docs/location.md): the demo's location areas on the plant map's areas, tags bound to one
 * person, positions through the ingest path (outside the plan refused), the latest position and the areas, the
 * alarms reaching the bell, regional hours, the bind and tszy-config calls, and another enterprise seeing nothing.
 */
let t: TestApp;
let admin: string;
let staff: string;
let other: string;
let key: string;

const post = (body: unknown) => t.call({ method: 'POST', url: '/zax-cloud/ingest/readings', payload: body as object, headers: { 'x-gateway-key': key } });
const get = (url: string, token = admin) => t.call({ method: 'GET', url: `/zax-cloud${url}`, token });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff = await t.login('staff01', PASSWORDS.staff01);
  other = await t.login('qyadmin2', PASSWORDS.qyadmin2);
  const res = await t.call({ method: 'POST', url: '/zax-cloud/ingest/gateway/save', token: admin, payload: { code: 'GW-RYDW', name: '定位网关' } });
  key = (res.json().data as { key: string }).key;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('areas, types, addresses and tags', () => {
  it('lists the demo’s location areas with their plant-map shapes', async () => {
    const res = await get('/rydw/realtime');
    expect(res.statusCode).toBe(200);
    const areas = res.json().data.areas as { name: string; forbidden: boolean; geometry: { type: string } }[];
    expect(areas.map((a) => a.name)).toEqual(expect.arrayContaining(['一区装置', '罐区', '装卸禁入区']));
    expect(areas.find((a) => a.name === '装卸禁入区')?.forbidden).toBe(true);
    expect(areas.every((a) => a.geometry.type === 'Polygon')).toBe(true);
    expect((await get('/u-basic/rydw-area-type/list?page=1&limit=10')).json().data.total).toBe(4);
    expect((await get('/u-basic/rydw-address/list?page=1&limit=10')).json().data.total).toBe(3);
  });

  it('refuses an area drawn over itself, changing nothing', async () => {
    const before = (await get('/u-basic/area/list?page=1&limit=50')).json().data.total as number;
    const bow = { type: 'Polygon', coordinates: [[[10, 10], [50, 50], [50, 10], [10, 50], [10, 10]]] };
    const res = await t.call({ method: 'POST', url: '/zax-cloud/u-basic/area', token: admin, payload: { name: '交叉区域', type: 'other', shape: bow } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('shape');
    expect((await get('/u-basic/area/list?page=1&limit=50')).json().data.total).toBe(before);
  });

  it('refuses a tag bound to two people (a second tag of the code, a second tag for the person, a bind over another person)', async () => {
    const dup = await t.call({ method: 'POST', url: '/zax-cloud/u-basic/rydw-tag', token: admin, payload: { code: 'TAG-0001', tagType: 'card' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toContain('TAG-0001');
    const tags = (await get('/u-basic/rydw-tag/list?page=1&limit=50')).json().data.rows as { code: string; staffId: number | null }[];
    const zhang = tags.find((x) => x.code === 'TAG-0001')!.staffId!;
    const liu = tags.find((x) => x.code === 'TAG-0004')!.staffId!;
    const second = await t.call({ method: 'POST', url: '/zax-cloud/u-basic/rydw-tag', token: admin, payload: { code: 'TAG-0100', tagType: 'card', staffId: zhang } });
    expect(second.statusCode).toBe(400);
    expect(second.json().errors[0].field).toBe('staffId');
    const over = await t.call({ method: 'POST', url: '/zax-cloud/rydw/location/bind', token: admin, payload: { tagCode: 'TAG-0001', staffId: liu } });
    expect(over.statusCode).toBe(409);
    const spare = await t.call({ method: 'POST', url: '/zax-cloud/rydw/location/bind', token: admin, payload: { tagCode: 'TAG-0007', staffId: liu } });
    expect(spare.statusCode).toBe(400);
    expect(spare.json().errors[0].field).toBe('staffId');
    const unknown = await t.call({ method: 'POST', url: '/zax-cloud/rydw/location/bind', token: admin, payload: { tagCode: 'NOPE', staffId: null } });
    expect(unknown.statusCode).toBe(404);
    expect((await get('/u-basic/rydw-tag/list?page=1&limit=50')).json().data.rows).toEqual(tags);
    expect((await t.call({ method: 'POST', url: '/zax-cloud/rydw/location/bind', token: staff, payload: { tagCode: 'TAG-0007', staffId: null } })).statusCode).toBe(403);
  });
});

describe('positions', () => {
  it('refuses a position outside the plan, and one of an unknown tag, storing nothing', async () => {
    const out = await post({ kind: 'position', device: 'TAG-0001', readings: { x: 900, y: 100 } });
    expect(out.statusCode).toBe(400);
    expect(out.json().errors[0].field).toBe('x');
    expect(out.json().msg).toContain('平面图范围之外');
    expect((await post({ kind: 'position', device: 'TAG-9999', readings: { x: 10, y: 10 } })).statusCode).toBe(404);
    expect((await get('/rydw/realtime')).json().data.people).toEqual([]);
  });

  it('raises a person motionless too long', async () => {
    const at = Date.now() - 40 * 60_000;
    await post({ kind: 'position', device: 'TAG-0006', readings: [{ at: at - 1000, x: 250, y: 330 }, { at, x: 250, y: 330 }] });
    await post({ kind: 'position', device: 'TAG-0006', readings: { x: 250.5, y: 330 } });
    const alarms = (await get('/rydw/alarms?open=true')).json().data as { kind: string; message: string }[];
    expect(alarms.filter((a) => a.kind === 'motionless').map((a) => a.message)).toEqual(['王建国 在「一区装置」静止超过 30 分钟']);
  });

  it('keeps each tag’s latest position and its areas', async () => {
    const at = Date.now() - 60_000;
    const res = await post({ kind: 'position', device: 'TAG-0001', readings: [{ at, x: 150, y: 350 }, { at: at + 5000, x: 160, y: 360 }] });
    expect(res.statusCode).toBe(200);
    const data = (await get('/rydw/realtime')).json().data as { areas: { id: number; name: string }[]; people: { tagCode: string; staffName: string; x: number; areaIds: number[] }[] };
    const unit1 = data.areas.find((a) => a.name === '一区装置')!.id;
    expect(data.people).toEqual(expect.arrayContaining([expect.objectContaining({ tagCode: 'TAG-0001', staffName: '张伟', x: 160, areaIds: [unit1] })]));
  });

  it('raises a forbidden-area alarm once on entering, warning the people concerned (the bell)', async () => {
    await post({ kind: 'position', device: 'TAG-0004', readings: { x: 650, y: 100 } });
    await post({ kind: 'position', device: 'TAG-0004', readings: { x: 660, y: 110 } });
    const alarms = (await get('/rydw/alarms?open=true')).json().data as { kind: string; message: string; staffName: string }[];
    const forbidden = alarms.filter((a) => a.kind === 'forbidden');
    expect(forbidden).toHaveLength(1);
    expect(forbidden[0].message).toBe('刘洋 进入禁入区域「装卸禁入区」');
    const [warned] = await t.db.query<{ n: string }>("select count(*) as n from risk_warning where tenant_id = 1001 and model = 'rydw' and risk like '刘洋 进入禁入区域%'");
    expect(Number(warned.n)).toBeGreaterThan(0);
    // Leaving ends it.
    await post({ kind: 'position', device: 'TAG-0004', readings: { x: 400, y: 255 } });
    expect(((await get('/rydw/alarms?open=true')).json().data as { kind: string }[]).filter((a) => a.kind === 'forbidden')).toEqual([]);
  });

  it('raises too many people in an area', async () => {
    for (const tag of ['TAG-0002', 'TAG-0003', 'TAG-0005', 'TAG-0006']) await post({ kind: 'position', device: tag, readings: { x: 700, y: 380 } });
    const alarms = (await get('/rydw/alarms?open=true')).json().data as { kind: string; message: string }[];
    expect(alarms.filter((a) => a.kind === 'crowded').map((a) => a.message)).toEqual(['「罐区」内有 4 人，超过上限 3 人']);
  });

  it('raises the guardian of an in-progress hot work leaving its site (GB 30871 4.10 f)', async () => {
    const [permit] = await t.db.query<{ id: string; number: string }>(
      "update permit set state = 'IN_PROGRESS', zuo_ye_di_dian = '罐区乙醇储罐 V-203', data = data || '{\"jianHuRen\":\"陈明\"}' where tenant_id = 1001 and id = (select id from permit where tenant_id = 1001 and kind = 'DONG_HUO' order by id limit 1) returning id, number",
    );
    await post({ kind: 'position', device: 'TAG-0003', readings: { x: 690, y: 380 } });
    let alarms = (await get('/rydw/alarms?open=true')).json().data as { kind: string; message: string; permitId: number }[];
    expect(alarms.filter((a) => a.kind === 'guardian' && a.permitId === Number(permit.id))).toEqual([]);
    await post({ kind: 'position', device: 'TAG-0003', readings: { x: 300, y: 100 } });
    alarms = (await get('/rydw/alarms?open=true')).json().data as { kind: string; message: string; permitId: number }[];
    const g = alarms.filter((a) => a.kind === 'guardian' && a.permitId === Number(permit.id));
    expect(g).toHaveLength(1);
    expect(g[0].permitId).toBe(Number(permit.id));
    expect(g[0].message).toContain(`动火作业 ${permit.number} 的监护人，已离开作业现场「罐区」`);
    // The check can be turned off (tszy config); a bad distance is refused.
    expect((await t.call({ method: 'POST', url: '/zax-cloud/rydw/tszy-config', token: admin, payload: { guardianCheck: false, guardianDistance: 0 } })).json().errors[0].field).toBe('guardianDistance');
    expect((await t.call({ method: 'POST', url: '/zax-cloud/rydw/tszy-config', token: admin, payload: { guardianCheck: false, guardianDistance: 20 } })).statusCode).toBe(200);
    expect((await get('/rydw/tszy-config')).json().data).toEqual({ guardianCheck: false, guardianDistance: 20 });
  });
});

describe('statistics', () => {
  it('answers regional hours, people per area by hour, the big screen’s figures and the park entry', async () => {
    const hours = (await get('/rydw/regional-hours')).json().data as { staffName: string; areaName: string; minutes: number }[];
    expect(hours.some((h) => h.staffName === '张伟' && h.areaName === '一区装置' && h.minutes > 0)).toBe(true);
    expect((await get('/rydw/regional-hours?date=2026-13-01')).statusCode).toBe(400);
    const range = (await get('/rydw/range-statistics')).json().data as { hours: number[]; areas: { name: string; counts: number[] }[] };
    expect(range.areas.length).toBeGreaterThan(0);
    expect(range.areas.every((a) => a.counts.length === range.hours.length)).toBe(true);
    const screen = (await get('/rydw/screen')).json().data as { present: number; tags: number; alarmsToday: Record<string, number> };
    expect(screen.present).toBeGreaterThanOrEqual(5);
    expect(screen.tags).toBe(7);
    expect(screen.alarmsToday.forbidden).toBe(1);
    expect((await get('/rydw/zq-location')).json().data.enabled).toBe(true);
  });

  it('shows another enterprise none of it', async () => {
    const data = (await get('/rydw/realtime', other)).json().data as { areas: unknown[]; people: unknown[]; alarms: unknown[] };
    expect(data).toEqual({ areas: [], people: [], alarms: [] });
    expect((await get('/rydw/zq-location', other)).json().data.enabled).toBe(false);
  });
});

describe('live stream', () => {
  it('needs a ticket, which a session gets', async () => {
    expect((await t.call({ method: 'GET', url: '/zax-cloud/rydw/realtime/stream?ticket=nope' })).statusCode).toBe(401);
    const res = await t.call({ method: 'POST', url: '/zax-cloud/rydw/realtime/ticket', token: staff });
    expect(typeof res.json().data.ticket).toBe('string');
  });
});
