// What every resource route does before its own work: open the tenant transaction, check that the
// enterprise has the resource's module, and merge the enterprise's overlay over the file (the designer
// fills overlays; until an enterprise has one, the file itself is used).
import { parseListQuery, type ListQuery, type QueryInput } from '../../schema/compile-query.ts';
import { mergeOverlay, type MergeResult, type ResourceOverlay } from '../../schema/overlay.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { AppError, fieldError, forbidden } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { compileResource, type CompiledResource } from './registry.ts';

/** The overlay of an enterprise for a resource; null until the designer stores one. */
export type OverlayLoader = (tx: Queryable, tenantId: number, key: string) => Promise<ResourceOverlay | null>;

const noOverlay: OverlayLoader = async () => null;
let loadOverlay: OverlayLoader = noOverlay;

/** Installs the designer's overlay store (one per process). */
export function setOverlayLoader(loader: OverlayLoader | null): void {
  loadOverlay = loader ?? noOverlay;
}

/** Refuses a resource whose module the enterprise has not opened (the platform admin passes). */
export async function assertModule(tx: Queryable, auth: AuthContext, resource: ResourceFile): Promise<void> {
  if (!resource.module || auth.isAdmin) return;
  const rows = await tx.query<{ ok: boolean }>('select $2 = any(have_model) as ok from qyxx where tenant_id = $1', [
    auth.tenantId,
    resource.module,
  ]);
  if (!rows[0]?.ok) throw forbidden(`模块未开通：${resource.title}`);
}

/** The file merged with the enterprise's overlay. */
export async function tenantResource(tx: Queryable, tenantId: number, base: ResourceFile): Promise<MergeResult> {
  return mergeOverlay(base, await loadOverlay(tx, tenantId, base.key));
}

export interface ResourceScope {
  tx: Queryable;
  c: CompiledResource;
  merged: MergeResult;
}

/** Runs `fn` in the caller's tenant transaction with the resource as this enterprise sees it. */
export function withResource<T>(db: Db, auth: AuthContext, base: ResourceFile, fn: (s: ResourceScope) => Promise<T>): Promise<T> {
  return inTenant(db, auth, async (tx) => {
    await assertModule(tx, auth, base);
    const merged = await tenantResource(tx, auth.tenantId, base);
    return fn({ tx, c: compileResource(merged.resource), merged });
  });
}

/** A list query of the resource, or a 400 naming the field; nothing unknown reaches SQL. */
export function listQueryOf(s: ResourceScope, query: unknown): ListQuery {
  const q = parseListQuery(s.c.plan, (query ?? {}) as QueryInput, { ignore: ['_t'] });
  if ('error' in q) throw fieldError(q.error.field, q.error.message);
  return q;
}


/** Throws the validator's messages as a 400 with every failing field. */
export function assertValid(s: ResourceScope, values: Record<string, unknown>): void {
  const v = s.c.validate(values);
  if (!v.valid) throw new AppError(400, v.errors[0]?.message ?? '提交的数据格式不正确', v.errors);
}
