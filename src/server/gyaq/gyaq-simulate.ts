// Simulated process alarms (docs/process-alarms.md), pure and seeded so a run is repeatable: a past week of alarm
// occurrences for the demo (a background rate, floods after upsets, a chattering level loop, standing alarms, a
// few live ones), and those occurrences as the raise/clear events a gateway posts on the `process-alarm` kind,
// `{device, at, event, value}` (the simulator's process-alarm-generator.ts plays them live).
import { seededRandom } from '../../domain/seeded-random.ts';

export interface SimPoint {
  tag: string;
  priority: 'urgent' | 'high' | 'medium' | 'low';
  alarmType: string;
  setpoint: number | null;
}

export interface SimOccurrence {
  tag: string;
  raisedAt: number;
  clearedAt: number | null;
  raisedValue: number | null;
  clearedValue: number | null;
}

export interface SimEvent {
  device: string;
  at: number;
  event: 'raise' | 'clear';
  value: number | null;
}

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;


/** A value past the point's setpoint in the alarm's direction (a trip has none). */
function alarmValue(p: SimPoint, rnd: () => number, past: boolean): number | null {
  if (p.setpoint === null) return null;
  const span = Math.max(Math.abs(p.setpoint) * 0.08, 0.1);
  const low = p.alarmType === 'L' || p.alarmType === 'LL';
  const d = span * (past ? 0.2 + rnd() : -(0.2 + rnd()));
  const v = low ? p.setpoint - d : p.setpoint + d;
  return Math.round(v * 100) / 100;
}

const pick = <T>(xs: readonly T[], rnd: () => number): T => xs[Math.floor(rnd() * xs.length) % xs.length];

/**
 * A week of occurrences ending at `end`: about 4 alarms an hour on the low and medium points, three floods (an
 * upset raising 14–22 alarms within 8 minutes), a chattering level loop (LIC-1203 or the first medium point: 4
 * raises within 50 s, three times a day), two standing alarms (raised 3 days and 30 hours ago, still active) and
 * five live alarms of the last two hours. Sorted by time; at most one open occurrence per tag at a time.
 */
export function simulateAlarmWeek(points: readonly SimPoint[], end: number, seed = 1001): SimOccurrence[] {
  if (!points.length) return [];
  const rnd = seededRandom(seed);
  const start = end - 7 * DAY;
  const out: SimOccurrence[] = [];
  const byTag = new Map<string, SimOccurrence[]>();
  const free = (tag: string, from: number, to: number | null) =>
    !(byTag.get(tag) ?? []).some((o) => (to === null || o.raisedAt <= to) && (o.clearedAt === null || o.clearedAt >= from));
  const add = (p: SimPoint, at: number, minutes: number | null) => {
    if (at < start || at >= end) return;
    let clearedAt = minutes === null ? null : at + minutes * MIN;
    if (clearedAt !== null && clearedAt >= end) clearedAt = null;
    if (!free(p.tag, at, clearedAt)) return;
    const o: SimOccurrence = { tag: p.tag, raisedAt: Math.round(at), clearedAt: clearedAt === null ? null : Math.round(clearedAt), raisedValue: alarmValue(p, rnd, true), clearedValue: clearedAt === null ? null : alarmValue(p, rnd, false) };
    byTag.set(p.tag, [...(byTag.get(p.tag) ?? []), o]);
    out.push(o);
  };
  const routine = points.filter((p) => p.priority === 'low' || p.priority === 'medium');
  const pool = routine.length ? routine : points;
  // Background: a Poisson stream of about 4 an hour, each lasting 1–30 minutes (ending at least 2 hours before the end).
  for (let t = start; t < end - 2 * HOUR; t += -Math.log(1 - rnd()) * (HOUR / 4)) add(pick(pool, rnd), t, 1 + rnd() * 29);
  // Floods: an upset on day 2, 4 and 6.
  for (const day of [1.4, 3.6, 5.55]) {
    const t0 = start + day * DAY;
    const n = 14 + Math.floor(rnd() * 9);
    for (let i = 0; i < n; i++) add(points[i % points.length], t0 + rnd() * 8 * MIN, 3 + rnd() * 25);
  }
  // Chattering: a level loop at its setpoint.
  const chatter = points.find((p) => p.tag === 'LIC-1203') ?? pool[0];
  for (let d = 0; d < 7; d++) {
    for (const h of [3, 11, 19]) {
      const t0 = start + d * DAY + h * HOUR + rnd() * HOUR;
      for (let i = 0; i < 4; i++) add(chatter, t0 + i * 15_000, 0.15);
    }
  }
  // Standing alarms: never returned to normal.
  const urgent = points.filter((p) => p.priority === 'urgent' || p.priority === 'high');
  const standing = urgent.length >= 2 ? urgent.slice(-2) : points.slice(0, 2);
  add(standing[0], end - 3 * DAY, null);
  if (standing[1]) add(standing[1], end - 30 * HOUR, null);
  // Live ones of the last two hours, still active.
  for (let i = 0; i < 5; i++) add(points[(i * 3 + 1) % points.length], end - (10 + i * 20) * MIN, null);
  return out.sort((a, b) => a.raisedAt - b.raisedAt || a.tag.localeCompare(b.tag));
}

/** The raise and clear events of occurrences (what a DCS gateway would have posted), by time. */
export function occurrenceEvents(occurrences: readonly SimOccurrence[]): SimEvent[] {
  const events: SimEvent[] = [];
  for (const o of occurrences) {
    events.push({ device: o.tag, at: o.raisedAt, event: 'raise', value: o.raisedValue });
    if (o.clearedAt !== null) events.push({ device: o.tag, at: o.clearedAt, event: 'clear', value: o.clearedValue });
  }
  return events.sort((a, b) => a.at - b.at);
}
