// Sends the queued text messages of notifications (wf_sms_queue) whose time has come (quiet hours over)
// through the SMS provider; run by the deadline runner after each sweep. Rows are locked with `skip locked`,
// so several processes never send one message twice; a message the provider fails on stays for the next run.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db.ts';
import type { SmsProvider } from '../services/sms-provider.ts';

/** Messages sent per run at most (the rest go at the next). */
export const SMS_BATCH = 200;

/** Sends what is due at `now`; answers how many were sent. */
export async function dispatchSms(db: Db, sms: SmsProvider, now: Date, log?: FastifyBaseLogger): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number; mobile: string; content: string }>(
      `select id, mobile, content from wf_sms_queue where sent_at is null and send_after <= $1
        order by send_after, id limit ${SMS_BATCH} for update skip locked`,
      [now],
    );
    let sent = 0;
    for (const r of rows) {
      try {
        await sms.send(r.mobile, r.content);
      } catch (err) {
        log?.warn({ err, id: r.id }, 'notification sms failed');
        continue;
      }
      await tx.query('update wf_sms_queue set sent_at = $2 where id = $1', [r.id, now]);
      sent++;
    }
    return sent;
  });
}
