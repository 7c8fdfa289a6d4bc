// What every resource route does before its own work: open the tenant transaction, check that the
// enterprise has the resource's module, and merge the enterprise's overlay in force over the file (the
// designer publishes overlays; until an enterprise has one, the file itself is used).
import { parseListQuery, type ListQuery, type QueryInput } from '../../schema/compile-query.ts';
import { checkResourceFile } from '../../schema/meta-schema.ts';
import { mergeOverlay, withoutMissingRefs, type MergeResult, type ResourceOverlay } from '../../schema/overlay.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { AppError, fieldError, forbidden, notFound } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { compileResource, type CompiledResource } from './registry.ts';
import { zhOf } from '../routes/zh-of.ts';
import { dataScopeField, dataScopeSql } from '../../schema/keywords/data-scope.ts';
import { callerDepartments, inDepartments, type CallerDepartments } from './data-scope.ts';
import { ownerMaySee, ownerOnlySql } from '../../schema/keywords/owner-only.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';

/** The overlay in force for an enterprise and a resource. */
export interface OverlayStore {
  /** The version in force; 0 when the enterprise has none. Cheap: asked on every request. */
  version(tx: Queryable, tenantId: number, key: string): Promise<number>;
  /** The overlay of a version (asked only when the merged result of that version is not cached). */
  overlay(tx: Queryable, tenantId: number, key: string, version: number): Promise<ResourceOverlay | null>;
}

let store: OverlayStore | null = null;

/** Installs the designer's overlay store (one per process); null: every enterprise sees the files alone. */
export function setOverlayStore(next: OverlayStore | null): void {
  store = next;
  mergedCache.clear();
}

/** A merged resource as the enterprise sees it, with the version it comes from. */
export interface TenantResource extends MergeResult {
  version: number;
}

// Merging and compiling (ajv) cost milliseconds; versions never change once published, so the merged
// result of (enterprise, resource, version, file) is kept. Bounded: the oldest entries go first.
const MERGED_CACHE_MAX = 500;
const mergedCache = new Map<string, { base: ResourceFile; merged: TenantResource }>();

function remember(cacheKey: string, base: ResourceFile, merged: TenantResource): void {
  mergedCache.delete(cacheKey);
  mergedCache.set(cacheKey, { base, merged });
  if (mergedCache.size > MERGED_CACHE_MAX) mergedCache.delete(mergedCache.keys().next().value as string);
}

/**
 * The file merged with `overlay`. A schema-editor patch that no longer fits a newer file (the merged file
 * fails the meta-schema) is left out, with a warning, rather than breaking the enterprise's screens.
 */
export function mergeChecked(base: ResourceFile, overlay: ResourceOverlay | null): MergeResult {
  const merged = mergeOverlay(base, overlay);
  if (!overlay || (!overlay.patch && !overlay.fieldOrder)) return merged;
  if (checkResourceFile(withoutMissingRefs(merged.resource)).ok) return merged;
  const safe = mergeOverlay(base, { fields: overlay.fields, tabs: overlay.tabs });
  safe.warnings.push({ code: 'PATCH_IGNORED', key: base.key, message: 'the schema editor patch does not fit the current file; ignored' });
  return safe;
}


/** Whether the enterprise has opened the resource's module (the platform admin has every one). */
/** The enterprise's open modules, read once, as a test of a resource (the platform admin and module-less files pass). */
export async function modulesOf(tx: Queryable, auth: AuthContext): Promise<(resource: ResourceFile) => boolean> {
  if (auth.isAdmin) return () => true;
  const rows = await tx.query<{ have_model: string[] | null }>('select have_model from qyxx where tenant_id = $1', [auth.tenantId]);
  const open = new Set(rows[0]?.have_model ?? []);
  return (resource) => !resource.module || open.has(resource.module);
}

export async function hasModule(tx: Queryable, auth: AuthContext, resource: ResourceFile): Promise<boolean> {
  if (!resource.module || auth.isAdmin) return true;
  return (await modulesOf(tx, auth))(resource);
}

/** Refuses a resource whose module the enterprise has not opened (the platform admin passes). */
export async function assertModule(tx: Queryable, auth: AuthContext, resource: ResourceFile): Promise<void> {
  if (!(await hasModule(tx, auth, resource))) throw moduleNotOpen(resource);
}

/** The refusal of a resource whose module the enterprise has not opened (403). */
export const moduleNotOpen = (resource: ResourceFile): AppError => forbidden(text('api.resource.moduleNotOpen', { title: resource.title }));

/** The file merged with the enterprise's overlay in force. */
export async function tenantResource(tx: Queryable, tenantId: number, base: ResourceFile): Promise<TenantResource> {
  if (!store) return { ...mergeOverlay(base, null), version: 0 };
  const version = await store.version(tx, tenantId, base.key);
  if (version === 0) return { ...mergeOverlay(base, null), version: 0 };
  const cacheKey = `${tenantId}:${base.key}:${version}`;
  const hit = mergedCache.get(cacheKey);
  if (hit && hit.base === base) return hit.merged;
  const merged = { ...mergeChecked(base, await store.overlay(tx, tenantId, base.key, version)), version };
  remember(cacheKey, base, merged);
  return merged;
}

