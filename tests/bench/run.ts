// `npm run bench`: the figures of the foundation issue, on PGlite (in memory) and on PostgreSQL when one is
// reachable. Knobs: BENCH_LOGINS (200), BENCH_SECONDS (5), BENCH_WARMUP_SECONDS (1), BENCH_CONCURRENCY (32),
// BENCH_DATABASES (pglite,postgres), BENCH_SECTIONS (name prefixes), BENCH_LIST_ROWS (1,000,000), BENCH_DATABASE_URL / TEST_DATABASE_URL (PostgreSQL server),
// BENCH_CLIENT_LOADS (10: timed cold loads of the login page in chromium; the client section builds
// dist/client first when it is missing), BENCH_FORM_LOADS (10: cold loads per mode of the form bench page in
// chromium, built fresh each run with vite into a temporary directory) and BENCH_FORM_KEYS (30: keystrokes timed
// per load, at most 200); BENCH_SECTIONS=form runs only the form figures (the database is opened but unused).
// Issue 6 (BENCH_SECTIONS=permit runs both): BENCH_PERMIT_ROWS (100,000 permits seeded in tenant 1001 by SQL for the
// permit list, at least 20,000) and BENCH_PERMIT_FORM_LOADS (20: cold loads per mode, new and draft, of the permit
// form bench page in chromium, built fresh each run with vite into a temporary directory).
// Issue 11 (BENCH_SECTIONS=import): the import's memory high-water (10,000 rows, 100,000 rows, zip bombs) and
// the p99 of userInfo while hostile files are refused, loads of BENCH_SECONDS.
// Issue 11 (BENCH_SECTIONS=seed): BENCH_SEED_REPLAYS (10) replays of the demo permits of the first seed.
// Issue 12 (BENCH_SECTIONS=reference): BENCH_REF_ROWS (default BENCH_LIST_ROWS) ref-task rows with two reference labels.
// Issue 12 (BENCH_SECTIONS=tree): a tree of 10,000+ nodes loaded and searched in chromium, BENCH_TREE_LOADS (5).
// Issue 13 (BENCH_SECTIONS=map): GET /u-basic/map/features over 5,000 seeded points, BENCH_MAP_LOADS (20).
// Issue 13 (BENCH_SECTIONS=statistics): BENCH_STATS_ROWS (default BENCH_LIST_ROWS) cameras; the spjk blocks' latency
// (by enum, by month, by reference) through the data service, and the ECharts chunk's size.
// Issue 14 (BENCH_SECTIONS=inbox): the inbox's p99 for a person with 1,000 waiting items among BENCH_INBOX_ROWS
// wf_waiting rows (1,000,000 on PostgreSQL, 100,000 on PGlite), BENCH_INBOX_LOADS (200) sequential calls.
// Issue 14 (BENCH_SECTIONS=workflow): notice publish/recall transitions per second under 50 concurrent actors.
// Issue 14 (BENCH_SECTIONS=schedule): BENCH_SCHEDULE_PLANS (10,000) daily plans generating one period each.
// Issue 15 (BENCH_SECTIONS=phone): the phone shell's entry JS (gzip) and its 待办 list on a throttled phone profile,
// BENCH_PHONE_LOADS (5) cold loads.
// Issue 22 (BENCH_SECTIONS=ingest): sustained gas readings per second with the API's p99 alongside, and the storage
// per million readings; BENCH_INGEST_DEVICES (100) detectors, BENCH_INGEST_STORAGE_ROWS (200,000) readings measured for storage.
// Issue 23 (BENCH_SECTIONS=rydw): regional hours for BENCH_RYDW_PEOPLE (2,000) people over BENCH_RYDW_HOURS (24) hours, and
// the realtime page's frames per second in chromium while BENCH_RYDW_TAGS (2,000) positions are pushed every
// BENCH_RYDW_PUSH_MS (1,000) for BENCH_RYDW_SECONDS (10).
// Issue 21 (BENCH_SECTIONS=kb-search): the knowledge search's p50/p99 over BENCH_KB_CLAUSES (100,000) generated clauses
// (BENCH_KB_PER_RECORD (100) a standard), BENCH_KB_LOADS (50) sequential calls per query, and the indexing throughput.
// Issue 20 (BENCH_SECTIONS=roster): the roster board (GET /u-basic/duty-roster/board) for BENCH_ROSTER_PEOPLE (200) people
// over 30 days, BENCH_ROSTER_LOADS (20) sequential loads; the 排班管理 page in chromium, BENCH_ROSTER_PAGE_LOADS (10) cold loads.
// Issue 19 (BENCH_SECTIONS=jypx-exam): 1,000 submitted exams of 100 questions scored through the server, and an exam of
// 100 questions opened on the phone profile, BENCH_EXAM_PHONE_LOADS (5) cold loads.
// Issue 18 (BENCH_SECTIONS=patrol): 巡检记录 with BENCH_PATROL_ROWS (default BENCH_LIST_ROWS) records, page 1 unfiltered and
// filtered; 设备详情's history of one device with BENCH_HISTORY_EVENTS (10,000) events; BENCH_PATROL_LOADS (50) calls each.
// Issue 17 (BENCH_SECTIONS=hidden-danger): 隐患台账 with BENCH_YHPC_ROWS (default BENCH_LIST_ROWS) hidden dangers, page 1
// unfiltered and filtered, against a bare route, BENCH_YHPC_LOADS (50) calls each; 隐患统计's summary and blocks over them,
// BENCH_YHPC_STATS_LOADS (5) calls each; control tasks generated for BENCH_YHPC_MEASURES (10,000) daily measures.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { clientSection } from './client-section.ts';
import { formSection } from './form-section.ts';
import { importMemorySection } from './import-memory-section.ts';
import { loginSection } from './login-section.ts';
import { permitFormSection } from './permit-form-section.ts';
import { permitListSection } from './permit-list-section.ts';
import { throughputSection } from './throughput-section.ts';
import { resourceListSection } from './resource-list-section.ts';
import { resourceIoSection } from './resource-io-section.ts';
import { refListSection } from './ref-list-section.ts';
import { seedSection } from './seed-section.ts';
import { treeSection } from './tree-section.ts';
import { mapFeaturesSection } from './map-features-section.ts';
import { statsSection } from './stats-section.ts';
import { mapSection } from './map-section.ts';
import { inboxSection } from './inbox-section.ts';
import { workflowSection } from './workflow-section.ts';
import { scheduleSection } from './schedule-section.ts';
import { phoneSection } from './phone-section.ts';
import { ingestSection } from './ingest-section.ts';
import { rydwHoursSection } from './rydw-hours-section.ts';
import { rydwRealtimeSection } from './rydw-realtime-section.ts';
import { kbSearchSection } from './kb-search-section.ts';
import { rosterSection } from './roster-section.ts';
import { jypxExamSection } from './jypx-exam-section.ts';
import { patrolSection } from './patrol-section.ts';
import { hiddenDangerSection } from './hidden-danger-section.ts';
import { formatTable } from './table.ts';
import { dropLiveDatabases, findPostgres, openTarget, type OpenTarget } from './target.ts';
import type { BenchSettings, BenchTarget, Row, Section } from './section.ts';

