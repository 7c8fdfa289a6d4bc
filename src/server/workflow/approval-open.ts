// Opening and closing a state's approval steps when a record enters or leaves it (called by wf-core's
// transitions and moveRecord). Opening resolves every step's signers to staff ids once (the approval keeps
// them: a later change of roles or 流程配置 applies to the next approval), refuses a step that nobody signs
// (409, nothing changed), and writes the first step's tasks and waiting rows.
import { openSnapshot, type ApprovalStep } from '../../domain/approval-steps.ts';
import type { ApprovalSpec, WorkflowState } from '../../schema/workflow-types.ts';
import type { Queryable } from '../db/db.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { resolveSigners } from './approval-signers.ts';
import { closeOpenApproval, insertApproval } from './approval-store.ts';
import { notAllowed } from './approval-refusal.ts';
import { refreshApprovalWaiting } from './approval-waiting.ts';

export interface ApprovalContext {
  tenantId: number;
  resource: string;
  recordId: number;
  state: WorkflowState;
  record: Readonly<Record<string, unknown>>;
  /** The staff id of the person who moved the record into the state (the submitter). */
  submitterStaffId: number | null;
  config: unknown;
  /** The state the record came from (撤回 goes back to it); when absent, the approval's `returned` state. */
  fromState?: string | null;
  /** The account of the submitter (who may withdraw when the submitter has no staff record). */
  submitterUserId?: number | null;
}

/** The engine's steps of a state's approval. */
export function stepsOf(spec: ApprovalSpec): ApprovalStep[] {
  return spec.steps.map((s) => ({ key: s.key, title: s.title, mode: s.mode }));
}

function registryFile(key: string) {
  try {
    return resourceRegistry().byKey.get(key);
  } catch {
    return undefined;
  }
}

/** The state the record entered this one from, by its latest history row into it (when the caller did not say). */
async function enteredFrom(tx: Queryable, ctx: ApprovalContext): Promise<string | null> {
  const rows = await tx.query<{ from_state: string | null }>(
    `select from_state from wf_history where tenant_id = $1 and resource = $2 and record_id = $3 and to_state = $4
      and from_state is distinct from to_state order by id desc limit 1`,
    [ctx.tenantId, ctx.resource, ctx.recordId, ctx.state.key],
  );
  return rows[0]?.from_state ?? null;
}

export async function openApproval(tx: Queryable, ctx: ApprovalContext): Promise<void> {
  const spec = ctx.state.approval;
  if (!spec) return;
  // A record entering the state again (after a return) closes what was left open first.
  await closeOpenApproval(tx, ctx.tenantId, ctx.resource, ctx.recordId);
  const rows = await tx.query<{ created_by: number | null }>(`select created_by from ${tableName(ctx.resource)} where tenant_id = $1 and id = $2`, [
    ctx.tenantId,
    ctx.recordId,
  ]);
  const createdBy = rows[0]?.created_by == null ? null : Number(rows[0].created_by);
  const src = { tenantId: ctx.tenantId, record: ctx.record, createdBy, config: ctx.config };
  const signers: Record<string, number[]> = {};
  for (const step of spec.steps) signers[step.key] = await resolveSigners(tx, src, step.signers);
  const opened = openSnapshot(stepsOf(spec), signers, ctx.submitterStaffId);
  const fromState = ctx.fromState !== undefined ? ctx.fromState : await enteredFrom(tx, ctx);
  if (!opened.ok) throw notAllowed(opened.reason);
  await insertApproval(
    tx,
    ctx.tenantId,
    {
      resource: ctx.resource,
      recordId: ctx.recordId,
      state: ctx.state.key,
      fromState: fromState ?? spec.returned,
      submitterId: ctx.submitterStaffId,
      submitterUserId: ctx.submitterUserId ?? createdBy,
    },
    opened.snapshot,
  );
  await refreshApprovalWaiting(tx, ctx.tenantId, registryFile(ctx.resource), ctx.resource, ctx.recordId, ctx.record);
}

export async function closeApproval(tx: Queryable, ctx: ApprovalContext): Promise<void> {
  await closeOpenApproval(tx, ctx.tenantId, ctx.resource, ctx.recordId);
  await tx.query(`delete from wf_waiting where tenant_id = $1 and resource = $2 and record_id = $3 and kind = 'approval'`, [
    ctx.tenantId,
    ctx.resource,
    ctx.recordId,
  ]);
}
