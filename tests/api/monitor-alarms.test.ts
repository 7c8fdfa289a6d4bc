import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitorAlarm } from '../../src/domain/monitor-alarm.ts';
import { alarmsChanged } from '../../src/server/gyaq/alarm-bus.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

/**
 * 监控报警 of every device kind (issue 22 item 4, docs/gas-monitoring.md "Monitoring alarms"): the demo enterprise's
 * gas, process and location alarms in one list, newest first, by kind and state; a process alarm acknowledged here is
 * acknowledged on 工艺安全报警 (the person, the live pages told), once; a follow-up only after the acknowledgement;
 * the source checked; an enterprise without a module sees none of its alarms; another enterprise sees none of 1001's.
 */
let t: TestApp;
let staff: string;
let other: string;

type Row = MonitorAlarm;

const list = async (query: string, token = staff) => {
  const res = await t.call({ url: `/zax-cloud/spjk/alarm/list?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: Row[]; total: number };
};
const post = (url: string, payload: object, token = staff) => t.call({ method: 'POST', url: `/zax-cloud/spjk/alarm/${url}`, token, payload });

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff01', PASSWORDS.staff01);
  other = await t.login('qyadmin2', PASSWORDS.qyadmin2);
}, 300_000);
afterAll(() => t?.close());

describe('the list', () => {
  it('answers the demo enterprise’s gas, process and location alarms, newest first, each kind counted', async () => {
    const all = await list('page=1&limit=100');
    const totals = await Promise.all(['gas', 'process-alarm', 'position'].map(async (kind) => (await list(`kind=${kind}&limit=100`)).total));
    expect(totals.every((n) => n > 0)).toBe(true);
    expect(all.total).toBe(totals[0] + totals[1] + totals[2]);
    const times = all.rows.map((r) => Date.parse(r.raisedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // A page holds each row once, by its source and id.
    expect(new Set(all.rows.map((r) => `${r.source}:${r.id}`)).size).toBe(all.rows.length);
  });

  it('narrows to a kind: process alarms named by their point, location alarms by the person and the area', async () => {
    const process = await list('kind=process-alarm&limit=100');
    expect(process.rows.every((r) => r.source === 'process' && r.kind === 'process-alarm')).toBe(true);
    expect(process.rows.every((r) => r.deviceCode !== '' && ['high', 'low'].includes(r.level) && r.message !== '')).toBe(true);
    const location = await list('kind=position');
    expect(location.rows.every((r) => r.source === 'location')).toBe(true);
    const chen = location.rows.find((r) => r.deviceName === '陈明');
    expect(chen).toMatchObject({ deviceCode: 'TAG-0003', site: '装卸禁入区', level: 'high' });
    expect(chen?.message).toContain('装卸禁入区');
    expect(chen?.followUp).toBeTruthy();
    const gas = await list('kind=gas');
    expect(gas.rows.every((r) => r.source === 'device')).toBe(true);
    // State and keyword across the sources.
    const unacked = await list('state=unacked&limit=100');
    expect(unacked.rows.every((r) => r.ackAt === null)).toBe(true);
    expect(new Set(unacked.rows.map((r) => r.source)).size).toBeGreaterThan(1);
    const tanks = await list(`keyword=${encodeURIComponent('罐区')}&kind=position`);
    expect(tanks.rows.map((r) => r.site)).toContain('罐区');
    expect((await list(`keyword=${encodeURIComponent('没有这个设备')}`)).total).toBe(0);
  });

  it('leaves out a source whose module the enterprise has not opened, without an error', async () => {
    await t.db.query("update qyxx set have_model = array_remove(have_model, 'gyaq') where tenant_id = 1001");
    try {
      const all = await list('limit=100');
      expect(all.rows.some((r) => r.source === 'process')).toBe(false);
      expect((await list('kind=process-alarm')).total).toBe(0);
      const [{ id }] = await t.db.query<{ id: number }>('select id::int as id from gyaq_alarm where tenant_id = 1001 order by id limit 1');
      expect((await post('ack', { id, source: 'process' })).statusCode).toBe(404);
    } finally {
      await t.db.query("update qyxx set have_model = array_append(have_model, 'gyaq') where tenant_id = 1001");
    }
  });

  it('shows another enterprise none of them', async () => {
    expect(await list('limit=100', other)).toEqual({ rows: [], total: 0 });
  });
});

describe('acknowledging and following up', () => {
  it('acknowledges a process alarm as 工艺安全报警 does: the person on its history, the live pages told, once', async () => {
    const [alarm] = (await list('kind=process-alarm&state=unacked')).rows;
    expect(alarm).toBeDefined();
    const heard: string[] = [];
    const stop = alarmsChanged.listen(1001, (at) => heard.push(at));
    try {
      const res = await post('ack', { id: alarm.id, source: 'process' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ source: 'process', id: alarm.id, ackByName: '张伟' });
      await until('the alarms changed notice', async () => heard.length > 0);
    } finally {
      stop();
    }
    const history = await t.call({ url: `/zax-cloud/gyaq/alarm/history?tag=${encodeURIComponent(alarm.deviceCode)}&limit=200`, token: staff });
    expect(history.statusCode).toBe(200);
    const row = (history.json().data.rows as { id: number; ackedByName: string | null; ackedAt: string | null }[]).find((r) => r.id === alarm.id);
    expect(row?.ackedByName).toBe('张伟');
    expect(row?.ackedAt).toBeTruthy();
    const twice = await post('ack', { id: alarm.id, source: 'process' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toContain('张伟');
    // And on 工艺安全报警 it is acknowledged already.
    expect((await t.call({ method: 'POST', url: '/zax-cloud/gyaq/alarm/ack', token: staff, payload: { ids: [alarm.id] } })).statusCode).toBe(409);
    const fu = await post('follow-up', { id: alarm.id, source: 'process', followUp: '已通知内操调整进料量，温度回落' });
    expect(fu.statusCode).toBe(200);
    expect(fu.json().data).toMatchObject({ followUp: '已通知内操调整进料量，温度回落', followUpByName: '张伟' });
  });

  it('takes a location alarm’s follow-up only after its acknowledgement, and keeps it', async () => {
    const alarm = (await list('kind=position&state=unacked')).rows.find((r) => r.source === 'location');
    expect(alarm).toBeDefined();
    const early = await post('follow-up', { id: alarm!.id, source: 'location', followUp: '已疏散' });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toContain('请先确认报警');
    expect((await post('ack', { id: alarm!.id, source: 'location' })).statusCode).toBe(200);
    const fu = await post('follow-up', { id: alarm!.id, source: 'location', followUp: '  已疏散多余人员，罐区作业按 3 人上限安排  ' });
    expect(fu.statusCode).toBe(200);
    const [stored] = await t.db.query<{ ackByName: string; followUp: string; byName: string; at: Date | null }>(
      'select ack_by_name as "ackByName", follow_up as "followUp", follow_up_by_name as "byName", follow_up_at as at from rydw_alarm where id = $1',
      [alarm!.id],
    );
    expect(stored).toMatchObject({ ackByName: '张伟', followUp: '已疏散多余人员，罐区作业按 3 人上限安排', byName: '张伟' });
    expect(stored.at).toBeTruthy();
    const again = (await list('kind=position')).rows.find((r) => r.id === alarm!.id);
    expect(again).toMatchObject({ ackByName: '张伟', followUpByName: '张伟' });
  });

  it('keeps the calls without a source meaning the gas detectors’ alarms', async () => {
    const alarm = (await list('kind=gas&state=unacked')).rows[0];
    expect(alarm).toBeDefined();
    const res = await post('ack', { id: alarm.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ source: 'device', id: alarm.id, ackByName: '张伟' });
  });

  it('refuses a bad source or follow-up at its field, an unknown alarm with 404, another enterprise’s alarm', async () => {
    const bad = await post('ack', { id: 1, source: 'camera' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).not.toBe(0);
    expect(bad.json().errors[0].field).toBe('source');
    expect(bad.json().msg).toContain('报警来源');
    const blank = await post('follow-up', { id: 1, source: 'location', followUp: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].field).toBe('followUp');
    for (const source of ['device', 'process', 'location']) {
      const missing = await post('ack', { id: 99_999_999, source });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().msg).toBe('报警不存在');
    }
    const [theirs] = (await list('kind=process-alarm&state=unacked')).rows;
    expect((await post('ack', { id: theirs.id, source: 'process' }, other)).statusCode).toBe(404);
    const [untouched] = await t.db.query<{ ackedAt: Date | null }>('select acked_at as "ackedAt" from gyaq_alarm where id = $1', [theirs.id]);
    expect(untouched.ackedAt).toBeNull();
  });
});
