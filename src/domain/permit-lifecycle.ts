// The lifecycle of a special-work permit as a pure state machine (see docs/permits.md).
// apply(permit, action, ctx) never mutates its input: it answers the next permit and the event to keep,
// or a reason (a catalogue `Text`: the API answers 409 with it in the request's language) and the permit stays as it was.

import { rulesZh } from './i18n/zh/rules.ts';
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import type { AnalysisAnswer } from './gas-analysis.ts';
import { needsGasAnalysis } from './gas-analysis.ts';
import type { ApprovalSlot } from './approval-slots.ts';
import { slotRolesText } from './approval-slots.ts';
import { durationText, validityCapMinutes, type PermitGrade, type PermitKind, type TenantValidityCaps } from './permit-kinds.ts';
import { countersignIncomplete, countersignRefusal, missingDepartments, withCountersign, type CountersignEntry } from './permit-countersign.ts';

export type PermitState =
  | 'DRAFT' | 'APPROVING' | 'APPROVED' | 'IN_PROGRESS' | 'FINISHED' | 'ARCHIVED' | 'DISCARDED' | 'EXPIRED' | 'REMOVED';

const PERMIT_STATES: readonly PermitState[] = [
  'DRAFT', 'APPROVING', 'APPROVED', 'IN_PROGRESS', 'FINISHED', 'ARCHIVED', 'DISCARDED', 'EXPIRED', 'REMOVED',
];

/** A state's name, rendered in the reader's language. */
export const stateText = (state: PermitState): Text => text(`rules.permit.state.${state}`);

/** Chinese names of the states (the catalogue's `rules.permit.state.*`). */
export const PERMIT_STATE_LABELS: Readonly<Record<PermitState, string>> = Object.freeze(
  Object.fromEntries(PERMIT_STATES.map((st) => [st, rulesZh[`rules.permit.state.${st}`]])) as Record<PermitState, string>,
);

export interface SlotRecord extends ApprovalSlot {
  decision?: 'approve' | 'return';
  opinion?: string;
  signer?: string;
  at?: Date;
  /**
   * 会签 of 动土 / 断路 (permit-countersign.ts): the departments that countersign this slot, kept at submission, each
   * with its signature once given. The slot is signed (`decision`) when the last department signed.
   */
  departments?: readonly CountersignEntry[];
}

export interface Permit {
  kind: PermitKind;
  grade: PermitGrade | null;
  state: PermitState;
  /** APPROVING: index (in `slots`) of the slot awaiting its opinion; null otherwise. */
  slotIndex: number | null;
  /** Snapshot of the slots taken at submission, with the opinions given. */
  slots: readonly SlotRecord[];
  plannedStart: Date | null;
  plannedEnd: Date | null;
  submittedBy: string | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** When the work was interrupted and not resumed (only resumeWork and resume clear it); null while working. */
  interruptedAt: Date | null;
  /** The last return of an approval (kept after resubmission until the next return). */
  lastReturn: { by: string; at: Date; opinion: string; slotTitle: string } | null;
  /**
   * Submitted at least once (set by submit, never cleared: a revoke or a return clears `submittedBy`, not this).
   * Such a permit is never removed, only discarded, and a change of its form is a new version (GB 30871 4.18).
   */
  submittedOnce: boolean;
  /**
   * The enterprise let one person sign several approve-phase slots of this permit (its configuration at the
   * submission, snapshotted as the slots are; permit-signers.ts).
   */
  allowSameSigner: boolean;
}

export type AuditDecision = 'approve' | 'return';

export type PermitAction =
  | { type: 'submit'; slots: readonly ApprovalSlot[]; opinion?: string; caps?: TenantValidityCaps; allowSameSigner?: boolean }
  | { type: 'revoke' }
  | { type: 'audit'; decision: AuditDecision; opinion?: string; slotIndex?: number; department?: string }
  | { type: 'start'; analysis?: AnalysisAnswer; opinion?: string }
  | { type: 'finish'; opinion?: string }
  | { type: 'interrupt'; opinion?: string }
  | { type: 'resumeWork'; analysis?: AnalysisAnswer; opinion?: string }
  | { type: 'discard'; opinion?: string }
  | { type: 'resume' }
  | { type: 'archive' }
  | { type: 'remove' }
  | { type: 'extend'; newEnd: Date; caps?: TenantValidityCaps }
  | { type: 'expire' };

