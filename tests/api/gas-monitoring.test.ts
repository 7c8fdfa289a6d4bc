import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedPermit, kindUrl, passingAnalysis, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

/**
 * Gas monitoring (issue 22 items 3–5, docs/gas-monitoring.md) through the HTTP ingest path: detectors refused when
 * their unit does not fit the gas or their levels are out of order; readings in another unit or outside the range
 * refused and counted; an excursion raising an alarm that warns the administrators, shows on the board and the
 * stream, blocks the start of hot work at the detector's site naming the detector and its value; the alarm
 * acknowledged and followed up; weather readings becoming the site's weather records.
 */
let t: TestApp;
let api: PermitApi;
let admin: string;
let staff: string;
let other: string;
let key: string;
const SITE = '测试罐区 T-9';

async function ingest(kind: string, device: string, readings: unknown) {
  return t.call({ method: 'POST', url: '/zax-cloud/ingest/readings', payload: { kind, device, readings } as object, headers: { 'x-gateway-key': key } });
}

async function saveDetector(token: string, over: Record<string, unknown>) {
  return t.call({
    method: 'POST',
    url: '/zax-cloud/u-basic/gas-detector',
    token,
    payload: { name: '罐区可燃气体检测器', code: 'GD-T9', gas: 'combustible', unit: '%LEL', rangeMin: 0, rangeMax: 100, lowAlarm: 20, highAlarm: 40, site: SITE, ...over },
  });
}

const board = async () => (await t.call({ url: '/zax-cloud/spjk/gas/board', token: staff })).json().data as { code: string; value: number | null; level: string; alarm: { id: number; level: string } | null }[];

beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff = await t.login('staff01', PASSWORDS.staff01);
  other = await t.login('qyadmin2', PASSWORDS.qyadmin2);
  const gw = await t.call({ method: 'POST', url: '/zax-cloud/ingest/gateway/save', token: admin, payload: { code: 'GW-GAS', name: '气体网关' } });
  key = (gw.json().data as { key: string }).key;
}, 300_000);
afterAll(() => t?.close());

describe('detectors', () => {
  it('refuses a unit that does not fit the gas, levels in the wrong order, a range running backwards, a code taken', async () => {
    const unit = await saveDetector(admin, { unit: 'ppm' });
    expect(unit.statusCode).toBe(400);
    expect(unit.json().errors[0]).toMatchObject({ field: 'unit' });
    expect(unit.json().msg).toContain('%LEL');
    const order = await saveDetector(admin, { lowAlarm: 50, highAlarm: 25 });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors.map((e: { field: string }) => e.field)).toContain('highAlarm');
    expect((await saveDetector(admin, { rangeMax: 0 })).statusCode).toBe(400);
    expect((await saveDetector(admin, { gas: 'H2S', unit: '%LEL', lowAlarm: 10, highAlarm: 20 })).statusCode).toBe(400);
    const ok = await saveDetector(admin, {});
    expect(ok.statusCode).toBe(200);
    expect((await saveDetector(admin, { name: '重复' })).statusCode).toBe(409);
    const oxygen = await saveDetector(admin, { name: '罐区氧含量', code: 'OX-T9', gas: 'O2', unit: '%VOL', rangeMax: 30, lowAlarm: 19.5, highAlarm: 23.5 });
    expect(oxygen.statusCode).toBe(200);
    // Staff may not manage detectors.
    expect((await saveDetector(staff, { code: 'GD-X' })).statusCode).toBe(403);
  });
});

