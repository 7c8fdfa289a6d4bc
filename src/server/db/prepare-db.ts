import type { Config } from '../config.ts';
import { setPasswordHashCost } from '../auth/password.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openDb } from './open-db.ts';
import { isSeeded, seedDemo } from './seed/seed.ts';

/** Opens, migrates and (on first start, when asked) seeds the database. */
export async function prepareDb(config: Config, opts: { seed: boolean }): Promise<{ db: Db; seeded: boolean }> {
  setPasswordHashCost(config.passwordHash);
  const db = await openDb(config);
  await migrate(db);
  let seeded = false;
  if (opts.seed && !(await isSeeded(db))) {
    await seedDemo(db);
    seeded = true;
  }
  return { db, seeded };
}
