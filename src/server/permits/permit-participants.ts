// The people of a permit (from its form) and, for each approval slot, the accounts that may sign it.
import { approvalSlots, slotRoleNames, type ApprovalSlot } from '../../domain/approval-slots.ts';
import { canAudit, currentSlot } from '../../domain/permit-lifecycle.ts';
import { signerRefusal } from '../../domain/permit-signers.ts';
import type { Queryable } from '../db/db.ts';
import { factsOf } from './permit-actor.ts';
import { loadPermitConfig } from './permit-config-store.ts';
import type { PermitRow, StoredSlot } from './permit-store.ts';

const PEOPLE_FIELDS = ['zuoYeFuZeRen', 'zuoYeRen', 'jianHuRen', 'fenXiRen', 'jiaoDiRen', 'jieShouRen', 'siSuoRen', 'zhiHuiRen', 'dianGongZhengHao'];

interface Approver {
  userId: number;
  userName: string;
  renYuanId: number | null;
  staffName: string | null;
  roles: string[];
}

/** Live accounts of the tenant holding any of `roles`, with their staff. */
async function approversOf(tx: Queryable, tenantId: number, roles: string[]): Promise<Approver[]> {
  if (!roles.length) return [];
  return tx.query<Approver>(
    `select u.id as "userId", u.user_name as "userName", u.ren_yuan_id as "renYuanId", s.name as "staffName", u.roles
       from sysuser u left join staffinfo s on s.tenant_id = u.tenant_id and s.id = u.ren_yuan_id and not s.deleted
      where u.tenant_id = $1 and u.status = 1 and u.roles && $2::text[] order by u.id`,
    [tenantId, roles],
  );
}

/**
 * People and slots. Before submission (no snapshot yet) the slots are those the permit would get with its
 * grade; after, the snapshot taken at submission with the opinions given. An approve slot not yet signed lists
 * the holders of its roles the signer rule lets sign it as things stand (permit-signers.ts: not the party,
 * not the signer of another approve slot unless the permit allows it).
 */
export async function permitParticipants(tx: Queryable, tenantId: number, row: PermitRow, callerRoles: readonly string[], callerId: number) {
  const permit = factsOf(row);
  const config = await loadPermitConfig(tx, tenantId);
  const slots: readonly (StoredSlot | ApprovalSlot)[] = row.slots.length ? row.slots : approvalSlots(row.kind, row.grade, config.approval);
  const accounts = await approversOf(tx, tenantId, [...new Set(slots.flatMap((s) => [...s.roles]))]);
  const current = currentSlot(permit);
  const people: Record<string, unknown> = Object.fromEntries(PEOPLE_FIELDS.filter((f) => row.data[f] !== undefined).map((f) => [f, row.data[f]]));
  // The briefer is the safety briefing's now (anQuanJiaoDi); the old free text, where a permit has it, stays.
  const briefing = row.data.anQuanJiaoDi as { jiaoDiRen?: unknown } | undefined;
  if (people.jiaoDiRen === undefined && briefing?.jiaoDiRen !== undefined) people.jiaoDiRen = briefing.jiaoDiRen;
  return {
    id: row.id,
    zuoYeBianHao: row.number,
    people: { ...people, shenQingRen: row.createdByName },
    slots: slots.map((s, index) => ({
      index,
      ...s,
      roleNames: slotRoleNames(s),
      // A 会签 slot with departments is signed by the departments' signers (named on the slot), not by its roles.
      approvers: accounts
        .filter(() => !('departments' in s && s.departments?.length))
        .filter((a) => s.roles.some((r) => a.roles.includes(r)))
        .filter((a) => !row.slots.length || 'signer' in s || signerRefusal({ ...permit, slotIndex: index }, String(a.userId)) === null)
        .map(({ userId, userName, renYuanId, staffName }) => ({ userId, userName, renYuanId, staffName })),
      current: current !== null && index === row.slotIndex,
    })),
    // A 会签 slot with departments is countersigned by department (POST /{kind}/huiQian; the permit's huiQianBuMen), not approved.
    canAudit: canAudit(permit, callerRoles) && signerRefusal(permit, String(callerId)) === null && !current?.departments?.length,
    /** Approving a slot takes a handwritten signature (the enterprise's `requireSignature`). */
    signatureRequired: config.requireSignature,
  };
}
