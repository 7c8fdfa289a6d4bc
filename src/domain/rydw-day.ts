// The day of 人员定位's statistics (区域工时, 范围统计, 检测大屏): a calendar day in China Standard Time (UTC+8, the
// product's time zone, no daylight saving) as epoch milliseconds. Pure.
const DAY_MS = 86_400_000;
const OFFSET_MS = 8 * 3_600_000;

/** [start, end) of a `YYYY-MM-DD` day, or null when it is no date. */
export function dayBounds(date: string): [number, number] | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const start = Date.parse(`${date}T00:00:00+08:00`);
  if (!Number.isFinite(start) || new Date(start + OFFSET_MS).toISOString().slice(0, 10) !== date) return null;
  return [start, start + DAY_MS];
}

/** The `YYYY-MM-DD` day of an instant in China Standard Time. */
export const dayOf = (ms: number): string => new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
