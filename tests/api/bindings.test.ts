// Bound resource files (schemas/bindings, the `binding` keyword) against the real server: every bound path is
// a route of the server (the start checks it, and a binding to a missing path is refused naming the file
// and the pointer), the schema endpoint answers the bound files without a table behind them, and the
// requests the runtime builds from the files (src/schema/keywords/binding-request.ts) list, search, open,
// create, update and delete staff and departments through the real /user routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundRegistry, checkBoundRoutes, loadBoundFiles } from '../../src/server/resources/bound-files.ts';
import { SCHEMAS_DIR } from '../../src/server/modules/module-folders.ts';
import {
  createRequest,
  deleteRequests,
  detailRequest,
  listAnswer,
  listRequest,
  recordAnswer,
  updateRequest,
  type BoundRequest,
} from '../../src/schema/keywords/binding-request.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { buildApp } from '../../src/server/app.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const API = '/zax-cloud';
let t: TestApp;
let token = '';
const files = loadBoundFiles(SCHEMAS_DIR, new Set());
const byKey = new Map(files.map((f) => [f.key, f]));
const fileOf = (key: string): ResourceFile => byKey.get(key) as ResourceFile;

/** Sends a bound request as the browser would (query string, JSON body) and answers status and body. */
async function send(req: BoundRequest, who = token): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await t.call({ method: req.method, url: `${API}${req.url}`, query: req.params as Record<string, string> | undefined, payload: req.data, token: who });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('qyadmin', PASSWORDS.qyadmin);
});

afterAll(async () => {
  await t?.close();
});

describe('bound files and the server routes', () => {
  it('holds the /user service files and the permits\' 作业计划', () => {
    expect(files.map((f) => f.key).sort()).toEqual(['tszy-work-plan', 'user-config', 'user-department', 'user-menu', 'user-role', 'user-staff', 'user-sysuser']);
  });

  it('names only routes the server has (the start checked it too)', () => {
    expect(() => checkBoundRoutes(files, t.app.routeTable, API)).not.toThrow();
    for (const f of files) {
      for (const a of Object.values(f.binding?.actions ?? {})) {
        expect(t.app.routeTable.some((r) => r.method === a.method && r.url === `${API}${a.path}`), `${f.key}: ${a.method} ${a.path}`).toBe(true);
      }
    }
  });

  it('refuses a binding to an unknown path, naming the file and the pointer', () => {
    const staff = fileOf('user-staff');
    const broken: ResourceFile = {
      ...staff,
      binding: { ...staff.binding!, actions: { ...staff.binding!.actions, create: { method: 'POST', path: '/user/staffinfo/add' } } },
    };
    expect(() => checkBoundRoutes([broken], t.app.routeTable, API)).toThrow(
      'schemas/bindings/user-staff.json: /binding/actions/create/path: 服务器上没有路由 POST /user/staffinfo/add',
    );
  });

  it('creates no table and no generic route for a bound file', async () => {
    const tables = await t.db.query<{ n: number }>("select count(*) as n from information_schema.tables where table_name like 'r_user_%'");
    expect(Number(tables[0].n)).toBe(0);
    expect(t.app.routeTable.some((r) => r.url.startsWith(`${API}/u-basic/user-`))).toBe(false);
  });

  it('answers a bound file from the schema endpoint, and refuses one the caller may not read', async () => {
    const res = await t.call({ method: 'GET', url: `${API}/u-basic/resource-schema/user-staff`, token });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { resource: ResourceFile; hiddenFields: string[]; canDesign: boolean } };
    expect(body.data.resource.binding?.actions.list?.path).toBe('/user/staffinfo/list');
    expect(body.data.hiddenFields).toEqual([]);
    expect(body.data.canDesign).toBe(false);
    const staff01 = await t.login('staff01', PASSWORDS.staff01);
    const refused = await t.call({ method: 'GET', url: `${API}/u-basic/resource-schema/user-menu`, token: staff01 });
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as { msg: string }).msg).toBe('无权查看菜单');
  });
});