export interface ResourceScope {
  tx: Queryable;
  c: CompiledResource;
  merged: TenantResource;
  /**
   * The departments whose records the caller sees (data scopes, data-scope.ts), or null for every record;
   * asked only for a resource with a department field. Lists, exports and details apply it.
   */
  departments?: CallerDepartments;
  /**
   * The account a request acts as: set by `withResource`, so that lists and details keep the records of an
   * `ownerOnly` resource to their creator (keywords/owner-only.ts). Scopes of server work leave it out.
   */
  userId?: number;
}

/** Runs `fn` in the caller's tenant transaction with the resource as this enterprise sees it. */
export function withResource<T>(db: Db, auth: AuthContext, base: ResourceFile, fn: (s: ResourceScope) => Promise<T>): Promise<T> {
  return inTenant(db, auth, async (tx) => {
    await assertModule(tx, auth, base);
    const merged = await tenantResource(tx, auth.tenantId, base);
    const departments = dataScopeField(merged.resource) === null ? null : await callerDepartments(tx, auth);
    return fn({ tx, c: compileResource(merged.resource), merged, departments, userId: auth.userId });
  });
}

/** A list query of the resource, or a 400 naming the field (in `lang`, Chinese by default); nothing unknown reaches SQL. */
export function listQueryOf(s: ResourceScope, query: unknown, lang?: Lang): ListQuery {
  const q = parseListQuery(s.c.plan, (query ?? {}) as QueryInput, { ignore: ['_t'], lang });
  if ('error' in q) throw fieldError(q.error.field, q.error.text ?? q.error.message);
  return withDataScope(s, q);
}

/** The query kept, for an `ownerOnly` resource, to the records the transaction's app.user may see. */
export function withOwnerOnly(resource: ResourceFile, query: ListQuery): ListQuery {
  const owner = ownerOnlySql(resource);
  return owner === null ? query : { ...query, where: [...query.where, owner] };
}

/**
 * The query kept to the caller's departments (its parameters follow the tenant's $1 and the query's own) and,
 * in a request, to the records the caller may see of an `ownerOnly` resource.
 */
export function withDataScope(s: ResourceScope, query: ListQuery): ListQuery {
  return withDepartments(s.c.resource, s.userId === undefined ? query : withOwnerOnly(s.c.resource, query), s.departments ?? null);
}

/** The query kept to the records of `departments` (null: every record) when the resource has a data scope. */
export function withDepartments(resource: ResourceFile, query: ListQuery, departments: CallerDepartments): ListQuery {
  if (departments === null) return query;
  const condition = dataScopeSql(resource, `$${query.params.length + 2}`);
  if (condition === null) return query;
  return { ...query, where: [...query.where, condition], params: [...query.params, departments] };
}

/**
 * Whether a stored record is inside the caller's data scope and, in a request, one the caller may see of an
 * `ownerOnly` resource (a detail outside answers 404, as a missing one).
 */
export function recordInScope(s: ResourceScope, row: { data: Record<string, unknown>; created_by: number | null }): boolean {
  if (s.userId !== undefined && !ownerMaySee(s.c.resource, row.data, row.created_by, s.userId)) return false;
  return valuesInScope(s, row.data);
}

/**
 * Refuses ids among which is a record of an `ownerOnly` resource the caller may not see (a delete of another's
 * personal document): 404 as missing records, nothing changed.
 */
export async function assertOwnerMaySee(s: ResourceScope, tenantId: number, ids: readonly number[]): Promise<void> {
  const owner = s.userId === undefined ? null : ownerOnlySql(s.c.resource);
  if (owner === null || !ids.length) return;
  const hidden = await s.tx.query(`select id from ${s.c.table} where tenant_id = $1 and id = any($2::bigint[]) and not deleted and not ${owner}`, [tenantId, [...ids]]);
  if (hidden.length) throw notFound(text('api.resource.someNotFoundOrDeleted', { title: s.c.resource.title }));
}

/** Whether values (a record being written) are inside the caller's departments. */
function valuesInScope(s: ResourceScope, data: Record<string, unknown>): boolean {
  const field = s.departments == null ? null : dataScopeField(s.c.resource);
  return field === null || inDepartments(s.departments ?? null, data[field]);
}


/** Throws the validator's messages as a 400 with every failing field (named in `lang`, Chinese by default). */
export function assertValid(s: ResourceScope, values: Record<string, unknown>, lang?: Lang): void {
  const v = s.c.validate(values, lang);
  const first = v.errors[0];
  if (!v.valid) throw new AppError(400, first?.text ?? first?.message ?? zhOf('api.designer.submittedDataNotValidFormat'), v.errors);
}

/** A record written by a scoped person must belong to one of their departments (400 naming the field). */
export function assertInScope(s: ResourceScope, values: Record<string, unknown>): void {
  if (valuesInScope(s, values)) return;
  const field = dataScopeField(s.c.resource) ?? '';
  throw fieldError(field, text('api.resource.outsideDataScope', { title: resolveTitle(s.c.resource, field) }));
}

function resolveTitle(r: ResourceFile, field: string): string {
  return r.form.properties[field]?.title ?? field;
}
