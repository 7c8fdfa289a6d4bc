// 运营统计 (issue 24 item 5, docs/operations.md): the month ranges the three screens take, the scheduled-task
// resources counted as "tasks" and what done and on time mean for each, and the figures' ratios. Pure.
import { DEFAULT_TZ_OFFSET_MINUTES } from './permit-grade.ts';

/** A month as the screens write it: `YYYY-MM`. */
export const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';
const MONTH = new RegExp(MONTH_PATTERN);

/** The longest range one request may ask (months, both ends included). */
export const MAX_RANGE_MONTHS = 24;
/** The range a screen opens with: this month and the five before it. */
export const DEFAULT_RANGE_MONTHS = 6;

export interface MonthRange {
  from: string;
  to: string;
}

/** Why a range is refused, by field; null when it is fine. */
export type RangeProblem = { field: 'from' | 'to'; reason: 'format' | 'order' | 'tooLong' } | null;

export function isMonth(s: unknown): s is string {
  return typeof s === 'string' && MONTH.test(s);
}

/** Months from `a` to `b` counted with both ends (`2026-01`..`2026-03` is 3). */
export function monthSpan(a: string, b: string): number {
  const [ya, ma] = a.split('-').map(Number);
  const [yb, mb] = b.split('-').map(Number);
  return (yb - ya) * 12 + (mb - ma) + 1;
}

export function checkRange(r: Partial<MonthRange>): RangeProblem {
  if (!isMonth(r.from)) return { field: 'from', reason: 'format' };
  if (!isMonth(r.to)) return { field: 'to', reason: 'format' };
  const span = monthSpan(r.from, r.to);
  if (span < 1) return { field: 'to', reason: 'order' };
  if (span > MAX_RANGE_MONTHS) return { field: 'to', reason: 'tooLong' };
  return null;
}

/** The month after `m` (`2026-12` -> `2027-01`). */
export function nextMonth(m: string): string {
  const [y, mo] = m.split('-').map(Number);
  return mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
}

/** Every month of a range, oldest first. */
export function monthsOf(r: MonthRange): string[] {
  const out: string[] = [];
  for (let m = r.from; out.length < MAX_RANGE_MONTHS && m <= r.to; m = nextMonth(m)) out.push(m);
  return out;
}

/** The business month (UTC+8) of an instant. */
export function monthOf(at: Date, offsetMinutes = DEFAULT_TZ_OFFSET_MINUTES): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 7);
}

/** The default range ending with the month of `now`. */
export function defaultRange(now: Date, months = DEFAULT_RANGE_MONTHS): MonthRange {
  const to = monthOf(now);
  let from = to;
  for (let i = 1; i < months; i += 1) {
    const [y, m] = from.split('-').map(Number);
    from = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  }
  return { from, to };
}

/**
 * The instants that bound a range in the business zone: from the first second of `from` to the first second
 * after `to`, for the tables that keep timestamps (sessions, permits, warnings, the audit log).
 */
export function rangeInstants(r: MonthRange, offsetMinutes = DEFAULT_TZ_OFFSET_MINUTES): { start: Date; end: Date } {
  const at = (m: string) => new Date(Date.parse(`${m}-01T00:00:00Z`) - offsetMinutes * 60_000);
  return { start: at(r.from), end: at(nextMonth(r.to)) };
}

/**
 * The records a plan's schedule generates (schemas with `schedule`, docs/schema-engine.md "Schedules"), counted
 * as tasks: due in the month of their `dueAt` (a local `YYYY-MM-DD HH:mm:ss`), done when `stateField` holds
 * `done`, on time when done and `finishedField` (the same local form) is not after `dueAt`.
 */
export interface TaskSource {
  resource: string;
  module: string;
  stateField: string;
  finishedField: string;
}

export const TASK_SOURCES: readonly TaskSource[] = Object.freeze([
  { resource: 'patrol-record', module: 'xjxc', stateField: 'patrolState', finishedField: 'finishedAt' },
  { resource: 'checklist-task', module: 'qing-dan', stateField: 'state', finishedField: 'finishedAt' },
  { resource: 'control-task', module: 'fxfjgk', stateField: 'state', finishedField: 'checkedAt' },
]);

/** The value of a task's state field once it is done. */
export const TASK_DONE = 'done';

/** A share in percent with one decimal, or null when there is nothing to share (0 of 0). */
export function percent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** One enterprise's figures of one month on 企业运营统计. */
export interface OperationRow {
  qyId: number;
  qymc: string;
  month: string;
  logins: number;
  /** Distinct accounts that signed in. */
  loginUsers: number;
  permits: number;
  permitsByKind: Record<string, number>;
  permitsByState: Record<string, number>;
  dangersFound: number;
  /** Of the dangers found in the month, those closed (已销号) now. */
  dangersClosed: number;
  tasks: number;
  tasksDone: number;
  tasksOnTime: number;
}

export type OperationFigure = 'logins' | 'loginUsers' | 'permits' | 'dangersFound' | 'dangersClosed' | 'tasks' | 'tasksDone' | 'tasksOnTime';
export const OPERATION_FIGURES: readonly OperationFigure[] = Object.freeze([
  'logins',
  'loginUsers',
  'permits',
  'dangersFound',
  'dangersClosed',
  'tasks',
  'tasksDone',
  'tasksOnTime',
]);

export function emptyRow(qyId: number, qymc: string, month: string): OperationRow {
  return {
    qyId,
    qymc,
    month,
    logins: 0,
    loginUsers: 0,
    permits: 0,
    permitsByKind: {},
    permitsByState: {},
    dangersFound: 0,
    dangersClosed: 0,
    tasks: 0,
    tasksDone: 0,
    tasksOnTime: 0,
  };
}

/** The sum of rows (the totals line, or one month across enterprises); `qyId` 0 and `month` as given. */
export function sumRows(rows: readonly OperationRow[], qymc: string, month: string): OperationRow {
  const out = emptyRow(0, qymc, month);
  for (const r of rows) {
    for (const f of OPERATION_FIGURES) out[f] += r[f];
    for (const [k, n] of Object.entries(r.permitsByKind)) out.permitsByKind[k] = (out.permitsByKind[k] ?? 0) + n;
    for (const [k, n] of Object.entries(r.permitsByState)) out.permitsByState[k] = (out.permitsByState[k] ?? 0) + n;
  }
  return out;
}

/** Whether a row has any figure (rows of nothing are left out of the table). */
export function hasFigures(r: OperationRow): boolean {
  return OPERATION_FIGURES.some((f) => r[f] > 0);
}
