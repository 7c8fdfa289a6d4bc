import crypto from 'node:crypto';
import { text } from '../../domain/i18n/text.ts';
import { say } from '../http/say.ts';
import type { Config } from '../config.ts';
import type { Db, Queryable, SqlValue } from '../db/db.ts';
import { clearRate, hitRate } from '../auth/rate-limit.ts';
import { AppError, fieldError, tooMany } from '../http/app-error.ts';
import type { SmsProvider } from './sms-provider.ts';

/** Codes are stored hashed with the mobile as context, never in clear; five attempts bound guessing. */
function codeHash(mobile: string, code: string): string {
  return crypto.createHash('sha256').update(`sms:${mobile}:${code}`).digest('hex');
}

/** Sends a 6-digit code to a mobile, within the per-mobile interval and the daily caps. */
export async function sendSmsCode(
  db: Db,
  config: Config,
  sms: SmsProvider,
  mobile: string,
  clientIp: string,
): Promise<void> {
  const l = config.limits;
  const intervalKey = `sms:interval:${mobile}`;
  const interval = await hitRate(db, intervalKey, l.smsPerMobileInterval);
  if (!interval.allowed) {
    throw tooMany(text('server.sms.tooOften', { n: Math.ceil(interval.retryAfterMs / 1000) }));
  }
  if (!(await hitRate(db, `sms:day:${mobile}`, l.smsPerMobileDaily)).allowed) {
    throw tooMany(text('server.sms.mobileDaily'));
  }
  if (!(await hitRate(db, `sms:ip:${clientIp}`, l.smsPerAddressDaily)).allowed) {
    throw tooMany(text('server.sms.addressDaily'));
  }
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await db.transaction(async (tx) => {
    // A new code replaces any earlier one of the same mobile.
    await tx.query('update sms_code set used_at = now() where mobile = $1 and used_at is null', [mobile]);
    const [row] = await tx.query<{ id: number }>(
      `insert into sms_code(mobile, code_hash, expires_at, client_ip)
       values ($1, $2, now() + make_interval(secs => $3::float8 / 1000), $4) returning id`,
      [mobile, codeHash(mobile, code), config.sms.codeTtlMs, clientIp],
    );
    return row.id;
  });
  try {
    await sms.send(mobile, say('zh', text('server.sms.content', { code })));
  } catch {
    // The code never reached the user: void it and free the resend interval so that "请重试" can be followed
    // at once (the daily caps still count the attempt).
    await db.query('update sms_code set used_at = now() where id = $1', [id]);
    await clearRate(db, intervalKey);
    throw new AppError(502, text('server.sms.sendFailed'));
  }
}

type CodeVerdict = { status: 'missing' | 'exhausted' | 'wrong' } | { status: 'ok'; id: number };

/** Judges a code inside a transaction: the latest unused, unexpired code of the mobile, at most `maxAttempts` tries. */
async function judgeCode(tx: Queryable, config: Config, mobile: string, code: string): Promise<CodeVerdict> {
  const rows = await tx.query<{ id: number; code_hash: string; attempts: number }>(
    `select id, code_hash, attempts from sms_code
      where mobile = $1 and used_at is null and expires_at > now()
      order by created_at desc, id desc limit 1 for update`,
    [mobile],
  );
  const row = rows[0];
  if (!row) return { status: 'missing' };
  if (row.attempts >= config.sms.maxAttempts) return { status: 'exhausted' };
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(codeHash(mobile, code), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) {
    await tx.query('update sms_code set attempts = attempts + 1 where id = $1', [row.id]);
    return { status: row.attempts + 1 >= config.sms.maxAttempts ? 'exhausted' : 'wrong' };
  }
  return { status: 'ok', id: row.id };
}

function refuse(v: CodeVerdict): void {
  if (v.status === 'missing') throw fieldError('pinCode', text('server.sms.missing'));
  if (v.status === 'exhausted') throw fieldError('pinCode', text('server.sms.exhausted'));
  if (v.status === 'wrong') throw fieldError('pinCode', text('server.sms.wrong'));
}

/** Checks a code without consuming it (a wrong try counts against the code). */
export async function checkSmsCode(db: Db, config: Config, mobile: string, code: string): Promise<void> {
  refuse(await db.transaction((tx) => judgeCode(tx, config, mobile, code)));
}

/** An open transaction as a `Db` whose `transaction` joins it, so that `inTenant` can scope the rest of it. */
function joinedDb(db: Db, tx: Queryable): Db {
  return {
    kind: db.kind,
    query: <R>(sql: string, params?: SqlValue[]) => tx.query<R>(sql, params),
    exec: (sql: string) => tx.exec(sql),
    transaction: <R>(fn: (q: Queryable) => Promise<R>) => fn(tx),
    close: async () => undefined,
  };
}

/**
 * Redeems a code: when it is right, marks it used and runs `use` in the same transaction, so that a
 * failing `use` leaves the code usable and writes nothing. `use` gets that transaction as a `Db` to pass to
 * `inTenant`. A wrong try is committed (it counts against the code) before the 400 is thrown.
 */
export async function redeemSmsCode<T>(
  db: Db,
  config: Config,
  mobile: string,
  code: string,
  use: (joined: Db) => Promise<T>,
): Promise<T> {
  const outcome = await db.transaction<{ verdict: CodeVerdict; value?: T }>(async (tx) => {
    const verdict = await judgeCode(tx, config, mobile, code);
    if (verdict.status !== 'ok') return { verdict };
    await tx.query('update sms_code set used_at = now() where id = $1', [verdict.id]);
    return { verdict, value: await use(joinedDb(db, tx)) };
  });
  refuse(outcome.verdict);
  return outcome.value as T;
}
