// A workflow transition (docs/schema-engine.md "Workflow"; the contract's `POST {ep}/{action}`): in the
// caller's tenant transaction, with the record's row locked (`select ... for update`), the engine checks the
// state, who acts (roles, the record's persons, department and role, slots of the enterprise's 流程配置),
// `notPersonIn`, the opinion, the fields sent (only the editable ones), the required fields and the guard
// over the record as it will be; then it saves through the record pipeline (the keywords' hooks and the
// validator, like an update), writes the history step, rewrites who waits, closes and opens approval steps
// and raises the notifications. Any refusal throws before anything is written, so nothing changes.
import type { Queryable } from '../db/db.ts';
import { AppError, badRequest, conflict, fieldError, fieldProblem, notFound } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { getRecord, updateRecordData } from '../resources/record-store.ts';
import { splitStored, toRecord } from '../resources/record-shape.ts';
import { answerRecords, checkRecord, prepareRecord, recordSaved, recordWrite } from '../resources/record-hooks.ts';
import { assertValid, type ResourceScope } from '../resources/resource-context.ts';
import { assertOwnRecords } from '../resources/shared-records.ts';
import { evaluate } from '../../schema/expression.ts';
import { fieldTitle, type ResourceFile } from '../../schema/resource-types.ts';
import { editableFields, opinionMode, stateOf, transitionOf } from '../../schema/keywords/workflow.ts';
import type { TransitionSpec, WorkflowSpec, WorkflowState } from '../../schema/workflow-types.ts';
import { workflowGuard } from '../../domain/workflow-guards.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Text } from '../../domain/i18n/message-format.ts';
import { closeApproval, openApproval } from './approval-open.ts';
import { raiseNotifications } from './notify.ts';
import { writeHistory, type FieldChange, type HistoryInput } from './history-store.ts';
import { refreshWaiting, recordTitle } from './waiting-store.ts';
import { workflowConfig } from './config-store.ts';
import { mayAct, personOf, samePersonField, staffOfUser, whoOf, type Person, type WorkflowConfig } from './who.ts';
import { markTransition } from './workflow-hook.ts';
import { applyTransitionEffect } from './transition-effects.ts';
import { clearTaskWaiting } from '../schedules/schedule-store.ts';
import { siteProof } from '../phone/site-requirement.ts';

/** The longest opinion kept. */
export const OPINION_MAX = 2000;

/** The body of a transition: the record, the opinion, the fields it sets (and a spec's own payload keys). */
export interface TransitionBody {
  id: number;
  opinion?: string;
  fields?: Record<string, unknown>;
  /** The state the caller saw (optional): a record moved since then answers 409 stale. */
  state?: string;
  /** A signature drawn for this step (issue 15): required when the transition says `signature: "required"`. */
  signatureId?: number;
  /** The phone's position (issue 15): required when the transition says `location: "required"`. */
  positionId?: number;
  [key: string]: unknown;
}

/** 409 `WORKFLOW_NOT_ALLOWED` with the Chinese reason. */
export class WorkflowNotAllowed extends AppError {
  readonly reason = 'WORKFLOW_NOT_ALLOWED';
  constructor(message: Text | string) {
    super(409, message);
  }
}

function notAllowed(message: Text | string): WorkflowNotAllowed {
  return new WorkflowNotAllowed(message);
}

function isBlank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

function stateLabel(spec: WorkflowSpec, key: unknown): string {
  return typeof key === 'string' ? (stateOf(spec, key)?.label ?? key) : '';
}

/** The record's state: its state field, or the initial state for a record older than the workflow. */
export function currentState(spec: WorkflowSpec, data: Readonly<Record<string, unknown>>): string {
  const v = data[spec.field];
  return typeof v === 'string' && v ? v : spec.initial;
}

/** The fields whose values differ before and after, with both values (the state field is the step's from/to). */
export function changedFields(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>, skip: string): Record<string, FieldChange> {
  const out: Record<string, FieldChange> = {};
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (k === skip) continue;
    if (JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null)) out[k] = { before: before[k] ?? null, after: after[k] ?? null };
  }
  return out;
}

/**
 * Why a guard refuses the record (null: it passes): the file's `guardMessage` when it gives one, else the
 * named rule's reason or the catalogue's. An expression reads every form field (absent ones as null).
 */
export function guardRefusal(resource: ResourceFile, t: TransitionSpec, values: Readonly<Record<string, unknown>>): Text | string | null {
  const g = t.guard;
  if (g === undefined) return null;
  let reason: Text | null;
  if (typeof g === 'string') {
    const scope: Record<string, unknown> = {};
    for (const name of Object.keys(resource.form.properties)) scope[name] = values[name] ?? null;
    let ok: unknown;
    try {
      ok = evaluate(g, scope);
    } catch {
      ok = false;
    }
    reason = ok ? null : text('workflow.error.guard', { action: t.label });
  } else {
    reason = workflowGuard(g.rule)?.check(values) ?? null;
  }
  return reason && (t.guardMessage ?? reason);
}

