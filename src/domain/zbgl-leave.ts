// A leave record over the duty roster (值班管理 请假记录, docs/emergency.md): the person's roster entries whose
// shifts belong to a day of the leave (a shift belongs to the day it starts) are taken out of the roster, or given
// to the substitute (顶班人) when the leave names one. A shift the person leads (带班领导) cannot be left without a
// replacement; a shift left with nobody on it is a warning, not a refusal.

/** One roster entry as the leave rule sees it. */
export interface LeaveRosterEntry {
  id: number;
  staffId: number;
  dutyDate: string;
  shift: string;
  dutyRole: string;
}

/** The leave as the rule sees it (dates `YYYY-MM-DD`, end inclusive). */
export interface LeaveSpan {
  staffId: number;
  startDate: string;
  endDate: string;
  substitute?: number | null;
}

/** A shift of a day. */
export interface ShiftSlot {
  dutyDate: string;
  shift: string;
}

/** What a leave does to the roster. */
export interface LeaveEffect {
  /** The person's entries on days of the leave, by day then shift order of the roster given. */
  affected: LeaveRosterEntry[];
  /** The first entry the person leads while the leave names no substitute: the leave is refused. */
  leaderWithoutSubstitute?: LeaveRosterEntry;
  /** The shifts nobody else is on once the person is out (only without a substitute). */
  emptied: ShiftSlot[];
}

/** Whether a date falls within the leave (inclusive; dates compare as strings). */
export function onLeave(leave: LeaveSpan, dutyDate: string): boolean {
  return dutyDate >= leave.startDate && dutyDate <= leave.endDate;
}

/**
 * The effect of `leave` on `roster` (the entries of the leave's days, everyone's): which of the person's entries
 * go, whether one is a shift the person leads with nobody to take it, and which shifts are left empty.
 */
export function leaveEffect(leave: LeaveSpan, roster: readonly LeaveRosterEntry[]): LeaveEffect {
  const affected = roster
    .filter((e) => e.staffId === leave.staffId && onLeave(leave, e.dutyDate))
    .sort((a, b) => a.dutyDate.localeCompare(b.dutyDate) || a.id - b.id);
  const hasSubstitute = leave.substitute != null && leave.substitute !== leave.staffId;
  const leaderWithoutSubstitute = hasSubstitute ? undefined : affected.find((e) => e.dutyRole === 'leader');
  const emptied: ShiftSlot[] = [];
  if (!hasSubstitute) {
    const seen = new Set<string>();
    for (const e of affected) {
      const key = `${e.dutyDate}|${e.shift}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const others = roster.some((o) => o.dutyDate === e.dutyDate && o.shift === e.shift && o.staffId !== leave.staffId);
      if (!others) emptied.push({ dutyDate: e.dutyDate, shift: e.shift });
    }
  }
  return { affected, leaderWithoutSubstitute, emptied };
}
