// The caller as the domain's PermitActor (permit-permissions.ts) and a stored permit as its PermitFacts:
// what the action routes check and what `allowedActions` in the list and detail is computed from.
import type { PermitActor, PermitFacts } from '../../domain/permit-permissions.ts';
import { isReadOnly, ROLE_QY_USER } from '../auth/roles.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { PERMIT_WRITE } from './permit-scope.ts';
import { toDomain, type DomainFields } from './permit-store.ts';

/** What the staff id of a caller is read from: the session's staff record, valid in the account's own enterprise. */
export type StaffOf = { tenantId?: number; homeTenantId?: number; session?: { renYuanId?: number | null } };

/** The caller's staff id (sysuser.ren_yuan_id) as text, when acting in their own enterprise; else null. */
export function staffIdOf(auth: StaffOf): string | null {
  const id = auth.session?.renYuanId;
  if (id == null) return null;
  if (auth.homeTenantId !== undefined && auth.tenantId !== undefined && auth.homeTenantId !== auth.tenantId) return null;
  return String(id);
}

/** The caller: writes need a writer role of the permit routes, no view-only token and not a read-only user. */
export function actorOf(auth: Pick<AuthContext, 'userId' | 'roles' | 'isAdmin' | 'viewOnly'> & StaffOf): PermitActor {
  const writer = auth.isAdmin || PERMIT_WRITE.roles.some((r) => auth.roles.includes(r));
  return {
    id: String(auth.userId),
    roles: auth.roles,
    mayWrite: writer && !auth.viewOnly && !isReadOnly(auth.roles),
    manager: auth.isAdmin || auth.roles.includes(ROLE_QY_USER),
    staffId: staffIdOf(auth),
  };
}

/** The domain's permit with its applicant (the creating account). */
export function factsOf(row: DomainFields & { createdBy: number | null }): PermitFacts {
  return { ...toDomain(row), applicant: row.createdBy == null ? null : String(row.createdBy) };
}
