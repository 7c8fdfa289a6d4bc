import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { createPgDb } from './pg-db.ts';
import { createPgliteDb } from './pglite-db.ts';

/**
 * Opens the configured database: a PostgreSQL server, or PGlite under `dataDir/pg` (or in memory). Every
 * session runs in the business time zone, so `current_date` is the enterprise's day.
 */
export async function openDb(config: Config): Promise<Db> {
  const tz = config.timeZone;
  if (!/^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/.test(tz)) throw new Error(`TIME_ZONE '${tz}' is not a time zone name`);
  if (config.databaseUrl) return createPgDb(config.databaseUrl, { timeZone: tz });
  if (config.memory) return createPgliteDb(undefined, tz);
  const dir = path.join(config.dataDir, 'pg');
  fs.mkdirSync(dir, { recursive: true });
  return createPgliteDb(dir, tz);
}
