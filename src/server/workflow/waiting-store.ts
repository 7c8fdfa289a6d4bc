// What waits for whom (table wf_waiting, migration 016_workflow.sql; the inbox reads it). The engine rewrites
// a record's rows at every step: one row per transition that leaves the record's state and per party key of
// its `who` (after the enterprise's 流程配置), with the deadline of the state when the file declares one.
// Rows of kind `approval` belong to the approval steps (approval-open.ts writes them); they are cleared here
// once the record's state has no approval. Rows of kinds `task` and `overdue` belong to the schedules and
// the deadline sweep and are left alone.
import { inboxDue } from '../../domain/deadline-time.ts';
import type { Queryable } from '../db/db.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { titleField } from '../resources/ref-titles.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { stateOf, transitionsFrom } from '../../schema/keywords/workflow.ts';
import { workflowConfig } from './config-store.ts';
import { partyKeys, staffOfUser, whoOf, type WorkflowConfig } from './who.ts';

/** The words that name a record in the inbox: its title field, else `#<id>`. */
export function recordTitle(resource: ResourceFile, record: Readonly<Record<string, unknown>>, id: number): string {
  const f = titleField(resource);
  const v = f ? record[f] : undefined;
  return typeof v === 'string' && v.trim() ? v : `${resource.title} #${id}`;
}

interface Row {
  data: Record<string, unknown>;
  created_by: number | null;
  deleted: boolean;
}

/** The due time of the record in its state, from the first deadline that applies (its date field; inboxDue). */
function dueOf(resource: ResourceFile, state: string, data: Readonly<Record<string, unknown>>): string | null {
  const d = resource.workflow?.deadlines?.find((x) => x.states.includes(state));
  return (d ? inboxDue(data[d.field]) : null)?.toISOString() ?? null;
}

/**
 * Deletes and rewrites the record's waiting rows of kind `transition` from its current state (and clears its
 * `approval` rows when the state has no approval). A deleted or missing record waits for nobody.
 * `resource` is the resource's key (or its file, when the caller holds the enterprise's merged one).
 */
export async function refreshWaiting(tx: Queryable, tenantId: number, resource: string | ResourceFile, recordId: number, config?: WorkflowConfig | null): Promise<void> {
  const file = typeof resource === 'string' ? resourceRegistry().byKey.get(resource) : resource;
  if (!file?.workflow) return;
  const spec = file.workflow;
  const rows = await tx.query<Row>(`select data, created_by, deleted from ${tableName(file.key)} where tenant_id = $1 and id = $2`, [tenantId, recordId]);
  const row = rows[0];
  const state = row && !row.deleted ? row.data[spec.field] : undefined;
  const hasApproval = typeof state === 'string' && stateOf(spec, state)?.approval !== undefined;
  await tx.query(
    `delete from wf_waiting where tenant_id = $1 and resource = $2 and record_id = $3 and (kind = 'transition'${hasApproval ? '' : " or kind = 'approval'"})`,
    [tenantId, file.key, recordId],
  );
  if (!row || row.deleted || typeof state !== 'string') return;
  const from = transitionsFrom(spec, state);
  if (from.length === 0) return;
  const cfg = config === undefined ? await workflowConfig(tx, tenantId, file.key) : config;
  const creatorStaffId = from.some((t) => whoOf(t, cfg, file.permissions.write).some((w) => 'field' in w && w.field === 'creator'))
    ? await staffOfUser(tx, tenantId, row.created_by)
    : null;
  const actions: string[] = [];
  const whos: string[] = [];
  for (const t of from) {
    for (const key of partyKeys(whoOf(t, cfg, file.permissions.write), row.data, cfg, { creatorStaffId })) {
      actions.push(t.action);
      whos.push(key);
    }
  }
  if (actions.length === 0) return;
  await tx.query(
    `insert into wf_waiting (tenant_id, module, resource, record_id, action, kind, who, title, due_at)
     select $1, $2, $3, $4, x.action, 'transition', x.who, $5, $6::timestamptz
       from unnest($7::text[], $8::text[]) as x(action, who)
     on conflict (tenant_id, resource, record_id, action, who) do nothing`,
    [tenantId, file.module ?? null, file.key, recordId, recordTitle(file, row.data, recordId), dueOf(file, state, row.data), actions, whos],
  );
}

/** Clears every waiting row of deleted records. */
export async function clearWaiting(tx: Queryable, tenantId: number, resource: string, recordIds: readonly number[]): Promise<void> {
  await tx.query('delete from wf_waiting where tenant_id = $1 and resource = $2 and record_id = any($3::bigint[])', [tenantId, resource, [...recordIds]]);
}
