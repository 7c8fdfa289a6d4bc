// The module folders' files besides resources (docs/schema-engine.md "Module folders"), read and checked at
// start like the resource files: the menu files (schemas/menus/*.json and each folder's menu.json, composed
// in `sort` order), the dashboard tiles (tiles.json), the statistics blocks (stats.json) and the demo records (demo/<resource>.json of a folder,
// and schemas/demo/<resource>.json for the shared basic data), ordered so that a record comes after the
// resources it refers to by label. A broken file stops the server with the file and the JSON pointer named.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TileSpec } from '../../domain/dashboard-tiles.ts';
import { checkDemoFile, demoApplyOrder, type DemoRecord } from '../../schema/demo-file.ts';
import { checkMenuFile, composeMenu, type MenuFileEntry } from '../../schema/menu-file.ts';
import { formatProblems, type SchemaProblem } from '../../schema/meta-schema.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { checkStatsFile, type StatsBlock } from '../../schema/stats-file.ts';
import { checkTilesFile } from '../../schema/tiles-file.ts';
import { STATS_SOURCE_SPECS } from '../data-service/stats-source-specs.ts';
import { DEMO_ENTERPRISE_IDS } from '../db/seed/demo-enterprises.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { SCHEMAS_DIR, jsonFiles, moduleFolders, relFile } from './module-folders.ts';

/** A tile of a module's tiles.json, with its module. */
export type ModuleTile = TileSpec & { module: string };

/** A statistics block of a module's stats.json, with its module. */
export type ModuleStatsBlock = StatsBlock & { module: string };

export interface ModuleFiles {
  /** Every menu file composed: the default entries of a database, by key. */
  menu: MenuFileEntry[];
  tiles: ModuleTile[];
  /** Every module's statistics blocks (stats.json), in folder order. */
  stats: ModuleStatsBlock[];
  /** Every demo record, by resource and key, in the order they are applied. */
  demo: DemoRecord[];
}

/** What a module folder may hold; anything else is refused, so that a misspelt file is not silently ignored. */
const FOLDER_ENTRIES = new Set(['resources', 'permits', 'menu.json', 'tiles.json', 'stats.json', 'demo']);

export interface LoadModuleFilesOptions {
  schemasDir?: string;
  /** The registry's resources by key (default: the registry of the repository's files). */
  resources?: ReadonlyMap<string, ResourceFile>;
  /** The day relative demo days count from. */
  today?: Date;
}

