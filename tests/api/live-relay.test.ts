import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarmsChanged } from '../../src/server/gyaq/alarm-bus.ts';
import { LIVE_CHANNEL, notifyParts } from '../../src/server/live/live-topic.ts';
import { positionsStored, type PositionEvent } from '../../src/server/rydw/position-bus.ts';
import { eventStreamReader } from './helpers/event-stream-reader.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

/**
 * The live pushes go through the database's NOTIFY (src/server/live/live-topic.ts, DESIGN §11): a message another
 * API process publishes reaches this one's open streams; a message is told once its transaction commits and never
 * when it rolls back; a long one arrives whole.
 */
const TENANT = 1001;
let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff01', PASSWORDS.staff01);
}, 300_000);
afterAll(() => t?.close());

/** Sends the parts as another process would: over a connection of its own on PostgreSQL, on PGlite through its one. */
async function notifyFromElsewhere(message: object): Promise<void> {
  const parts = notifyParts(JSON.stringify(message));
  if (!t.config.databaseUrl) {
    for (const p of parts) await t.db.query('select pg_notify($1, $2)', [LIVE_CHANNEL, p]);
    return;
  }
  const c = new pg.Client({ connectionString: t.config.databaseUrl });
  await c.connect();
  try {
    await c.query('select pg_notify($1, p) from unnest($2::text[]) as p', [LIVE_CHANNEL, parts]);
  } finally {
    await c.end();
  }
}

function received<T>(listen: (fn: (data: T) => void) => () => void, within = 5000): Promise<T[]> {
  const got: T[] = [];
  const stop = listen((d) => got.push(d));
  return new Promise((resolve) =>
    setTimeout(() => {
      stop();
      resolve(got);
    }, within),
  );
}

describe('the live relay', () => {
  it("passes another process's message to this one's open stream", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ctl = new AbortController();
    const res = await fetch(`${address}/zax-cloud/gyaq/alarm/stream`, { headers: { authorization: staff }, signal: ctl.signal });
    expect(res.status).toBe(200);
    const stream = eventStreamReader(res);
    expect(await stream.until('event: ready')).toBe(true);
    await notifyFromElsewhere({ topic: 'gyaq-alarms', tenantId: TENANT, data: '2026-11-28T08:00:00.000Z' });
    expect(await stream.until('2026-11-28T08:00:00.000Z')).toBe(true);
    expect(stream.text()).toContain('event: changed\ndata: {"at":"2026-11-28T08:00:00.000Z"}');
    ctl.abort();
  });

  it('tells the listeners once the transaction commits, and nobody when it rolls back', async () => {
    const heard = received<string>((fn) => alarmsChanged.listen(TENANT, fn), 1500);
    await expect(
      t.db.transaction(async (tx) => {
        await alarmsChanged.publish(tx, TENANT, 'rolled back');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await t.db.transaction((tx) => alarmsChanged.publish(tx, TENANT, 'committed'));
    await t.db.transaction((tx) => alarmsChanged.publish(tx, 2001, 'another enterprise'));
    expect(await heard).toEqual(['committed']);
  });

  it('carries a message longer than one NOTIFY whole', async () => {
    const people: PositionEvent['people'] = Array.from({ length: 300 }, (_, i) => ({
      tagCode: `TAG-${i}`,
      staffId: i + 1,
      staffName: `巡检人员第${i}号（罐区）`,
      x: i * 1.5,
      y: 300 - i,
      areaIds: [1, 2],
      at: '2026-11-28T08:00:00.000Z',
    }));
    const event: PositionEvent = { tenantId: TENANT, people, alarms: [] };
    expect(JSON.stringify(event).length).toBeGreaterThan(20_000);
    const heard = received<PositionEvent>((fn) => positionsStored.listen(TENANT, fn), 2000);
    await t.db.transaction((tx) => positionsStored.publish(tx, TENANT, event));
    expect(await heard).toEqual([event]);
  });
});
