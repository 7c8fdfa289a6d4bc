// Risk warnings (risk_warning, model 'tszy') raised by permit steps: one for the submitter when an approval
// is returned, one for each staff member holding a role of the slot now awaiting approval. A person is a
// staffinfo row reached from an account through sysuser.ren_yuan_id.
import { say } from '../http/say.ts';
import { text } from '../../domain/i18n/text.ts';
import type { ApprovalSlot } from '../../domain/approval-slots.ts';
import { gradeLabel, permitKindShortName, type PermitGrade, type PermitKind } from '../../domain/permit-kinds.ts';
import type { Queryable } from '../db/db.ts';

export interface WarnedPermit {
  id: number;
  number: string;
  kind: PermitKind;
  grade: PermitGrade | null;
  department: string | null;
  plannedStart: Date | null;
}

/**
 * Raises one warning `risk` of `kind` about permit `p` for each staff member, dated `at` (default: now);
 * answers how many.
 */
export async function raise(
  tx: Queryable,
  tenantId: number,
  staffIds: number[],
  p: WarnedPermit,
  risk: string,
  kind: string,
  at?: Date,
): Promise<number> {
  if (!staffIds.length) return 0;
  const rows = await tx.query(
    `insert into risk_warning(tenant_id, staff_id, risk, bu_men, zuo_ye_lei_xing, zuo_ye_ji_bie, model, zuo_ye_id,
                              scheme_plan_time, kind, risk_time)
     select $1, s, $3, $4, $5, $6, 'tszy', $7, $8, $9, coalesce($10::timestamptz, now()) from unnest($2::bigint[]) as s returning id`,
    [tenantId, staffIds, risk, p.department, p.kind, p.grade ? gradeLabel(p.grade) : null, p.id, p.plannedStart, kind, at ?? null],
  );
  return rows.length;
}

/** Live staff of live accounts, selected by a condition on sysuser `u`. */
async function staffOf(tx: Queryable, tenantId: number, where: string, param: number | string[]): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `select distinct s.id from sysuser u join staffinfo s on s.tenant_id = u.tenant_id and s.id = u.ren_yuan_id
      where u.tenant_id = $1 and u.status = 1 and not s.deleted and ${where}`,
    [tenantId, param],
  );
  return rows.map((r) => r.id);
}

/** Warns the submitter (an account id) that the permit was returned; answers how many warnings were raised. */
export async function warnReturned(
  tx: Queryable,
  tenantId: number,
  p: WarnedPermit,
  submitterUserId: number,
  ret: { slotTitle: string; opinion: string },
  at?: Date,
): Promise<number> {
  const staff = await staffOf(tx, tenantId, 'u.id = $2', submitterUserId);
  const risk = say('zh', text('permits.returnedWarning', { kind: permitKindShortName(p.kind), number: p.number, slot: ret.slotTitle, opinion: ret.opinion }));
  return raise(tx, tenantId, staff, p, risk, 'PERMIT_RETURNED', at);
}

/** Warns everyone holding a role of `slot` that the permit awaits their approval. */
export async function warnAwaiting(tx: Queryable, tenantId: number, p: WarnedPermit, slot: ApprovalSlot, at?: Date): Promise<number> {
  if (!slot.roles.length) return 0;
  const staff = await staffOf(tx, tenantId, 'u.roles && $2::text[]', [...slot.roles]);
  const risk = say('zh', text('permits.awaitingWarning', { kind: permitKindShortName(p.kind), number: p.number, slot: slot.title }));
  return raise(tx, tenantId, staff, p, risk, 'PERMIT_AWAITING', at);
}
