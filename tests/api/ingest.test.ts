import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestKind } from '../../src/server/ingest/ingest-kind.ts';
import { maintainReadingPartitions } from '../../src/server/ingest/reading-partitions.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

/**
 * The ingest path (issue 22 item 1, docs/ingest.md) with a probe kind: gateways and their keys, readings stored in
 * the enterprise's rows, every bad input refused with its status and field and counted, a flooding device limited
 * without touching another, and the daily partitions with their retention.
 */
const DEVICES: Record<number, string[]> = { 1001: ['P-1', 'P-2', 'P-3', 'P-4', 'P-5'], 2001: ['Q-1'] };
const seenTenants: string[] = [];
const probe: IngestKind = {
  kind: 'probe',
  module: 'spjk',
  async findDevices(_tx, tenantId, codes) {
    return (DEVICES[tenantId] ?? []).filter((c) => codes.includes(c)).map((code, i) => ({ id: i + 1, code, meta: { max: 100 } }));
  },
  parse(body, device) {
    const v = body.value;
    if (typeof v !== 'number') return { ok: false, reason: 'malformed', field: 'value', message: '读数值（value）须为数字' };
    if (v < 0 || v > Number(device.meta.max)) return { ok: false, reason: 'value', field: 'value', message: `读数值超出量程 0–${String(device.meta.max)}` };
    return { ok: true, reading: { value: v, data: body.note ? { note: String(body.note) } : null } };
  },
  async afterStore(tx, _tenantId, readings) {
    const [row] = await tx.query<{ t: string }>("select current_setting('app.tenant') as t");
    seenTenants.push(`${row.t}:${readings.length}`);
  },
};

let t: TestApp;
let admin: string;
let staff: string;
let other: string;
let key: string;
let gatewayId: number;

async function post(body: unknown, k: string | undefined = key) {
  return t.call({ method: 'POST', url: '/zax-cloud/ingest/readings', payload: body as object, headers: k ? { 'x-gateway-key': k } : {} });
}

