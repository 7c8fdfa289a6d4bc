// The bound resource files (schemas/bindings/*.json; docs/schema-engine.md "Bindings"): resources over an
// existing service that is not the generic pattern. They are checked like every resource file (the
// meta-schema and the keywords' checks, src/schema/keywords/binding.ts) but kept out of the registry of
// generic resources: no table, no generic routes, no seed; the service validates its own payloads. The
// server only answers their schema (resources-plugin.ts) and, once every route is registered, refuses to
// start when a binding names a path the server does not have.
import path from 'node:path';
import { bindingRouteProblems, type KnownRoute } from '../../schema/keywords/binding.ts';
import { isRefEntity } from '../../schema/keywords/ref-entities.ts';
import { refFields } from '../../schema/keywords/ref-fields.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { chineseText } from '../../schema/schema-text.ts';
import { SCHEMAS_DIR, jsonFiles, relFile } from '../modules/module-folders.ts';
import { readResourceFile } from './registry.ts';

/** The folder of the bound files under a schemas directory. */
export const bindingsDirOf = (schemasDir: string): string => path.join(schemasDir, 'bindings');

/**
 * Reads and checks the bound files of a schemas directory; throws one error naming every problem (the file
 * and the JSON pointer). `taken`: keys of the generic registry, which a bound file may not reuse.
 */
export function loadBoundFiles(schemasDir: string, taken: ReadonlySet<string>): ResourceFile[] {
  const problems: string[] = [];
  const out: ResourceFile[] = [];
  const seen = new Map<string, string>();
  for (const file of jsonFiles(bindingsDirOf(schemasDir))) {
    const rel = relFile(file);
    const r = readResourceFile(file, problems);
    if (!r) continue;
    const { key } = r.resource;
    if (`${key}.json` !== path.basename(file)) problems.push(`${rel}: key '${key}' does not match the file name`);
    if (!r.resource.binding) problems.push(`${rel}:\n  /binding: a file of schemas/bindings needs a binding`);
    if (r.resource.module) problems.push(`${rel}:\n  /module: a bound file belongs to no module (the menu gates it)`);
    if (taken.has(key)) problems.push(`${rel}: key '${key}' is already the key of a resource file`);
    const other = seen.get(key);
    if (other) problems.push(`${rel}: key '${key}' is already the key of ${other}`);
    seen.set(key, rel);
    out.push(r.resource);
  }
  if (problems.length) throw new Error(`Invalid bound resource files:\n${problems.join('\n')}`);
  return out;
}

/**
 * The check against the server's routes: throws naming each bound file, pointer and missing route. The
 * server runs it when it is ready (every route registered); tests run it on any file.
 */
export function checkBoundRoutes(files: readonly ResourceFile[], routes: readonly KnownRoute[], prefix: string): void {
  const problems = files.flatMap((r) => bindingRouteProblems(r, routes, prefix).map((p) => `schemas/bindings/${r.key}.json: ${p.pointer}: ${chineseText(p.message)}`));
  if (problems.length) throw new Error(`Invalid bound resource files:\n${problems.join('\n')}`);
}

/**
 * Throws naming each reference of a bound file whose target is neither a resource file (`keys`) nor a platform
 * entity (the registry's own reference check sees only its files).
 */
export function checkBoundRefs(files: readonly ResourceFile[], keys: ReadonlySet<string>): void {
  const problems = files.flatMap((r) =>
    refFields(r)
      .filter((f) => !keys.has(f.ref.resource) && !isRefEntity(f.ref.resource))
      .map((f) => `schemas/bindings/${r.key}.json: /form/properties/${f.field}/x-ref/resource: '${f.ref.resource}' is no resource file`),
  );
  if (problems.length) throw new Error(`Invalid bound resource files:\n${problems.join('\n')}`);
}

export interface BoundRegistry {
  all: ResourceFile[];
  byKey: Map<string, ResourceFile>;
}

let cached: BoundRegistry | undefined;

/** The bound files of the schemas, loaded once per process (`taken`: the generic registry's keys). */
export function boundRegistry(taken: ReadonlySet<string>): BoundRegistry {
  if (!cached) {
    const all = loadBoundFiles(SCHEMAS_DIR, taken);
    checkBoundRefs(all, taken);
    cached = { all, byKey: new Map(all.map((r) => [r.key, r])) };
  }
  return cached;
}
