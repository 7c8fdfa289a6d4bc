// The roster as the 排班管理 page and the duty calls see it (docs/emergency.md): the entries of a range of days
// placed in their shifts (leaders first), the shifts nobody is on, the shift in force at an instant, and the
// copy of one week to the next. Pure: no I/O, no clock. Times are the enterprise's shift calendar's (UTC+8).
import { dateOfDay, dayOfDate, localDay, type ShiftDef } from './schedule-calendar.ts';
import { shiftInterval } from './zbgl-roster.ts';

/** One roster entry with its person's name. */
export interface BoardEntry {
  id: number;
  staffId: number;
  staffName: string;
  dutyDate: string;
  shift: string;
  dutyRole: string;
}

/** A shift of a day. */
export interface DaySlot {
  dutyDate: string;
  shift: string;
}

/** The longest range of days the board answers (a month view and a little more). */
export const BOARD_MAX_DAYS = 62;

/** `date` moved by `n` days (`YYYY-MM-DD`), or undefined for a date that is none. */
export function addDays(date: string, n: number): string | undefined {
  const day = dayOfDate(date);
  return day === undefined ? undefined : dateOfDay(day + n);
}

/** The dates from `from` to `to` inclusive; empty when either is no date or `to` is before `from`. */
export function datesBetween(from: string, to: string): string[] {
  const a = dayOfDate(from);
  const b = dayOfDate(to);
  if (a === undefined || b === undefined || b < a) return [];
  return Array.from({ length: b - a + 1 }, (_, i) => dateOfDay(a + i));
}

/** The Monday of the week of `date` (ISO weeks). */
export function mondayOf(date: string): string | undefined {
  const day = dayOfDate(date);
  if (day === undefined) return undefined;
  // Day 0 (1970-01-01) was a Thursday.
  const weekday = ((day + 3) % 7 + 7) % 7; // 0 Monday … 6 Sunday
  return dateOfDay(day - weekday);
}

const slotKey = (dutyDate: string, shift: string) => `${dutyDate}|${shift}`;

/** The entries by `date|shift`, each slot's leaders first, then by name. */
export function boardSlots<T extends BoardEntry>(entries: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const e of entries) {
    const key = slotKey(e.dutyDate, e.shift);
    const list = out.get(key) ?? [];
    list.push(e);
    out.set(key, list);
  }
  for (const list of out.values()) list.sort((a, b) => Number(b.dutyRole === 'leader') - Number(a.dutyRole === 'leader') || a.staffName.localeCompare(b.staffName, 'zh'));
  return out;
}

/** The entries of one slot from `boardSlots`' answer. */
export function slotEntries<T extends BoardEntry>(slots: ReadonlyMap<string, T[]>, dutyDate: string, shift: string): T[] {
  return slots.get(slotKey(dutyDate, shift)) ?? [];
}

/** Every shift of every date that nobody is on, by date then the calendar's shift order. */
export function emptySlots(entries: readonly BoardEntry[], shifts: readonly ShiftDef[], dates: readonly string[]): DaySlot[] {
  const taken = new Set(entries.map((e) => slotKey(e.dutyDate, e.shift)));
  return dates.flatMap((dutyDate) => shifts.filter((s) => !taken.has(slotKey(dutyDate, s.key))).map((s) => ({ dutyDate, shift: s.key })));
}

/** The shift in force at `at` (the day before's night shift still runs in the morning), or undefined. */
export function shiftAt(at: Date, shifts: readonly ShiftDef[]): DaySlot | undefined {
  const today = localDay(at);
  const t = at.getTime();
  for (const day of [today - 1, today]) {
    const dutyDate = dateOfDay(day);
    for (const s of shifts) {
      const iv = shiftInterval(dutyDate, s.key, shifts);
      if (iv && iv[0] <= t && t < iv[1]) return { dutyDate, shift: s.key };
    }
  }
  return undefined;
}

/** An entry to write by the copy of a week. */
export interface CopiedEntry {
  staffId: number;
  dutyDate: string;
  shift: string;
  dutyRole: string;
  watchRoomId?: number | null;
}

/**
 * The copy of the week starting `monday` to the next: each entry of the seven days moved by seven days, except
 * those the next week already has (the same person on the same shift of the same day).
 */
export function copyWeekPlan<T extends CopiedEntry>(source: readonly T[], target: readonly CopiedEntry[], monday: string): { create: CopiedEntry[]; skipped: number } {
  const week = new Set(datesBetween(monday, addDays(monday, 6) ?? monday));
  const have = new Set(target.map((e) => `${e.staffId}|${e.dutyDate}|${e.shift}`));
  const create: CopiedEntry[] = [];
  let skipped = 0;
  for (const e of source) {
    if (!week.has(e.dutyDate)) continue;
    const dutyDate = addDays(e.dutyDate, 7)!;
    const key = `${e.staffId}|${dutyDate}|${e.shift}`;
    if (have.has(key)) {
      skipped++;
      continue;
    }
    have.add(key);
    create.push({ staffId: e.staffId, dutyDate, shift: e.shift, dutyRole: e.dutyRole, ...(e.watchRoomId != null ? { watchRoomId: e.watchRoomId } : {}) });
  }
  create.sort((a, b) => a.dutyDate.localeCompare(b.dutyDate) || a.shift.localeCompare(b.shift) || a.staffId - b.staffId);
  return { create, skipped };
}
