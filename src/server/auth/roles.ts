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
 * A scoped session whose role the user no longer holds acts with no role at all, so that taking a
 * role away takes effect at once also for sessions that switched to it.
 */
export function effectiveRoles(s: { roles: string[]; activeRole: string | null; sassQy: number }): string[] {
  const withSass = (roles: string[]) =>
    s.sassQy === 1 && !roles.includes(ROLE_QY_USER) ? [...roles, ROLE_QY_USER] : [...roles];
  const held = withSass(s.roles);
  if (!s.activeRole) return held;
  return held.includes(s.activeRole) ? withSass([s.activeRole]) : [];
}

/** A read-only user holds readonlyUser and no role that may write. */
export function isReadOnly(roles: string[]): boolean {
  return roles.includes(ROLE_READONLY) && !roles.some((r) => WRITER_ROLES.has(r));
}

/**
 * The roles with the platform role each enterprise role builds on (its `base_role`: the routes it reaches);
 * the enterprise role itself stays in the list (its menus, buttons and data scope).
 */
export function withBaseRoles(roles: string[], bases: Readonly<Record<string, string>>): string[] {
  const out = [...roles];
  for (const r of roles) {
    const base = Object.hasOwn(bases, r) ? bases[r] : undefined;
    if (base && base !== ROLE_ADMIN && !out.includes(base)) out.push(base);
  }
  return out;
}
