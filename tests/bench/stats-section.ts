// Issue 13's statistics figures: BENCH_STATS_ROWS (default BENCH_LIST_ROWS, 1,000,000) cameras of one tenant,
// spread over the five camera types, 1,000 areas and install dates over the last three years; the latency of
// the spjk blocks through the data service (a real token): grouped by an enum (by-type), by month of a date
// over 12 months (installed-by-month) and by a reference with the referred label joined (by-area). Also the
// size of the lazily loaded ECharts chunk of the built client and whether the login page's scripts reach it.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Db } from '../../src/server/db/db.ts';
import { tableName } from '../../src/server/resources/registry.ts';
import { seedInBatches } from './bulk-seed.ts';
import { callJson, login } from './http-json.ts';
import { measureList } from './load.ts';
import { ms, perSecond } from './table.ts';
import type { BenchSettings, BenchTarget, Row, Section } from './section.ts';

const ROWS = Number(process.env.BENCH_STATS_ROWS ?? process.env.BENCH_LIST_ROWS ?? 1_000_000);
const TENANT = 1001;
const AREAS = 1000;
const BLOCKS = ['by-type', 'installed-by-month', 'by-area'];
const ASSETS = path.resolve(import.meta.dirname, '../../dist/client/assets');

async function seed(db: Db, n: number): Promise<number> {
  const started = performance.now();
  const areas = tableName('area-duty');
  await db.query(`insert into ${areas}(tenant_id, data) select $1, jsonb_build_object('areaName', '压测区域' || g) from generate_series(1, $2::int) g`, [TENANT, AREAS]);
  const areasMs = performance.now() - started;
  const table = tableName('camera');
  const camerasMs = await seedInBatches(db, table, n, (from, to) =>
    db.query(
      `with a as (select array_agg(id order by id) a from ${areas} where tenant_id = $1)
       insert into ${table} (tenant_id, data, created_at, updated_at)
       select $1, jsonb_build_object('name', '压测摄像头' || g, 'code', 'B' || g,
                'cameraType', (array['bullet', 'dome', 'hemisphere', 'thermal', 'other'])[1 + g % 5],
                'onlineStatus', (array['online', 'offline', 'fault'])[1 + g % 3], 'areaId', a.a[1 + g % $4],
                'installDate', to_char(current_date - (g % 1095), 'YYYY-MM-DD'), 'channelNo', 1 + g % 16),
              now(), now()
         from generate_series($2::int, $3::int) g, a`,
      [TENANT, from, to, AREAS],
    ),
  );
  return areasMs + camerasMs;
}

/** The ECharts chunk's size (gzip), and whether the login page's chunk or the entry name it statically. */
function chunkRows(): Row[] {
  if (!fs.existsSync(ASSETS)) return [{ metric: 'ECharts chunk', value: 'n/a', note: 'no dist/client: run npm run build' }];
  const files = fs.readdirSync(ASSETS);
  const echarts = files.find((f) => f.startsWith('echarts-setup-') && f.endsWith('.js'));
  if (!echarts) return [{ metric: 'ECharts chunk', value: 'missing' }];
  const bytes = fs.readFileSync(path.join(ASSETS, echarts));
  const eager = files.filter((f) => /^(index|login-page)-.*\.js$/.test(f)).filter((f) => fs.readFileSync(path.join(ASSETS, f), 'utf8').includes(echarts));
  return [{
    metric: 'ECharts chunk (lazy)',
    value: `${(gzipSync(bytes).length / 1024).toFixed(1)} kB gzip`,
    note: `${(bytes.length / 1024).toFixed(0)} kB raw; named by the entry or the login page: ${eager.length ? eager.join(', ') : 'no'}`,
  }];
}

export const statsSection: Section = {
  name: `statistics blocks (${ROWS.toLocaleString('en-US')} rows)`,
  async run(target: BenchTarget, settings: BenchSettings): Promise<Row[]> {
    const seedMs = await seed(target.db, ROWS);
    const rows: Row[] = [{ metric: `seed ${ROWS.toLocaleString('en-US')} cameras (SQL)`, value: `${(seedMs / 1000).toFixed(1)} s` }];
    const session = await login(target, 'qyadmin', 'Qy@123456');
    const tk = await callJson(target, { method: 'POST', path: '/zax-cloud/user/data-service/token', token: session });
    const token = (tk.body.data as { token?: string } | undefined)?.token;
    if (!token) throw new Error(`data service token: ${tk.status} ${String(tk.body.msg)}`);
    const headers = { authorization: `Bearer ${token}` };
    for (const block of BLOCKS) {
      const url = `${target.baseUrl}/data-service/stats/spjk/${block}`;
      const once = performance.now();
      const check = await fetch(url, { headers }).catch((e: unknown) => {
        const cause = (e as { cause?: unknown }).cause;
        throw new Error(`${block}: ${(e as Error).message}${cause instanceof Error ? ` (${cause.message})` : ''} after ${ms(performance.now() - once)} ms`);
      });
      const coldMs = performance.now() - once;
      const body = (await check.json()) as { data?: { total: number } };
      if (check.status !== 200 || body.data?.total === undefined) throw new Error(`${block}: answered ${check.status}`);
      const r = await measureList(url, headers, { ...settings, concurrency: Math.min(settings.concurrency, 4) });
      rows.push({
        metric: `block spjk/${block}`,
        value: `p50 ${ms(r.latencyMs.p50)} ms`,
        note: `p99 ${ms(r.latencyMs.p99)} ms, ${perSecond(r.perSecond)} req/s; first call ${ms(coldMs)} ms; total ${body.data.total}`,
      });
    }
    return [...rows, ...chunkRows()];
  },
};
