// 提醒台账 (docs/operations.md): the reminders sent and whether they were acted on. A reminder is a row of
// risk_warning (the bell's notifications: workflow notices, deadlines, permit sweeps; migrations 004 and 016),
// for one person. Read: the person opened it or marked it read (status CLOSE, read_at). Handled: the record it
// is about moved on after it was sent, i.e. a workflow step of that record (wf_history) or, for a permit named
// by zuo_ye_id, a permit step (permit_event) later than the reminder; handledAt is the first such step. Text
// messages of reminders (wf_sms_queue) are counted beside: they carry no link to their warning.
import { rangeInstants, type MonthRange } from '../../domain/ops-stats.ts';
import type { Queryable } from '../db/db.ts';

export interface ReminderRow {
  id: number;
  qyId: number;
  qymc: string;
  recipient: string | null;
  content: string;
  model: string;
  kind: string | null;
  resource: string | null;
  recordId: number | null;
  sentAt: string;
  read: boolean;
  readAt: string | null;
  handled: boolean;
  handledAt: string | null;
}

export interface ReminderSummary {
  sent: number;
  read: number;
  handled: number;
  smsSent: number;
  smsWaiting: number;
}

export interface ReminderQuery {
  qyId: number | null;
  model?: string;
  read?: boolean;
  handled?: boolean;
  limit: number;
  offset: number;
}

/** The reminders of the range with the first later step of their record (indexed per record). */
const REMINDERS = `
  select w.id, w.tenant_id, q.qymc, s.name as recipient, w.risk, w.model, w.kind, w.resource, w.record_id, w.zuo_ye_id,
         w.risk_time, w.status, w.read_at, h.at as handled_at
    from risk_warning w
    join qyxx q on q.tenant_id = w.tenant_id
    left join staffinfo s on s.tenant_id = w.tenant_id and s.id = w.staff_id
    left join lateral (
      select min(x.at) as at from (
        select wh.at from wf_history wh
         where w.resource is not null and wh.tenant_id = w.tenant_id and wh.resource = w.resource
           and wh.record_id = w.record_id and wh.at > w.risk_time
        union all
        select e.at from permit_event e
         where w.resource is null and w.zuo_ye_id is not null and w.model = 'tszy'
           and e.tenant_id = w.tenant_id and e.permit_id = w.zuo_ye_id and e.at > w.risk_time
      ) x
    ) h on true
   where w.risk_time >= $1 and w.risk_time < $2 and w.tenant_id <> 0
     and ($3::bigint is null or w.tenant_id = $3)
     and ($4::text is null or w.model = $4)`;

const FILTERS = `
  where ($5::boolean is null or (status = 'CLOSE') = $5)
    and ($6::boolean is null or (handled_at is not null) = $6)`;

function params(range: MonthRange, q: ReminderQuery) {
  const { start, end } = rangeInstants(range);
  return [start, end, q.qyId, q.model ?? null, q.read ?? null, q.handled ?? null];
}

/** A page of reminders, newest first, and the figures of every reminder the filters keep. */
export async function reminderLedger(
  tx: Queryable,
  range: MonthRange,
  q: ReminderQuery,
): Promise<{ rows: ReminderRow[]; total: number; summary: ReminderSummary }> {
  const p = params(range, q);
  const rows = await tx.query<{
    id: number; tenant_id: number; qymc: string; recipient: string | null; risk: string; model: string; kind: string | null;
    resource: string | null; record_id: number | null; zuo_ye_id: number | null; risk_time: Date; status: string;
    read_at: Date | null; handled_at: Date | null;
  }>(`select * from (${REMINDERS}) r ${FILTERS} order by risk_time desc, id desc limit $7 offset $8`, [...p, q.limit, q.offset]);
  const [figures] = await tx.query<{ sent: number; read: number; handled: number }>(
    `select count(*)::int as sent, count(*) filter (where status = 'CLOSE')::int as read,
            count(*) filter (where handled_at is not null)::int as handled
       from (${REMINDERS}) r ${FILTERS}`,
    p,
  );
  const { start, end } = rangeInstants(range);
  const [sms] = await tx.query<{ sent: number; waiting: number }>(
    `select count(*) filter (where sent_at is not null)::int as sent, count(*) filter (where sent_at is null)::int as waiting
       from wf_sms_queue where created_at >= $1 and created_at < $2 and tenant_id <> 0 and ($3::bigint is null or tenant_id = $3)`,
    [start, end, q.qyId],
  );
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    total: figures?.sent ?? 0,
    summary: { sent: figures?.sent ?? 0, read: figures?.read ?? 0, handled: figures?.handled ?? 0, smsSent: sms?.sent ?? 0, smsWaiting: sms?.waiting ?? 0 },
    rows: rows.map((r) => ({
      id: Number(r.id),
      qyId: Number(r.tenant_id),
      qymc: r.qymc,
      recipient: r.recipient,
      content: r.risk,
      model: r.model,
      kind: r.kind,
      resource: r.resource,
      recordId: r.record_id === null ? (r.zuo_ye_id === null ? null : Number(r.zuo_ye_id)) : Number(r.record_id),
      sentAt: new Date(r.risk_time).toISOString(),
      read: r.status === 'CLOSE',
      readAt: iso(r.read_at),
      handled: r.handled_at !== null,
      handledAt: iso(r.handled_at),
    })),
  };
}
