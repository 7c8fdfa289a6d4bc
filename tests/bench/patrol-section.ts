// Issue 18's figures (BENCH_SECTIONS=patrol): 巡检记录 with BENCH_PATROL_ROWS (default BENCH_LIST_ROWS, 1,000,000)
// patrol records in enterprise 1001 (page 1, unfiltered and filtered by an indexed field: one route's records, and
// the 漏检 ones), and 设备详情's history (GET /equipment/history) of one device with BENCH_HISTORY_EVENTS (10,000)
// events of every kind among 100,000 patrol results of other devices (page 1 and the last page), with the plan of its
// one query (EXPLAIN ANALYZE under the tenant's row-level security; BENCH_PLAN=1 prints it whole). BENCH_PATROL_LOADS (50)
// sequential calls each.
import { inTenant } from '../../src/server/db/tenant-tx.ts';
import { HISTORY_BRANCHES, historySql } from '../../src/server/equipment/equipment-history.ts';
import { seedInBatches } from './bulk-seed.ts';
import { callJson, login } from './http-json.ts';
import { localTarget } from './load.ts';
import { summarize } from './percentiles.ts';
import { ms } from './table.ts';
import type { BenchTarget, Row, Section } from './section.ts';

const ROWS = Number(process.env.BENCH_PATROL_ROWS ?? process.env.BENCH_LIST_ROWS ?? 1_000_000);
const EVENTS = Number(process.env.BENCH_HISTORY_EVENTS ?? 10_000);
const LOADS = Number(process.env.BENCH_PATROL_LOADS ?? 50);
const NOISE = 100_000;
const TENANT = 1001;
const SCHEMES = 20;

/** Sequential timed GETs of one path (after one untimed call that must answer 200 with rows). */
async function timed(target: BenchTarget, token: string, path: string): Promise<{ p50: number; p99: number; total: number; rows: number }> {
  const warm = await callJson(target, { method: 'GET', path, token });
  const data = warm.body.data as { rows?: unknown[]; total?: number } | undefined;
  if (warm.status !== 200 || !data?.rows?.length) throw new Error(`${path}: ${warm.status} ${JSON.stringify(warm.body).slice(0, 200)}`);
  const samples: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    const t0 = performance.now();
    const res = await fetch(localTarget(target.baseUrl + path), { headers: { authorization: token } });
    await res.text();
    samples.push(performance.now() - t0);
  }
  const s = summarize(samples);
  return { p50: s.p50, p99: s.p99, total: data.total ?? 0, rows: data.rows.length };
}

/** Patrol records: SCHEMES routes, one a day each, a tenth missed, the rest done; due times over the past years. */
function seedRecords(target: BenchTarget): Promise<number> {
  return seedInBatches(target.db, 'r_patrol_record', ROWS, (from, to) =>
    target.db.query(
      `insert into r_patrol_record (tenant_id, data, created_at, updated_at)
       select $1, jsonb_build_object(
           'name', '压测路线' || (g % ${SCHEMES}) || '巡检' || g, 'schemeId', 900000 + g % ${SCHEMES},
           'patrolState', case when g % 10 = 0 then 'missed' else 'done' end, 'period', 'P' || g,
           'dueAt', to_char(timestamp '2020-01-01 08:00:00' + make_interval(mins => g), 'YYYY-MM-DD HH24:MI:SS'),
           'late', g % 7 = 0, 'abnormalCount', g % 13 = 0),
         now() - make_interval(secs => g), now() - make_interval(secs => g)
       from generate_series($2::int, $3::int) g`,
      [TENANT, from, to],
    ),
  );
}

