// Where the schema files live (DESIGN §2, §9): schemas/resources/ holds the shared basic data (and
// schemas/demo/ its demo records), and schemas/modules/<module>/ holds one module's resources, permit forms, menu fragment, dashboard tiles and
// demo records. A folder's name is a module key (src/domain/modules.ts, the enterprise's haveModel entry).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { moduleTitle } from '../../domain/modules.ts';

export const SCHEMAS_DIR = path.resolve(import.meta.dirname, '../../../schemas');

/** The folder of the module folders under a schemas directory. */
export const modulesDirOf = (schemasDir: string): string => path.join(schemasDir, 'modules');

export interface ModuleFolder {
  /** The module key (the folder's name). */
  key: string;
  dir: string;
}

/** The module folders of a schemas directory, sorted by key; a folder that is not a module key throws. */
export function moduleFolders(schemasDir: string = SCHEMAS_DIR): ModuleFolder[] {
  const root = modulesDirOf(schemasDir);
  if (!existsSync(root)) return [];
  const names = readdirSync(root)
    .filter((n) => statSync(path.join(root, n)).isDirectory())
    .sort();
  const unknown = names.filter((n) => moduleTitle(n) === undefined);
  if (unknown.length) {
    throw new Error(
      unknown.map((n) => `${path.relative(process.cwd(), path.join(root, n))}: '${n}' is not a module key (src/domain/modules.ts)`).join('\n'),
    );
  }
  return names.map((key) => ({ key, dir: path.join(root, key) }));
}

/** The `.json` files of a directory, sorted; none when it does not exist. */
export function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

export interface ResourceFileLocation {
  file: string;
  /** The module folder holding the file, or null for schemas/resources (shared basic data). */
  module: string | null;
}

/** Every resource file: schemas/resources/*.json, then schemas/modules/<module>/resources/*.json. */
export function resourceFileLocations(schemasDir: string = SCHEMAS_DIR): ResourceFileLocation[] {
  return [
    ...jsonFiles(path.join(schemasDir, 'resources')).map((file) => ({ file, module: null })),
    ...moduleFolders(schemasDir).flatMap((m) => jsonFiles(path.join(m.dir, 'resources')).map((file) => ({ file, module: m.key }))),
  ];
}

/** A path relative to the working directory, as problems name files. */
export const relFile = (file: string): string => path.relative(process.cwd(), file);
