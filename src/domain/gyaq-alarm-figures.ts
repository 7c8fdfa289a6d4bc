// The alarm performance figures of ISA-18.2 / EEMUA 191 over a period (docs/process-alarms.md), pure: the
// average alarm rate per operator and hour, the peak number of alarms in a 10-minute period, the share of
// 10-minute periods in flood (more than 10 alarms), the standing alarms (active for more than 24 hours), the
// chattering tags (the same tag raised 3 times or more within a minute), the ten most frequent tags and the
// distribution by priority.
import { ALARM_PRIORITIES, type AlarmPriority } from './gyaq-alarm.ts';

export const TEN_MINUTES_MS = 10 * 60_000;
/** A 10-minute period with more alarms than this is a flood (ISA-18.2: 10 alarms in 10 minutes). */
export const FLOOD_THRESHOLD = 10;
/** An alarm active longer than this is standing (EEMUA 191: 24 hours). */
export const STANDING_MS = 24 * 3600_000;
/** A tag raised this many times within CHATTER_WINDOW_MS chatters. */
export const CHATTER_COUNT = 3;
export const CHATTER_WINDOW_MS = 60_000;
export const TOP_TAGS = 10;

export interface FigureEvent {
  tag: string;
  priority: AlarmPriority;
  /** Epoch milliseconds. */
  raisedAt: number;
  clearedAt: number | null;
}

export interface AlarmFigures {
  /** Alarms raised in the period. */
  total: number;
  /** Hours of the period (to the end or now, whichever is earlier). */
  hours: number;
  operators: number;
  /** Alarms per operator per hour, two decimals. */
  perOperatorHour: number;
  /** The most alarms raised in one 10-minute period (periods from the start). */
  peakTenMinutes: number;
  /** Percent of the 10-minute periods with more than FLOOD_THRESHOLD alarms, one decimal. */
  floodPercent: number;
  /** Alarms still active at the period's end that were raised more than 24 hours before it. */
  standing: number;
  /** Tags raised CHATTER_COUNT times or more within a minute, with how many alarms they raised. */
  chattering: { tag: string; count: number }[];
  topTags: { tag: string; count: number }[];
  priorities: Record<AlarmPriority, number>;
}

const round = (v: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};

/**
 * The figures of the alarms `events` over `[from, to)` (epoch ms), with `operators` at the consoles (at least 1).
 * Events raised outside the period count only for the standing alarms. The period ends at `now` if it is
 * earlier (today's figures are not diluted by hours to come).
 */
export function alarmFigures(events: readonly FigureEvent[], from: number, to: number, operators: number, now: number): AlarmFigures {
  const end = Math.max(from, Math.min(to, now));
  const inPeriod = events.filter((e) => e.raisedAt >= from && e.raisedAt < end);
  const hours = (end - from) / 3600_000;
  const ops = Math.max(1, Math.floor(operators));
  const periods = Math.max(1, Math.ceil((end - from) / TEN_MINUTES_MS));
  const buckets = new Array<number>(periods).fill(0);
  for (const e of inPeriod) buckets[Math.floor((e.raisedAt - from) / TEN_MINUTES_MS)] += 1;
  const flooded = buckets.filter((n) => n > FLOOD_THRESHOLD).length;

  const standing = events.filter((e) => e.raisedAt <= end - STANDING_MS && (e.clearedAt === null || e.clearedAt > end)).length;

  const byTag = new Map<string, number[]>();
  for (const e of inPeriod) byTag.set(e.tag, [...(byTag.get(e.tag) ?? []), e.raisedAt]);
  const chattering: { tag: string; count: number }[] = [];
  for (const [tag, times] of byTag) {
    const sorted = [...times].sort((a, b) => a - b);
    if (chatters(sorted)) chattering.push({ tag, count: sorted.length });
  }
  chattering.sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
  const topTags = [...byTag]
    .map(([tag, times]) => ({ tag, count: times.length }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .slice(0, TOP_TAGS);

  const priorities = Object.fromEntries(ALARM_PRIORITIES.map((p) => [p, 0])) as Record<AlarmPriority, number>;
  for (const e of inPeriod) priorities[e.priority] += 1;

  return {
    total: inPeriod.length,
    hours: round(hours, 2),
    operators: ops,
    perOperatorHour: hours > 0 ? round(inPeriod.length / hours / ops, 2) : 0,
    peakTenMinutes: Math.max(0, ...buckets),
    floodPercent: round((flooded / periods) * 100, 1),
    standing,
    chattering,
    topTags,
    priorities,
  };
}

/** Whether ascending times hold CHATTER_COUNT within CHATTER_WINDOW_MS (inclusive of the window's end). */
export function chatters(sorted: readonly number[]): boolean {
  for (let i = 0; i + CHATTER_COUNT - 1 < sorted.length; i++) {
    if (sorted[i + CHATTER_COUNT - 1] - sorted[i] <= CHATTER_WINDOW_MS) return true;
  }
  return false;
}