/** One device with EVENTS events: 40 % patrols (a result each), 20 % repairs, 20 % maintenance, 10 % start-stop, 10 % hidden dangers. */
async function seedHistory(target: BenchTarget): Promise<{ deviceId: number; ms: number }> {
  const { db } = target;
  const t0 = performance.now();
  const [{ id }] = await db.query<{ id: string }>(`insert into r_production_equipment (tenant_id, data) values ($1, '{"name":"履历压测设备","code":"BENCH-H01"}') returning id`, [TENANT]);
  const deviceId = Number(id);
  const [{ first }] = await db.query<{ first: string }>(`select min(id) as first from r_patrol_record where tenant_id = $1`, [TENANT]);
  const share = (p: number) => Math.round((EVENTS * p) / 100);
  const day = (n: string) => `to_char(date '2000-01-01' + (${n} % 9000), 'YYYY-MM-DD')`;
  await db.query(
    `insert into r_patrol_result (tenant_id, data)
     select $1, jsonb_build_object('recordId', $2::bigint + (g * 7) % $6, 'equipmentId', case when g <= $3 then $4 else $4 + 1 + g % 500 end,
                                   'verdict', case when g % 9 = 0 then 'abnormal' else 'normal' end)
       from generate_series(1, $5::int) g`,
    [TENANT, Number(first), share(40), deviceId, share(40) + NOISE, ROWS],
  );
  await db.query(
    `insert into r_repair_order (tenant_id, data, created_at)
     select $1, jsonb_build_object('title', '压测维修' || g, 'equipmentId', $2::bigint, 'repairState', 'done'), now() - make_interval(days => g)
       from generate_series(1, $3::int) g`,
    [TENANT, deviceId, share(20)],
  );
  await db.query(
    `insert into r_maintenance_management (tenant_id, data)
     select $1, jsonb_build_object('projectName', '压测保养' || g, 'productionEquipmentId', $2::bigint, 'planStartDate', ${day('g')}, 'progressStatus', 'done')
       from generate_series(1, $3::int) g`,
    [TENANT, deviceId, share(20)],
  );
  await db.query(
    `insert into r_device_start_stop (tenant_id, data)
     select $1, jsonb_build_object('unitName', '压测设备', 'reason', '启停' || g, 'equipmentId', $2::bigint, 'operateDate', ${day('g * 3')}, 'operationType', 'stop')
       from generate_series(1, $3::int) g`,
    [TENANT, deviceId, share(10)],
  );
  await db.query(
    `insert into r_hidden_danger (tenant_id, data)
     select $1, jsonb_build_object('title', '压测隐患' || g, 'equipmentId', $2::bigint, 'foundDate', ${day('g * 5')}, 'state', 'closed')
       from generate_series(1, $3::int) g`,
    [TENANT, deviceId, share(10)],
  );
  for (const t of ['r_patrol_result', 'r_repair_order', 'r_maintenance_management', 'r_device_start_stop', 'r_hidden_danger']) await db.query(`analyze ${t}`);
  return { deviceId, ms: performance.now() - t0 };
}

/** The plan of the history's query for page 1: its execution time and the scans of its branches. */
async function explainHistory(target: BenchTarget, deviceId: number): Promise<string> {
  const sql = historySql(HISTORY_BRANCHES.map((branch) => ({ branch, scoped: false })));
  const lines = await inTenant(target.db, { tenantId: TENANT, userId: null }, (tx) =>
    tx.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${sql}`, [TENANT, deviceId, 20, 0]),
  );
  const plan = lines.map((l) => l['QUERY PLAN']);
  if (process.env.BENCH_PLAN) process.stderr.write(plan.join('\n') + '\n');
  const scans = plan.map((l) => /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan) (?:using (\S+) )?on (\S+)/.exec(l)).filter((m) => m !== null);
  const summary = scans.map((m) => `${m[3]}: ${m[1]}${m[2] ? ` (${m[2]})` : ''}`);
  const exec = plan.find((l) => l.startsWith('Execution Time')) ?? '';
  return `${exec}; ${[...new Set(summary)].join('; ')}`;
}

export const patrolSection: Section = {
  name: 'patrol',
  async run(target: BenchTarget): Promise<Row[]> {
    const seedMs = await seedRecords(target);
    const token = await login(target, 'qyadmin', 'Qy@123456');
    const rows: Row[] = [{ metric: `seed ${ROWS.toLocaleString('en-US')} patrol records (SQL)`, value: `${(seedMs / 1000).toFixed(1)} s` }];
    const list = '/zax-cloud/u-basic/patrol-record/list';
    for (const [name, query] of [
      ['page 1', 'page=1&limit=20'],
      ['page 1, one route (indexed schemeId, 1/20 of the rows)', `page=1&limit=20&schemeId=${900000 + 3}`],
      ['page 1, 漏检 (indexed patrolState, 1/10 of the rows)', 'page=1&limit=20&patrolState=missed'],
    ] as const) {
      const r = await timed(target, token, `${list}?${query}`);
      rows.push({ metric: `巡检记录 ${name}: p50 / p99`, value: `${ms(r.p50)} / ${ms(r.p99)} ms`, note: `${LOADS} sequential calls; total ${r.total.toLocaleString('en-US')}` });
    }
    const history = await seedHistory(target);
    rows.push({ metric: `seed one device's ${EVENTS.toLocaleString('en-US')} events + ${NOISE.toLocaleString('en-US')} other patrol results (SQL)`, value: `${(history.ms / 1000).toFixed(1)} s` });
    const pages = Math.ceil(EVENTS / 20);
    for (const page of [1, pages]) {
      const r = await timed(target, token, `/zax-cloud/equipment/history?equipmentId=${history.deviceId}&page=${page}&limit=20`);
      rows.push({ metric: `设备履历 page ${page} of ${pages}: p50 / p99`, value: `${ms(r.p50)} / ${ms(r.p99)} ms`, note: `${LOADS} sequential calls; total ${r.total.toLocaleString('en-US')} events` });
    }
    rows.push({ metric: '设备履历 query plan (page 1)', value: '-', note: await explainHistory(target, history.deviceId) });
    return rows;
  },
};
