// Duty roster (值班管理 排班): who is on which shift of which day. A shift belongs to the day it starts and may
// cross midnight (夜班 20:00–08:00). One person may not be on two shifts whose times overlap, whichever day
// each belongs to. Times are the enterprise's shift calendar's (Asia/Shanghai, src/domain/schedule-calendar.ts).
import { dayOfDate, instantOf, minutesOf, type ShiftDef } from './schedule-calendar.ts';

/** One roster entry as the rule sees it. */
export interface RosterSlot {
  id?: number | null;
  staffId: number;
  dutyDate: string;
  shift: string;
}

/** The calendar an enterprise without its own shift calendar is rostered on: two 12-hour shifts. */
export const DEFAULT_SHIFTS: readonly ShiftDef[] = [
  { key: 'day', name: '白班', start: '08:00', end: '20:00' },
  { key: 'night', name: '夜班', start: '20:00', end: '08:00' },
];

/** The half-open interval [start, end) in ms of a shift on a day, or undefined for an unknown shift or date. */
export function shiftInterval(dutyDate: string, shiftKey: string, shifts: readonly ShiftDef[]): [number, number] | undefined {
  const day = dayOfDate(dutyDate);
  const def = shifts.find((s) => s.key === shiftKey);
  if (day === undefined || !def) return undefined;
  const from = minutesOf(def.start);
  const to = minutesOf(def.end);
  if (from === undefined || to === undefined) return undefined;
  return [instantOf(day, from).getTime(), instantOf(to > from ? day : day + 1, to).getTime()];
}

/** Whether two half-open intervals share a moment (a shift ending when the next begins does not overlap). */
export function intervalsOverlap(a: readonly [number, number], b: readonly [number, number]): boolean {
  return a[0] < b[1] && b[0] < a[1];
}

/** The first of `others` (the same person's other entries) whose shift overlaps `slot`'s, or undefined. */
export function overlappingSlot<T extends RosterSlot>(slot: RosterSlot, others: readonly T[], shifts: readonly ShiftDef[]): T | undefined {
  const mine = shiftInterval(slot.dutyDate, slot.shift, shifts);
  if (!mine) return undefined;
  return others.find((o) => {
    if (o.staffId !== slot.staffId || (slot.id != null && o.id === slot.id)) return false;
    const theirs = shiftInterval(o.dutyDate, o.shift, shifts);
    return theirs !== undefined && intervalsOverlap(mine, theirs);
  });
}

/** The days whose shifts may overlap one on `dutyDate`: the day before, the day, the day after. */
export function neighbourDates(dutyDate: string): string[] {
  const day = dayOfDate(dutyDate);
  if (day === undefined) return [];
  return [day - 1, day, day + 1].map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10));
}
