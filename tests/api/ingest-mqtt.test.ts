import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedBroker, type EmbeddedBroker } from '../../src/server/ingest/mqtt-broker.ts';
import { subscribeExternal, type ExternalSubscriber } from '../../src/server/ingest/mqtt-subscriber.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

/**
 * Readings over MQTT (docs/ingest.md "MQTT"): the embedded broker authenticates a gateway by its code and secret,
 * stores what it publishes under its enterprise's topics, refuses and counts a publish under another enterprise's
 * topic (closing the connection) and a wrong secret; the subscriber takes the readings of an external broker (the
 * machine's Mosquitto at 127.0.0.1:1883).
 */
let t: TestApp;
let broker: EmbeddedBroker;
let key: { code: string; secret: string };
const log = { info: () => undefined, warn: () => undefined };

async function gasValues(code: string): Promise<number[]> {
  await t.app.deps.ingest.flush();
  const rows = await t.db.query<{ value: number }>("select value from ingest_reading where kind = 'gas' and device_code = $1 order by at", [code]);
  return rows.map((r) => r.value);
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('not reached within 10 s');
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  for (const code of ['MQ-1', 'MQ-2']) {
    const res = await t.call({
      method: 'POST',
      url: '/zax-cloud/u-basic/gas-detector',
      token: admin,
      payload: { name: `检测器 ${code}`, code, gas: 'H2S', unit: 'ppm', rangeMax: 100, lowAlarm: 10, highAlarm: 20, site: 'MQTT 测试区' },
    });
    expect(res.statusCode).toBe(200);
  }
  const gw = (await t.call({ method: 'POST', url: '/zax-cloud/ingest/gateway/save', token: admin, payload: { code: 'GW-MQ', name: 'MQTT 网关' } })).json().data as { code: string; secret: string };
  key = { code: gw.code, secret: gw.secret };
  broker = await startEmbeddedBroker({ db: t.db, ingest: t.app.deps.ingest, port: 0, host: '127.0.0.1', log });
}, 300_000);

afterAll(async () => {
  await broker?.close();
  await t?.close();
});

describe('the embedded broker', () => {
  it('stores what a gateway publishes under its enterprise’s topic, one reading or an array', async () => {
    const c = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, { username: key.code, password: key.secret, reconnectPeriod: 0 });
    await c.publishAsync('zax/1001/gas/MQ-1', JSON.stringify({ value: 3.5 }), { qos: 1 });
    await c.publishAsync('zax/1001/gas/MQ-1', JSON.stringify([{ value: 4 }, { value: 4.5, unit: 'ppm' }]), { qos: 1 });
    await until(async () => (await gasValues('MQ-1')).length === 3);
    expect(await gasValues('MQ-1')).toEqual([3.5, 4, 4.5]);
    await c.endAsync();
  });

  it('refuses a wrong secret', async () => {
    await expect(mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, { username: key.code, password: 'wrong', reconnectPeriod: 0 })).rejects.toThrow();
  });

  it('refuses and counts a publish under another enterprise’s topic, closing the connection, and stores nothing', async () => {
    const c = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, { username: key.code, password: key.secret, reconnectPeriod: 0 });
    const closed = new Promise<void>((resolve) => c.once('close', () => resolve()));
    c.publish('zax/2001/gas/MQ-2', JSON.stringify({ value: 1 }), { qos: 0 });
    await closed;
    await t.app.deps.ingest.refusals.flush(t.db);
    const [row] = await t.db.query<{ n: number }>("select coalesce(sum(count), 0)::int as n from ingest_refusal where tenant_id = 1001 and kind = 'gas' and reason = 'tenant'");
    expect(row.n).toBe(1);
    expect(await gasValues('MQ-2')).toEqual([]);
    c.end(true);
  });

  it('counts a payload that is not JSON as malformed', async () => {
    const c = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, { username: key.code, password: key.secret, reconnectPeriod: 0 });
    await c.publishAsync('zax/1001/gas/MQ-2', 'not json', { qos: 1 });
    await c.endAsync();
    await until(async () => {
      await t.app.deps.ingest.refusals.flush(t.db);
      const [row] = await t.db.query<{ n: number }>("select coalesce(sum(count), 0)::int as n from ingest_refusal where tenant_id = 1001 and kind = 'gas' and reason = 'malformed'");
      return row.n === 1;
    });
    expect(await gasValues('MQ-2')).toEqual([]);
  });
});

describe('an external broker (Mosquitto at 127.0.0.1:1883)', () => {
  let sub: ExternalSubscriber;
  afterAll(async () => {
    await sub?.close();
  });

  it('subscribes to zax/+/+/+ and stores the readings published there', async () => {
    sub = await subscribeExternal({ url: 'mqtt://127.0.0.1:1883', ingest: t.app.deps.ingest, log });
    const pub = await mqtt.connectAsync('mqtt://127.0.0.1:1883', { reconnectPeriod: 0 });
    await pub.publishAsync('zax/1001/gas/MQ-2', JSON.stringify({ value: 7.25 }), { qos: 1 });
    // A device of no enterprise's: refused as unknown.
    await pub.publishAsync('zax/1001/gas/NOPE', JSON.stringify({ value: 1 }), { qos: 1 });
    await pub.endAsync();
    await until(async () => (await gasValues('MQ-2')).length === 1);
    expect(await gasValues('MQ-2')).toEqual([7.25]);
  });
});
