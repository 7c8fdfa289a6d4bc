// The site proof of a slot's approval (issue 16 item 8, docs/permits.md "Signed at the site"): the body's
// `signatureId` (a signature of this permit by the caller, drawn in the last 30 minutes and unused: the phone
// parts' rule, site-requirement.ts), `positionId` (the caller's position at this permit, not refused; else the
// signature's own) and `photoIds` (images of the enterprise). Checked once the state and the person were let
// through and before anything is written; a refusal is 422 naming the field, nothing changed.
import { text } from '../../domain/i18n/text.ts';
import { slotPhotosProblem, slotSignature, type SlotSiteProof } from '../../domain/permit-site-signing.ts';
import { PERMIT_SITE_RESOURCE } from '../../domain/phone-paths.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, fieldProblem } from '../http/app-error.ts';
import { markSignatureUsedByPermit } from '../phone/signature-store.ts';
import { siteProof, type SiteActor } from '../phone/site-requirement.ts';
import { readFileMeta } from '../services/file-store.ts';

/** What the approval body may carry of the site. */
export interface SlotSiteBody {
  signatureId?: number;
  positionId?: number;
  photoIds?: number[];
}

/** The position's distance as kept (phone_position). */
async function positionFacts(tx: Queryable, tenantId: number, id: number): Promise<Pick<SlotSiteProof, 'distanceM' | 'limitM' | 'tooFar'>> {
  const [r] = await tx.query<{ distance_m: number | string | null; limit_m: number | string; too_far: boolean }>(
    'select distance_m, limit_m, too_far from phone_position where tenant_id = $1 and id = $2',
    [tenantId, id],
  );
  if (!r) return {};
  return { distanceM: r.distance_m === null ? null : Number(r.distance_m), limitM: Number(r.limit_m), tooFar: r.too_far };
}

function photoRefusal(message: ReturnType<typeof text>): AppError {
  return new AppError(422, message, [fieldProblem('photoIds', message)]);
}

/**
 * Checks the body's site proof of the decision on permit `permitId` (`requireSignature`: the enterprise's flag)
 * and answers what the slot keeps; `action` names the step in the messages.
 */
export async function slotSiteProof(
  tx: Queryable,
  auth: SiteActor,
  permitId: number,
  decision: 'approve' | 'return',
  requireSignature: boolean,
  body: SlotSiteBody,
  action: string,
): Promise<SlotSiteProof> {
  const signature = slotSignature(decision, requireSignature);
  if (!signature) return {};
  const proof = await siteProof(
    tx,
    auth,
    { signature, location: 'optional' },
    { resource: PERMIT_SITE_RESOURCE, recordId: permitId, action },
    { signatureId: body.signatureId, positionId: body.positionId },
  );
  const photoIds = body.photoIds ?? [];
  const problem = slotPhotosProblem(photoIds);
  if (problem) throw photoRefusal(text(`permits.error.photos.${problem}`));
  if (photoIds.length) {
    const files = await readFileMeta(tx, auth.tenantId, photoIds);
    if (files.length !== photoIds.length || files.some((f) => f.kind !== 'image')) throw photoRefusal(text('permits.error.photos.notImage'));
  }
  return {
    ...(proof.signatureId !== null ? { signatureId: proof.signatureId } : {}),
    ...(proof.positionId !== null ? { positionId: proof.positionId, ...(await positionFacts(tx, auth.tenantId, proof.positionId)) } : {}),
    ...(photoIds.length ? { photoIds } : {}),
  };
}

/** Once the approval is written: its signature signs nothing else. */
export async function useSlotSignature(tx: Queryable, tenantId: number, permitId: number, proof: SlotSiteProof): Promise<void> {
  if (proof.signatureId !== undefined) await markSignatureUsedByPermit(tx, tenantId, proof.signatureId, permitId);
}
