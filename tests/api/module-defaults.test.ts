// Menus and demo data on a database that already exists (issue 12 item 1): a database seeded by the
// previous version (built here by preparing it without the cbs module's menu fragment and demo records)
// gets exactly that module's entries and records at the next start, a second start adds nothing, and an
// entry or record the administrator deleted is not added again. The shared basic data's demo records
// (schemas/demo) are applied the same way, their references by label resolved to the enterprise's records
// with their edges; a database whose basic data the previous version seeded from code adopts them; a label
// that names no record stops the start and applies nothing. The start's step is applyModuleDefaults, run
// here on the same database as prepareDb runs it at every start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoRecord } from '../../src/schema/demo-file.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { applyModuleDefaults } from '../../src/server/modules/apply-defaults.ts';
import { moduleFiles, type ModuleFiles } from '../../src/server/modules/module-files.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const full = moduleFiles();
/** The cbs module's resources that have demo records. */
const CBS_RESOURCES = ['contractor-info', 'contractor-user', 'contractor-training', 'contractor-training-trainee'];
/** The defaults of the "previous version": everything but the cbs module's fragment and demo records. */
const previous: Pick<ModuleFiles, 'menu' | 'demo'> = {
  menu: full.menu.filter((e) => e.module !== 'cbs'),
  demo: full.demo.filter((r) => !CBS_RESOURCES.includes(r.resource)),
};
const CBS_KEYS = ['Cbs', 'CbsInfo', 'CbsUser', 'CbsTraining', 'CbsViolation', 'CbsService', 'CbsTripartite'];
/** In the order they are applied: a resource after those it refers to. */
const CBS_DEMO = [
  'contractor-info/anda-construction',
  'contractor-info/huajian-maintenance',
  'contractor-training/anda-entry-education',
  'contractor-user/zhou-welder',
  'contractor-user/wu-pipefitter',
  'contractor-user/zheng-rigger',
  'contractor-training-trainee/anda-entry-zhou',
  'contractor-training-trainee/anda-entry-wu',
  'contractor-training-trainee/anda-entry-zheng',
];
const start = (files: Pick<ModuleFiles, 'menu' | 'demo'> = full, demo = true) => applyModuleDefaults(t.db, files, { demo });

const menuNames = async () => (await t.db.query<{ name: string }>('select name from sysmenu order by id')).map((r) => r.name);
/** The cbs demo's contractors (the seed's own contractors reach the same resource through the contractorinfo alias). */
const DEMO_CONTRACTORS = ['苏州安达建设工程有限公司', '江苏华检设备维修有限公司'];
/** The names the tests' own demo records take. */
const NAMES = [...DEMO_CONTRACTORS, '后来的承包商'];
const contractors = async (tenant: number) =>
  await t.db.query<{ name: string; deleted: boolean }>(
    `select data->>'name' as name, deleted from r_contractor_info where tenant_id = $1 and data->>'name' = any($2::text[]) order by id`,
    [tenant, NAMES],
  );

interface Node {
  id: number;
  name: string;
  path: string;
  children?: Node[];
}
const userMenu = async (who: string): Promise<Node[]> => {
  const res = await t.call({ url: '/zax-cloud/user/sysuser/userMenu', token: tokens[who] });
  return (res.json() as { entity: { menu: Node[] } }).entity.menu;
};

beforeAll(async () => {
  t = await createTestApp({}, { moduleFiles: previous });
  for (const name of ['admin', 'qyadmin', 'qyadmin2']) tokens[name] = await t.login(name, PASSWORDS[name]);
});
afterAll(() => t?.close());

