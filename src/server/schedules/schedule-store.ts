// SQL of schedules (migration 016_schedules.sql): the enterprise's shift calendar, and the runs of plans
// (one row per plan and period, the unique key that makes generation idempotent). Every function runs in
// the caller's transaction; tenant tables are also guarded by row-level security.
import type { ShiftCalendar } from '../../domain/schedule-calendar.ts';
import type { Queryable } from '../db/db.ts';

/** The enterprise's shift calendar, or null when it has none. */
export async function readShiftCalendar(tx: Queryable, tenantId: number): Promise<ShiftCalendar | null> {
  const rows = await tx.query<{ calendar: ShiftCalendar }>('select calendar from shift_calendar where tenant_id = $1', [tenantId]);
  return rows[0]?.calendar ?? null;
}

/** Stores the enterprise's shift calendar (checked by the caller). */
export async function writeShiftCalendar(tx: Queryable, tenantId: number, userId: number | null, calendar: ShiftCalendar): Promise<void> {
  await tx.query(
    `insert into shift_calendar (tenant_id, calendar, updated_by) values ($1, $2::jsonb, $3)
     on conflict (tenant_id) do update set calendar = excluded.calendar, updated_at = now(), updated_by = excluded.updated_by`,
    [tenantId, JSON.stringify(calendar), userId],
  );
}

/** The start of the last period generated for each plan (absent: never generated). */
export async function lastPeriodStarts(tx: Queryable, tenantId: number, planResource: string, planIds: readonly number[]): Promise<Map<number, Date>> {
  if (planIds.length === 0) return new Map();
  const rows = await tx.query<{ plan_id: number; last: Date | string | null }>(
    `select p.id as plan_id,
            (select r.period_start from schedule_run r
              where r.tenant_id = $1 and r.plan_resource = $2 and r.plan_id = p.id
              order by r.period_start desc limit 1) as last
       from unnest($3::bigint[]) as p(id)`,
    [tenantId, planResource, [...planIds]],
  );
  const out = new Map<number, Date>();
  for (const r of rows) if (r.last !== null) out.set(Number(r.plan_id), new Date(r.last));
  return out;
}

export interface RunClaim {
  tenantId: number;
  planResource: string;
  planId: number;
  periodKey: string;
  periodStart: Date;
  dueAt: Date;
  targetResource: string;
  missed: boolean;
}

/**
 * Claims one plan's period: the run's id when this transaction inserted its row (and so must create the
 * record), null when it was generated before (or by a process that got there first).
 */
export async function claimPeriod(tx: Queryable, c: RunClaim): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `insert into schedule_run (tenant_id, plan_resource, plan_id, period_key, period_start, due_at, target_resource, missed)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (tenant_id, plan_resource, plan_id, period_key) do nothing returning id`,
    [c.tenantId, c.planResource, c.planId, c.periodKey, c.periodStart, c.dueAt, c.targetResource, c.missed],
  );
  return rows[0]?.id ?? null;
}

/**
 * Claims many periods at once (one statement): the run's id of each claimed one by `planId period_key`; a
 * period generated before (or by a process that got there first) is absent.
 */
export async function claimPeriods(tx: Queryable, claims: readonly RunClaim[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const first = claims[0];
  if (!first) return out;
  const rows = await tx.query<{ id: number; plan_id: number; period_key: string }>(
    `insert into schedule_run (tenant_id, plan_resource, plan_id, period_key, period_start, due_at, target_resource, missed)
     select $1, $2, x.plan_id, x.period_key, x.period_start, x.due_at, $3, x.missed
       from jsonb_to_recordset($4::jsonb) as x(plan_id bigint, period_key text, period_start timestamptz, due_at timestamptz, missed boolean)
     on conflict (tenant_id, plan_resource, plan_id, period_key) do nothing returning id, plan_id, period_key`,
    [
      first.tenantId,
      first.planResource,
      first.targetResource,
      JSON.stringify(claims.map((c) => ({ plan_id: c.planId, period_key: c.periodKey, period_start: c.periodStart.toISOString(), due_at: c.dueAt.toISOString(), missed: c.missed }))),
    ],
  );
  for (const r of rows) out.set(claimKey(Number(r.plan_id), r.period_key), Number(r.id));
  return out;
}

/** The key of a plan's period in `claimPeriods`' answer. */
export const claimKey = (planId: number, periodKey: string): string => `${planId} ${periodKey}`;

/** `setRunRecord` for many runs (one statement). */
export async function setRunRecords(tx: Queryable, tenantId: number, pairs: readonly { runId: number; recordId: number }[]): Promise<void> {
  if (pairs.length === 0) return;
  await tx.query(
    `update schedule_run r set record_id = x.record_id
       from jsonb_to_recordset($2::jsonb) as x(run_id bigint, record_id bigint)
      where r.tenant_id = $1 and r.id = x.run_id`,
    [tenantId, JSON.stringify(pairs.map((p) => ({ run_id: p.runId, record_id: p.recordId })))],
  );
}

export async function setRunRecord(tx: Queryable, tenantId: number, runId: number, recordId: number): Promise<void> {
  await tx.query('update schedule_run set record_id = $3 where tenant_id = $1 and id = $2', [tenantId, runId, recordId]);
}

/** The inbox's row of a generated task: waiting for its assignee until it is done (contract: kind `task`). */
export async function writeTaskWaiting(
  tx: Queryable,
  w: { tenantId: number; module: string | null; resource: string; recordId: number; assigneeId: number; title: string; dueAt: Date | null },
): Promise<void> {
  await tx.query(
    `insert into wf_waiting (tenant_id, module, resource, record_id, action, kind, who, title, due_at)
     values ($1, $2, $3, $4, '${TASK_ACTION}', 'task', $5, $6, $7)
     on conflict (tenant_id, resource, record_id, action, who) do update set title = excluded.title, due_at = excluded.due_at`,
    [w.tenantId, w.module, w.resource, w.recordId, `staff:${w.assigneeId}`, w.title, w.dueAt],
  );
}

/** `writeTaskWaiting` for many tasks of one enterprise (one statement). */
export async function writeTasksWaiting(
  tx: Queryable,
  tenantId: number,
  rows: readonly { module: string | null; resource: string; recordId: number; assigneeId: number; title: string; dueAt: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `insert into wf_waiting (tenant_id, module, resource, record_id, action, kind, who, title, due_at)
     select $1, x.module, x.resource, x.record_id, '${TASK_ACTION}', 'task', x.who, x.title, x.due_at
       from jsonb_to_recordset($2::jsonb) as x(module text, resource text, record_id bigint, who text, title text, due_at timestamptz)
     on conflict (tenant_id, resource, record_id, action, who) do update set title = excluded.title, due_at = excluded.due_at`,
    [
      tenantId,
      JSON.stringify(rows.map((r) => ({ module: r.module, resource: r.resource, record_id: r.recordId, who: `staff:${r.assigneeId}`, title: r.title, due_at: r.dueAt.toISOString() }))),
    ],
  );
}

/** The `action` of a generated task's waiting row. */
export const TASK_ACTION = 'task';

/**
 * Removes the waiting rows of generated tasks (kind `task`) of some records: when they are deleted (the
 * schedule hook) and when they leave their workflow's initial state (wf-core's refreshWaiting calls this).
 */
export async function clearTaskWaiting(tx: Queryable, tenantId: number, resource: string, recordIds: readonly number[]): Promise<void> {
  if (recordIds.length === 0) return;
  await tx.query("delete from wf_waiting where tenant_id = $1 and resource = $2 and record_id = any($3::bigint[]) and kind = 'task'", [tenantId, resource, [...recordIds]]);
}
