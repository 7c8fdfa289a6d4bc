// 行政区划 (admin-area) as a shared tree (issue 12; docs/schema-engine.md "Trees" and "Shared records"): the
// platform's seeded rows form province → city → county (their former parent codes migrated to parent ids);
// every enterprise reads the platform's tree and filters its list by a subtree; only the platform
// administrator moves a node, and a cycle is refused at the parent field with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_WRITE_REFUSED } from '../../src/schema/keywords/shared.ts';
import { chineseText } from '../../src/schema/schema-text.ts';
import { PLATFORM_RECORDS } from '../../src/server/db/seed/platform-records.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const EP = '/zax-cloud/u-basic/admin-area';
let t: TestApp;
let platform: string; // the platform administrator (tenant 0)
let qy: string; // qyadmin of 1001
let staff: string; // staff01 of 1001

interface Node {
  id: number;
  parentId: number | null;
  label: string;
}

/** The seeded areas by code: id and stored parent. */
const byCode = new Map<string, { id: number; parentId: number | null }>();

beforeAll(async () => {
  t = await createTestApp();
  [platform, qy, staff] = await Promise.all([t.login('admin', PASSWORDS.admin), t.login('qyadmin', PASSWORDS.qyadmin), t.login('staff01', PASSWORDS.staff01)]);
  const rows = await t.db.query<{ id: number; code: string; parent: string | null }>(
    `select id, data->>'code' as code, data->>'parentId' as parent from r_admin_area where tenant_id = 0 and not deleted`,
  );
  for (const r of rows) byCode.set(r.code, { id: Number(r.id), parentId: r.parent === null ? null : Number(r.parent) });
});
afterAll(() => t?.close());

const idOf = (code: string): number => {
  const row = byCode.get(code);
  if (!row) throw new Error(`area ${code} not seeded`);
  return row.id;
};

async function tree(token: string, q?: string): Promise<{ nodes: Node[]; matches: number[] | null }> {
  const res = await t.call({ url: `${EP}/tree${q ? `?q=${encodeURIComponent(q)}` : ''}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function storedParent(id: number): Promise<number | null> {
  const [r] = await t.db.query<{ p: string | null }>(`select data->>'parentId' as p from r_admin_area where id = $1`, [id]);
  return r.p === null ? null : Number(r.p);
}

describe('the seeded platform rows', () => {
  it('form a tree: every city and county has its parent by id, the provinces are roots', () => {
    const seeded = PLATFORM_RECORDS['admin-area'];
    expect(byCode.size).toBe(seeded.length);
    for (const r of seeded) {
      const row = byCode.get(String(r.code));
      expect(row?.parentId ?? null, String(r.code)).toBe(r.parentCode === undefined ? null : idOf(String(r.parentCode)));
    }
  });

  it('keep no former parent code as a form field', async () => {
    const [n] = await t.db.query<{ n: number }>(`select count(*)::int as n from r_admin_area where data ? 'parentCode'`);
    expect(n.n).toBe(0);
  });
});

describe('an enterprise reads the platform tree', () => {
  it('answers the platform nodes with their parents to any reader', async () => {
    const { nodes } = await tree(staff);
    expect(nodes).toContainEqual(expect.objectContaining({ id: idOf('320581'), parentId: idOf('320500'), label: '常熟市' }));
    expect(nodes).toContainEqual(expect.objectContaining({ id: idOf('320500'), parentId: idOf('320000'), label: '苏州市' }));
    expect(nodes).toContainEqual(expect.objectContaining({ id: idOf('320000'), parentId: null, label: '江苏省' }));
  });

  it('searches: a county and its city and province', async () => {
    const { nodes, matches } = await tree(qy, '临淄');
    expect(matches).toEqual([idOf('370305')]);
    expect(nodes.map((n) => n.id).sort()).toEqual([idOf('370000'), idOf('370300'), idOf('370305')].sort());
  });

  it('filters the list by a subtree (under): the cities and counties of a province', async () => {
    const res = await t.call({ url: `${EP}/list?limit=100&parentId=${idOf('330000')}`, token: qy });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.rows as { name: string; refLabels?: Record<string, unknown> }[];
    expect(rows.map((r) => r.name).sort()).toEqual(['宁波市', '镇海区'].sort());
    expect(rows.find((r) => r.name === '镇海区')?.refLabels).toEqual({ parentId: '宁波市' });
  });
});

describe('writes', () => {
  it('an enterprise may not move a platform node (403, nothing changed)', async () => {
    const res = await t.call({ method: 'POST', url: `${EP}/move`, token: qy, payload: { id: idOf('320506'), parentId: idOf('320100') } });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(chineseText(SHARED_WRITE_REFUSED));
    expect(await storedParent(idOf('320506'))).toBe(idOf('320500'));
  });

  it('the platform administrator refuses a cycle at the parent field, changing nothing', async () => {
    const res = await t.call({ method: 'POST', url: `${EP}/move`, token: platform, payload: { id: idOf('320000'), parentId: idOf('320581') } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'parentId', message: '上级区划不能是自身或其下级' });
    expect(await storedParent(idOf('320000'))).toBeNull();
  });

  it('the platform administrator moves a county under another city and creates one under a city', async () => {
    const moved = await t.call({ method: 'POST', url: `${EP}/move`, token: platform, payload: { id: idOf('320506'), parentId: idOf('320100') } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await storedParent(idOf('320506'))).toBe(idOf('320100'));
    const created = await t.call({
      method: 'POST',
      url: EP,
      token: platform,
      payload: { code: '320706', name: '海州区', level: 'county', parentId: idOf('320700') },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { nodes } = await tree(staff);
    expect(nodes).toContainEqual(expect.objectContaining({ label: '海州区', parentId: idOf('320700') }));
  });

  it('refuses a parent that does not exist (400 at the parent field)', async () => {
    const res = await t.call({ method: 'POST', url: EP, token: platform, payload: { code: '320707', name: '无上级', level: 'county', parentId: 987654 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('parentId');
  });
});
