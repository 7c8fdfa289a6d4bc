/** The platform administrator's role: passes every role and button check (spec 000 §6). */
export const ROLE_ADMIN = 'admin';

/**
 * Whether a user holding `userRoles` passes a role list (spec 000 §5 permission directive): the admin
 * passes everything, others need one of `need`. An empty list is a programming error: 'need roles'.
 */
export function rolesAllow(userRoles: readonly string[], need: readonly string[]): boolean {
  if (!Array.isArray(need) || need.length === 0) throw new Error('need roles');
  return userRoles.includes(ROLE_ADMIN) || need.some((r) => userRoles.includes(r));
}

/** Whether a user passes a button permission key: the admin passes everything. */
export function buttonAllowed(userRoles: readonly string[], buttons: ReadonlySet<string>, key: string): boolean {
  return userRoles.includes(ROLE_ADMIN) || buttons.has(key);
}
