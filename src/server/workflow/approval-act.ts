// One approval act on a record, in the caller's transaction: lock the record and its approval, apply the
// engine (src/domain/approval-steps.ts), store the result, write the step's history and waiting rows, and move
// the record when the approval ends (approved, returned to the applicant, withdrawn) through moveRecord.
import { actingFor } from '../../domain/approval-delegation.ts';
import {
  applyAct,
  availableOps,
  type ApprovalAct,
  type ApprovalActor,
  type ApprovalSnapshot,
} from '../../domain/approval-steps.ts';
import { text } from '../../domain/i18n/text.ts';
import type { WorkflowState } from '../../schema/workflow-types.ts';
import { notFound } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { getRecord } from '../resources/record-store.ts';
import { toRecord, type RecordRow } from '../resources/record-shape.ts';
import type { ResourceScope } from '../resources/resource-context.ts';
import { compileResource } from '../resources/registry.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Queryable } from '../db/db.ts';
import { zhOf } from '../routes/zh-of.ts';
import { writeHistory } from './history-store.ts';
import { moveRecord } from './transition.ts';
import { stepsOf } from './approval-open.ts';
import { notAllowed } from './approval-refusal.ts';
import { latestApproval, liveDelegations, saveSnapshot, snapshotOf, tasksOf, type ApprovalRow } from './approval-store.ts';
import { refreshApprovalWaiting } from './approval-waiting.ts';
import { siteOffer, siteProof, type SiteBody } from '../phone/site-requirement.ts';

/** What loading and offering need of a resource scope (wf-core's offer sources hold no merged overlay). */
type Scope = Pick<ResourceScope, 'tx' | 'c'>;

export interface LoadedApproval {
  row: RecordRow;
  /** The record's current state. */
  state: WorkflowState | undefined;
  /** The record's latest approval (open or closed) and the state it belongs to. */
  approval: ApprovalRow | null;
  approvalState: WorkflowState | undefined;
  snapshot: ApprovalSnapshot | null;
  /** Whether the latest approval is open and belongs to the record's current state (acts need it). */
  open: boolean;
}

/** The record, its state and its latest approval (locked for an act). */
export async function loadApproval(s: Scope, auth: AuthContext, id: number, lock: boolean): Promise<LoadedApproval> {
  const row = await getRecord(s.tx, s.c, auth.tenantId, id, lock);
  if (!row) throw notFound(text('api.resource.notFoundOrDeleted', { title: s.c.resource.title }));
  const wf = s.c.resource.workflow;
  const key = wf ? row.data[wf.field] : undefined;
  const state = wf?.states.find((x) => x.key === key);
  const approval = await latestApproval(s.tx, auth.tenantId, s.c.resource.key, id, lock);
  const approvalState = approval ? wf?.states.find((x) => x.key === approval.state) : undefined;
  const spec = approvalState?.approval;
  const snapshot = approval && spec ? snapshotOf(approval, stepsOf(spec), await tasksOf(s.tx, auth.tenantId, approval.id)) : null;
  const open = snapshot != null && approval?.status === 'open' && approval.state === state?.key;
  return { row, state, approval, approvalState, snapshot, open };
}

/** The caller as the engine's actor: their staff, whether they submitted, whom they stand in for now. */
export async function actorOf(s: Scope, auth: AuthContext, approval: ApprovalRow | null): Promise<ApprovalActor> {
  const staffId = auth.session.renYuanId == null ? null : Number(auth.session.renYuanId);
  const isSubmitter = approval != null && (approval.submitterId != null ? approval.submitterId === staffId : approval.submitterUserId === auth.userId);
  const delegations = staffId == null ? [] : await liveDelegations(s.tx, auth.tenantId, [staffId]);
  return { staffId, isSubmitter, actingFor: actingFor(delegations, staffId, new Date()) };
}

/** Runs one act (an approval with the signature and position its step asks, issue 15); answers the record after it. */
export async function runApprovalAct(s: ResourceScope, auth: AuthContext, id: number, act: ApprovalAct, siteBody: SiteBody = {}) {
  const loaded = await loadApproval(s, auth, id, true);
  const spec = loaded.state?.approval;
  if (!spec || !loaded.state) throw notAllowed(text('approval.notApprovalState', { state: loaded.state?.label ?? '' }));
  if (!loaded.open || !loaded.approval || !loaded.snapshot) throw notAllowed(text('approval.notOpen'));
  const actor = await actorOf(s, auth, loaded.approval);
  const r = applyAct(loaded.snapshot, actor, act, new Date());
  if (!r.ok) throw notAllowed(r.reason);
  const step = spec.steps.find((x) => x.key === (r.stepKey ?? loaded.snapshot?.stepKey));
  const site = act.op === 'approve' && step ? await siteProof(s.tx, auth, step, { resource: s.c.resource.key, recordId: id, action: step.title }, siteBody) : {};
  await saveSnapshot(s.tx, auth.tenantId, loaded.approval.id, loaded.snapshot, r.snapshot);
  const entry = {
    action: `approval/${act.op}`,
    stepKey: r.stepKey,
    opinion: 'opinion' in act && act.opinion?.trim() ? act.opinion.trim() : null,
    actorId: auth.userId,
    onBehalfOf: r.onBehalfOf ?? null,
    changed: r.changed,
    ...site,
  };
  const key = s.c.resource.key;
  if (r.outcome === 'pending') {
    await writeHistory(s.tx, auth.tenantId, { ...entry, resource: key, recordId: id, fromState: loaded.state.key, toState: loaded.state.key });
    await refreshApprovalWaiting(s.tx, auth.tenantId, s.c.resource, key, id, loaded.row.data);
  } else {
    const to = r.outcome === 'approved' ? spec.approved : r.outcome === 'returned' ? spec.returned : (loaded.approval.fromState ?? spec.returned);
    await moveRecord(s.tx, s, auth, id, to, entry);
  }
  const after = await getRecord(s.tx, s.c, auth.tenantId, id);
  return after ? toRecord(s.c.resource, after) : null;
}

/** The approval ops the caller may take on the record now (the contract's WorkflowOffer shape). */
export async function approvalOffers(s: Scope, auth: AuthContext, loaded: LoadedApproval) {
  if (!loaded.open || !loaded.snapshot) return [];
  const actor = await actorOf(s, auth, loaded.approval);
  const stepKey = loaded.snapshot.stepKey;
  const step = loaded.state?.approval?.steps.find((x) => x.key === stepKey);
  return availableOps(loaded.snapshot, actor).map((op) => ({
    action: `approval/${op}`,
    label: zhOf(`approval.op.${op}`),
    kind: 'approval' as const,
    opinion: op === 'return' ? ('required' as const) : op === 'withdraw' ? ('none' as const) : ('optional' as const),
    require: [] as string[],
    editable: [] as string[],
    ...(op === 'approve' && step ? siteOffer(step) : {}),
  }));
}

/**
 * The approval offers as an offer source of wf-core's `GET {ep}/actions` (offers.ts `addOfferSource`, registered
 * by approval-plugin.ts): the record's approval ops the caller may take now.
 */
export async function approvalOfferSource(ctx: { tx: Queryable; auth: AuthContext; resource: ResourceFile; recordId: number }) {
  if (!ctx.resource.workflow?.states.some((x) => x.approval)) return [];
  const s = { tx: ctx.tx, c: compileResource(ctx.resource) };
  return approvalOffers(s, ctx.auth, await loadApproval(s, ctx.auth, ctx.recordId, false));
}
