// A change of a permit's form after it was submitted (GB 30871 4.18 "no alterations", docs/permits.md "Versions
// and removal"): a never-submitted draft edits freely; a once-submitted one (Permit.submittedOnce, back in DRAFT
// after a revoke or a return) changes only with a reason, and the change is a new version whose changed fields
// are kept, labelled, with the event. Saving the same content again changes nothing and needs no reason.
import { auditDiff } from './audit-diff.ts';
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import type { Permit } from './permit-lifecycle.ts';

/** The body field of saveOrUpdate carrying the reason of a change. */
export const REVISION_REASON_FIELD = 'xiuGaiYuanYin';
/** The longest reason kept. */
export const REVISION_REASON_MAX = 500;

/** One changed field of the form: its name, its label (the form's title; the name when it has none), old and new value. */
export interface FormChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

/** What a change of a permit's form after its submission is kept as (the event's `detail`). */
export interface RevisionDetail {
  /** The version the change made (2 for the first change after the submission). */
  version: number;
  reason: string;
  changes: FormChange[];
}

/**
 * The fields whose value differs between two forms, labelled by `labels` (field → title) and in its order (the
 * form's); a nested value (a list of workers, of measures) is one field.
 */
export function formChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  labels: Readonly<Record<string, string>>,
): FormChange[] {
  const order = Object.keys(labels);
  const rank = (f: string) => (order.includes(f) ? order.indexOf(f) : order.length);
  return auditDiff({ ...before }, { ...after })
    .map((c) => ({ field: c.field, label: labels[c.field] ?? c.field, before: c.before ?? null, after: c.after ?? null }))
    .sort((a, b) => rank(a.field) - rank(b.field));
}

/** Whether a change of the form must give a reason and make a new version: the permit was submitted once. */
export const isFrozen = (p: Pick<Permit, 'submittedOnce'>): boolean => p.submittedOnce;

/**
 * Null when the change may be saved as it is; else the reason it is refused (400 on `xiuGaiYuanYin`): a change of
 * a once-submitted permit's form without a reason. No change, or a never-submitted draft, needs none.
 */
export function revisionRefusal(p: Pick<Permit, 'submittedOnce'>, changes: readonly FormChange[], reason: string | undefined): Text | null {
  if (!isFrozen(p) || changes.length === 0) return null;
  return reason?.trim() ? null : text('rules.permit.revisionNeedsReason');
}
