// What the enterprise roles a person holds grant (issue 24 item 1, docs/administration.md "角色管理"): an
// enterprise role builds on a platform role and narrows it to the menus and buttons ticked for it. A person
// holding a platform role directly keeps that role's whole menu; a person holding only enterprise roles sees
// the union of their ticked menus and buttons.
import type { Queryable } from '../../db/db.ts';
import { effectiveRoles } from '../../auth/roles.ts';
import type { AuthContext } from '../../plugins/auth.ts';

export interface RoleGrants {
  /** The menu ids to keep (ticked entries), or null: the menu is not narrowed. */
  menuIds: Set<number> | null;
  /** The button keys, or null: the platform roles' keys apply. */
  buttons: string[] | null;
}

/** The grants of the caller's enterprise roles in the enterprise they act for. */
export async function roleGrants(tx: Queryable, auth: AuthContext): Promise<RoleGrants> {
  const held = effectiveRoles(auth.session);
  if (auth.isAdmin || !held.length) return { menuIds: null, buttons: null };
  const own = await tx.query<{ code: string }>(
    'select code from sysrole where tenant_id = $1 and tenant_id <> 0 and code = any($2::text[])',
    [auth.tenantId, held],
  );
  const codes = own.map((r) => r.code);
  if (codes.length < held.length) return { menuIds: null, buttons: null };
  const menus = await tx.query<{ id: number | string }>(
    'select distinct menu_id as id from sysrole_menu where tenant_id = $1 and role_code = any($2::text[])',
    [auth.tenantId, codes],
  );
  const buttons = await tx.query<{ key: string }>(
    'select distinct perm_key as key from sysrole_button where tenant_id = $1 and role_code = any($2::text[]) order by 1',
    [auth.tenantId, codes],
  );
  return { menuIds: new Set(menus.map((m) => Number(m.id))), buttons: buttons.map((b) => b.key) };
}
