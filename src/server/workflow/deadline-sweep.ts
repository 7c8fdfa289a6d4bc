// The deadlines sweep (issue 14 item 3; docs/workflow-notify.md "Deadlines"): for every resource whose
// workflow has `deadlines`, the records in the deadline's states, at `now`:
// - within the reminder (消息提醒配置's remindBeforeHours, else the file's warnBeforeHours, default 24 h)
//   before the deadline: a warning (stage warn);
// - at the deadline: a warning and a wf_waiting row of kind 'overdue' for each party concerned (stage due);
// - `escalateAfterHours` after it: a warning to `escalateTo` (stage escalated).
// Each stage is raised once per record, field and deadline: the mark in wf_deadline_mark is inserted (on
// conflict do nothing) in the transaction of its warnings, so a second sweep or another process sweeping at
// the same time never warns twice (PostgreSQL makes the second insert wait for the first and then skip).
// A record that left the states (or whose date moved) loses its overdue waiting rows at the next sweep;
// the core's refreshWaiting only rewrites the kinds transition/approval, never 'overdue'.
// What earlier sweeps wrote (the marks, the overdue waiting rows) is read once per deadline, and only what is new is
// written: a long-overdue record costs no statement of its own each minute (issue 17: 20,000 overdue hidden dangers
// made every sweep one transaction of some 100,000 statements, which holds PGlite's only connection for a minute).
// The inserts keep their `on conflict do nothing`, for another process sweeping at the same time.
import { say } from '../http/say.ts';
import { text } from '../../domain/i18n/text.ts';
import { deadlineInstant, deadlineStages, localMinute } from '../../domain/deadline-time.ts';
import type { MessageConfig } from '../../domain/message-config.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { DeadlineSpec } from '../../schema/workflow-types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { titleField } from '../resources/ref-titles.ts';
import { tableName } from '../resources/registry.ts';
import { loadMessageConfig, loadWorkflowConfig } from './message-config-store.ts';
import { DEFAULT_WARN_BEFORE_HOURS, deadlineDefaultWho, deadlineKind, workflowResources } from './notify-kinds.ts';
import { queueSms, warnStaff } from './notify-store.ts';
import { keysOfChoice, notifyKeys, staffOfKeys } from './who-staff.ts';

export interface DeadlineSweepResult {
  /** Warnings raised (one per person), by stage. */
  warn: number;
  due: number;
  escalated: number;
  /** Overdue waiting rows removed (records that left the states or were given a later date). */
  cleared: number;
}

/** The wf_waiting action of a deadline's overdue rows. */
export const overdueAction = (field: string) => `overdue:${field}`;

interface Row {
  id: number;
  data: Record<string, unknown>;
  created_by: number | null;
}

const KIND_OF_STAGE = { warn: 'WF_DEADLINE_WARN', due: 'WF_OVERDUE', escalated: 'WF_ESCALATED' } as const;

/** Removes a record's overdue waiting rows (a transition that takes it out of a deadline may call this at once). */
export async function clearOverdue(tx: Queryable, tenantId: number, resource: string, recordId: number): Promise<number> {
  const rows = await tx.query("delete from wf_waiting where tenant_id = $1 and resource = $2 and record_id = $3 and kind = 'overdue' returning id", [
    tenantId,
    resource,
    recordId,
  ]);
  return rows.length;
}

/** A stage's mark of a record, as the set of what earlier sweeps marked holds it. */
const markKey = (recordId: number, stage: string, dueAt: Date | string) => `${recordId}|${stage}|${new Date(dueAt).getTime()}`;

/** What earlier sweeps wrote for one deadline of a resource: its stages' marks and its overdue waiting rows. */
async function sweptBefore(tx: Queryable, tenantId: number, resource: string, field: string): Promise<{ marked: Set<string>; waiting: Set<string> }> {
  const marks = await tx.query<{ record_id: number; stage: string; due_at: Date | string }>(
    'select record_id, stage, due_at from wf_deadline_mark where tenant_id = $1 and resource = $2 and field = $3',
    [tenantId, resource, field],
  );
  const waiting = await tx.query<{ record_id: number; who: string }>(
    "select record_id, who from wf_waiting where tenant_id = $1 and resource = $2 and kind = 'overdue' and action = $3",
    [tenantId, resource, overdueAction(field)],
  );
  return {
    marked: new Set(marks.map((m) => markKey(Number(m.record_id), m.stage, m.due_at))),
    waiting: new Set(waiting.map((w) => `${Number(w.record_id)}|${w.who}`)),
  };
}

