import type { ThrottleRule } from '../config.ts';
import type { Queryable } from '../db/db.ts';

/** The delay of the first attempt past `max` when a rule names none, and the longest delay. */
export const DEFAULT_DELAY_MS = 30_000;
export const DEFAULT_MAX_DELAY_MS = 15 * 60_000;

export interface AttemptVerdict {
  allowed: boolean;
  /** Attempts counted in the window, this one included when allowed. */
  attempts: number;
  /** When refused: how long until the next attempt is allowed. */
  retryAfterMs: number;
  /** This attempt opened a new window for the key. */
  newWindow: boolean;
}

/**
 * When the attempt numbered `n` lets the next one in (SQL over `n`): at once ('-infinity', not now(): now()
 * is each transaction's start, so a concurrent attempt that started earlier would read it as the future)
 * while `n` is under `max`, then after a delay that doubles from `delayMs` up to `maxDelayMs`.
 */
function nextAtSql(n: string): string {
  return `(case when ${n} < $2 then '-infinity'::timestamptz
           else now() + make_interval(secs => least($4::float8, $3::float8 * power(2::float8, least(${n} - $2, 30))) / 1000) end)`;
}

/**
 * Takes one attempt for `key`, atomically and before the slow check it guards, so that parallel attempts
 * cannot all pass: within the window the first `rule.max` attempts pass at once; from then on each attempt
 * must wait a delay that doubles from `rule.delayMs` up to `rule.maxDelayMs`. Kept in the database so that
 * several API processes share it (DESIGN.md §11).
 */
export async function takeAttempt(db: Queryable, key: string, rule: ThrottleRule): Promise<AttemptVerdict> {
  const n = 'case when t.reset_at <= now() then 1 else t.attempts + 1 end';
  const params = [key, rule.max, rule.delayMs ?? DEFAULT_DELAY_MS, rule.maxDelayMs ?? DEFAULT_MAX_DELAY_MS, rule.windowMs];
  const taken = await db.query<{ attempts: number; new_window: boolean }>(
    `insert into login_throttle as t (key, attempts, next_at, reset_at)
     values ($1, 1, ${nextAtSql('1')}, now() + make_interval(secs => $5::float8 / 1000))
     on conflict (key) do update set
       attempts = ${n},
       next_at = ${nextAtSql(n)},
       reset_at = case when t.reset_at <= now() then excluded.reset_at else t.reset_at end
     where t.reset_at <= now() or t.next_at <= now()
     returning attempts, reset_at = now() + make_interval(secs => $5::float8 / 1000) as new_window`,
    params,
  );
  if (taken.length) return { allowed: true, attempts: taken[0].attempts, retryAfterMs: 0, newWindow: taken[0].new_window };
  const [row] = await db.query<{ attempts: number; wait_ms: number }>(
    `select attempts, greatest(0, extract(epoch from (least(greatest(next_at, now()), reset_at) - now())) * 1000)::float8 as wait_ms
       from login_throttle where key = $1`,
    [key],
  );
  const retryAfterMs = Math.max(1000, Math.ceil(row?.wait_ms ?? 0));
  return { allowed: false, attempts: row?.attempts ?? rule.max, retryAfterMs, newWindow: false };
}

/**
 * Gives back an attempt that turned out right (a correct password): it no longer counts, and when the
 * remaining attempts are within `rule.max` the next attempt need not wait.
 */
export async function refundAttempt(db: Queryable, key: string, rule: ThrottleRule): Promise<void> {
  await db.query(
    `update login_throttle set attempts = greatest(attempts - 1, 0),
            next_at = case when attempts - 1 < $2 then '-infinity'::timestamptz else next_at end
      where key = $1 and reset_at > now()`,
    [key, rule.max],
  );
}

/** Forgets every attempt of `key` (the right password for a login name from an address). */
export async function clearAttempts(db: Queryable, key: string): Promise<void> {
  await db.query('delete from login_throttle where key = $1', [key]);
}

/** Forgets windows that ended more than a day ago. */
export async function pruneAttempts(db: Queryable): Promise<void> {
  await db.query("delete from login_throttle where reset_at < now() - interval '1 day'");
}

/** A wait for a 429's message: whole seconds under a minute, else whole minutes (rounded up). */
export function waitOf(ms: number): { n: number; unit: 'seconds' | 'minutes' } {
  const s = Math.max(1, Math.ceil(ms / 1000));
  return s < 60 ? { n: s, unit: 'seconds' } : { n: Math.ceil(s / 60), unit: 'minutes' };
}
