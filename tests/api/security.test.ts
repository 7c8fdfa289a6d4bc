import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';
import { hashToken } from '../../src/server/auth/tokens.ts';

const U = '/zax-cloud/user';
const LOGIN = `${U}/sysuser/login`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Fails when any object in the body carries a stack trace or a source path. */
function expectNoStack(text: string): void {
  expect(text).not.toMatch(/"stack"/);
  expect(text).not.toMatch(/\.ts:\d+|node_modules|\/work\//);
}

describe('headers', () => {
  it('carries helmet headers on success and error answers', async () => {
    for (const res of [
      await t.call({ method: 'GET', url: '/zax-cloud/health' }),
      await t.call({ method: 'GET', url: `${U}/sysuser/userInfo` }),
      await t.call({ method: 'POST', url: LOGIN, payload: {} }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('keeps CORS closed to foreign origins', async () => {
    const origin = 'https://evil.example';
    const get = await t.call({ method: 'GET', url: '/zax-cloud/health', headers: { origin } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    const login = await t.call({
      method: 'POST',
      url: LOGIN,
      headers: { origin },
      payload: { loginName: 'qyadmin', password: t.encode(PASSWORDS.qyadmin) },
    });
    expect(login.headers['access-control-allow-origin']).toBeUndefined();
    expect(login.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.call({
      method: 'OPTIONS',
      url: LOGIN,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('error envelope', () => {
  it('answers 413 for a body over 1 MB', async () => {
    const res = await t.call({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ loginName: 'qyadmin', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: '请求内容过大' });
  });

  it('answers 400 for malformed JSON', async () => {
    for (const payload of ['{"loginName": "qyadmin",', 'not json']) {
      const res = await t.call({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '请求体不是合法的JSON', errors: [{ field: 'body', message: '请求体不是合法的JSON' }] });
    }
  });

  it('answers 404 for an unknown API path, with or without a token', async () => {
    const token = await t.login('staff01', PASSWORDS.staff01);
    for (const res of [
      await t.call({ method: 'GET', url: '/zax-cloud/user/no-such-call', token }),
      await t.call({ method: 'POST', url: '/zax-cloud/nothing/here', token, payload: {} }),
      await t.call({ method: 'GET', url: '/zax-cloud/user/no-such-call' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '接口不存在' });
    }
  });

  it('answers 500 with a request id and no stack when the database fails', async () => {
    const token = await t.login('qyadmin2', PASSWORDS.qyadmin2);
    await t.db.query('alter table applyinfo rename to applyinfo_moved');
    try {
      const res = await t.call({ method: 'GET', url: `${U}/applyinfo/getByQyId`, token });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 500, msg: '服务器内部错误，请稍后重试', requestId: expect.any(String) });
      expectNoStack(res.body);
    } finally {
      await t.db.query('alter table applyinfo_moved rename to applyinfo');
    }
  });

  it('never puts a stack in an error body', async () => {
    const token = await t.login('staff01', PASSWORDS.staff01);
    const answers = [
      await t.call({ method: 'POST', url: LOGIN, payload: { loginName: 'x' } }),
      await t.call({ method: 'POST', url: LOGIN, payload: { loginName: 'x', password: t.encode('y') } }),
      await t.call({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload: '{' }),
      await t.call({ method: 'GET', url: `${U}/sysuser/userInfo`, token: 'bad' }),
      await t.call({ method: 'GET', url: `${U}/sysuser/userInfo`, token, entId: 2001 }),
      await t.call({ method: 'GET', url: `${U}/qyxx/sendSmsToTelphone/1` }),
      await t.call({ method: 'POST', url: `${U}/qyxx/verifyPinCode`, headers: { 'content-type': 'text/plain' }, payload: 'x' }),
      await t.call({ method: 'GET', url: '/zax-cloud/nope', token }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      const body = res.json() as { code: number; msg: string };
      expect(body.code).toBe(res.statusCode);
      expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
      expectNoStack(res.body);
    }
  });

  it('answers 429 in the envelope when rate limited', async () => {
    await t.call({ method: 'GET', url: `${U}/qyxx/sendSmsToTelphone/13612345678` });
    const res = await t.call({ method: 'GET', url: `${U}/qyxx/sendSmsToTelphone/13612345678` });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 429, msg: expect.stringContaining('发送过于频繁') });
  });
});

describe('OpenAPI document', () => {
  it('lists the session calls', async () => {
    const res = await t.call({ method: 'GET', url: '/zax-cloud/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/zax-cloud/user/sysuser/login']).toHaveProperty('post');
    expect(doc.paths['/zax-cloud/user/sysuser/updatePassword']).toHaveProperty('post');
    expect(doc.paths['/zax-cloud/user/qyxx/sendSmsToTelphone/{mobile}']).toHaveProperty('get');
  });
});

describe('stored secrets', () => {
  it('stores only token hashes; the raw token appears nowhere in the database', async () => {
    const token = await t.login('qyadmin', PASSWORDS.qyadmin);
    const hashes = (await t.db.query<{ token_hash: string }>('select token_hash from session')).map((r) => r.token_hash);
    expect(hashes).toContain(hashToken(token));
    expect(hashes).not.toContain(token);
    const tables = await t.db.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    expect(tables.length).toBeGreaterThan(5);
    for (const { name } of tables) {
      const quoted = `"${name.replaceAll('"', '""')}"`;
      const hits = await t.db.query(`select 1 from ${quoted} as scanned_row where strpos(row_to_json(scanned_row)::text, $1) > 0 limit 1`, [token]);
      expect(hits, name).toHaveLength(0);
    }
  });

  it('stores argon2id password hashes', async () => {
    const rows = await t.db.query<{ login_name: string; password_hash: string }>('select login_name, password_hash from sysuser');
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const r of rows) expect(r.password_hash, r.login_name).toMatch(/^\$argon2id\$/);
  });

  it('writes an audit row without the hash when the password is changed', async () => {
    const token = await t.login('aq01', PASSWORDS.aq01);
    const [{ id }] = await t.db.query<{ id: number }>("select id from sysuser where login_name = 'aq01'");
    const res = await t.call({
      method: 'POST',
      url: `${U}/sysuser/updatePassword`,
      token,
      payload: { loginName: 'aq01', oldPassword: t.encode(PASSWORDS.aq01), newPassword: t.encode('Adt#5830qz') },
    });
    expect(res.json().code).toBe(0);
    const rows = await t.db.query<{ tenant_id: number; actor_id: number; action: string; record_id: string; before: object; after: object }>(
      "select tenant_id, actor_id, action, record_id, before, after from audit_log where table_name = 'sysuser' and record_id = $1 and action = 'update'",
      [String(id)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenant_id: 1001, actor_id: id, action: 'update' });
    expect(JSON.stringify(rows[0])).not.toContain('password_hash');
    expect(JSON.stringify(rows[0])).not.toContain('$argon2id$');
    const [after] = await t.db.query<{ password_hash: string }>('select password_hash from sysuser where id = $1', [id]);
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('writes no audit row when the password change fails', async () => {
    const token = await t.login('cj01', PASSWORDS.cj01);
    const count = async () =>
      (await t.db.query<{ n: number }>("select count(*)::int as n from audit_log where table_name = 'sysuser'"))[0].n;
    const before = await count();
    const res = await t.call({
      method: 'POST',
      url: `${U}/sysuser/updatePassword`,
      token,
      payload: { loginName: 'cj01', oldPassword: t.encode('Wrong@12345'), newPassword: t.encode('Adt#5830qz') },
    });
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('database errors caused by input', () => {
  it('answers 400, not 500, for text PostgreSQL cannot store (NUL characters)', async () => {
    const t2 = await createTestApp();
    try {
      const token = await t2.login('qyadmin', PASSWORDS.qyadmin);
      const res = await t2.call({
        method: 'POST',
        url: '/zax-cloud/user/contractorinfo/save',
        token,
        payload: { name: 'bad\u0000name' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '参数包含非法字符', errors: [{ field: 'name', message: '参数包含非法字符' }] });
      const rows = await t2.db.query("select 1 from contractorinfo where name like 'bad%'");
      expect(rows).toEqual([]);
    } finally {
      await t2.close();
    }
  });
});
