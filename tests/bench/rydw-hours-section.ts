// Issue 23's figure of 区域工时 (BENCH_SECTIONS=rydw-hours): regional hours for BENCH_RYDW_PEOPLE people (2,000) over
// BENCH_RYDW_HOURS hours of a day (24), one fix a minute each, walking between the demo plan's waypoints, over five
// location areas shaped as the demo plan's. Pure computation (src/domain/rydw-regional-hours.ts), no database:
// measured once, on the first database.
import { indexAreas } from '../../src/domain/rydw-containment.ts';
import { regionalHours, type Fix } from '../../src/domain/rydw-regional-hours.ts';
import { seededRandom } from '../../src/domain/seeded-random.ts';
import type { Position } from '../../src/domain/geometry.ts';
import { DEMO_WAYPOINTS, startWalkers, stepWalkers } from '../../src/server/rydw/rydw-simulate.ts';
import type { Row, Section } from './section.ts';

const square = (x0: number, y0: number, x1: number, y1: number): Position[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]];
const AREAS = indexAreas([
  { id: 1, ring: square(100, 300, 300, 450) },
  { id: 2, ring: square(350, 300, 550, 450) },
  { id: 3, ring: square(600, 280, 780, 470) },
  { id: 4, ring: square(600, 40, 780, 200) },
  { id: 5, ring: square(40, 40, 250, 200) },
]);
const STEP_MS = 60_000;

/** The people's fixes, one a minute each from `start` for `hours`. */
export function walkedFixes(people: number, start: number, hours: number): Fix[] {
  const rand = seededRandom(1);
  let walkers = startWalkers(Array.from({ length: people }, (_, i) => String(i + 1)), DEMO_WAYPOINTS, rand);
  const out: Fix[] = [];
  for (let at = start; at < start + hours * 3_600_000; at += STEP_MS) {
    for (let i = 0; i < walkers.length; i++) out.push({ personId: i + 1, at, p: walkers[i].p });
    walkers = stepWalkers(walkers, DEMO_WAYPOINTS, STEP_MS / 1000, rand);
  }
  return out;
}

let measured = false;

export const rydwHoursSection: Section = {
  name: 'rydw-hours',
  async run(): Promise<Row[]> {
    if (measured) return [{ metric: 'rydw: regional hours', value: '-', note: '(database-independent: measured once, on the first database)' }];
    measured = true;
    const people = Number(process.env.BENCH_RYDW_PEOPLE ?? 2000);
    const hours = Number(process.env.BENCH_RYDW_HOURS ?? 24);
    const start = Date.parse('2026-11-27T00:00:00+08:00');
    const t0 = performance.now();
    const fixes = walkedFixes(people, start, hours);
    const t1 = performance.now();
    const out = regionalHours(fixes, AREAS, start, start + 86_400_000);
    const t2 = performance.now();
    const ms = t2 - t1;
    return [
      {
        metric: `rydw: regional hours, ${people.toLocaleString('en')} people × ${hours} h (ms)`,
        value: ms.toFixed(0),
        note: `(${fixes.length.toLocaleString('en')} fixes, one a minute each, ${AREAS.length} areas: ${Math.round((fixes.length / ms) * 1000).toLocaleString('en')} fixes/s, ${out.length} person-area rows; generating the walk took ${(t1 - t0).toFixed(0)} ms)`,
      },
    ];
  },
};
