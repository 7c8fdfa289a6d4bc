// What every permit route does first: open the caller's tenant transaction and refuse an enterprise that
// has not opened the special-work module (tszy), as resource routes do (resource-context.ts assertModule).
import { permitsZh } from '../../domain/i18n/zh/permits.ts';
import { text } from '../../domain/i18n/text.ts';
import { moduleTitle } from '../../domain/modules.ts';
import type { Db, Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { forbidden } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';

export const PERMIT_MODULE = 'tszy';

/** Reads: enterprise users, staff and read-only users. */
export const PERMIT_READ = { access: 'read' as const, roles: ['qyUser', 'qyStaff', 'readonlyUser'] };
/** Writes: enterprise users and staff; approvals are further checked by role in the domain. */
export const PERMIT_WRITE = { access: 'write' as const, roles: ['qyUser', 'qyStaff'] };

export const PERMIT_TAGS = [permitsZh['permits.tag']];

/** Refuses an enterprise without the tszy module (the platform admin passes). */
export async function assertPermitModule(tx: Queryable, auth: AuthContext): Promise<void> {
  if (auth.isAdmin) return;
  const rows = await tx.query<{ ok: boolean }>('select $2 = any(have_model) as ok from qyxx where tenant_id = $1', [
    auth.tenantId,
    PERMIT_MODULE,
  ]);
  if (!rows[0]?.ok) throw forbidden(text('permits.moduleOff', { module: moduleTitle(PERMIT_MODULE) ?? PERMIT_MODULE }));
}

/** Runs `fn` in the caller's tenant transaction once the module is checked. */
export function withPermits<T>(db: Db, auth: AuthContext, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return inTenant(db, auth, async (tx) => {
    await assertPermitModule(tx, auth);
    return fn(tx);
  });
}
