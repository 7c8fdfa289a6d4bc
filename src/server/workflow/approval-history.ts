// One wf_history row per approval act (step key, opinion, the delegate's principal in on_behalf_of). Local
// twin of wf-core's writeHistory(tx, tenantId, entry) until the merge. actor_id is the acting account (sysuser id,
// as wf-core's history); on_behalf_of the staff member a delegate acted for.
import type { Queryable } from '../db/db.ts';

export interface ApprovalHistoryEntry {
  action: string;
  stepKey?: string | null;
  opinion?: string | null;
  actorId: number | null;
  onBehalfOf?: number | null;
  changed?: Record<string, { before: unknown; after: unknown }>;
}

export async function writeApprovalHistory(
  tx: Queryable,
  tenantId: number,
  resource: string,
  recordId: number,
  fromState: string | null,
  toState: string | null,
  e: ApprovalHistoryEntry,
): Promise<void> {
  await tx.query(
    `insert into wf_history (tenant_id, resource, record_id, action, from_state, to_state, step_key, actor_id, on_behalf_of, opinion, changed)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
    [tenantId, resource, recordId, e.action, fromState, toState, e.stepKey ?? null, e.actorId, e.onBehalfOf ?? null, e.opinion ?? null, JSON.stringify(e.changed ?? {})],
  );
}
