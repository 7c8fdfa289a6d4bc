import crypto from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { hitRate } from '../auth/rate-limit.ts';
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
  const interval = await hitRate(db, `sms:interval:${mobile}`, l.smsPerMobileInterval);
  if (!interval.allowed) {
    throw tooMany(`发送过于频繁，请${Math.ceil(interval.retryAfterMs / 1000)}秒后再试`);
  }
  if (!(await hitRate(db, `sms:day:${mobile}`, l.smsPerMobileDaily)).allowed) {
    throw tooMany('该手机号今日验证码发送次数已达上限');
  }
  if (!(await hitRate(db, `sms:ip:${clientIp}`, l.smsPerAddressDaily)).allowed) {
    throw tooMany('今日验证码发送次数已达上限');
  }
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    // A new code replaces any earlier one of the same mobile.
    await tx.query('update sms_code set used_at = now() where mobile = $1 and used_at is null', [mobile]);
    await tx.query(
      `insert into sms_code(mobile, code_hash, expires_at, client_ip)
       values ($1, $2, now() + make_interval(secs => $3::float8 / 1000), $4)`,
      [mobile, codeHash(mobile, code), config.sms.codeTtlMs, clientIp],
    );
  });
  try {
    await sms.send(mobile, `【安全风险管控平台】您的验证码是${code}，5分钟内有效。如非本人操作，请忽略。`);
  } catch {
    throw new AppError(502, '验证码发送失败，请重试');
  }
}

/**
 * Checks a code: the latest unused, unexpired code of the mobile, at most `maxAttempts` tries.
 * `consume` marks it used on success (a submission); verifying alone leaves it usable.
 */
export async function checkSmsCode(db: Db, config: Config, mobile: string, code: string, consume: boolean): Promise<void> {
  const ok = await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number; code_hash: string; attempts: number }>(
      `select id, code_hash, attempts from sms_code
        where mobile = $1 and used_at is null and expires_at > now()
        order by created_at desc limit 1 for update`,
      [mobile],
    );
    const row = rows[0];
    if (!row) return 'missing' as const;
    if (row.attempts >= config.sms.maxAttempts) return 'exhausted' as const;
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(codeHash(mobile, code), 'hex');
    if (!crypto.timingSafeEqual(expected, given)) {
      await tx.query('update sms_code set attempts = attempts + 1 where id = $1', [row.id]);
      return row.attempts + 1 >= config.sms.maxAttempts ? ('exhausted' as const) : ('wrong' as const);
    }
    if (consume) await tx.query('update sms_code set used_at = now() where id = $1', [row.id]);
    return 'ok' as const;
  });
  if (ok === 'missing') throw fieldError('pinCode', '验证码已过期或未发送，请重新获取');
  if (ok === 'exhausted') throw fieldError('pinCode', '验证码错误次数过多，请重新获取');
  if (ok === 'wrong') throw fieldError('pinCode', '验证码不正确');
}
