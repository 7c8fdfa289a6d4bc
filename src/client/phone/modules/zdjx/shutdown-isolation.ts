// The isolation confirmed on site before a shutdown (停车检修, docs/patrol.md "On the phone"), pure: the three checks the
// guard `isolationConfirmed` needs (energy isolated, locked and tagged out, purged), whether they are all ticked, and
// the body of the `stop` action the phone sends: the checks, the stop time (now) and the person confirming (the one
// on the phone).
import { localDateTime } from '../../../../domain/schedule-calendar.ts';

/** The checks in the order the page lists them (the guard's fields). */
export const ISOLATION_CHECKS = ['energyIsolated', 'lockedOut', 'purged'] as const;
export type IsolationCheck = (typeof ISOLATION_CHECKS)[number];
export type IsolationTicks = Readonly<Partial<Record<IsolationCheck, boolean>>>;

/** The ticks a stored shutdown starts with. */
export function ticksOf(record: Readonly<Record<string, unknown>>): Record<IsolationCheck, boolean> {
  return { energyIsolated: record.energyIsolated === true, lockedOut: record.lockedOut === true, purged: record.purged === true };
}

/** Whether every check is ticked. */
export const allTicked = (ticks: IsolationTicks): boolean => ISOLATION_CHECKS.every((c) => ticks[c] === true);

/** The `stop` action's body: the checks, the stop time and the confirming person; the note when there is one. */
export function stopBody(id: number, ticks: IsolationTicks, confirmer: number, now: Date, note?: string): Record<string, unknown> {
  const fields: Record<string, unknown> = { actualStopTime: localDateTime(now), isolationConfirmer: confirmer };
  for (const c of ISOLATION_CHECKS) fields[c] = ticks[c] === true;
  const body: Record<string, unknown> = { id, fields };
  if (note?.trim()) body.opinion = note.trim();
  return body;
}
