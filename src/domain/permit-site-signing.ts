// A permit's slot signed at the work site (GB 30871 4.11a; issue 16 item 8, docs/permits.md "Signed at the site"):
// the approval of a slot may carry a handwritten signature drawn on the phone, the phone's position and photos.
// Whether the signature is required is the enterprise's choice (permit_config.require_signature, default no).
// Pure rules, shared by the server (the approval route) and the clients (what the phone page asks for).

/** Photos one slot's approval may carry at most. */
export const MAX_SLOT_PHOTOS = 9;

/** What the approval of a slot keeps of the site: the signature, the position and its distance, the photos. */
export interface SlotSiteProof {
  signatureId?: number;
  positionId?: number;
  /** Metres from the permit's 作业位置; null when the permit has no position. */
  distanceM?: number | null;
  limitM?: number;
  tooFar?: boolean;
  photoIds?: number[];
}

/**
 * The signature a decision of a slot asks for: an approval takes one when the enterprise requires it, and
 * checks one sent otherwise; a return signs nothing (its opinion is the record), so nothing is asked.
 */
export function slotSignature(decision: 'approve' | 'return', requireSignature: boolean): 'required' | 'optional' | undefined {
  if (decision !== 'approve') return undefined;
  return requireSignature ? 'required' : 'optional';
}

/** Why a list of photo ids cannot go with a slot, or null: at most MAX_SLOT_PHOTOS, none twice. */
export function slotPhotosProblem(ids: readonly number[]): 'tooMany' | 'duplicate' | null {
  if (ids.length > MAX_SLOT_PHOTOS) return 'tooMany';
  return new Set(ids).size === ids.length ? null : 'duplicate';
}

/** The slots with `proof` on slot `index` (its signing record); the others unchanged. Empty members are left out. */
export function withSlotProof<S extends object>(slots: readonly S[], index: number, proof: SlotSiteProof): S[] {
  const kept = Object.fromEntries(Object.entries(proof).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)));
  return slots.map((s, i) => (i === index ? { ...s, ...kept } : s));
}
