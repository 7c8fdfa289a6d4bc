// People walking for the simulator (issue 23 item 4, docs/location.md "Demo"): each of the enterprise's location tags
// bound to a person is a walker between the demo plan's waypoints (rydw-simulate.ts), and each tick publishes every
// tag's place as a `position` reading {x, y} in plant metres, as the location platform's gateway would.
import type { Db } from '../db/db.ts';
import { boundTags } from '../rydw/demo-positions.ts';
import { DEMO_WAYPOINTS, startWalkers, stepWalkers, type Walker } from '../rydw/rydw-simulate.ts';
import type { Generator, SimReading } from './generator.ts';

/** The longest step of one tick, in seconds: a simulator paused for an hour does not jump its people across the plan. */
const MAX_STEP_SEC = 60;

export function positionGenerator(rand: () => number = Math.random): Generator {
  let walkers: Walker[] = [];
  let last: number | null = null;
  return {
    kind: 'position',
    async init(db: Db, tenantId: number) {
      walkers = startWalkers((await boundTags(db, tenantId)).map((t) => t.code), DEMO_WAYPOINTS, rand);
      last = null;
      return walkers.length > 0;
    },
    tick(now: Date): SimReading[] {
      const t = now.getTime();
      const dt = last === null ? 0 : Math.min(MAX_STEP_SEC, Math.max(0, (t - last) / 1000));
      last = t;
      walkers = stepWalkers(walkers, DEMO_WAYPOINTS, dt, rand);
      return walkers.map((w) => ({ device: w.tag, body: { x: w.p[0], y: w.p[1] } }));
    },
  };
}
