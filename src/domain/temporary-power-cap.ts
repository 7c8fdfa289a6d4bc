// GB 30871-2022 10.8: temporary power that serves a hot-work or confined-space permit (its related permits,
// guanLianZuoYe) is valid no longer than that permit. Pure: the caller finds the permits served.
import { validityCapMinutes, type PermitGrade, type PermitKind, type TenantValidityCaps } from './permit-kinds.ts';

/** The kinds whose validity caps the temporary power serving them (10.8). */
export const POWER_CAPPING_KINDS: readonly PermitKind[] = Object.freeze(['DONG_HUO', 'SHOU_XIAN']);

/** A permit served by a temporary-power permit. */
export interface ServedPermit {
  kind: PermitKind;
  grade: PermitGrade | null;
}

/**
 * The shortest validity cap (minutes, tenant overrides first) of the hot-work and confined-space permits
 * served; null when none of them is of those kinds or none has a cap. A served permit whose grade does not
 * belong to its kind (it cannot be judged) is left out.
 */
export function servedPermitCapMinutes(served: readonly ServedPermit[], caps?: TenantValidityCaps): number | null {
  let min: number | null = null;
  for (const s of served) {
    if (!POWER_CAPPING_KINDS.includes(s.kind)) continue;
    let cap: number | null;
    try {
      cap = validityCapMinutes(s.kind, s.grade, caps);
    } catch {
      continue;
    }
    if (cap !== null && (min === null || cap < min)) min = cap;
  }
  return min;
}

/**
 * The caps a temporary-power permit is checked with: the tenant's caps, with YONG_DIAN lowered to the cap of
 * the permits it serves when that is shorter than its own (the tenant's or the standard's 30 days). The
 * result goes to the lifecycle's submit and extend as their `caps`; the other kinds are unchanged.
 */
export function temporaryPowerCaps(caps: TenantValidityCaps | undefined, served: readonly ServedPermit[]): TenantValidityCaps {
  const base: TenantValidityCaps = caps ?? {};
  const servedCap = servedPermitCapMinutes(served, caps);
  if (servedCap === null) return base;
  const own = validityCapMinutes('YONG_DIAN', null, caps);
  return { ...base, YONG_DIAN: own === null ? servedCap : Math.min(own, servedCap) };
}
