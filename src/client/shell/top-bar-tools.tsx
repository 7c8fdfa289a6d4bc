/** Placeholder until the shell widgets land: manual download, app QR code. */
export function TopBarTools() {
  return null;
}
