// The rules of a hidden danger's record (dual-prevention.md §3, docs/hidden-danger.md) that the resource file's
// keywords cannot say: a case of the major-danger criteria is 重大, a deadline is never set in the past, a major
// hidden danger carries its 治理方案 (五落实) once registered, the deadline is extended at most once; and the dates
// the closed loop stamps (rectified, closed, on time). Pure: the server's hook (src/server/yhpc/record-hooks.ts)
// reads the stored record and today's date and calls these.
import { text } from './i18n/text.ts';
import type { Text } from './i18n/message-format.ts';

type Values = Record<string, unknown>;

export interface HiddenDangerProblem {
  field: string;
  message: Text;
}

/** The 五落实 of a major hidden danger's plan, in the order the form shows them. */
export const PLAN_FIELDS = ['planResponsibility', 'planMeasures', 'planFunds', 'planTimeLimit', 'planContingency'] as const;

/** States in which the record has been registered (its level and plan are the safety department's). */
const REGISTERED_STATES = new Set(['rectifying', 'extending', 'accepting', 'closed']);

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const day = (v: unknown): string | null => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);
const changed = (next: Values, stored: Values | null, field: string): boolean => (stored ? day(stored[field]) : null) !== day(next[field]);

/**
 * What is wrong with the values about to be saved (`stored`: the record before, null when it is created);
 * `today` is the sites' day, `YYYY-MM-DD`. Empty: nothing. Only a registered hidden danger (待整改 onwards) is
 * checked; entering registration checks every date as new, later writes only the dates they change.
 */
export function hiddenDangerProblems(next: Values, stored: Values | null, today: string): HiddenDangerProblem[] {
  const out: HiddenDangerProblem[] = [];
  // A report (待登记) is anyone's draft: the rules bind from the registration on, and registering checks it whole.
  if (typeof next.state !== 'string' || !REGISTERED_STATES.has(next.state)) return out;
  const registering = !(stored && typeof stored.state === 'string' && REGISTERED_STATES.has(stored.state));
  const fresh = (field: string) => registering || changed(next, stored, field);
  if (!blank(next.criterionId) && next.level === 'general') out.push({ field: 'level', message: text('yhpc.rule.majorByCriterion') });
  for (const field of ['rectifyDeadline', 'extendedDeadline'] as const) {
    const d = day(next[field]);
    if (d && fresh(field) && d < today) out.push({ field, message: text(PAST_MESSAGES[field]) });
  }
  const from = day(next.rectifyDeadline);
  const to = day(next.extendedDeadline);
  if (from && to && fresh('extendedDeadline') && to <= from) out.push({ field: 'extendedDeadline', message: text('yhpc.rule.extensionNotLater') });
  if (stored && !blank(stored.extensionResult) && changed(next, stored, 'extendedDeadline')) out.push({ field: 'extendedDeadline', message: text('yhpc.rule.extensionOnce') });
  if (next.level === 'major') {
    for (const field of PLAN_FIELDS) if (blank(next[field])) out.push({ field, message: text(PLAN_MESSAGES[field]) });
  }
  return out;
}

const PAST_MESSAGES = {
  rectifyDeadline: 'yhpc.rule.deadlinePast',
  extendedDeadline: 'yhpc.rule.extendedPast',
} as const;

const PLAN_MESSAGES = {
  planResponsibility: 'yhpc.rule.planResponsibility',
  planMeasures: 'yhpc.rule.planMeasures',
  planFunds: 'yhpc.rule.planFunds',
  planTimeLimit: 'yhpc.rule.planTimeLimit',
  planContingency: 'yhpc.rule.planContingency',
} as const;

/**
 * The values the closed loop stamps, never taken from the sender: the day found (today when not given), the day
 * rectified (on entering 待验收), the day closed (on entering 已销号), whether it closed by its due date, and
 * whether it was fixed on site (closed straight from 待登记). Other writes keep the stored stamps.
 */
export function stampHiddenDanger(next: Values, stored: Values | null, today: string): void {
  for (const k of ['rectifiedDate', 'closedDate', 'onTime', 'fixedOnSite'] as const) {
    if (stored && stored[k] !== undefined && stored[k] !== null) next[k] = stored[k];
    else delete next[k];
  }
  if (blank(next.sourceKind)) next.sourceKind = 'report';
  if (blank(next.foundDate)) next.foundDate = stored && !blank(stored.foundDate) ? stored.foundDate : today;
  const before = stored ? stored.state : null;
  if (next.state === 'accepting' && before !== 'accepting') next.rectifiedDate = today;
  if (next.state === 'closed' && before !== 'closed') {
    next.closedDate = today;
    next.fixedOnSite = before === 'reported';
    if (next.fixedOnSite) next.rectifiedDate = today;
    const due = day(next.dueDate);
    const done = day(next.rectifiedDate) ?? today;
    next.onTime = due === null || done <= due;
  }
}

/** Whether a hidden danger is overdue on `today`: not closed, not waiting for registration, and past its due day. */
export function isOverdue(values: Values, today: string): boolean {
  const due = day(values.dueDate);
  return due !== null && due < today && (values.state === 'rectifying' || values.state === 'extending');
}

/** The on-time rectification rate (spec 001 §9): closed on time ÷ due, two decimals as a percentage, or a dash when both are zero. */
export function rateText(onTime: number, due: number): string {
  if (due === 0) return '-';
  return `${((onTime / due) * 100).toFixed(2)}%`;
}

export interface HiddenDangerGroup {
  key: string;
  value: number;
}

/** GET /yhpc/hidden-danger/summary (src/server/yhpc/yhpc-plugin.ts): the figures that depend on today. */
export interface HiddenDangerSummary {
  found: number;
  closed: number;
  overdue: number;
  /** 重大 and not closed: 挂牌督办. */
  supervised: number;
  /** With a due day, and closed or past it. */
  due: number;
  /** Closed by the due day. */
  onTime: number;
  /** onTime ÷ due, two decimals as a percentage, '-' when nothing was due (spec 001 §9). */
  rate: string;
  overdueBy: { level: HiddenDangerGroup[]; sourceKind: HiddenDangerGroup[]; rectifyDept: HiddenDangerGroup[] };
}