describe('readings and alarms', () => {
  it('refuses a reading in another unit or outside the range, counts it and stores nothing', async () => {
    const unit = await ingest('gas', 'GD-T9', { value: 5, unit: 'ppm' });
    expect(unit.statusCode).toBe(400);
    expect(unit.json().errors[0].field).toBe('unit');
    const range = await ingest('gas', 'GD-T9', { value: 120 });
    expect(range.statusCode).toBe(400);
    expect(range.json().errors[0].field).toBe('value');
    expect((await ingest('gas', 'NO-SUCH', { value: 1 })).statusCode).toBe(404);
    const refusals = (await t.call({ url: '/zax-cloud/ingest/refusals', token: staff })).json().data as { kind: string; reason: string; count: number }[];
    expect(refusals.find((r) => r.kind === 'gas' && r.reason === 'value')?.count).toBe(2);
    expect((await board()).find((d) => d.code === 'GD-T9')?.value).toBeNull();
  });

  it('keeps the latest value; an excursion raises one alarm, warns the administrators, is raised higher, then cleared', async () => {
    const base = Date.now() - 60_000;
    expect((await ingest('gas', 'GD-T9', [{ at: base, value: 3 }, { at: base + 1000, value: 4.5, unit: '%LEL' }])).statusCode).toBe(200);
    let d = (await board()).find((x) => x.code === 'GD-T9')!;
    expect(d).toMatchObject({ value: 4.5, level: 'normal', alarm: null });
    expect((await ingest('gas', 'GD-T9', [{ at: base + 2000, value: 25 }, { at: base + 3000, value: 27 }])).statusCode).toBe(200);
    d = (await board()).find((x) => x.code === 'GD-T9')!;
    expect(d.level).toBe('low');
    expect(d.alarm?.level).toBe('low');
    const [alarms] = await t.db.query<{ n: number }>("select count(*)::int as n from device_alarm where device_code = 'GD-T9'");
    expect(alarms.n).toBe(1);
    const warnings = await t.db.query<{ risk: string }>("select risk from risk_warning where kind = 'GAS_ALARM' and resource = 'gas-detector'");
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings[0].risk).toContain('GD-T9');
    expect(warnings[0].risk).toContain('低报');
    // Higher: the same alarm raised to 高报.
    await ingest('gas', 'GD-T9', { at: base + 4000, value: 45 });
    d = (await board()).find((x) => x.code === 'GD-T9')!;
    expect(d.alarm?.level).toBe('high');
    const list = (await t.call({ url: '/zax-cloud/spjk/alarm/list?state=open', token: staff })).json().data as { rows: { deviceCode: string; level: string; peakValue: number }[]; total: number };
    expect(list.rows.find((r) => r.deviceCode === 'GD-T9')).toMatchObject({ level: 'high', peakValue: 45 });
    // 2001 sees none of it.
    const theirs = (await t.call({ url: '/zax-cloud/spjk/alarm/list', token: other })).json().data as { total: number };
    expect(theirs.total).toBe(0);
  });

  it('answers the board as the first server-sent event', async () => {
    const res = await t.call({ url: '/zax-cloud/spjk/gas/stream', token: staff });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.body.startsWith('event: board\ndata: ')).toBe(true);
    const data = JSON.parse(res.body.split('\n')[1].slice('data: '.length)) as { code: string; alarm: unknown }[];
    expect(data.find((x) => x.code === 'GD-T9')?.alarm).not.toBeNull();
  });

  it('blocks the start of hot work at the site while the alarm is active, naming the detector and its value', async () => {
    const id = await approvedPermit(api, 'DONG_HUO', { zuoYeDiDian: SITE });
    expect((await api.post('aq01', `${kindUrl('DONG_HUO')}/environmentAnalysis/save`, passingAnalysis(id, 1))).status).toBe(200);
    const site = (await t.call({ url: `/zax-cloud/spjk/gas/site?site=${encodeURIComponent(SITE)}`, token: staff })).json().data as { code: string; alarm: unknown }[];
    expect(site.map((s) => s.code).sort()).toEqual(['GD-T9', 'OX-T9']);
    const refused = await api.post('staff01', `${kindUrl('DONG_HUO')}/start`, { id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('GD-T9');
    expect(refused.body.msg).toContain('45');
    expect((await api.get('staff01', `${TSZY}/zuoYePiao/detail?id=${id}`)).e.zhuangTai).toBe('APPROVED');
    // A permit at another site is not held.
    const elsewhere = await approvedPermit(api, 'DONG_HUO', { zuoYeDiDian: '别处' });
    await api.post('aq01', `${kindUrl('DONG_HUO')}/environmentAnalysis/save`, passingAnalysis(elsewhere, 1));
    expect((await api.post('staff01', `${kindUrl('DONG_HUO')}/start`, { id: elsewhere })).status).toBe(200);
    // Cleared (below 低报 by the dead band): the start goes through.
    await ingest('gas', 'GD-T9', { value: 2 });
    expect((await board()).find((x) => x.code === 'GD-T9')?.alarm).toBeNull();
    expect((await api.post('staff01', `${kindUrl('DONG_HUO')}/start`, { id })).status).toBe(200);
  });

  it('records continuous monitoring on a confined-space permit whose site a detector covers', async () => {
    const id = await approvedPermit(api, 'SHOU_XIAN', { zuoYeDiDian: SITE });
    await api.post('aq01', `${kindUrl('SHOU_XIAN')}/environmentAnalysis/save`, passingAnalysis(id, 1));
    expect((await api.post('staff01', `${kindUrl('SHOU_XIAN')}/start`, { id })).status).toBe(200);
    const [ev] = await t.db.query<{ detail: { continuousMonitoring?: { basis: string; detectors: { code: string }[] } } }>(
      "select detail from permit_event where permit_id = $1 and action = 'start'",
      [id],
    );
    expect(ev.detail.continuousMonitoring?.basis).toContain('6.5');
    expect(ev.detail.continuousMonitoring?.detectors.map((d) => d.code).sort()).toEqual(['GD-T9', 'OX-T9']);
  });

  it('acknowledges an alarm (person, time) once, then takes its follow-up', async () => {
    const list = (await t.call({ url: '/zax-cloud/spjk/alarm/list?state=unacked', token: staff })).json().data as { rows: { id: number; deviceCode: string }[] };
    const alarm = list.rows.find((r) => r.deviceCode === 'GD-T9')!;
    expect((await t.call({ method: 'POST', url: '/zax-cloud/spjk/alarm/follow-up', token: staff, payload: { id: alarm.id, followUp: '已处理' } })).statusCode).toBe(409);
    const ack = await t.call({ method: 'POST', url: '/zax-cloud/spjk/alarm/ack', token: staff, payload: { id: alarm.id } });
    expect(ack.statusCode).toBe(200);
    expect(ack.json().data.ackByName).toBeTruthy();
    expect(ack.json().data.ackAt).toBeTruthy();
    expect((await t.call({ method: 'POST', url: '/zax-cloud/spjk/alarm/ack', token: staff, payload: { id: alarm.id } })).statusCode).toBe(409);
    const fu = await t.call({ method: 'POST', url: '/zax-cloud/spjk/alarm/follow-up', token: staff, payload: { id: alarm.id, followUp: '关闭阀门，通风后复测合格' } });
    expect(fu.json().data.followUp).toBe('关闭阀门，通风后复测合格');
    // Another enterprise cannot acknowledge it.
    expect((await t.call({ method: 'POST', url: '/zax-cloud/spjk/alarm/ack', token: other, payload: { id: alarm.id } })).statusCode).toBe(404);
  });
});

