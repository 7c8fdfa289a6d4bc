// Issue 11: what the demo permits add to the first seed (every e2e server start and every API test file seeds).
// The stories are replayed through the permit steps, then swept, in a transaction that is rolled back, so the
// target keeps its data; BENCH_SEED_REPLAYS (10) times after one warm-up replay.
import { DEMO_PERMITS } from '../../src/server/db/seed/demo-permit-plan.ts';
import { seedDemoPermits } from '../../src/server/db/seed/demo-permits.ts';
import { summarize } from './percentiles.ts';
import { ms } from './table.ts';
import type { BenchTarget, Row, Section } from './section.ts';

const ROLLBACK = new Error('rollback');

/** One replay at `now`, rolled back; answers its milliseconds. */
async function replay(target: BenchTarget): Promise<number> {
  const t0 = performance.now();
  await target.db
    .transaction(async (tx) => {
      await seedDemoPermits(tx, new Date(), target.config.fileDir);
      throw ROLLBACK;
    })
    .catch((err: unknown) => {
      if (err !== ROLLBACK) throw err;
    });
  return performance.now() - t0;
}

export const seedSection: Section = {
  name: 'seed',
  async run(target: BenchTarget): Promise<Row[]> {
    const raw = process.env.BENCH_SEED_REPLAYS;
    const n = raw ? Number(raw) : 10;
    if (!Number.isInteger(n) || n < 1 || n > 1000) throw new Error(`BENCH_SEED_REPLAYS must be an integer in 1..1000, got ${raw}`);
    await replay(target);
    const times: number[] = [];
    for (let i = 0; i < n; i++) times.push(await replay(target));
    const s = summarize(times);
    return [
      {
        metric: `seed: demo permits (${DEMO_PERMITS.length} stories and the sweep)`,
        value: `${ms(s.p50)} ms`,
        note: `p50 of ${n} replays in a rolled-back transaction; min ${ms(s.min)}, max ${ms(s.max)} ms`,
      },
    ];
  },
};
