// An enterprise's overlay of a permit form (the designer on schemas/modules/tszy/permits/<kind>.json, issue 16 item 3):
// what it may hold, and the custom fields it adds. The built-in fields are GB 30871 Annex A's, read by the server's
// rules (grades, people, times, site) and laid out by the Annex A sheet: an overlay adds custom fields and tabs of
// custom fields; it neither patches the file (schema editor) nor reorders, hides or regroups a built-in field. Pure.
import { refOf } from './keywords/ref-fields.ts';
import type { OverlayProblem } from './overlay-check.ts';
import type { ResourceOverlay } from './overlay.ts';
import type { FieldSchema, ResourceFile } from './resource-types.ts';
import { said, text } from './schema-text.ts';

/** Every reason `overlay` may not be stored over the permit form `base` (beside those of checkOverlay). */
export function permitOverlayProblems(base: ResourceFile, overlay: ResourceOverlay): OverlayProblem[] {
  const out: OverlayProblem[] = [];
  if (overlay.patch && Object.keys(overlay.patch).length > 0) out.push(said({ path: 'patch' }, text('schema.overlay.permitPatch')));
  if (overlay.fieldOrder?.length) out.push(said({ path: 'fieldOrder' }, text('schema.overlay.permitPatch')));
  const builtIn = base.form.properties;
  for (const t of overlay.tabs) {
    const own = [...t.fields, ...(t.disabledFields ?? [])].find((name) => Object.hasOwn(builtIn, name));
    if (own !== undefined) out.push(said({ path: `tabs.${t.key}.fields` }, text('schema.overlay.permitTabField', { label: builtIn[own].title ?? own })));
  }
  // A permit's reference always restricts the delete of what it names (server/resources/ref-delete.ts): the designer
  // offers no other choice than it keeps.
  for (const f of overlay.fields) {
    const ref = f.removed ? undefined : refOf(f.schema);
    if (ref && ref.onDelete !== 'restrict') out.push(said({ path: `fields.${f.key}.refOnDelete` }, text('schema.overlay.permitRefRestrict', { label: f.schema.title ?? f.key })));
  }
  return out;
}

/** The custom fields of a merged permit form that the enterprise asks (enabled, not removed), in the form's order. */
export function permitCustomFieldNames(base: ResourceFile, merged: ResourceFile): string[] {
  return Object.keys(merged.form.properties).filter((name) => !Object.hasOwn(base.form.properties, name));
}

/** A field without its expressions (rules and computations read the whole form; they are checked over it). */
function withoutExpressions(f: FieldSchema): FieldSchema {
  const { 'x-rules': _rules, 'x-compute': _compute, 'x-reactions': _reactions, ...rest } = f;
  return rest;
}

/**
 * The merged file cut down to its custom fields `names`, without expressions: what the record validator
 * (compile-validator.ts) checks the custom members of a saveOrUpdate body against (required, lengths, pattern,
 * options, range, formats), with its messages naming each field by its title.
 */
export function customFieldsResource(merged: ResourceFile, names: readonly string[]): ResourceFile {
  const properties = Object.fromEntries(names.map((n) => [n, withoutExpressions(merged.form.properties[n])]));
  const required = (merged.form.required ?? []).filter((n) => names.includes(n));
  const { rules: _rules, ...rest } = merged;
  return { ...rest, form: { ...merged.form, properties, required } };
}
