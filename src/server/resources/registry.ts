// The resource registry: every file of schemas/resources, checked against the meta-schema at start
// (a broken file stops the server with the file and the JSON pointer named), and each resource's
// compiled parts (table name, query plan, validators), compiled once per resource object.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { compileRecordValidator, type RecordValidation } from '../../schema/compile-validator.ts';
import { queryPlan, type QueryPlan } from '../../schema/compile-query.ts';
import { checkResourceFile, formatProblems } from '../../schema/meta-schema.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';

export const RESOURCES_DIR = path.resolve(import.meta.dirname, '../../../schemas/resources');

/** Routes of the registry itself live here; no resource endpoint may take it. */
export const SCHEMA_ENDPOINT = '/u-basic/resource-schema';

export interface CompiledResource {
  resource: ResourceFile;
  table: string;
  plan: QueryPlan;
  /** Whole-record validator (create, and update after merging over the stored record). */
  validate: (data: unknown) => RecordValidation;
}

/** The table of a resource: `r_` + the key with `-` as `_` (keys are kebab-case, checked by the meta-schema). */
export function tableName(key: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(key)) throw new Error(`bad resource key '${key}'`);
  return `r_${key.replace(/-/g, '_')}`;
}

/** Reads and checks every resource file of a directory; throws one error naming every problem. */
export function loadResourceFiles(dir: string = RESOURCES_DIR): ResourceFile[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const problems: string[] = [];
  const out: ResourceFile[] = [];
  for (const file of files) {
    const rel = path.relative(process.cwd(), path.join(dir, file));
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch (e) {
      problems.push(`${rel}: not JSON: ${(e as Error).message}`);
      continue;
    }
    const r = checkResourceFile(json);
    if (!r.ok) {
      problems.push(`${rel}:\n${formatProblems(r.errors).replace(/^/gm, '  ')}`);
      continue;
    }
    if (`${r.resource.key}.json` !== file) problems.push(`${rel}: key '${r.resource.key}' does not match the file name`);
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
  if (problems.length) throw new Error(`Invalid resource files:\n${problems.join('\n')}`);
  return out;
}

const compiled = new WeakMap<ResourceFile, CompiledResource>();

/** The compiled parts of a resource (a merged overlay is a new object, so it compiles on its own). */
export function compileResource(resource: ResourceFile): CompiledResource {
  let c = compiled.get(resource);
  if (!c) {
    c = {
      resource,
      table: tableName(resource.key),
      plan: queryPlan(resource),
      validate: compileRecordValidator(resource),
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

/** The registry of schemas/resources, loaded once per process. */
export function resourceRegistry(): ResourceRegistry {
  if (!cached) {
    const all = loadResourceFiles();
    cached = { all, byKey: new Map(all.map((r) => [r.key, r])) };
  }
  return cached;
}
