import type { Config } from '../config.ts';
import { setPasswordHashCost } from '../auth/password.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { ensureResourceTables } from '../resources/resource-tables.ts';
import { ensureHiddenDangerCounts } from '../yhpc/hidden-danger-counts.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { migrateTreeParents } from '../resources/tree-migrate.ts';
import { openDb } from './open-db.ts';
import { isSeeded, seedDemo } from './seed/seed.ts';
import { applyModuleDefaults, type AppliedDefaults } from '../modules/apply-defaults.ts';
import { moduleFiles, type ModuleFiles } from '../modules/module-files.ts';
import { seedPlatformRecords } from './seed/platform-records.ts';
import { ensureContractorAlias } from '../text-refs/contractor-alias.ts';
import { ensureApplyAlias } from '../enterprise/apply-alias.ts';
import { ensureContractorPeople } from '../text-refs/contractor-people.ts';
import { markTextRefsMigrated, migrateTextRefs } from '../text-refs/migrate-text-refs.ts';
import { seedDemoPlan } from '../map/demo-plan-seed.ts';
import { seedDemoPermitPosition } from './seed/demo-permit-position.ts';
import { seedDemoProcessAlarms } from '../gyaq/demo-alarms.ts';
import { seedDemoLocationAlarms } from '../rydw/demo-location-alarms.ts';
import { seedDemoGas } from '../spjk/demo-gas.ts';
import { seedDemoTraining } from './seed/demo-training.ts';
import { seedDemoChecklistDanger } from './seed/demo-checklist-danger.ts';
import { seedDemoAbnormalControlTask } from './seed/demo-control-task-danger.ts';
import { seedDemoAreaLevels } from './seed/demo-area-levels.ts';
import { seedDemoOverhaulPermits } from './seed/demo-overhaul-permits.ts';

/**
 * Opens, migrates and (on first start, when asked) seeds the database, then adds the module folders'
 * defaults it has never applied: menu entries always, demo records in a demo database when demo data is
 * wanted (`seed`). The files are checked first: a broken one stops the start before the database is touched.
 */
export async function prepareDb(
  config: Config,
  opts: {
    seed: boolean;
    /** The defaults to apply (tests: those of an earlier version); the repository's by default. */
    files?: Pick<ModuleFiles, 'menu' | 'demo'>;
    /** A database already opened (tests: one copied from a prepared template); the configured one by default. */
    db?: Db;
  },
): Promise<{ db: Db; seeded: boolean; applied: AppliedDefaults }> {
  setPasswordHashCost(config.passwordHash);
  const files = opts.files ?? moduleFiles();
  const db = opts.db ?? (await openDb(config));
  await migrate(db);
  await db.transaction(async (tx) => {
    // Several servers may start at once on one PostgreSQL: one creates the resource tables at a time.
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(7301)');
    await ensureResourceTables(tx, resourceRegistry().all);
    // 隐患统计's counts, kept by triggers on the hidden dangers' table (migration 057), counted once from its rows.
    await ensureHiddenDangerCounts(tx);
    // The platform's reference rows of shared resources (tenant 0): added once per resource, not only to a new database.
    await seedPlatformRecords(tx, resourceRegistry().all);
    // Former text hierarchies become trees (category's parentCode), once per record.
    for (const m of await migrateTreeParents(tx, resourceRegistry().all)) {
      if (m.unmatched) console.warn(`${m.key}: ${m.unmatched} of ${m.migrated} records name a parent code that matches no record; kept as roots (legacy code kept)`);
    }
  });
  // One record per contractor: the old table becomes a view of the contractor resource (issue 12).
  await ensureContractorAlias(db, resourceRegistry().all);
  // 入驻申请 are records of a workflow: the old table becomes a view of the application resource (issue 24 item 2).
  await ensureApplyAlias(db, resourceRegistry().all);
  let seeded = false;
  if (opts.seed && !(await isSeeded(db))) {
    await seedDemo(db, new Date(), config.fileDir);
    // Nothing of this database was typed by hand into a field that is a reference now.
    await db.transaction((tx) => markTextRefsMigrated(tx, resourceRegistry().all));
    seeded = true;
  }
  const applied = await applyModuleDefaults(db, files, { demo: opts.seed });
  // The demo enterprise's plant plan (an image placed by two points), once.
  if (opts.seed) await seedDemoPlan(db, config.fileDir);
  // The demo's 动火 permit in progress placed on that plan (the plant map's special work in progress), once.
  if (opts.seed) await seedDemoPermitPosition(db);
  // The demo enterprise's past week of process alarms (工艺安全报警), once.
  if (opts.seed) await seedDemoProcessAlarms(db);
  // The demo enterprise's past location alarms (监控报警 shows them beside the gas and process ones), once.
  if (opts.seed) await seedDemoLocationAlarms(db);
  // The demo enterprise's last day of gas readings and its past gas alarms (气体监测, 监控报警), once.
  if (opts.seed) await seedDemoGas(db);
  // staff01's failed-then-passed exam and some study time (教育培训), once.
  if (opts.seed) await seedDemoTraining(db);
  // The demo checklist's abnormal item registers its hidden danger (清单管理 → 隐患排查), once.
  if (opts.seed) await seedDemoChecklistDanger(db);
  // A month of the demo measures' control tasks, one checked abnormal with its hidden danger (风险管控 → 隐患排查), once.
  if (opts.seed) await seedDemoAbnormalControlTask(db);
  // The demo plant's areas take the highest risk level inside them (the map's four-colour layers), once.
  if (opts.seed) await seedDemoAreaLevels(db);
  // The demo overhaul's items name demo permits (重点检修; the permits' numbers come from their sequence), once.
  if (opts.seed) await seedDemoOverhaulPermits(db);
  // One record per contractor person: the contractor-user profiles take their staff member's id (issue 12).
  await ensureContractorPeople(db, resourceRegistry().all);
  // Hand-typed texts of fields that became references, in a database of an earlier version (a database
  // this version seeded has them recorded as done).
  await migrateTextRefs(db, resourceRegistry().all);
  return { db, seeded, applied };
}
