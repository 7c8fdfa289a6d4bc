// The approval steps engine (issue 14 item 1, DESIGN.md §9, docs/schema-engine.md "Approval steps"): pure,
// over a snapshot of one record's approval and its tasks. 会签 (mode all: every signer, any order), 或签 (mode
// any: the first main signature completes the step, the others' tasks close as skipped), 退回 to the applicant
// or to a named earlier step (a new round), 加签 before (the added person signs before the adder's own task
// can) or after oneself (an extra task once the adder has signed), 转办, 撤回 by the submitter while nobody
// has acted, and 委托 (a delegate acts on the tasks of a person away; the task records both).
// The server (src/server/workflow/approval-*.ts) loads the snapshot, applies one act, and stores the result:
// tasks with `id: null` are new, the others are updated where they changed.
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';

export type TaskStatus = 'pending' | 'waiting' | 'approved' | 'skipped' | 'returned' | 'transferred' | 'cancelled';
export type TaskKind = 'signer' | 'before' | 'after';

export interface ApprovalTask {
  /** null: created by this act, not stored yet. */
  id: number | null;
  stepKey: string;
  round: number;
  staffId: number;
  kind: TaskKind;
  status: TaskStatus;
  /** A `before` task holds back this task until it is signed. */
  blocks: number | null;
  addedBy: number | null;
  transferredFrom: number | null;
  actedBy: number | null;
  onBehalfOf: number | null;
  opinion: string | null;
  actedAt: string | null;
}

export interface ApprovalStep {
  key: string;
  title: string;
  mode: 'all' | 'any';
}

export type ApprovalStatus = 'open' | 'approved' | 'returned' | 'withdrawn' | 'closed';

export interface ApprovalSnapshot {
  steps: readonly ApprovalStep[];
  /** Staff ids of each step's signers, resolved when the approval opened. */
  signers: Readonly<Record<string, readonly number[]>>;
  stepKey: string;
  round: number;
  status: ApprovalStatus;
  submitterId: number | null;
  tasks: readonly ApprovalTask[];
}

/** Who acts: their staff id, whether they submitted the record, and whom they stand in for now (委托). */
export interface ApprovalActor {
  staffId: number | null;
  isSubmitter: boolean;
  /** Staff ids of the people whose delegate the actor is at this moment. */
  actingFor: readonly number[];
}

export type ApprovalAct =
  | { op: 'approve'; opinion?: string; taskId?: number }
  | { op: 'return'; opinion: string; toStep?: string; taskId?: number }
  | { op: 'add-signer'; staffId: number; position: 'before' | 'after'; opinion?: string; taskId?: number }
  | { op: 'transfer'; staffId: number; opinion?: string; taskId?: number }
  | { op: 'withdraw' };

/** Where the record goes: stays (pending), or leaves the state (approved, returned to the applicant, withdrawn). */
export type ApprovalOutcome = 'pending' | 'approved' | 'returned' | 'withdrawn';

export interface ApprovalActed {
  ok: true;
  snapshot: ApprovalSnapshot;
  outcome: ApprovalOutcome;
  /** The step acted on (null for a withdrawal). */
  stepKey: string | null;
  /** The actor's task after the act (null for a withdrawal). */
  task: ApprovalTask | null;
  /** What the act changed besides the signature: the person handed to or added. */
  changed: Record<string, { before: unknown; after: unknown }>;
  /** The person a delegate (委托) acted for; null when the actor acted on their own task. */
  onBehalfOf?: number | null;
}

export interface ApprovalRefused {
  ok: false;
  reason: Text;
}

export type ApprovalResult = ApprovalActed | ApprovalRefused;

/** The step to return to when 退回 names none. */
export const APPLICANT = 'applicant';

const OPEN: ReadonlySet<TaskStatus> = new Set(['pending', 'waiting']);

export function isOpen(task: Pick<ApprovalTask, 'status'>): boolean {
  return OPEN.has(task.status);
}

/** Fresh pending tasks for a step's signers (duplicates removed). */
export function stepTasks(stepKey: string, round: number, staffIds: readonly number[]): ApprovalTask[] {
  return [...new Set(staffIds)].map((staffId) => newTask({ stepKey, round, staffId, kind: 'signer' }));
}

function newTask(t: Pick<ApprovalTask, 'stepKey' | 'round' | 'staffId' | 'kind'> & Partial<ApprovalTask>): ApprovalTask {
  return {
    id: null,
    status: 'pending',
    blocks: null,
    addedBy: null,
    transferredFrom: null,
    actedBy: null,
    onBehalfOf: null,
    opinion: null,
    actedAt: null,
    ...t,
  };
}

