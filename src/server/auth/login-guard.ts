import type { FastifyReply } from 'fastify';
import type { MessageId } from '../../domain/i18n/chinese.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Config, ThrottleRule } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/app-error.ts';
import { clearAttempts, pruneAttempts, refundAttempt, takeAttempt, waitOf, type AttemptVerdict } from './login-throttle.ts';

/** The outcome of a guarded check, to report once it is known. */
export interface LoginGuard {
  /** The proof was right: the attempt is given back and the login name's failures from the address forgotten. */
  succeeded(): Promise<void>;
}

/** What was tried too often: its messages with the wait in seconds and in minutes. */
const TOO_MANY = {
  address: ['server.login.addressSeconds', 'server.login.addressMinutes'],
  name: ['server.login.nameSeconds', 'server.login.nameMinutes'],
  oldPassword: ['server.login.oldPasswordSeconds', 'server.login.oldPasswordMinutes'],
} as const satisfies Record<string, readonly [MessageId, MessageId]>;

/** A 429 with the wait in its message and in `Retry-After`. */
function slowDown(reply: FastifyReply, verdict: AttemptVerdict, what: keyof typeof TOO_MANY): AppError {
  reply.header('retry-after', String(Math.ceil(verdict.retryAfterMs / 1000)));
  const wait = waitOf(verdict.retryAfterMs);
  const [seconds, minutes] = TOO_MANY[what];
  return new AppError(429, text(wait.unit === 'seconds' ? seconds : minutes, { n: wait.n }));
}

const addressKey = (address: string) => `login:addr:${address}`;

/**
 * Counts a login attempt before its (slow) proof is checked: per address, and when a login name is given per
 * (login name, address). Refuses with 429 and the wait when either must slow down. Only the address that
 * failed is slowed: the right password from another address still logs in, and a success is not counted
 * against its address (colleagues behind one NAT).
 */
export async function guardLogin(
  db: Queryable,
  limits: Config['limits'],
  reply: FastifyReply,
  address: string,
  loginName: string | null,
): Promise<LoginGuard> {
  const byAddress = await takeAttempt(db, addressKey(address), limits.loginPerAddress);
  if (!byAddress.allowed) throw slowDown(reply, byAddress, 'address');
  // Housekeeping when an address opens a window (not on every login): the table keeps only recent windows.
  if (byAddress.newWindow) await pruneAttempts(db);
  const nameKey = loginName == null ? null : `login:name:${loginName.trim().toLowerCase()}@${address}`;
  if (nameKey) {
    const byName = await takeAttempt(db, nameKey, limits.loginPerNameAddress);
    if (!byName.allowed) {
      // Refused unchecked: it is not counted against the address as well.
      await refundAttempt(db, addressKey(address), limits.loginPerAddress);
      throw slowDown(reply, byName, 'name');
    }
  }
  return {
    async succeeded() {
      await refundAttempt(db, addressKey(address), limits.loginPerAddress);
      if (nameKey) await clearAttempts(db, nameKey);
    },
  };
}

/**
 * Counts a guess of a signed-in user's old password before it is checked (per user: only the session's holder
 * can make it).
 */
export async function guardOldPassword(
  db: Queryable,
  rule: ThrottleRule,
  reply: FastifyReply,
  userId: number,
): Promise<LoginGuard> {
  const key = `password:${userId}`;
  const verdict = await takeAttempt(db, key, rule);
  if (!verdict.allowed) throw slowDown(reply, verdict, 'oldPassword');
  return { succeeded: () => clearAttempts(db, key) };
}
