// The writes of a permit's phone page as phoneSend requests (docs/phone.md "Permits on the phone"): each one an
// Idempotency-Key'd submission the outbox may keep without signal. Which of the person's allowed actions the phone
// takes (the rest are done on a computer: editing, extending, discarding, removing). Pure.
import { permitKindPath, type PermitKind } from '../../../../domain/permit-kinds.ts';
import type { PermitUiAction } from '../../../../domain/permit-permissions.ts';
import { phonePermitPath } from '../../../../domain/phone-paths.ts';
import type { PhoneRequest } from '../../phone-send.ts';

/** The actions the phone page offers as one button each (audit has its own panel: the signing at the site). */
export const PHONE_PERMIT_ACTIONS: readonly PermitUiAction[] = ['submit', 'revoke', 'start', 'interrupt', 'resumeWork', 'finish', 'archive'];

/** The allowed actions the phone offers as buttons, and those left to a computer (audit is neither). */
export function phoneActions(allowed: readonly PermitUiAction[]): { phone: PermitUiAction[]; desktop: PermitUiAction[] } {
  const rest = allowed.filter((a) => a !== 'audit');
  return { phone: rest.filter((a) => PHONE_PERMIT_ACTIONS.includes(a)), desktop: rest.filter((a) => !PHONE_PERMIT_ACTIONS.includes(a)) };
}

/** The permit as the requests name it. */
export interface PermitRef {
  id: number;
  kind: PermitKind;
  /** 作业票编号, for the list of what waits to be sent. */
  number: string;
}

/** Actions of the common routes (/tszy/zuoYePiao/...); the others are the kind's. */
const COMMON_ACTIONS: readonly PermitUiAction[] = ['finish', 'archive'];

/** A lifecycle action of the phone's buttons. */
export function permitActionRequest(p: PermitRef, action: PermitUiAction, label: string): PhoneRequest {
  const url = COMMON_ACTIONS.includes(action) ? `/tszy/zuoYePiao/${action}` : `/tszy/${permitKindPath(p.kind)}/${action}`;
  return { method: 'POST', url, body: { id: p.id }, label: `${p.number} ${label}`, page: phonePermitPath(p.id) };
}

/** What the signing at the site sends with the opinion. */
export interface SlotDecision {
  slotIndex: number;
  decision: 'approve' | 'return';
  opinion?: string;
  signatureId?: number;
  positionId?: number;
  /** File ids as the photo control holds them (a `pending:<id>` one is replaced by the outbox before sending). */
  photoIds?: readonly string[];
}

/** The decision with its opinion and, for an approval, its site proof; empty members left out. */
function decisionBody(d: SlotDecision): Record<string, unknown> {
  const body: Record<string, unknown> = { decision: d.decision };
  if (d.opinion) body.opinion = d.opinion;
  if (d.decision === 'approve') {
    if (d.signatureId !== undefined) body.signatureId = d.signatureId;
    if (d.positionId !== undefined) body.positionId = d.positionId;
    if (d.photoIds?.length) body.photoIds = [...d.photoIds];
  }
  return body;
}

/** The opinion of a slot (zhongShen) with its site proof. */
export function permitAuditRequest(p: PermitRef, d: SlotDecision, label: string): PhoneRequest {
  const body = { id: p.id, slotIndex: d.slotIndex, ...decisionBody(d) };
  return { method: 'POST', url: `/tszy/${permitKindPath(p.kind)}/zhongShen`, body, label: `${p.number} ${label}`, page: phonePermitPath(p.id) };
}

/** A department's countersign of a 动土 / 断路 permit's 会签 slot (huiQian) with its site proof. */
export function permitCountersignRequest(p: PermitRef, department: string, d: SlotDecision, label: string): PhoneRequest {
  const body = { id: p.id, department, ...decisionBody(d) };
  return { method: 'POST', url: `/tszy/${permitKindPath(p.kind)}/huiQian`, body, label: `${p.number} ${label}`, page: phonePermitPath(p.id) };
}

/** Several gases measured at one moment (environmentAnalysis/saveSet). */
export function permitGasRequest(p: PermitRef, set: object, label: string): PhoneRequest {
  return { method: 'POST', url: `/tszy/${permitKindPath(p.kind)}/environmentAnalysis/saveSet`, body: { id: p.id, ...set }, label: `${p.number} ${label}`, page: phonePermitPath(p.id) };
}