/**
 * Opens an approval: the first step's tasks. Refused when a step has nobody to sign (named by its title), so
 * that a record never waits for no one.
 */
export function openSnapshot(
  steps: readonly ApprovalStep[],
  signers: Readonly<Record<string, readonly number[]>>,
  submitterId: number | null,
): ApprovalResult {
  if (steps.length === 0) return { ok: false, reason: text('approval.noSteps') };
  for (const step of steps) {
    if (!signers[step.key]?.length) return { ok: false, reason: text('approval.noSigners', { step: step.title }) };
  }
  const first = steps[0];
  const snapshot: ApprovalSnapshot = {
    steps,
    signers,
    stepKey: first.key,
    round: 1,
    status: 'open',
    submitterId,
    tasks: stepTasks(first.key, 1, signers[first.key]),
  };
  return { ok: true, snapshot, outcome: 'pending', stepKey: first.key, task: null, changed: {} };
}

/** The current step's open tasks of the current round. */
export function openTasks(s: ApprovalSnapshot): ApprovalTask[] {
  return s.tasks.filter((t) => t.stepKey === s.stepKey && t.round === s.round && isOpen(t));
}

/**
 * Whether anyone has acted on the approval (any round): signed, returned, handed on, or added a signer (the
 * adder's task stays unsigned, the added one records who added it). Then the submitter may no longer withdraw.
 */
export function anyoneActed(s: ApprovalSnapshot): boolean {
  return s.tasks.some((t) => t.actedAt !== null || t.addedBy !== null);
}

interface Picked {
  task: ApprovalTask;
  onBehalfOf: number | null;
}

/** The actor's task in the current step: their own first, else one of a person they stand in for. */
function pickTask(s: ApprovalSnapshot, actor: ApprovalActor, taskId: number | undefined): Picked | ApprovalRefused {
  const current = s.tasks.filter((t) => t.stepKey === s.stepKey && t.round === s.round);
  const mayHold = (t: ApprovalTask) => t.staffId === actor.staffId || actor.actingFor.includes(t.staffId);
  const behalf = (t: ApprovalTask): Picked => ({ task: t, onBehalfOf: t.staffId === actor.staffId ? null : t.staffId });
  if (taskId !== undefined) {
    const t = s.tasks.find((x) => x.id === taskId);
    if (!t || !mayHold(t)) return { ok: false, reason: text('approval.notYourTask') };
    if (t.status === 'waiting') return { ok: false, reason: text('approval.waitingForAdded') };
    if (t.status !== 'pending' || t.stepKey !== s.stepKey || t.round !== s.round) return { ok: false, reason: text('approval.taskClosed') };
    return behalf(t);
  }
  const mine = current.filter(mayHold);
  const pending = mine.filter((t) => t.status === 'pending');
  const own = pending.find((t) => t.staffId === actor.staffId);
  if (own) return behalf(own);
  if (pending.length) return behalf(pending[0]);
  if (mine.some((t) => t.status === 'waiting')) return { ok: false, reason: text('approval.waitingForAdded') };
  if (mine.length) return { ok: false, reason: text('approval.taskClosed') };
  return { ok: false, reason: text('approval.notYourTask') };
}

function stepIndex(s: ApprovalSnapshot, key: string): number {
  return s.steps.findIndex((x) => x.key === key);
}

/** Applies one act to a snapshot (never changed): the new snapshot and where the record goes, or the refusal. */
export function applyAct(s: ApprovalSnapshot, actor: ApprovalActor, act: ApprovalAct, now: Date): ApprovalResult {
  if (s.status !== 'open') return { ok: false, reason: text('approval.notOpen') };
  if (act.op === 'withdraw') return withdraw(s, actor);
  if (actor.staffId == null && actor.actingFor.length === 0) return { ok: false, reason: text('approval.noStaff') };
  const picked = pickTask(s, actor, act.taskId);
  if ('ok' in picked) return picked;
  const at = now.toISOString();
  const signed = (t: ApprovalTask, status: TaskStatus, opinion?: string): ApprovalTask => ({
    ...t,
    status,
    actedBy: actor.staffId,
    onBehalfOf: picked.onBehalfOf,
    opinion: opinion?.trim() ? opinion.trim() : null,
    actedAt: at,
  });
  const r = actOnTask(s, actor, act, picked, signed);
  return r.ok ? { ...r, onBehalfOf: picked.onBehalfOf } : r;
}

