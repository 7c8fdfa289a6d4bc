// Administration (issue 24, docs/administration.md) against the real server: the bound files of 用户管理,
// and 系统设置 through the requests the runtime builds, and the audit trail (list with its diff,
// filters, row-level security between enterprises, the CSV export).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequest, detailRequest, listAnswer, listRequest, recordAnswer, updateRequest, type BoundRequest } from '../../src/schema/keywords/binding-request.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { loadBoundFiles } from '../../src/server/resources/bound-files.ts';
import { SCHEMAS_DIR } from '../../src/server/modules/module-folders.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const API = '/zax-cloud';
let t: TestApp;
let qy = '';
let qy2 = '';
let admin = '';
const files = new Map(loadBoundFiles(SCHEMAS_DIR, new Set()).map((f) => [f.key, f]));
const fileOf = (key: string) => (files.get(key) as ResourceFile).binding!;

async function send(req: BoundRequest, who = qy) {
  const res = await t.call({ method: req.method, url: `${API}${req.url}`, query: req.params as Record<string, string> | undefined, payload: req.data, token: who });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

async function get(url: string, who: string, query: Record<string, string> = {}) {
  const res = await t.call({ method: 'GET', url: `${API}${url}`, query, token: who });
  const body = (res.headers['content-type'] ?? '').toString().includes('json') ? res.json() : {};
  return { status: res.statusCode, body: body as { code: number; msg: string; data: { rows: Audit[]; total: number }; errors?: { field: string }[] }, res };
}

interface Audit {
  qyId: number;
  actorName: string | null;
  action: string;
  table: string;
  recordId: string;
  changes: { field: string; label: string; before: unknown; after: unknown }[];
}

beforeAll(async () => {
  t = await createTestApp();
  [qy, qy2, admin] = await Promise.all([t.login('qyadmin', PASSWORDS.qyadmin), t.login('qyadmin2', PASSWORDS.qyadmin2), t.login('admin', PASSWORDS.admin)]);
});

afterAll(async () => {
  await t?.close();
});

describe('用户管理 (user-sysuser)', () => {
  const file = () => fileOf('user-sysuser');
  let id = 0;

  it('creates a user, lists and opens it, disables it through the form', async () => {
    const created = await send(createRequest(file(), { loginName: 'adm_u1', userName: '测试用户', password: 'Abc@12345', roles: ['qyStaff'], enabled: true }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    id = Number(recordAnswer(file(), 'create', created.body)?.id);
    expect(id).toBeGreaterThan(0);
    const list = await send(listRequest(file(), { page: 1, limit: 10, loginName: 'adm_u' }));
    const rows = listAnswer(file(), list.body).rows;
    expect(rows.map((r) => r.loginName)).toEqual(['adm_u1']);
    const detail = await send(detailRequest(file(), id));
    expect(detail.status).toBe(200);
    expect(recordAnswer(file(), 'detail', detail.body, id)!).toMatchObject({ loginName: 'adm_u1', userName: '测试用户', enabled: true });
    const disabled = await send(updateRequest(file(), { id, userName: '测试用户', enabled: false }));
    expect(disabled.status).toBe(200);
    const [{ status }] = await t.db.query<{ status: number }>('select status from sysuser where id = $1', [id]);
    expect(status).toBe(0);
  });

  it("refuses another enterprise's user: 404, nothing read", async () => {
    const other = await send(detailRequest(file(), id), qy2);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('adm_u1');
  });

  it('refuses a bad login name naming the field, nothing written', async () => {
    const bad = await send(createRequest(file(), { loginName: 'a b', userName: 'x', password: 'Abc@12345', roles: ['qyStaff'] }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('loginName');
    expect(await t.db.query("select 1 from sysuser where login_name = 'a b'")).toEqual([]);
  });
});

describe('系统设置 (user-config)', () => {
  it('saves a setting and updates it by the same type and key', async () => {
    const file = fileOf('user-config');
    const created = await send(createRequest(file, { type: 'adminTest', configKey: 'k1', configValue: 'v1' }));
    expect(created.status).toBe(200);
    const id = Number(recordAnswer(file, 'create', created.body)?.id);
    expect((await send(updateRequest(file, { id, type: 'adminTest', configKey: 'k1', configValue: 'audit-v2' }))).status).toBe(200);
    const rows = listAnswer(file, (await send(listRequest(file, { type: 'adminTest' }))).body).rows;
    expect(rows.map((r) => [r.configKey, r.configValue])).toEqual([['k1', 'audit-v2']]);
    expect(recordAnswer(file, 'detail', (await send(detailRequest(file, id))).body, id)).toMatchObject({ configValue: 'audit-v2' });
  });
});

describe('the audit trail', () => {
  it('lists an edit with its fields before and after, filtered by resource and record', async () => {
    const [{ id }] = await t.db.query<{ id: number }>("select id from sysuser where login_name = 'adm_u1'");
    const { status, body } = await get('/admin/audit/list', qy, { table: 'sysuser', recordId: String(id), action: 'update' });
    expect(status).toBe(200);
    const [edit] = body.data.rows;
    expect(edit).toMatchObject({ qyId: 1001, action: 'update', table: 'sysuser', recordId: String(id) });
    expect(edit.actorName).toBeTruthy();
    expect(edit.changes).toContainEqual(expect.objectContaining({ field: 'status', before: 1, after: 0 }));
    expect(edit.changes.map((c) => c.field)).not.toContain('updated_at');
  });

  it('filters by person and by days; a reversed range is a 400 naming the field', async () => {
    const byActor = await get('/admin/audit/list', qy, { actor: 'nobody-such', table: 'sysuser' });
    expect(byActor.body.data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await get('/admin/audit/list', qy, { table: 'configinfo', from: '2000-01-01', to: '2999-12-31' });
    expect(inRange.body.data.total).toBeGreaterThan(0);
    const before = await get('/admin/audit/list', qy, { table: 'configinfo', to: '2000-01-01' });
    expect(before.body.data.total).toBe(0);
    const bad = await get('/admin/audit/list', qy, { from: today, to: '2000-01-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field)).toEqual(['to']);
  });

  it("keeps an enterprise to its own rows; the platform administrator sees every enterprise's", async () => {
    const mine = await get('/admin/audit/list', qy2, { table: 'configinfo', limit: '100' });
    expect(mine.body.data.rows.every((r) => r.qyId === 2001)).toBe(true);
    expect(JSON.stringify(mine.body)).not.toContain('audit-v2');
    const forged = await t.call({ method: 'GET', url: `${API}/admin/audit/list`, query: { qyId: '1001', table: 'configinfo' }, token: qy2 });
    expect(JSON.stringify(forged.json())).not.toContain('audit-v2');
    const all = await get('/admin/audit/list', admin, { table: 'configinfo', qyId: '1001' });
    expect(all.body.data.rows.some((r) => r.changes.some((c) => c.after === 'audit-v2'))).toBe(true);
  });

  it('is refused to staff', async () => {
    const staff = await t.login('staff01', PASSWORDS.staff01);
    expect((await get('/admin/audit/list', staff)).status).toBe(403);
  });

  it('exports CSV with one line per changed field', async () => {
    const { res } = await get('/admin/audit/export', qy, { table: 'configinfo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('时间,企业,操作人,操作,数据类别,记录编号,字段,修改前,修改后');
    expect(lines.some((l) => l.includes(',修改,系统设置,') && l.includes(',v1,audit-v2'))).toBe(true);
  });
});
