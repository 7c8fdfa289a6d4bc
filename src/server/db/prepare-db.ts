import type { Config } from '../config.ts';
import { setPasswordHashCost } from '../auth/password.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { ensureResourceTables } from '../resources/resource-tables.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { openDb } from './open-db.ts';
import { isSeeded, seedDemo } from './seed/seed.ts';

/** Opens, migrates and (on first start, when asked) seeds the database. */
export async function prepareDb(config: Config, opts: { seed: boolean }): Promise<{ db: Db; seeded: boolean }> {
  setPasswordHashCost(config.passwordHash);
  const db = await openDb(config);
  await migrate(db);
  await db.transaction(async (tx) => {
    // Several servers may start at once on one PostgreSQL: one creates the resource tables at a time.
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(7301)');
    await ensureResourceTables(tx, resourceRegistry().all);
  });
  let seeded = false;
  if (opts.seed && !(await isSeeded(db))) {
    await seedDemo(db);
    seeded = true;
  }
  return { db, seeded };
}
