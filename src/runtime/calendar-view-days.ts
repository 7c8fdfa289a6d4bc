// The calendar view as data (docs/schema-engine.md "Views"): the days a month or week shows, the list
// parameters that ask only for records touching them (the filter bar's own ranges intersected), and where
// each record goes (its day, or every day of its start..end range). Days are ISO `YYYY-MM-DD` text, which
// sorts as dates do. Pure: no I/O, no React.
import dayjs from 'dayjs';
import type { CalendarViewSpec } from '../schema/resource-types.ts';
import type { ListParams, ResourceRecord } from './resource-client.ts';

export type CalendarMode = 'month' | 'week';

export interface DayRange {
  /** First day shown. */
  from: string;
  /** Last day shown (inclusive). */
  to: string;
}

const ISO = 'YYYY-MM-DD';
/** A record spanning more days than this is placed on its first MAX_SPAN days in view only. */
const MAX_SPAN = 62;

/** Monday of the week holding `day` (weeks start on Monday, as in zh-CN). */
function monday(day: dayjs.Dayjs): dayjs.Dayjs {
  return day.subtract((day.day() + 6) % 7, 'day');
}

/**
 * The days a mode shows around `day`. A month: the 6 weeks of the month grid, from the Monday on or
 * before the 1st, widened by a day on each side so a Sunday-first grid is covered too. A week: Monday
 * to Sunday.
 */
export function visibleRange(day: string, mode: CalendarMode): DayRange {
  const d = dayjs(day);
  if (mode === 'week') {
    const start = monday(d);
    return { from: start.format(ISO), to: start.add(6, 'day').format(ISO) };
  }
  const start = monday(d.startOf('month'));
  return { from: start.subtract(1, 'day').format(ISO), to: start.add(42, 'day').format(ISO) };
}

/** The seven days of the week holding `day`, Monday first. */
export function weekDays(day: string): string[] {
  const start = monday(dayjs(day));
  return Array.from({ length: 7 }, (_, i) => start.add(i, 'day').format(ISO));
}

/** A field's value as a day: a date's text, a date-time's local day; undefined when empty or not a date. */
export function dayOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = dayjs(value);
  return d.isValid() ? d.format(ISO) : undefined;
}

/** The bounds of a `range` value `a,b` (either side may be empty). */
function bounds(v: ListParams[string]): [string, string] {
  if (typeof v !== 'string') return ['', ''];
  const [a = '', b = ''] = v.split(',');
  return [a.trim(), b.trim()];
}

const later = (a: string, b: string) => (a === '' ? b : b === '' ? a : a > b ? a : b);
const earlier = (a: string, b: string) => (a === '' ? b : b === '' ? a : a < b ? a : b);

/**
 * The list parameters of the visible days: the filter bar's `params`, with the calendar's fields asked
 * for the records touching `range` (a record without `end` lies in it; a range record starts before its
 * end and ends after its start), each intersected with the bar's own range on that field.
 */
export function rangeParams(spec: CalendarViewSpec, range: DayRange, params: ListParams): ListParams {
  const out: ListParams = { ...params };
  const [startLow, startHigh] = bounds(params[spec.start]);
  if (spec.end === undefined) {
    out[spec.start] = `${later(startLow, range.from)},${earlier(startHigh, range.to)}`;
    return out;
  }
  const [endLow, endHigh] = bounds(params[spec.end]);
  out[spec.start] = `${startLow},${earlier(startHigh, range.to)}`;
  out[spec.end] = `${later(endLow, range.from)},${endHigh}`;
  return out;
}

/** The days of `range` a record covers: its start day, or start..end (an end before the start counts as none). */
export function recordDays(record: ResourceRecord, spec: CalendarViewSpec, range: DayRange): string[] {
  const first = dayOf(record[spec.start]);
  if (first === undefined) return [];
  let last = spec.end === undefined ? first : (dayOf(record[spec.end]) ?? first);
  if (last < first) last = first;
  const days: string[] = [];
  let d = dayjs(first < range.from ? range.from : first);
  const stop = last > range.to ? range.to : last;
  while (days.length < MAX_SPAN && d.format(ISO) <= stop) {
    days.push(d.format(ISO));
    d = d.add(1, 'day');
  }
  return days;
}

/** Records by day over `range`, each day's in the order given. */
export function placeRecords(rows: readonly ResourceRecord[], spec: CalendarViewSpec, range: DayRange): Map<string, ResourceRecord[]> {
  const byDay = new Map<string, ResourceRecord[]>();
  for (const row of rows) {
    for (const day of recordDays(row, spec, range)) {
      const list = byDay.get(day);
      if (list) list.push(row);
      else byDay.set(day, [row]);
    }
  }
  return byDay;
}

/** The form values a record created on `day` starts with: the day in the start field (and the end field). */
export function createValues(spec: CalendarViewSpec, day: string): Record<string, string> {
  return spec.end === undefined ? { [spec.start]: day } : { [spec.start]: day, [spec.end]: day };
}
