// Issue 17's figures (BENCH_SECTIONS=hidden-danger): the hidden-danger ledger (隐患台账) with BENCH_YHPC_ROWS (default
// BENCH_LIST_ROWS, 1,000,000) hidden dangers in enterprise 1001: page 1 unfiltered and filtered by an indexed field
// (重大, a twentieth of the rows), through the API and through a bare route running the same SQL on the same pool (no
// token, no envelope, no record mapping), BENCH_YHPC_LOADS (50) sequential calls each; the statistics over the same
// rows (隐患统计's summary route and the data service's blocks by month, level, department and the overdue source),
// BENCH_YHPC_STATS_LOADS (5) sequential calls each after a first one; and the generation of the control tasks of
// BENCH_YHPC_MEASURES (10,000) daily control measures, each due one period today, through the record pipeline.
import type { FastifyInstance } from 'fastify';
import { localDateTime } from '../../src/domain/schedule-calendar.ts';
import type { Db } from '../../src/server/db/db.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { bareListRoute, compiledResource } from './bare-list-route.ts';
import { runSchedules } from '../../src/server/schedules/run-schedules.ts';
import { seedInBatches } from './bulk-seed.ts';
import { callJson, login } from './http-json.ts';
import { localTarget } from './load.ts';
import { summarize } from './percentiles.ts';
import { ms, perSecond } from './table.ts';
import type { BenchTarget, Row, Section } from './section.ts';

const ROWS = Number(process.env.BENCH_YHPC_ROWS ?? process.env.BENCH_LIST_ROWS ?? 1_000_000);
const LOADS = Number(process.env.BENCH_YHPC_LOADS ?? 50);
const STATS_LOADS = Number(process.env.BENCH_YHPC_STATS_LOADS ?? 5);
const MEASURES = Number(process.env.BENCH_YHPC_MEASURES ?? 10_000);
const TENANT = 1001;
const KEY = 'hidden-danger';
const BARE_PATH = '/bench/hidden-danger-list';
const STATES = ['reported', 'rectifying', 'extending', 'accepting', 'closed'];
const SOURCES = ['control-task', 'patrol', 'permit-check', 'special-check', 'report', 'authority', 'checklist'];
const CATEGORIES = ['management', 'equipment', 'process', 'electrical', 'fire', 'behaviour', 'other'];

const compiled = () => compiledResource(KEY);

/** A SQL array literal of text values. */
const arr = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;

/**
 * Hidden dangers found over the past ~three years, every state (most closed), a twentieth 重大, every source; the
 * registered ones with a department of the enterprise, a deadline 10 days after being found and, when rectified or
 * closed, a rectification date (a seventh late).
 */
async function seedDangers(db: Db): Promise<number> {
  const depts = (await db.query<{ id: number }>('select id from departmentinfo where tenant_id = $1 order by id', [TENANT])).map((d) => Number(d.id));
  const table = compiled().table;
  return seedInBatches(db, table, ROWS, (from, to) =>
    db.query(
      `insert into ${table} (tenant_id, data, created_at, updated_at)
       select $1, jsonb_strip_nulls(jsonb_build_object(
           'title', '压测隐患' || g, 'description', '压测隐患描述' || g,
           'state', st, 'level', case when st = 'reported' then null when g % 20 = 0 then 'major' else 'general' end,
           'supervised', st <> 'closed' and g % 20 = 0,
           'sourceKind', (${arr(SOURCES)})[1 + g % ${SOURCES.length}],
           'category', case when st = 'reported' then null else (${arr(CATEGORIES)})[1 + g % ${CATEGORIES.length}] end,
           'rectifyDept', case when st = 'reported' then null else ($4::bigint[])[1 + g % cardinality($4::bigint[])] end,
           'foundDate', to_char(found, 'YYYY-MM-DD'),
           'rectifyDeadline', case when st = 'reported' then null else to_char(found + 10, 'YYYY-MM-DD') end,
           'dueDate', case when st = 'reported' then null else to_char(found + 10, 'YYYY-MM-DD') end,
           'rectifiedDate', case when st in ('accepting', 'closed') then to_char(found + case when g % 7 = 0 then 14 else 6 end, 'YYYY-MM-DD') end,
           'closedDate', case when st = 'closed' then to_char(found + case when g % 7 = 0 then 15 else 7 end, 'YYYY-MM-DD') end,
           'onTime', case when st = 'closed' then g % 7 <> 0 end)),
         now() - make_interval(secs => g), now() - make_interval(secs => g)
       from (select g, (current_date - (g % 1100))::date as found,
                    (${arr(STATES)})[case when g % 10 < 6 then 5 else 1 + g % 4 end] as st
               from generate_series($2::int, $3::int) g) s`,
      [TENANT, from, to, depts],
    ),
  );
}

/** Sequential timed GETs of one URL (after one untimed call that must answer 200). */
async function timed(url: string, headers: Record<string, string>, loads: number): Promise<{ p50: number; p99: number; firstMs: number; body: Record<string, unknown> }> {
  const t0 = performance.now();
  const first = await fetch(localTarget(url), { headers });
  const body = (await first.json()) as Record<string, unknown>;
  const firstMs = performance.now() - t0;
  if (first.status !== 200) throw new Error(`${url}: ${first.status} ${JSON.stringify(body).slice(0, 200)}`);
  const samples: number[] = [];
  for (let i = 0; i < loads; i++) {
    const t = performance.now();
    const res = await fetch(localTarget(url), { headers });
    await res.text();
    samples.push(performance.now() - t);
  }
  const s = summarize(samples);
  return { p50: s.p50, p99: s.p99, firstMs, body };
}

