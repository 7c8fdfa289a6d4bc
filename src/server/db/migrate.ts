import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the ordered SQL files of `migrations/` that have not run yet, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    const sql = fs.readFileSync(path.join(dir, name), 'utf8');
    const ran = await db.transaction(async (tx) => {
      // Several processes may start at once against one server: one migrates, the others wait.
      if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(7301)');
      const done = await tx.query('select 1 from schema_migrations where name = $1', [name]);
      if (done.length) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations(name) values ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
