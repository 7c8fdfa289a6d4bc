import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantDay, dayStart } from '../../src/domain/gyaq-alarm-range.ts';
import { eventStreamReader } from './helpers/event-stream-reader.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

/**
 * 工艺安全报警 (issue 22 item 5, docs/process-alarms.md): the demo's alarm points and week; events posted by a
 * gateway over HTTP ingest open and close alarm occurrences; the live list, acknowledging and shelving; the
 * history's filters and export; the ISA-18.2 figures of a known event set through the data service; and each
 * bad input refused with its Chinese reason, nothing changed.
 */
let t: TestApp;
let admin: string;
let staff: string;
let viewer: string;
let other: string;
let key: string;
let otherKey: string;

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const now = Date.now();
/** The day before yesterday at the plant (never today's, even past midnight during the run), and its start. */
const D = plantDay(now - 2 * DAY);
const D0 = dayStart(D)!;

interface Alarm {
  id: number;
  tag: string;
  priority: string;
  state: string;
  raisedAt: string;
  clearedAt: string | null;
  ackedAt: string | null;
  ackedByName: string | null;
  shelvedUntil: string | null;
  shelveReason: string | null;
  raisedValue: number | null;
}

async function post(device: string, readings: unknown, k = key) {
  return t.call({ method: 'POST', url: '/zax-cloud/ingest/readings', headers: { 'x-gateway-key': k }, payload: { kind: 'process-alarm', device, readings } as object });
}
const ev = (at: number, event: 'raise' | 'clear', value?: number) => ({ at: new Date(at).toISOString(), event, ...(value === undefined ? {} : { value }) });