/** Reads and checks the menu, tiles and demo files; throws one error naming every problem. */
export function loadModuleFiles(opts: LoadModuleFilesOptions = {}): ModuleFiles {
  const schemasDir = opts.schemasDir ?? SCHEMAS_DIR;
  const resources = opts.resources ?? resourceRegistry().byKey;
  const today = opts.today ?? new Date();
  const problems: string[] = [];
  const report = (file: string, errors: SchemaProblem[]) => problems.push(`${relFile(file)}:\n${formatProblems(errors).replace(/^/gm, '  ')}`);
  const read = (file: string): { ok: true; json: unknown } | { ok: false } => {
    try {
      return { ok: true, json: JSON.parse(readFileSync(file, 'utf8')) };
    } catch (e) {
      problems.push(`${relFile(file)}: not JSON: ${(e as Error).message}`);
      return { ok: false };
    }
  };
  const resourceKeys = new Set(resources.keys());
  const menuFiles: { file: string; module: string | null; entries: MenuFileEntry[] }[] = [];
  const readMenu = (file: string, module: string | null) => {
    const r = read(file);
    if (!r.ok) return;
    const checked = checkMenuFile(r.json, { module, resourceKeys });
    if (checked.ok) menuFiles.push({ file: relFile(file), module, entries: checked.entries });
    else report(file, checked.errors);
  };

  let folders: ReturnType<typeof moduleFolders> = [];
  try {
    folders = moduleFolders(schemasDir);
  } catch (e) {
    problems.push((e as Error).message);
  }
  for (const file of jsonFiles(path.join(schemasDir, 'menus'))) readMenu(file, null);
  for (const folder of folders) {
    for (const name of readdirSync(folder.dir).sort()) {
      if (!FOLDER_ENTRIES.has(name)) problems.push(`${relFile(path.join(folder.dir, name))}: not a file of a module folder (${[...FOLDER_ENTRIES].join(', ')})`);
    }
    const menuFile = path.join(folder.dir, 'menu.json');
    if (existsSync(menuFile)) readMenu(menuFile, folder.key);
    else problems.push(`${relFile(menuFile)}: missing: every module folder has its menu fragment`);
  }
  const composed = composeMenu(menuFiles);
  for (const p of composed.problems) problems.push(`${p.file}:\n  ${p.pointer || '/'}: ${p.message}`);

  const stats: ModuleStatsBlock[] = [];
  for (const folder of folders) {
    const statsFile = path.join(folder.dir, 'stats.json');
    if (!existsSync(statsFile)) continue;
    const r = read(statsFile);
    if (!r.ok) continue;
    const checked = checkStatsFile(r.json, { module: folder.key, resources, sources: STATS_SOURCE_SPECS });
    if (checked.ok) stats.push(...checked.blocks.map((b) => ({ ...b, module: folder.key })));
    else report(statsFile, checked.errors);
  }
  const tiles: ModuleTile[] = [];
  const tileKeys = new Map<string, string>();
  const demo: DemoRecord[] = [];
  for (const folder of folders) {
    const tilesFile = path.join(folder.dir, 'tiles.json');
    if (existsSync(tilesFile)) {
      const r = read(tilesFile);
      const menuPaths = new Set(
        menuFiles.filter((f) => f.module === folder.key).flatMap((f) => f.entries.flatMap((top) => (top.children ?? []).map((c) => `${top.path}/${c.path}`))),
      );
      const checked = r.ok ? checkTilesFile(r.json, { module: folder.key, resources, menuPaths, statsBlocks: new Set(stats.filter((b) => b.module === folder.key).map((b) => b.key)) }) : undefined;
      if (checked && !checked.ok) report(tilesFile, checked.errors);
      else if (checked?.ok) {
        checked.tiles.forEach((t, i) => {
          const other = tileKeys.get(t.key);
          if (other) report(tilesFile, [{ pointer: `/${i}/key`, message: `'${t.key}' is already the key of a tile of ${other}` }]);
          tileKeys.set(t.key, relFile(tilesFile));
          tiles.push({ ...t, module: folder.key });
        });
      }
    }
  }
  // The demo records: the shared basic data's (schemas/demo), then each module folder's.
  const demoDirs = [{ dir: path.join(schemasDir, 'demo'), module: null }, ...folders.map((f) => ({ dir: path.join(f.dir, 'demo'), module: f.key }))];
  for (const { dir, module } of demoDirs) {
    for (const file of jsonFiles(dir)) {
      const r = read(file);
      if (!r.ok) continue;
      const resourceKey = path.basename(file, '.json');
      const checked = checkDemoFile(r.json, {
        module,
        file: relFile(file),
        resource: resources.get(resourceKey),
        resourceKey,
        enterprises: DEMO_ENTERPRISE_IDS,
        today,
      });
      if (checked.ok) demo.push(...checked.records);
      else report(file, checked.errors);
    }
  }
  const ordered = demoApplyOrder(demo);
  if (!ordered.ok) problems.push(`demo files: the references by label go round in a circle (${ordered.cycle.join(' -> ')})`);
  if (problems.length) throw new Error(`Invalid module files:\n${problems.join('\n')}`);
  return { menu: composed.menu, tiles, stats, demo: ordered.ok ? ordered.records : demo };
}

let cached: ModuleFiles | undefined;

/** The checked module files of the repository, loaded once per process. */
export function moduleFiles(): ModuleFiles {
  cached ??= loadModuleFiles();
  return cached;
}
