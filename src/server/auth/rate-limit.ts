import type { RateRule } from '../config.ts';
import type { Queryable } from '../db/db.ts';

export interface RateResult {
  allowed: boolean;
  count: number;
  retryAfterMs: number;
}

/**
 * Counts one event for `key` in a fixed window kept in the database, so several API processes share it.
 * The event is refused when the window already holds `rule.max` events.
 */
export async function hitRate(db: Queryable, key: string, rule: RateRule): Promise<RateResult> {
  const [row] = await db.query<{ count: number; retry_ms: number }>(
    `insert into rate_counter(key, count, reset_at) values ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
     on conflict (key) do update set
       count = case when rate_counter.reset_at <= now() then 1 else rate_counter.count + 1 end,
       reset_at = case when rate_counter.reset_at <= now() then excluded.reset_at else rate_counter.reset_at end
     returning count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as retry_ms`,
    [key, rule.windowMs],
  );
  return { allowed: row.count <= rule.max, count: row.count, retryAfterMs: Math.ceil(row.retry_ms) };
}

export async function clearRate(db: Queryable, key: string): Promise<void> {
  await db.query('delete from rate_counter where key = $1', [key]);
}
