// People walking between areas (issue 23 demo; docs/location.md "Simulator"): a pure generator the readings
// simulator (issue 22) can call, and the demo's seeded day of positions. Each walker heads for a waypoint at a
// walking speed, stays there a while, then picks another. No I/O; `rand` is given so runs can be repeated.
import type { Position } from '../../domain/geometry.ts';

export interface Walker {
  tag: string;
  p: Position;
  target: Position;
  /** Metres a second. */
  speed: number;
  /** Seconds left to stay at the target before the next one. */
  dwell: number;
}


/** Walkers for `tags`, each starting at a waypoint. */
export function startWalkers(tags: readonly string[], waypoints: readonly Position[], rand: () => number): Walker[] {
  return tags.map((tag, i) => {
    const p = waypoints[i % waypoints.length];
    return { tag, p: [p[0], p[1]], target: waypoints[Math.floor(rand() * waypoints.length)], speed: 0.8 + rand() * 0.8, dwell: 0 };
  });
}

/** The walkers `dtSec` seconds later (new objects; jitter of ±0.5 m once arrived, as tags report). */
export function stepWalkers(walkers: readonly Walker[], waypoints: readonly Position[], dtSec: number, rand: () => number): Walker[] {
  return walkers.map((w) => {
    if (w.dwell > 0) {
      const dwell = w.dwell - dtSec;
      const jitter: Position = [w.p[0] + (rand() - 0.5), w.p[1] + (rand() - 0.5)];
      return dwell > 0 ? { ...w, p: jitter, dwell } : { ...w, dwell: 0, target: waypoints[Math.floor(rand() * waypoints.length)] };
    }
    const dx = w.target[0] - w.p[0];
    const dy = w.target[1] - w.p[1];
    const d = Math.hypot(dx, dy);
    const step = w.speed * dtSec;
    if (d <= step) return { ...w, p: [w.target[0], w.target[1]], dwell: 60 + rand() * 600 };
    return { ...w, p: [w.p[0] + (dx / d) * step, w.p[1] + (dy / d) * step] };
  });
}

/** A day of positions from `start` to `end`, one per walker each `stepMs` (the demo's seeded statistics). */
export function walkedTrack(tags: readonly string[], waypoints: readonly Position[], start: number, end: number, stepMs: number, rand: () => number): { tag: string; at: number; p: Position }[] {
  let walkers = startWalkers(tags, waypoints, rand);
  const out: { tag: string; at: number; p: Position }[] = [];
  for (let at = start; at < end; at += stepMs) {
    for (const w of walkers) out.push({ tag: w.tag, at, p: [Math.round(w.p[0] * 10) / 10, Math.round(w.p[1] * 10) / 10] });
    walkers = stepWalkers(walkers, waypoints, stepMs / 1000, rand);
  }
  return out;
}

/** The demo plan's waypoints (schemas/demo/area.json): inside the units, the tank farm, the offices, on the roads. */
export const DEMO_WAYPOINTS: readonly Position[] = [
  [200, 375], [160, 340], [450, 375], [500, 420], [690, 375], [145, 120], [200, 160], [400, 255], [572, 255], [572, 120], [300, 255],
];
