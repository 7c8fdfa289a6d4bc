// What a resource form sends: only the form's properties (not system fields, not hidden fields, not keys
// a record brought along), with blank values (undefined, null, '', []) left out, so that the server, which
// rejects '' for a pattern, format, enum or validator, checks what the form checked (compile-formily.ts:
// isBlank; a blank required field fails in the form before anything is sent). On an edit, an optional
// field the user cleared is sent as null, which clears it on the server.
import { isBlank } from '../schema/compile-formily.ts';
import type { ResourceFile } from '../schema/resource-types.ts';

export interface FormPayloadOptions {
  hiddenFields?: string[];
  /** The values the form started from (the record being edited); none for a new record. */
  initialValues?: Record<string, unknown>;
}

/** The payload of a create or update (the caller adds `id` for an update). */
export function formPayload(
  resource: ResourceFile,
  values: Record<string, unknown>,
  options: FormPayloadOptions = {},
): Record<string, unknown> {
  const hidden = new Set(options.hiddenFields ?? []);
  const required = new Set(resource.form.required ?? []);
  const initial = options.initialValues ?? {};
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(resource.form.properties)) {
    if (hidden.has(name)) continue;
    const v = values[name];
    if (!isBlank(v)) out[name] = v;
    else if (!required.has(name) && !isBlank(initial[name])) out[name] = null;
  }
  return out;
}
