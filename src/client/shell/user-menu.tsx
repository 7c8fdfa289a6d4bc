/** Placeholder until the shell widgets land: the user menu (home, switch enterprise, password, logout). */
export function UserMenu() {
  return null;
}
