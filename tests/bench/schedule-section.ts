// Issue 14's schedule figure (BENCH_SECTIONS=schedule): BENCH_SCHEDULE_PLANS (10,000) daily plans of one
// enterprise (the test-only plan/task pair of tests/fixtures/schedule-resources), each due one period today:
// the time of the generator's run that creates their 10,000 tasks through the record pipeline (claim per plan
// and period, references checked, the inbox's rows), and of the next run, which finds nothing due.
import path from 'node:path';
import { localDateTime } from '../../src/domain/schedule-calendar.ts';
import { addResourceDir } from '../../src/server/resources/registry.ts';
import { runSchedules } from '../../src/server/schedules/run-schedules.ts';
import { ms, perSecond } from './table.ts';
import type { BenchTarget, Row, Section } from './section.ts';

// Before any section asks the registry: the fixtures join the bench app.
addResourceDir(path.resolve(import.meta.dirname, '../fixtures/schedule-resources'));

const PLANS = Number(process.env.BENCH_SCHEDULE_PLANS ?? 10_000);
const TENANT = 1001;

export const scheduleSection: Section = {
  name: 'schedule',
  async run(target: BenchTarget): Promise<Row[]> {
    const { db } = target;
    const now = new Date();
    const today = localDateTime(now).slice(0, 10);
    const [staff] = await db.query<{ id: number }>('select id from staffinfo where tenant_id = $1 and not deleted order by id limit 1', [TENANT]);
    await db.query(
      `insert into r_sched_plan (tenant_id, data)
       select $1, jsonb_build_object('name', '压测计划' || g, 'frequency', 'day', 'startDate', $3::text, 'active', true, 'assigneeId', $4::bigint)
         from generate_series(1, $2::int) g`,
      [TENANT, PLANS, today, Number(staff!.id)],
    );
    const t0 = performance.now();
    const first = await runSchedules(db, now, { tenants: [TENANT] });
    const firstMs = performance.now() - t0;
    const t1 = performance.now();
    const second = await runSchedules(db, now, { tenants: [TENANT] });
    const secondMs = performance.now() - t1;
    return [
      {
        metric: `schedule generation, ${PLANS.toLocaleString('en')} plans × one period`,
        value: ms(firstMs),
        note: `${first.generated} tasks (${perSecond(first.generated / (firstMs / 1000))}), ${first.failed} failed`,
      },
      { metric: 'schedule run with nothing due', value: ms(secondMs), note: `${second.generated} generated` },
    ];
  },
};
