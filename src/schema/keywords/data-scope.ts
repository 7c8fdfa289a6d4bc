// Data scopes by department (issue 24 item 1, docs/schema-engine.md "Data scopes"): the one compile step that
// says which field of a resource holds the department a record belongs to, and the SQL condition that keeps
// a scoped person to their departments' records. The server half (src/server/resources/data-scope.ts) finds
// the person's departments once per request and passes them as one array parameter. Pure: no I/O.
//
// The field is the file's `dataScope.field` when it names one; `"dataScope": false` opts the resource out;
// otherwise the rule: the first top-level property that refers to one department (x-ref to `department`, or a
// DepartmentPicker), not a list of them. A resource without such a field is never filtered.
import type { ResourceFile } from '../resource-types.ts';
import { text } from '../schema-text.ts';
import type { FileCheck } from './keyword-checks.ts';
import { isMultipleRef, refOf } from './ref-fields.ts';

/** The `dataScope` keyword: the department field, or false (the resource is never scoped). */
export type DataScopeSpec = { field: string } | false;

const SAFE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Whether a form property holds one department id. */
function isDepartmentField(resource: ResourceFile, name: string): boolean {
  const f = resource.form.properties[name];
  return f !== undefined && refOf(f)?.resource === 'department' && !isMultipleRef(f);
}

/** The field that binds a record to a department, or null when the resource is not scoped by department. */
export function dataScopeField(resource: ResourceFile): string | null {
  const spec = resource.dataScope;
  if (spec === false) return null;
  if (spec && isDepartmentField(resource, spec.field)) return spec.field;
  if (spec) return null;
  return Object.keys(resource.form.properties).find((name) => isDepartmentField(resource, name)) ?? null;
}

/**
 * The condition keeping a record to the departments of the array parameter `param` (bigint[]), or null when
 * the resource has no department field. Read with the leakproof reader of migration 007, as list filters are,
 * so that an index on `zax_num(data, field)` serves it under row-level security; a record without a
 * department is outside every scope.
 */
export function dataScopeSql(resource: ResourceFile, param: string): string | null {
  const field = dataScopeField(resource);
  if (field === null) return null;
  if (!SAFE_NAME.test(field)) throw new Error(`unsafe field name '${field}'`);
  return `zax_num(data, '${field}') = ANY(${param}::numeric[])`;
}

/** `dataScope.field` must name a form property that refers to one department. */
export const checkDataScope: FileCheck = (ctx) => {
  const spec = ctx.resource.dataScope;
  if (!spec) return;
  const f = ctx.property(spec.field, '/dataScope/field');
  if (f && !isDepartmentField(ctx.resource, spec.field)) {
    ctx.add('/dataScope/field', text('schema.check.dataScope.field', { field: spec.field }));
  }
};