beforeAll(async () => {
  t = await createTestApp({ ingest: { retentionDays: 90, deviceRate: 1, deviceBurst: 20 } }, { ingestKinds: [probe] });
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff = await t.login('staff01', PASSWORDS.staff01);
  other = await t.login('qyadmin2', PASSWORDS.qyadmin2);
  const res = await t.call({ method: 'POST', url: '/zax-cloud/ingest/gateway/save', token: admin, payload: { code: 'GW-1001', name: '一号网关' } });
  expect(res.statusCode).toBe(200);
  const made = res.json().data as { id: number; key: string; secret: string };
  key = made.key;
  gatewayId = made.id;
  expect(key).toBe(`GW-1001.${made.secret}`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('gateways', () => {
  it('lists the enterprise’s gateways without their secrets, to its administrator only', async () => {
    const res = await t.call({ method: 'GET', url: '/zax-cloud/ingest/gateway/list', token: admin });
    const rows = res.json().data as Record<string, unknown>[];
    expect(rows.map((r) => r.code)).toEqual(['GW-1001']);
    expect(JSON.stringify(rows)).not.toContain(key.split('.')[1]);
    expect((await t.call({ method: 'GET', url: '/zax-cloud/ingest/gateway/list', token: other })).json().data).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/zax-cloud/ingest/gateway/list', token: staff })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/zax-cloud/ingest/gateway/save', token: staff, payload: { code: 'X1', name: 'x' } })).statusCode).toBe(403);
  });

  it('refuses a code already taken, by any enterprise', async () => {
    const res = await t.call({ method: 'POST', url: '/zax-cloud/ingest/gateway/save', token: other, payload: { code: 'GW-1001', name: '抢注' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('GW-1001');
  });

  it('refuses a missing, wrong, renewed or disabled key with 401', async () => {
    const body = { kind: 'probe', device: 'P-3', readings: { value: 1 } };
    expect((await post(body, '')).statusCode).toBe(401);
    expect((await post(body, 'GW-1001.wrong')).statusCode).toBe(401);
    const made = (await t.call({ method: 'POST', url: '/zax-cloud/ingest/gateway/save', token: admin, payload: { code: 'GW-TMP', name: '临时' } })).json().data as { id: number; key: string };
    expect((await post(body, made.key)).statusCode).toBe(200);
    const renewed = (await t.call({ method: 'POST', url: '/zax-cloud/ingest/gateway/renew', token: admin, payload: { id: made.id } })).json().data as { secret: string };
    expect((await post(body, made.key)).statusCode).toBe(401);
    expect((await post(body, `GW-TMP.${renewed.secret}`)).statusCode).toBe(200);
    await t.call({ method: 'POST', url: '/zax-cloud/ingest/gateway/enable', token: admin, payload: { id: made.id, enabled: false } });
    expect((await post(body, `GW-TMP.${renewed.secret}`)).statusCode).toBe(401);
    // Another enterprise cannot touch this gateway.
    expect((await t.call({ method: 'POST', url: '/zax-cloud/ingest/gateway/enable', token: other, payload: { id: gatewayId, enabled: false } })).statusCode).toBe(404);
  });
});

describe('readings', () => {
  it('stores a message’s readings in the enterprise’s rows, after its kind’s follow-up in the same transaction', async () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    const res = await post({ kind: 'probe', device: 'P-1', readings: [{ at, value: 12.5, note: '巡检' }, { value: 13 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ accepted: 2 });
    expect(seenTenants).toContain('1001:2');
    const rows = (await t.call({ method: 'GET', url: '/zax-cloud/ingest/readings?kind=probe&device=P-1', token: staff })).json().data as { at: string; value: number; data: unknown }[];
    expect(rows.map((r) => r.value)).toEqual([13, 12.5]);
    expect(rows[1]).toMatchObject({ data: { note: '巡检' } });
    expect(new Date(rows[1].at).toISOString()).toBe(at);
    // 2001 sees none of them.
    expect((await t.call({ method: 'GET', url: '/zax-cloud/ingest/readings?kind=probe&device=P-1', token: other })).json().data).toEqual([]);
    const [part] = await t.db.query<{ part: string }>("select tableoid::regclass::text as part from ingest_reading where device_code = 'P-1' limit 1");
    expect(part.part).toMatch(/^ingest_reading_p\d{8}$/);
  });

  it('refuses each bad message with its status and field, counts it, and stores nothing of it', async () => {
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from ingest_reading');
    const cases: [unknown, number, string][] = [
      [{ kind: 'probe', device: 'P-9', readings: { value: 1 } }, 404, 'device'],
      [{ kind: 'probe', device: 'Q-1', readings: { value: 1 } }, 404, 'device'],
      [{ kind: 'probe', device: 'Q-1', qyId: 2001, readings: { value: 1 } }, 403, 'qyId'],
      [{ kind: 'nosuch', device: 'P-2', readings: { value: 1 } }, 400, 'kind'],
      [{ kind: 'probe', device: 'P-2', readings: [1] }, 400, 'readings[0]'],
      [{ kind: 'probe', device: 'P-2', readings: [{ value: 5 }, { value: 500 }] }, 400, 'readings[1].value'],
      [{ kind: 'probe', device: 'P-2', readings: { value: '5' } }, 400, 'value'],
      [{ kind: 'probe', device: 'P-2', readings: { at: '2001-01-01T00:00:00Z', value: 5 } }, 400, 'readings[0].at'],
      [{ kind: 'probe', device: 'P-2', readings: Array.from({ length: 501 }, () => ({ value: 1 })) }, 413, 'readings'],
    ];
    for (const [body, status, field] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      const answer = res.json() as { code: number; msg: string; errors?: { field: string }[] };
      expect(answer.code).toBe(status);
      expect(answer.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect(answer.errors?.[0]?.field).toBe(field);
    }
    const huge = await post({ kind: 'probe', device: 'P-2', readings: { value: 1, note: 'x'.repeat(70_000) } });
    expect(huge.statusCode).toBe(413);
    const after = await t.db.query<{ n: number }>('select count(*)::int as n from ingest_reading');
    expect(after[0].n).toBe(before[0].n);
    const counted = (await t.call({ method: 'GET', url: '/zax-cloud/ingest/refusals', token: staff })).json().data as { kind: string; reason: string; count: number }[];
    const count = (kind: string, reason: string) => counted.find((r) => r.kind === kind && r.reason === reason)?.count ?? 0;
    expect(count('probe', 'unknown-device')).toBe(2);
    expect(count('probe', 'tenant')).toBe(1);
    expect(count('unknown', 'unknown-kind')).toBe(1);
    expect(count('probe', 'malformed')).toBe(2);
    expect(count('probe', 'value')).toBe(2);
    expect(count('probe', 'time')).toBe(1);
    expect(count('probe', 'too-large')).toBe(1);
    // 2001 reads none of 1001's counts.
    expect((await t.call({ method: 'GET', url: '/zax-cloud/ingest/refusals', token: other })).json().data).toEqual([]);
  });

  it('limits a flooding device and leaves the others and the API alone', async () => {
    const burst = Array.from({ length: 20 }, (_, i) => ({ value: i }));
    expect((await post({ kind: 'probe', device: 'P-4', readings: burst })).statusCode).toBe(200);
    const flood = await post({ kind: 'probe', device: 'P-4', readings: burst });
    expect(flood.statusCode).toBe(429);
    expect(flood.json().msg).toContain('P-4');
    expect((await post({ kind: 'probe', device: 'P-5', readings: { value: 7 } })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/zax-cloud/user/sysuser/userInfo', token: staff })).statusCode).toBe(200);
    const counted = (await t.call({ method: 'GET', url: '/zax-cloud/ingest/refusals', token: admin })).json().data as { kind: string; reason: string; count: number }[];
    expect(counted.find((r) => r.reason === 'rate')?.count).toBe(20);
  });

  it('writes many messages of several enterprises in batches, each in its own enterprise', async () => {
    const outcomes = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => t.app.deps.ingest.submit({ tenantId: 1001, kind: 'probe', deviceCode: 'P-3', payload: { value: i } })),
      ...Array.from({ length: 10 }, (_, i) => t.app.deps.ingest.submit({ tenantId: 2001, kind: 'probe', deviceCode: 'Q-1', payload: { value: i } })),
    ]);
    expect(outcomes.every((o) => o.accepted === 1)).toBe(true);
    const rows = await t.db.query<{ tenant_id: number; n: number }>(
      "select tenant_id::int as tenant_id, count(*)::int as n from ingest_reading where device_code in ('Q-1') group by 1",
    );
    expect(rows).toEqual([{ tenant_id: 2001, n: 10 }]);
  });
});

describe('partitions', () => {
  it('keeps a partition per day around now and drops the days past the retention', async () => {
    const now = new Date();
    const again = await maintainReadingPartitions(t.db, now, 90);
    expect(again.created).toEqual([]);
    // A reading far ahead lands in the default partition, then moves to its day's partition when that is made.
    const ahead = new Date(now.getTime() + 10 * 86_400_000);
    await t.db.query("insert into ingest_reading(tenant_id, kind, device_code, at, value) values (1001, 'probe', 'P-1', $1, 1)", [ahead]);
    const later = await maintainReadingPartitions(t.db, new Date(now.getTime() + 9 * 86_400_000), 90);
    expect(later.created.length).toBeGreaterThan(0);
    const [moved] = await t.db.query<{ part: string }>('select tableoid::regclass::text as part from ingest_reading where at = $1', [ahead]);
    expect(moved.part).toBe(`ingest_reading_p${ahead.toISOString().slice(0, 10).replaceAll('-', '')}`);
    // 100 days on, with 90 kept, today's readings are gone with their partition.
    const gone = await maintainReadingPartitions(t.db, new Date(now.getTime() + 100 * 86_400_000), 90);
    expect(gone.dropped).toContain(`ingest_reading_p${now.toISOString().slice(0, 10).replaceAll('-', '')}`);
    const left = await t.db.query<{ n: number }>("select count(*)::int as n from ingest_reading where device_code = 'P-1' and at < $1", [ahead]);
    expect(left[0].n).toBe(0);
  });
});