describe('staff and departments through the real /user routes', () => {
  const staff = () => fileOf('user-staff').binding!;
  const dept = () => fileOf('user-department').binding!;

  it('lists staff a page at a time and searches by name', async () => {
    const all = await send(listRequest(staff(), { page: 1, limit: 10 }));
    expect(all.status).toBe(200);
    const first = listAnswer(staff(), all.body);
    expect(first.rows.length).toBeGreaterThan(0);
    expect(first.rows.length).toBeLessThanOrEqual(10);
    const someone = String(first.rows[0].name);
    const found = listAnswer(staff(), (await send(listRequest(staff(), { page: 1, limit: 10, name: someone }))).body);
    expect(found.rows.every((r) => String(r.name).includes(someone))).toBe(true);
    expect(found.total).toBeGreaterThan(0);
  });

  it('creates, opens, updates and deletes a staff member', async () => {
    const deptRows = listAnswer(dept(), (await send(listRequest(dept(), { page: 1, limit: 20 }))).body).rows;
    const departmentId = Number(deptRows[0].id);
    const created = await send(createRequest(staff(), { name: '绑定测试员', mobile: '13912345678', departmentId, gender: '女' }));
    expect(created.status).toBe(200);
    const rec = recordAnswer(staff(), 'create', created.body);
    const id = Number(rec?.id);
    expect(rec).toMatchObject({ name: '绑定测试员', departmentId });

    const opened = recordAnswer(staff(), 'detail', (await send(detailRequest(staff(), id))).body, id);
    expect(opened).toMatchObject({ id, name: '绑定测试员', mobile: '13912345678', gender: '女' });

    const updated = await send(updateRequest(staff(), { id, name: '绑定测试员乙', mobile: null }));
    expect(updated.status).toBe(200);
    expect(recordAnswer(staff(), 'update', updated.body)).toMatchObject({ id, name: '绑定测试员乙', mobile: null });

    const [del] = deleteRequests(staff(), [id]);
    expect((await send(del)).status).toBe(200);
    expect(recordAnswer(staff(), 'detail', (await send(detailRequest(staff(), id))).body, id)).toBeNull();
  });

  it('leaves validation to the service: a bad payload is refused with its field and nothing saved', async () => {
    const before = listAnswer(staff(), (await send(listRequest(staff(), { page: 1, limit: 10 }))).body).total;
    const refused = await send(createRequest(staff(), { name: '' }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.errors)).toContain('name');
    const after = listAnswer(staff(), (await send(listRequest(staff(), { page: 1, limit: 10 }))).body).total;
    expect(after).toBe(before);
  });

  it('lists departments as a tree, searches it and opens a nested one', async () => {
    const parent = recordAnswer(dept(), 'create', (await send(createRequest(dept(), { name: '绑定上级部' }))).body);
    const child = recordAnswer(dept(), 'create', (await send(createRequest(dept(), { name: '绑定下级班组', parentId: parent?.id }))).body);
    type Node = { id: number; name: string; children: Node[] };
    const tree = listAnswer(dept(), (await send(listRequest(dept(), { page: 1, limit: 20 }))).body).rows as Node[];
    const root = tree.find((d) => d.id === parent?.id);
    expect(root?.children.map((c) => c.name)).toEqual(['绑定下级班组']);
    // A search keeps the ancestors of the matches, so the match stays under its parent.
    const searched = listAnswer(dept(), (await send(listRequest(dept(), { page: 1, limit: 20, name: '下级班组' }))).body).rows as Node[];
    expect(searched.map((d) => [d.name, d.children.map((c) => c.name)])).toEqual([['绑定上级部', ['绑定下级班组']]]);
    const id = Number(child?.id);
    const opened = recordAnswer(dept(), 'detail', (await send(detailRequest(dept(), id))).body, id);
    expect(opened).toMatchObject({ id, name: '绑定下级班组', parentId: parent?.id });
  });

  it('creates, updates and deletes a department with GET deleteById?id=', async () => {
    const created = recordAnswer(dept(), 'create', (await send(createRequest(dept(), { name: '绑定测试部', deptType: 'team', sort: 5 }))).body);
    const id = Number(created?.id);
    expect(created).toMatchObject({ name: '绑定测试部', deptType: 'team' });
    const updated = await send(updateRequest(dept(), { id, leader: '王工' }));
    expect(updated.status).toBe(200);
    expect(recordAnswer(dept(), 'detail', (await send(detailRequest(dept(), id))).body, id)).toMatchObject({ id, leader: '王工' });
    const [del] = deleteRequests(dept(), [id]);
    expect(del).toEqual({ method: 'GET', url: '/user/departmentinfo/deleteById', params: { id } });
    expect((await send(del)).status).toBe(200);
    expect(recordAnswer(dept(), 'detail', (await send(detailRequest(dept(), id))).body, id)).toBeNull();
  });

  it('lists roles and menus (the platform administrator) and opens one of each', async () => {
    const admin = await t.login('admin', PASSWORDS.admin);
    for (const key of ['user-role', 'user-menu']) {
      const b = fileOf(key).binding!;
      const rows = listAnswer(b, (await send(listRequest(b, { page: 1, limit: 20 }), admin)).body).rows;
      expect(rows.length, key).toBeGreaterThan(0);
      const id = Number(rows[0].id);
      expect(recordAnswer(b, 'detail', (await send(detailRequest(b, id), admin)).body, id), key).toMatchObject({ id });
    }
  });
});

describe('the start', () => {
  it('is refused when a bound file names a path the server does not have', async () => {
    // The loaded bound files of this process (the server's), with one binding broken for this test only.
    const loaded = boundRegistry(new Set()).all;
    const staff = fileOf('user-staff');
    const broken: ResourceFile = {
      ...staff,
      binding: { ...staff.binding!, actions: { ...staff.binding!.actions, delete: { method: 'GET', path: '/user/staffinfo/remove', send: { id: '$id' } } } },
    };
    const at = loaded.findIndex((f) => f.key === 'user-staff');
    const original = loaded[at];
    loaded[at] = broken;
    // A second app over the same database: its start (ready) runs the check once every route is registered.
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    try {
      await expect(app.ready()).rejects.toThrow('schemas/bindings/user-staff.json: /binding/actions/delete/path: 服务器上没有路由 GET /user/staffinfo/remove');
    } finally {
      loaded[at] = original;
    }
  });
});
