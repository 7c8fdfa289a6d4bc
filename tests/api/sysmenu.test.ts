import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

interface Answer {
  status: number;
  body: { code: number | string; msg: string; entity?: unknown; data?: unknown; errors?: { field: string; message: string }[] };
}

interface Node {
  id: number;
  parentId: number | null;
  sort: number;
  path: string;
  meta: { title: string; roles?: string[] };
  children?: Node[];
}

async function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object, entId?: number): Promise<Answer> {
  const res = await t.call({ method, url: `/zax-cloud/user${url}`, token, payload, entId });
  return { status: res.statusCode, body: res.json() };
}

async function menuRow(id: number) {
  const rows = await t.db.query<{ parent_id: number | null; path: string; meta: { title: string }; module: string | null; sort: number; hidden: boolean }>(
    'select * from sysmenu where id = $1',
    [id],
  );
  return rows[0];
}

const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'qyadmin', 'qyadmin2', 'staff01', 'viewer']) tokens[name] = await t.login(name, PASSWORDS[name]);
});
afterAll(() => t?.close());

describe('sysrole', () => {
  it('lists all roles to any logged-in user', async () => {
    const r = await call('GET', '/sysrole/list', tokens.staff01);
    expect(r.status).toBe(200);
    const roles = r.body.data as { id: number; code: string; name: string }[];
    expect(roles).toHaveLength(7);
    // A platform role: read-only to every enterprise (editable false), built on no base role (issue 24 item 1).
    expect(roles).toContainEqual({ id: 766, code: 'generalManager', name: '总经理/总工程师', baseRole: null, editable: false });
    expect((await call('GET', '/sysrole/list')).status).toBe(401);
  });

  it('reads and replaces the button keys of a role (platform admin only)', async () => {
    const before = await call('GET', '/sysrole/buttons?roleCode=qyStaff', tokens.admin);
    expect(before.body.data).toEqual(['resource:export', 'tszy:add', 'tszy:edit', 'tszy:gas-analysis']);
    const saved = await call('POST', '/sysrole/saveButtons', tokens.admin, { roleCode: 'qyStaff', keys: ['tszy:add', 'xjxc:check', 'tszy:add'] });
    expect(saved).toMatchObject({ status: 200, body: { code: 0, data: { keys: ['tszy:add', 'xjxc:check'] } } });
    const rows = await t.db.query<{ perm_key: string }>("select perm_key from sysrole_button where role_code = 'qyStaff' order by 1");
    expect(rows.map((r) => r.perm_key)).toEqual(['tszy:add', 'xjxc:check']);
    const menu = await call('GET', '/sysuser/userMenu', tokens.staff01);
    expect((menu.body.entity as { button: string[] }).button).toEqual(['tszy:add', 'xjxc:check']);
    expect((await call('POST', '/sysrole/saveButtons', tokens.admin, { roleCode: 'qyStaff', keys: [] })).status).toBe(200);
    expect(await t.db.query("select 1 from sysrole_button where role_code = 'qyStaff'")).toHaveLength(0);
  });

  it('refuses other callers, unknown roles and malformed keys', async () => {
    expect((await call('GET', '/sysrole/buttons?roleCode=qyUser', tokens.qyadmin)).status).toBe(403);
    const write = await call('POST', '/sysrole/saveButtons', tokens.qyadmin, { roleCode: 'qyUser', keys: ['x:y'] });
    expect(write).toMatchObject({ status: 403, body: { code: 403, msg: '无权执行此操作' } });
    expect((await call('POST', '/sysrole/saveButtons', tokens.viewer, { roleCode: 'qyUser', keys: [] })).status).toBe(403);
    expect((await call('GET', '/sysrole/buttons?roleCode=nobody', tokens.admin))).toMatchObject({ status: 404, body: { msg: '角色不存在' } });
    expect((await call('POST', '/sysrole/saveButtons', tokens.admin, { roleCode: 'nobody', keys: [] })).status).toBe(404);
    const bad = await call('POST', '/sysrole/saveButtons', tokens.admin, { roleCode: 'qyUser', keys: ['bad key'] });
    expect(bad).toMatchObject({ status: 400, body: { msg: '按钮权限格式不正确' } });
    expect((await call('GET', '/sysrole/buttons', tokens.admin)).body.msg).toBe('请填写角色编码');
    const keys = await t.db.query("select 1 from sysrole_button where role_code = 'qyUser'");
    expect(keys.length).toBeGreaterThan(10);
  });
});

