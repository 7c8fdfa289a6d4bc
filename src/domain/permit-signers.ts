// Who may sign which slot of one permit (issue 16 item 2): separation of the approvals. Each approve-phase slot
// is an independent check by another level or department (GB 30871 4.11, Annex A), so one person signs at
// most one of them, unless the enterprise allows it (permit_config.allow_same_signer, snapshotted on the
// permit at its submission as `allowSameSigner`); and nobody approves their own application, whatever the
// enterprise allows. The apply slot (the party's declaration), the 验票 start slot and the 完工验收 finish slot
// are not counted: see docs/permits.md "One person, one slot".

import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import type { SlotRecord } from './permit-lifecycle.ts';

/** What the rule reads of a permit. */
export interface SignerFacts {
  slots: readonly SlotRecord[];
  /** The slot awaiting its opinion (APPROVING), else null. */
  slotIndex: number | null;
  /** The account that created the permit. */
  applicant: string | null;
  submittedBy: string | null;
  /** The enterprise allowed one person to sign several approve-phase slots (snapshot at submission). */
  allowSameSigner: boolean;
}

/** `by` signed the slot, or (会签) countersigned one of its departments. */
export function signedBy(s: SlotRecord, by: string): boolean {
  return (s.signer === by && s.decision === 'approve') || (s.departments ?? []).some((d) => d.signer === by);
}

/**
 * Null when `by` (an account id) may sign the slot awaiting its opinion as far as separation goes, else the
 * reason: the party of the permit (its applicant or submitter) approving their own application, or a person
 * who already signed another approve-phase slot of it (the reason names that slot). Roles are not checked
 * here (canAudit); no pending slot is not a refusal of this rule.
 */
export function signerRefusal(p: SignerFacts, by: string): Text | null {
  const cur = p.slotIndex === null ? undefined : p.slots[p.slotIndex];
  if (!cur || cur.phase !== 'approve') return null;
  if (p.applicant === by || p.submittedBy === by) return text('rules.permit.ownApplication', { slot: cur.title });
  if (p.allowSameSigner) return null;
  const signed = p.slots.find((s, i) => i !== p.slotIndex && s.phase === 'approve' && signedBy(s, by));
  return signed ? text('rules.permit.sameSigner', { slot: signed.title }) : null;
}
