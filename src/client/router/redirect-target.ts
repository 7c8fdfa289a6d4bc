/** Where to go after login: a path inside the app (never another origin); '/' by default. */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === '/login' || raw.startsWith('/login?')) return '/';
  return raw;
}

/** The login path that brings the user back to `path` (router-relative, with its query) afterwards. */
export function loginPathFor(path: string): string {
  const target = safeRedirect(path);
  return target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`;
}
