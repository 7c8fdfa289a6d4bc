import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/domain/seeded-random.ts';
import { startEmbeddedBroker, type EmbeddedBroker } from '../../src/server/ingest/mqtt-broker.ts';
import { positionGenerator } from '../../src/server/simulator/position-generator.ts';
import { GENERATORS } from '../../src/server/simulator/generators.ts';
import { startSimulator, type Simulator } from '../../src/server/simulator/simulator.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

/**
 * The simulator's people walking (issue 23 item 4, docs/location.md "Demo"): every location tag of the demo enterprise
 * bound to a person publishes its place over the embedded broker, through the ingest path, so that the latest
 * positions (and the realtime map they feed) move from tick to tick.
 */
let t: TestApp;
let broker: EmbeddedBroker;
let sim: Simulator | null = null;
const log = { info: () => undefined, warn: () => undefined };

const latest = async (since: Date) => {
  await t.app.deps.ingest.flush();
  return t.db.query<{ tag: string; x: number; y: number; at: Date }>(
    'select tag_code as tag, x, y, at from rydw_position_latest where tenant_id = 1001 and at >= $1 order by 1',
    [since],
  );
};

beforeAll(async () => {
  t = await createTestApp();
  broker = await startEmbeddedBroker({ db: t.db, ingest: t.app.deps.ingest, port: 0, host: '127.0.0.1', log });
}, 300_000);

afterAll(async () => {
  await sim?.stop();
  await broker?.close();
  await t?.close();
});

describe('the simulator walking the demo people', () => {
  it('is one of the simulator\'s generators', () => {
    expect(GENERATORS.map((g) => g().kind)).toContain('position');
  });

  it('publishes the place of every bound tag, and the places change from tick to tick', async () => {
    const bound = await t.db.query<{ code: string }>(
      "select data->>'code' as code from r_location_tag where tenant_id = 1001 and not deleted and data ? 'staffId' order by 1",
    );
    expect(bound.length).toBeGreaterThan(1);
    const since = new Date();
    sim = await startSimulator({ db: t.db, mqttUrl: `mqtt://127.0.0.1:${broker.port}`, tickMs: 200, log: () => undefined, generators: [positionGenerator(seededRandom(7))] });
    expect(sim.generators).toEqual(['position']);
    const first = await until('a place for every bound tag', async () => {
      const rows = await latest(since);
      return rows.length === bound.length ? rows : null;
    });
    expect(first.map((r) => r.tag)).toEqual(bound.map((b) => b.code));
    // A few ticks later each tag has a newer fix, and somebody has moved.
    const later = await until('newer fixes that moved', async () => {
      const rows = await latest(since);
      const newer = rows.every((r, i) => new Date(r.at).getTime() > new Date(first[i].at).getTime());
      const moved = rows.some((r, i) => Math.hypot(r.x - first[i].x, r.y - first[i].y) > 0.1);
      return newer && moved ? rows : null;
    });
    expect(later).toHaveLength(bound.length);
  });
});
