// A simulator's generator (docs/gas-monitoring.md "Simulator"): for one kind of reading, the devices of the demo
// enterprise it speaks for and, at each tick, the readings each publishes. Other kinds (process alarms, people
// walking) add their generator with one line in generators.ts.
import type { Db } from '../db/db.ts';

export interface SimReading {
  device: string;
  body: Record<string, unknown>;
}

export interface Generator {
  kind: string;
  /** Loads what it needs (the enterprise's devices of its kind); answers false when it has nothing to publish. */
  init(db: Db, tenantId: number): Promise<boolean>;
  /** The readings of one tick (`now`, every `tickMs`). */
  tick(now: Date): SimReading[];
}

/** A random walk pulled back towards `mean`: the next value from `v`, kept within [min, max]. */
export function drift(v: number, mean: number, spread: number, min: number, max: number, rnd: () => number = Math.random): number {
  const next = v + (mean - v) * 0.1 + (rnd() - 0.5) * spread;
  return Math.round(Math.min(max, Math.max(min, next)) * 100) / 100;
}
