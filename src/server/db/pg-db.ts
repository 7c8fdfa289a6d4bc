import pg from 'pg';
import type { Db, Queryable, SqlValue } from './db.ts';

// int8 and numeric as numbers, like PGlite (ids and counts stay far below 2^53).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** A PostgreSQL server through a `pg` pool. */
export async function createPgDb(url: string, opts: { max?: number; timeZone?: string } = {}): Promise<Db> {
  const tz = opts.timeZone ? ` -c TimeZone=${opts.timeZone}` : '';
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, options: tz.trim() || undefined });
  // An idle connection the server ends (a restart, a dropped database, an administrator's command) is
  // reported here; unhandled it would bring the process down. The pool replaces it on the next query.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') console.error(`database connection lost: ${err.message}`);
  });
  await pool.query('select 1');
  const run = async <T>(c: pg.Pool | pg.PoolClient, sql: string, params?: SqlValue[]) =>
    (await c.query(sql, params as unknown[] | undefined)).rows as T[];
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: (sql, params) => run(client, sql, params),
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    listen: (channel, on) => listenOn(url, channel, on),
    async close() {
      await pool.end();
    },
  };
}

/** A connection that LISTENs on `channel` until stopped; a lost connection is opened again a second later. */
async function listenOn(url: string, channel: string, on: (payload: string) => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`'${channel}' is not a channel name`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) on(n.payload);
    });
    c.on('error', (err: Error) => {
      if (stopped) return;
      console.error(`live relay connection lost: ${err.message}`);
      c.end().catch(() => undefined);
      retry = setTimeout(() => void connect().catch(() => undefined), 1000);
      retry.unref();
    });
    await c.connect();
    await c.query(`listen ${channel}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