/** What the checks of a transition need to know about the person and the record. */
export interface ActorCheck {
  person: Person;
  config: WorkflowConfig | null;
  creatorStaffId: number | null;
}

/** Why the person may not take the transition on the record in `state` (null: they may). */
export function refusalOf(resource: ResourceFile, t: TransitionSpec, state: string, data: Readonly<Record<string, unknown>>, a: ActorCheck): Text | null {
  const spec = resource.workflow as WorkflowSpec;
  if (!t.from.includes(state)) return text('workflow.error.wrongState', { state: stateLabel(spec, state), action: t.label });
  if (!mayAct(a.person, whoOf(t, a.config, resource.permissions.write), data, a.config, { creatorStaffId: a.creatorStaffId })) {
    return text('workflow.error.wrongPerson', { action: t.label });
  }
  const same = samePersonField(a.person, t.notPersonIn, data);
  if (same !== undefined) return text('workflow.error.samePerson', { field: fieldTitle(resource, same), action: t.label });
  return null;
}

/** The opinion of a body: the spec's payload key (e.g. the notice's `recallReason`), else `opinion`. */
function opinionOf(t: TransitionSpec, body: TransitionBody): string | null {
  const key = t.payload?.opinion;
  const raw = key !== undefined && body[key] !== undefined ? body[key] : body.opinion;
  return typeof raw === 'string' && raw.trim() ? raw.trim() : null;
}

/** Runs a transition on one record; answers the record as the detail answers it. */
export async function runTransition(s: ResourceScope, auth: AuthContext, id: number, action: string, body: TransitionBody): Promise<Record<string, unknown>> {
  const resource = s.c.resource;
  const spec = resource.workflow;
  const t = spec ? transitionOf(spec, action) : undefined;
  if (!spec || !t) throw notFound();
  await assertOwnRecords(s, auth, [id]);
  const row = await getRecord(s.tx, s.c, auth.tenantId, id, true);
  if (!row) throw notFound(text('api.resource.notFoundOrDeleted', { title: resource.title }));
  const state = currentState(spec, row.data);
  if (body.state !== undefined && body.state !== state) throw notAllowed(text('workflow.error.stale', { state: stateLabel(spec, state) }));

  const config = await workflowConfig(s.tx, auth.tenantId, resource.key);
  const person = await personOf(s.tx, auth);
  const needsCreator = whoOf(t, config, resource.permissions.write).some((w) => 'field' in w && w.field === 'creator');
  const creatorStaffId = needsCreator ? await staffOfUser(s.tx, auth.tenantId, row.created_by) : null;
  const refusal = refusalOf(resource, t, state, row.data, { person, config, creatorStaffId });
  if (refusal) throw notAllowed(refusal);

  const opinion = opinionMode(t) === 'none' ? null : opinionOf(t, body);
  if (opinionMode(t) === 'required' && opinion === null) throw fieldError(t.payload?.opinion ?? 'opinion', text('workflow.error.opinionRequired', { action: t.label }));
  if (opinion !== null && opinion.length > OPINION_MAX) throw fieldError(t.payload?.opinion ?? 'opinion', text('workflow.error.opinionTooLong', { max: OPINION_MAX }));

  const site = await siteProof(s.tx, auth, t, { resource: resource.key, recordId: id, action: t.label }, body);

  const sent = body.fields ?? {};
  const editable = new Set(editableFields(t));
  const refused = Object.keys(sent).filter((k) => !editable.has(k));
  if (refused.length) {
    const problems = refused.map((k) => fieldProblem(k, text('workflow.error.fieldNotEditable', { action: t.label, field: fieldTitle(resource, k) })));
    throw badRequest(text('workflow.error.fieldNotEditable', { action: t.label, field: fieldTitle(resource, refused[0]) }), problems);
  }

  const { form: before, kept } = splitStored(resource, row.data);
  const values: Record<string, unknown> = { ...before };
  for (const [k, v] of Object.entries(sent)) {
    if (isBlank(v)) delete values[k];
    else values[k] = v;
  }
  if (t.payload?.opinion !== undefined && opinion !== null) values[t.payload.opinion] = opinion;
  applyTransitionEffect(resource.key, t.action, values);
  values[spec.field] = t.to;

  const missing = (t.require ?? []).filter((k) => isBlank(values[k]));
  if (missing.length) {
    const problems = missing.map((k) => fieldProblem(k, text('workflow.error.fieldRequired', { action: t.label, field: fieldTitle(resource, k) })));
    throw badRequest(text('workflow.error.fieldRequired', { action: t.label, field: fieldTitle(resource, missing[0]) }), problems);
  }

  const w = recordWrite(s, auth, sent, id);
  markTransition(w);
  await prepareRecord(w, values);
  assertValid(s, values);
  const guard = guardRefusal(resource, t, values);
  if (guard) throw notAllowed(guard);
  await checkRecord(w, values);
  await updateRecordData(s.tx, s.c, auth.tenantId, auth.userId, id, { ...kept, ...values });
  await recordSaved(w, values);

  await afterMove(s.tx, s, auth, {
    recordId: id,
    from: state,
    to: t.to,
    record: values,
    config,
    entry: { resource: resource.key, recordId: id, action: t.action, fromState: state, toState: t.to, actorId: auth.userId, opinion, changed: changedFields(before, values, spec.field), ...site },
  });
  if (t.notify?.length) {
    await raiseNotifications(s.tx, {
      tenantId: auth.tenantId,
      module: resource.module ?? null,
      resource: resource.key,
      recordId: id,
      title: recordTitle(resource, values, id),
      notify: t.notify,
      record: values,
      actorStaffId: person.staffId,
      config,
    });
  }
  const after = await getRecord(s.tx, s.c, auth.tenantId, id);
  if (!after) throw notFound(text('api.resource.notFoundOrDeleted', { title: resource.title }));
  const [answer] = await answerRecords(s, auth, [toRecord(resource, after)], 'detail');
  return answer;
}

