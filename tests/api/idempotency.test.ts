// Exactly-once writes (issue 15 item 7, src/server/plugins/idempotency.ts): a write with an Idempotency-Key runs
// once per (enterprise, user, key). A resource create and a workflow action sent twice save once and answer the
// first answer with Idempotent-Replayed; a key whose first request still runs answers 409, one used for another
// path 422, a malformed one 400; a failed first request leaves no key behind (the retry runs); another user's
// or another enterprise's same key is its own; an upload with a key stores one file.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResourceDir } from '../../src/server/resources/registry.ts';
import { inTenant } from '../../src/server/db/tenant-tx.ts';
import { multipartBody } from './helpers/multipart.ts';
import { pdf } from './helpers/sample-files.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

addResourceDir(path.resolve(import.meta.dirname, '../fixtures/workflow-resources'));

const EP = '/zax-cloud/u-basic/wf-ticket';
const KEY = 'Idempotency-Key';
const REPLAYED = 'idempotent-replayed';
let t: TestApp;
const tok: Record<string, string> = {};
const staffOf: Record<string, number> = {};
let n = 0;
const newKey = () => `test-key-${++n}-${Date.now()}`;

type Json = Record<string, unknown>;

function send(who: string, url: string, payload: Json, key: string, method: 'POST' | 'PUT' = 'POST') {
  // The platform admin acts for the enterprise 1001.
  return t.call({ method, url, token: tok[who], payload, headers: { [KEY]: key }, ...(who === 'admin' ? { entId: 1001 } : {}) });
}

async function ticketsTitled(title: string): Promise<number> {
  const rows = await t.db.query<{ n: number }>("select count(*)::int as n from r_wf_ticket where data->>'title' = $1", [title]);
  return Number(rows[0].n);
}

async function keyRows(key: string): Promise<{ status: number | null }[]> {
  return t.db.query<{ status: number | null }>('select status from idempotency_key where key = $1', [key]);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['qyadmin', 'staff01', 'qyadmin2', 'admin']) tok[name] = await t.login(name, PASSWORDS[name]);
  const users = await t.db.query<{ login_name: string; ren_yuan_id: number }>("select login_name, ren_yuan_id from sysuser where tenant_id = 1001 and ren_yuan_id is not null");
  for (const u of users) staffOf[u.login_name] = Number(u.ren_yuan_id);
});

afterAll(async () => {
  await t?.close();
});

describe('a resource create sent twice', () => {
  it('saves one record and answers the first answer again, marked replayed', async () => {
    const key = newKey();
    const first = await send('qyadmin', EP, { title: '离线上报一' }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers[REPLAYED]).toBeUndefined();
    const again = await send('qyadmin', EP, { title: '离线上报一' }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.headers['content-type']).toMatch(/json/);
    expect(again.json()).toEqual(first.json());
    expect(await ticketsTitled('离线上报一')).toBe(1);
    expect(await keyRows(key)).toEqual([{ status: 200 }]);
  });

  it('without a key, each request is its own', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.call({ method: 'POST', url: EP, token: tok.qyadmin, payload: { title: '无键上报' } });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await ticketsTitled('无键上报')).toBe(2);
  });
});

describe('a workflow action sent twice', () => {
  it('moves the record once and answers the first answer again', async () => {
    const created = await send('qyadmin', EP, { title: '护栏缺失', rectifier: staffOf.staff01 }, newKey());
    const id = created.json().data.id as number;
    const key = newKey();
    const first = await send('staff01', `${EP}/fix`, { id, fields: { note: '已整改' } }, key);
    expect(first.statusCode, first.body).toBe(200);
    // Without its key the same action is refused now (the record is no longer open)...
    const plain = await t.call({ method: 'POST', url: `${EP}/fix`, token: tok.staff01, payload: { id, fields: { note: '已整改' } } });
    expect(plain.statusCode).toBe(409);
    // ...with its key it answers the first answer.
    const again = await send('staff01', `${EP}/fix`, { id, fields: { note: '已整改' } }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.json()).toEqual(first.json());
    const history = await t.db.query("select 1 from audit_log where table_name = 'r_wf_ticket' and record_id = $1 and action = 'update'", [String(id)]);
    expect(history.length).toBe(1);
  });
});

describe('a key whose first request still runs', () => {
  it('answers 409 IDEMPOTENCY_IN_FLIGHT and saves nothing', async () => {
    const key = newKey();
    await t.db.query("insert into idempotency_key (tenant_id, user_id, key, method, path) select tenant_id, id, $1, 'POST', $2 from sysuser where login_name = 'qyadmin'", [key, EP]);
    const res = await send('qyadmin', EP, { title: '处理中' }, key);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 409, reason: 'IDEMPOTENCY_IN_FLIGHT' });
    expect(res.json().msg).toContain('Idempotency-Key');
    expect(await ticketsTitled('处理中')).toBe(0);
  });

  it('runs again once the running row is older than five minutes (abandoned)', async () => {
    const key = newKey();
    await t.db.query(
      "insert into idempotency_key (tenant_id, user_id, key, method, path, created_at) select tenant_id, id, $1, 'POST', $2, now() - interval '6 minutes' from sysuser where login_name = 'qyadmin'",
      [key, EP],
    );
    const res = await send('qyadmin', EP, { title: '已放弃' }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers[REPLAYED]).toBeUndefined();
    expect(await ticketsTitled('已放弃')).toBe(1);
  });

  it('two requests at once with one key save one record', async () => {
    const key = newKey();
    const answers = await Promise.all([send('qyadmin', EP, { title: '并发提交' }, key), send('qyadmin', EP, { title: '并发提交' }, key)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    // The second either finds the first running (409) or finished (its answer, replayed).
    expect([[200, 200], [200, 409]]).toContainEqual(statuses);
    expect(answers.filter((a) => a.statusCode === 200 && a.headers[REPLAYED] === undefined)).toHaveLength(1);
    expect(await ticketsTitled('并发提交')).toBe(1);
  });
});