function actOnTask(
  s: ApprovalSnapshot,
  actor: ApprovalActor,
  act: Exclude<ApprovalAct, { op: 'withdraw' }>,
  picked: Picked,
  signed: (t: ApprovalTask, status: TaskStatus, opinion?: string) => ApprovalTask,
): ApprovalResult {
  const tasks = s.tasks.map((t) => ({ ...t }));
  const idx = s.tasks.indexOf(picked.task);
  switch (act.op) {
    case 'approve':
      tasks[idx] = signed(picked.task, 'approved', act.opinion);
      return afterSignature({ ...s, tasks }, tasks[idx], {});
    case 'return':
      return returnStep(s, tasks, idx, signed(picked.task, 'returned', act.opinion), act.toStep);
    case 'add-signer':
      return addSigner(s, tasks, idx, picked, act, actor, signed);
    case 'transfer': {
      const refused = refuseTarget(s, act.staffId, picked.task, actor, 'transfer');
      if (refused) return refused;
      tasks[idx] = signed(picked.task, 'transferred', act.opinion);
      tasks.push(newTask({ stepKey: s.stepKey, round: s.round, staffId: act.staffId, kind: picked.task.kind, blocks: picked.task.blocks, addedBy: actor.staffId, transferredFrom: picked.task.id }));
      const changed = { transfer: { before: picked.task.staffId, after: act.staffId } };
      return { ok: true, snapshot: { ...s, tasks }, outcome: 'pending', stepKey: s.stepKey, task: tasks[idx], changed };
    }
  }
}

function withdraw(s: ApprovalSnapshot, actor: ApprovalActor): ApprovalResult {
  if (!actor.isSubmitter) return { ok: false, reason: text('approval.notSubmitter') };
  if (anyoneActed(s)) return { ok: false, reason: text('approval.someoneActed') };
  const tasks = s.tasks.map((t) => (isOpen(t) ? { ...t, status: 'cancelled' as const } : t));
  return { ok: true, snapshot: { ...s, tasks, status: 'withdrawn' }, outcome: 'withdrawn', stepKey: null, task: null, changed: {} };
}

/** Refuses adding or handing to oneself, to the task's own person, or to someone already signing this step. */
function refuseTarget(s: ApprovalSnapshot, target: number, task: ApprovalTask, actor: ApprovalActor, op: 'transfer' | 'add'): ApprovalRefused | null {
  if (target === actor.staffId || target === task.staffId) {
    return { ok: false, reason: text(op === 'transfer' ? 'approval.transferToSelf' : 'approval.addSelf') };
  }
  if (openTasks(s).some((t) => t.staffId === target)) return { ok: false, reason: text('approval.alreadySigner') };
  return null;
}

function addSigner(
  s: ApprovalSnapshot,
  tasks: ApprovalTask[],
  idx: number,
  picked: Picked,
  act: Extract<ApprovalAct, { op: 'add-signer' }>,
  actor: ApprovalActor,
  signed: (t: ApprovalTask, status: TaskStatus, opinion?: string) => ApprovalTask,
): ApprovalResult {
  const refused = refuseTarget(s, act.staffId, picked.task, actor, 'add');
  if (refused) return refused;
  const added = newTask({ stepKey: s.stepKey, round: s.round, staffId: act.staffId, addedBy: actor.staffId, kind: act.position });
  if (act.position === 'before') {
    // The adder's task waits; the added person signs first. The act is recorded, the task stays unsigned.
    tasks[idx] = { ...picked.task, status: 'waiting' };
    tasks.push({ ...added, blocks: picked.task.id });
    const changed = { signerBefore: { before: null, after: act.staffId } };
    return { ok: true, snapshot: { ...s, tasks }, outcome: 'pending', stepKey: s.stepKey, task: tasks[idx], changed };
  }
  // After oneself: the adder signs now; the added person's task follows in the same step.
  tasks[idx] = signed(picked.task, 'approved', act.opinion);
  const r = afterSignature({ ...s, tasks }, tasks[idx], { signerAfter: { before: null, after: act.staffId } }, added);
  return r;
}

/**
 * After a signature: a `before` task releases the task it held back; a main signature of a 或签 step skips the
 * step's other open tasks; a step with no open task left is complete and the next one opens (or the approval
 * is approved after the last).
 */
