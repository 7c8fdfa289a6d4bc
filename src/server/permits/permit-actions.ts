// Runs one lifecycle action through the domain's state machine (permit-lifecycle.ts apply), after the person
// check of permit-permissions.ts (who may take it: the same rule as `allowedActions`): a refusal is a 409 with
// the domain's reason and changes nothing; a success writes the permit, one permit_event and the risk
// warnings of the step (at the instant of the step), all in the caller's transaction.
import { ALLOWED_FROM, apply, currentSlot, type Permit, type PermitAction } from '../../domain/permit-lifecycle.ts';
import { actorRefusal, countersignFacts } from '../../domain/permit-permissions.ts';
import { countersignRefusal, withDepartmentProof } from '../../domain/permit-countersign.ts';
import type { Lang, Text } from '../../domain/i18n/message-format.ts';
import type { PermitGrade } from '../../domain/permit-kinds.ts';
import type { Queryable } from '../db/db.ts';
import { conflict } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { withSlotProof, type SlotSiteProof } from '../../domain/permit-site-signing.ts';
import { actorOf, factsOf, staffIdOf } from './permit-actor.ts';
import { useSlotSignature } from './permit-slot-proof.ts';
import { dropPermitEdges } from './permit-ref-edges.ts';
import { permitView } from './permit-view.ts';
import { insertEvent, loadPermit, savePermit, toDomain, type PermitRow, type StoredSlot } from './permit-store.ts';
import { warnAwaiting, warnReturned } from './permit-warnings.ts';

/**
 * Who takes a step: what a step reads of a request's auth (a request's AuthContext is one; the demo seed
 * acts as the demo accounts with the same fields).
 */
export type PermitActor = Pick<AuthContext, 'tenantId' | 'userId' | 'roles' | 'isAdmin' | 'viewOnly'> & {
  homeTenantId?: number;
  session: Pick<AuthContext['session'], 'userName'> & Partial<Pick<AuthContext['session'], 'renYuanId'>>;
};

export interface ActionOptions {
  /** The instant of the step (default: now). */
  at?: Date;
  /** A grade recomputed for this step (submit). */
  grading?: { grade: PermitGrade | null; rule: string | null; basis: Text | null };
  /** Extra facts kept with the event (e.g. the old and new end of an extension). */
  detail?: object;
  /**
   * The site proof of a slot's approval (permit-slot-proof.ts), checked once the state and the person were let
   * through and before anything is written; kept on the slot that was signed.
   */
  prove?: () => Promise<SlotSiteProof>;
}

/** The slots and the return signed at `at` by `by` get the signer's name (kept for the forms). */
function withNames(p: Permit, by: string, name: string, at: Date): Permit & { slots: StoredSlot[] } {
  const same = (d: Date | undefined) => d !== undefined && d.getTime() === at.getTime();
  const slots: StoredSlot[] = p.slots.map((s) => {
    const named = s.signer === by && same(s.at) ? { ...s, signerName: name } : s;
    // A department's countersign of this step gets the name too.
    if (!s.departments) return named;
    return { ...named, departments: s.departments.map((d) => (d.signer === by && same(d.at === undefined ? undefined : new Date(d.at)) ? { ...d, signerName: name } : d)) };
  });
  const lastReturn = p.lastReturn && same(p.lastReturn.at) ? { ...p.lastReturn, byName: name } : p.lastReturn;
  return { ...p, slots, lastReturn } as Permit & { slots: StoredSlot[] };
}

/** Applies `action` to the locked row `row`; answers the permit as stored after the step. */
export async function runAction(
  tx: Queryable,
  auth: PermitActor,
  row: PermitRow,
  action: PermitAction,
  opts: ActionOptions = {},
): Promise<PermitRow> {
  const at = opts.at ?? new Date();
  const by = String(auth.userId);
  const before = { ...row, ...(opts.grading ? { grade: opts.grading.grade } : {}) };
  // Who may act, once the state allows the action (a wrong state keeps the state machine's reason). The
  // approval is left to `apply` first, whose checks (slot order, then role) are the same rule, canAudit.
  const type = action.type;
  if (type !== 'audit' && type !== 'expire' && ALLOWED_FROM[type].includes(row.state)) {
    const who = actorRefusal(factsOf(before), type, actorOf(auth));
    if (who) throw conflict(who);
  }
  const staffId = staffIdOf(auth);
  const r = apply(toDomain(before), action, { by, roles: auth.roles, at, staffId });
  if (!r.ok) throw conflict(r.reason);
  // Once the order and the role passed, who signs (permit-signers.ts): not the party, not twice; a department's
  // countersign (permit-countersign.ts) by one of its signers, not the party, not for two departments.
  if (type === 'audit') {
    const facts = factsOf(before);
    const cur = facts.slotIndex === null ? undefined : facts.slots[facts.slotIndex];
    const who =
      action.department !== undefined && cur?.departments?.length
        ? countersignRefusal(countersignFacts(facts, cur.departments), { account: by, staffId }, action.department.trim())
        : actorRefusal(facts, type, actorOf(auth));
    if (who) throw conflict(who);
  }
  const proof = opts.prove && row.slotIndex !== null ? await opts.prove() : undefined;
  const name = auth.session.userName;
  const named = withNames(r.permit, by, name, at);
  const department = r.event.department;
  const proved = (slots: StoredSlot[], i: number, p: SlotSiteProof) =>
    department !== undefined && slots[i]?.departments ? withDepartmentProof(slots, i, department, p) : withSlotProof(slots, i, p);
  const next: typeof named = proof && row.slotIndex !== null ? ({ ...named, slots: proved(named.slots, row.slotIndex, proof) } as typeof named) : named;
  await savePermit(tx, auth.tenantId, auth.userId, row.id, next, opts.grading);
  // A removed permit (a never-submitted draft) no longer holds what its custom fields point at; a discarded one does.
  if (next.state === 'REMOVED') await dropPermitEdges(tx, auth.tenantId, row.kind, row.id);
  const detail = { ...opts.detail, ...(department !== undefined ? { department } : {}), ...(proof ?? {}) };
  await insertEvent(tx, auth.tenantId, row.id, { ...r.event, byName: name, detail: Object.keys(detail).length ? detail : undefined });
  if (proof) await useSlotSignature(tx, auth.tenantId, row.id, proof);
  const warned = { ...row, grade: next.grade };
  if (r.event.decision === 'return' && row.submittedBy != null && next.lastReturn) {
    await warnReturned(tx, auth.tenantId, warned, row.submittedBy, next.lastReturn, at);
  }
  const awaiting = currentSlot(next);
  if (awaiting && (row.state !== 'APPROVING' || row.slotIndex !== next.slotIndex)) {
    await warnAwaiting(tx, auth.tenantId, warned, awaiting, at);
  }
  return loadPermit(tx, auth.tenantId, row.id, { includeRemoved: true });
}

/** runAction, answered (in `lang`) as the permit with the caller's allowed actions after the step. */
export async function actionView(tx: Queryable, auth: AuthContext, row: PermitRow, action: PermitAction, opts: ActionOptions = {}, lang: Lang = 'zh') {
  return permitView(await runAction(tx, auth, row, action, opts), actorOf(auth), lang);
}
