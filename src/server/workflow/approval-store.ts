// SQL of approvals (wf_approval), their tasks (wf_task) and delegations (wf_delegation), inside the caller's
// tenant transaction. A snapshot is loaded whole (a record's approval holds a handful of tasks), an act's
// result is stored as a diff: new tasks inserted, changed ones updated.
import type { Delegation } from '../../domain/approval-delegation.ts';
import type { ApprovalSnapshot, ApprovalStatus, ApprovalStep, ApprovalTask } from '../../domain/approval-steps.ts';
import type { Queryable } from '../db/db.ts';

export interface ApprovalRow {
  id: number;
  resource: string;
  recordId: number;
  state: string;
  fromState: string | null;
  submitterId: number | null;
  submitterUserId: number | null;
  stepKey: string;
  round: number;
  signers: Record<string, number[]>;
  status: ApprovalStatus;
}

const APPROVAL_COLUMNS = `id, resource, record_id as "recordId", state, from_state as "fromState", submitter_id as "submitterId",
  submitter_user_id as "submitterUserId", step_key as "stepKey", round, signers, status`;

const TASK_COLUMNS = `id, step_key as "stepKey", round, staff_id as "staffId", kind, status, blocks, added_by as "addedBy",
  transferred_from as "transferredFrom", acted_by as "actedBy", on_behalf_of as "onBehalfOf", opinion, acted_at as "actedAt"`;

const num = (v: unknown): number | null => (v == null ? null : Number(v));

function taskOf(r: Record<string, unknown>): ApprovalTask {
  return {
    id: Number(r.id),
    stepKey: String(r.stepKey),
    round: Number(r.round),
    staffId: Number(r.staffId),
    kind: r.kind as ApprovalTask['kind'],
    status: r.status as ApprovalTask['status'],
    blocks: num(r.blocks),
    addedBy: num(r.addedBy),
    transferredFrom: num(r.transferredFrom),
    actedBy: num(r.actedBy),
    onBehalfOf: num(r.onBehalfOf),
    opinion: (r.opinion as string | null) ?? null,
    actedAt: r.actedAt == null ? null : new Date(r.actedAt as string | Date).toISOString(),
  };
}

function approvalOf(r: ApprovalRow): ApprovalRow {
  return {
    ...r,
    id: Number(r.id),
    recordId: Number(r.recordId),
    submitterId: num(r.submitterId),
    submitterUserId: num(r.submitterUserId),
    round: Number(r.round),
  };
}

/** The record's latest approval (open or not), locked when asked. */
export async function latestApproval(tx: Queryable, tenantId: number, resource: string, recordId: number, lock = false): Promise<ApprovalRow | null> {
  const rows = await tx.query<ApprovalRow>(
    `select ${APPROVAL_COLUMNS} from wf_approval where tenant_id = $1 and resource = $2 and record_id = $3
      order by id desc limit 1${lock ? ' for update' : ''}`,
    [tenantId, resource, recordId],
  );
  return rows[0] ? approvalOf(rows[0]) : null;
}

export async function tasksOf(tx: Queryable, tenantId: number, approvalId: number): Promise<ApprovalTask[]> {
  const rows = await tx.query<Record<string, unknown>>(`select ${TASK_COLUMNS} from wf_task where tenant_id = $1 and approval_id = $2 order by id`, [
    tenantId,
    approvalId,
  ]);
  return rows.map(taskOf);
}

/** The engine's snapshot of a stored approval. */
export function snapshotOf(a: ApprovalRow, steps: readonly ApprovalStep[], tasks: readonly ApprovalTask[]): ApprovalSnapshot {
  return { steps, signers: a.signers, stepKey: a.stepKey, round: a.round, status: a.status, submitterId: a.submitterId, tasks };
}

export interface NewApproval {
  resource: string;
  recordId: number;
  state: string;
  fromState: string | null;
  submitterId: number | null;
  submitterUserId: number | null;
}

/** Stores a new approval and its first tasks; answers its id. */
export async function insertApproval(tx: Queryable, tenantId: number, a: NewApproval, s: ApprovalSnapshot): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `insert into wf_approval (tenant_id, resource, record_id, state, from_state, submitter_id, submitter_user_id, step_key, round, signers, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11) returning id`,
    [tenantId, a.resource, a.recordId, a.state, a.fromState, a.submitterId, a.submitterUserId, s.stepKey, s.round, JSON.stringify(s.signers), s.status],
  );
  const id = Number(rows[0].id);
  await saveTasks(tx, tenantId, id, [], s.tasks);
  return id;
}

/** Stores an act's result: the approval's step, round and status, new tasks and changed ones. */
export async function saveSnapshot(tx: Queryable, tenantId: number, approvalId: number, before: ApprovalSnapshot, after: ApprovalSnapshot): Promise<void> {
  await tx.query(
    `update wf_approval set step_key = $3, round = $4, status = $5,
            closed_at = case when $5 = 'open' then null else coalesce(closed_at, now()) end
      where tenant_id = $1 and id = $2`,
    [tenantId, approvalId, after.stepKey, after.round, after.status],
  );
  await saveTasks(tx, tenantId, approvalId, before.tasks, after.tasks);
}

