// Versions of a permit (GB 30871 4.18 "no alterations", docs/permits.md "Versions and removal"): a change of the
// form of a once-submitted permit (back in DRAFT after a revoke or a return) needs a reason (domain
// permit-revision.ts); it keeps the content it replaces in permit_version, raises the permit's version and is
// one `update` event of the history whose detail holds the version, the reason and the changed fields.
import { formChanges, REVISION_REASON_FIELD, revisionRefusal, type RevisionDetail } from '../../domain/permit-revision.ts';
import type { PermitKind } from '../../domain/permit-kinds.ts';
import type { Queryable } from '../db/db.ts';
import { fieldError } from '../http/app-error.ts';
import type { PermitActor } from './permit-actions.ts';
import { permitFormOf } from './permit-form-files.ts';
import { insertEvent, toDomain, type DraftValues, type PermitRow } from './permit-store.ts';

/** The form's field titles of a kind, in the form's order. */
function fieldLabels(kind: PermitKind): Record<string, string> {
  return Object.fromEntries(Object.entries(permitFormOf(kind).form.properties).map(([name, f]) => [name, f.title ?? name]));
}

/**
 * Before the draft `row` takes `next`: when it was submitted once and its form changes, refuses a change without a
 * reason (400 naming xiuGaiYuanYin, nothing written), else keeps the old content as its version and writes the
 * event. Answers the change made (null when none was recorded: a never-submitted draft, or the same content).
 * `labels`: the field titles in the form's order (the enterprise's custom fields with them, permit-custom-fields.ts).
 */
export async function recordRevision(
  tx: Queryable,
  actor: PermitActor,
  row: PermitRow,
  next: DraftValues,
  reason: string | undefined,
  at: Date,
  labels: Readonly<Record<string, string>> = fieldLabels(row.kind),
): Promise<RevisionDetail | null> {
  const changes = formChanges(row.data, next.data, labels);
  const refused = revisionRefusal(toDomain(row), changes, reason);
  if (refused) throw fieldError(REVISION_REASON_FIELD, refused);
  if (!row.submittedOnce || changes.length === 0 || !reason) return null;
  const detail: RevisionDetail = { version: row.version + 1, reason: reason.trim(), changes };
  await tx.query(
    `insert into permit_version(tenant_id, permit_id, version, grade, grade_rule, planned_start, planned_end, data, zuo_ye_di_dian,
                                department, reason, replaced_by, replaced_by_name, replaced_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14)`,
    [
      actor.tenantId,
      row.id,
      row.version,
      row.grade,
      row.gradeRule,
      row.plannedStart,
      row.plannedEnd,
      JSON.stringify(row.data),
      row.site,
      row.department,
      detail.reason,
      actor.userId,
      actor.session.userName,
      at,
    ],
  );
  await tx.query('update permit set version = $3 where tenant_id = $1 and id = $2', [actor.tenantId, row.id, detail.version]);
  await insertEvent(tx, actor.tenantId, row.id, {
    action: 'update',
    by: String(actor.userId),
    byName: actor.session.userName,
    at,
    from: row.state,
    to: row.state,
    opinion: detail.reason,
    detail,
  });
  return detail;
}

/** A kept earlier version of a permit: its content and the change that replaced it. */
export interface PermitVersionView {
  version: number;
  grade: string | null;
  gradeRule: string | null;
  plannedStart: Date | null;
  plannedEnd: Date | null;
  data: Record<string, unknown>;
  site: string | null;
  department: string | null;
  reason: string;
  replacedBy: number | null;
  replacedByName: string;
  replacedAt: Date;
}

/** The earlier versions of a permit, oldest first. */
export function listVersions(tx: Queryable, tenantId: number, permitId: number): Promise<PermitVersionView[]> {
  return tx.query<PermitVersionView>(
    `select version, grade, grade_rule as "gradeRule", planned_start as "plannedStart", planned_end as "plannedEnd", data,
            zuo_ye_di_dian as site, department, reason, replaced_by as "replacedBy", replaced_by_name as "replacedByName",
            replaced_at as "replacedAt"
       from permit_version where tenant_id = $1 and permit_id = $2 order by version`,
    [tenantId, permitId],
  );
}