describe('sysmenu', () => {
  it('serves the whole tree with parentId and sort to admin and qyUser only', async () => {
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from sysmenu');
    const [{ top }] = await t.db.query<{ top: number }>('select count(*)::int as top from sysmenu where parent_id is null');
    for (const who of ['admin', 'qyadmin']) {
      const r = await call('GET', '/sysmenu/list', tokens[who]);
      expect(r).toMatchObject({ status: 200, body: { code: 0 } });
      const tree = r.body.data as Node[];
      expect(tree).toHaveLength(top);
      expect(flat(tree)).toHaveLength(n);
      expect(tree[0].parentId).toBeNull();
      const child = tree.find((x) => x.children?.length)!.children![0];
      expect(child.parentId).toBe(tree.find((x) => x.children?.length)!.id);
      expect(typeof child.sort).toBe('number');
    }
    // qyadmin2's enterprise lacks tszy; the admin tree is not filtered by modules.
    expect(flat((await call('GET', '/sysmenu/list', tokens.qyadmin2)).body.data as Node[])).toHaveLength(n);
    expect((await call('GET', '/sysmenu/list', tokens.staff01)).status).toBe(403);
    expect((await call('GET', '/sysmenu/list', tokens.viewer)).status).toBe(403);
  });

  it('creates, updates and deletes entries (platform admin)', async () => {
    const parent = await call('POST', '/sysmenu/save', tokens.admin, {
      path: '/demo',
      name: 'Demo',
      component: 'Layout',
      module: 'tszy',
      meta: { title: '演示', icon: 'star', roles: ['qyUser'] },
    });
    expect(parent).toMatchObject({ status: 200, body: { code: 0, msg: '保存成功' } });
    const pid = (parent.body.data as { id: number }).id;
    const child = await call('POST', '/sysmenu/save', tokens.admin, { path: 'page', name: 'DemoPage', component: 'system/version', parentId: pid, meta: { title: '演示页' } });
    const cid = (child.body.data as { id: number }).id;
    expect(await menuRow(cid)).toMatchObject({ parent_id: pid, path: 'page', meta: { title: '演示页' }, sort: 10 });
    const tree = flat((await call('GET', '/sysmenu/list', tokens.admin)).body.data as Node[]);
    expect(tree.find((x) => x.id === pid)?.children?.map((c) => c.id)).toEqual([cid]);
    // The entry reaches the menus of users it admits: qyUser of an enterprise with tszy, not of one without.
    const titles = async (who: string) => {
      const menu = ((await call('GET', '/sysuser/userMenu', tokens[who])).body.entity as { menu: Node[] }).menu;
      return flat(menu).map((x) => x.meta?.title);
    };
    expect(await titles('qyadmin')).toContain('演示页');
    expect(await titles('qyadmin2')).not.toContain('演示页');

    const upd = await call('POST', '/sysmenu/update', tokens.admin, { id: cid, meta: { title: '新标题' }, hidden: true, sort: 5 }, 1001);
    expect(upd.status).toBe(200);
    expect(await menuRow(cid)).toMatchObject({ meta: { title: '新标题' }, hidden: true, sort: 5, path: 'page', parent_id: pid });
    const audit = await t.db.query("select 1 from audit_log where table_name = 'sysmenu' and record_id = $1", [String(cid)]);
    expect(audit).toHaveLength(2);

    const busy = await call('GET', `/sysmenu/deleteById?id=${pid}`, tokens.admin);
    expect(busy).toMatchObject({ status: 409, body: { code: 409, msg: '请先删除子菜单' } });
    expect(await menuRow(pid)).toBeDefined();
    expect((await call('GET', `/sysmenu/deleteById?id=${cid}`, tokens.admin)).status).toBe(200);
    expect((await call('GET', `/sysmenu/deleteById?id=${pid}`, tokens.admin)).status).toBe(200);
    expect(await menuRow(pid)).toBeUndefined();
    expect((await call('GET', `/sysmenu/deleteById?id=${pid}`, tokens.admin))).toMatchObject({ status: 404, body: { msg: '菜单不存在' } });
  });

  it.each([
    [{ meta: {} }, 'meta.title', '请填写菜单标题'],
    [{ meta: undefined }, 'meta', '请填写菜单信息'],
    [{ path: '' }, 'path', '路由路径长度不能少于1个字符'],
    [{ module: 'nosuch' }, 'module', '模块不存在：nosuch'],
    [{ parentId: 99999999 }, 'parentId', '上级菜单不存在'],
    [{ meta: { title: 'x', roles: ['ghost'] } }, 'meta.roles', '角色不存在：ghost'],
    [{ condition: { qdglVersion: '3' } }, 'condition.qdglVersion', '清单管理版本取值不正确'],
    [{ component: 'demo/page' }, 'component', '页面组件“demo/page”未注册：请选择视图注册表中的页面、Layout、ParentView、resource/已有资源或 stats/有统计块的模块'],
    [{ component: 'resource/no-such-file' }, 'component', '页面组件“resource/no-such-file”未注册：请选择视图注册表中的页面、Layout、ParentView、resource/已有资源或 stats/有统计块的模块'],
    // tysz is a module without statistics blocks (no stats.json): its statistics page would be empty.
    [{ component: 'stats/tysz' }, 'component', '页面组件“stats/tysz”未注册：请选择视图注册表中的页面、Layout、ParentView、resource/已有资源或 stats/有统计块的模块'],
    [{ component: 'stats/nosuch' }, 'component', '页面组件“stats/nosuch”未注册：请选择视图注册表中的页面、Layout、ParentView、resource/已有资源或 stats/有统计块的模块'],
    [{ component: 'layout' }, 'component', '页面组件“layout”未注册：请选择视图注册表中的页面、Layout、ParentView、resource/已有资源或 stats/有统计块的模块'],
  ])('refuses %j', async (extra, field, msg) => {
    const r = await call('POST', '/sysmenu/save', tokens.admin, { path: '/bad', name: 'Bad', meta: { title: '坏' }, ...extra });
    expect(r).toMatchObject({ status: 400, body: { code: 400, msg } });
    expect(r.body.errors?.[0].field).toBe(field);
    expect(await t.db.query("select 1 from sysmenu where path = '/bad'")).toHaveLength(0);
  });

  it('lists the statistics pages of the modules with statistics blocks, for the page picker', async () => {
    const r = await call('GET', '/sysmenu/stats-pages', tokens.admin);
    expect(r.status).toBe(200);
    const pages = r.body.data as { key: string; module: string; title: string }[];
    expect(pages).toContainEqual({ key: 'stats/spjk', module: 'spjk', title: '视频监控' });
    expect(pages.map((p) => p.module)).not.toContain('tysz');
    expect(new Set(pages.map((p) => p.key)).size).toBe(pages.length);
  });

  it('takes page keys of the view registry, resource files (bound ones too) and module statistics; refuses another on update, changing nothing', async () => {
    const keys = ['ParentView', 'system/staff', 'resource/camera', 'resource/user-staff', 'stats/spjk'];
    const ids: number[] = [];
    for (const component of keys) {
      const r = await call('POST', '/sysmenu/save', tokens.admin, { path: `/view-${ids.length}`, name: `View${ids.length}`, component, meta: { title: component } });
      expect(r.status, component).toBe(200);
      ids.push((r.body.data as { id: number }).id);
    }
    const upd = await call('POST', '/sysmenu/update', tokens.admin, { id: ids[0], component: 'system/nope', meta: { title: '改' } });
    expect(upd).toMatchObject({ status: 400, body: { code: 400 } });
    expect(upd.body.errors?.[0]).toMatchObject({ field: 'component' });
    expect(await t.db.query<{ component: string; title: string }>("select component, meta->>'title' as title from sysmenu where id = $1", [ids[0]])).toEqual([{ component: 'ParentView', title: 'ParentView' }]);
    for (const id of ids) expect((await call('GET', `/sysmenu/deleteById?id=${id}`, tokens.admin)).status).toBe(200);
  });

  it('refuses cycles and unknown ids on update', async () => {
    const [top] = await t.db.query<{ id: number }>('select id from sysmenu where parent_id is null and exists (select 1 from sysmenu c where c.parent_id = sysmenu.id) order by id limit 1');
    const [kid] = await t.db.query<{ id: number }>('select id from sysmenu where parent_id = $1 order by id limit 1', [top.id]);
    const cycle = await call('POST', '/sysmenu/update', tokens.admin, { id: top.id, parentId: kid.id });
    expect(cycle).toMatchObject({ status: 400, body: { msg: '上级菜单不能是自身或其下级菜单' } });
    expect((await call('POST', '/sysmenu/update', tokens.admin, { id: top.id, parentId: top.id })).status).toBe(400);
    expect((await menuRow(top.id)).parent_id).toBeNull();
    expect((await call('POST', '/sysmenu/update', tokens.admin, { id: 99999999, meta: { title: 'x' } })).status).toBe(404);
  });

  it('refuses writes by enterprise users, read-only users and enterprise accounts holding the admin code', async () => {
    const body = { path: '/x', name: 'X', meta: { title: 'X' } };
    expect((await call('POST', '/sysmenu/save', tokens.qyadmin, body))).toMatchObject({ status: 403, body: { msg: '无权执行此操作' } });
    expect((await call('POST', '/sysmenu/save', tokens.viewer, body))).toMatchObject({ status: 403, body: { msg: '只读用户无权修改数据' } });
    const [{ id }] = await t.db.query<{ id: number }>('select id from sysmenu order by id limit 1');
    expect((await call('GET', `/sysmenu/deleteById?id=${id}`, tokens.qyadmin)).status).toBe(403);
    expect((await call('POST', '/sysmenu/update', tokens.qyadmin, { id, hidden: true })).status).toBe(403);
    // The admin code means nothing on an enterprise account: the route's roles check refuses it.
    await t.db.query("update sysuser set roles = '{qyUser,admin}' where login_name = 'qyadmin2'");
    const r = await call('POST', '/sysmenu/save', tokens.qyadmin2, body);
    expect(r).toMatchObject({ status: 403, body: { msg: '无权执行此操作' } });
    expect(await t.db.query("select 1 from sysmenu where path = '/x'")).toHaveLength(0);
    expect((await menuRow(id)).hidden).toBe(false);
  });
});