export type PermitActionType = PermitAction['type'];

const PERMIT_ACTION_TYPES: readonly PermitActionType[] = [
  'submit', 'revoke', 'audit', 'start', 'finish', 'interrupt', 'resumeWork', 'discard', 'resume', 'archive', 'remove', 'extend', 'expire',
];

/** An action's name (as the verb of a refusal), rendered in the reader's language; 'edit' too. */
export const actionText = (action: PermitActionType | 'edit'): Text => text(`rules.permit.action.${action}`);

/** Chinese names of the actions (the catalogue's `rules.permit.action.*`). */
export const PERMIT_ACTION_LABELS: Readonly<Record<PermitActionType, string>> = Object.freeze(
  Object.fromEntries(PERMIT_ACTION_TYPES.map((a) => [a, rulesZh[`rules.permit.action.${a}`]])) as Record<PermitActionType, string>,
);

export interface ActionContext {
  /** Who acts (user or staff id). */
  by: string;
  /** Role codes of who acts. */
  roles: readonly string[];
  at: Date;
  /** The staff id of who acts (a countersign is signed by a department's staff); null or absent when none. */
  staffId?: string | null;
}

export interface PermitEvent {
  action: PermitActionType;
  by: string;
  at: Date;
  from: PermitState;
  to: PermitState;
  opinion?: string;
  /** The slot signed by this step, if any. */
  slotKey?: string;
  decision?: AuditDecision;
  /** The department that countersigned (or returned) in this step (会签 of 动土 / 断路). */
  department?: string;
}

export type ApplyResult = { ok: true; permit: Permit; event: PermitEvent } | { ok: false; reason: Text };

/** A new draft. */
export function newPermit(kind: PermitKind, grade: PermitGrade | null, plannedStart: Date | null, plannedEnd: Date | null): Permit {
  return {
    kind,
    grade,
    state: 'DRAFT',
    slotIndex: null,
    slots: [],
    plannedStart,
    plannedEnd,
    submittedBy: null,
    startedAt: null,
    finishedAt: null,
    interruptedAt: null,
    lastReturn: null,
    submittedOnce: false,
    allowSameSigner: false,
  };
}

/** Null when the permit may be removed (its state allows it and it was never submitted), else the reason. */
export function removeRefusal(permit: Permit): Text | null {
  if (!ALLOWED_FROM.remove.includes(permit.state)) return wrongStateText('remove', permit.state);
  return permit.submittedOnce ? text('rules.permit.removeSubmitted') : null;
}

const refuse = (reason: Text): ApplyResult => ({ ok: false, reason });

function holds(s: ApprovalSlot, roles: readonly string[]): boolean {
  return s.roles.length === 0 || s.roles.some((r) => roles.includes(r));
}

function sign(slots: readonly SlotRecord[], i: number, ctx: ActionContext, decision: AuditDecision, opinion?: string): SlotRecord[] {
  return slots.map((s, j) => (j === i ? { ...s, decision, opinion: opinion ?? '', signer: ctx.by, at: ctx.at } : s));
}

function nextApprove(slots: readonly SlotRecord[], after: number): number {
  for (let i = after + 1; i < slots.length; i++) if (slots[i].phase === 'approve') return i;
  return -1;
}

function phaseIndex(slots: readonly SlotRecord[], phase: 'apply' | 'start' | 'finish'): number {
  return slots.findIndex((s) => s.phase === phase);
}

function wrongStateText(action: PermitActionType, state: PermitState): Text {
  return text('rules.permit.wrongState', { state: stateText(state), action: actionText(action) });
}

function wrongState(action: PermitActionType, state: PermitState): ApplyResult {
  return refuse(wrongStateText(action, state));
}