function afterSignature(
  s: ApprovalSnapshot,
  task: ApprovalTask,
  changed: ApprovalActed['changed'],
  added?: ApprovalTask,
): ApprovalResult {
  let tasks = [...s.tasks];
  const step = s.steps[stepIndex(s, s.stepKey)];
  if (task.kind === 'before' && task.blocks != null) {
    const stillHeld = tasks.some((t) => t.blocks === task.blocks && t.kind === 'before' && isOpen(t));
    if (!stillHeld) tasks = tasks.map((t) => (t.id === task.blocks && t.status === 'waiting' ? { ...t, status: 'pending' } : t));
  }
  if (step.mode === 'any' && task.kind === 'signer') {
    tasks = tasks.map((t) => (t.stepKey === s.stepKey && t.round === s.round && isOpen(t) ? { ...t, status: 'skipped' } : t));
  }
  if (added) tasks.push(added);
  const next: ApprovalSnapshot = { ...s, tasks };
  const acted = (snapshot: ApprovalSnapshot, outcome: ApprovalOutcome): ApprovalActed => ({
    ok: true,
    snapshot,
    outcome,
    stepKey: s.stepKey,
    task,
    changed,
  });
  if (openTasks(next).length) return acted(next, 'pending');
  const i = stepIndex(s, s.stepKey);
  const following = s.steps[i + 1];
  if (!following) return acted({ ...next, status: 'approved' }, 'approved');
  const signers = s.signers[following.key] ?? [];
  if (!signers.length) return { ok: false, reason: text('approval.noSigners', { step: following.title }) };
  return acted({ ...next, stepKey: following.key, tasks: [...tasks, ...stepTasks(following.key, s.round, signers)] }, 'pending');
}

function returnStep(s: ApprovalSnapshot, tasks: ApprovalTask[], idx: number, returned: ApprovalTask, toStep: string | undefined): ApprovalResult {
  if (!returned.opinion) return { ok: false, reason: text('approval.returnNeedsReason') };
  const cancelOpen = (list: ApprovalTask[]) =>
    list.map((t, i) => (i === idx ? returned : t.stepKey === s.stepKey && t.round === s.round && isOpen(t) ? { ...t, status: 'cancelled' as const } : t));
  const target = toStep ?? APPLICANT;
  if (target === APPLICANT) {
    const snapshot: ApprovalSnapshot = { ...s, tasks: cancelOpen(tasks), status: 'returned' };
    return { ok: true, snapshot, outcome: 'returned', stepKey: s.stepKey, task: returned, changed: { returnTo: { before: s.stepKey, after: APPLICANT } } };
  }
  const to = stepIndex(s, target);
  if (to < 0) return { ok: false, reason: text('approval.unknownStep', { step: target }) };
  if (to >= stepIndex(s, s.stepKey)) return { ok: false, reason: text('approval.notEarlierStep', { step: s.steps[to].title }) };
  const round = s.round + 1;
  const snapshot: ApprovalSnapshot = {
    ...s,
    round,
    stepKey: target,
    tasks: [...cancelOpen(tasks), ...stepTasks(target, round, s.signers[target] ?? [])],
  };
  return { ok: true, snapshot, outcome: 'pending', stepKey: s.stepKey, task: returned, changed: { returnTo: { before: s.stepKey, after: target } } };
}

/** Ops the actor may take now on the snapshot (for the offers list): none when the approval is not open. */
export function availableOps(s: ApprovalSnapshot, actor: ApprovalActor): ('approve' | 'return' | 'add-signer' | 'transfer' | 'withdraw')[] {
  if (s.status !== 'open') return [];
  const ops: ('approve' | 'return' | 'add-signer' | 'transfer' | 'withdraw')[] = [];
  const picked = pickTask(s, actor, undefined);
  if (!('ok' in picked)) ops.push('approve', 'return', 'add-signer', 'transfer');
  if (actor.isSubmitter && !anyoneActed(s)) ops.push('withdraw');
  return ops;
}

/**
 * A step's status for display: done (signed in the current round), active (open now), waiting (not reached),
 * or, for the step the approval ended at, how it ended (returned, withdrawn, closed).
 */
export function stepStatus(s: ApprovalSnapshot, key: string): 'done' | 'active' | 'waiting' | 'returned' | 'withdrawn' | 'closed' {
  const i = stepIndex(s, key);
  const current = stepIndex(s, s.stepKey);
  if (s.status === 'approved' || i < current) return 'done';
  if (i > current) return 'waiting';
  return s.status === 'open' ? 'active' : s.status;
}
