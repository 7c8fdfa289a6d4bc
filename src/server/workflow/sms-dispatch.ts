// Sends the queued text messages of notifications (wf_sms_queue) whose time has come (quiet hours over)
// through the SMS provider; run by the deadline runner after each sweep and by a workflow transition once it is
// committed. The due rows are claimed in one short transaction (`for update skip locked`, marked sent), so several
// processes never send one message twice; they are sent after it commits (a provider may write to the database
// itself, as the default outbox does: on the one-connection PGlite it could not while the claim's transaction were
// open); a message the provider fails on is released for the next run.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db.ts';
import type { SmsProvider } from '../services/sms-provider.ts';

/** Messages sent per run at most (the rest go at the next). */
export const SMS_BATCH = 200;

/** Sends what is due at `now`; answers how many were sent. */
export async function dispatchSms(db: Db, sms: SmsProvider, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const rows = await db.transaction((tx) =>
    tx.query<{ id: number; mobile: string; content: string }>(
      `update wf_sms_queue set sent_at = $1
        where id in (select id from wf_sms_queue where sent_at is null and send_after <= $1
                      order by send_after, id limit ${SMS_BATCH} for update skip locked)
        returning id, mobile, content`,
      [now],
    ),
  );
  let sent = 0;
  for (const r of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
    try {
      await sms.send(r.mobile, r.content);
      sent++;
    } catch (err) {
      log?.warn({ err, id: r.id }, 'notification sms failed');
      await db.query('update wf_sms_queue set sent_at = null where id = $1', [r.id]);
    }
  }
  return sent;
}
