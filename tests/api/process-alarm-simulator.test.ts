import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATORS } from '../../src/server/simulator/generators.ts';
import { processAlarmGenerator } from '../../src/server/simulator/process-alarm-generator.ts';
import type { SimReading } from '../../src/server/simulator/generator.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The simulator's process alarms (issue 22 item 2, docs/process-alarms.md): the demo week played live, tick by tick,
 * as raise and clear events of the enterprise's alarm points; posted through the ingest path they open and close
 * the points' occurrences (实时报警, 历史报警). Two days are ticked through at the simulator's 5 s pace in 10-minute
 * steps, ending now, so that the test need not wait for them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t?.close());

const DAY = 24 * 3600_000;
const STEP = 10 * 60_000;

describe('the simulator\'s process alarms', () => {
  it('is one of the simulator\'s generators', () => {
    expect(GENERATORS.map((g) => g().kind)).toContain('process-alarm');
  });

  it('plays the demo week live: events of the enterprise\'s points in each tick\'s window, a flood among them, that open and close occurrences', async () => {
    const gen = processAlarmGenerator(11);
    expect(await gen.init(t.db, 1001)).toBe(true);
    const tags = new Set(
      (await t.db.query<{ tag: string }>("select data->>'tag' as tag from r_alarm_point where tenant_id = 1001 and not deleted")).map((r) => r.tag),
    );
    const end = Date.now();
    const start = end - 2 * DAY;
    const ticks: { from: number; to: number; readings: SimReading[] }[] = [];
    expect(gen.tick(new Date(start))).toEqual([]);
    for (let at = start + STEP; at <= end; at += STEP) ticks.push({ from: at - STEP, to: at, readings: gen.tick(new Date(at)) });
    const all = ticks.flatMap((x) => x.readings);
    // About four an hour in the background, and a flood (day 1.4 of the week: within these two days).
    expect(all.length).toBeGreaterThan(2 * 24 * 3);
    for (const { from, to, readings } of ticks) {
      for (const r of readings) {
        expect(tags.has(r.device), r.device).toBe(true);
        expect(r.body.at as number).toBeGreaterThanOrEqual(from);
        expect(r.body.at as number).toBeLessThan(to);
        expect(['raise', 'clear']).toContain(r.body.event);
      }
    }
    // The background raises about 0.7 alarms in ten minutes; a flood raises many at once (as many as the points free).
    const busiest = Math.max(...ticks.map((x) => x.readings.filter((r) => r.body.event === 'raise').length));
    expect(busiest).toBeGreaterThanOrEqual(6);

    const counts = async () =>
      (
        await t.db.query<{ n: number; cleared: number }>(
          'select count(*)::int as n, count(cleared_at)::int as cleared from gyaq_alarm where tenant_id = 1001 and raised_at >= $1',
          [new Date(start)],
        )
      )[0];
    // The demo's seeded week has occurrences in these two days too: what the events add is counted.
    const before = await counts();
    const outcomes = await Promise.all(all.map((r) => t.app.deps.ingest.submit({ tenantId: 1001, kind: 'process-alarm', deviceCode: r.device, payload: r.body })));
    expect(outcomes.filter((o) => o.refused)).toEqual([]);
    await t.app.deps.ingest.flush();
    const after = await counts();
    const raised = all.filter((r) => r.body.event === 'raise').length;
    // A raise of a point already in alarm opens nothing new; every other raise opens an occurrence.
    expect(after.n - before.n).toBeGreaterThan(raised / 2);
    expect(after.n - before.n).toBeLessThanOrEqual(raised);
    expect(after.cleared).toBeGreaterThan(before.cleared);
  });
});
