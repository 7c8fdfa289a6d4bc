// The few cookie operations the client needs (the session token, the UI settings, the language), without a
// library: the login page loads this file, and every byte of it counts (issue 13: its JS must not grow).
// Values are URI-encoded when written and decoded when read.

/** A cookie's value, if the page has it; `cookies` is the page's cookie string (a test passes its own). */
export function readCookie(name: string, cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      const raw = pair.slice(at + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** Sets a cookie for the whole site (path /), for `days` when given, else for the browser session. */
export function writeCookie(name: string, value: string, days?: number): void {
  if (typeof document === 'undefined') return;
  const age = days === undefined ? '' : `; max-age=${Math.round(days * 86400)}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/${age}`;
}

/** Removes a cookie of the whole site. */
export function removeCookie(name: string): void {
  writeCookie(name, '', -1);
}
