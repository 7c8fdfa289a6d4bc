// Issue 4's list figures: 1,000,000 safety-manager records in one tenant; page 1 and page 500, with no
// filter and with an indexed filter (a certEnd range of 20,000 rows, or 120,000 for page 5,000), through the API and through a bare
// route that runs the same SQL on the same pool (no token, no envelope, no record mapping). The pages are asked again
// and again, so their counts and page anchors are kept (issue 25, docs/resource-api.md "Counts and deep pages"); the
// "nothing kept" cases turn the cache off to show a first read's cost.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/db.ts';
import { countCacheOf } from '../../src/server/db/count-cache.ts';
import { bareListRoute, compiledResource } from './bare-list-route.ts';
import { callJson, login } from './http-json.ts';
import { seedInBatches } from './bulk-seed.ts';
import { measureList } from './load.ts';
import { ms, perSecond } from './table.ts';
import type { BenchSettings, BenchTarget, Row, Section } from './section.ts';

export const LIST_ROWS = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
const TENANT = 1001;
const KEY = 'safety-manager';
const BARE_PATH = '/bench/resource-list';

const compiled = () => compiledResource(KEY);

/** Inserts the rows straight into the table (audit trigger off while seeding), then analyzes it. */
function seedRows(db: Db, n: number): Promise<number> {
  const table = compiled().table;
  return seedInBatches(db, table, n, (from, to) =>
    db.query(
      `insert into ${table} (tenant_id, data, created_at, updated_at)
       select $1, jsonb_build_object(
           'name', '人员' || g, 'gender', case when g % 2 = 0 then 'male' else 'female' end,
           'idCard', '110105' || lpad((g % 100000000)::text, 8, '0') || '0000',
           'mobile', '138' || lpad((g % 100000000)::text, 8, '0'), 'post', '安全员', 'department', '部门' || (g % 50),
           'certNo', 'C' || g,
           'certStart', to_char(date '2020-01-01' + (g % 2000), 'YYYY-MM-DD'),
           'certEnd', to_char(date '2024-01-01' + (g % 2000), 'YYYY-MM-DD')),
         now() - make_interval(secs => g), now() - make_interval(secs => g)
       from generate_series($2::int, $3::int) g`,
      [TENANT, from, to],
    ),
  );
}

/** A certEnd range of about `want` rows (the seed spreads certEnd over 2,000 days), served by its index. */
function certEndRange(rows: number, want: number): string {
  const days = Math.min(2000, Math.ceil(want / Math.max(1, rows / 2000)));
  const end = new Date(Date.UTC(2025, 0, 1 + days - 1)).toISOString().slice(0, 10);
  return `certEnd=2025-01-01,${end}`;
}

/** The filtered cases' range: about 20,000 rows, or 120,000 for page 5,000 (100,000 rows before it). */
const NARROW = certEndRange(LIST_ROWS, 20_000);
const WIDE = certEndRange(LIST_ROWS, 120_000);

/** Pages 1, 100, 500 and 5,000 of 20 rows, with no filter and with an indexed filter (page 5,000 needs the wide one). */
const CASES: { name: string; query: string }[] = [
  ...[1, 100, 500, 5000].map((p) => ({ name: `page ${p}`, query: `page=${p}&limit=20` })),
  ...[1, 100, 500].map((p) => ({ name: `page ${p}, indexed filter`, query: `page=${p}&limit=20&${NARROW}` })),
  { name: 'page 5000, wide indexed filter', query: `page=5000&limit=20&${WIDE}` },
];

/** The same pages with nothing kept: every request counts and skips its offset (the cost of a first read). */
const COLD_CASES: { name: string; query: string }[] = [
  { name: 'page 1, nothing kept', query: 'page=1&limit=20' },
  { name: 'page 500, nothing kept', query: 'page=500&limit=20' },
];

export const resourceListSection: Section = {
  name: 'resource list (1,000,000 rows)',
  routes(app: FastifyInstance, db: Db) {
    bareListRoute(app, db, BARE_PATH, KEY, TENANT);
  },
  async run(target: BenchTarget, settings: BenchSettings): Promise<Row[]> {
    const seedMs = await seedRows(target.db, LIST_ROWS);
    const rows: Row[] = [{ metric: `seed ${LIST_ROWS.toLocaleString('en-US')} rows (SQL)`, value: `${(seedMs / 1000).toFixed(1)} s` }];
    const token = await login(target, 'staff01', 'Staff@1234');
    const api = `${target.baseUrl}/zax-cloud/u-basic/company-safety-manager/list`;
    const cache = countCacheOf(target.db);
    const cases = [...CASES.map((c) => ({ ...c, kept: true })), ...COLD_CASES.map((c) => ({ ...c, kept: false }))];
    for (const c of cases) {
      // The cold cases: nothing kept (no count, no page anchor), as the first read of a page after a write.
      const wasEnabled = cache.enabled;
      cache.enabled = c.kept && wasEnabled;
      const check = await callJson(target, { method: 'GET', path: `/zax-cloud/u-basic/company-safety-manager/list?${c.query}`, token });
      const data = check.body.data as { rows: unknown[]; total: number; totalExact: boolean } | undefined;
      if (check.status !== 200 || !data || data.rows.length !== 20) throw new Error(`${c.name}: answered ${check.status} ${String(check.body.msg)}`);
      const viaApi = await measureList(`${api}?${c.query}`, { authorization: token }, settings);
      const bare = await measureList(`${target.baseUrl}${BARE_PATH}?${c.query}`, {}, settings);
      rows.push({
        metric: `list ${c.name}: API p50 / p99`,
        value: `${ms(viaApi.latencyMs.p50)} / ${ms(viaApi.latencyMs.p99)} ms`,
        note: `${perSecond(viaApi.perSecond)} req/s; bare SQL route ${ms(bare.latencyMs.p50)} / ${ms(bare.latencyMs.p99)} ms, ${perSecond(bare.perSecond)} req/s; ratio ${(viaApi.perSecond / bare.perSecond).toFixed(2)}; total ${data.total}${data.totalExact ? '' : ' (estimate)'}`,
      });
      cache.enabled = wasEnabled;
    }
    return rows;
  },
};
