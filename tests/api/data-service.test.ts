// The data service (spec 000 §7, docs/schema-engine.md "Statistics blocks"): its tokens (by session, by a
// configured client, none or expired refused), the blocks of schemas/modules/spjk/stats.json counted, summed,
// grouped by month and by reference against the rows in the database, the request's filters, another
// enterprise's rows never seen, and the permit source of tszy.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';
import { CLIENT_SIGNIN_RATE } from '../../src/server/data-service/data-service-plugin.ts';
import { moduleFiles } from '../../src/server/modules/module-files.ts';

let t: TestApp;
const sessions: Record<string, string> = {};
const CLIENT_SECRET = crypto.randomBytes(16).toString('hex');

interface Row { key: string; label: string; value: number }
interface Block { rows: Row[]; total: number }

async function dsToken(who: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/zax-cloud/user/data-service/token', token: sessions[who] });
  expect(res.statusCode, res.body).toBe(200);
  const data = (res.json() as { data: { token: string; expiresIn: number } }).data;
  expect(data.expiresIn).toBe(900);
  return data.token;
}
async function block(token: string, path: string, status = 200, headers: Record<string, string> = {}) {
  const res = await t.call({ url: `/data-service/stats/${path}`, headers: { authorization: `Bearer ${token}`, ...headers } });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as { code: number; msg: string; data: Block };
}
/** The month of a day given as UTC fields (see chinaNow). */
const month = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
/** Now as the server's statistics see it, in the enterprise's zone (UTC+8), read through the UTC fields: at 16:00 UTC on the last of a month the server is in the next month already. */
const chinaNow = () => new Date(Date.now() + 8 * 3_600_000);

async function cameras(tenant: number) {
  return (await t.db.query<{ data: Record<string, unknown> }>('select data from r_camera where tenant_id = $1 and not deleted', [tenant])).map((r) => r.data);
}
function countBy(rows: Record<string, unknown>[], key: (r: Record<string, unknown>) => string | undefined, value: (r: Record<string, unknown>) => number = () => 1) {
  const out = new Map<string, number>();
  for (const r of rows) {
    const k = key(r);
    if (k !== undefined) out.set(k, (out.get(k) ?? 0) + value(r));
  }
  return out;
}
const nonZero = (rows: Row[]) => new Map(rows.filter((r) => r.value !== 0).map((r) => [r.key, r.value]));

beforeAll(async () => {
  process.env.DATA_SERVICE_CLIENTS = JSON.stringify([
    { clientId: 'big-screen', secretSha256: crypto.createHash('sha256').update(CLIENT_SECRET).digest('hex'), tenant: 2001 },
  ]);
  t = await createTestApp();
  delete process.env.DATA_SERVICE_CLIENTS;
  for (const name of ['qyadmin', 'qyadmin2', 'viewer']) sessions[name] = await t.login(name, PASSWORDS[name]);
  // Cameras of both enterprises: types, areas, install dates over the last months, channels.
  const now = chinaNow();
  for (const tenant of [1001, 2001]) {
    const areas: number[] = [];
    for (const name of ['甲区', '乙区']) {
      const [a] = await t.db.query<{ id: number }>('insert into r_area_duty (tenant_id, data) values ($1, $2) returning id', [tenant, { areaName: `${name}${tenant}` }]);
      areas.push(Number(a.id));
    }
    const types = tenant === 1001 ? ['dome', 'dome', 'bullet', 'thermal', 'dome'] : ['bullet'];
    for (const [i, cameraType] of types.entries()) {
      const installed = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i * 2, 10));
      await t.db.query('insert into r_camera (tenant_id, data) values ($1, $2)', [tenant, {
        name: `摄像头${i}`, code: `C${tenant}-${i}`, cameraType, areaId: areas[i % 2], location: '厂区', onlineStatus: i === 3 ? 'fault' : 'online',
        channelNo: i + 1, installDate: `${month(installed)}-10`, explosionProof: i % 2 === 0,
      }]);
    }
  }
});
afterAll(() => t?.close());