describe('a database of the previous version', () => {
  it('has neither the new module\'s entries nor its demo records', async () => {
    const names = await menuNames();
    expect(names.filter((n) => n.startsWith('Cbs'))).toEqual([]);
    expect(names).toContain('TszyList');
    expect(await contractors(1001)).toEqual([]);
    expect((await userMenu('qyadmin')).map((e) => e.path)).not.toContain('/cbs');
  });

  it('gets exactly the new module\'s entries and records at the next start', async () => {
    const before = await menuNames();
    const applied = await start();
    expect(applied.menu).toEqual(CBS_KEYS);
    expect(applied.demo).toEqual(CBS_DEMO);
    const after = await menuNames();
    expect(after.filter((n) => !before.includes(n))).toEqual(CBS_KEYS);
    expect(after.length).toBe(before.length + CBS_KEYS.length);
    expect((await contractors(1001)).map((r) => r.name)).toEqual(['苏州安达建设工程有限公司', '江苏华检设备维修有限公司']);
    // Only the demo enterprise that the records name.
    for (const tenant of [0, 1002, 2001]) expect(await contractors(tenant)).toEqual([]);
  });

  it('serves the new entries under their module, in the default order, to the enterprises that have it', async () => {
    const menu = await userMenu('qyadmin');
    const cbs = menu.find((e) => e.path === '/cbs');
    expect(cbs?.children?.map((c) => c.name)).toEqual(CBS_KEYS.slice(1));
    const tops = menu.map((e) => e.path);
    expect(tops.indexOf('/cbs')).toBe(tops.indexOf('/yjgl') + 1);
    const res = await t.call({ url: '/zax-cloud/u-basic/contractor-info/list?page=1&limit=10', token: tokens.qyadmin });
    const names = (res.json() as { data: { rows: { name: string }[] } }).data.rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(DEMO_CONTRACTORS));
    const other = await t.call({ url: '/zax-cloud/u-basic/contractor-info/list?page=1&limit=10', token: tokens.qyadmin2 });
    const others = (other.json() as { data: { rows: { name: string }[] } }).data.rows.map((r) => r.name);
    expect(others.filter((n) => NAMES.includes(n))).toEqual([]);
  });

  it('adds nothing at a second start, nor at two starts at once', async () => {
    const names = await menuNames();
    expect(await start()).toEqual({ menu: [], demo: [] });
    expect(await Promise.all([start(), start()])).toEqual([{ menu: [], demo: [] }, { menu: [], demo: [] }]);
    expect(await menuNames()).toEqual(names);
    expect(await contractors(1001)).toHaveLength(2);
  });

  it('adopts what is there on a database from before the record of applied defaults', async () => {
    const names = await menuNames();
    await t.db.query("delete from seed_applied where kind in ('menu', 'demo')");
    await t.db.query("insert into seed_applied (tenant_id, kind, key) values (0, 'database', 'before-012')");
    expect(await start()).toEqual({ menu: [], demo: [] });
    expect(await menuNames()).toEqual(names);
    expect(await contractors(1001)).toHaveLength(2);
    const recorded = await t.db.query<{ n: number }>("select count(*)::int as n from seed_applied where kind = 'menu'");
    expect(recorded[0].n).toBe(full.menu.reduce((n, e) => n + 1 + (e.children?.length ?? 0), 0));
  });

  it('does not add again an entry or a record the administrator deleted', async () => {
    const training = (await t.db.query<{ id: number }>("select id from sysmenu where name = 'CbsTraining'"))[0].id;
    const del = await t.call({ url: `/zax-cloud/user/sysmenu/deleteById?id=${training}`, token: tokens.admin });
    expect(del.statusCode, del.body).toBe(200);
    // 华检 (苏州安达 has the demo's workers and training session, which keep it from being deleted).
    const [huajian] = (await t.db.query<{ id: number }>("select id from r_contractor_info where tenant_id = 1001 and data->>'name' = '江苏华检设备维修有限公司'"));
    const gone = await t.call({ method: 'DELETE', url: '/zax-cloud/u-basic/contractor-info', token: tokens.qyadmin, payload: { ids: [huajian.id] } });
    expect(gone.json()).toMatchObject({ data: { deleted: 1 } });

    expect(await start()).toEqual({ menu: [], demo: [] });
    expect(await menuNames()).not.toContain('CbsTraining');
    expect((await contractors(1001)).filter((r) => !r.deleted).map((r) => r.name)).toEqual(['苏州安达建设工程有限公司']);
  });

  it('does not add the children of a module whose entry the administrator deleted', async () => {
    const spjk = (await t.db.query<{ id: number }>("select id from sysmenu where name = 'Spjk'"))[0].id;
    await t.db.query('delete from sysmenu where parent_id = $1', [spjk]);
    await t.db.query('delete from sysmenu where id = $1', [spjk]);
    // A later version adds a page to the deleted module.
    const later = structuredClone(full);
    const top = later.menu.find((e) => e.name === 'Spjk')!;
    top.children = [...(top.children ?? []), { path: 'wall', name: 'SpjkWall', component: 'spjk/wall', meta: { title: '视频墙' } }];
    expect(await start(later)).toEqual({ menu: [], demo: [] });
    expect((await menuNames()).filter((n) => n.startsWith('Spjk'))).toEqual([]);
  });

  it('adds a new child under an existing entry, and new demo records only in a demo database when demo data is wanted', async () => {
    const later = structuredClone(full);
    const yjgl = later.menu.find((e) => e.name === 'Yjgl')!;
    yjgl.children = [...(yjgl.children ?? []), { path: 'duty-roster', name: 'YjglDutyRoster', component: 'yjgl/duty-roster', meta: { title: '应急值守' } }];
    const anda = full.demo.find((r) => r.key === 'anda-construction')!;
    const record = { resource: 'contractor-info', key: 'later-one', enterprise: 1002, by: null, data: { ...anda.data, name: '后来的承包商' }, refs: [] };
    later.demo = [...later.demo, record];

    expect(await start(later, false)).toEqual({ menu: ['YjglDutyRoster'], demo: [] });
    const [drill] = await t.db.query<{ parent: string; sort: number }>(
      "select (select name from sysmenu p where p.id = m.parent_id) as parent, sort from sysmenu m where name = 'YjglDutyRoster'",
    );
    expect(drill).toEqual({ parent: 'Yjgl', sort: yjgl.children.length * 10 });

    await t.db.query("delete from seed_applied where kind = 'database'");
    expect(await start(later, true)).toEqual({ menu: [], demo: [] });
    expect(await contractors(1002)).toEqual([]);

    await t.db.query("insert into seed_applied (tenant_id, kind, key) values (0, 'database', 'demo')");
    expect(await start(later, true)).toEqual({ menu: [], demo: ['contractor-info/later-one'] });
    expect((await contractors(1002)).map((r) => r.name)).toEqual(['后来的承包商']);
  });

  it("stops the start at a demo record whose creator (by) is no user of its enterprise, adding nothing", async () => {
    const later = structuredClone(full);
    const anda = full.demo.find((r) => r.key === 'anda-construction')!;
    later.demo = [...later.demo, { resource: 'contractor-info', key: 'ghost-one', enterprise: 1002, by: 'ghost', data: { ...anda.data, name: '无主的承包商' }, refs: [] }];
    await expect(start(later, true)).rejects.toThrow("demo record contractor-info/ghost-one: /by: enterprise 1002 has no user 'ghost'");
    expect((await contractors(1002)).map((r) => r.name)).toEqual(['后来的承包商']);
  });
});