/** MEASURES daily team-level measures of one event, due one period today. */
async function seedMeasures(db: Db, today: string): Promise<void> {
  const [staff] = await db.query<{ id: number }>('select id from staffinfo where tenant_id = $1 and not deleted order by id limit 1', [TENANT]);
  const [unit] = await db.query<{ id: number }>(`insert into r_risk_unit (tenant_id, data) values ($1, '{"name":"压测风险分析单元"}') returning id`, [TENANT]);
  const [event] = await db.query<{ id: number }>(
    `insert into r_risk_event (tenant_id, data) values ($1, jsonb_build_object('name', '压测风险事件', 'unitId', $2::bigint, 'eventType', 'fire', 'method', 'LS', 'lsL', 1, 'lsS', 1)) returning id`,
    [TENANT, Number(unit!.id)],
  );
  await db.query(
    `insert into r_control_measure (tenant_id, data)
     select $1, jsonb_build_object('name', '压测管控措施' || g, 'eventId', $3::bigint, 'classify1', 'operation', 'classify2', 'operation-record',
                                   'controlLevel', 'team', 'frequency', 'day', 'checkContent', '压测排查内容' || g, 'assigneeId', $4::bigint,
                                   'startDate', $5::text, 'active', true)
       from generate_series(1, $2::int) g`,
    [TENANT, MEASURES, Number(event!.id), Number(staff!.id), today],
  );
}

export const hiddenDangerSection: Section = {
  name: 'hidden-danger',
  routes(app: FastifyInstance, db: Db) {
    bareListRoute(app, db, BARE_PATH, KEY, TENANT);
  },
  async run(target: BenchTarget): Promise<Row[]> {
    const seedMs = await seedDangers(target.db);
    const rows: Row[] = [{ metric: `seed ${ROWS.toLocaleString('en-US')} hidden dangers (SQL)`, value: `${(seedMs / 1000).toFixed(1)} s` }];
    const token = await login(target, 'qyadmin', 'Qy@123456');
    const auth = { authorization: token };

    // 隐患台账: page 1, and page 1 of the 重大 ones (the ledger's level filter, index (level, state)).
    for (const [name, query] of [
      ['page 1', 'page=1&limit=20'],
      ['page 1, 重大 (indexed level, 1/20 of the rows)', 'page=1&limit=20&level=major'],
    ] as const) {
      const api = await timed(`${target.baseUrl}/zax-cloud/u-basic/hidden-danger/list?${query}`, auth, LOADS);
      const data = api.body.data as { rows?: unknown[]; total?: number; totalExact?: boolean } | undefined;
      if (!data?.rows?.length) throw new Error(`隐患台账 ${name}: no rows`);
      const bare = await timed(`${target.baseUrl}${BARE_PATH}?${query}`, {}, LOADS);
      rows.push({
        metric: `隐患台账 ${name}: API p50 / p99`,
        value: `${ms(api.p50)} / ${ms(api.p99)} ms`,
        note: `${LOADS} sequential calls; bare SQL route ${ms(bare.p50)} / ${ms(bare.p99)} ms; total ${(data.total ?? 0).toLocaleString('en-US')}${data.totalExact === false ? ' (past the count cap: estimated)' : ''}`,
      });
    }

    // 隐患统计: the summary route and the module's statistics blocks over the same rows.
    const summary = await timed(`${target.baseUrl}/zax-cloud/yhpc/hidden-danger/summary`, auth, STATS_LOADS);
    const s = summary.body.data as { found?: number; rate?: string } | undefined;
    rows.push({
      metric: '隐患统计 summary (found, closed, overdue, rate): p50 / p99',
      value: `${ms(summary.p50)} / ${ms(summary.p99)} ms`,
      note: `first call ${ms(summary.firstMs)} ms; ${STATS_LOADS} sequential calls; found ${s?.found ?? '?'}, rate ${s?.rate ?? '?'}`,
    });
    const tk = await callJson(target, { method: 'POST', path: '/zax-cloud/user/data-service/token', token });
    const bearer = (tk.body.data as { token?: string } | undefined)?.token;
    if (!bearer) throw new Error(`data service token: ${tk.status} ${String(tk.body.msg)}`);
    for (const block of ['found-by-month', 'by-level', 'by-department', 'overdue-by-month']) {
      const r = await timed(`${target.baseUrl}/data-service/stats/yhpc/${block}`, { authorization: `Bearer ${bearer}` }, STATS_LOADS);
      const total = (r.body.data as { total?: number } | undefined)?.total ?? 0;
      rows.push({
        metric: `block yhpc/${block}: p50 / p99`,
        value: `${ms(r.p50)} / ${ms(r.p99)} ms`,
        note: `first call ${ms(r.firstMs)} ms; ${STATS_LOADS} sequential calls; total ${total.toLocaleString('en-US')}`,
      });
    }

    // 管控任务: one run of the schedule over MEASURES daily measures, each due one period today.
    const now = new Date();
    await seedMeasures(target.db, localDateTime(now).slice(0, 10));
    const files = resourceRegistry().all.filter((r) => r.key === 'control-measure' || r.key === 'control-task');
    const t0 = performance.now();
    const run = await runSchedules(target.db, now, { files, tenants: [TENANT] });
    const runMs = performance.now() - t0;
    rows.push({
      metric: `control-task generation, ${MEASURES.toLocaleString('en-US')} measures × one period`,
      value: `${(runMs / 1000).toFixed(1)} s`,
      note: `${run.generated} tasks (${perSecond(run.generated / (runMs / 1000))}), ${run.failed} failed, through the record pipeline`,
    });
    return rows;
  },
};
