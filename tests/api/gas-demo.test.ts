import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOxygen } from '../../src/domain/spjk-gas.ts';
import { seedDemoGas } from '../../src/server/spjk/demo-gas.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

/**
 * The demo's gas monitoring (issue 22 item 6, docs/gas-monitoring.md "Demo data"): a day of readings of the demo
 * enterprise's detectors every 2 minutes, the board showing each one's last reading back to normal, and past alarms
 * that agree with the readings: one acknowledged by the safety officer and followed up, one acknowledged, one not
 * yet; no alarm open, so no permit start is held; seeded once.
 */
let t: TestApp;
let staff: string;

interface Alarm {
  id: number;
  kind: string;
  deviceCode: string;
  level: string;
  peakValue: number;
  lastValue: number;
  threshold: number;
  raisedAt: string;
  clearedAt: string | null;
  ackByName: string | null;
  ackAt: string | null;
  followUp: string | null;
  followUpByName: string | null;
  message: string;
}

const readingsOf = (code: string) =>
  t.db.query<{ at: Date; value: number }>("select at, value from ingest_reading where tenant_id = 1001 and kind = 'gas' and device_code = $1 order by at", [code]);

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff01', PASSWORDS.staff01);
}, 300_000);
afterAll(() => t?.close());

describe('the demo gas day', () => {
  it('holds 24 hours of readings of every demo detector, one every 2 minutes, the last on the board, all normal', async () => {
    const board = (await t.call({ url: '/zax-cloud/spjk/gas/board', token: staff })).json().data as { code: string; gas: string; value: number | null; level: string; at: string; alarm: unknown }[];
    expect(board.map((d) => d.code)).toEqual(['GD-101', 'GD-102', 'GD-103', 'GD-104']);
    for (const d of board) {
      const rows = await readingsOf(d.code);
      expect(rows, d.code).toHaveLength(24 * 30 + 1);
      const span = new Date(rows[rows.length - 1].at).getTime() - new Date(rows[0].at).getTime();
      expect(span).toBe(24 * 3600_000);
      expect(new Set(rows.map((r) => r.value)).size, d.code).toBeGreaterThan(20);
      expect(d).toMatchObject({ value: rows[rows.length - 1].value, level: 'normal', alarm: null });
      expect(new Date(d.at).getTime()).toBe(new Date(rows[rows.length - 1].at).getTime());
    }
    // The history call reads them too, newest first.
    const history = (await t.call({ url: '/zax-cloud/ingest/readings?kind=gas&device=GD-101&limit=30', token: staff })).json().data as { at: string }[];
    expect(history).toHaveLength(30);
    expect(new Date(history[0].at).getTime()).toBeGreaterThan(new Date(history[29].at).getTime());
  });

  it('has past alarms that agree with the readings: acknowledged and followed up, acknowledged, not yet acknowledged', async () => {
    const list = (await t.call({ url: '/zax-cloud/spjk/alarm/list?kind=gas&limit=50', token: staff })).json().data as { rows: Alarm[]; total: number };
    const demo = list.rows.filter((a) => a.deviceCode.startsWith('GD-10')).reverse();
    expect(demo.length).toBe(3);
    expect(demo.every((a) => a.clearedAt !== null)).toBe(true);
    expect(demo.map((a) => a.level)).toEqual(['high', 'low', 'low']);
    const [first, second, third] = demo;
    expect(first.ackByName).toBe('李安全');
    expect(first.followUp).toBeTruthy();
    expect(first.followUpByName).toBe('李安全');
    expect(second.ackByName).toBe('李安全');
    expect(second.followUp).toBeNull();
    expect(third.ackAt).toBeNull();
    const board = (await t.call({ url: '/zax-cloud/spjk/gas/board', token: staff })).json().data as { code: string; gas: string; lowAlarm: number }[];
    for (const a of demo) {
      const d = board.find((x) => x.code === a.deviceCode)!;
      expect(isOxygen(d.gas)).toBe(false);
      const rows = await readingsOf(a.deviceCode);
      const raised = new Date(a.raisedAt).getTime();
      const cleared = new Date(a.clearedAt!).getTime();
      const during = rows.filter((r) => new Date(r.at).getTime() >= raised && new Date(r.at).getTime() <= cleared).map((r) => r.value);
      // Raised at the first reading at 低报, cleared at the first back below it, its peak the highest between.
      expect(rows.filter((r) => new Date(r.at).getTime() < raised).every((r) => r.value < d.lowAlarm), a.deviceCode).toBe(true);
      expect(during[0]).toBeGreaterThanOrEqual(d.lowAlarm);
      expect(during[during.length - 1]).toBe(a.lastValue);
      expect(a.lastValue).toBeLessThan(d.lowAlarm);
      expect(Math.max(...during), a.deviceCode).toBe(a.peakValue);
      expect(a.peakValue).toBeGreaterThanOrEqual(a.threshold);
      expect(a.message).toContain(a.deviceCode);
      if (a.ackAt) expect(new Date(a.ackAt).getTime()).toBeGreaterThan(raised);
    }
    // Every demo gas alarm is cleared (监控报警 also lists the process alarms standing on 实时报警: not counted here).
    const open = (await t.call({ url: '/zax-cloud/spjk/alarm/list?state=open&kind=gas', token: staff })).json().data as { total: number };
    expect(open.total).toBe(0);
    const [{ n }] = await t.db.query<{ n: number }>("select count(*)::int as n from risk_warning where model = 'spjk'");
    expect(n).toBe(0);
  });

  it('shows a demo permit site’s detectors with their reading, and is seeded once', async () => {
    const site = (await t.call({ url: `/zax-cloud/spjk/gas/site?site=${encodeURIComponent('二车间反应釜区')}`, token: staff })).json().data as { code: string; value: number | null; alarm: unknown }[];
    expect(site.map((d) => d.code).sort()).toEqual(['GD-103', 'GD-104']);
    expect(site.every((d) => d.value !== null && d.alarm === null)).toBe(true);
    const [{ n: before }] = await t.db.query<{ n: number }>("select count(*)::int as n from ingest_reading where kind = 'gas'");
    expect(await seedDemoGas(t.db)).toBe(0);
    const [{ n: after }] = await t.db.query<{ n: number }>("select count(*)::int as n from ingest_reading where kind = 'gas'");
    expect(after).toBe(before);
  });
});
