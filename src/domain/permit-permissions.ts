// Who may take which action on a permit: the rule the action routes enforce and the `allowedActions` the
// list and detail answer, so that a client offers only what the person may do (docs/permits.md).
// The state part is the state machine's (ALLOWED_FROM of permit-lifecycle.ts, plus the interruption); the
// person part is this table. `apply` keeps its own role checks (approval, 验票, 完工验收); they agree with it.

import { slotRolesText, type ApprovalSlot } from './approval-slots.ts';
import type { Text } from './i18n/message-format.ts';
import { rulesZh } from './i18n/zh/rules.ts';
import { text } from './i18n/text.ts';
import { signedBy, signerRefusal } from './permit-signers.ts';
import { countersignRefusal, missingDepartments, signableDepartments, type CountersignEntry, type CountersignFacts } from './permit-countersign.ts';
import { actionText, ALLOWED_FROM, canAudit, PERMIT_ACTION_LABELS, removeRefusal, type Permit, type PermitActionType } from './permit-lifecycle.ts';

/** The actions a person may be offered, in the order a screen shows them. `edit` is saveOrUpdate of a draft. */
export const PERMIT_UI_ACTIONS = [
  'edit',
  'submit',
  'revoke',
  'audit',
  'start',
  'interrupt',
  'resumeWork',
  'extend',
  'finish',
  'archive',
  'resume',
  'discard',
  'remove',
] as const;
export type PermitUiAction = (typeof PERMIT_UI_ACTIONS)[number];

/** Who acts. */
export interface PermitActor {
  /** Account id (as the permit's applicant and submitter are kept). */
  id: string;
  /** Role codes held in the active enterprise. */
  roles: readonly string[];
  /** May write permits at all: a writer role, neither a read-only user nor a view-only token. */
  mayWrite: boolean;
  /** The enterprise's administrator (qyUser) or the platform admin: manages every permit of the enterprise. */
  manager: boolean;
  /** The person's staff id in the enterprise (a 会签 department's signers are staff); null or absent when none. */
  staffId?: string | null;
}

/** The domain's permit plus its applicant (the account that created it). */
export interface PermitFacts extends Permit {
  applicant: string | null;
}

/**
 * Who may take an action:
 * - `party`: the applicant or the submitter;
 * - `partyOrManager`: they, or the enterprise's administrator;
 * - `submitter`: the submitter (the applicant while nobody submitted);
 * - `currentSlot`: a holder of a role of the slot awaiting its opinion (the domain's canAudit) who is not a
 *   party of the permit and signed no other approve-phase slot of it unless the enterprise allows it
 *   (permit-signers.ts);
 * - `startSlot` / `finishSlot`: a holder of a role of the 验票 / 完工验收 slot; the party when that slot has
 *   no role (or the permit has no such slot).
 */
export type PermitActorRule = 'party' | 'partyOrManager' | 'submitter' | 'currentSlot' | 'startSlot' | 'finishSlot';

export const PERMIT_ACTOR_RULES: Readonly<Record<PermitUiAction, PermitActorRule>> = Object.freeze({
  edit: 'partyOrManager',
  submit: 'partyOrManager',
  revoke: 'submitter',
  audit: 'currentSlot',
  start: 'startSlot',
  interrupt: 'partyOrManager',
  resumeWork: 'party',
  extend: 'party',
  finish: 'finishSlot',
  archive: 'partyOrManager',
  resume: 'partyOrManager',
  discard: 'partyOrManager',
  remove: 'partyOrManager',
});

/** Chinese name of an action ('修改' for edit). */
export function permitActionLabel(a: PermitUiAction): string {
  return a === 'edit' ? rulesZh['rules.permit.action.edit'] : PERMIT_ACTION_LABELS[a];
}

/** Whether the permit's state (and interruption) allows the action, whoever asks. */
export function stateAllows(p: Permit, a: PermitUiAction): boolean {
  if (a === 'edit') return p.state === 'DRAFT';
  // A once-submitted permit is never removed, only discarded (GB 30871 4.18): the state machine's own rule.
  if (a === 'remove') return removeRefusal(p) === null;
  if (!ALLOWED_FROM[a as PermitActionType].includes(p.state)) return false;
  if (a === 'interrupt') return p.interruptedAt === null;
  if (a === 'resumeWork') return p.interruptedAt !== null;
  if (a === 'audit') return p.slotIndex !== null && p.slots[p.slotIndex] !== undefined;
  return true;
}

const isParty = (p: PermitFacts, id: string) => p.applicant === id || p.submittedBy === id;
const holdsRole = (s: ApprovalSlot, roles: readonly string[]) => s.roles.some((r) => roles.includes(r));

