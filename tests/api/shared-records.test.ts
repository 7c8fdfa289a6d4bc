// Shared records through the API and in the database (issue 12 item 7; docs/schema-engine.md "Shared
// records"), generated over every shared resource of the registry: an enterprise reads the platform's rows
// (tenant 0) beside its own and never another enterprise's; it cannot write, delete, switch, order or
// import a platform row, even by a forged id (403, nothing changed); the platform administrator writes
// them; `platform+own` lets an enterprise add its own. Row security refuses the same writes to SQL that
// leaves out the tenant condition, and the policies follow a file that becomes shared later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { SHARED_WRITE_REFUSED } from '../../src/schema/keywords/shared.ts';
import { chineseText } from '../../src/schema/schema-text.ts';
import { inTenant } from '../../src/server/db/tenant-tx.ts';
import { PLATFORM_RECORDS, seedPlatformRecords } from '../../src/server/db/seed/platform-records.ts';
import { resourceRegistry, tableName } from '../../src/server/resources/registry.ts';
import { ensureResourceTables } from '../../src/server/resources/resource-tables.ts';
import { buildExport } from '../../src/server/resources/xlsx-export.ts';
import { validRecord } from '../unit/helpers/sample-records.ts';
import { multipartBody } from './helpers/multipart.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const shared = resourceRegistry().all.filter((r) => r.shared);
let t: TestApp;
/** The platform administrator (tenant 0), enterprise 1001's administrator and staff, enterprise 2001's administrator. */
let platform: string;
let qy: string;
let qyStaff: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  platform = await t.login('admin', PASSWORDS.admin);
  qy = await t.login('qyadmin', PASSWORDS.qyadmin);
  qyStaff = await t.login('staff01', PASSWORDS.staff01);
  other = await t.login('qyadmin2', PASSWORDS.qyadmin2);
});
afterAll(() => t?.close());

const url = (r: ResourceFile, path = '') => `/zax-cloud${r.endpoint}${path}`;
type Row = { id: number; shared?: boolean } & Record<string, unknown>;

async function list(r: ResourceFile, token: string): Promise<Row[]> {
  const res = await t.call({ url: url(r, '/list?limit=100'), token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows as Row[];
}

/** Every row of the table, as the owner sees it (no row security): the proof that nothing changed. */
const tableRows = (r: ResourceFile) => t.db.query(`select * from ${tableName(r.key)} order by id`);

/** A row of tenant `tenant` written directly, as a seed would. */
async function insertRow(r: ResourceFile, tenant: number, data: Record<string, unknown>): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(`insert into ${tableName(r.key)} (tenant_id, data) values ($1, $2) returning id`, [tenant, JSON.stringify(data)]);
  return row.id;
}

function expectRefused(res: { statusCode: number; json: () => { code: unknown; msg: string } }) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: 403, msg: chineseText(SHARED_WRITE_REFUSED) });
}

it('the registry has shared resources of both modes', () => {
  expect(new Set(shared.map((r) => r.shared))).toEqual(new Set(['platform', 'platform+own']));
});