describe('refused keys', () => {
  it('a key used for another path answers 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const key = newKey();
    const created = await send('qyadmin', EP, { title: '另一路径' }, key);
    expect(created.statusCode).toBe(200);
    const other = await send('qyadmin', '/zax-cloud/u-basic/wf-ticket/fix', { id: 1, fields: { note: 'x' } }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 422, reason: 'IDEMPOTENCY_KEY_REUSED', errors: [{ field: 'Idempotency-Key' }] });
    const put = await send('qyadmin', EP, { id: created.json().data.id, title: '另一路径' }, key, 'PUT');
    expect(put.statusCode).toBe(422);
  });

  it.each([['short'], ['a'.repeat(129)], ['has space 123'], ['slash/in/the/key'], ['semi;colon;key']])('a malformed key %s answers 400 naming the header', async (key) => {
    const res = await t.call({ method: 'POST', url: EP, token: tok.qyadmin, payload: { title: '坏键' }, headers: { [KEY]: key } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, reason: 'IDEMPOTENCY_KEY_INVALID', errors: [{ field: 'Idempotency-Key' }] });
    expect(res.json().msg).toMatch(/格式不正确/);
    expect(await ticketsTitled('坏键')).toBe(0);
  });

  it('answers in English when asked', async () => {
    const res = await t.call({ method: 'POST', url: EP, token: tok.qyadmin, payload: { title: '坏键' }, headers: { [KEY]: 'x', 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/malformed/);
  });
});

describe('a failed first request', () => {
  it('keeps no key: the retry with the same key runs and succeeds', async () => {
    const key = newKey();
    const failed = await send('qyadmin', EP, { title: '失败后重试', count: 'many' }, key);
    expect(failed.statusCode).toBe(400);
    expect(await keyRows(key)).toEqual([]);
    const retry = await send('qyadmin', EP, { title: '失败后重试' }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers[REPLAYED]).toBeUndefined();
    expect(await ticketsTitled('失败后重试')).toBe(1);
  });

  it('a refusal inside the route (not allowed) also releases the key', async () => {
    const created = await send('qyadmin', EP, { title: '他人整改', rectifier: staffOf.staff01 }, newKey());
    const id = created.json().data.id as number;
    const key = newKey();
    const refused = await send('qyadmin', `${EP}/accept`, { id, opinion: '同意' }, key);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await keyRows(key)).toEqual([]);
  });
});

describe('scope of a key', () => {
  it("another user's same key is independent", async () => {
    const key = newKey();
    expect((await send('qyadmin', EP, { title: '同键不同人' }, key)).statusCode).toBe(200);
    const other = await send('admin', EP, { title: '同键不同人' }, key);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.headers[REPLAYED]).toBeUndefined();
    expect(await ticketsTitled('同键不同人')).toBe(2);
  });

  it("another enterprise's same key is independent and its rows are not visible", async () => {
    const key = newKey();
    const mine = await send('qyadmin', EP, { title: '同键不同企业' }, key);
    expect(mine.statusCode).toBe(200);
    const theirs = await send('qyadmin2', '/zax-cloud/asset/file/upload', {}, key);
    // Whatever the other enterprise's request answers, it is its own: not the first enterprise's answer.
    expect(theirs.headers[REPLAYED]).toBeUndefined();
    expect(theirs.statusCode).not.toBe(422);
    const seen = await inTenant(t.db, { tenantId: 2001, userId: null }, (tx) => tx.query('select tenant_id from idempotency_key where key = $1', [key]));
    expect(seen).toEqual([]);
    const own = await inTenant(t.db, { tenantId: 1001, userId: null }, (tx) => tx.query('select tenant_id from idempotency_key where key = $1', [key]));
    expect(own).toHaveLength(1);
  });

  it('sign-in and other token answers are not scoped: no token is kept', async () => {
    const key = newKey();
    const login = () =>
      t.call({ method: 'POST', url: '/zax-cloud/user/sysuser/login', payload: { loginName: 'qyadmin', password: t.encode(PASSWORDS.qyadmin) }, headers: { [KEY]: key, authorization: tok.qyadmin } });
    const [a, b] = [await login(), await login()];
    expect(a.statusCode).toBe(200);
    expect(b.headers[REPLAYED]).toBeUndefined();
    expect(b.json().entity).not.toBe(a.json().entity);
    const ds = await send('qyadmin', '/zax-cloud/user/data-service/token', {}, key);
    expect(ds.statusCode).toBeLessThan(500);
    expect(await keyRows(key)).toEqual([]);
  });

  it('a GET with a key is not scoped', async () => {
    const res = await t.call({ method: 'GET', url: `${EP}/list`, token: tok.qyadmin, headers: { [KEY]: 'x' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('an upload with a key', () => {
  it('stores one file and answers the same file again', async () => {
    const key = newKey();
    const body = multipartBody({}, { name: '现场记录.pdf', content: pdf(), type: 'application/pdf' });
    const up = () => t.call({ method: 'POST', url: '/zax-cloud/asset/file/upload', token: tok.qyadmin, payload: body.payload, headers: { ...body.headers, [KEY]: key } });
    const first = await up();
    expect(first.statusCode, first.body).toBe(200);
    const again = await up();
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.json()).toEqual(first.json());
    const files = await t.db.query("select 1 from asset_file where name = '现场记录.pdf'");
    expect(files).toHaveLength(1);
  });
});