/** Every section, in order; later issues append theirs. */
export const SECTIONS: Section[] = [
  loginSection,
  throughputSection,
  resourceListSection,
  resourceIoSection,
  importMemorySection,
  clientSection,
  formSection,
  permitListSection,
  permitFormSection,
  seedSection,
  refListSection,
  treeSection,
  mapFeaturesSection,
  statsSection,
  mapSection,
  inboxSection,
  workflowSection,
  scheduleSection,
  phoneSection,
  ingestSection,
  rydwHoursSection,
  rydwRealtimeSection,
  kbSearchSection,
  rosterSection,
  jypxExamSection,
  patrolSection,
  hiddenDangerSection,
];

/** BENCH_SECTIONS: a comma list of section name prefixes to run (default: all). */
export function chosenSections(env: NodeJS.ProcessEnv): Section[] {
  const only = (env.BENCH_SECTIONS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return only.length ? SECTIONS.filter((s) => only.some((o) => s.name.startsWith(o))) : SECTIONS;
}

const loadAverage = () => os.loadavg().map((v) => v.toFixed(2)).join(' ');

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

/** The open target, closed first when the run is interrupted. */
let live: OpenTarget | null = null;
let interrupted = false;

/** Runs every section against one open target; a failing section prints its error and the run goes on. */
async function runSections(target: BenchTarget, settings: BenchSettings, sections: Section[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const section of sections) {
    if (interrupted) break;
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

async function main(): Promise<void> {
  // The apps of the bench do not walk the demo's people (docs/location.md "Demo"): their positions would load every
  // figure, and, the live relay's listeners being per process, push to the realtime page of another app of this process.
  process.env.RYDW_DEMO_WALK ??= '0';
  const settings = settingsFromEnv(process.env);
  const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim());
  const databases: Array<{ database: BenchTarget['database']; url?: string }> = [];
  if (wanted.includes('pglite')) databases.push({ database: 'pglite' });
  if (wanted.includes('postgres')) {
    const server = await findPostgres(process.env);
    if (!server) console.log('postgres: skipped (no BENCH_DATABASE_URL / TEST_DATABASE_URL and no server at 127.0.0.1:5432)');
    else {
      databases.push({ database: 'postgres', url: server.url });
      console.log(`postgres: ${server.explicit ? 'server of BENCH_DATABASE_URL / TEST_DATABASE_URL' : 'server found at 127.0.0.1:5432'}`);
    }
  }
  console.log(
    `node ${process.version}, ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}; ` +
      `${settings.logins} logins; loads of ${settings.seconds} s (after ${settings.warmupSeconds} s warm-up) ` +
      `at concurrency ${settings.concurrency}, load generator in a worker thread of this process; ` +
      `load average ${loadAverage()} (other work on the machine skews the figures)\n`,
  );
  for (const { database, url } of databases) {
    process.stderr.write(`[bench] ${database}: preparing database ...\n`);
    const target = await openTarget(database, url, (app, db) => SECTIONS.forEach((s) => s.routes?.(app, db)));
    live = target;
    try {
      const rows = await runSections(target, settings, chosenSections(process.env));
      if (interrupted) return;
      console.log(`${formatTable(database, rows)}\n`);
    } finally {
      live = null;
      if (!interrupted) await target.close();
    }
  }
  console.log(`load average at the end: ${loadAverage()}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.once('SIGINT', () => {
    // An interrupted run closes its server and pool (3 s at most), then drops its PostgreSQL database.
    interrupted = true;
    // The forced drop cuts the pool's idle connections off; their errors are expected now.
    process.on('uncaughtException', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.error(err);
    });
    process.stderr.write('[bench] interrupted, dropping the bench database ...\n');
    const closing = live?.close() ?? Promise.resolve();
    const grace = new Promise((resolve) => setTimeout(resolve, 3000).unref());
    void Promise.race([closing.catch(() => undefined), grace])
      .then(() => dropLiveDatabases())
      .finally(() => process.exit(130));
  });
  main().catch((err: unknown) => {
    // After an interrupt the failures of the cut-off work are expected; the handler exits.
    if (interrupted) return;
    console.error(err);
    process.exit(1);
  });
}