describe.each(shared.map((r) => [`${r.key} (${r.shared})`, r] as const))('%s', (_name, r) => {
  const has = (a: string) => (r.actions as string[]).includes(a);
  const own = r.shared === 'platform+own';
  let platformId: number;
  let otherId: number;

  beforeAll(async () => {
    otherId = await insertRow(r, 2001, { ...validRecord(r), remark: '2001的记录' });
  });

  it('the platform administrator reads the seeded platform rows and adds one', async () => {
    const rows = await list(r, platform);
    expect(rows.length).toBeGreaterThanOrEqual(PLATFORM_RECORDS[r.key].length);
    expect(rows.every((x) => x.shared === true)).toBe(true);
    const res = await t.call({ method: 'POST', url: url(r), token: platform, payload: validRecord(r) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.shared).toBe(true);
    platformId = res.json().data.id;
    const [stored] = await t.db.query<{ tenant_id: number }>(`select tenant_id from ${tableName(r.key)} where id = $1`, [platformId]);
    expect(Number(stored.tenant_id)).toBe(0);
  });

  it('an enterprise reads the platform rows, tagged, and never another enterprise’s', async () => {
    for (const token of [qy, qyStaff]) {
      const rows = await list(r, token);
      expect(rows.map((x) => x.id)).toContain(platformId);
      expect(rows.map((x) => x.id)).not.toContain(otherId);
      expect(rows.find((x) => x.id === platformId)?.shared).toBe(true);
    }
    const detail = await t.call({ url: url(r, `/${platformId}`), token: qy });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ id: platformId, shared: true });
    expect((await t.call({ url: url(r, `/${otherId}`), token: qy })).statusCode).toBe(404);
    const pure = await t.call({ url: url(r, '/pure/list'), token: qy });
    expect(pure.json().data.map((x: Row) => x.id)).toContain(platformId);
    // 2001 sees the platform's rows too, and its own.
    const theirs = (await list(r, other)).map((x) => x.id);
    expect(theirs).toEqual(expect.arrayContaining([platformId, otherId]));
  });

  it('an enterprise cannot change a platform row by any write, even by its id (403, nothing changed)', async () => {
    const before = await tableRows(r);
    const tries: { method: 'PUT' | 'DELETE' | 'POST'; path: string; payload: Record<string, unknown> }[] = [
      { method: 'PUT', path: '', payload: { ...validRecord(r), id: platformId } },
      { method: 'DELETE', path: '', payload: { ids: [platformId] } },
    ];
    for (const a of ['enable', 'disable'] as const) if (has(a)) tries.push({ method: 'POST', path: `/${a}`, payload: { ids: [platformId] } });
    for (const a of ['topping', 'ending'] as const) if (has(a)) tries.push({ method: 'POST', path: `/${a}`, payload: { id: platformId } });
    if (has('sort')) tries.push({ method: 'POST', path: '/sort', payload: { ids: [platformId] } });
    for (const x of tries) {
      const res = await t.call({ method: x.method, url: url(r, x.path), token: qy, payload: x.payload });
      expect(res.statusCode, `${x.method} ${x.path}: ${res.body}`).toBe(403);
      expectRefused(res);
    }
    // The platform administrator acting for an enterprise (Ent-ID) is that enterprise here.
    expectRefused(await t.call({ method: 'PUT', url: url(r), token: platform, entId: 1001, payload: { id: platformId } }));
    expect(await tableRows(r)).toEqual(before);
  });

  it(own ? 'an enterprise adds, edits and deletes its own rows' : 'an enterprise cannot add rows at all', async () => {
    const before = await tableRows(r);
    const res = await t.call({ method: 'POST', url: url(r), token: qy, payload: validRecord(r) });
    if (!own) {
      expectRefused(res);
      if (has('import')) {
        const file = await buildExport(r, [validRecord(r)], r.import?.columns);
        expectRefused(await t.call({ method: 'POST', url: url(r, '/import'), token: qy, ...multipartBody({}, { name: `${r.title}.xlsx`, content: file }) }));
      }
      expectRefused(await t.call({ method: 'POST', url: url(r), token: platform, entId: 1001, payload: validRecord(r) }));
      expect(await tableRows(r)).toEqual(before);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().data as Row;
    expect(mine.shared).toBe(false);
    expect((await t.call({ method: 'PUT', url: url(r), token: qy, payload: { id: mine.id } })).statusCode).toBe(200);
    // Its rows are its own: 2001 does not see them, and the platform administrator's list is the platform's only.
    expect((await list(r, other)).map((x) => x.id)).not.toContain(mine.id);
    expect((await list(r, platform)).map((x) => x.id)).not.toContain(mine.id);
    // A delete naming its own row and a platform row refuses both.
    expectRefused(await t.call({ method: 'DELETE', url: url(r), token: qy, payload: { ids: [mine.id, platformId] } }));
    expect((await t.call({ url: url(r, `/${mine.id}`), token: qy })).statusCode).toBe(200);
    const del = await t.call({ method: 'DELETE', url: url(r), token: qy, payload: { ids: [mine.id] } });
    expect(del.json().data).toEqual({ deleted: 1 });
  });

  it('the platform administrator edits and deletes the platform row', async () => {
    const res = await t.call({ method: 'PUT', url: url(r), token: platform, payload: { id: platformId } });
    expect(res.statusCode, res.body).toBe(200);
    const del = await t.call({ method: 'DELETE', url: url(r), token: platform, payload: { ids: [platformId] } });
    expect(del.json().data).toEqual({ deleted: 1 });
    expect((await t.call({ url: url(r, `/${platformId}`), token: qy })).statusCode).toBe(404);
  });

  it('row security: SQL without the tenant condition reads the platform rows but cannot write them', async () => {
    const table = tableName(r.key);
    const [seeded] = await t.db.query<{ id: number }>(`select id from ${table} where tenant_id = 0 and not deleted order by id limit 1`);
    const before = await tableRows(r);
    await inTenant(t.db, { tenantId: 1001, userId: null }, async (tx) => {
      // No tenant condition: the platform's rows and 1001's own, never 2001's (whose row this file inserted).
      const seen = (await tx.query<{ tenant_id: number }>(`select distinct tenant_id from ${table}`)).map((x) => Number(x.tenant_id));
      expect(seen).toContain(0);
      expect(seen.filter((n) => n !== 0 && n !== 1001)).toEqual([]);
      expect(await tx.query(`update ${table} set data = '{}' where id = $1 returning id`, [seeded.id])).toEqual([]);
      expect(await tx.query(`update ${table} set deleted = true where tenant_id = 0 returning id`)).toEqual([]);
      expect(await tx.query(`delete from ${table} where id = $1 returning id`, [seeded.id])).toEqual([]);
    });
    await expect(inTenant(t.db, { tenantId: 1001, userId: null }, (tx) => tx.query(`insert into ${table} (tenant_id, data) values (0, '{}')`))).rejects.toThrow(/row-level security/);
    const ownInsert = inTenant(t.db, { tenantId: 1001, userId: null }, (tx) => tx.query(`insert into ${table} (tenant_id, data) values (1001, '{}') returning id`));
    if (own) await expect(ownInsert).resolves.toHaveLength(1);
    else await expect(ownInsert).rejects.toThrow(/row-level security/);
    // A transaction without a tenant sees nothing, the platform's rows included.
    await t.db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'zax_app', true)");
      expect(await tx.query(`select 1 from ${table} limit 1`)).toEqual([]);
    });
    const after = await tableRows(r);
    expect(after.slice(0, before.length)).toEqual(before);
  });
});

