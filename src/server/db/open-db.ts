import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { createPgDb } from './pg-db.ts';
import { createPgliteDb } from './pglite-db.ts';

/** Opens the configured database: a PostgreSQL server, or PGlite under `dataDir/pg` (or in memory). */
export async function openDb(config: Config): Promise<Db> {
  if (config.databaseUrl) return createPgDb(config.databaseUrl);
  if (config.memory) return createPgliteDb();
  const dir = path.join(config.dataDir, 'pg');
  fs.mkdirSync(dir, { recursive: true });
  return createPgliteDb(dir);
}