/** One deadline of one resource in one enterprise, in the caller's tenant transaction. */
async function sweepDeadline(
  tx: Queryable,
  tenantId: number,
  r: ResourceFile,
  d: DeadlineSpec,
  now: Date,
  msg: MessageConfig,
  out: DeadlineSweepResult,
): Promise<void> {
  const wf = r.workflow!;
  const table = tableName(r.key);
  const rows = await tx.query<Row>(
    `select id, data, created_by from ${table}
      where tenant_id = $1 and not deleted and data->>$2 = any($3::text[]) and coalesce(data->>$4, '') <> ''
      order by id`,
    [tenantId, wf.field, d.states, d.field],
  );
  const kind = msg.kinds[deadlineKind(r.key, d.field)];
  const remindBeforeHours = kind?.remindBeforeHours ?? d.warnBeforeHours ?? DEFAULT_WARN_BEFORE_HOURS;
  const chosen = kind && (kind.roles?.length || kind.staffIds?.length) ? keysOfChoice(kind) : null;
  const wfConfig = await loadWorkflowConfig(tx, tenantId, r.key);
  const titleOf = titleField(r);
  const before = await sweptBefore(tx, tenantId, r.key, d.field);
  const overdueIds: number[] = [];
  for (const row of rows) {
    const due = deadlineInstant(row.data[d.field]);
    if (!due) continue;
    const stages = deadlineStages(due, now, { remindBeforeHours, escalateAfterHours: d.escalateTo?.length ? d.escalateAfterHours : undefined });
    if (!stages.length) continue;
    if (stages.includes('due')) overdueIds.push(row.id);
    const fresh = stages.filter((stage) => !before.marked.has(markKey(row.id, stage, due)));
    // Every stage raised before and, when overdue, its waiting rows there: nothing to write (and nobody to ask about).
    if (!fresh.length && (!stages.includes('due') || (chosen && chosen.every((who) => before.waiting.has(`${row.id}|${who}`))))) continue;
    const record = { ...row.data, id: row.id, createdBy: row.created_by };
    const state = String(row.data[wf.field]);
    const concerned = chosen ?? (await notifyKeys(tx, tenantId, deadlineDefaultWho(r, d, state), record, wfConfig));
    const title = (titleOf && typeof row.data[titleOf] === 'string' && (row.data[titleOf] as string)) || `#${row.id}`;
    const params = { resource: r.title, title, due: localMinute(due), hours: d.escalateAfterHours ?? 0 };
    if (stages.includes('due')) {
      for (const who of concerned) {
        if (before.waiting.has(`${row.id}|${who}`)) continue;
        await tx.query(
          `insert into wf_waiting(tenant_id, module, resource, record_id, action, kind, who, title, since, due_at)
           values ($1, $2, $3, $4, $5, 'overdue', $6, $7, $8, $8) on conflict do nothing`,
          [tenantId, r.module ?? null, r.key, row.id, overdueAction(d.field), who, title, due],
        );
      }
    }
    for (const stage of fresh) {
      const inserted = await tx.query(
        `insert into wf_deadline_mark(tenant_id, resource, record_id, field, stage, due_at, at) values ($1, $2, $3, $4, $5, $6, $7)
         on conflict do nothing returning record_id`,
        [tenantId, r.key, row.id, d.field, stage, due, now],
      );
      if (!inserted.length) continue;
      const keys = stage === 'escalated' ? await notifyKeys(tx, tenantId, d.escalateTo ?? [], record, wfConfig) : concerned;
      const staff = await staffOfKeys(tx, tenantId, keys);
      const risk = say('zh', text(`notify.deadline.${stage}`, params));
      out[stage] += await warnStaff(tx, staff, { tenantId, model: r.module ?? r.key, resource: r.key, recordId: row.id, risk, kind: KIND_OF_STAGE[stage], at: now });
      if (stage !== 'warn' && kind?.sms) await queueSms(tx, tenantId, staff, risk, now, msg.quietHours);
    }
  }
  const gone = await tx.query(
    `delete from wf_waiting where tenant_id = $1 and resource = $2 and kind = 'overdue' and action = $3 and not (record_id = any($4::bigint[]))
     returning id`,
    [tenantId, r.key, overdueAction(d.field), overdueIds],
  );
  out.cleared += gone.length;
}

/**
 * One sweep of every enterprise at `now` (the runner's, or a test's): each enterprise's records of each
 * resource with deadlines in its own tenant transaction. Answers the totals.
 */
export async function sweepDeadlines(db: Db, now: Date, resources: readonly ResourceFile[] = workflowResources()): Promise<DeadlineSweepResult> {
  const out: DeadlineSweepResult = { warn: 0, due: 0, escalated: 0, cleared: 0 };
  for (const r of resources) {
    const deadlines = r.workflow?.deadlines ?? [];
    if (!deadlines.length) continue;
    const states = [...new Set(deadlines.flatMap((d) => d.states))];
    const table = tableName(r.key);
    const tenants = await db.query<{ t: number }>(
      `select distinct tenant_id as t from ${table} where not deleted and data->>$1 = any($2::text[])
       union select distinct tenant_id from wf_waiting where resource = $3 and kind = 'overdue'
       order by 1`,
      [r.workflow!.field, states, r.key],
    );
    for (const { t } of tenants) {
      const tenantId = Number(t);
      await inTenant(db, { tenantId, userId: null }, async (tx) => {
        const { config } = await loadMessageConfig(tx, tenantId);
        for (const d of deadlines) await sweepDeadline(tx, tenantId, r, d, now, config, out);
      });
    }
  }
  return out;
}
