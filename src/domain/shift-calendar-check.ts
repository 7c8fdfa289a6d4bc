// The check of an enterprise's shift calendar (PUT /workflow/shifts, the 班次日历 page): every shift has a
// key, a name and `HH:mm` times, no two shifts overlap on the 24-hour clock (a shift may cross midnight),
// the teams are named once each, and the rotation's anchor is a date and each day of its cycle names one
// known team per shift. Each problem names its field. Pure.
import type { MessageParams, Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import { dayOfDate, minutesOf, type ShiftCalendar } from './schedule-calendar.ts';

/** One problem: the field (`shifts[1].end`, `rotation.pattern[2][0]`) and the message. */
export interface CalendarProblem {
  field: string;
  message: Text;
}

const KEY = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

/** The minutes of the day a shift covers, as [from, to) intervals on 0..1440 (two when it crosses midnight). */
function covered(start: number, end: number): [number, number][] {
  return end > start ? [[start, end]] : [[start, 1440], [0, end]];
}

function overlaps(a: [number, number][], b: [number, number][]): boolean {
  return a.some(([a0, a1]) => b.some(([b0, b1]) => a0 < b1 && b0 < a1));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every problem of a shift calendar sent by a client (any JSON); empty when it is sound. */
export function shiftCalendarProblems(value: unknown): CalendarProblem[] {
  const out: CalendarProblem[] = [];
  const add = (field: string, id: Parameters<typeof text>[0], params?: MessageParams) => out.push({ field, message: text(id, { field, ...params }) });
  if (!isObject(value)) {
    add('shifts', 'schedule.shifts.empty');
    return out;
  }
  const { shifts, teams, rotation } = value as Partial<Record<keyof ShiftCalendar, unknown>>;
  const spans: { i: number; covers: [number, number][] }[] = [];
  if (!Array.isArray(shifts) || shifts.length === 0) add('shifts', 'schedule.shifts.empty');
  else {
    const keys = new Map<string, number>();
    shifts.forEach((s: unknown, i) => {
      const at = `shifts[${i}]`;
      if (!isObject(s)) return add(at, 'schedule.shifts.shape');
      if (typeof s.key !== 'string' || !KEY.test(s.key)) add(`${at}.key`, 'schedule.shifts.key');
      else if (keys.has(s.key)) add(`${at}.key`, 'schedule.shifts.duplicateKey', { key: s.key });
      else keys.set(s.key, i);
      if (typeof s.name !== 'string' || !s.name.trim() || s.name.length > 20) add(`${at}.name`, 'schedule.shifts.name');
      const start = typeof s.start === 'string' ? minutesOf(s.start) : undefined;
      const end = typeof s.end === 'string' ? minutesOf(s.end) : undefined;
      if (start === undefined) add(`${at}.start`, 'schedule.shifts.time');
      if (end === undefined) add(`${at}.end`, 'schedule.shifts.time');
      if (start === undefined || end === undefined) return;
      if (start === end) return add(`${at}.end`, 'schedule.shifts.emptySpan');
      const mine = covered(start, end);
      const other = spans.find((x) => overlaps(x.covers, mine));
      if (other) add(`${at}.start`, 'schedule.shifts.overlap', { other: String((shifts[other.i] as { name?: unknown }).name ?? other.i + 1) });
      spans.push({ i, covers: mine });
    });
  }
  const teamNames = new Set<string>();
  if (!Array.isArray(teams) || teams.length === 0) add('teams', 'schedule.teams.empty');
  else {
    teams.forEach((t: unknown, i) => {
      if (typeof t !== 'string' || !t.trim() || t.length > 20) add(`teams[${i}]`, 'schedule.teams.name');
      else if (teamNames.has(t)) add(`teams[${i}]`, 'schedule.teams.duplicate', { team: t });
      else teamNames.add(t);
    });
  }
  if (!isObject(rotation)) {
    add('rotation', 'schedule.rotation.shape');
    return out;
  }
  if (typeof rotation.anchorDate !== 'string' || dayOfDate(rotation.anchorDate) === undefined) add('rotation.anchorDate', 'schedule.rotation.anchorDate');
  const pattern = rotation.pattern;
  if (!Array.isArray(pattern) || pattern.length === 0) add('rotation.pattern', 'schedule.rotation.empty');
  else if (pattern.length > 366) add('rotation.pattern', 'schedule.rotation.tooLong');
  else {
    const width = Array.isArray(shifts) ? shifts.length : 0;
    pattern.forEach((row: unknown, d) => {
      if (!Array.isArray(row) || row.length !== width) return add(`rotation.pattern[${d}]`, 'schedule.rotation.row', { day: d + 1, count: width });
      row.forEach((team: unknown, s) => {
        if (typeof team !== 'string' || !teamNames.has(team)) add(`rotation.pattern[${d}][${s}]`, 'schedule.rotation.unknownTeam', { day: d + 1, team: String(team) });
      });
    });
  }
  return out;
}
