/** Placeholder until the shell widgets land: the bell of spec 000 §2 (risk notifications). */
export function NotificationBell() {
  return null;
}
