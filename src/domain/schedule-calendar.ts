// The schedule calendar (issue 14 item 5, docs/schema-engine.md "Schedules"): the periods of a plan's
// frequency between two instants, in the business time zone Asia/Shanghai (UTC+8 all year: no daylight
// saving, so a local day is always 24 hours). Each period has a stable key (the unique key of a generated
// record with its plan), a start, an exclusive end and a due time; a shift's period also names the team on
// duty from the enterprise's rotation. Pure: no I/O, no clock.

/** How often a plan generates records (ScheduleFrequency of src/schema/workflow-types.ts). */
export type Frequency = 'shift' | 'day' | 'week' | 'month' | 'year' | 'rule';
export const FREQUENCIES: readonly Frequency[] = ['shift', 'day', 'week', 'month', 'year', 'rule'];

/** One shift of the enterprise's day: `end` before `start` crosses midnight (夜班 20:00–08:00). */
export interface ShiftDef {
  key: string;
  name: string;
  /** `HH:mm`. */
  start: string;
  end: string;
}

/** Which team works which shift: day `n` of the cycle (counted from `anchorDate`) has one team per shift, in the shifts' order. */
export interface Rotation {
  /** `YYYY-MM-DD`: the first day of the cycle. */
  anchorDate: string;
  pattern: string[][];
}

/** The enterprise's one shift calendar (GET/PUT /workflow/shifts). */
export interface ShiftCalendar {
  shifts: ShiftDef[];
  teams: string[];
  rotation: Rotation;
}

/** A rule: on these ISO weekdays (1 Monday … 7 Sunday), at these local times (`HH:mm`). */
export interface ScheduleRule {
  weekdays: number[];
  times: string[];
}

/** One period of a frequency. */
export interface Period {
  /** Stable: `2026-11-25`, `2026-W48`, `2026-11`, `2026`, `2026-11-25#night`, `2026-11-25T08:00`. */
  key: string;
  start: Date;
  /** Exclusive end (a rule's period ends at its time). */
  end: Date;
  /** When the generated record is due: the shift's end, the rule's time, the last second of a day/week/month/year. */
  due: Date;
  /** Shifts: the shift's key and the team on duty (absent when the rotation names none). */
  shift?: string;
  team?: string;
}

