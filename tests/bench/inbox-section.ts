// Issue 14's inbox figure (BENCH_SECTIONS=inbox): the inbox's p99 for a person with 1,000 waiting items among
// BENCH_INBOX_ROWS wf_waiting rows (default 1,000,000 on PostgreSQL; 100,000 on PGlite, the in-memory WASM
// database, a smaller figure stated as such in the table). The rows are seeded by SQL in tenant 1001: the
// person (cj01, 车间主任) is named by 1,000 records (600 by their staff key, 400 by their role, 200 of the first
// also by their department and role: one item each, deduplicated), every other row names one of 20,000 other
// people; each row is a different record. The inbox reads wf_waiting only (the titles are the rows'), so the
// records' own table does not enter the figure. Timed BENCH_INBOX_LOADS (200) sequential calls of each after one
// untimed call: the first page, one module's page, a deep page and the count; EXPLAIN ANALYZE of the items'
// query names the index used.
import { INBOX_ITEMS_SQL, inboxParams } from '../../src/server/workflow/inbox-query.ts';
import { partyKeys } from '../../src/server/workflow/my-keys.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { seedInBatches } from './bulk-seed.ts';
import { callJson, login } from './http-json.ts';
import { summarize } from './percentiles.ts';
import { ms } from './table.ts';
import type { BenchTarget, Row, Section } from './section.ts';

const TENANT = 1001;
const MINE = 1000;
const OTHERS = 20_000;

function numberFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer in ${min}..${max}`);
  return n;
}

function rowsFor(target: BenchTarget): number {
  return numberFromEnv('BENCH_INBOX_ROWS', target.database === 'postgres' ? 1_000_000 : 100_000, 10_000, 10_000_000);
}

interface Person {
  userId: number;
  staffId: number;
  deptId: number;
  roles: string[];
}

async function person(target: BenchTarget): Promise<Person> {
  const [row] = await target.db.query<{ userId: number; staffId: number; deptId: number; roles: string[] }>(
    `select u.id as "userId", u.ren_yuan_id as "staffId", s.department_id as "deptId", u.roles from sysuser u join staffinfo s on s.id = u.ren_yuan_id where u.login_name = 'cj01'`,
  );
  return { userId: Number(row.userId), staffId: Number(row.staffId), deptId: Number(row.deptId), roles: row.roles };
}

/** n rows: records 1..n of three-simultaneous; the first MINE name the person, the others someone else. */
async function seed(target: BenchTarget, n: number, p: Person): Promise<number> {
  return seedInBatches(target.db, 'wf_waiting', n, (from, to) =>
    target.db.query(
      `insert into wf_waiting (tenant_id, module, resource, record_id, action, kind, who, title, since)
       select $1::bigint, 'stsgl', 'three-simultaneous', g, 'submit', 'transition',
              case when g <= 600 then 'staff:' || $4::bigint
                   when g <= $5::int then 'role:workshopDirector'
                   else 'staff:' || (100000000 + g % $6::int) end,
              '压测项目' || g, now() - make_interval(secs => g)
         from generate_series($2::int, $3::int) g
       union all
       select $1::bigint, 'stsgl', 'three-simultaneous', g, 'submit', 'transition', 'dept:' || $7::bigint || ':role:workshopDirector', '压测项目' || g, now() - make_interval(secs => g)
         from generate_series($2::int, least($3::int, 200)) g`,
      [TENANT, from, to, p.staffId, MINE, OTHERS, p.deptId],
    ),
  );
}

async function timed(target: BenchTarget, token: string, path: string, loads: number): Promise<{ p50: number; p99: number; body: Record<string, unknown> }> {
  const first = await callJson(target, { method: 'GET', path, token });
  if (first.status !== 200) throw new Error(`${path}: ${first.status} ${JSON.stringify(first.body)}`);
  const samples: number[] = [];
  for (let i = 0; i < loads; i++) {
    const t0 = performance.now();
    const res = await callJson(target, { method: 'GET', path, token });
    samples.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  }
  const s = summarize(samples);
  return { p50: s.p50, p99: s.p99, body: first.body };
}

/** EXPLAIN ANALYZE of the items' count for the person: the index scanned, and the execution time. */
async function explain(target: BenchTarget, p: Person): Promise<Row> {
  const sysroles = await target.db.query<{ id: number }>('select id from sysrole where code = any($1::text[])', [p.roles]);
  const keys = partyKeys(p.staffId, p.deptId, [...p.roles, ...sysroles.map((r) => String(r.id))]);
  const scope = { tenantId: TENANT, keys, resources: resourceRegistry().all, permits: true, roles: p.roles, userId: p.userId };
  const rows = await target.db.query<{ 'QUERY PLAN': unknown }>(
    `explain (analyze, format json) ${INBOX_ITEMS_SQL} select module, count(*) from items group by module`,
    inboxParams(scope),
  );
  const plan = JSON.stringify(rows[0]['QUERY PLAN']);
  const indexes = [...new Set([...plan.matchAll(/"Index Name":\s*"([^"]+)"/g)].map((m) => m[1]))].filter((i) => i.startsWith('wf_waiting'));
  const seq = /"Node Type":\s*"Seq Scan",[^}]*"Relation Name":\s*"wf_waiting"/.test(plan);
  const time = /"Execution Time":\s*([\d.]+)/.exec(plan)?.[1];
  return {
    metric: 'inbox items query: plan',
    value: indexes.length ? `index ${indexes.join(', ')}` : 'no index',
    note: `${seq ? 'a sequential scan of wf_waiting! ' : ''}${keys.length} party keys; execution ${time ?? '?'} ms (EXPLAIN ANALYZE)`,
  };
}

export const inboxSection: Section = {
  name: 'inbox (1,000 waiting items for one person)',
  async run(target: BenchTarget): Promise<Row[]> {
    const n = rowsFor(target);
    const loads = numberFromEnv('BENCH_INBOX_LOADS', 200, 10, 10_000);
    const p = await person(target);
    const seedMs = await seed(target, n, p);
    const scale = target.database === 'pglite' && !process.env.BENCH_INBOX_ROWS ? ' (PGlite: a smaller table than the 1,000,000 of PostgreSQL)' : '';
    const rows: Row[] = [{ metric: `seed ${n.toLocaleString('en-US')} wf_waiting rows (SQL)`, value: `${(seedMs / 1000).toFixed(1)} s`, note: `${MINE} of them for cj01${scale}` }];
    const token = await login(target, 'cj01', 'Test@1234');
    for (const [name, query] of [
      ['first page of 10', '/inbox?pageIndex=1&pageSize=10'],
      ['module stsgl, page 1 of 50', '/inbox?pageIndex=1&pageSize=50&module=stsgl'],
      ['deep page (the 50th of 20)', '/inbox?pageIndex=50&pageSize=20'],
      ['count', '/inbox/count'],
    ] as const) {
      const r = await timed(target, token, `/zax-cloud/workflow${query}`, loads);
      const data = r.body.data as { total?: number; count?: number };
      rows.push({
        metric: `GET /workflow${query.split('?')[0]}, ${name}: p99`,
        value: `${ms(r.p99)} ms`,
        note: `p50 ${ms(r.p50)} ms, ${loads} sequential loads; ${data.total ?? data.count} items among ${n.toLocaleString('en-US')} rows${scale}`,
      });
    }
    rows.push(await explain(target, p));
    return rows;
  },
};