describe('the shared basic data\'s demo records', () => {
  let u: TestApp;
  let qy: string;
  const BASIC = ['enterprise-info', 'hazard-source', 'notice', 'safety-manager', 'special-equipment', 'special-operator'];
  const basic = full.demo.filter((r) => BASIC.includes(r.resource));
  const id = async (sql: string, params: (string | number)[]) => Number((await u.db.query<{ id: number }>(sql, params))[0].id);
  const staff = (name: string) => id('select id from staffinfo where tenant_id = 1001 and name = $1', [name]);
  const dept = (name: string) => id('select id from departmentinfo where tenant_id = 1001 and name = $1', [name]);
  const rows = async (table: string) =>
    await u.db.query<{ id: number; data: Record<string, unknown> }>(`select id, data from ${table} where tenant_id = 1001 order by id`);
  const counts = async () => Object.fromEntries(await Promise.all(BASIC.map(async (k) => [k, (await rows(`r_${k.replace(/-/g, '_')}`)).length] as const)));
  const startU = (files: Pick<ModuleFiles, 'menu' | 'demo'> = full) => applyModuleDefaults(u.db, files, { demo: true });

  beforeAll(async () => {
    u = await createTestApp();
    qy = await u.login('qyadmin', PASSWORDS.qyadmin);
  });
  afterAll(() => u?.close());

  it('are added at the first start, by key, for the demo enterprise only', async () => {
    const recorded = await u.db.query<{ tenant_id: number; key: string }>("select tenant_id, key from seed_applied where kind = 'demo' order by key");
    for (const r of basic) expect(recorded, r.key).toContainEqual({ tenant_id: 1001, key: `${r.resource}/${r.key}` });
    expect(await counts()).toEqual(Object.fromEntries(BASIC.map((k) => [k, basic.filter((r) => r.resource === k).length])));
    for (const tenant of [1002, 2001]) {
      expect(await u.db.query('select 1 from r_safety_manager where tenant_id = $1', [tenant])).toEqual([]);
    }
    // A new database is not one the previous version seeded.
    expect(await u.db.query("select 1 from seed_applied where kind = 'database' and key like 'before-%'")).toEqual([]);
  });

  it('refer to the enterprise\'s departments and staff by id, with their edges and labels', async () => {
    const li = (await rows('r_safety_manager')).find((r) => r.data.name === '李安全')!;
    expect(li.data).toMatchObject({ staffId: await staff('李安全'), department: await dept('安全环保部') });
    expect(li.data).not.toHaveProperty('_refText');
    const zhang = (await rows('r_safety_manager')).find((r) => r.data.name === '张丽')!;
    expect(zhang.data.staffId).toBeUndefined();
    const edges = await u.db.query<{ field: string; to_kind: string; to_id: number }>(
      "select field, to_kind, to_id from ref_edge where tenant_id = 1001 and from_resource = 'safety-manager' and from_id = $1 order by field",
      [li.id],
    );
    expect(edges.map((e) => [e.field, e.to_kind, Number(e.to_id)])).toEqual([
      ['department', 'department', await dept('安全环保部')],
      ['staffId', 'staff', await staff('李安全')],
    ]);
    const detail = await u.call({ url: `/zax-cloud/u-basic/company-safety-manager/${li.id}`, token: qy });
    expect(detail.json().data.refLabels).toEqual({ staffId: '李安全', department: '安全环保部' });
    const notice = (await rows('r_notice')).find((r) => r.data.publishStatus === 'published')!;
    expect(notice.data).toMatchObject({ publisher: await staff('李安全'), publishDept: await dept('安全环保部') });
    expect(notice.data.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} 09:00:00$/);
    // A person the demo refers to is protected like any referred record.
    const del = await u.call({ url: `/zax-cloud/user/staffinfo/deleteById?id=${await staff('赵志强')}`, token: qy });
    expect(del.statusCode).toBe(409);
  });

  it('are adopted, not added twice, on a database whose basic data the previous version seeded from code', async () => {
    const before = await counts();
    // As the previous version left it: the records there, nothing recorded of them.
    await u.db.query("delete from seed_applied where kind = 'demo' and key like any($1::text[])", [BASIC.map((k) => `${k}/%`)]);
    // Migration 014 marks such a demo database.
    await u.db.query("delete from schema_migrations where name = '014_demo_files.sql'");
    expect(await migrate(u.db)).toEqual(['014_demo_files.sql']);
    expect(await u.db.query("select key from seed_applied where kind = 'database' and key like 'before-%'")).toEqual([{ key: 'before-014' }]);
    // An enterprise without any notice yet gets the demo's notices.
    const notices = (await rows('r_notice')).map((r) => r.id);
    await u.db.query("delete from ref_edge where tenant_id = 1001 and from_resource = 'notice'");
    await u.db.query('delete from r_notice where tenant_id = 1001');
    const applied = await startU();
    expect(applied.demo).toEqual(basic.filter((r) => r.resource === 'notice').map((r) => `notice/${r.key}`));
    expect(await counts()).toEqual(before);
    expect((await rows('r_notice')).every((r) => !notices.includes(r.id))).toBe(true);
    expect(await startU()).toEqual({ menu: [], demo: [] });
    expect(await counts()).toEqual(before);
  });

  it('stop the start on a label that names no record, naming the file and the pointer, and apply nothing', async () => {
    const later = structuredClone(full);
    const yjgl = later.menu.find((e) => e.name === 'Yjgl')!;
    yjgl.children = [...(yjgl.children ?? []), { path: 'drill-plan', name: 'YjglDrillPlan', component: 'yjgl/drill-plan', meta: { title: '演练计划' } }];
    const [winter] = basic.filter((r) => r.resource === 'notice');
    const lost: DemoRecord = {
      ...winter,
      key: 'lost-department',
      refs: winter.refs.map((x) => (x.field === 'publishDept' ? { ...x, label: '已撤销的部门' } : x)),
    };
    later.demo = [...later.demo, lost];
    await expect(startU(later)).rejects.toThrow(
      /schemas\/demo\/notice\.json#\/0\/data\/publishDept: no live record of 'department' in enterprise 1001 has name '已撤销的部门'/,
    );
    expect(await menuNamesOf(u)).not.toContain('YjglDrillPlan');
    expect(await u.db.query("select 1 from seed_applied where key = 'notice/lost-department'")).toEqual([]);
  });
});

async function menuNamesOf(app: TestApp): Promise<string[]> {
  return (await app.db.query<{ name: string }>('select name from sysmenu order by id')).map((r) => r.name);
}
