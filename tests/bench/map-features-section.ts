// Issue 13's plant-map figure (BENCH_SECTIONS=map): 5,000 cameras with a point position seeded for the demo
// enterprise, then GET /u-basic/map/features of the plant-cameras layer, whole and within a quarter of the
// plan (bbox), timed BENCH_MAP_LOADS (20) times each after one untimed call; p50 and p90 in ms. The
// client's panning frame rate is measured by the browser bench of the map page.
import { callJson, login } from './http-json.ts';
import { summarize } from './percentiles.ts';
import { ms } from './table.ts';
import type { BenchTarget, Row, Section } from './section.ts';

const POINTS = 5000;
const TENANT = 1001;
const LAYER = 'plant-cameras';

function loadsFromEnv(env: NodeJS.ProcessEnv): number {
  const n = Number(env.BENCH_MAP_LOADS ?? 20);
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new Error('BENCH_MAP_LOADS must be an integer in 1..1000');
  return n;
}

/** 5,000 points spread over the demo plan (extent [0, 0, 800, 500]). */
async function seedPoints(target: BenchTarget): Promise<void> {
  await target.db.query(
    `insert into r_camera (tenant_id, data)
     select $1, jsonb_build_object('name', '压测摄像头' || g,
              'position', jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array((g * 37) % 800, (g * 11) % 500)))
       from generate_series(1, $2::int) g`,
    [TENANT, POINTS],
  );
}

async function timed(target: BenchTarget, token: string, path: string, loads: number): Promise<{ p50: number; p90: number; count: number }> {
  const first = await callJson(target, { method: 'GET', path, token });
  if (first.status !== 200) throw new Error(`${path}: ${first.status} ${JSON.stringify(first.body)}`);
  const count = ((first.body.data as { features: unknown[] }).features ?? []).length;
  const samples: number[] = [];
  for (let i = 0; i < loads; i++) {
    const t0 = performance.now();
    const res = await callJson(target, { method: 'GET', path, token });
    samples.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  }
  const s = summarize(samples);
  return { p50: s.p50, p90: s.p90, count };
}

export const mapFeaturesSection: Section = {
  name: 'map features (5,000 points)',
  async run(target: BenchTarget): Promise<Row[]> {
    const loads = loadsFromEnv(process.env);
    await seedPoints(target);
    const token = await login(target, 'qyadmin', 'Qy@123456');
    const rows: Row[] = [];
    for (const [name, query] of [
      ['whole layer', `layer=${LAYER}`],
      ['bbox (a quarter of the plan)', `layer=${LAYER}&bbox=0,0,400,250`],
    ] as const) {
      const r = await timed(target, token, `/zax-cloud/u-basic/map/features?${query}`, loads);
      rows.push({ metric: `GET /u-basic/map/features, ${name}: p50`, value: `${ms(r.p50)} ms`, note: `p90 ${ms(r.p90)} ms, ${r.count} features, ${loads} loads` });
    }
    return rows;
  },
};