describe('data service tokens', () => {
  it('refuses a call without a token, with an unknown one and with an expired one (401 in the envelope)', async () => {
    const none = await t.call({ url: '/data-service/stats/spjk' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 401 });
    expect((await block('not-a-token', 'spjk', 401)).code).toBe(401);
    const token = await dsToken('qyadmin');
    expect((await block(token, 'spjk/by-type')).code).toBe(0);
    await t.db.query("update data_service_token set expires_at = now() - interval '1 second'");
    expect((await block(token, 'spjk/by-type', 401)).msg).toContain('令牌');
  });

  it('a session token is not a data service token, and the token route needs a session', async () => {
    await block(sessions.qyadmin, 'spjk', 401);
    const res = await t.call({ method: 'POST', url: '/zax-cloud/user/data-service/token' });
    expect(res.statusCode).toBe(401);
  });

  it('signs in a configured client, which reads its enterprise only; a wrong secret or client is refused', async () => {
    const bad = await t.call({ method: 'POST', url: '/data-service/auth/token', payload: { clientId: 'big-screen', secret: 'wrong' } });
    expect(bad.statusCode).toBe(401);
    const unknown = await t.call({ method: 'POST', url: '/data-service/auth/token', payload: { clientId: 'other', secret: CLIENT_SECRET } });
    expect(unknown.statusCode).toBe(401);
    const missing = await t.call({ method: 'POST', url: '/data-service/auth/token', payload: { clientId: 'big-screen' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 400, errors: [{ field: 'secret' }] });
    const ok = await t.call({ method: 'POST', url: '/data-service/auth/token', payload: { clientId: 'big-screen', secret: CLIENT_SECRET } });
    expect(ok.statusCode, ok.body).toBe(200);
    const token = (ok.json() as { data: { token: string } }).data.token;
    const answer = (await block(token, 'spjk/by-type')).data;
    expect(nonZero(answer.rows)).toEqual(countBy(await cameras(2001), (r) => r.cameraType as string));
  });
});

describe('client sign-ins', () => {
  it('are bounded per address: past the limit 429 in the envelope, even with the right secret; another address goes on', async () => {
    const signIn = (remoteAddress: string, secret: string) =>
      t.app.inject({ method: 'POST', url: '/data-service/auth/token', payload: { clientId: 'big-screen', secret }, remoteAddress });
    for (let i = 0; i < CLIENT_SIGNIN_RATE.max; i++) expect((await signIn('10.9.8.7', 'wrong')).statusCode).toBe(401);
    const refused = await signIn('10.9.8.7', CLIENT_SECRET);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, msg: expect.stringContaining('数据服务登录过于频繁') });
    expect((await signIn('10.9.8.8', CLIENT_SECRET)).statusCode).toBe(200);
  });
});