/** Where each action may start from. */
export const ALLOWED_FROM: Readonly<Record<PermitActionType, readonly PermitState[]>> = Object.freeze({
  submit: ['DRAFT'],
  revoke: ['APPROVING', 'APPROVED'],
  audit: ['APPROVING'],
  start: ['APPROVED'],
  finish: ['IN_PROGRESS'],
  interrupt: ['IN_PROGRESS'],
  resumeWork: ['IN_PROGRESS'],
  discard: ['DRAFT', 'APPROVING', 'APPROVED', 'IN_PROGRESS', 'EXPIRED'],
  resume: ['DISCARDED'],
  archive: ['FINISHED'],
  remove: ['DRAFT', 'DISCARDED'],
  extend: ['APPROVED', 'IN_PROGRESS'],
  expire: ['APPROVING', 'APPROVED', 'IN_PROGRESS'],
});

/** Applies one action; on refusal the permit is unchanged and the reason is a catalogue `Text`. */
export function apply(permit: Permit, action: PermitAction, ctx: ActionContext): ApplyResult {
  const from = permit.state;
  if (!ALLOWED_FROM[action.type].includes(from)) return wrongState(action.type, from);
  const done = (next: Partial<Permit>, extra: Partial<PermitEvent> = {}): ApplyResult => {
    const p: Permit = { ...permit, ...next };
    return { ok: true, permit: p, event: { action: action.type, by: ctx.by, at: ctx.at, from, to: p.state, ...extra } };
  };
  const t = ctx.at.getTime();
  switch (action.type) {
    case 'submit': {
      const { plannedStart: s, plannedEnd: e } = permit;
      if (!s || !e) return refuse(text('rules.permit.plannedTimesMissing'));
      if (e.getTime() <= s.getTime()) return refuse(text('rules.permit.endBeforeStart'));
      if (e.getTime() <= t) return refuse(text('rules.permit.endPassed'));
      let cap: number | null;
      try {
        cap = validityCapMinutes(permit.kind, permit.grade, action.caps);
      } catch {
        return refuse(text('rules.permit.gradeMismatch'));
      }
      if (cap !== null && (e.getTime() - s.getTime()) / 60_000 > cap) {
        return refuse(text('rules.permit.overValidity', { cap: durationText(cap) }));
      }
      let slots: SlotRecord[] = action.slots.map((x) => ({ ...x }));
      const applyIdx = phaseIndex(slots, 'apply');
      if (applyIdx >= 0) slots = sign(slots, applyIdx, ctx, 'approve', action.opinion);
      const first = nextApprove(slots, -1);
      return done(
        { state: first >= 0 ? 'APPROVING' : 'APPROVED', slotIndex: first >= 0 ? first : null, slots, submittedBy: ctx.by, submittedOnce: true, allowSameSigner: action.allowSameSigner === true },
        { opinion: action.opinion, slotKey: applyIdx >= 0 ? slots[applyIdx].key : undefined },
      );
    }
    case 'revoke': {
      if (permit.submittedBy !== null && permit.submittedBy !== ctx.by) return refuse(text('rules.permit.submitterOnly'));
      return done({ state: 'DRAFT', slotIndex: null, slots: [], submittedBy: null });
    }
    case 'audit': {
      const i = permit.slotIndex;
      if (i === null || !permit.slots[i]) return refuse(text('rules.permit.noPendingSlot'));
      const cur = permit.slots[i];
      if (cur.departments?.length) return countersign(permit, action, ctx, cur, i, done);
      if (action.department !== undefined) return refuse(text('rules.countersign.notCountersignSlot', { slot: cur.title }));
      if (action.slotIndex !== undefined && action.slotIndex !== i) {
        return refuse(text('rules.permit.outOfTurn', { slot: cur.title }));
      }
      if (!holds(cur, ctx.roles)) return refuse(text('rules.permit.slotNeedsRole', { slot: cur.title, roles: slotRolesText(cur) }));
      const opinion = action.opinion?.trim() ?? '';
      if (action.decision === 'return') {
        if (!opinion) return refuse(text('rules.permit.returnNeedsOpinion'));
        return done(
          {
            state: 'DRAFT',
            slotIndex: null,
            slots: [],
            submittedBy: null,
            lastReturn: { by: ctx.by, at: ctx.at, opinion, slotTitle: cur.title },
          },
          { opinion, slotKey: cur.key, decision: 'return' },
        );
      }
      if (action.decision !== 'approve') return refuse(text('rules.permit.badDecision'));
      const slots = sign(permit.slots, i, ctx, 'approve', opinion || '同意');
      const next = nextApprove(slots, i);
      return done(
        { state: next >= 0 ? 'APPROVING' : 'APPROVED', slotIndex: next >= 0 ? next : null, slots },
        { opinion: opinion || '同意', slotKey: cur.key, decision: 'approve' },
      );
    }
    case 'start': {
      const { plannedStart: s, plannedEnd: e } = permit;
      if (s && t < s.getTime()) return refuse(text('rules.permit.notYetStart'));
      if (e && t > e.getTime()) return refuse(text('rules.permit.pastEndStart'));
      if (needsGasAnalysis(permit.kind)) {
        if (!action.analysis) return refuse(text('rules.permit.noAnalysisStart'));
        if (!action.analysis.ok) return refuse(action.analysis.reason);
      }
      const si = phaseIndex(permit.slots, 'start');
      if (si >= 0 && !holds(permit.slots[si], ctx.roles)) {
        return refuse(text('rules.permit.confirmNeedsRole', { slot: permit.slots[si].title, roles: slotRolesText(permit.slots[si]) }));
      }
      const slots = si >= 0 ? sign(permit.slots, si, ctx, 'approve', action.opinion) : permit.slots;
      return done({ state: 'IN_PROGRESS', startedAt: ctx.at, slots }, { opinion: action.opinion, slotKey: si >= 0 ? slots[si].key : undefined });
    }
    case 'finish': {
      const fi = phaseIndex(permit.slots, 'finish');
      if (fi >= 0 && !holds(permit.slots[fi], ctx.roles)) {
        return refuse(text('rules.permit.finishNeedsRole', { roles: slotRolesText(permit.slots[fi]) }));
      }
      const slots = fi >= 0 ? sign(permit.slots, fi, ctx, 'approve', action.opinion || '验收合格') : permit.slots;
      return done(
        { state: 'FINISHED', finishedAt: ctx.at, slots },
        { opinion: action.opinion, slotKey: fi >= 0 ? slots[fi].key : undefined },
      );
    }
    case 'interrupt': {
      if (permit.interruptedAt) return refuse(text('rules.permit.alreadyInterrupted'));
      return done({ interruptedAt: ctx.at }, { opinion: action.opinion });
    }
    case 'resumeWork': {
      if (!permit.interruptedAt) return refuse(text('rules.permit.notInterrupted'));
      if (permit.plannedEnd && t > permit.plannedEnd.getTime()) return refuse(text('rules.permit.pastEndResume'));
      if (needsGasAnalysis(permit.kind)) {
        if (!action.analysis) return refuse(text('rules.permit.noAnalysisResume'));
        if (!action.analysis.ok) return refuse(action.analysis.reason);
      }
      return done({ interruptedAt: null }, { opinion: action.opinion });
    }
    case 'discard':
      return done({ state: 'DISCARDED', slotIndex: null }, { opinion: action.opinion });
    case 'resume':
      return done({ state: 'DRAFT', slotIndex: null, slots: [], submittedBy: null, startedAt: null, finishedAt: null, interruptedAt: null });
    case 'archive':
      return done({ state: 'ARCHIVED' });
    case 'remove': {
      const refused = removeRefusal(permit);
      return refused ? refuse(refused) : done({ state: 'REMOVED' });
    }
    case 'extend': {
      const { plannedStart: s, plannedEnd: e } = permit;
      if (!s || !e) return refuse(text('rules.permit.noPlannedTimes'));
      const ne = action.newEnd.getTime();
      if (Number.isNaN(ne)) return refuse(text('rules.permit.badNewEnd'));
      if (t > e.getTime()) return refuse(text('rules.permit.pastEndExtend'));
      if (ne <= e.getTime()) return refuse(text('rules.permit.newEndNotLater'));
      let cap: number | null;
      try {
        cap = validityCapMinutes(permit.kind, permit.grade, action.caps);
      } catch {
        return refuse(text('rules.permit.gradeMismatchExtend'));
      }
      if (cap !== null && ne > s.getTime() + cap * 60_000) return refuse(text('rules.permit.overValidityExtend'));
      return done({ plannedEnd: new Date(ne) });
    }
    case 'expire': {
      const e = permit.plannedEnd;
      if (!e || t <= e.getTime()) return refuse(text('rules.permit.notYetExpired'));
      return done({ state: 'EXPIRED', slotIndex: null });
    }
    default:
      return refuse(text('rules.permit.unsupported'));
  }
}

