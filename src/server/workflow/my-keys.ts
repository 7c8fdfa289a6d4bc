// The signed-in person's party keys (issue 14 contract "Canonical party keys"): what wf_waiting.who and the
// notifications name. `staff:<renYuanId>`, `role:<r>` for each role the session acts with, and
// `dept:<their department>:role:<r>`; a role is named by its key and, where the platform numbers it (sysrole),
// by its id as digits too, since a file's WhoSpec may name either.
import type { Queryable } from '../db/db.ts';
import type { AuthContext } from '../plugins/auth.ts';

/** The party keys of a person: their staff id (or null), department (or null) and the names of their roles. */
export function partyKeys(staffId: number | null, departmentId: number | null, roleNames: readonly string[]): string[] {
  const keys = new Set<string>();
  if (staffId != null) keys.add(`staff:${staffId}`);
  for (const r of roleNames) {
    keys.add(`role:${r}`);
    if (departmentId != null) keys.add(`dept:${departmentId}:role:${r}`);
  }
  return [...keys];
}

/**
 * The signed-in person's party keys, read in the caller's tenant transaction: the department is the staff
 * record's (a staff record of another enterprise is not visible there, so a person acting for another
 * enterprise has no department key there).
 */
export async function partyKeysOf(tx: Queryable, auth: AuthContext): Promise<string[]> {
  const staffId = auth.session.renYuanId ?? null;
  const [row] = await tx.query<{ departmentId: string | number | null; roleIds: string[] }>(
    `select (select s.department_id from staffinfo s where s.tenant_id = $1 and s.id = $2 and not s.deleted) as "departmentId",
            array(select r.id::text from sysrole r where r.code = any($3::text[]) order by r.id) as "roleIds"`,
    [auth.tenantId, staffId, auth.roles],
  );
  const departmentId = row?.departmentId == null ? null : Number(row.departmentId);
  return partyKeys(staffId, departmentId, [...auth.roles, ...(row?.roleIds ?? [])]);
}
