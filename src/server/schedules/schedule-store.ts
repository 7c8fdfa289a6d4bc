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

export async function setRunRecord(tx: Queryable, tenantId: number, runId: number, recordId: number): Promise<void> {
  await tx.query('update schedule_run set record_id = $3 where tenant_id = $1 and id = $2', [tenantId, runId, recordId]);
}

/** The inbox's row of a generated task: waiting for its assignee until it is done (contract: kind `task`). */
export async function writeTaskWaiting(
  tx: Queryable,
  w: { tenantId: number; module: string | null; resource: string; recordId: number; assigneeId: number; title: string; dueAt: Date },
): Promise<void> {
  await tx.query(
    `insert into wf_waiting (tenant_id, module, resource, record_id, action, kind, who, title, due_at)
     values ($1, $2, $3, $4, '${TASK_ACTION}', 'task', $5, $6, $7)
     on conflict (tenant_id, resource, record_id, action, who) do update set title = excluded.title, due_at = excluded.due_at`,
    [w.tenantId, w.module, w.resource, w.recordId, `staff:${w.assigneeId}`, w.title, w.dueAt],
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
