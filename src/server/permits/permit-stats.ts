// Counts of permits: by kind, by state and by month of the last 12 months (GET /zuoYePiao/statistics), and
// the home page's cards (GET /zuoYePiao/indexStats).
import { canAudit, PERMIT_STATE_LABELS, type PermitState } from '../../domain/permit-lifecycle.ts';
import { PERMIT_KINDS, permitKindShortName, type PermitKind } from '../../domain/permit-kinds.ts';
import type { Queryable } from '../db/db.ts';
import { DOMAIN_COLUMNS, toDomain, type DomainFields } from './permit-store.ts';

/** Hours before the planned end from which a permit counts as expiring. */
export const EXPIRING_HOURS = 2;

export async function permitStatistics(tx: Queryable, tenantId: number) {
  const kinds = await tx.query<{ key: PermitKind; n: number }>(
    "select kind as key, count(*)::int as n from permit where tenant_id = $1 and state <> 'REMOVED' group by kind",
    [tenantId],
  );
  const states = await tx.query<{ key: PermitState; n: number }>(
    "select state as key, count(*)::int as n from permit where tenant_id = $1 and state <> 'REMOVED' group by state",
    [tenantId],
  );
  // Months in the database session's (business) time zone, oldest first, zero-filled.
  const byMonth = await tx.query<{ month: string; count: number }>(
    `select to_char(m, 'YYYY-MM') as month,
            (select count(*)::int from permit p where p.tenant_id = $1 and p.state <> 'REMOVED'
                and p.created_at >= m and p.created_at < m + interval '1 month') as count
       from generate_series(date_trunc('month', now()) - interval '11 months', date_trunc('month', now()), interval '1 month') as m
      order by m`,
    [tenantId],
  );
  const count = <K extends string>(rows: { key: K; n: number }[], key: K) => rows.find((r) => r.key === key)?.n ?? 0;
  return {
    byKind: PERMIT_KINDS.map((k) => ({ zuoYeLeiXing: k, name: permitKindShortName(k), count: count(kinds, k) })),
    byState: (Object.keys(PERMIT_STATE_LABELS) as PermitState[])
      .filter((s) => s !== 'REMOVED')
      .map((s) => ({ zhuangTai: s, name: PERMIT_STATE_LABELS[s], count: count(states, s) })),
    byMonth,
  };
}

/** In progress, awaiting the caller's approval (the domain's canAudit), expiring within 2 h, returned. */
export async function permitIndexStats(tx: Queryable, tenantId: number, roles: readonly string[]) {
  const [c] = await tx.query<{ inProgress: number; expiringIn2h: number; returned: number }>(
    `select count(*) filter (where state = 'IN_PROGRESS')::int as "inProgress",
            count(*) filter (where state in ('APPROVED', 'IN_PROGRESS') and planned_end > now()
                               and planned_end <= now() + make_interval(hours => $2))::int as "expiringIn2h",
            count(*) filter (where state = 'DRAFT' and last_return is not null)::int as returned
       from permit where tenant_id = $1`,
    [tenantId, EXPIRING_HOURS],
  );
  const approving = await tx.query<DomainFields>(
    `select ${DOMAIN_COLUMNS} from permit where tenant_id = $1 and state = 'APPROVING'`,
    [tenantId],
  );
  const awaitingMyApproval = approving.filter((r) => canAudit(toDomain(r), roles)).length;
  return { ...c, awaitingMyApproval };
}
