// The sweep of live permits (run every minute by permit-sweep-timer.ts, or called with a `now` by the tests):
// - permits past their planned end become EXPIRED through the domain's `expire` action, with its event;
// - warnings (risk_warning, model 'tszy') for the leader and the submitter: expiring within 2 h, expired;
// - confined space in progress whose latest gas record is older than 2 h (6.5): overdue analysis, also for
//   the analyst;
// - hot work and confined space interrupted longer than the kind's limit (5.3.1d, 6.3f) with no passing gas
//   record since the interruption: a new analysis is due before the work resumes, also for the analyst.
// A warning is raised once: permit_alert keeps (permit, key) and the key carries the instant it is about (the
// planned end, the last record), so an extension or a new record may warn again, a second sweep never does.
import { say } from '../http/say.ts';
import { text } from '../../domain/i18n/text.ts';
import { CONFINED_RECORD_INTERVAL_MINUTES, interruptionLimitMinutes } from '../../domain/gas-analysis.ts';
import { DEFAULT_TZ_OFFSET_MINUTES } from '../../domain/permit-grade.ts';
import { permitKindShortName } from '../../domain/permit-kinds.ts';
import { apply } from '../../domain/permit-lifecycle.ts';
import type { Db, Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { PERMIT_COLUMNS, PERMIT_FROM, toDomain, type PermitRow } from './permit-store.ts';
import { raise } from './permit-warnings.ts';

/** A permit warns this long before its planned end. */
export const EXPIRING_WITHIN_MINUTES = 120;
const MIN = 60_000;
const SYSTEM_NAME = say('zh', text('permits.sweep.system'));

export interface SweepResult {
  /** Permits moved to EXPIRED. */
  expired: number;
  /** Warnings raised (one per person). */
  warnings: number;
}

/** 'YYYY-MM-DD HH:mm' at the sites' offset (UTC+8). */
function local(d: Date): string {
  return new Date(d.getTime() + DEFAULT_TZ_OFFSET_MINUTES * MIN).toISOString().slice(0, 16).replace('T', ' ');
}

/** Live staff of the submitter's account and of the named people (a name counts when one live staff has it). */
async function recipients(tx: Queryable, tenantId: number, submittedBy: number | null, names: unknown[]): Promise<number[]> {
  const wanted = names.filter((n): n is string => typeof n === 'string' && n.trim() !== '').map((n) => n.trim());
  const rows = await tx.query<{ id: number }>(
    `select distinct s.id from staffinfo s
      where s.tenant_id = $1 and not s.deleted and (
        s.id in (select u.ren_yuan_id from sysuser u where u.tenant_id = $1 and u.id = $2::bigint and u.status = 1)
        or s.name in (select name from staffinfo where tenant_id = $1 and not deleted and name = any($3::text[])
                       group by name having count(*) = 1))
      order by s.id`,
    [tenantId, submittedBy, wanted],
  );
  return rows.map((r) => r.id);
}

/** Raises warning `key` of a permit once; answers how many people were warned (0 when already raised). */
async function warnOnce(tx: Queryable, tenantId: number, p: PermitRow, key: string, kind: string, risk: string, names: unknown[]): Promise<number> {
  const fresh = await tx.query(
    `insert into permit_alert(tenant_id, permit_id, alert_key) values ($1, $2, $3) on conflict do nothing returning permit_id`,
    [tenantId, p.id, key],
  );
  if (!fresh.length) return 0;
  return raise(tx, tenantId, await recipients(tx, tenantId, p.submittedBy, names), p, risk, kind);
}

const livePermits = (tx: Queryable, tenantId: number, where: string, params: (Date | number)[]) =>
  tx.query<PermitRow>(`select ${PERMIT_COLUMNS} from ${PERMIT_FROM} where p.tenant_id = $1 and ${where} order by p.id for update of p`, [
    tenantId,
    ...params,
  ]);

/** Moves one permit past its end to EXPIRED through the domain; false when the domain refuses. */
async function expire(tx: Queryable, tenantId: number, row: PermitRow, now: Date): Promise<boolean> {
  const r = apply(toDomain(row), { type: 'expire' }, { by: '', roles: [], at: now });
  if (!r.ok) return false;
  await tx.query('update permit set state = $3, slot_index = $4, updated_at = $5 where tenant_id = $1 and id = $2', [
    tenantId,
    row.id,
    r.permit.state,
    r.permit.slotIndex,
    now,
  ]);
  await tx.query(
    `insert into permit_event(tenant_id, permit_id, action, by_user, by_name, at, from_state, to_state, detail)
     values ($1, $2, 'expire', null, $3, $4, $5, $6, $7::jsonb)`,
    [tenantId, row.id, SYSTEM_NAME, now, r.event.from, r.event.to, JSON.stringify({ plannedEnd: row.plannedEnd })],
  );
  return true;
}

/** One sweep of enterprise `tenantId` at `now`, in the caller's tenant transaction (the demo seed calls it too). */
export async function sweepTenant(tx: Queryable, tenantId: number, now: Date): Promise<SweepResult> {
  const out: SweepResult = { expired: 0, warnings: 0 };
  const leader = (p: PermitRow) => [p.data.zuoYeFuZeRen];

  for (const p of await livePermits(tx, tenantId, `p.state in ('APPROVING', 'APPROVED', 'IN_PROGRESS') and p.planned_end < $2`, [now])) {
    if (!(await expire(tx, tenantId, p, now))) continue;
    out.expired++;
    const risk = say('zh', text('permits.sweep.expired', { kind: permitKindShortName(p.kind), number: p.number, end: local(p.plannedEnd!) }));
    out.warnings += await warnOnce(tx, tenantId, p, 'EXPIRED', 'PERMIT_EXPIRED', risk, leader(p));
  }

  const soon = new Date(now.getTime() + EXPIRING_WITHIN_MINUTES * MIN);
  for (const p of await livePermits(tx, tenantId, `p.state in ('APPROVED', 'IN_PROGRESS') and p.planned_end >= $2 and p.planned_end <= $3`, [now, soon])) {
    const left = Math.max(0, Math.round((p.plannedEnd!.getTime() - now.getTime()) / MIN));
    const risk = say('zh', text('permits.sweep.expiring', { kind: permitKindShortName(p.kind), number: p.number, end: local(p.plannedEnd!), left }));
    out.warnings += await warnOnce(tx, tenantId, p, `EXPIRING@${p.plannedEnd!.toISOString()}`, 'PERMIT_EXPIRING', risk, leader(p));
  }

  const overdue = await tx.query<{ id: number; ref: Date }>(
    `select p.id, coalesce(max(g.taken_at), p.started_at) as ref
       from permit p left join gas_analysis g on g.tenant_id = p.tenant_id and g.permit_id = p.id and g.taken_at <= $2
      where p.tenant_id = $1 and p.kind = 'SHOU_XIAN' and p.state = 'IN_PROGRESS' and p.interrupted_at is null
      group by p.id, p.started_at
     having coalesce(max(g.taken_at), p.started_at) < $3`,
    [tenantId, now, new Date(now.getTime() - CONFINED_RECORD_INTERVAL_MINUTES * MIN)],
  );
  for (const o of overdue) {
    const [p] = await livePermits(tx, tenantId, 'p.id = $2', [o.id]);
    const ref = new Date(o.ref);
    const risk = say('zh', text('permits.sweep.gasOverdue', { number: p.number, last: local(ref) }));
    out.warnings += await warnOnce(tx, tenantId, p, `GAS_OVERDUE@${ref.toISOString()}`, 'GAS_ANALYSIS_OVERDUE', risk, [
      p.data.zuoYeFuZeRen,
      p.data.fenXiRen,
    ]);
  }
  out.warnings += await warnInterrupted(tx, tenantId, now);
  return out;
}

/** Interrupted hot work / confined space past the limit without a passing record since: warned once per interruption. */
async function warnInterrupted(tx: Queryable, tenantId: number, now: Date): Promise<number> {
  const rows = await livePermits(
    tx,
    tenantId,
    `p.kind in ('DONG_HUO', 'SHOU_XIAN') and p.state = 'IN_PROGRESS' and p.interrupted_at is not null
      and not exists (select 1 from gas_analysis g where g.tenant_id = p.tenant_id and g.permit_id = p.id and g.pass
                        and g.taken_at > p.interrupted_at and g.taken_at <= $2)`,
    [now],
  );
  let warned = 0;
  for (const p of rows) {
    const limit = interruptionLimitMinutes(p.kind, p.grade);
    const since = p.interruptedAt!;
    if (limit === null || (now.getTime() - since.getTime()) / MIN <= limit) continue;
    const risk = say('zh', text('permits.sweep.interrupted', { kind: permitKindShortName(p.kind), number: p.number, limit, since: local(since) }));
    warned += await warnOnce(tx, tenantId, p, `INTERRUPTED@${since.toISOString()}`, 'WORK_INTERRUPTED', risk, [p.data.zuoYeFuZeRen, p.data.fenXiRen]);
  }
  return warned;
}

/**
 * One sweep of every enterprise at `now`: each enterprise in its own tenant transaction (row-level security
 * and the audit apply as for a request, with no user). Answers the totals.
 */
export async function sweepPermitWarnings(db: Db, now: Date): Promise<SweepResult> {
  const soon = new Date(now.getTime() + EXPIRING_WITHIN_MINUTES * MIN);
  const tenants = await db.query<{ tenantId: number }>(
    `select distinct tenant_id as "tenantId" from permit
      where (state in ('APPROVING', 'APPROVED', 'IN_PROGRESS') and planned_end <= $1)
         or (state = 'IN_PROGRESS' and (kind = 'SHOU_XIAN' or (kind = 'DONG_HUO' and interrupted_at is not null)))
      order by 1`,
    [soon],
  );
  const total: SweepResult = { expired: 0, warnings: 0 };
  for (const { tenantId } of tenants) {
    const r = await inTenant(db, { tenantId, userId: null }, (tx) => sweepTenant(tx, tenantId, now));
    total.expired += r.expired;
    total.warnings += r.warnings;
  }
  return total;
}
