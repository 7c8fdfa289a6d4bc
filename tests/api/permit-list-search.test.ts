// The permit list's searches by 作业地点 and 作业票编号 (contains): their trigram indexes (migration 058), the rows
// they find, and a plan that can read the index (src/server/permits/permit-list.ts permitListWhere).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlValue } from '../../src/server/db/db.ts';
import { permitListWhere } from '../../src/server/permits/permit-list.ts';
import { permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(() => t?.close());

const LIST = `${TSZY}/zuoYePiao/list`;
/** Sites that differ only where a `%` or `_` of the search would match any text. */
const SITES = ['测搜丙3#罐区_A', '测搜丙3#罐区%B', '测搜丙3#罐区xA'];
const NUMBER = 'HJZA7777700000001';

async function found(query: string): Promise<string[]> {
  const e = (await api.get('viewer', `${LIST}?pageIndex=1&pageSize=50&${query}`)).e as { dataList: { zuoYeDiDian: string }[] };
  return e.dataList.map((r) => r.zuoYeDiDian).sort();
}

describe('the permit list searches by 作业地点 and 作业票编号', () => {
  beforeAll(async () => {
    await t.db.query(`insert into permit (tenant_id, kind, zuo_ye_di_dian) select 1001, 'DONG_TU', unnest($1::text[])`, [SITES.slice(0, 2)]);
    await t.db.query(`insert into permit (tenant_id, kind, zuo_ye_di_dian, number) values (1001, 'DONG_TU', $1, $2)`, [SITES[2], NUMBER]);
  });

  it('has trigram indexes of both columns where pg_trgm is available', async () => {
    const available = await t.db.query(`select 1 from pg_available_extensions where name = 'pg_trgm'`);
    const indexes = await t.db.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where tablename = 'permit' and indexdef like '%gin_trgm_ops%' order by indexname`,
    );
    // Without the extension the migration ran and made nothing (the searches read the table).
    const ran = await t.db.query(`select 1 from schema_migrations where name = '058_permit_site_search.sql'`);
    expect(ran).toHaveLength(1);
    expect(indexes.map((i) => i.indexname)).toEqual(available.length ? ['permit_number_trgm', 'permit_site_trgm'] : []);
    if (available.length) {
      expect(indexes[0].indexdef).toMatch(/using gin \(number [a-z_.]*gin_trgm_ops\)/i);
      expect(indexes[1].indexdef).toMatch(/using gin \(zuo_ye_di_dian [a-z_.]*gin_trgm_ops\)/i);
    }
  });

  it('finds a text inside the site, its % and _ matching themselves, from 1 character on', async () => {
    const site = (s: string) => `zuoYeDiDian=${encodeURIComponent(s)}`;
    expect(await found(site('丙3#罐'))).toEqual([...SITES].sort());
    expect(await found(site('3#罐区_'))).toEqual([SITES[0]]);
    expect(await found(site('罐区%'))).toEqual([SITES[1]]);
    // Shorter than a trigram: searched without the index, as literally.
    expect(await found(site('_A'))).toEqual([SITES[0]]);
    expect(await found(site('%'))).toEqual([SITES[1]]);
    expect(await found(`${site('测搜')}&zuoYeBianHao=${NUMBER.slice(4, 15)}`)).toEqual([SITES[2]]);
    expect(await found(`${site('测搜')}&zuoYeBianHao=${encodeURIComponent('7%0')}`)).toEqual([]);
  });

  it('reads the trigram index under row security, in a generic plan, from 3 characters on and not below', async () => {
    // The mark that lets row security read `like` through an index needs a superuser to migrate (migration 058).
    const [{ trgm, superuser }] = await t.db.query<{ trgm: boolean; superuser: boolean }>(
      `select exists (select 1 from pg_extension where extname = 'pg_trgm') as trgm,
              (select rolsuper from pg_roles where rolname = current_user) as superuser`,
    );
    // The list's conditions on a copy of the permits' table (its policy; one index, a trigram index of the site: the
    // plan of the real table also weighs its other indexes by the few rows here), read as a tenant request reads
    // (zax_app, the tenant set), in a generic plan (PGlite's prepared statements come to it after a few runs).
    const uses = async (zuoYeDiDian: string) => {
      const { where, params } = permitListWhere(1001, { pageIndex: 1, pageSize: 10, zuoYeDiDian }, null, null, null);
      const literal = (v: SqlValue) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
      return t.db.transaction(async (tx) => {
        await tx.exec(`create table site_probe (like permit);
          alter table site_probe enable row level security;
          create policy site_probe_tenant on site_probe using (tenant_visible(tenant_id));
          grant select on site_probe to zax_app;
          ${trgm ? 'create index site_probe_trgm on site_probe using gin (zuo_ye_di_dian gin_trgm_ops);' : ''}
          set local plan_cache_mode = force_generic_plan; set local enable_seqscan = off;
          select set_config('role', 'zax_app', true), set_config('app.tenant', '1001', true);
          prepare site_search as select p.id from site_probe p where ${where}`);
        const plan = await tx.query(`explain (format json) execute site_search(${params.map(literal).join(', ')})`);
        await tx.exec('deallocate site_search; reset role; drop table site_probe');
        return JSON.stringify(plan).includes('site_probe_trgm');
      });
    };
    expect(await uses('3#罐区')).toBe(trgm && superuser);
    expect(await uses('罐区')).toBe(false);
  });
});
