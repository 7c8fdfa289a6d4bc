// Issue 12's reference figures: 1,000,000 records of the fixture resource ref-task (tests/fixtures/
// ref-resources) in one tenant, each referring to one of 1,000 staff members (ownerId) and one of 1,000
// equipment records (equipmentId); page 1 and page 500 of the list with the two labels (`refLabels`, one
// query per target per page) against the same list without them, on a bench route that runs the same SQL
// and record mapping with and without the reference hook's answer. Also the real API route, with labels.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseListQuery, type QueryInput } from '../../src/schema/compile-query.ts';
import type { Db } from '../../src/server/db/db.ts';
import { inTenant } from '../../src/server/db/tenant-tx.ts';
import type { AuthContext } from '../../src/server/plugins/auth.ts';
import { answerRecords } from '../../src/server/resources/record-hooks.ts';
import { toRecord } from '../../src/server/resources/record-shape.ts';
import { listRecords } from '../../src/server/resources/record-store.ts';
import { addResourceDir, compileResource, resourceRegistry, tableName } from '../../src/server/resources/registry.ts';
import { tenantResource } from '../../src/server/resources/resource-context.ts';
import { callJson, login } from './http-json.ts';
import { seedInBatches } from './bulk-seed.ts';
import { measureList } from './load.ts';
import { ms, perSecond } from './table.ts';
import type { BenchSettings, BenchTarget, Row, Section } from './section.ts';

// Before any section asks the registry: the fixtures join the bench app.
addResourceDir(path.resolve(import.meta.dirname, '../fixtures/ref-resources'));

const ROWS = Number(process.env.BENCH_REF_ROWS ?? process.env.BENCH_LIST_ROWS ?? 1_000_000);
const TENANT = 1001;
const TARGETS = 1000;
const BARE_PATH = '/bench/ref-list';

/** Staff and equipment to refer to, then the tasks (audit trigger off while seeding). */
async function seed(db: Db, n: number): Promise<number> {
  const started = performance.now();
  await db.query(`insert into staffinfo(tenant_id, name) select $1, '引用压测人员' || g from generate_series(1, $2::int) g`, [TENANT, TARGETS]);
  const eq = tableName('ref-equipment');
  await db.query(`insert into ${eq}(tenant_id, data) select $1, jsonb_build_object('name', '压测设备' || g) from generate_series(1, $2::int) g`, [TENANT, TARGETS]);
  const targetsMs = performance.now() - started;
  const table = tableName('ref-task');
  const tasksMs = await seedInBatches(db, table, n, (from, to) =>
    db.query(
      `with s as (select array_agg(id order by id) a from staffinfo where tenant_id = $1 and name like '引用压测人员%'),
            e as (select array_agg(id order by id) a from ${eq} where tenant_id = $1)
       insert into ${table} (tenant_id, data, created_at, updated_at)
       select $1, jsonb_build_object('name', '压测任务' || g, 'ownerId', s.a[1 + g % $4], 'equipmentId', e.a[1 + (g * 7) % $4]),
              now() - make_interval(secs => g), now() - make_interval(secs => g)
         from generate_series($2::int, $3::int) g, s, e`,
      [TENANT, from, to, TARGETS],
    ),
  );
  return targetsMs + tasksMs;
}

const CASES = [
  { name: 'page 1', query: 'page=1&limit=20' },
  { name: 'page 500', query: 'page=500&limit=20' },
];


export const refListSection: Section = {
  name: 'reference labels (1,000,000 rows)',
  routes(app: FastifyInstance, db: Db) {
    app.get(BARE_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (req) => {
      const { labels, ...query } = req.query as QueryInput & { labels?: string };
      const base = resourceRegistry().byKey.get('ref-task');
      if (!base) throw new Error('ref-task missing');
      // The reference hook reads only the tenant of the caller: a bench route has no session to give it.
      const auth = { tenantId: TENANT, userId: null } as unknown as AuthContext;
      return inTenant(db, { tenantId: TENANT, userId: null }, async (tx) => {
        const merged = await tenantResource(tx, TENANT, base);
        const c = compileResource(merged.resource);
        const q = parseListQuery(c.plan, query);
        if ('error' in q) throw new Error(q.error.message);
        const r = await listRecords(tx, c, TENANT, q);
        const rows = r.rows.map((row) => toRecord(c.resource, row));
        if (labels === '1') await answerRecords({ tx, c, merged }, auth, rows, 'list');
        return { rows, total: r.total };
      });
    });
  },
  async run(target: BenchTarget, settings: BenchSettings): Promise<Row[]> {
    const seedMs = await seed(target.db, ROWS);
    const rows: Row[] = [{ metric: `seed ${ROWS.toLocaleString('en-US')} ref-task rows (SQL)`, value: `${(seedMs / 1000).toFixed(1)} s` }];
    const token = await login(target, 'qyadmin', 'Qy@123456');
    for (const c of CASES) {
      const check = await callJson(target, { method: 'GET', path: `/zax-cloud/u-basic/ref-task/list?${c.query}`, token });
      const data = check.body.data as { rows: { refLabels?: Record<string, unknown> }[] } | undefined;
      if (check.status !== 200 || !data || data.rows.length !== 20 || typeof data.rows[0].refLabels?.ownerId !== 'string' || typeof data.rows[0].refLabels?.equipmentId !== 'string') {
        throw new Error(`${c.name}: answered ${check.status} ${String(check.body.msg)}`);
      }
      const withLabels = await measureList(`${target.baseUrl}${BARE_PATH}?${c.query}&labels=1`, {}, settings);
      const without = await measureList(`${target.baseUrl}${BARE_PATH}?${c.query}&labels=0`, {}, settings);
      const api = await measureList(`${target.baseUrl}/zax-cloud/u-basic/ref-task/list?${c.query}`, { authorization: token }, settings);
      rows.push({
        metric: `ref list ${c.name}: 2 labels vs none`,
        value: `${perSecond(withLabels.perSecond)} vs ${perSecond(without.perSecond)} req/s`,
        note: `ratio ${(withLabels.perSecond / without.perSecond).toFixed(2)}; p50 ${ms(withLabels.latencyMs.p50)} vs ${ms(without.latencyMs.p50)} ms; API with labels ${perSecond(api.perSecond)} req/s, p50 ${ms(api.latencyMs.p50)} ms`,
      });
    }
    return rows;
  },
};
