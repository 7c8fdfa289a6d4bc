// Records kept to their creator (docs/schema-engine.md "Owner-only records"; issue 21: a person's own documents,
// spec 001 §3.4): `"ownerOnly": {"field": "library", "value": "personal"}` keeps a record whose field holds the
// value to the account that created it. The one statement of the rule: the list's condition (lists, exports,
// the pure list), the detail's test (detail, update: another's record answers 404 as a missing one) and the
// knowledge search's index (migration 030 stores `personal` and `owner_id` from `ownerOnlyRecord`, and its match
// applies them with the same app.user) all read it here. Pure: no I/O.
import type { ResourceFile } from '../resource-types.ts';
import { text } from '../schema-text.ts';
import type { FileCheck } from './keyword-checks.ts';

const SAFE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const SAFE_VALUE = /^[A-Za-z0-9_-]+$/;

/** Whether a stored record is kept to its creator (its `ownerOnly` field holds the value). */
export function ownerOnlyRecord(resource: ResourceFile, data: Readonly<Record<string, unknown>>): boolean {
  const spec = resource.ownerOnly;
  return spec !== undefined && data[spec.field] === spec.value;
}

/** Whether the account `userId` may see a record created by `createdBy`. */
export function ownerMaySee(resource: ResourceFile, data: Readonly<Record<string, unknown>>, createdBy: number | string | null, userId: number): boolean {
  return !ownerOnlyRecord(resource, data) || (createdBy !== null && Number(createdBy) === userId);
}

/**
 * The list condition: records kept to their creator only for the transaction's app.user (`app_user()`, as the
 * search's match of migration 030), or null when the resource has no `ownerOnly`. A record without a creator
 * (written by a seed) is seen by nobody. Read with the leakproof reader of migration 007, as list filters are.
 */
export function ownerOnlySql(resource: ResourceFile): string | null {
  const spec = resource.ownerOnly;
  if (!spec) return null;
  if (!SAFE_NAME.test(spec.field) || !SAFE_VALUE.test(spec.value)) throw new Error(`unsafe ownerOnly '${spec.field}' = '${spec.value}'`);
  return `(zax_text(data, '${spec.field}') is distinct from '${spec.value}' or coalesce(created_by = app_user(), false))`;
}

/** `ownerOnly.field` must be a form property, `value` one of its options when it has options. */
export const checkOwnerOnly: FileCheck = (ctx) => {
  const spec = ctx.resource.ownerOnly;
  if (!spec) return;
  const f = ctx.property(spec.field, '/ownerOnly/field');
  if (!f) return;
  const options = (f.enum ?? []).map((o) => o.value);
  if (f.type !== 'string' || (options.length > 0 && !options.includes(spec.value)) || !SAFE_VALUE.test(spec.value)) {
    ctx.add('/ownerOnly/value', text('schema.check.ownerOnly.value', { field: spec.field, value: spec.value }));
  }
};
