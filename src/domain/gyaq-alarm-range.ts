// The date range of the alarm history and statistics (docs/process-alarms.md): days of the plant's time zone
// (UTC+8), `from` inclusive to the end of `to`, at most RANGE_MAX_DAYS; absent, the last 7 days to today.
import { DEFAULT_TZ_OFFSET_MINUTES } from './permit-grade.ts';

export const RANGE_MAX_DAYS = 92;
export const DEFAULT_RANGE_DAYS = 7;
const DAY_MS = 86_400_000;
const OFFSET_MS = DEFAULT_TZ_OFFSET_MINUTES * 60_000;

export type RangeResult = { ok: true; from: number; to: number; fromDay: string; toDay: string } | { ok: false; field: 'from' | 'to'; problem: 'badDate' | 'backwards' | 'tooLong' };

/** The plant's day (YYYY-MM-DD) of an instant. */
export function plantDay(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
}

/** Start of a plant day in epoch ms, or undefined when `day` is no date. */
export function dayStart(day: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return undefined;
  return ms - OFFSET_MS;
}

/** The instants `[from, to)` of the days `fromDay`..`toDay`; the last DEFAULT_RANGE_DAYS days to `now`'s day when absent. */
export function alarmRange(fromDay: string | undefined, toDay: string | undefined, now: number): RangeResult {
  const toD = toDay || plantDay(now);
  const fromD = fromDay || plantDay(dayStart(toD) === undefined ? now : dayStart(toD)! - (DEFAULT_RANGE_DAYS - 1) * DAY_MS);
  const from = dayStart(fromD);
  if (from === undefined) return { ok: false, field: 'from', problem: 'badDate' };
  const toStart = dayStart(toD);
  if (toStart === undefined) return { ok: false, field: 'to', problem: 'badDate' };
  if (toStart < from) return { ok: false, field: 'to', problem: 'backwards' };
  if ((toStart - from) / DAY_MS + 1 > RANGE_MAX_DAYS) return { ok: false, field: 'to', problem: 'tooLong' };
  return { ok: true, from, to: toStart + DAY_MS, fromDay: fromD, toDay: toD };
}
