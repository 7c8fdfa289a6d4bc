// Contractors' violations and admission (承包商管理, docs/emergency.md): an admitted contractor with
// VIOLATION_SUSPEND_THRESHOLD violations within VIOLATION_WINDOW_DAYS (counted back from the latest violation's
// date) is suspended by the system; only an admitted contractor may have its workers named on a permit.

/** Violations within the window that suspend an admitted contractor (a constant: 3 within a year). */
export const VIOLATION_SUSPEND_THRESHOLD = 3;

/** The window, in days, the violations are counted over, ending on the violation just recorded (inclusive). */
export const VIOLATION_WINDOW_DAYS = 365;

/** The first day of the window ending on `date` (`YYYY-MM-DD`). */
export function violationWindowStart(date: string, days = VIOLATION_WINDOW_DAYS): string {
  const t = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(t)) return date;
  return new Date(t - (days - 1) * 86_400_000).toISOString().slice(0, 10);
}

/** Whether a contractor in `status` with `count` violations in the window is to be suspended now. */
export function shouldSuspend(status: string | null | undefined, count: number, threshold = VIOLATION_SUSPEND_THRESHOLD): boolean {
  return status === 'admitted' && count >= threshold;
}

/** Whether a contractor in `status` may have its workers named on a permit: admitted, and only that. */
export function mayNameWorkers(status: string | null | undefined): boolean {
  return status === 'admitted';
}
