// The `tree` keyword on the shipped tree (category): a parent that is missing, deleted, another
// enterprise's, the node itself or below it is refused at the parent field; the move route (drag); the
// `under` filter takes descendants; the tree route answers every node, and with `q` the matches and their
// ancestors; deleting a node with children answers 409 naming them; the former parentCode texts migrate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTreeParents } from '../../src/server/resources/tree-migrate.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const EP = '/zax-cloud/u-basic/category';
let t: TestApp;
let admin: string; // qyadmin of 1001
let staff: string; // qyStaff of 1001: reads only
let other: string; // qyadmin2 of 2001
let seq = 0;

async function create(token: string, name: string, parentId?: number): Promise<number> {
  const res = await t.call({ method: 'POST', url: EP, token, payload: { categoryType: 'equipment', code: `C${++seq}`, name, ...(parentId ? { parentId } : {}) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

async function move(token: string, body: Record<string, unknown>) {
  return t.call({ method: 'POST', url: `${EP}/move`, token, payload: body });
}

async function parentOf(id: number): Promise<number | null> {
  const [r] = await t.db.query<{ p: string | null }>(`select data->>'parentId' as p from r_category where id = $1`, [id]);
  return r.p === null ? null : Number(r.p);
}

async function listNames(query: string): Promise<string[]> {
  const res = await t.call({ method: 'GET', url: `${EP}/list?limit=100&${query}`, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.rows as { name: string }[]).map((r) => r.name).sort();
}

// A small tree of 1001:  设备 ─┬─ 机泵 ─── 离心泵
//                              └─ 容器
//                        隐患 (root)
let eq: number, pump: number, centrifugal: number, vessel: number, hazard: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query('delete from r_category');
  [admin, staff, other] = await Promise.all([t.login('qyadmin', PASSWORDS.qyadmin), t.login('staff01', PASSWORDS.staff01), t.login('qyadmin2', PASSWORDS.qyadmin2)]);
  eq = await create(admin, '设备');
  pump = await create(admin, '机泵', eq);
  centrifugal = await create(admin, '离心泵', pump);
  vessel = await create(admin, '容器', eq);
  hazard = await create(admin, '隐患');
});
afterAll(() => t.close());

describe('parent checks', () => {
  const refused = [
    ['the node itself', () => ({ id: pump, parentId: pump })],
    ['its child', () => ({ id: eq, parentId: pump })],
    ['its grandchild', () => ({ id: eq, parentId: centrifugal })],
  ] as const;
  it.each(refused)('refuses %s as parent on update and on move, changing nothing', async (_what, body) => {
    const b = body();
    const before = await parentOf(b.id);
    for (const res of [await t.call({ method: 'PUT', url: EP, token: admin, payload: b }), await move(admin, b)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, errors: [{ field: 'parentId', message: '上级分类不能是自身或其下级' }] });
    }
    expect(await parentOf(b.id)).toBe(before);
  });

  it('refuses a parent that does not exist, is deleted or belongs to another enterprise', async () => {
    const gone = await create(admin, '待删除');
    expect((await t.call({ method: 'DELETE', url: EP, token: admin, payload: { ids: [gone] } })).statusCode).toBe(200);
    const foreign = await create(other, '他厂分类');
    for (const parentId of [999_999, gone, foreign]) {
      const res = await t.call({ method: 'POST', url: EP, token: admin, payload: { categoryType: 'other', code: `X${parentId}`, name: '子', parentId } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'parentId', message: '上级分类不存在或已删除' }]);
      expect((await move(admin, { id: hazard, parentId })).json().errors?.[0]?.field).toBe('parentId');
    }
    expect(await parentOf(hazard)).toBeNull();
  });

  it('refuses a parent that is not an id', async () => {
    const res = await t.call({ method: 'PUT', url: EP, token: admin, payload: { id: hazard, parentId: 'EQ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('parentId');
  });
});

describe('move (drag)', () => {
  it('moves a node under another parent before a sibling, and back to the roots', async () => {
    const res = await move(admin, { id: hazard, parentId: eq, beforeId: vessel });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: hazard, parentId: eq });
    const tree = (await t.call({ method: 'GET', url: `${EP}/tree`, token: admin })).json().data.nodes as { id: number; parentId: number | null }[];
    expect(tree.filter((n) => n.parentId === eq).map((n) => n.id)).toEqual([pump, hazard, vessel]);
    const back = await move(admin, { id: hazard, parentId: null });
    expect(back.statusCode).toBe(200);
    expect(await parentOf(hazard)).toBeNull();
  });

  it('refuses a place that is not a sibling under the new parent, changing nothing', async () => {
    const res = await move(admin, { id: hazard, parentId: eq, beforeId: centrifugal });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('beforeId');
    expect(await parentOf(hazard)).toBeNull();
  });

  it('is a write: read-only staff may not move', async () => {
    expect((await move(staff, { id: hazard, parentId: eq })).statusCode).toBe(403);
  });
});

describe('the under filter', () => {
  it('lists the descendants of a node (a recursive query), not the node itself', async () => {
    expect(await listNames(`parentId=${eq}`)).toEqual(['容器', '机泵', '离心泵'].sort());
    expect(await listNames(`parentId=${pump}`)).toEqual(['离心泵']);
    expect(await listNames(`parentId=${centrifugal}`)).toEqual([]);
  });

  it('refuses a value that is not an id by the field', async () => {
    const res = await t.call({ method: 'GET', url: `${EP}/list?parentId=abc`, token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('parentId');
  });
});

describe('tree route', () => {
  it('answers every node with id, parent, label and sort', async () => {
    const res = await t.call({ method: 'GET', url: `${EP}/tree`, token: staff });
    expect(res.statusCode).toBe(200);
    const { nodes, matches, truncated } = res.json().data;
    expect(matches).toBeNull();
    expect(truncated).toBe(false);
    expect(nodes).toContainEqual(expect.objectContaining({ id: centrifugal, parentId: pump, label: '离心泵', sortOrder: expect.any(Number) }));
    expect(nodes.map((n: { label: string }) => n.label)).not.toContain('他厂分类');
  });

  it('searches: the matches and their ancestors only', async () => {
    const res = await t.call({ method: 'GET', url: `${EP}/tree?q=${encodeURIComponent('离心')}`, token: admin });
    const { nodes, matches } = res.json().data;
    expect(matches).toEqual([centrifugal]);
    expect(nodes.map((n: { id: number }) => n.id).sort()).toEqual([eq, pump, centrifugal].sort());
  });

  it('treats wildcard characters as text', async () => {
    const res = await t.call({ method: 'GET', url: `${EP}/tree?q=%25`, token: admin });
    expect(res.json().data.matches).toEqual([]);
  });
});

describe('delete', () => {
  it('refuses deleting a node that has children (409 naming them), changing nothing', async () => {
    const res = await t.call({ method: 'DELETE', url: EP, token: admin, payload: { ids: [eq] } });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('机泵');
    const [r] = await t.db.query<{ deleted: boolean }>('select deleted from r_category where id = $1', [eq]);
    expect(r.deleted).toBe(false);
  });

  it('deletes a whole subtree sent together', async () => {
    const a = await create(admin, '临时根');
    const b = await create(admin, '临时子', a);
    const res = await t.call({ method: 'DELETE', url: EP, token: admin, payload: { ids: [b, a] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.deleted).toBe(2);
  });
});

describe('migration of parentCode', () => {
  it('gives stored records the parent of their former code, keeps the code, and runs once', async () => {
    const rows = await t.db.query<{ id: number }>(
      `insert into r_category(tenant_id, data) values
         (1001, '{"categoryType":"chemical","code":"CH","name":"化学品"}'),
         (1001, '{"categoryType":"chemical","code":"CH-ACID","name":"酸类","parentCode":"CH"}'),
         (1001, '{"categoryType":"chemical","code":"CH-X","name":"无主","parentCode":"NOPE"}'),
         (2001, '{"categoryType":"chemical","code":"CH-2001","name":"他厂酸类","parentCode":"CH"}')
       returning id`,
    );
    const [root, acid, orphan, foreign] = rows.map((r) => Number(r.id));
    const done = await migrateTreeParents(t.db, resourceRegistry().all);
    expect(done).toEqual([{ key: 'category', migrated: 3, unmatched: 2 }]);
    expect(await parentOf(acid)).toBe(root);
    // The parent is a reference: its edge is written, so "who refers" and the delete policy see the child.
    const edges = await t.db.query<{ from_id: string }>("select from_id from ref_edge where to_kind = 'category' and to_id = $1 and field = 'parentId'", [root]);
    expect(edges.map((e) => Number(e.from_id))).toEqual([acid]);
    expect(await parentOf(orphan)).toBeNull();
    expect(await parentOf(foreign)).toBeNull(); // 1001's code is not 2001's parent
    const [kept] = await t.db.query<{ data: Record<string, unknown> }>('select data from r_category where id = $1', [orphan]);
    expect(kept.data).toMatchObject({ code: 'CH-X', legacyParentCode: 'NOPE' });
    expect(kept.data).not.toHaveProperty('parentCode');
    expect(await migrateTreeParents(t.db, resourceRegistry().all)).toEqual([]);
  });
});
