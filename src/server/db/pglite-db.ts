import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable, SqlValue } from './db.ts';
import { preparedQueries } from './pglite-prepared.ts';

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, files under `dir` (or in memory). `loadDataDir`
 * starts it from a dump of another one (`snapshot()`): the tests prepare the demo database once per run.
 */
export async function createPgliteDb(dir?: string, timeZone?: string, loadDataDir?: Blob): Promise<Db & { snapshot(): Promise<Blob> }> {
  // pg_trgm: the permit list's trigram indexes (migration 058); loaded before a dump that holds the extension.
  const pg = new PGlite({ dataDir: dir, loadDataDir, extensions: { pg_trgm } });
  await pg.waitReady;
  if (timeZone) await pg.query("select set_config('TimeZone', $1, false)", [timeZone]);
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params?: SqlValue[]) {
      const res = await q.query<T>(sql, params as unknown[] | undefined);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const self = wrap(pg);
  // Inside a transaction (every tenant request: inTenant) statements are prepared once and then only executed.
  const prepared = preparedQueries(pg);
  return {
    kind: 'pglite',
    query: self.query,
    exec: self.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction((tx) => fn({ query: prepared, exec: wrap(tx).exec }));
    },
    async listen(channel, on) {
      const stop = await pg.listen(channel, on);
      return () => stop();
    },
    async close() {
      await pg.close();
    },
    snapshot: () => pg.dumpDataDir('gzip'),
  };
}
