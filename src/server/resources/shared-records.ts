// The server half of the `shared` keyword (src/schema/keywords/shared.ts; docs/schema-engine.md "Shared
// records"). Reads of a shared resource take the platform's rows (tenant 0) beside the tenant's own
// (record-store.ts); this file refuses, with 403 and before anything is written, every write of a platform
// row by anyone but the platform writer (create in a `platform` resource, update, delete, enable/disable,
// topping/ending, sort, import, the designer's one-record write). Row security (migration 012) refuses
// the same writes underneath, so a query that forgets the tenant still cannot change a platform row.
import { ownRowsAllowed, PLATFORM_ROLE, PLATFORM_TENANT, SHARED_WRITE_REFUSED } from '../../schema/keywords/shared.ts';
import type { FastifyInstance } from 'fastify';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { forbidden } from '../http/app-error.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import type { RecordHook } from './record-hooks.ts';
import type { ResourceScope } from './resource-context.ts';

/** The platform writer: the administrator acting for the platform itself (tenant 0, no Ent-ID of an enterprise). */
export function isPlatformWriter(auth: Pick<AuthContext, 'isAdmin' | 'tenantId' | 'roles'>): boolean {
  return auth.isAdmin && auth.roles.includes(PLATFORM_ROLE) && auth.tenantId === PLATFORM_TENANT;
}

/**
 * Refuses (403, nothing written) a write that would touch a platform row: any write of a `platform`
 * resource by someone other than the platform writer, and for `platform+own` a write naming a platform
 * row's id (a forged id included). `ids` null: a new record. Unshared resources pass untouched.
 */
export async function assertOwnRecords(s: ResourceScope, auth: AuthContext, ids: readonly number[] | null): Promise<void> {
  const mode = s.c.shared;
  if (!mode || isPlatformWriter(auth)) return;
  // A `platform` resource has no enterprise rows; an account of tenant 0 that is not the administrator
  // would write rows that are the platform's.
  if (!ownRowsAllowed(mode) || auth.tenantId === PLATFORM_TENANT) throw forbidden(SHARED_WRITE_REFUSED);
  if (!ids?.length) return;
  const hit = await s.tx.query(`select 1 from ${s.c.table} where tenant_id = $1 and id = any($2::bigint[]) limit 1`, [PLATFORM_TENANT, [...ids]]);
  if (hit.length) throw forbidden(SHARED_WRITE_REFUSED);
}

/**
 * The route config of a resource's write routes. A `platform` resource leaves the role check to
 * `guardPlatformWrites`, so that an enterprise is told why (平台共享数据只能由平台管理员维护) rather than
 * a bare 无权执行此操作; its only write role is the administrator's anyway (the file check).
 */
export function writeRouteConfig(base: ResourceFile): { access: 'write'; roles?: string[] } {
  return base.shared === 'platform' ? { access: 'write' } : { access: 'write', roles: base.permissions.write };
}

/** For a `platform` resource: every write route of the plugin's context refuses anyone but the platform writer. */
export function guardPlatformWrites(app: FastifyInstance, base: ResourceFile): void {
  if (base.shared !== 'platform') return;
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.config.access === 'write' && !isPlatformWriter(authOf(req))) throw forbidden(SHARED_WRITE_REFUSED);
  });
}

/** The record hook: every create, update and import row (check) and every delete (deleting). */
export const sharedRecordsHook: RecordHook = {
  name: 'shared',
  async check(w) {
    await assertOwnRecords(w.s, w.auth, w.id === null ? null : [w.id]);
  },
  async deleting(s, auth, ids) {
    await assertOwnRecords(s, auth, ids);
  },
};
