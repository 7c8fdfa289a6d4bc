// Counts of permits: by kind, by state and by month of the last 12 months (GET /zuoYePiao/statistics), and
// the home page's cards (GET /zuoYePiao/indexStats).
import { canAudit, currentSlot, PERMIT_STATE_LABELS, type Permit, type PermitState } from '../../domain/permit-lifecycle.ts';
import { PERMIT_KINDS, permitKindShortName, type PermitKind } from '../../domain/permit-kinds.ts';
import { signerRefusal } from '../../domain/permit-signers.ts';
import type { Queryable } from '../db/db.ts';
import { factsOf } from './permit-actor.ts';
import { DOMAIN_COLUMNS, type DomainFields } from './permit-store.ts';

/** Hours before the planned end from which a permit counts as expiring. */
export const EXPIRING_HOURS = 2;

/** Permits (not removed) counted by kind or by state, every kind or state listed (zero-filled). */
export async function permitCounts(tx: Queryable, tenantId: number, by: 'kind' | 'state'): Promise<{ key: string; name: string; count: number }[]> {
  const rows = await tx.query<{ key: string; n: number }>(
    `select ${by === 'kind' ? 'kind' : 'state'} as key, count(*)::int as n from permit where tenant_id = $1 and state <> 'REMOVED' group by 1`,
    [tenantId],
  );
  const count = (key: string) => rows.find((r) => r.key === key)?.n ?? 0;
  if (by === 'kind') return PERMIT_KINDS.map((k) => ({ key: k, name: permitKindShortName(k), count: count(k) }));
  return (Object.keys(PERMIT_STATE_LABELS) as PermitState[])
    .filter((s) => s !== 'REMOVED')
    .map((s) => ({ key: s, name: PERMIT_STATE_LABELS[s], count: count(s) }));
}

/** Permits created in each of the last `months` months (the database session's business time zone), oldest first, zero-filled. */
export function permitCountsByMonth(tx: Queryable, tenantId: number, months = 12) {
  return tx.query<{ month: string; count: number }>(
    `select to_char(m, 'YYYY-MM') as month,
            (select count(*)::int from permit p where p.tenant_id = $1 and p.state <> 'REMOVED'
                and p.created_at >= m and p.created_at < m + interval '1 month') as count
       from generate_series(date_trunc('month', now()) - make_interval(months => $2::int - 1), date_trunc('month', now()), interval '1 month') as m
      order by m`,
    [tenantId, months],
  );
}

export async function permitStatistics(tx: Queryable, tenantId: number) {
  const kinds = await permitCounts(tx, tenantId, 'kind');
  const states = await permitCounts(tx, tenantId, 'state');
  return {
    byKind: kinds.map((k) => ({ zuoYeLeiXing: k.key as PermitKind, name: k.name, count: k.count })),
    byState: states.map((s) => ({ zhuangTai: s.key as PermitState, name: s.name, count: s.count })),
    byMonth: await permitCountsByMonth(tx, tenantId, 12),
  };
}

/**
 * The caller may act on the permit's current slot: on a slot countersigned by departments, their staff record signs a
 * department not signed yet (as GET zuoYePiao/todo asks, permit-todo.ts); on any other, they hold its role.
 */
function mayActNow(p: Permit, roles: readonly string[], staffId: string | null): boolean {
  const departments = currentSlot(p)?.departments ?? [];
  if (!departments.length) return canAudit(p, roles);
  return staffId !== null && departments.some((d) => !d.signer && d.signers.includes(staffId));
}

/** In progress, awaiting the caller's approval (the domain's canAudit and signer rule), expiring within 2 h, returned. */
export async function permitIndexStats(tx: Queryable, tenantId: number, roles: readonly string[], userId: number) {
  const [c] = await tx.query<{ inProgress: number; expiringIn2h: number; returned: number }>(
    `select count(*) filter (where state = 'IN_PROGRESS')::int as "inProgress",
            count(*) filter (where state in ('APPROVED', 'IN_PROGRESS') and planned_end > now()
                               and planned_end <= now() + make_interval(hours => $2))::int as "expiringIn2h",
            count(*) filter (where state = 'DRAFT' and last_return is not null)::int as returned
       from permit where tenant_id = $1`,
    [tenantId, EXPIRING_HOURS],
  );
  const approving = await tx.query<DomainFields & { createdBy: number | null }>(
    `select ${DOMAIN_COLUMNS}, created_by as "createdBy" from permit where tenant_id = $1 and state = 'APPROVING'`,
    [tenantId],
  );
  const [me] = await tx.query<{ staffId: string | null }>('select ren_yuan_id::text as "staffId" from sysuser where tenant_id = $1 and id = $2', [tenantId, userId]);
  const awaitingMyApproval = approving.map(factsOf).filter((p) => mayActNow(p, roles, me?.staffId ?? null) && signerRefusal(p, String(userId)) === null).length;
  return { ...c, awaitingMyApproval };
}
