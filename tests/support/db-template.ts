// One prepared demo database per test run (not one per test file): the project's global setup migrates and seeds
// a template once, and each file's app starts from a copy of it. On PGlite the copy is a dump loaded into a new
// in-memory instance; on PostgreSQL a `create database ... template`. The demo's files (the plant plan's image)
// are copied with it. Preparing the demo database takes 10–20 s on the 2-core machines; a copy about a second.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/db.ts';
import { openDb } from '../../src/server/db/open-db.ts';
import { createPgliteDb } from '../../src/server/db/pglite-db.ts';
import { prepareDb } from '../../src/server/db/prepare-db.ts';
import { addedResourceDirs } from '../../src/server/resources/registry.ts';

export type DbTemplate =
  | { kind: 'pglite'; dump: string; files: string }
  | { kind: 'postgres'; base: string; name: string; files: string };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate | null;
  }
}

/** The tests' configuration of a database: cheap argon2id, silent logs (the files' own options add to it). */
export const TEST_PASSWORD_HASH = { memoryCost: 1024, timeCost: 1 };

const withPath = (base: string, name: string): string => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

async function adminQuery(base: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Prepares the template: on the PostgreSQL server at `base` when given, else a PGlite dump in a temporary folder. */
export async function createDbTemplate(base?: string): Promise<DbTemplate> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zax-template-'));
  const files = path.join(dir, 'files');
  fs.mkdirSync(files);
  const name = `zax_tpl_${crypto.randomBytes(6).toString('hex')}`;
  if (base) await adminQuery(base, `create database ${name}`);
  const config = loadConfig(
    { LOG_LEVEL: 'silent' },
    { memory: !base, databaseUrl: base ? withPath(base, name) : undefined, clientDir: '/nonexistent', fileDir: files, passwordHash: TEST_PASSWORD_HASH },
  );
  const { db } = await prepareDb(config, { seed: true });
  if (base) {
    await db.close();
    return { kind: 'postgres', base, name, files };
  }
  const dump = path.join(dir, 'pglite.tar.gz');
  const snapshot = (db as Db & { snapshot?: () => Promise<Blob> }).snapshot;
  if (!snapshot) throw new Error('the in-memory database cannot be dumped');
  fs.writeFileSync(dump, Buffer.from(await (await snapshot()).arrayBuffer()));
  await db.close();
  return { kind: 'pglite', dump, files };
}

/** Removes the template (its folder; its database on PostgreSQL). */
export async function dropDbTemplate(t: DbTemplate): Promise<void> {
  if (t.kind === 'postgres') await adminQuery(t.base, `drop database if exists ${t.name} with (force)`);
  fs.rmSync(path.dirname(t.files), { recursive: true, force: true });
}

/**
 * A copy of the template for one app (its files copied into `config.fileDir`): the opened database, the
 * configuration naming it, and its drop.
 */
export async function copyDbTemplate(t: DbTemplate, config: Config): Promise<{ db: Db; config: Config; drop: () => Promise<void> }> {
  fs.cpSync(t.files, config.fileDir, { recursive: true });
  if (t.kind === 'pglite') {
    const db = await createPgliteDb(undefined, config.timeZone, new Blob([fs.readFileSync(t.dump)]));
    return { db, config: { ...config, memory: true, databaseUrl: undefined }, drop: async () => undefined };
  }
  const name = `zax_t_${crypto.randomBytes(6).toString('hex')}`;
  // Two copies at once may meet the template "being accessed by other users": try again shortly.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(t.base, `create database ${name} template ${t.name}`);
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + attempt * 50));
    }
  }
  const copied = { ...config, databaseUrl: withPath(t.base, name), memory: false };
  const db = await openDb(copied);
  return { db, config: copied, drop: () => adminQuery(t.base, `drop database if exists ${name} with (force)`) };
}

/**
 * Whether a copy of the template is ready for an app as it is: the template was prepared (migrated, seeded, the
 * modules' defaults applied) by the same code, so preparing the copy again changes nothing, unless the test file
 * added resource files to the registry (their tables) or asks for other module defaults.
 */
export function copyIsPrepared(opts: { files?: unknown } = {}): boolean {
  return opts.files === undefined && addedResourceDirs().length === 0;
}

/** The run's template, or null outside a vitest run with the global setup (the bench starts servers too). */
export function providedTemplate(): DbTemplate | null {
  try {
    return inject('dbTemplate') ?? null;
  } catch {
    return null;
  }
}
