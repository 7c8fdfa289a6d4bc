import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/db.ts';

/** Sends a text message. A real gateway implements this; the default keeps messages in an outbox. */
export interface SmsProvider {
  send(mobile: string, content: string): Promise<void>;
}

/** The default provider: writes each message to the `sms_outbox` table and the server log. */
export function createOutboxSmsProvider(db: Queryable, log: FastifyBaseLogger): SmsProvider {
  return {
    async send(mobile, content) {
      await db.query('insert into sms_outbox(mobile, content) values ($1, $2)', [mobile, content]);
      log.info({ mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}` }, 'sms written to outbox');
    },
  };
}
