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

/**
 * What an approved leave did to the roster, kept on the leave (`rosterUndo`) so that editing or deleting it can
 * put the roster back: an entry taken out (its form values, to be entered again) or handed to the substitute.
 */
export type LeaveUndoStep =
  | { kind: 'removed'; entry: Record<string, unknown> & { staffId: number; dutyDate: string; shift: string } }
  | { kind: 'handed'; entryId: number; from: number; to: number; dutyDate: string; shift: string };

/** The fields of a leave that decide what it does to the roster. */
export const LEAVE_ROSTER_FIELDS = ['staffId', 'startDate', 'endDate', 'substitute', 'approveStatus'] as const;

/** Whether an edit changes what the leave does to the roster (a field above changed; absent is null). */
export function leaveRosterChanged(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): boolean {
  return LEAVE_ROSTER_FIELDS.some((k) => (before[k] ?? null) !== (after[k] ?? null));
}

/** The undo steps stored on a leave (anything else there is ignored). */
export function undoStepsOf(stored: unknown): LeaveUndoStep[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter((s): s is LeaveUndoStep => {
    if (!s || typeof s !== 'object') return false;
    const o = s as Record<string, unknown>;
    if (o.kind === 'handed') return typeof o.entryId === 'number' && typeof o.from === 'number' && typeof o.to === 'number';
    if (o.kind === 'removed') {
      const e = o.entry as Record<string, unknown> | null;
      return !!e && typeof e === 'object' && typeof e.staffId === 'number' && typeof e.dutyDate === 'string' && typeof e.shift === 'string';
    }
    return false;
  });
}
