// `npm run bench`: the figures of the foundation issue, on PGlite (in memory) and on PostgreSQL when one is
// reachable. Knobs: BENCH_LOGINS (200), BENCH_SECONDS (5), BENCH_WARMUP_SECONDS (1), BENCH_CONCURRENCY (32),
// BENCH_DATABASES (pglite,postgres), BENCH_DATABASE_URL / TEST_DATABASE_URL (PostgreSQL server).
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { loginSection } from './login-section.ts';
import { throughputSection } from './throughput-section.ts';
import { formatTable } from './table.ts';
import { findPostgres, openTarget, type OpenTarget } from './target.ts';
import type { BenchSettings, BenchTarget, Row, Section } from './section.ts';

/** Every section, in order; later issues append theirs. */
export const SECTIONS: Section[] = [loginSection, throughputSection];

function numberFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const v = Number(raw);
  if (!Number.isFinite(v) || v < min || v > max) throw new Error(`${name} must be a number in ${min}..${max}, got ${raw}`);
  return v;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv): BenchSettings {
  return {
    logins: Math.floor(numberFromEnv(env, 'BENCH_LOGINS', 200, 1, 100_000)),
    seconds: numberFromEnv(env, 'BENCH_SECONDS', 5, 0.1, 600),
    warmupSeconds: numberFromEnv(env, 'BENCH_WARMUP_SECONDS', 1, 0, 60),
    concurrency: Math.floor(numberFromEnv(env, 'BENCH_CONCURRENCY', 32, 1, 1024)),
  };
}

/** Runs every section against one open target; a failing section prints its error and the run goes on. */
async function runSections(target: BenchTarget, settings: BenchSettings, sections: Section[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const section of sections) {
    process.stderr.write(`[bench] ${target.database}: ${section.name} ...\n`);
    try {
      rows.push(...(await section.run(target, settings)));
    } catch (err) {
      process.exitCode = 1;
      rows.push({ metric: `${section.name} FAILED`, value: '-', note: err instanceof Error ? err.message : String(err) });
    }
  }
  return rows;
}

let current: OpenTarget | null = null;

async function main(): Promise<void> {
  const settings = settingsFromEnv(process.env);
  const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim());
  const databases: Array<{ database: BenchTarget['database']; url?: string }> = [];
  if (wanted.includes('pglite')) databases.push({ database: 'pglite' });
  if (wanted.includes('postgres')) {
    const server = await findPostgres(process.env);
    if (server) databases.push({ database: 'postgres', url: server.url });
    else console.log('postgres: skipped (no BENCH_DATABASE_URL / TEST_DATABASE_URL and no server at 127.0.0.1:5432)\n');
  }
  console.log(
    `node ${process.version}, ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}; ` +
      `${settings.logins} logins; loads of ${settings.seconds} s (after ${settings.warmupSeconds} s warm-up) ` +
      `at concurrency ${settings.concurrency}, load generator in a worker thread of this process\n`,
  );
  for (const { database, url } of databases) {
    process.stderr.write(`[bench] ${database}: preparing database ...\n`);
    current = await openTarget(database, url);
    try {
      const rows = await runSections(current, settings, SECTIONS);
      console.log(`${formatTable(database, rows)}\n`);
    } finally {
      const t = current;
      current = null;
      await t.close();
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.once('SIGINT', () => {
    // Drops the bench database of an interrupted run.
    void (current?.close() ?? Promise.resolve()).finally(() => process.exit(130));
  });
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