type Done = (next: Partial<Permit>, extra?: Partial<PermitEvent>) => ApplyResult;

/**
 * The audit of a 会签 slot with departments: one department's signature (or its return) per step, by one of its
 * signers, in any order; an approval without a department (or of a later slot) is refused while departments are
 * missing. The party and the one-person-one-slot rule are the caller's (countersignRefusal with the applicant).
 */
function countersign(
  permit: Permit,
  action: Extract<PermitAction, { type: 'audit' }>,
  ctx: ActionContext,
  cur: SlotRecord,
  i: number,
  done: Done,
): ApplyResult {
  const entries = cur.departments ?? [];
  if (action.department === undefined) return refuse(countersignIncomplete(entries) ?? text('rules.permit.noPendingSlot'));
  if (action.slotIndex !== undefined && action.slotIndex !== i) return refuse(text('rules.permit.outOfTurn', { slot: cur.title }));
  const department = action.department.trim();
  const otherSlotSigners = permit.slots.filter((s, j) => j !== i && s.phase === 'approve' && s.decision === 'approve' && s.signer).map((s) => s.signer as string);
  const facts = { entries, applicant: null, submittedBy: permit.submittedBy, otherSlotSigners, allowSameSigner: permit.allowSameSigner };
  const refused = countersignRefusal(facts, { account: ctx.by, staffId: ctx.staffId ?? null }, department);
  if (refused) return refuse(refused);
  const opinion = action.opinion?.trim() ?? '';
  if (action.decision === 'return') {
    if (!opinion) return refuse(text('rules.permit.returnNeedsOpinion'));
    const slotTitle = `${cur.title}（${department}）`;
    return done(
      { state: 'DRAFT', slotIndex: null, slots: [], submittedBy: null, lastReturn: { by: ctx.by, at: ctx.at, opinion, slotTitle } },
      { opinion, slotKey: cur.key, decision: 'return', department },
    );
  }
  if (action.decision !== 'approve') return refuse(text('rules.permit.badDecision'));
  const signed = withCountersign(entries, department, { account: ctx.by, staffId: ctx.staffId ?? null }, ctx.at, opinion || '同意');
  const complete = missingDepartments(signed).length === 0;
  let slots: SlotRecord[] = permit.slots.map((s, j) => (j === i ? { ...s, departments: signed } : s));
  if (!complete) return done({ slots }, { opinion: opinion || '同意', slotKey: cur.key, decision: 'approve', department });
  slots = sign(slots, i, ctx, 'approve', '会签完成');
  const next = nextApprove(slots, i);
  return done(
    { state: next >= 0 ? 'APPROVING' : 'APPROVED', slotIndex: next >= 0 ? next : null, slots },
    { opinion: opinion || '同意', slotKey: cur.key, decision: 'approve', department },
  );
}

/** The slot awaiting an opinion, or null. */
export function currentSlot(permit: Permit): SlotRecord | null {
  return permit.state === 'APPROVING' && permit.slotIndex !== null ? (permit.slots[permit.slotIndex] ?? null) : null;
}

/** True when `roles` may give the current slot's opinion. */
export function canAudit(permit: Permit, roles: readonly string[]): boolean {
  const s = currentSlot(permit);
  return s !== null && holds(s, roles);
}
