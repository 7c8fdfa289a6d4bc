// Figures (issue 23): 区域工时 for 2,000 people over a day (one fix a minute each: 2.88 million fixes) over the demo
// plan's five location areas. Prints figures only: `node --import tsx tests/bench/rydw-regional-hours.ts`.
import { indexAreas } from '../../src/domain/rydw-containment.ts';
import { regionalHours, type Fix } from '../../src/domain/rydw-regional-hours.ts';
import { seededRandom } from '../../src/domain/seeded-random.ts';
import { DEMO_WAYPOINTS, walkedTrack } from '../../src/server/rydw/rydw-simulate.ts';
import type { Position } from '../../src/domain/geometry.ts';

const square = (x0: number, y0: number, x1: number, y1: number): Position[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]];
const areas = indexAreas([
  { id: 1, ring: square(100, 300, 300, 450) },
  { id: 2, ring: square(350, 300, 550, 450) },
  { id: 3, ring: square(600, 280, 780, 470) },
  { id: 4, ring: square(600, 40, 780, 200) },
  { id: 5, ring: square(40, 40, 250, 200) },
]);
const PEOPLE = 2000;
const start = Date.parse('2026-11-27T00:00:00+08:00');
const end = start + 86_400_000;
const t0 = performance.now();
const tags = Array.from({ length: PEOPLE }, (_, i) => String(i + 1));
const fixes: Fix[] = walkedTrack(tags, DEMO_WAYPOINTS, start, end, 60_000, seededRandom(1)).map((f) => ({ personId: Number(f.tag), at: f.at, p: f.p }));
const t1 = performance.now();
const out = regionalHours(fixes, areas, start, end);
const t2 = performance.now();
console.log(`rydw regional hours: ${PEOPLE} people, ${fixes.length} fixes, ${areas.length} areas`);
console.log(`  generate track: ${(t1 - t0).toFixed(0)} ms`);
console.log(`  regional hours: ${(t2 - t1).toFixed(0)} ms (${out.length} person-area rows, ${((fixes.length / (t2 - t1)) * 1000).toFixed(0)} fixes/s)`);