describe('weather', () => {
  it('turns a station’s readings into the site’s weather record (source station), its wind feeding the grade', async () => {
    const made = await t.call({ method: 'POST', url: '/zax-cloud/u-basic/weather-station', token: admin, payload: { name: '一号气象站', code: 'WS-9', site: SITE } });
    expect(made.statusCode).toBe(200);
    expect((await ingest('weather', 'WS-9', { windLevel: 18 })).statusCode).toBe(400);
    expect((await ingest('weather', 'WS-9', [{ at: Date.now() - 2000, windLevel: 3, temperature: 12 }, { windLevel: 6, temperature: 11.5, weather: '多云' }])).statusCode).toBe(200);
    const rows = await t.db.query<{ wind: number; source: string; weather: string }>(
      'select wind_level as wind, source, weather from weather_record where tenant_id = 1001 and site = $1 order by recorded_at desc',
      [SITE],
    );
    expect(rows[0]).toEqual({ wind: 6, source: 'station', weather: '多云' });
    // Outdoor hot work at wind level 6 is refused by the grade (GB 30871 5.2.x).
    const draft = await api.post('staff01', `${kindUrl('DONG_HUO')}/saveOrUpdate`, { ...(await import('./helpers/permit-fixtures.ts')).formFor('DONG_HUO', { zuoYeDiDian: SITE }) });
    expect(draft.status).toBe(400);
    expect(draft.body.msg).toMatch(/风/);
  });
});