async function active(token = staff): Promise<{ rows: Alarm[]; counts: { unacked: number; active: number; shelved: number } }> {
  const res = await t.call({ url: '/zax-cloud/gyaq/alarm/active', token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function history(query: string, token = staff): Promise<{ rows: Alarm[]; total: number }> {
  const res = await t.call({ url: `/zax-cloud/gyaq/alarm/history?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function point(token: string, data: Record<string, unknown>) {
  return t.call({ method: 'POST', url: '/zax-cloud/u-basic/alarm-point', token, payload: data });
}
const snapshot = async () => JSON.stringify(await t.db.query('select * from gyaq_alarm order by id'));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff = await t.login('staff01', PASSWORDS.staff01);
  viewer = await t.login('viewer', PASSWORDS.viewer);
  other = await t.login('qyadmin2', PASSWORDS.qyadmin2);
  key = (await t.call({ method: 'POST', url: '/zax-cloud/ingest/gateway/save', token: admin, payload: { code: 'DCS-1001', name: 'DCS 网关' } })).json().data.key;
  otherKey = (await t.call({ method: 'POST', url: '/zax-cloud/ingest/gateway/save', token: other, payload: { code: 'DCS-2001', name: '另一网关' } })).json().data.key;
  // 2001 has a point of its own; its tag is no device of 1001.
  const made = await point(other, { tag: 'ZZ-2001', description: '另一企业的报警点', priority: 'high', alarmType: 'H' });
  expect(made.statusCode, made.body).toBe(200);
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe('the demo', () => {
  it('seeds 1001’s alarm points and a past week of alarms with live, standing, chattering and shelved ones', async () => {
    const [{ n: points }] = await t.db.query<{ n: number }>("select count(*)::int as n from r_alarm_point where tenant_id = 1001 and not deleted");
    expect(points).toBe(20);
    const [week] = await t.db.query<{ n: number; live: number; shelved: number; days: number }>(
      `select count(*)::int as n, count(*) filter (where cleared_at is null)::int as live, count(*) filter (where shelve_reason is not null)::int as shelved,
              count(distinct date_trunc('day', raised_at))::int as days from gyaq_alarm where tenant_id = 1001`,
    );
    expect(week.n).toBeGreaterThan(500);
    expect(week.live).toBeGreaterThanOrEqual(5);
    expect(week.shelved).toBe(1);
    expect(week.days).toBeGreaterThanOrEqual(7);
    const live = await active();
    expect(live.rows.length).toBeGreaterThan(0);
    expect(live.counts.shelved).toBe(1);
    const [{ n: theirs }] = await t.db.query<{ n: number }>('select count(*)::int as n from gyaq_alarm where tenant_id = 2001');
    expect(theirs).toBe(0);
    // From here on, the known event set only.
    await t.db.query('delete from gyaq_alarm where tenant_id = 1001');
  });
});

describe('events through the HTTP ingest', () => {
  it('opens an alarm on raise and closes it on clear; a repeated raise is the same alarm', async () => {
    const t0 = now - 30 * MIN;
    expect((await post('PIC-1101', [ev(t0, 'raise', 1.72), ev(t0 + MIN, 'raise', 1.8)])).statusCode).toBe(200);
    expect((await post('LIC-1106', ev(t0 + 2 * MIN, 'raise', 18))).statusCode).toBe(200);
    expect((await post('TI-1304', ev(t0 + 3 * MIN, 'raise', 36.5))).statusCode).toBe(200);
    let live = await active();
    // 紧急 first, then the newest of the same priority.
    expect(live.rows.map((r) => r.tag)).toEqual(['PIC-1101', 'TI-1304', 'LIC-1106']);
    expect(live.rows[0]).toMatchObject({ tag: 'PIC-1101', priority: 'urgent', state: 'unacked', raisedValue: 1.72 });
    expect((await post('LIC-1106', ev(t0 + 5 * MIN, 'clear', 30))).statusCode).toBe(200);
    live = await active();
    expect(live.rows.find((r) => r.tag === 'LIC-1106')).toMatchObject({ state: 'rtn-unacked' });
    expect(live.counts).toEqual({ unacked: 3, active: 2, shelved: 0 });
  });

  it('refuses malformed and oversized events, unknown tags and another enterprise’s tag, storing nothing', async () => {
    const before = await snapshot();
    const cases: [string, unknown, number, string, string | undefined][] = [
      ['PIC-1101', { event: 'boom' }, 400, 'event', 'raise'],
      ['PIC-1101', [{ event: 'raise' }, { event: 'raise', value: '高' }], 400, 'readings[1].value', '数字'],
      ['PIC-1101', { event: 'raise', value: 5e9 }, 400, 'value', '范围'],
      ['PIC-1101', Array.from({ length: 501 }, () => ({ event: 'raise' })), 413, 'readings', undefined],
      ['NOPE-1', { event: 'raise' }, 404, 'device', undefined],
      ['ZZ-2001', { event: 'raise' }, 404, 'device', undefined],
    ];
    for (const [device, readings, status, field, word] of cases) {
      const res = await post(device, readings);
      expect(res.statusCode, `${device} ${JSON.stringify(readings).slice(0, 60)}`).toBe(status);
      const body = res.json() as { msg: string; errors?: { field: string }[] };
      expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect(body.errors?.[0]?.field).toBe(field);
      if (word) expect(body.msg).toContain(word);
    }
    expect((await post('PIC-1101', { event: 'raise', note: 'x'.repeat(70_000) })).statusCode).toBe(413);
    // 2001's gateway cannot post for 1001's tag, and its own tag stays its own.
    expect((await t.call({ method: 'POST', url: '/zax-cloud/ingest/readings', headers: { 'x-gateway-key': otherKey }, payload: { kind: 'process-alarm', device: 'PIC-1101', qyId: 1001, readings: { event: 'raise' } } })).statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});

describe('acknowledging and shelving', () => {
  it('acknowledges one or many, and refuses a second acknowledgement with 409 changing nothing', async () => {
    const live = await active();
    const ids = live.rows.map((r) => r.id);
    const res = await t.call({ method: 'POST', url: '/zax-cloud/gyaq/alarm/ack', token: staff, payload: { ids: ids.slice(0, 2) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ acknowledged: 2 });
    const after = await active();
    expect(after.rows.filter((r) => r.ackedAt !== null).map((r) => r.id).sort()).toEqual(ids.slice(0, 2).sort());
    expect(after.rows.find((r) => r.id === ids[0])?.ackedByName).toBeTruthy();
    const before = await snapshot();
    const twice = await t.call({ method: 'POST', url: '/zax-cloud/gyaq/alarm/ack', token: staff, payload: { ids } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toContain('已确认');
    expect(await snapshot()).toBe(before);
    // A read-only user may not; another enterprise's user finds no such alarm.
    expect((await t.call({ method: 'POST', url: '/zax-cloud/gyaq/alarm/ack', token: viewer, payload: { ids: [ids[2]] } })).statusCode).toBe(403);
    const foreign = await t.call({ method: 'POST', url: '/zax-cloud/gyaq/alarm/ack', token: other, payload: { ids: [ids[2]] } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toContain('不存在');
    expect(await snapshot()).toBe(before);
  });

  it('shelves an active alarm with a reason and a duration, refuses it without a reason, and unshelves it', async () => {
    const live = await active();
    const target = live.rows.find((r) => r.tag === 'TI-1304')!;
    const before = await snapshot();
    for (const [payload, field] of [
      [{ id: target.id, minutes: 60 }, 'reason'],
      [{ id: target.id, reason: '   ', minutes: 60 }, 'reason'],
      [{ id: target.id, reason: '仪表检修', minutes: 2 }, 'minutes'],
      [{ id: target.id, reason: '仪表检修', minutes: 100000 }, 'minutes'],
    ] as const) {
      const res = await t.call({ method: 'POST', url: '/zax-cloud/gyaq/alarm/shelve', token: staff, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
      expect(res.json().msg).toMatch(/搁置/);
    }
    const cleared = live.rows.find((r) => r.tag === 'LIC-1106')!;
    const noNeed = await t.call({ method: 'POST', url: '/zax-cloud/gyaq/alarm/shelve', token: staff, payload: { id: cleared.id, reason: '检修', minutes: 60 } });
    expect(noNeed.statusCode).toBe(409);
    expect(noNeed.json().msg).toContain('已恢复');
    expect(await snapshot()).toBe(before);

    const ok = await t.call({ method: 'POST', url: '/zax-cloud/gyaq/alarm/shelve', token: staff, payload: { id: target.id, reason: '温度计检修', minutes: 120 } });
    expect(ok.statusCode, ok.body).toBe(200);
    let row = (await active()).rows.find((r) => r.id === target.id)!;
    expect(row).toMatchObject({ state: 'shelved', shelveReason: '温度计检修' });
    expect(new Date(row.shelvedUntil!).getTime() - Date.now()).toBeGreaterThan(110 * MIN);
    expect((await t.call({ method: 'POST', url: '/zax-cloud/gyaq/alarm/shelve', token: staff, payload: { id: target.id, reason: '再次', minutes: 60 } })).statusCode).toBe(409);
    expect((await t.call({ method: 'POST', url: '/zax-cloud/gyaq/alarm/unshelve', token: staff, payload: { id: target.id } })).statusCode).toBe(200);
    row = (await active()).rows.find((r) => r.id === target.id)!;
    expect(row.state).toBe('acked'); // acknowledged above, active again
    const again = await t.call({ method: 'POST', url: '/zax-cloud/gyaq/alarm/unshelve', token: staff, payload: { id: target.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain('未被搁置');
  });
});

describe('the known event set of a past day', () => {
  // 12 raises in 10 minutes at 10:00 (a flood; FI… chattering: LIC-1203 three times in 40 s), 6 over the day, and
  // one standing alarm raised two days before yesterday's end, never cleared.
  const flood = ['PIC-1101', 'TIC-1102', 'TI-1103', 'FIC-1104', 'LIC-1105', 'PDI-1107', 'XS-1108', 'TIC-1201', 'PI-1204'];
  beforeAll(async () => {
    const t10 = D0 + 10 * HOUR;
    for (const [i, tag] of flood.entries()) expect((await post(tag, [ev(t10 + i * 30_000, 'raise', 1), ev(t10 + i * 30_000 + 20 * MIN, 'clear', 0)])).statusCode).toBe(200);
    const chatter = [0, 10, 20, 30, 40].map((s) => t10 + 5 * MIN + s * 1000);
    expect((await post('LIC-1203', [ev(chatter[0], 'raise', 20), ev(chatter[1], 'clear', 26), ev(chatter[2], 'raise', 21), ev(chatter[3], 'clear', 26), ev(chatter[4], 'raise', 22), ev(chatter[4] + MIN, 'clear', 27)])).statusCode).toBe(200);
    for (const h of [1, 4, 7, 13, 16, 22]) expect((await post('FI-1205', [ev(D0 + h * HOUR, 'raise', 7), ev(D0 + h * HOUR + 5 * MIN, 'clear', 9)])).statusCode).toBe(200);
    expect((await post('LI-1302', ev(D0 + DAY - 48 * HOUR, 'raise', 8))).statusCode).toBe(200);
  });

  it('filters the history by time, tag, priority and state, with paging', async () => {
    const all = await history(`from=${D}&to=${D}&limit=5`);
    expect(all.total).toBe(18);
    expect(all.rows.length).toBe(5);
    expect(all.rows[0].tag).toBe('FI-1205'); // 22:00, the newest
    const page4 = await history(`from=${D}&to=${D}&limit=5&page=4`);
    expect(page4.rows.length).toBe(3);
    expect((await history(`from=${D}&to=${D}&tag=lic-12`)).total).toBe(3);
    expect((await history(`from=${D}&to=${D}&priority=urgent`)).total).toBe(2); // PIC-1101, XS-1108
    expect((await history(`from=${D}&to=${D}&state=rtn-unacked`)).total).toBe(18);
    expect((await history(`from=${plantDay(D0 - DAY)}&to=${D}&state=unacked`)).rows.map((r) => r.tag)).toEqual(['LI-1302']);
    for (const [q, field] of [['from=2026-13-01', 'from'], [`from=${D}&to=2020-01-01`, 'to'], ['priority=top', 'priority'], ['state=odd', 'state']]) {
      const res = await t.call({ url: `/zax-cloud/gyaq/alarm/history?${q}`, token: staff });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    // 2001 sees none of it.
    expect((await history(`from=${D}&to=${D}`, other)).total).toBe(0);
  });

  it('exports the filtered history as CSV', async () => {
    const res = await t.call({ url: `/zax-cloud/gyaq/alarm/export?from=${D}&to=${D}&priority=urgent`, token: staff });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('位号');
    expect(lines.slice(1).map((l) => l.split(',')[0]).sort()).toEqual(['PIC-1101', 'XS-1108']);
    expect(lines[1]).toContain('紧急');
  });

  it('answers the ISA-18.2 figures of the day through the data service', async () => {
    const ds = (await t.call({ method: 'POST', url: '/zax-cloud/user/data-service/token', token: staff })).json().data.token as string;
    const block = async (name: string, extra = '') => {
      const res = await t.call({ url: `/data-service/stats/gyaq/${name}?from=${D}&to=${D}&operators=2${extra}`, headers: { authorization: `Bearer ${ds}` } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { rows: { key: string; label: string; value: number }[]; total: number };
    };
    expect((await block('per-operator-hour')).total).toBe(0.38); // 18 alarms / 24 h / 2 operators
    expect((await block('peak-ten-minutes')).total).toBe(12);
    expect((await block('flood-percent')).total).toBe(0.7); // 1 of 144 periods
    expect((await block('standing')).total).toBe(1);
    expect((await block('chattering')).total).toBe(1);
    expect((await block('chattering-tags')).rows).toEqual([{ key: 'LIC-1203', label: 'LIC-1203', value: 3 }]);
    const top = (await block('top-tags')).rows;
    expect(top[0]).toEqual({ key: 'FI-1205', label: 'FI-1205', value: 6 });
    expect(top[1]).toMatchObject({ key: 'LIC-1203', value: 3 });
    expect(top.length).toBe(10);
    const pri = Object.fromEntries((await block('priority')).rows.map((r) => [r.key, r.value]));
    expect(pri).toEqual({ urgent: 2, high: 3, medium: 6, low: 7 });
    const blocks = (await t.call({ url: '/data-service/stats/gyaq', headers: { authorization: `Bearer ${ds}` } })).json().data as { key: string }[];
    expect(blocks.map((b) => b.key)).toContain('per-operator-hour');
    const bad = await t.call({ url: `/data-service/stats/gyaq/standing?operators=0`, headers: { authorization: `Bearer ${ds}` } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('操作员');
  });
});

describe('alarm points', () => {
  it('keeps a tag to one point of the enterprise, and the same tag free in another', async () => {
    const dup = await point(admin, { tag: 'PIC-1101', description: '重复', priority: 'low', alarmType: 'H' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toContain('PIC-1101');
    expect((await point(other, { tag: 'PIC-1101', description: '另一企业同位号', priority: 'low', alarmType: 'H' })).statusCode).toBe(200);
  });
});

describe('the live stream', () => {
  it('tells a listener of the enterprise when its alarms change', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ctl = new AbortController();
    const res = await fetch(`${address}/zax-cloud/gyaq/alarm/stream`, { headers: { authorization: staff }, signal: ctl.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const stream = eventStreamReader(res);
    expect(await stream.until('event: ready')).toBe(true);
    expect((await post('PI-1401', ev(Date.now() - MIN, 'raise', 0.2))).statusCode).toBe(200);
    expect(await stream.until('event: changed')).toBe(true);
    ctl.abort();
    // Another enterprise's stream is refused a forged Ent-ID.
    const forged = await t.call({ url: '/zax-cloud/gyaq/alarm/stream', token: staff, entId: 2001 });
    expect(forged.statusCode).toBe(403);
  });
});