describe('row security follows the file', () => {
  it('a table gets the shared policies when its file becomes shared, and loses them when it stops, idempotently', async () => {
    const base = resourceRegistry().byKey.get('category')!;
    const policies = async () =>
      (await t.db.query<{ policyname: string }>(`select policyname from pg_policies where tablename = 'r_category' order by 1`)).map((p) => p.policyname);
    const plain = await policies();
    expect(plain).toEqual(['r_category_tenant']);
    await ensureResourceTables(t.db, [{ ...base, shared: 'platform' }]);
    await ensureResourceTables(t.db, [{ ...base, shared: 'platform' }]);
    expect(await policies()).toEqual(['r_category_platform_delete', 'r_category_platform_insert', 'r_category_platform_update', 'r_category_shared_read', 'r_category_tenant']);
    await ensureResourceTables(t.db, [{ ...base, shared: 'platform+own' }]);
    expect(await policies()).toEqual(['r_category_shared_read', 'r_category_tenant']);
    await ensureResourceTables(t.db, [base]);
    expect(await policies()).toEqual(plain);
  });

  it('an unknown mode is refused by the database function', async () => {
    await expect(t.db.query("select guard_shared_table('r_category', 'everyone')")).rejects.toThrow(/unknown sharing mode/);
  });

  it('the platform rows are seeded once: a second start adds nothing', async () => {
    const count = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from r_admin_area where tenant_id = 0'))[0].n;
    const before = await count();
    expect(await seedPlatformRecords(t.db, resourceRegistry().all)).toEqual([]);
    expect(await count()).toBe(before);
  });
});