async function saveTasks(tx: Queryable, tenantId: number, approvalId: number, before: readonly ApprovalTask[], after: readonly ApprovalTask[]): Promise<void> {
  const old = new Map(before.map((t) => [t.id, JSON.stringify(t)]));
  for (const t of after) {
    if (t.id == null) {
      await tx.query(
        `insert into wf_task (tenant_id, approval_id, step_key, round, staff_id, kind, status, blocks, added_by, transferred_from,
                              acted_by, on_behalf_of, opinion, acted_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [tenantId, approvalId, t.stepKey, t.round, t.staffId, t.kind, t.status, t.blocks, t.addedBy, t.transferredFrom, t.actedBy, t.onBehalfOf, t.opinion, t.actedAt],
      );
    } else if (old.get(t.id) !== JSON.stringify(t)) {
      await tx.query(
        `update wf_task set status = $3, acted_by = $4, on_behalf_of = $5, opinion = $6, acted_at = $7 where tenant_id = $1 and id = $2`,
        [tenantId, t.id, t.status, t.actedBy, t.onBehalfOf, t.opinion, t.actedAt],
      );
    }
  }
}

/** Closes the record's open approval (the record left the state by another way): open tasks cancelled. */
export async function closeOpenApproval(tx: Queryable, tenantId: number, resource: string, recordId: number): Promise<void> {
  const rows = await tx.query<{ id: number }>(
    `update wf_approval set status = 'closed', closed_at = now()
      where tenant_id = $1 and resource = $2 and record_id = $3 and status = 'open' returning id`,
    [tenantId, resource, recordId],
  );
  const ids = rows.map((r) => Number(r.id));
  if (ids.length) {
    await tx.query(`update wf_task set status = 'cancelled' where tenant_id = $1 and approval_id = any($2::bigint[]) and status in ('pending', 'waiting')`, [
      tenantId,
      ids,
    ]);
  }
}

export interface DelegationRow extends Delegation {
  id: number;
  reason: string | null;
  createdAt: string;
}

const DELEGATION_COLUMNS = `id, staff_id as "staffId", delegate_id as "delegateId", starts_at as "startsAt", ends_at as "endsAt",
  reason, created_at as "createdAt", revoked_at is not null as revoked`;

function delegationOf(r: Record<string, unknown>): DelegationRow {
  const iso = (v: unknown) => new Date(v as string | Date).toISOString();
  return {
    id: Number(r.id),
    staffId: Number(r.staffId),
    delegateId: Number(r.delegateId),
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    reason: (r.reason as string | null) ?? null,
    createdAt: iso(r.createdAt),
    revoked: Boolean(r.revoked),
  };
}

/** Delegations not revoked and not over, given by or to any of `staffIds`. */
export async function liveDelegations(tx: Queryable, tenantId: number, staffIds: readonly number[]): Promise<DelegationRow[]> {
  if (!staffIds.length) return [];
  const rows = await tx.query<Record<string, unknown>>(
    `select ${DELEGATION_COLUMNS} from wf_delegation
      where tenant_id = $1 and revoked_at is null and ends_at > now()
        and (staff_id = any($2::bigint[]) or delegate_id = any($2::bigint[]))
      order by starts_at, id`,
    [tenantId, [...staffIds]],
  );
  return rows.map(delegationOf);
}

/** Every delegation given by or to one person (newest first, at most 200). */
export async function delegationsOf(tx: Queryable, tenantId: number, staffId: number): Promise<DelegationRow[]> {
  const rows = await tx.query<Record<string, unknown>>(
    `select ${DELEGATION_COLUMNS} from wf_delegation where tenant_id = $1 and (staff_id = $2 or delegate_id = $2)
      order by created_at desc, id desc limit 200`,
    [tenantId, staffId],
  );
  return rows.map(delegationOf);
}

export async function insertDelegation(
  tx: Queryable,
  tenantId: number,
  d: { staffId: number; delegateId: number; startsAt: string; endsAt: string; reason: string | null; createdBy: number },
): Promise<DelegationRow> {
  const rows = await tx.query<Record<string, unknown>>(
    `insert into wf_delegation (tenant_id, staff_id, delegate_id, starts_at, ends_at, reason, created_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${DELEGATION_COLUMNS}`,
    [tenantId, d.staffId, d.delegateId, d.startsAt, d.endsAt, d.reason, d.createdBy],
  );
  return delegationOf(rows[0]);
}

/** Revokes one of a person's live delegations; answers it, or null when there is none. */
export async function revokeDelegation(tx: Queryable, tenantId: number, staffId: number, id: number): Promise<DelegationRow | null> {
  const rows = await tx.query<Record<string, unknown>>(
    `update wf_delegation set revoked_at = now() where tenant_id = $1 and id = $2 and staff_id = $3 and revoked_at is null
     returning ${DELEGATION_COLUMNS}`,
    [tenantId, id, staffId],
  );
  return rows[0] ? delegationOf(rows[0]) : null;
}

/** Records with an open approval in which one of `staffIds` has a pending task (to refresh their waiting rows). */
export async function recordsWaitingOn(tx: Queryable, tenantId: number, staffIds: readonly number[]): Promise<{ resource: string; recordId: number }[]> {
  const rows = await tx.query<{ resource: string; recordId: number }>(
    `select distinct a.resource, a.record_id as "recordId" from wf_task t join wf_approval a on a.tenant_id = t.tenant_id and a.id = t.approval_id
      where t.tenant_id = $1 and t.status = 'pending' and t.staff_id = any($2::bigint[]) and a.status = 'open'`,
    [tenantId, [...staffIds]],
  );
  return rows.map((r) => ({ resource: r.resource, recordId: Number(r.recordId) }));
}
