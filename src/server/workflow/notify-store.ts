// Writing notifications: risk warnings (the bell) about a record, and text messages queued for the SMS
// dispatcher (held until the enterprise's quiet hours end). Used by raiseNotifications and the deadlines sweep.
import { smsSendAfter, type QuietHours } from '../../domain/message-config.ts';
import type { Queryable } from '../db/db.ts';

export interface RecordWarning {
  tenantId: number;
  /** The module key (risk_warning.model); a resource outside the module folders gives its own key. */
  model: string;
  resource: string;
  recordId: number;
  /** The warning's Chinese text. */
  risk: string;
  /** What raised it: WF_NOTIFY, WF_DEADLINE_WARN, WF_OVERDUE, WF_ESCALATED. */
  kind: string;
  at: Date;
}

/** One unread warning per staff member about the record; answers how many. */
export async function warnStaff(tx: Queryable, staffIds: readonly number[], w: RecordWarning): Promise<number> {
  if (!staffIds.length) return 0;
  const rows = await tx.query(
    `insert into risk_warning(tenant_id, staff_id, risk, model, resource, record_id, zuo_ye_id, kind, risk_time)
     select $1, s, $3, $4, $5, $6, $6, $7, $8 from unnest($2::bigint[]) as s returning id`,
    [w.tenantId, [...staffIds], w.risk, w.model, w.resource, w.recordId, w.kind, w.at],
  );
  return rows.length;
}

/**
 * Queues the text for each staff member with a mobile number (the staff record's, else their account's),
 * to go at `now` or when the quiet hours end; answers how many were queued.
 */
export async function queueSms(
  tx: Queryable,
  tenantId: number,
  staffIds: readonly number[],
  content: string,
  now: Date,
  quiet: QuietHours | null,
): Promise<number> {
  if (!staffIds.length) return 0;
  const rows = await tx.query(
    `insert into wf_sms_queue(tenant_id, staff_id, mobile, content, send_after)
     select s.tenant_id, s.id, m.mobile, $3, $4
       from staffinfo s
       cross join lateral (select coalesce(nullif(trim(s.mobile), ''),
                                  (select nullif(trim(u.mobile), '') from sysuser u
                                    where u.tenant_id = s.tenant_id and u.ren_yuan_id = s.id and u.status = 1
                                    order by u.id limit 1)) as mobile) m
      where s.tenant_id = $1 and s.id = any($2::bigint[]) and m.mobile is not null
     returning id`,
    [tenantId, [...staffIds], content, smsSendAfter(now, quiet)],
  );
  return rows.length;
}

/**
 * Queues one text to a mobile that is no staff member's (an applicant typed it), to go at `sendAfter`; the
 * dispatcher sends it like the others (sms-dispatch.ts).
 */
export async function queueSmsToMobile(tx: Queryable, tenantId: number, mobile: string, content: string, sendAfter: Date): Promise<void> {
  await tx.query('insert into wf_sms_queue(tenant_id, staff_id, mobile, content, send_after) values ($1, null, $2, $3, $4)', [tenantId, mobile, content, sendAfter]);
}
