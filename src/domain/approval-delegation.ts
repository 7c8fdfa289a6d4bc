// 委托 (delegation) of the approval steps (src/domain/approval-steps.ts): a person away names a delegate for a
// period; meanwhile the delegate stands in for them on their approval tasks. Pure; delegates are not chained.

/** A 委托: `staffId` away from `startsAt` until `endsAt`; `delegateId` acts for them meanwhile. */
export interface Delegation {
  staffId: number;
  delegateId: number;
  startsAt: string;
  endsAt: string;
  revoked?: boolean;
}

/** The staff ids a delegate stands in for at `now` (not revoked, startsAt ≤ now < endsAt). */
export function actingFor(delegations: readonly Delegation[], delegateId: number | null, now: Date): number[] {
  if (delegateId == null) return [];
  const t = now.getTime();
  return delegations
    .filter((d) => !d.revoked && d.delegateId === delegateId && Date.parse(d.startsAt) <= t && t < Date.parse(d.endsAt))
    .map((d) => d.staffId);
}

/** The delegate of `staffId` at `now`, if one is named. */
export function delegateOf(delegations: readonly Delegation[], staffId: number, now: Date): number | null {
  const t = now.getTime();
  const d = delegations.find((x) => !x.revoked && x.staffId === staffId && Date.parse(x.startsAt) <= t && t < Date.parse(x.endsAt));
  return d ? d.delegateId : null;
}
