// 重点检修's pure rules (docs/patrol.md "重点检修"): an overhaul plan's calendar, its items' dates inside the
// plan's, the special-work permits named by an item (they must exist, be live and be of a kind the item needs),
// and the isolation a device stop needs before it is stopped. The server's hooks (src/server/zdjx/) read the
// database and call these; the messages are catalogue texts (src/domain/i18n/zh/xjxc.ts, ids `xjxc.overhaul.*`).
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import { isPermitKind, PERMIT_KIND_INFO } from './permit-kinds.ts';

export interface OverhaulProblem {
  field: string;
  message: Text;
}

/** The longest overhaul a plan may schedule, in days (a major turnaround runs weeks, never more than a year). */
export const MAX_OVERHAUL_DAYS = 366;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of a real ISO day (2026-02-30 is none), or null. */
export function dayNumber(v: unknown): number | null {
  if (typeof v !== 'string' || !ISO_DAY.test(v)) return null;
  const [y, m, d] = v.split('-').map(Number);
  const t = Date.UTC(y, m - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return Math.round(t / 86_400_000);
}

export interface DateWindow {
  planStartDate?: unknown;
  planEndDate?: unknown;
}

/** A plan's own calendar: the finish not before the start (the file's rule says it too) and at most a year long. */
export function planSpanProblem(plan: DateWindow): OverhaulProblem | null {
  const start = dayNumber(plan.planStartDate);
  const end = dayNumber(plan.planEndDate);
  if (start === null || end === null) return null;
  if (end < start) return { field: 'planEndDate', message: text('xjxc.overhaul.endBeforeStart') };
  if (end - start + 1 > MAX_OVERHAUL_DAYS) return { field: 'planEndDate', message: text('xjxc.overhaul.tooLong', { max: MAX_OVERHAUL_DAYS }) };
  return null;
}

/** An item's dates must lie inside its plan's (inclusive); the field named is the item's. */
export function itemWindowProblem(plan: DateWindow, item: DateWindow): OverhaulProblem | null {
  const ps = dayNumber(plan.planStartDate);
  const pe = dayNumber(plan.planEndDate);
  const is = dayNumber(item.planStartDate);
  const ie = dayNumber(item.planEndDate);
  const window = { start: String(plan.planStartDate ?? ''), end: String(plan.planEndDate ?? '') };
  if (ps !== null && is !== null && is < ps) return { field: 'planStartDate', message: text('xjxc.overhaul.itemOutside', window) };
  if (pe !== null && ie !== null && ie > pe) return { field: 'planEndDate', message: text('xjxc.overhaul.itemOutside', window) };
  if (pe !== null && is !== null && is > pe) return { field: 'planStartDate', message: text('xjxc.overhaul.itemOutside', window) };
  return null;
}

/** A permit as the item rule reads it (the permit table's number, kind and state). */
export interface PermitFact {
  number: string;
  kind: string;
  state: string;
}

/** Permit states that no longer stand for work (a removed or discarded permit is not the item's). */
export const DEAD_PERMIT_STATES: ReadonlySet<string> = new Set(['REMOVED', 'DISCARDED']);

/**
 * The permits an item names: each must be a permit of the enterprise, not removed or discarded, and of a kind
 * the item's 涉及特殊作业 lists. `found` holds the enterprise's permits of those numbers.
 */
export function itemPermitProblem(specialWorks: unknown, numbers: readonly string[], found: readonly PermitFact[]): OverhaulProblem | null {
  const kinds = new Set(Array.isArray(specialWorks) ? specialWorks.filter((k): k is string => typeof k === 'string') : []);
  const byNumber = new Map(found.map((p) => [p.number, p]));
  for (const number of numbers) {
    const p = byNumber.get(number);
    if (!p || DEAD_PERMIT_STATES.has(p.state)) return { field: 'permitNumbers', message: text('xjxc.overhaul.permitUnknown', { number }) };
    if (!kinds.has(p.kind)) {
      const kind = isPermitKind(p.kind) ? PERMIT_KIND_INFO[p.kind].shortName : p.kind;
      return { field: 'permitNumbers', message: text('xjxc.overhaul.permitKind', { number, kind }) };
    }
  }
  return null;
}

/** The isolation a device stop confirms before it stops (energy isolated, locked and tagged out, purged). */
export function isolationProblem(stop: Readonly<Record<string, unknown>>): Text | null {
  const missing = (['energyIsolated', 'lockedOut', 'purged'] as const).filter((f) => stop[f] !== true);
  return missing.length ? text('xjxc.overhaul.isolation') : null;
}

/** One special-work permit of an overhaul plan (GET /zdjx/permits?planId=): a permit an item of the plan names. */
export interface OverhaulPermit {
  id: number;
  number: string;
  kind: string;
  kindName: string;
  state: string;
  stateName: string;
  plannedStart: string | null;
  plannedEnd: string | null;
  itemId: number;
  itemContent: string;
}
