import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedBroker, type EmbeddedBroker } from '../../src/server/ingest/mqtt-broker.ts';
import { gasGenerator, type GasGenerator } from '../../src/server/simulator/gas-generator.ts';
import { SIM_GATEWAY, startSimulator, type Simulator } from '../../src/server/simulator/simulator.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

/**
 * The simulator (issue 22 item 2, docs/gas-monitoring.md "Simulator") publishing the demo enterprise's gas readings
 * over the embedded broker as its own gateway: every detector's readings arrive through the ingest path; an
 * excursion started at one detector and held at its peak raises its alarm (高报), which stays open while held and
 * clears once the excursion falls back.
 */
let t: TestApp;
let broker: EmbeddedBroker;
let sim: Simulator | null = null;
let gas: GasGenerator;
const log = { info: () => undefined, warn: () => undefined };

const openAlarm = async (code: string) =>
  (await t.db.query<{ level: string; peak: number; message: string }>("select level, peak_value as peak, message from device_alarm where tenant_id = 1001 and kind = 'gas' and device_code = $1 and cleared_at is null", [code]))[0];

beforeAll(async () => {
  t = await createTestApp();
  broker = await startEmbeddedBroker({ db: t.db, ingest: t.app.deps.ingest, port: 0, host: '127.0.0.1', log });
  // No excursion of its own (the random source never draws one): only the one the test starts.
  gas = gasGenerator(() => 0.5);
}, 300_000);

afterAll(async () => {
  await sim?.stop();
  await broker?.close();
  await t?.close();
});

describe('the simulator', () => {
  it('publishes every demo detector’s readings through the embedded broker as its gateway', async () => {
    const since = new Date();
    sim = await startSimulator({ db: t.db, mqttUrl: `mqtt://127.0.0.1:${broker.port}`, tickMs: 200, log: () => undefined, generators: [gas] });
    expect(sim.generators).toEqual(['gas']);
    const codes = await until('readings of the four detectors', async () => {
      await t.app.deps.ingest.flush();
      const rows = await t.db.query<{ code: string }>("select distinct device_code as code from ingest_reading where tenant_id = 1001 and kind = 'gas' and at >= $1 order by 1", [since]);
      return rows.length === 4 ? rows.map((r) => r.code) : null;
    });
    expect(codes).toEqual(['GD-101', 'GD-102', 'GD-103', 'GD-104']);
    const [gw] = await t.db.query<{ enabled: boolean }>('select enabled from ingest_gateway where tenant_id = 1001 and code = $1', [SIM_GATEWAY]);
    expect(gw.enabled).toBe(true);
  });

  it('raises a held excursion’s alarm (高报) and keeps it open, then clears it once calmed', async () => {
    expect(gas.excite('NO-SUCH')).toBe(false);
    expect(gas.excite('GD-103', { hold: true })).toBe(true);
    const alarm = await until('the alarm of GD-103 at 高报', async () => {
      const a = await openAlarm('GD-103');
      return a?.level === 'high' ? a : null;
    });
    expect(alarm.message).toContain('GD-103');
    expect(alarm.message).toContain('高报');
    // Held: several ticks later it is still open.
    await new Promise((r) => setTimeout(r, 1000));
    expect((await openAlarm('GD-103'))?.level).toBe('high');
    gas.calm('GD-103');
    await until('the alarm of GD-103 cleared', async () => !(await openAlarm('GD-103')));
    const [cleared] = await t.db.query<{ peak: number }>("select peak_value as peak from device_alarm where tenant_id = 1001 and device_code = 'GD-103' and cleared_at is not null order by raised_at desc limit 1");
    expect(cleared.peak).toBe(23);
  });
});
