// What a custom field's checks may know of the form it goes into (src/schema/custom-field.ts): the fields its
// expressions may name, and what its reference may point at. Pure; no meta-schema (the browser uses it too).
import type { CustomFieldContext } from './custom-field.ts';
import type { DesignEnv } from './designed-file-check.ts';
import type { ResourceOverlay } from './overlay.ts';
import type { ResourceFile } from './resource-types.ts';

/**
 * What a custom field's expressions may name and its reference point at: the file's fields and the
 * overlay's (removed ones left out), the file's lookup tables, and the enterprise's targets when `env` is known.
 */
export function fieldContext(base: ResourceFile, overlay: ResourceOverlay, env?: Pick<DesignEnv, 'refTargets'>): CustomFieldContext {
  const fields = new Map<string, string>();
  for (const [k, f] of Object.entries(base.form.properties)) fields.set(k, f.title ?? k);
  for (const f of overlay.fields) if (!f.removed && !fields.has(f.key)) fields.set(f.key, f.schema.title ?? f.key);
  const lookups = new Set(Object.keys(base.lookups ?? {}));
  return env ? { fields, lookups, refTargets: env.refTargets } : { fields, lookups };
}
