// Issue 6's list figures: 100,000 permits in one tenant (permit-list-seed.ts: a year of the ten kinds), loaded
// through GET /zax-cloud/tszy/zuoYePiao/list under concurrency (page 1 also one request at a time) and through a bare route that runs the same
// listPermits (same SQL, same pool, same tenant transaction with row-level security) without the token, the
// module check, the envelope or the serialization of the API's answer. Cases: page 1, 100 and 500 with no filter,
// kind + state (动火 · 已归档, the largest such pair) and one site (作业地点 contains: a `like '%…%'`).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/db.ts';
import { inTenant } from '../../src/server/db/tenant-tx.ts';
import { listPermits, permitListSchema, type PermitListQuery } from '../../src/server/permits/permit-list.ts';
import { callJson, login } from './http-json.ts';
import { measureList } from './load.ts';
import { SITES, seedPermits } from './permit-list-seed.ts';
import { ms, perSecond } from './table.ts';
import type { BenchSettings, BenchTarget, Row, Section } from './section.ts';

const DEFAULT_ROWS = 100_000;
const TENANT = 1001;
const BARE_PATH = '/bench/permit-list';
const API_PATH = '/zax-cloud/tszy/zuoYePiao/list';
const PAGE_SIZE = 20;
/** The site of the site case: one of the 24, about 4 % of the permits. */
const SITE = SITES[10];

/** BENCH_PERMIT_ROWS: the permits seeded (default 100,000; at least 20,000 so that page 500 exists). */
export function permitRows(env: NodeJS.ProcessEnv): number {
  const raw = env.BENCH_PERMIT_ROWS;
  if (raw === undefined || raw === '') return DEFAULT_ROWS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 20_000 || n > 10_000_000) throw new Error(`BENCH_PERMIT_ROWS must be an integer in 20000..10000000, got ${raw}`);
  return n;
}

const CASES: { name: string; query: string }[] = [
  { name: 'page 1', query: `pageIndex=1&pageSize=${PAGE_SIZE}` },
  { name: 'page 100', query: `pageIndex=100&pageSize=${PAGE_SIZE}` },
  { name: 'page 500', query: `pageIndex=500&pageSize=${PAGE_SIZE}` },
  { name: 'page 1, kind + state (动火 · 已归档)', query: `pageIndex=1&pageSize=${PAGE_SIZE}&zuoYeLeiXing=DONG_HUO&zhuangTai=ARCHIVED` },
  { name: `page 1, site (${SITE})`, query: `pageIndex=1&pageSize=${PAGE_SIZE}&zuoYeDiDian=${encodeURIComponent(SITE)}` },
];


/** The total each case must answer, counted straight from the table. */
async function expectedTotal(db: Db, query: string): Promise<number> {
  const q = new URLSearchParams(query);
  const [{ n }] = await db.query<{ n: number }>(
    `select count(*)::int as n from permit where tenant_id = $1 and state <> 'REMOVED' and ($2::text is null or kind = $2)
       and ($3::text is null or state = $3) and ($4::text is null or zuo_ye_di_dian = $4)`,
    [TENANT, q.get('zuoYeLeiXing'), q.get('zhuangTai'), q.get('zuoYeDiDian')],
  );
  return n;
}

export const permitListSection: Section = {
  name: 'permit list',
  routes(app: FastifyInstance, db: Db) {
    app.get<{ Querystring: PermitListQuery }>(
      BARE_PATH,
      { config: { access: 'public' }, schema: { hide: true, querystring: permitListSchema } },
      async (req) => inTenant(db, { tenantId: TENANT, userId: null }, (tx) => listPermits(tx, TENANT, req.query)),
    );
  },
  async run(target: BenchTarget, settings: BenchSettings): Promise<Row[]> {
    const n = permitRows(process.env);
    const seedMs = await seedPermits(target.db, TENANT, n);
    const [{ listed }] = await target.db.query<{ listed: number }>(
      `select count(*) filter (where state <> 'REMOVED')::int as listed from permit where tenant_id = $1`,
      [TENANT],
    );
    const rows: Row[] = [
      {
        metric: `seed ${n.toLocaleString('en-US')} permits (SQL)`,
        value: `${(seedMs / 1000).toFixed(1)} s`,
        note: `tenant ${TENANT}, ${listed.toLocaleString('en-US')} listed (not removed); 10 kinds, 9 states, 24 sites, created over a year; vacuum analyze after`,
      },
    ];
    const token = await login(target, 'staff01', 'Staff@1234');
    for (const c of CASES) {
      const check = await callJson(target, { method: 'GET', path: `${API_PATH}?${c.query}`, token });
      const entity = check.body.entity as { dataList: unknown[]; total: number; totalExact: boolean } | undefined;
      const want = await expectedTotal(target.db, c.query);
      // Past 10,000 matching permits the total is PostgreSQL's estimate (totalExact false), never below the cap.
      const totalRight = entity?.totalExact === false ? entity.total > 10_000 && want > 10_000 : entity?.total === want;
      if (check.status !== 200 || !entity || entity.dataList.length !== PAGE_SIZE || !totalRight) {
        throw new Error(`${c.name}: answered ${check.status} ${String(check.body.msg)}, ${entity?.dataList.length} rows of total ${entity?.total} (expected ${PAGE_SIZE} of ${want})`);
      }
      const viaApi = await measureList(`${target.baseUrl}${API_PATH}?${c.query}`, { authorization: token }, settings);
      const bare = await measureList(`${target.baseUrl}${BARE_PATH}?${c.query}`, {}, settings);
      if (c === CASES[0]) {
        // The latency one person sees: one request at a time, no queue behind the others' (the aim: under 20 ms).
        const alone = await measureList(`${target.baseUrl}${API_PATH}?${c.query}`, { authorization: token }, { ...settings, concurrency: 1 });
        rows.push({
          metric: `permit list ${c.name}, one request at a time: API p50 / p99`,
          value: `${ms(alone.latencyMs.p50)} / ${ms(alone.latencyMs.p99)} ms`,
          note: `${perSecond(alone.perSecond)} req/s from one client; the aim is under 20 ms`,
        });
      }
      rows.push({
        metric: `permit list ${c.name}: API p50 / p99`,
        value: `${ms(viaApi.latencyMs.p50)} / ${ms(viaApi.latencyMs.p99)} ms`,
        note: `${perSecond(viaApi.perSecond)} req/s; bare SQL route ${ms(bare.latencyMs.p50)} / ${ms(bare.latencyMs.p99)} ms, ${perSecond(bare.perSecond)} req/s; ratio ${(viaApi.perSecond / bare.perSecond).toFixed(2)}; total ${entity.total.toLocaleString('en-US')}${entity.totalExact ? '' : ` (estimate; ${want.toLocaleString('en-US')} exactly)`}`,
      });
    }
    return rows;
  },
};
