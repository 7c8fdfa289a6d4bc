// Every step of every record's life cycle (table wf_history, migration 016_workflow.sql), written by the
// transitions, the approval steps and the creation of a record; read per record, oldest first.
// `actorId` is the acting account (sysuser id); `onBehalfOf` the staff member a delegate (委托) acted for.
import type { Queryable } from '../db/db.ts';
import { markSignatureUsed } from '../phone/signature-store.ts';

/** A field's value before and after a step. */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

/** One step to record. */
export interface HistoryInput {
  resource: string;
  recordId: number;
  action: string;
  fromState: string | null;
  toState: string | null;
  stepKey?: string | null;
  actorId: number | null;
  onBehalfOf?: number | null;
  opinion?: string | null;
  changed?: Record<string, FieldChange>;
  /** The signature the step was taken with (issue 15; it is marked used by this step). */
  signatureId?: number | null;
  /** The phone's position the step was taken with (a phone_position row). */
  positionId?: number | null;
}

/** One step as `GET {ep}/history` answers it. */
export interface HistoryEntry {
  id: number;
  action: string;
  actionLabel: string;
  fromState: string | null;
  toState: string | null;
  stepKey: string | null;
  actorId: number | null;
  actorName: string | null;
  onBehalfOf: number | null;
  onBehalfOfName: string | null;
  opinion: string | null;
  changed: Record<string, FieldChange>;
  signatureId: number | null;
  positionId: number | null;
  at: string;
}

/** Writes one step (and marks its signature used by it); answers its id. */
export async function writeHistory(tx: Queryable, tenantId: number, entry: HistoryInput): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `insert into wf_history (tenant_id, resource, record_id, action, from_state, to_state, step_key, actor_id, on_behalf_of, opinion, changed, signature_id, position_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13) returning id`,
    [
      tenantId,
      entry.resource,
      entry.recordId,
      entry.action,
      entry.fromState,
      entry.toState,
      entry.stepKey ?? null,
      entry.actorId,
      entry.onBehalfOf ?? null,
      entry.opinion ?? null,
      JSON.stringify(entry.changed ?? {}),
      entry.signatureId ?? null,
      entry.positionId ?? null,
    ],
  );
  if (entry.signatureId != null) await markSignatureUsed(tx, tenantId, entry.signatureId, rows[0].id);
  return rows[0].id;
}

interface HistoryRow {
  id: number;
  action: string;
  from_state: string | null;
  to_state: string | null;
  step_key: string | null;
  actor_id: number | null;
  actor_name: string | null;
  on_behalf_of: number | null;
  on_behalf_of_name: string | null;
  opinion: string | null;
  changed: Record<string, FieldChange>;
  signature_id: number | string | null;
  position_id: number | string | null;
  at: Date | string;
}

/** The steps of one record, oldest first, with the actors' names; `label` names an action. */
export async function readHistory(tx: Queryable, tenantId: number, resource: string, recordId: number, label: (action: string) => string): Promise<HistoryEntry[]> {
  const rows = await tx.query<HistoryRow>(
    `select h.id, h.action, h.from_state, h.to_state, h.step_key, h.actor_id, coalesce(u.user_name, u.login_name) as actor_name,
            h.on_behalf_of, st.name as on_behalf_of_name, h.opinion, h.changed, h.signature_id, h.position_id, h.at
       from wf_history h
       left join sysuser u on u.id = h.actor_id
       left join staffinfo st on st.tenant_id = h.tenant_id and st.id = h.on_behalf_of
      where h.tenant_id = $1 and h.resource = $2 and h.record_id = $3
      order by h.at, h.id`,
    [tenantId, resource, recordId],
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actionLabel: label(r.action),
    fromState: r.from_state,
    toState: r.to_state,
    stepKey: r.step_key,
    actorId: r.actor_id,
    actorName: r.actor_name,
    onBehalfOf: r.on_behalf_of,
    onBehalfOfName: r.on_behalf_of_name,
    opinion: r.opinion,
    changed: r.changed,
    signatureId: r.signature_id === null ? null : Number(r.signature_id),
    positionId: r.position_id === null ? null : Number(r.position_id),
    at: new Date(r.at).toISOString(),
  }));
}
