// The check of a resource file as an enterprise designed it (custom fields merged, or the schema editor's
// file): the engine's own checks — the meta-schema and the keyword checks of one file (checkResourceFile),
// then the registry checks of src/schema/keywords/keyword-checks.ts with this file in place of the
// registry's — and, for what the enterprise added, its reach: a reference may name only a resource the
// enterprise can read (its modules) or a platform entity. Each problem names the JSON pointer. Pure.
import type { RefTarget } from './custom-field-ref.ts';
import { checkRegistry } from './keywords/keyword-checks.ts';
import { checkResourceFile, pointer, type SchemaProblem } from './meta-schema.ts';
import type { FieldSchema, ResourceFile } from './resource-types.ts';
import { said, text } from './schema-text.ts';

/** What the checks of an enterprise's design know of the world beyond the file. */
export interface DesignEnv {
  /** Every resource file of the registry. */
  readonly registry: readonly ResourceFile[];
  /** What the enterprise may refer to, by key. */
  readonly refTargets: ReadonlyMap<string, RefTarget>;
}

function refResource(f: FieldSchema | undefined): string | undefined {
  const ref = f?.['x-ref'] as { resource?: unknown } | undefined;
  return ref && typeof ref === 'object' && typeof ref.resource === 'string' ? ref.resource : undefined;
}

/** References of `file` the enterprise added or changed (not in `base` as they are) naming what it cannot read. */
export function reachProblems(base: ResourceFile, file: ResourceFile, env: DesignEnv): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  for (const [name, f] of Object.entries(file.form.properties)) {
    const target = refResource(f);
    if (target === undefined || refResource(base.form.properties[name]) === target) continue;
    if (!env.refTargets.has(target)) {
      out.push(said({ pointer: pointer('form', 'properties', name, 'x-ref', 'resource') }, text('schema.ref.unknownTarget', { resource: target })));
    }
  }
  return out;
}

/** Every problem of `file` designed over `base` (empty when it may be stored). */
export function checkDesignedFile(base: ResourceFile, file: unknown, env?: DesignEnv): SchemaProblem[] {
  const check = checkResourceFile(file);
  if (!check.ok) return check.errors;
  if (!env) return [];
  const reach = reachProblems(base, check.resource, env);
  if (reach.length) return reach;
  const all = env.registry.map((r) => (r.key === base.key ? check.resource : r));
  if (!all.includes(check.resource)) all.push(check.resource);
  return checkRegistry(all)
    .filter((p) => p.key === base.key)
    .map((p) => said({ pointer: p.pointer }, p.text ?? p.message));
}
