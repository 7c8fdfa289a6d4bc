// moveRecord of the contract (wf-core's transition.ts exports the real one; this local twin with the same
// signature serves the approval routes until the merge, then is replaced by an import of wf-core's):
// sets the record's state field, writes the step's wf_history row, closes the approval of the state left and
// opens the one of the state entered, and refreshes the record's approval waiting rows.
import type { Queryable } from '../db/db.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { getRecord, updateRecordData } from '../resources/record-store.ts';
import type { ResourceScope } from '../resources/resource-context.ts';
import { closeApproval, openApproval } from './approval-open.ts';
import { writeApprovalHistory, type ApprovalHistoryEntry } from './approval-history.ts';
import { refreshApprovalWaiting } from './approval-waiting.ts';
import { notFound } from '../http/app-error.ts';
import { text } from '../../domain/i18n/text.ts';

export async function moveRecord(
  tx: Queryable,
  s: ResourceScope,
  auth: AuthContext,
  recordId: number,
  toState: string,
  entry: ApprovalHistoryEntry,
): Promise<void> {
  const wf = s.c.resource.workflow;
  const row = await getRecord(tx, s.c, auth.tenantId, recordId, true);
  if (!wf || !row) throw notFound(text('approval.recordNotFound'));
  const fromKey = typeof row.data[wf.field] === 'string' ? (row.data[wf.field] as string) : null;
  const from = wf.states.find((x) => x.key === fromKey);
  const to = wf.states.find((x) => x.key === toState);
  const data = { ...row.data, [wf.field]: toState };
  await updateRecordData(tx, s.c, auth.tenantId, auth.userId, recordId, data);
  await writeApprovalHistory(tx, auth.tenantId, s.c.resource.key, recordId, fromKey, toState, entry);
  const ctx = (state: NonNullable<typeof to>) => ({
    tenantId: auth.tenantId,
    resource: s.c.resource.key,
    recordId,
    state,
    record: data,
    submitterStaffId: auth.session.renYuanId,
    submitterUserId: auth.userId,
    fromState: fromKey,
    config: null,
  });
  if (from?.approval) await closeApproval(tx, ctx(from));
  if (to?.approval) await openApproval(tx, ctx(to));
  await refreshApprovalWaiting(tx, auth.tenantId, s.c.resource, s.c.resource.key, recordId, data);
}
