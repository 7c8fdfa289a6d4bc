// The enterprise a group user acts for (spec 000 §4). The session store keeps it (setEntId, remembered per
// account in localStorage); this is the pure choice at load.

/** An enterprise of the caller's group (`POST /user/qyxx/list`). */
export interface GroupEnterprise {
  id: number;
  qymc: string;
  qyGroup?: string | null;
  parentId?: number | null;
}

/**
 * Enterprise users (qyUser) may act for the sub-enterprises of their group; the server allows it to them
 * only. The platform administrator chooses enterprises otherwise.
 */
export function maySwitchEnterprise(roles: readonly string[]): boolean {
  return !roles.includes('admin') && roles.includes('qyUser');
}

/**
 * The enterprise to act for: the remembered one while it is still in the list, else the default (the
 * account's own enterprise, the first of the list). null for an empty list.
 */
export function pickActiveEnterprise(list: GroupEnterprise[], remembered: string | null | undefined): GroupEnterprise | null {
  if (!list.length) return null;
  return list.find((e) => remembered != null && remembered !== '' && String(e.id) === remembered) ?? list[0];
}

/** What the session loader knows when deciding whether a remembered enterprise is to be restored. */
export interface RestoreContext {
  roles: readonly string[];
  /** The account's own enterprise. */
  homeQyId: number;
  /** The enterprise this tab already acts for ('' none chosen: a new tab, or a login without one). */
  entId: string;
  isView: boolean;
  /** The enterprise remembered for the account ('' none). */
  remembered: string;
}

/**
 * Whether the group list must be asked for: an enterprise user who has not chosen an enterprise in this
 * tab and has one remembered (to restore it, or to forget it when it left the group).
 */
export function needsRestore(c: RestoreContext): boolean {
  return !c.isView && c.entId === '' && c.remembered !== '' && maySwitchEnterprise(c.roles);
}

/**
 * The `Ent-ID` to act for after restoring: the remembered enterprise while the group still lists it, else
 * '' (the own enterprise, the default).
 */
export function restoredEntId(list: GroupEnterprise[], remembered: string, homeQyId: number): string {
  const picked = list.length > 1 ? pickActiveEnterprise(list, remembered) : null;
  return picked && picked.id !== homeQyId ? String(picked.id) : '';
}
