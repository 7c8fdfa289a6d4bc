// The server half of data scopes by department (src/schema/keywords/data-scope.ts, docs/schema-engine.md
// "Data scopes"): the departments whose records the caller may see, read once per request from the role
// scopes of the enterprise (sysroledepartment, set by /user/sysroledepartment/save).
//
// A role without scope rows sees every record of the enterprise, so a person holding any such role is not
// restricted; otherwise they see the union of their roles' departments (live ones only: a scope whose
// departments were all deleted sees nothing). The platform administrator is never restricted.
import type { Queryable } from '../db/db.ts';
import { effectiveRoles } from '../auth/roles.ts';
import type { AuthContext } from '../plugins/auth.ts';

/** The departments a caller sees, or null for every record. */
export type CallerDepartments = number[] | null;

const memo = new WeakMap<AuthContext, Map<number, CallerDepartments>>();

/** The roles that decide a scope: those the account holds (not the platform roles enterprise roles build on). */
export function scopeRoles(auth: AuthContext): string[] {
  return effectiveRoles(auth.session);
}

/** The departments of roles in an enterprise: null when one of them has no scope (or there are none). */
export async function roleDepartments(tx: Queryable, tenantId: number, roles: string[]): Promise<CallerDepartments> {
  if (!roles.length) return null;
  const [row] = await tx.query<{ unscoped: boolean; ids: (number | string)[] }>(
    `select exists (select 1 from unnest($2::text[]) as r(code)
                     where not exists (select 1 from sysroledepartment s where s.tenant_id = $1 and s.role_code = r.code)) as unscoped,
            array(select distinct s.department_id from sysroledepartment s
                    join departmentinfo d on d.tenant_id = s.tenant_id and d.id = s.department_id and not d.deleted
                   where s.tenant_id = $1 and s.role_code = any($2::text[]) order by 1) as ids`,
    [tenantId, roles],
  );
  return row.unscoped ? null : row.ids.map(Number);
}

/** The departments the caller sees in the enterprise they act for (asked once per request). */
export async function callerDepartments(tx: Queryable, auth: AuthContext): Promise<CallerDepartments> {
  if (auth.isAdmin) return null;
  let byTenant = memo.get(auth);
  if (!byTenant) memo.set(auth, (byTenant = new Map()));
  if (byTenant.has(auth.tenantId)) return byTenant.get(auth.tenantId) ?? null;
  // Kept per process while the authentication epoch stays (a scope's or a department's change bumps it).
  const roles = scopeRoles(auth);
  const departments = await auth.remember(`scope:${auth.tenantId}:${[...roles].sort().join(',')}`, () =>
    roleDepartments(tx, auth.tenantId, roles),
  );
  byTenant.set(auth.tenantId, departments);
  return departments;
}

/** Whether a stored department value is inside a scope (null: every record). */
export function inDepartments(departments: CallerDepartments, value: unknown): boolean {
  if (departments === null) return true;
  return typeof value === 'number' && departments.includes(value);
}
