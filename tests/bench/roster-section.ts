// Issue 20's figure (BENCH_SECTIONS=roster): the 排班管理 page for BENCH_ROSTER_PEOPLE (200) people over a month.
// Seeds the people in enterprise 1001 and a 30-day roster by SQL around today (from 14 days ago, so the week the
// page opens on lies inside it; each person on one shift a day, day and night by turns, one leader per shift and
// day), then times BENCH_ROSTER_LOADS (20) sequential calls of GET /u-basic/duty-roster/board for the month, with the
// answer's size, and BENCH_ROSTER_PAGE_LOADS (10) cold loads of the page itself in chromium (roster-page.ts) until
// its board shows the week's entries.
import { seedInBatches } from './bulk-seed.ts';
import { callJson, login } from './http-json.ts';
import { summarize } from './percentiles.ts';
import { timeRosterPage } from './roster-page.ts';
import { localTarget } from './load.ts';
import { ms } from './table.ts';
import type { BenchTarget, Row, Section } from './section.ts';

const PEOPLE = Number(process.env.BENCH_ROSTER_PEOPLE ?? 200);
const LOADS = Number(process.env.BENCH_ROSTER_LOADS ?? 20);
const PAGE_LOADS = Number(process.env.BENCH_ROSTER_PAGE_LOADS ?? 10);
const TENANT = 1001;
const DAYS = 30;
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const FROM = isoDay(Date.now() - 14 * DAY_MS);
const TO = isoDay(Date.now() + (DAYS - 15) * DAY_MS);

export const rosterSection: Section = {
  name: 'roster',
  async run(target: BenchTarget): Promise<Row[]> {
    const { db } = target;
    const [{ first }] = await db.query<{ first: number }>(
      `with ins as (insert into staffinfo(tenant_id, name, mobile) select $1, '排班压测' || g, '139' || lpad(g::text, 8, '0') from generate_series(1, $2::int) g returning id)
       select min(id)::int as first from ins`,
      [TENANT, PEOPLE],
    );
    // Person i (0-based) of day d: day shift when (i + d) is even, else night; the first two of each shift lead.
    const seedMs = await seedInBatches(db, 'r_duty_roster', PEOPLE * DAYS, (from, to) =>
      db.query(
        `insert into r_duty_roster(tenant_id, data)
         select $1, jsonb_build_object(
                  'dutyDate', to_char($2::date + (n / $3), 'YYYY-MM-DD'),
                  'shift', case when ((n % $3) + n / $3) % 2 = 0 then 'day' else 'night' end,
                  'staffId', $4::bigint + (n % $3),
                  'dutyRole', case when n % $3 < 2 then 'leader' else 'member' end,
                  'title', '压测排班')
           from generate_series($5::int - 1, $6::int - 1) n`,
        [TENANT, FROM, PEOPLE, Number(first), from, to],
      ),
    );
    const token = await login(target, 'qyadmin', 'Qy@123456');
    const path = `/zax-cloud/u-basic/duty-roster/board?from=${FROM}&to=${TO}`;
    const warm = await callJson(target, { method: 'GET', path, token });
    if (warm.status !== 200) throw new Error(`board: ${warm.status} ${JSON.stringify(warm.body).slice(0, 200)}`);
    const answered = ((warm.body.data as { entries?: unknown[] }).entries ?? []).length;
    const samples: number[] = [];
    let bytes = 0;
    for (let i = 0; i < LOADS; i++) {
      const t0 = performance.now();
      const res = await fetch(localTarget(target.baseUrl + path), { headers: { authorization: token } });
      const body = await res.text();
      samples.push(performance.now() - t0);
      bytes = body.length;
    }
    const s = summarize(samples);
    process.stderr.write(`[bench] roster: ${PAGE_LOADS} cold loads of the 排班管理 page in chromium ...\n`);
    const shown = await timeRosterPage(target, token, PAGE_LOADS, PEOPLE * 7);
    const p = summarize(shown.samples);
    return [
      {
        metric: `roster board, ${PEOPLE} people × ${DAYS} days (GET /u-basic/duty-roster/board)`,
        value: `p50 ${ms(s.p50)}, p99 ${ms(s.p99)}`,
        note: `${LOADS} sequential loads; ${answered.toLocaleString('en')} entries answered (${(PEOPLE * DAYS).toLocaleString('en')} seeded in ${ms(seedMs)}, the rest the demo's); ${Math.round(bytes / 1024)} KiB`,
      },
      {
        metric: `roster page 排班管理 shown, ${PEOPLE} people rostered over ${DAYS} days (chromium)`,
        value: `p50 ${ms(p.p50)}, p99 ${ms(p.p99)}`,
        note: `${p.count} cold loads (fresh context each, after one untimed), 1280×800, production build (dist/client) served from disk; navigation start → the board's grid holding the week's ${shown.entries.toLocaleString('en')} entries; min ${ms(p.min)}, max ${ms(p.max)}`,
      },
    ];
  },
};
