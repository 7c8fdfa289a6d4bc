/** Role codes of the platform (spec 000 §6). */
export const ROLE_ADMIN = 'admin';
export const ROLE_READONLY = 'readonlyUser';
export const ROLE_QY_USER = 'qyUser';
export const ROLE_QY_STAFF = 'qyStaff';

/** Roles that may write business data. */
const WRITER_ROLES = new Set([ROLE_ADMIN, ROLE_QY_USER, ROLE_QY_STAFF]);

/**
 * The roles a session acts with: the user's roles, or only the active role when the session was
 * scoped to one (role switching); enterprise-type users (sassQy = 1) always hold qyUser.
 */
export function effectiveRoles(s: { roles: string[]; activeRole: string | null; sassQy: number }): string[] {
  const base = s.activeRole ? [s.activeRole] : [...s.roles];
  if (s.sassQy === 1 && !base.includes(ROLE_QY_USER)) base.push(ROLE_QY_USER);
  return base;
}

/** A read-only user holds readonlyUser and no role that may write. */
export function isReadOnly(roles: string[]): boolean {
  return roles.includes(ROLE_READONLY) && !roles.some((r) => WRITER_ROLES.has(r));
}
