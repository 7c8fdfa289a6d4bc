// Contractors' violations and admission (承包商管理, docs/emergency.md): an admitted contractor with the enterprise's
// threshold of violations within its window (counted back from the latest violation's date; by default
// VIOLATION_SUSPEND_THRESHOLD within VIOLATION_WINDOW_DAYS) is suspended by the system; only an admitted contractor may have its workers named on a permit.

/** Violations within the window that suspend an admitted contractor, unless the enterprise sets its own: 3 within a year. */
export const VIOLATION_SUSPEND_THRESHOLD = 3;

/** The window, in days, the violations are counted over, ending on the violation just recorded (inclusive). */
export const VIOLATION_WINDOW_DAYS = 365;

/** The bounds an enterprise's own threshold and window must keep (企业配置, docs/emergency.md). */
export const THRESHOLD_RANGE = { min: 1, max: 100 } as const;
export const WINDOW_DAYS_RANGE = { min: 1, max: 3650 } as const;

/** The suspension rule in force for one enterprise: its threshold and window. */
export interface SuspensionRule {
  threshold: number;
  windowDays: number;
}

const within = (v: unknown, r: { min: number; max: number }): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= r.min && v <= r.max;

/**
 * The enterprise's rule from its configuration (`qyxx.config`: `violationSuspendThreshold`, `violationWindowDays`);
 * a value not set, or outside its bounds, is the constant's.
 */
export function suspensionRuleOf(config: unknown): SuspensionRule {
  const c = (config && typeof config === 'object' ? config : {}) as Record<string, unknown>;
  return {
    threshold: within(c.violationSuspendThreshold, THRESHOLD_RANGE) ? c.violationSuspendThreshold : VIOLATION_SUSPEND_THRESHOLD,
    windowDays: within(c.violationWindowDays, WINDOW_DAYS_RANGE) ? c.violationWindowDays : VIOLATION_WINDOW_DAYS,
  };
}

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

/** What a contractor worker (contractor-user) and its contractor say about naming the worker on a permit. */
export interface WorkerFacts {
  contractorStatus: string | null | undefined;
  voided: boolean;
  exitDate: string | null;
  trainingStatus: string | null | undefined;
}

/** Why a worker may not be named on a permit, first reason first; null when it may. */
export type WorkerRefusal = 'contractorSuspended' | 'contractorNotAdmitted' | 'workerVoided' | 'workerExpired' | 'workerUntrained';

/**
 * Whether a contractor worker may be named on a permit on `today` (`YYYY-MM-DD`): its contractor admitted, its own
 * admission not cancelled (已取消准入) nor past its end date (准入截止日期), and its training assessment passed (考核合格).
 */
export function workerRefusal(w: WorkerFacts, today: string): WorkerRefusal | null {
  if (!mayNameWorkers(w.contractorStatus)) return w.contractorStatus === 'suspended' ? 'contractorSuspended' : 'contractorNotAdmitted';
  if (w.voided) return 'workerVoided';
  if (w.exitDate && w.exitDate < today) return 'workerExpired';
  if (w.trainingStatus !== 'passed') return 'workerUntrained';
  return null;
}
