// The staff ids a step's `signers` name (WhoSpec, workflow-types.ts): a role's holders (a role key, or a sysrole
// id as digits; enterprise-type accounts hold qyUser), the person in a field of the record (`creator`: the
// record's creator's staff), the members of a department holding a role, and a slot's holders through the
// enterprise's 流程配置 (`{slots: {[key]: {staffIds?, roles?}}}`). Staff are those of live accounts.
import type { WhoSpec } from '../../schema/workflow-types.ts';
import type { Queryable } from '../db/db.ts';
import { notifyKeys, staffOfKeys } from './who-staff.ts';

export interface SignerSource {
  tenantId: number;
  record: Readonly<Record<string, unknown>>;
  /** The account that created the record (the record's createdBy). */
  createdBy: number | null;
  /** The enterprise's workflow configuration of the resource, when it has one. */
  config: unknown;
}

/**
 * Resolves one list of WhoSpec to staff ids (each once, in the order of `who` and its keys), through the same resolution as
 * the notifications (who-staff.ts: `notifyKeys` to the contract's party keys, `staffOfKeys` to live staff).
 */
export async function resolveSigners(tx: Queryable, src: SignerSource, who: readonly WhoSpec[]): Promise<number[]> {
  const out: number[] = [];
  const record = { ...src.record, createdBy: src.createdBy };
  for (const w of who) {
    // Key by key: a slot's named persons come before its roles' holders, as the 流程配置 lists them.
    for (const key of await notifyKeys(tx, src.tenantId, [w], record, src.config)) {
      for (const id of await staffOfKeys(tx, src.tenantId, [key])) if (!out.includes(id)) out.push(id);
    }
  }
  return out;
}

/** Whether a staff member exists (not deleted) in the enterprise. */
export async function staffExists(tx: Queryable, tenantId: number, staffId: number): Promise<boolean> {
  const rows = await tx.query('select 1 from staffinfo where tenant_id = $1 and id = $2 and not deleted', [tenantId, staffId]);
  return rows.length > 0;
}