describe('sysmenu/sort (order by drag)', () => {
  const childrenOf = async (parentId: number) =>
    (await t.db.query<{ id: number | string; sort: number }>('select id, sort from sysmenu where parent_id = $1 order by sort, id', [parentId])).map((r) => Number(r.id));

  it('puts one parent’s entries in the order given, in the list and in the users’ menus', async () => {
    const [parent] = await t.db.query<{ id: number }>(
      "select id from sysmenu m where (select count(*) from sysmenu c where c.parent_id = m.id) >= 3 and path = '/system' limit 1",
    );
    const before = await childrenOf(parent.id);
    const wanted = [before[2], before[0], ...before.slice(3), before[1]];
    const r = await call('POST', '/sysmenu/sort', tokens.admin, { parentId: parent.id, ids: wanted });
    expect(r).toMatchObject({ status: 200, body: { code: 0, msg: '保存成功' } });
    expect(await childrenOf(parent.id)).toEqual(wanted);
    const tree = (await call('GET', '/sysmenu/list', tokens.admin)).body.data as Node[];
    expect(tree.find((n) => n.id === parent.id)?.children?.map((c) => c.id)).toEqual(wanted);
    const sorts = (await t.db.query<{ sort: number }>('select sort from sysmenu where parent_id = $1 order by sort', [parent.id])).map((x) => x.sort);
    expect(sorts).toEqual(wanted.map((_, i) => (i + 1) * 10));
    // The admin's own menu follows the new order.
    const menu = ((await call('GET', '/sysuser/userMenu', tokens.admin)).body.entity as { menu: (Node & { path: string })[] }).menu;
    const titles = menu.find((n) => n.path === '/system')?.children?.map((c) => c.meta.title);
    const expected = await t.db.query<{ title: string }>(
      'select meta->>\'title\' as title from sysmenu where id = any($1::bigint[]) order by array_position($1::bigint[], id)',
      [wanted],
    );
    expect(titles).toEqual(expected.map((x) => x.title));
    // The top level too (parentId null).
    const tops = (await t.db.query<{ id: number | string }>('select id from sysmenu where parent_id is null order by sort, id')).map((x) => Number(x.id));
    const reversed = [...tops].reverse();
    expect((await call('POST', '/sysmenu/sort', tokens.admin, { parentId: null, ids: reversed })).status).toBe(200);
    expect((await t.db.query<{ id: number | string }>('select id from sysmenu where parent_id is null order by sort, id')).map((x) => Number(x.id))).toEqual(reversed);
  });

  it('refuses an order that is not exactly the parent’s entries, and other callers; nothing changes', async () => {
    const [parent] = await t.db.query<{ id: number }>("select id from sysmenu where path = '/system' and parent_id is null");
    const before = await childrenOf(parent.id);
    const [foreign] = await t.db.query<{ id: number }>('select id from sysmenu where parent_id is distinct from $1 limit 1', [parent.id]);
    const bad: [object, string, string][] = [
      [{ parentId: parent.id, ids: before.slice(1) }, 'ids', '菜单顺序须恰好列出该上级菜单下的全部菜单，每个一次'],
      [{ parentId: parent.id, ids: [...before.slice(1), before[1]] }, 'ids', '菜单顺序须恰好列出该上级菜单下的全部菜单，每个一次'],
      [{ parentId: parent.id, ids: [...before.slice(1), Number(foreign.id)] }, 'ids', '菜单顺序须恰好列出该上级菜单下的全部菜单，每个一次'],
      [{ parentId: 99999999, ids: before }, 'parentId', '上级菜单不存在'],
      [{ parentId: parent.id, ids: [] }, 'ids', '菜单顺序至少需要1项'],
      [{ ids: before }, 'parentId', '请填写上级菜单'],
    ];
    for (const [body, field, msg] of bad) {
      const r = await call('POST', '/sysmenu/sort', tokens.admin, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toBe(msg);
      expect(r.body.errors?.[0].field).toBe(field);
    }
    const reversed = [...before].reverse();
    expect((await call('POST', '/sysmenu/sort', tokens.qyadmin, { parentId: parent.id, ids: reversed })).status).toBe(403);
    expect((await call('POST', '/sysmenu/sort', tokens.viewer, { parentId: parent.id, ids: reversed })).status).toBe(403);
    expect(await childrenOf(parent.id)).toEqual(before);
  });
});