/** Asia/Shanghai is UTC+8 all year. */
export const ZONE_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes after midnight of `HH:mm`, or undefined when it is not a time. */
export function minutesOf(time: string): number | undefined {
  const m = TIME.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** The local day number (days since 1970-01-01 in Shanghai) of `YYYY-MM-DD`, or undefined when it is no date. */
export function dayOfDate(date: string): number | undefined {
  const m = DATE.exec(date);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return undefined;
  return ms / DAY_MS;
}

/** The local day number of an instant. */
export function localDay(at: Date): number {
  return Math.floor((at.getTime() + ZONE_OFFSET_MS) / DAY_MS);
}

/** The instant a local day (plus minutes) begins. */
export function instantOf(day: number, minutes = 0): Date {
  return new Date(day * DAY_MS + minutes * MINUTE_MS - ZONE_OFFSET_MS);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** `YYYY-MM-DD` of a local day number. */
export function dateOfDay(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** ISO weekday of a local day: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** ISO week key of a local day (`2026-W48`): the week's year is its Thursday's. */
export function isoWeekKey(day: number): string {
  const thursday = day - weekdayOf(day) + 4;
  const t = new Date(thursday * DAY_MS);
  const year = t.getUTCFullYear();
  const jan1 = Date.UTC(year, 0, 1) / DAY_MS;
  return `${year}-W${pad(Math.floor((thursday - jan1) / 7) + 1)}`;
}

function ymd(day: number): [number, number, number] {
  const d = new Date(day * DAY_MS);
  return [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
}

const dayNumber = (y: number, m: number, d = 1) => Date.UTC(y, m, d) / DAY_MS;

/** Calendar periods (day, week, month, year): the last second of the period is its due time. */
function calendarPeriod(key: string, startDay: number, endDay: number): Period {
  const end = instantOf(endDay);
  return { key, start: instantOf(startDay), end, due: new Date(end.getTime() - 1000) };
}

/** The team on duty on a local day's shift `index`, from the rotation's cycle (undefined when none). */
export function teamOnDuty(calendar: ShiftCalendar, day: number, index: number): string | undefined {
  const anchor = dayOfDate(calendar.rotation.anchorDate);
  const cycle = calendar.rotation.pattern;
  if (anchor === undefined || cycle.length === 0) return undefined;
  const n = (((day - anchor) % cycle.length) + cycle.length) % cycle.length;
  const team = cycle[n]?.[index];
  return team ? team : undefined;
}

/** The shift periods of one local day (a shift belongs to the day it starts, even when it ends the next day). */
export function shiftsOfDay(calendar: ShiftCalendar, day: number): Period[] {
  const out: Period[] = [];
  calendar.shifts.forEach((s, i) => {
    const from = minutesOf(s.start);
    const to = minutesOf(s.end);
    if (from === undefined || to === undefined) return;
    const start = instantOf(day, from);
    const end = instantOf(to > from ? day : day + 1, to);
    const team = teamOnDuty(calendar, day, i);
    out.push({ key: `${dateOfDay(day)}#${s.key}`, start, end, due: end, shift: s.key, ...(team ? { team } : {}) });
  });
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The periods of a rule on one local day: one per time, from the day's start, due at the time. */
function ruleOfDay(rule: ScheduleRule, day: number): Period[] {
  if (!rule.weekdays.includes(weekdayOf(day))) return [];
  const times = [...new Set(rule.times)].map((t) => [t, minutesOf(t)] as const).filter((x): x is readonly [string, number] => x[1] !== undefined);
  times.sort((a, b) => a[1] - b[1]);
  return times.map(([t, m]) => {
    const due = instantOf(day, m);
    return { key: `${dateOfDay(day)}T${t}`, start: instantOf(day), end: due, due };
  });
}

/** Why a rule can never fire (a catalogue id of `schedule.*`), or undefined when it can. */
export function ruleProblem(rule: unknown): 'schedule.rule.shape' | 'schedule.rule.noWeekday' | 'schedule.rule.weekday' | 'schedule.rule.noTime' | 'schedule.rule.time' | undefined {
  if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) return 'schedule.rule.shape';
  const { weekdays, times } = rule as Partial<ScheduleRule>;
  if (!Array.isArray(weekdays) || !Array.isArray(times)) return 'schedule.rule.shape';
  if (weekdays.length === 0) return 'schedule.rule.noWeekday';
  if (weekdays.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) return 'schedule.rule.weekday';
  if (times.length === 0) return 'schedule.rule.noTime';
  if (times.some((t) => typeof t !== 'string' || minutesOf(t) === undefined)) return 'schedule.rule.time';
  return undefined;
}

/** What a frequency needs besides the instants: the shift calendar (shift) or the rule (rule). */
export interface PeriodOptions {
  calendar?: ShiftCalendar | null;
  rule?: ScheduleRule | null;
}

/**
 * The periods of `frequency` that overlap [from, to]: end after `from` and start at or before `to`, oldest
 * first. Lazy, so that a long catch-up can be counted without being held. A shift frequency without a
 * calendar (or a rule frequency without a valid rule) has no periods.
 */
export function* periodsBetween(frequency: Frequency, from: Date, to: Date, opts: PeriodOptions = {}): Generator<Period> {
  if (to.getTime() < from.getTime()) return;
  const first = localDay(from);
  const last = localDay(to);
  const keep = (p: Period) => p.end.getTime() > from.getTime() && p.start.getTime() <= to.getTime();
  switch (frequency) {
    case 'day':
      for (let d = first; d <= last; d++) yield calendarPeriod(dateOfDay(d), d, d + 1);
      return;
    case 'week': {
      for (let d = first - weekdayOf(first) + 1; d <= last; d += 7) yield calendarPeriod(isoWeekKey(d), d, d + 7);
      return;
    }
    case 'month': {
      let [y, m] = ymd(first);
      for (let d = dayNumber(y, m); d <= last; d = dayNumber(y, m)) {
        const next = dayNumber(y, m + 1);
        yield calendarPeriod(`${pad(y, 4)}-${pad(m + 1)}`, d, next);
        [y, m] = ymd(next);
      }
      return;
    }
    case 'year': {
      for (let y = ymd(first)[0]; dayNumber(y, 0) <= last; y++) yield calendarPeriod(pad(y, 4), dayNumber(y, 0), dayNumber(y + 1, 0));
      return;
    }
    case 'shift': {
      if (!opts.calendar || opts.calendar.shifts.length === 0) return;
      // The day before `from` may hold a night shift still running at `from`.
      for (let d = first - 1; d <= last; d++) for (const p of shiftsOfDay(opts.calendar, d)) if (keep(p)) yield p;
      return;
    }
    case 'rule': {
      if (!opts.rule || ruleProblem(opts.rule)) return;
      for (let d = first; d <= last; d++) for (const p of ruleOfDay(opts.rule, d)) if (keep(p)) yield p;
      return;
    }
  }
}

/**
 * The newest `max` periods of a sequence and how many older ones were left out: a catch-up after a long
 * downtime generates at most `max` records per plan, never a flood.
 */
export function newestPeriods(periods: Iterable<Period>, max: number): { periods: Period[]; skipped: number } {
  const kept: Period[] = [];
  let skipped = 0;
  for (const p of periods) {
    kept.push(p);
    if (kept.length > max) {
      kept.shift();
      skipped++;
    }
  }
  return { periods: kept, skipped };
}

/** The local date-time `YYYY-MM-DD HH:mm:ss` of an instant (the platform's date-time format). */
export function localDateTime(at: Date): string {
  const local = new Date(at.getTime() + ZONE_OFFSET_MS);
  return `${dateOfDay(localDay(at))} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
}
