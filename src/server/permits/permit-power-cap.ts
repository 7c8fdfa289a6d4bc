// GB 30871-2022 10.8 on the server: the caps a permit's submit and extension are checked with. For temporary
// power (YONG_DIAN), the hot-work and confined-space permits named among its related permits (guanLianZuoYe,
// by zuoYeBianHao) in the same enterprise cap it (domain temporaryPowerCaps); other kinds keep the tenant's.
import type { TenantValidityCaps } from '../../domain/permit-kinds.ts';
import { POWER_CAPPING_KINDS, temporaryPowerCaps, type ServedPermit } from '../../domain/temporary-power-cap.ts';
import type { Queryable } from '../db/db.ts';
import type { PermitRow } from './permit-store.ts';

/** The permit numbers a form names among its related permits (trimmed, without blanks or repeats). */
export function relatedNumbers(data: Record<string, unknown>): string[] {
  const list = Array.isArray(data.guanLianZuoYe) ? (data.guanLianZuoYe as unknown[]) : [];
  const numbers = list
    .map((r) => (r && typeof r === 'object' ? (r as { zuoYeBianHao?: unknown }).zuoYeBianHao : undefined))
    .filter((n): n is string => typeof n === 'string' && n.trim() !== '')
    .map((n) => n.trim().toUpperCase());
  return [...new Set(numbers)];
}

/**
 * The hot-work and confined-space permits (not removed) of the tenant that the temporary-power permit `row`
 * serves. A number naming no such permit is ignored: it may be another kind or a paper permit.
 */
export async function servedPermits(tx: Queryable, tenantId: number, row: Pick<PermitRow, 'id' | 'data'>): Promise<ServedPermit[]> {
  const numbers = relatedNumbers(row.data);
  if (!numbers.length) return [];
  return tx.query<ServedPermit>(
    `select kind, grade from permit
      where tenant_id = $1 and number = any($2::text[]) and kind = any($3::text[]) and state <> 'REMOVED' and id <> $4`,
    [tenantId, numbers, [...POWER_CAPPING_KINDS], row.id],
  );
}

/** The caps of `row`'s submit or extension: the tenant's, lowered by 10.8 for temporary power. */
export async function capsFor(
  tx: Queryable,
  tenantId: number,
  row: Pick<PermitRow, 'id' | 'kind' | 'data'>,
  caps: TenantValidityCaps,
): Promise<TenantValidityCaps> {
  if (row.kind !== 'YONG_DIAN') return caps;
  return temporaryPowerCaps(caps, await servedPermits(tx, tenantId, row));
}
