// The enterprise's configuration of special work (permit_config, migration 010): approval roles per slot,
// validity caps, the outdoor-wind policy and the rest-day calendar of hot work, who audits activities, and
// whether one person may sign several approve-phase slots of a permit (migration 039).
// A missing row or member means the defaults of GB 30871 (docs/permits.md).
import type { TenantApprovalConfig } from '../../domain/approval-slots.ts';
import type { CountersignConfig } from '../../domain/permit-countersign.ts';
import type { RestDayCalendar } from '../../domain/permit-grade.ts';
import type { TenantValidityCaps } from '../../domain/permit-kinds.ts';
import type { Queryable } from '../db/db.ts';

export type WindPolicy = 'refuse' | 'raise';

/** Roles that audit work activities when the enterprise has configured none (安全管理部门). */
export const DEFAULT_ACTIVITY_AUDIT_ROLES: readonly string[] = Object.freeze(['safetyDept']);

export interface PermitConfig {
  approval: TenantApprovalConfig;
  /** Caps in minutes (the domain's unit); the API speaks hours. */
  caps: TenantValidityCaps;
  windPolicy: WindPolicy;
  calendar: { holidays: string[]; workdays: string[] } & RestDayCalendar;
  /** Role codes that audit activities; null = the default. */
  activityAuditRoles: string[] | null;
  /** One person may sign several approve-phase slots of a permit (default no; docs/permits.md). */
  allowSameSigner: boolean;
  /** Approving a slot takes a signature drawn on the phone (default no; migration 047, docs/permits.md). */
  requireSignature: boolean;
  /** The permit's 作业负责人 may act as its guardian at the site (default no; migration 051, docs/permits.md). */
  leaderMayGuard: boolean;
  /** The countersigning departments of 动土 and 断路 with their signers (staff ids; migration 053). */
  countersign: CountersignConfig;
}

export const DEFAULT_PERMIT_CONFIG: PermitConfig = Object.freeze({
  approval: {},
  caps: {},
  windPolicy: 'refuse',
  calendar: { holidays: [], workdays: [] },
  activityAuditRoles: null,
  allowSameSigner: false,
  requireSignature: false,
  leaderMayGuard: false,
  countersign: {},
}) as PermitConfig;

/** The configuration of a tenant (the defaults when it has none). */
export async function loadPermitConfig(tx: Queryable, tenantId: number): Promise<PermitConfig> {
  const rows = await tx.query<{
    approval: TenantApprovalConfig;
    caps: TenantValidityCaps;
    windPolicy: WindPolicy;
    holidays: string[];
    workdays: string[];
    activityAuditRoles: string[] | null;
    allowSameSigner: boolean;
    requireSignature: boolean;
    leaderMayGuard: boolean;
    countersign: CountersignConfig;
  }>(
    `select approval, caps, wind_policy as "windPolicy", holidays, workdays, activity_audit_roles as "activityAuditRoles",
            allow_same_signer as "allowSameSigner", require_signature as "requireSignature",
            leader_may_guard as "leaderMayGuard", countersign
       from permit_config where tenant_id = $1`,
    [tenantId],
  );
  const r = rows[0];
  if (!r) return DEFAULT_PERMIT_CONFIG;
  return {
    approval: r.approval,
    caps: r.caps,
    windPolicy: r.windPolicy,
    calendar: { holidays: r.holidays, workdays: r.workdays },
    activityAuditRoles: r.activityAuditRoles,
    allowSameSigner: r.allowSameSigner,
    requireSignature: r.requireSignature,
    leaderMayGuard: r.leaderMayGuard,
    countersign: r.countersign,
  };
}

/** Columns a save may set. */
export interface PermitConfigPatch {
  approval?: TenantApprovalConfig;
  caps?: TenantValidityCaps;
  windPolicy?: WindPolicy;
  holidays?: string[];
  workdays?: string[];
  activityAuditRoles?: string[] | null;
  allowSameSigner?: boolean;
  requireSignature?: boolean;
  leaderMayGuard?: boolean;
  countersign?: CountersignConfig;
}

/** Writes the given members of the tenant's configuration (creating its row); the others keep their value. */
export async function savePermitConfig(tx: Queryable, tenantId: number, userId: number, patch: PermitConfigPatch): Promise<void> {
  const cur = await loadPermitConfig(tx, tenantId);
  const next = {
    approval: patch.approval ?? cur.approval,
    caps: patch.caps ?? cur.caps,
    windPolicy: patch.windPolicy ?? cur.windPolicy,
    holidays: patch.holidays ?? cur.calendar.holidays,
    workdays: patch.workdays ?? cur.calendar.workdays,
    activityAuditRoles: patch.activityAuditRoles !== undefined ? patch.activityAuditRoles : cur.activityAuditRoles,
    allowSameSigner: patch.allowSameSigner ?? cur.allowSameSigner,
    requireSignature: patch.requireSignature ?? cur.requireSignature,
    leaderMayGuard: patch.leaderMayGuard ?? cur.leaderMayGuard,
    countersign: patch.countersign ?? cur.countersign,
  };
  await tx.query(
    `insert into permit_config(tenant_id, approval, caps, wind_policy, holidays, workdays, activity_audit_roles, updated_by, allow_same_signer, require_signature, leader_may_guard, countersign)
     values ($1, $2::jsonb, $3::jsonb, $4, $5::text[], $6::text[], $7::text[], $8, $9, $10, $11, $12::jsonb)
     on conflict (tenant_id) do update set approval = excluded.approval, caps = excluded.caps,
        wind_policy = excluded.wind_policy, holidays = excluded.holidays, workdays = excluded.workdays,
        activity_audit_roles = excluded.activity_audit_roles, allow_same_signer = excluded.allow_same_signer, require_signature = excluded.require_signature,
        leader_may_guard = excluded.leader_may_guard, countersign = excluded.countersign,
        updated_by = excluded.updated_by, updated_at = now()`,
    [
      tenantId,
      JSON.stringify(next.approval),
      JSON.stringify(next.caps),
      next.windPolicy,
      next.holidays,
      next.workdays,
      next.activityAuditRoles,
      userId,
      next.allowSameSigner,
      next.requireSignature,
      next.leaderMayGuard,
      JSON.stringify(next.countersign),
    ],
  );
}

/** Role codes and ids an enterprise may name in its configuration (every role but admin and read-only). */
export async function assignableRoles(tx: Queryable): Promise<{ id: number; code: string; name: string }[]> {
  return tx.query<{ id: number; code: string; name: string }>(
    `select id, code, name from sysrole where code not in ('admin', 'readonlyUser') order by sort, id`,
  );
}