describe('GET /data-service/stats/<module>', () => {
  it('lists the module\'s blocks; an unknown module is 404', async () => {
    const token = await dsToken('viewer');
    const res = await t.call({ url: '/data-service/stats/spjk', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    const list = (res.json() as { data: { key: string; chart: string; resource?: string }[] }).data;
    expect(list.map((b) => b.key)).toEqual(['by-type', 'by-online', 'by-area', 'installed-by-month', 'channels', 'total']);
    expect(list[0]).toEqual({ key: 'by-type', title: '摄像头按类型', chart: 'pie', resource: 'camera' });
    expect((await block(token, 'nothing', 404)).code).toBe(404);
    expect((await block(token, 'spjk/nothing', 404)).code).toBe(404);
  });
});

describe('GET /data-service/stats/<module>/<block>', () => {
  it('counts by an enum field, every option listed, ordered by value, labelled', async () => {
    const token = await dsToken('qyadmin');
    const { rows, total } = (await block(token, 'spjk/by-type')).data;
    const rowsDb = await cameras(1001);
    expect(nonZero(rows)).toEqual(countBy(rowsDb, (r) => r.cameraType as string));
    expect(rows.map((r) => r.key).sort()).toEqual(['bullet', 'dome', 'hemisphere', 'other', 'thermal']);
    expect(rows.map((r) => r.value)).toEqual([...rows.map((r) => r.value)].sort((a, b) => b - a));
    expect(rows.find((r) => r.key === 'dome')?.label).toBe('球机');
    expect(total).toBe(rowsDb.length);
  });

  it('groups by month of a date over the last 12 months, empty months as 0, oldest first', async () => {
    const token = await dsToken('qyadmin');
    const { rows } = (await block(token, 'spjk/installed-by-month')).data;
    expect(rows).toHaveLength(12);
    const now = chinaNow();
    expect(rows[11].key).toBe(month(now));
    expect(rows[0].key).toBe(month(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1))));
    const expected = countBy(await cameras(1001), (r) => (rows.some((x) => x.key === String(r.installDate).slice(0, 7)) ? String(r.installDate).slice(0, 7) : undefined));
    expect(nonZero(rows)).toEqual(expected);
    expect(rows.some((r) => r.value === 0)).toBe(true);
  });

  it('groups by a reference with the referred record\'s label', async () => {
    const token = await dsToken('qyadmin');
    const { rows } = (await block(token, 'spjk/by-area')).data;
    const expected = countBy(await cameras(1001), (r) => (r.areaId == null ? '' : String(r.areaId)));
    expect(nonZero(rows)).toEqual(expected);
    const areas = await t.db.query<{ id: string; name: string }>("select id::text, data->>'areaName' as name from r_area_duty where tenant_id = 1001");
    for (const r of rows.filter((x) => x.key !== '')) expect(r.label).toBe(areas.find((a) => a.id === r.key)?.name);
  });

  it('sums a number field with the block\'s fixed filter', async () => {
    const token = await dsToken('qyadmin');
    const { rows, total } = (await block(token, 'spjk/channels')).data;
    const live = (await cameras(1001)).filter((r) => r.onlineStatus !== 'fault');
    expect(nonZero(rows)).toEqual(countBy(live, (r) => r.onlineStatus as string, (r) => Number(r.channelNo ?? 0)));
    expect(total).toBe(live.reduce((n, r) => n + Number(r.channelNo ?? 0), 0));
    expect(rows.find((r) => r.key === 'fault')?.value).toBe(0);
  });

  it('applies the resource list\'s filters and refuses an unknown one', async () => {
    const token = await dsToken('qyadmin');
    const { rows, total } = (await block(token, 'spjk/by-online?cameraType=dome')).data;
    const domes = (await cameras(1001)).filter((r) => r.cameraType === 'dome');
    expect(total).toBe(domes.length);
    expect(nonZero(rows)).toEqual(countBy(domes, (r) => r.onlineStatus as string));
    const bad = await block(token, 'spjk/by-online?colour=red', 400);
    expect(bad).toMatchObject({ code: 400, errors: [{ field: 'colour' }] });
  });

  it('never counts another enterprise\'s rows', async () => {
    const other = (await block(await dsToken('qyadmin2'), 'spjk/by-type')).data;
    expect(other.total).toBe((await cameras(2001)).length);
    expect(nonZero(other.rows)).toEqual(countBy(await cameras(2001), (r) => r.cameraType as string));
  });

  it('answers the permit source as the permit statistics do; a closed module is refused', async () => {
    const token = await dsToken('qyadmin');
    const res = await t.call({ url: '/zax-cloud/tszy/zuoYePiao/statistics', token: sessions.qyadmin });
    const stats = (res.json() as { entity: { byKind: { zuoYeLeiXing: string; count: number }[]; byMonth: { month: string; count: number }[] } }).entity;
    const byKind = (await block(token, 'tszy/by-kind')).data;
    expect(new Map(byKind.rows.map((r) => [r.key, r.value]))).toEqual(new Map(stats.byKind.map((k) => [k.zuoYeLeiXing, k.count])));
    expect(byKind.total).toBeGreaterThan(0);
    const byMonth = (await block(token, 'tszy/by-month')).data;
    expect(byMonth.rows.map((r) => [r.key, r.value])).toEqual(stats.byMonth.map((m) => [m.month, m.count]));
    expect((await block(await dsToken('qyadmin2'), 'tszy/by-kind', 403)).code).toBe(403);
  });
});

describe('every module\'s stats.json', () => {
  it('answers each block for the demo enterprise: rows labelled, a total', async () => {
    const token = await dsToken('qyadmin');
    const blocks = moduleFiles().stats;
    expect(blocks.length).toBeGreaterThan(40);
    for (const b of blocks) {
      const { code, data } = await block(token, `${b.module}/${b.key}`);
      expect(code, `${b.module}/${b.key}`).toBe(0);
      expect(typeof data.total, `${b.module}/${b.key}`).toBe('number');
      for (const r of data.rows) expect(typeof r.label, `${b.module}/${b.key}`).toBe('string');
    }
  });

  it('counts 人员定位\'s tags by type and its areas by type as the demo has them', async () => {
    const token = await dsToken('qyadmin');
    const tags = await t.db.query<{ type: string; n: number }>(
      "select data->>'tagType' as type, count(*)::int as n from r_location_tag where tenant_id = 1001 and not deleted group by 1",
    );
    const byType = (await block(token, 'rydw/tags-by-type')).data;
    expect(nonZero(byType.rows)).toEqual(new Map(tags.map((r) => [r.type, r.n])));
    expect(byType.total).toBe(tags.reduce((n, r) => n + r.n, 0));
    const areas = (await block(token, 'rydw/areas-by-type')).data;
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from r_location_area where tenant_id = 1001 and not deleted');
    expect(areas.total).toBe(n);
    expect(areas.rows.some((r) => r.label === '禁入区域' || r.label.includes('禁入'))).toBe(true);
  });
});

