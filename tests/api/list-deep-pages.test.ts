// Issue 25 item 1 on the generic list (safety-manager): the count kept for a short time (src/server/db/count-cache.ts)
// is refreshed by a create, a delete and a write of another process, and never by another enterprise's write; deep
// pages (picked by id first, src/server/db/deferred-offset.ts) agree with shallow ones in every sort order, ties too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CACHE_MS, countCacheOf, LIST_WRITE_CHANNEL } from '../../src/server/db/count-cache.ts';
import { DEFERRED_OFFSET } from '../../src/server/db/deferred-offset.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const EP = '/zax-cloud/u-basic/company-safety-manager';
let t: TestApp;
let admin: string; // qyadmin of 1001
let other: string; // qyadmin2 of 2001
let department = 0;
let department2001 = 0;

const person = (name: string) => ({
  name,
  gender: 'male',
  idCard: '11010519491231002X',
  mobile: '13800138000',
  post: '安全员',
  department,
  certNo: 'AQ-2026-001',
  certStart: '2026-01-01',
  certEnd: '2030-01-01',
});

interface ListData {
  rows: { id: number; name: string }[];
  total: number;
  totalExact: boolean;
}

async function list(token: string, query = ''): Promise<ListData> {
  const res = await t.call({ url: `${EP}/list?limit=5${query}`, token });
  expect(res.statusCode).toBe(200);
  return res.json().data as ListData;
}

/** Rows written straight into the table with its triggers off: a write no process hears (only a kept count misses it). */
async function unheardInsert(tenantId: number, name: string): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(`insert into r_safety_manager (tenant_id, data) values ($1, jsonb_build_object('name', $2::text))`, [tenantId, name]);
  });
}

let sentinels = 0;
/**
 * Waits until this process heard every write notification committed so far. PostgreSQL delivers them after the
 * commit, asynchronously but in commit order: a create's late notification would otherwise drop a count kept
 * after it. A sentinel of a table nobody lists is sent, and awaited.
 */
async function notificationsHeard(): Promise<void> {
  const tenant = 900_000 + ++sentinels;
  await t.db.query('select pg_notify($1, $2)', [LIST_WRITE_CHANNEL, `count_sentinel:${tenant}`]);
  await expect.poll(() => countCacheOf(t.db).noted('count_sentinel', tenant), { timeout: COUNT_CACHE_MS / 2, interval: 10 }).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query('delete from r_safety_manager where tenant_id in (1001, 2001)');
  department = Number((await t.db.query<{ id: number }>("select id from departmentinfo where tenant_id = 1001 and name = '安全环保部'"))[0].id);
  department2001 = Number((await t.db.query<{ id: number }>('select id from departmentinfo where tenant_id = 2001 and not deleted order by id limit 1'))[0].id);
  [admin, other] = await Promise.all([t.login('qyadmin', PASSWORDS.qyadmin), t.login('qyadmin2', PASSWORDS.qyadmin2)]);
});
afterAll(() => t.close());

describe('the kept count', () => {
  it(`is answered again for ${COUNT_CACHE_MS / 1000} s, and a create or a delete refreshes it at once`, async () => {
    for (const n of ['甲', '乙', '丙']) expect((await t.call({ method: 'POST', url: EP, token: admin, payload: person(n) })).statusCode).toBe(200);
    await notificationsHeard();
    expect(await list(admin)).toMatchObject({ total: 3, totalExact: true });
    // A write nobody hears is not counted while the count is kept: the count is not counted again.
    await unheardInsert(1001, '未闻');
    expect((await list(admin)).total).toBe(3);
    // A filtered list is a count of its own.
    expect((await list(admin, '&name=甲')).total).toBe(1);

    const created = (await t.call({ method: 'POST', url: EP, token: admin, payload: person('丁') })).json().data as { id: number };
    await notificationsHeard();
    expect(await list(admin)).toMatchObject({ total: 5, totalExact: true });
    await unheardInsert(1001, '未闻二');
    expect((await list(admin)).total).toBe(5);
    const del = await t.call({ method: 'DELETE', url: EP, token: admin, payload: { ids: [created.id] } });
    expect(del.json().data).toEqual({ deleted: 1 });
    expect((await list(admin)).total).toBe(5); // 6 rows, one deleted
  });

  it('hears a write of another process (the NOTIFY of the table’s triggers)', async () => {
    const before = (await list(admin)).total;
    await t.db.query(`insert into r_safety_manager (tenant_id, data) values (1001, '{"name": "别处写的"}')`);
    // PostgreSQL delivers the notification after the commit, asynchronously: asked again until it is heard.
    await expect.poll(async () => (await list(admin)).total, { timeout: COUNT_CACHE_MS / 2, interval: 20 }).toBe(before + 1);
  });

  it('is not refreshed, nor changed, by another enterprise’s write', async () => {
    await notificationsHeard();
    const mine = (await list(admin)).total;
    expect((await list(other)).total).toBe(0);
    await unheardInsert(1001, '未闻三');
    expect((await t.call({ method: 'POST', url: EP, token: other, payload: { ...person('二〇〇一的人'), department: department2001 } })).statusCode).toBe(200);
    expect(await list(other)).toMatchObject({ total: 1, rows: [{ name: '二〇〇一的人' }] });
    // 1001's count was kept (2001's write does not concern it) and does not count 2001's record.
    const after = await list(admin);
    expect(after.total).toBe(mine);
    expect(after.rows.some((r) => r.name === '二〇〇一的人')).toBe(false);
  });
});

