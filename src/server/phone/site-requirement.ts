// What a workflow transition or approval step asks on site (SiteRequirement, issue 15 items 3 and 5), checked
// before anything is written: `signature: "required"` takes a `signatureId` of the same record, signed by the
// caller in the last 30 minutes and not yet used (422 SIGNATURE_REQUIRED otherwise); `location: "required"`
// takes a `positionId` (422 POSITION_REQUIRED without one; the signature's own position counts). The history
// step stores both and the signature is linked to it (history-store.ts), so it signs once.
// A position given must be the caller's, of the same record, read in the last 30 minutes and not refused
// (positionProblem; 422 POSITION_REQUIRED naming positionId otherwise).
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import type { SiteRequirement } from '../../schema/phone-types.ts';
import type { Queryable } from '../db/db.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { signatureById } from './signature-store.ts';
import { positionProblem } from './position-store.ts';
import { SiteRefusal } from './site-refusal.ts';

/** Who takes the step: what the checks read of a request's auth. */
export type SiteActor = Pick<AuthContext, 'tenantId' | 'userId'>;

/** How long a signature may be used after it was drawn. */
export const SIGNATURE_VALID_MINUTES = 30;

/** What a body may carry for the site requirement. */
export interface SiteBody {
  signatureId?: number;
  positionId?: number;
}

/** The signature and position a step is taken with (null: none). */
export interface SiteProof {
  signatureId: number | null;
  positionId: number | null;
}

export interface SiteTarget {
  resource: string;
  recordId: number;
  /** The action's label, for the messages. */
  action: string;
}

function refuse(field: 'signatureId', message: Text): never {
  throw new SiteRefusal('SIGNATURE_REQUIRED', field, message);
}

/** Checks the body against the requirement; answers what the history step stores. */
export async function siteProof(tx: Queryable, auth: SiteActor, req: SiteRequirement, at: SiteTarget, body: SiteBody, now = new Date()): Promise<SiteProof> {
  let signatureId: number | null = null;
  let signaturePosition: number | null = null;
  if (req.signature === 'required' || (req.signature === 'optional' && body.signatureId !== undefined)) {
    if (body.signatureId === undefined) refuse('signatureId', text('sign.error.required', { action: at.action }));
    const sig = await signatureById(tx, auth.tenantId, body.signatureId, true);
    if (!sig) refuse('signatureId', text('sign.error.notFound'));
    if (sig.resource !== at.resource || sig.recordId !== at.recordId) refuse('signatureId', text('sign.error.otherRecord'));
    if (sig.userId !== auth.userId) refuse('signatureId', text('sign.error.otherPerson'));
    if (now.getTime() - Date.parse(sig.signedAt) > SIGNATURE_VALID_MINUTES * 60_000) {
      refuse('signatureId', text('sign.error.expired', { minutes: SIGNATURE_VALID_MINUTES }));
    }
    if (sig.usedByHistory !== null || sig.usedByPermit !== null) refuse('signatureId', text('sign.error.used'));
    signatureId = sig.id;
    signaturePosition = sig.positionId;
  }
  let positionId: number | null = null;
  if (req.location !== undefined) positionId = body.positionId ?? signaturePosition;
  if (req.location === 'required' && positionId === null) {
    throw new SiteRefusal('POSITION_REQUIRED', 'positionId', text('sign.error.positionRequired', { action: at.action }));
  }
  if (positionId !== null && body.positionId !== undefined) await checkPosition(tx, auth, at, positionId);
  return { signatureId, positionId };
}

/** Refuses a position that may not back a step on the record (422 POSITION_REQUIRED naming positionId). */
export async function checkPosition(tx: Queryable, auth: SiteActor, at: Pick<SiteTarget, 'resource' | 'recordId'>, positionId: number): Promise<void> {
  const problem = await positionProblem(tx, auth.tenantId, positionId, { ...at, userId: auth.userId });
  if (problem) throw new SiteRefusal('POSITION_REQUIRED', 'positionId', text(`sign.error.position.${problem}`));
}

/** The offer's site fields of a requirement (absent when not asked). */
export function siteOffer(req: SiteRequirement): Pick<SiteRequirement, 'signature' | 'location'> {
  return { ...(req.signature ? { signature: req.signature } : {}), ...(req.location ? { location: req.location } : {}) };
}
