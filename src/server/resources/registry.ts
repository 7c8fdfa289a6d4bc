// The resource registry: every file of schemas/resources and schemas/modules/<module>/resources, checked
// against the meta-schema at start
// (a broken file stops the server with the file and the JSON pointer named), and each resource's
// compiled parts (table name, query plan, validators), compiled once per resource object.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileRecordValidator, type RecordValidation } from '../../schema/compile-validator.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { queryPlan, type QueryPlan } from '../../schema/compile-query.ts';
import { checkRegistry } from '../../schema/keywords/keyword-checks.ts';
import { treeTableOf, type TreeLookup } from '../../schema/keywords/tree-query.ts';
import { checkResourceFile, formatProblems } from '../../schema/meta-schema.ts';
import type { ResourceFile, SharedMode } from '../../schema/resource-types.ts';
import { SCHEMAS_DIR, jsonFiles, relFile, resourceFileLocations } from '../modules/module-folders.ts';

/** Routes of the registry itself live here; no resource endpoint may take it. */
export const SCHEMA_ENDPOINT = '/u-basic/resource-schema';

export interface CompiledResource {
  resource: ResourceFile;
  table: string;
  plan: QueryPlan;
  /** Whole-record validator (create, and update after merging over the stored record). */
  /** The record's errors; `lang` names the fields by their English titles (`x-title-en`) when 'en'. */
  validate: (data: unknown, lang?: Lang) => RecordValidation;
  /**
   * Shared records: the mode of the registry's file (an enterprise's overlay cannot change it, as the row
   * security follows the file), or the resource's own when it is not a registry file.
   */
  shared: SharedMode | null;
}

/** The table of a resource: `r_` + the key with `-` as `_` (keys are kebab-case, checked by the meta-schema). */
export function tableName(key: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(key)) throw new Error(`bad resource key '${key}'`);
  return `r_${key.replace(/-/g, '_')}`;
}

/**
 * One resource file read and checked against the meta-schema and the keywords' checks: its resource, or
 * undefined with the problem (the file, and each JSON pointer) added to `problems`.
 */
export function readResourceFile(file: string, problems: string[]): { resource: ResourceFile } | undefined {
  const rel = relFile(file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    problems.push(`${rel}: not JSON: ${(e as Error).message}`);
    return undefined;
  }
  const r = checkResourceFile(json);
  if (!r.ok) {
    problems.push(`${rel}:\n${formatProblems(r.errors).replace(/^/gm, '  ')}`);
    return undefined;
  }
  return { resource: r.resource };
}

/**
 * Reads and checks every resource file of a schemas directory (schemas/resources and each module folder's
 * resources/); throws one error naming every problem. A file of a module folder belongs to that module
 * (`module` is the folder's key); a file of schemas/resources belongs to none.
 */
export function loadResourceFiles(schemasDir: string = SCHEMAS_DIR, extra: readonly string[] = []): ResourceFile[] {
  const problems: string[] = [];
  const out: ResourceFile[] = [];
  const files = new Map<string, string>();
  const locations = [...resourceFileLocations(schemasDir), ...extra.flatMap((dir) => jsonFiles(dir).map((file) => ({ file, module: null })))];
  for (const { file, module } of locations) {
    const rel = relFile(file);
    const r = readResourceFile(file, problems);
    if (!r) continue;
    if (r.resource.binding) problems.push(`${rel}:\n  /binding: a bound resource belongs in schemas/bindings/ (it has no generic records)`);
    if (`${r.resource.key}.json` !== path.basename(file)) problems.push(`${rel}: key '${r.resource.key}' does not match the file name`);
    const home = r.resource.module ?? null;
    if (home !== module) {
      problems.push(
        module === null
          ? `${rel}:\n  /module: a resource of module '${home}' belongs in schemas/modules/${home}/resources/`
          : `${rel}:\n  /module: a file of the module folder '${module}' must say "module": "${module}"`,
      );
    }
    const other = files.get(r.resource.key);
    if (other) problems.push(`${rel}: key '${r.resource.key}' is already the key of ${other}`);
    files.set(r.resource.key, rel);
    out.push(r.resource);
  }
  const seen = new Map<string, string>();
  for (const r of out) {
    if (r.endpoint === SCHEMA_ENDPOINT || r.endpoint.startsWith(`${SCHEMA_ENDPOINT}/`)) {
      problems.push(`${r.key}: endpoint ${r.endpoint} is reserved`);
    }
    const other = seen.get(r.endpoint);
    if (other) problems.push(`${r.key}: endpoint ${r.endpoint} is already used by ${other}`);
    seen.set(r.endpoint, r.key);
  }
  if (problems.length === 0) {
    for (const p of checkRegistry(out)) problems.push(`${p.key}: ${p.pointer || '/'}: ${p.message}`);
  }
  if (problems.length) throw new Error(`Invalid resource files:\n${problems.join('\n')}`);
  return out;
}

const compiled = new WeakMap<ResourceFile, CompiledResource>();

/** The tree resources an `under` filter may walk: the registry's files (asked only by such filters). */
const treeLookup: TreeLookup = (key) => {
  const r = resourceRegistry().byKey.get(key);
  return r ? treeTableOf(r) : undefined;
};

/** The compiled parts of a resource (a merged overlay is a new object, so it compiles on its own). */
export function compileResource(resource: ResourceFile): CompiledResource {
  let c = compiled.get(resource);
  if (!c) {
    c = {
      resource,
      table: tableName(resource.key),
      plan: queryPlan(resource, treeLookup),
      validate: compileRecordValidator(resource),
      shared: (cached?.byKey.get(resource.key) ?? resource).shared ?? null,
    };
    compiled.set(resource, c);
  }
  return c;
}

export interface ResourceRegistry {
  all: ResourceFile[];
  byKey: Map<string, ResourceFile>;
}

let cached: ResourceRegistry | undefined;

/** Directories of flat resource files read besides the schemas (tests' fixture files), checked with them. */
const extraDirs: string[] = [];

/** Adds a directory of resource files (tests); must be called before the registry is first used. */
export function addResourceDir(dir: string): void {
  if (cached) throw new Error('addResourceDir after the registry was loaded');
  extraDirs.push(dir);
}

/** The directories tests added to the registry (none in the product). */
export function addedResourceDirs(): readonly string[] {
  return extraDirs;
}

/** The registry of every resource file (schemas/resources, the module folders, added directories), loaded once per process. */
export function resourceRegistry(): ResourceRegistry {
  if (!cached) {
    const all = loadResourceFiles(SCHEMAS_DIR, extraDirs);
    cached = { all, byKey: new Map(all.map((r) => [r.key, r])) };
  }
  return cached;
}