/** The reason a person who is not the party is refused. */
function partyOnly(a: PermitUiAction, manager: boolean): Text {
  return text(manager ? 'rules.permit.applicantOrManagerOnly' : 'rules.permit.applicantOnly', { action: actionText(a) });
}

/** A phase's slot of the permit: the snapshot's (after submission). */
const phaseSlot = (p: Permit, phase: 'start' | 'finish') => p.slots.find((s) => s.phase === phase);

/**
 * Null when `actor` is a person who may take `a` on `p`, else the reason (a catalogue `Text`). The state is not checked here
 * (see stateAllows); the reasons of the approval, 验票 and 完工验收 are the state machine's own.
 */
export function actorRefusal(p: PermitFacts, a: PermitUiAction, actor: PermitActor): Text | null {
  if (!actor.mayWrite) return text('rules.permit.noWriteRight');
  const party = isParty(p, actor.id);
  switch (PERMIT_ACTOR_RULES[a]) {
    case 'party':
      return party ? null : partyOnly(a, false);
    case 'partyOrManager':
      return party || actor.manager ? null : partyOnly(a, true);
    case 'submitter': {
      const submitter = p.submittedBy ?? p.applicant;
      return submitter === null || submitter === actor.id ? null : text('rules.permit.submitterOnly');
    }
    case 'currentSlot': {
      const cur = p.slotIndex === null ? undefined : p.slots[p.slotIndex];
      if (p.state === 'APPROVING' && cur?.departments?.length) return countersignActorRefusal(p, cur.departments, actor);
      if (canAudit(p, actor.roles)) return signerRefusal(p, actor.id);
      const s = p.slotIndex === null ? undefined : p.slots[p.slotIndex];
      return s ? text('rules.permit.slotNeedsRole', { slot: s.title, roles: slotRolesText(s) }) : text('rules.permit.noPendingSlot');
    }
    case 'startSlot':
    case 'finishSlot': {
      const s = phaseSlot(p, PERMIT_ACTOR_RULES[a] === 'startSlot' ? 'start' : 'finish');
      if (!s || s.roles.length === 0) return party ? null : partyOnly(a, false);
      if (holdsRole(s, actor.roles)) return null;
      return s.phase === 'finish'
        ? text('rules.permit.finishNeedsRole', { roles: slotRolesText(s) })
        : text('rules.permit.confirmNeedsRole', { slot: s.title, roles: slotRolesText(s) });
    }
  }
}

/** What the countersign rule reads of a permit whose current slot is a 会签 with departments. */
export function countersignFacts(p: PermitFacts, entries: readonly CountersignEntry[]): CountersignFacts {
  const otherSlotSigners = p.slots
    .filter((s, i) => i !== p.slotIndex && s.phase === 'approve' && s.signer && signedBy(s, s.signer))
    .map((s) => s.signer as string);
  return { entries, applicant: p.applicant, submittedBy: p.submittedBy, otherSlotSigners, allowSameSigner: p.allowSameSigner };
}

/** The departments of the current 会签 slot `actor` may countersign now (none when it is not one). */
export function myCountersignDepartments(p: PermitFacts, actor: PermitActor): string[] {
  const cur = p.state === 'APPROVING' && p.slotIndex !== null ? p.slots[p.slotIndex] : undefined;
  if (!actor.mayWrite || !cur?.departments?.length) return [];
  return signableDepartments(countersignFacts(p, cur.departments), { account: actor.id, staffId: actor.staffId ?? null });
}

/** Null when `actor` may countersign some department of the current slot, else why not (the first department's reason, or none of them). */
function countersignActorRefusal(p: PermitFacts, entries: readonly CountersignEntry[], actor: PermitActor): Text | null {
  if (myCountersignDepartments(p, actor).length > 0) return null;
  const missing = missingDepartments(entries);
  const facts = countersignFacts(p, entries);
  const who = { account: actor.id, staffId: actor.staffId ?? null };
  // A signer of a missing department refused for another reason (their own application, two departments) hears it.
  const mine = entries.find((e) => !e.signer && who.staffId !== null && e.signers.includes(who.staffId));
  if (mine) return countersignRefusal(facts, who, mine.name);
  return text('rules.countersign.notAnySigner', { departments: missing.join('、') });
}

/** The actions `actor` may take on `p` now (state and person), in PERMIT_UI_ACTIONS order. */
export function allowedActions(p: PermitFacts, actor: PermitActor): PermitUiAction[] {
  if (!actor.mayWrite) return [];
  return PERMIT_UI_ACTIONS.filter((a) => stateAllows(p, a) && actorRefusal(p, a, actor) === null);
}