interface Move {
  recordId: number;
  from: string;
  to: string;
  record: Readonly<Record<string, unknown>>;
  config: WorkflowConfig | null;
  entry: HistoryInput;
}

/** What follows every move: the history step, approval steps closed and opened, who waits now. */
async function afterMove(tx: Queryable, s: ResourceScope, auth: AuthContext, m: Move): Promise<void> {
  const resource = s.c.resource;
  const spec = resource.workflow as WorkflowSpec;
  await writeHistory(tx, auth.tenantId, m.entry);
  const ctx = (state: WorkflowState) => ({
    tenantId: auth.tenantId,
    resource: resource.key,
    recordId: m.recordId,
    state,
    record: m.record,
    submitterStaffId: auth.session.renYuanId ?? null,
    submitterUserId: auth.userId,
    fromState: m.from,
    config: m.config,
  });
  const left = stateOf(spec, m.from);
  const entered = stateOf(spec, m.to);
  if (left?.approval && m.from !== m.to) await closeApproval(tx, ctx(left));
  await refreshWaiting(tx, auth.tenantId, resource, m.recordId, m.config);
  // A generated task (schedules) waits for its assignee until the record leaves its initial state.
  if (m.from === spec.initial && m.to !== m.from) await clearTaskWaiting(tx, auth.tenantId, resource.key, [m.recordId]);
  if (entered?.approval) await openApproval(tx, ctx(entered));
}

/**
 * Moves a record to `toState` without the transition's checks: the approval engine's call when the last step
 * is approved or a 退回 sends the record back to the applicant. Writes the history step (`entry`, its from/to
 * filled in), closes and opens approval steps and rewrites who waits.
 */
export async function moveRecord(
  tx: Queryable,
  s: ResourceScope,
  auth: AuthContext,
  recordId: number,
  toState: string,
  entry: Omit<HistoryInput, 'fromState' | 'toState' | 'resource' | 'recordId'> & Partial<Pick<HistoryInput, 'resource' | 'recordId'>>,
): Promise<void> {
  const resource = s.c.resource;
  const spec = resource.workflow;
  if (!spec) throw new Error(`moveRecord: '${resource.key}' has no workflow`);
  if (!stateOf(spec, toState)) throw new Error(`moveRecord: '${resource.key}' has no state '${toState}'`);
  const row = await getRecord(tx, s.c, auth.tenantId, recordId, true);
  if (!row) throw notFound(text('api.resource.notFoundOrDeleted', { title: resource.title }));
  const from = currentState(spec, row.data);
  const data = { ...row.data, [spec.field]: toState };
  await updateRecordData(tx, s.c, auth.tenantId, auth.userId, recordId, data);
  const config = await workflowConfig(tx, auth.tenantId, resource.key);
  await afterMove(tx, s, auth, {
    recordId,
    from,
    to: toState,
    record: data,
    config,
    entry: { ...entry, resource: resource.key, recordId, fromState: from, toState },
  });
}

/** 409 when the caller may not take the transition (for callers outside the route, e.g. the approval engine). */
export function assertAllowed(refusal: Text | null): void {
  if (refusal) throw conflict(refusal);
}