describe('deep pages', () => {
  beforeAll(async () => {
    // 300 rows in one statement: one updated time for all (ties broken by id), 7 names and 5 certificate ends.
    await t.db.query(
      `insert into r_safety_manager (tenant_id, data)
         select 1001, jsonb_build_object('name', '同名' || (g % 7), 'certNo', 'D' || g,
                                         'certEnd', to_char(date '2030-01-01' + (g % 5), 'YYYY-MM-DD'))
           from generate_series(1, 300) g`,
    );
  });

  const sorts = ['', '&sort=name&order=asc', '&sort=name&order=desc', '&sort=certEnd&order=asc', '&sort=updatedAt&order=desc', '&sort=updatedAt&order=asc'];
  for (const sort of sorts) {
    it(`pages of 20 past offset ${DEFERRED_OFFSET} agree with pages of 100 (${sort || 'default order'})`, async () => {
      const ids = async (page: number, limit: number) => {
        const res = await t.call({ url: `${EP}/list?page=${page}&limit=${limit}${sort}`, token: admin });
        expect(res.statusCode).toBe(200);
        return (res.json().data as ListData).rows.map((r) => r.id);
      };
      const big = [...(await ids(1, 100)), ...(await ids(2, 100)), ...(await ids(3, 100))];
      const small: number[] = [];
      for (let p = 1; p <= 15; p++) small.push(...(await ids(p, 20)));
      expect(new Set(big).size).toBe(300);
      expect(small).toEqual(big);
    });
  }
});

describe('page anchors', () => {
  const page = async (p: number, query = '') => {
    const res = await t.call({ url: `${EP}/list?page=${p}&limit=20${query}`, token: admin });
    expect(res.statusCode).toBe(200);
    return (res.json().data as ListData).rows.map((r) => r.id);
  };

  it('seek a page read before, and the next one, from where they begin: rows written unheard do not move them', async () => {
    await notificationsHeard();
    const sixth = await page(6);
    const seventh = await page(7);
    // A row newer than all (first in the default order) written with the triggers off: an offset page would move by one.
    await unheardInsert(1001, '未闻的新行');
    expect(await page(6)).toEqual(sixth);
    expect(await page(7)).toEqual(seventh);
    // Ascending too: its page 8 is kept; a row older than all would move an offset page.
    const ascending = await page(8, '&sort=updatedAt&order=asc');
    await t.db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(`insert into r_safety_manager (tenant_id, data, updated_at) values (1001, '{"name": "最旧的"}', now() - interval '10 years')`);
    });
    expect(await page(8, '&sort=updatedAt&order=asc')).toEqual(ascending);
  });

  it('are dropped by a write that is heard: the page moves as the offset says', async () => {
    // A heard write first: what the last test kept (blind to its unheard rows) goes.
    expect((await t.call({ method: 'POST', url: EP, token: admin, payload: person('新丙') })).statusCode).toBe(200);
    await notificationsHeard();
    const before = await page(6);
    expect(await page(6)).toEqual(before);
    for (const n of ['新甲', '新乙']) expect((await t.call({ method: 'POST', url: EP, token: admin, payload: person(n) })).statusCode).toBe(200);
    await notificationsHeard();
    const after = await page(6);
    // Two newer rows came first: page 6 begins two rows earlier.
    expect(after.slice(2)).toEqual(before.slice(0, 18));
  });

  it('are not used for an order whose column may be empty, nor shared between enterprises', async () => {
    await notificationsHeard();
    const byName = await page(6, '&sort=name&order=asc');
    // A name sorting first (digits come before Chinese in every collation), written unheard: the order on a form
    // field reads by offset and moves.
    await unheardInsert(1001, '0先');
    const moved = await page(6, '&sort=name&order=asc');
    expect(moved.slice(1)).toEqual(byName.slice(0, 19));
    // Another enterprise's page at the same offset is its own (it has fewer rows: empty).
    const res = await t.call({ url: `${EP}/list?page=6&limit=20`, token: other });
    expect((res.json().data as ListData).rows).toEqual([]);
  });
});
