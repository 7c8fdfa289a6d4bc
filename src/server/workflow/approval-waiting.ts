// The wf_waiting rows of kind `approval` of a record (the inbox reads them): one per pending task's person
// (`staff:<id>`) and, while a delegation (委托) of that person runs, one for the delegate too.
import { delegateOf } from '../../domain/approval-delegation.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Queryable } from '../db/db.ts';
import { titleField } from '../resources/ref-titles.ts';
import { liveDelegations } from './approval-store.ts';

export const APPROVAL_WAITING_ACTION = 'approval/approve';

/** The label of a record for the inbox: its title field, else its id. */
export function waitingTitle(resource: ResourceFile | undefined, recordId: number, record: Readonly<Record<string, unknown>>): string {
  const field = resource ? titleField(resource) : null;
  const v = field ? record[field] : undefined;
  return typeof v === 'string' && v.trim() ? v.slice(0, 200) : `#${recordId}`;
}

/** Rewrites the record's approval rows of wf_waiting from its open approval's pending tasks. */
export async function refreshApprovalWaiting(
  tx: Queryable,
  tenantId: number,
  resource: ResourceFile | undefined,
  resourceKey: string,
  recordId: number,
  record: Readonly<Record<string, unknown>>,
): Promise<void> {
  await tx.query(`delete from wf_waiting where tenant_id = $1 and resource = $2 and record_id = $3 and kind = 'approval'`, [tenantId, resourceKey, recordId]);
  const pending = await tx.query<{ staffId: number; since: string }>(
    `select t.staff_id as "staffId", t.created_at as since from wf_task t join wf_approval a on a.tenant_id = t.tenant_id and a.id = t.approval_id
      where t.tenant_id = $1 and a.resource = $2 and a.record_id = $3 and a.status = 'open' and t.status = 'pending'`,
    [tenantId, resourceKey, recordId],
  );
  if (!pending.length) return;
  const staff = pending.map((p) => Number(p.staffId));
  const delegations = await liveDelegations(tx, tenantId, staff);
  const now = new Date();
  const who = new Set<string>();
  for (const id of staff) {
    who.add(`staff:${id}`);
    const delegate = delegateOf(delegations, id, now);
    if (delegate != null) who.add(`staff:${delegate}`);
  }
  await tx.query(
    `insert into wf_waiting (tenant_id, module, resource, record_id, action, kind, who, title)
     select $1, $2, $3, $4, $5, 'approval', w, $6 from unnest($7::text[]) as w
     on conflict (tenant_id, resource, record_id, action, who) do nothing`,
    [tenantId, resource?.module ?? null, resourceKey, recordId, APPROVAL_WAITING_ACTION, waitingTitle(resource, recordId, record), [...who]],
  );
}
